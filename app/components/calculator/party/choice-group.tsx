import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  /** A second line, e.g. the factor of the model ("× 1,15") or the container type. */
  hint?: string;
}

/**
 * A set of native radio buttons drawn as segmented tiles (party and per-person
 * calculators). Native radios give the keyboard behaviour for free (Tab into the group,
 * arrows to move) and render their state in the server HTML. The input covers its tile,
 * invisible, so a tap anywhere on the tile selects it.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
  gridClassName = "grid-cols-3",
  description,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  className?: string;
  gridClassName?: string;
  /** A note under the choices (what they mean), announced with the group. */
  description?: ReactNode;
}) {
  const descriptionId = description ? `${name}-descricao` : undefined;
  return (
    <fieldset className={cn("min-w-0 space-y-2", className)} aria-describedby={descriptionId}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className={cn("grid gap-2", gridClassName)}>
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={cn(
              "relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-md border border-input bg-background px-2 py-1.5 text-center text-sm shadow-xs transition-[color,background-color,box-shadow] hover:bg-accent dark:bg-input/30 dark:hover:bg-input/50",
              "has-checked:border-primary has-checked:bg-accent has-checked:ring-1 has-checked:ring-primary dark:has-checked:bg-accent",
              "has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            <span className="leading-tight font-medium">{option.label}</span>
            {option.hint ? <span className="text-xs leading-tight text-muted-foreground">{option.hint}</span> : null}
          </label>
        ))}
      </div>
      {description ? (
        <div id={descriptionId} className="text-xs leading-relaxed text-muted-foreground">
          {description}
        </div>
      ) : null}
    </fieldset>
  );
}
