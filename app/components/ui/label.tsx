import * as React from "react";

import { cn } from "~/lib/utils";

/**
 * A plain <label>: Radix Label rendered the same element, and its primitive, slot and ref
 * helpers were about 3 KB gzipped of every calculator page (issue 12.2). Its one behaviour, no
 * text selected by a double click on the label, is `select-none` here.
 */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor or nest the control
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
