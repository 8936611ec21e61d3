import * as React from "react";
import { Slider as SliderPrimitive } from "radix-ui";

import { cn } from "~/lib/utils";

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /**
   * Accessible names for the thumbs (one per thumb). Radix puts the slider role
   * on each thumb, so a thumb needs its own label; when omitted, `aria-label`
   * / `aria-labelledby` given to the slider are forwarded to every thumb.
   */
  thumbLabels?: string[];
  /** What a screen reader says for a value, e.g. (v) => `${v}%` (aria-valuetext). */
  valueText?: (value: number) => string;
};

function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  thumbLabels,
  valueText,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...props
}: SliderProps) {
  const values = React.useMemo(
    () => (Array.isArray(value) ? value : Array.isArray(defaultValue) ? defaultValue : [min]),
    [value, defaultValue, min],
  );

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-1.5 max-md:data-[orientation=horizontal]:mx-3 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-1.5"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => {
        const label = thumbLabels?.[index];
        return (
          <SliderPrimitive.Thumb
            data-slot="slider-thumb"
            key={index}
            aria-label={label ?? ariaLabel}
            aria-labelledby={label ? undefined : ariaLabelledBy}
            aria-valuetext={valueText ? valueText(thumbValue) : undefined}
            className={cn(
              "block size-4 shrink-0 cursor-pointer rounded-full border border-primary bg-background shadow-sm transition-[color,box-shadow] hover:ring-4 hover:ring-ring/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50",
              // Phones: a 44×44 touch target (issue 16) drawn as a 20 px dot; the track is inset
              // by the difference, so the dot still covers the end of the filled range.
              "max-md:relative max-md:size-11 max-md:border-0 max-md:bg-transparent max-md:shadow-none max-md:hover:ring-0 max-md:focus-visible:ring-0",
              "max-md:before:absolute max-md:before:inset-3 max-md:before:rounded-full max-md:before:border max-md:before:border-primary max-md:before:bg-background max-md:before:shadow-sm max-md:focus-visible:before:ring-[3px] max-md:focus-visible:before:ring-ring/50",
            )}
          />
        );
      })}
    </SliderPrimitive.Root>
  );
}

export { Slider };
export type { SliderProps };
