import * as React from "react";
import Loader2Icon from "lucide-react/icons/loader-circle";

import { cn } from "~/lib/utils";

type SpinnerSize = "sm" | "md" | "lg";

/** Icon size in pixels for each spinner size. */
const SPINNER_ICON_PX: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

/** Spec: minimum height of the inline (non full-page) spinner container. */
const SPINNER_MIN_HEIGHT_PX: Record<SpinnerSize, number> = {
  sm: 100,
  md: 100,
  lg: 200,
};

const minHeightClass: Record<SpinnerSize, string> = {
  sm: "min-h-[100px]",
  md: "min-h-[100px]",
  lg: "min-h-[200px]",
};

type SpinnerIconProps = Omit<React.ComponentProps<typeof Loader2Icon>, "size"> & {
  size?: SpinnerSize;
};

/** Just the animated icon (decorative), e.g. inside a button while submitting. */
function SpinnerIcon({ size = "sm", className, ...props }: SpinnerIconProps) {
  return (
    <Loader2Icon
      data-slot="spinner-icon"
      aria-hidden="true"
      focusable="false"
      size={SPINNER_ICON_PX[size]}
      className={cn("shrink-0 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
      {...props}
    />
  );
}

type SpinnerProps = Omit<React.ComponentProps<"div">, "children"> & {
  size?: SpinnerSize;
  /** Visually hidden text announced to assistive technology. */
  label?: string;
  /** Covers the whole page with a translucent overlay. */
  fullPage?: boolean;
};

function Spinner({ size = "md", label = "Carregando...", fullPage = false, className, ...props }: SpinnerProps) {
  return (
    <div
      data-slot="spinner"
      data-size={size}
      role="status"
      aria-live="polite"
      className={cn(
        "flex items-center justify-center text-primary",
        fullPage ? "fixed inset-0 z-50 bg-background/70 backdrop-blur-sm" : cn("w-full", minHeightClass[size]),
        className,
      )}
      {...props}
    >
      <SpinnerIcon size={size} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export { Spinner, SpinnerIcon, SPINNER_ICON_PX, SPINNER_MIN_HEIGHT_PX };
export type { SpinnerProps, SpinnerIconProps, SpinnerSize };
