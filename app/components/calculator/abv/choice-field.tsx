// The selects of the advanced tab and the tools (instrument, formula, sugar): apart from
// form-parts.tsx so that their code comes with those parts, loaded when they are needed (issue 12).
import { type ReactNode, useId } from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/** A native select styled as the inputs: it works before hydration and opens the phone's own picker. */
const SELECT_CLASS =
  "flex h-11 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:h-9 md:text-sm dark:bg-input/30 dark:aria-invalid:ring-destructive/40";

/** A labelled native select with an optional hint, named after its URL parameter. */
export function ChoiceField<T extends string>({
  id: idProp,
  name,
  label,
  value,
  options,
  onChange,
  hint,
  error,
  className,
}: {
  id?: string;
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
  /** A message under the field (the recipe's style, issue 30). */
  error?: string;
  className?: string;
}) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        className={SELECT_CLASS}
        value={value}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const next = options.find((o) => o.value === e.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} className="bg-background text-foreground">
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
