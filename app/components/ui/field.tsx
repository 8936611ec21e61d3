import * as React from "react";

import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/** The attributes a field hands to its control so label, hint and error are announced. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A form field in the shadcn/epic-stack style: label, control, optional description and
 * the error message, with the ids wired for `aria-describedby`. The control comes from a
 * render function so it can be any input (registered with react-hook-form or not).
 */
function Field({
  id,
  label,
  description,
  error,
  className,
  labelAside,
  children,
}: {
  id: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  error?: string | null;
  className?: string;
  /** Shown at the end of the label row (a character counter, a rating). */
  labelAside?: React.ReactNode;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="field" className={cn("space-y-2", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The error line under a control; renders nothing without a message. */
function FieldError({ id, message, className }: { id?: string; message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={cn("text-sm font-medium text-destructive", className)}>
      {message}
    </p>
  );
}

export { Field, FieldError };
