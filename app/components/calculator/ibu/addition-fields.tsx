import { Trash2 } from "lucide-react";
import { sanitizeNumberInput } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { AdditionErrors, HopAdditionInput } from "~/calculators/ibu";
import { cn } from "~/lib/utils";

type HopField = "alphaAcid" | "weight" | "boilTime";

const FIELDS: readonly { key: HopField; label: string; suffix: string; hint: string; inputMode: "decimal" | "numeric" }[] = [
  { key: "alphaAcid", label: "Alfa-ácido", suffix: "%", hint: "0 a 25, até 1 decimal", inputMode: "decimal" },
  { key: "weight", label: "Peso", suffix: "g", hint: "Mínimo 1, inteiro", inputMode: "numeric" },
  { key: "boilTime", label: "Fervura", suffix: "min", hint: "0 a 120, inteiro", inputMode: "numeric" },
];

/** The DOM id of an addition's field, so the page can focus the first invalid one. */
export function hopFieldId(additionId: string, field: HopField) {
  return `lupulo-${additionId}-${field}`;
}

/**
 * One hop addition: alpha acid, weight and boil time, with the §5 hints. Each label
 * carries the addition's number for screen readers ("Alfa-ácido da adição 2").
 */
export function IbuAdditionFields({
  addition,
  index,
  errors,
  onChange,
  onRemove,
}: {
  addition: HopAdditionInput;
  index: number;
  errors?: AdditionErrors;
  onChange: (patch: Partial<Omit<HopAdditionInput, "id">>) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  const legendId = `lupulo-${addition.id}-titulo`;
  return (
    <fieldset
      aria-labelledby={legendId}
      className="rounded-lg border bg-background/60 p-3 sm:p-4 dark:bg-background/30"
      data-testid="hop-addition"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 id={legendId} className="text-sm font-semibold">
          Adição {number}
        </h4>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-my-1 text-muted-foreground hover:text-destructive"
          onClick={onRemove}
          aria-label={`Remover adição ${number}`}
        >
          <Trash2 aria-hidden="true" />
          <span className="hidden sm:inline">Remover</span>
        </Button>
      </div>
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {FIELDS.map((field) => {
          const id = hopFieldId(addition.id, field.key);
          const error = errors?.[field.key];
          return (
            <div key={field.key} className="min-w-0 space-y-1.5">
              <Label htmlFor={id} className="leading-tight">
                <span>
                  {field.label}
                  <span className="sr-only"> da adição {number}</span>
                </span>
              </Label>
              <div className="relative">
                <Input
                  id={id}
                  name={id}
                  type="text"
                  inputMode={field.inputMode}
                  autoComplete="off"
                  value={addition[field.key]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
                  onChange={(e) => onChange({ [field.key]: sanitizeNumberInput(e.target.value) })}
                  className={cn("pr-9 tabular-nums", field.suffix === "min" && "pr-11")}
                />
                <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-sm text-muted-foreground">
                  {field.suffix}
                </span>
              </div>
              <p id={`${id}-hint`} className="text-xs leading-snug text-muted-foreground">
                {field.hint}
              </p>
              {error ? (
                <p id={`${id}-error`} className="text-xs font-medium leading-snug text-destructive sm:text-sm">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
