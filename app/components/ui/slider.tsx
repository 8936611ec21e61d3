import type * as React from "react";

import { cn } from "~/lib/utils";

type SliderProps = Omit<
  React.ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "min" | "max"
> & {
  value: number;
  min?: number;
  max?: number;
  onValueChange?: (value: number) => void;
  /** What a screen reader says for a value, e.g. (v) => `${v}%` (aria-valuetext). */
  valueText?: (value: number) => string;
};

/**
 * A native `<input type="range">` in the shadcn look: the browser gives it the slider role,
 * its value, arrows, Page Up/Down, Home and End, with no script (Radix's slider and its
 * helpers were about 8 KB gzipped of /orcamento's JavaScript, issue 12). The filled part of
 * the track is a gradient stop at the value (`--slider-fill`), which the thumb always covers.
 */
function Slider({
  className,
  value,
  min = 0,
  max = 100,
  onValueChange,
  valueText,
  style,
  "aria-valuetext": ariaValueText,
  ...props
}: SliderProps) {
  const fill = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      data-slot="slider"
      value={value}
      min={min}
      max={max}
      onChange={(event) => onValueChange?.(Number(event.currentTarget.value))}
      aria-valuetext={valueText ? valueText(value) : ariaValueText}
      style={{ ...style, "--slider-fill": `${fill}%` } as React.CSSProperties}
      className={cn(
        "m-0 block h-[22px] w-full cursor-pointer appearance-none bg-transparent focus-visible:outline-hidden disabled:cursor-not-allowed disabled:opacity-50",
        // Phones: the whole bar is a 44 px tall touch target (issue 16) with a 20 px dot, laid
        // out in the same 22 px as on desktop (it overlaps the gaps above and below).
        "max-md:-my-[11px] max-md:h-11",
        "[&::-webkit-slider-runnable-track]:h-1.5 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--primary)_var(--slider-fill),var(--muted)_var(--slider-fill))]",
        "[&::-moz-range-track]:h-1.5 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-[linear-gradient(to_right,var(--primary)_var(--slider-fill),var(--muted)_var(--slider-fill))]",
        // WebKit centres nothing: the thumb is pulled up by half the difference with the track.
        "[&::-webkit-slider-thumb]:-mt-[5px] [&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow-sm [&::-webkit-slider-thumb]:transition-[color,box-shadow]",
        "[&::-webkit-slider-thumb]:hover:ring-4 [&::-webkit-slider-thumb]:hover:ring-ring/50 focus-visible:[&::-webkit-slider-thumb]:ring-[3px] focus-visible:[&::-webkit-slider-thumb]:ring-ring/50",
        "max-md:[&::-webkit-slider-thumb]:-mt-[7px] max-md:[&::-webkit-slider-thumb]:size-5",
        "[&::-moz-range-thumb]:box-border [&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow-sm [&::-moz-range-thumb]:transition-[color,box-shadow]",
        "[&::-moz-range-thumb]:hover:ring-4 [&::-moz-range-thumb]:hover:ring-ring/50 focus-visible:[&::-moz-range-thumb]:ring-[3px] focus-visible:[&::-moz-range-thumb]:ring-ring/50",
        "max-md:[&::-moz-range-thumb]:size-5",
        className,
      )}
      {...props}
    />
  );
}

export { Slider };
export type { SliderProps };
