import { BUDGET_UNITS, QUALITY_LABELS, QUALITY_LEVELS, unitName, type QualityLevel } from "~/calculators/budget";
import { cn } from "~/lib/utils";

const DESCRIPTIONS: Record<QualityLevel, string> = {
  economic: "Marcas populares",
  medium: "Marcas tradicionais",
  premium: "Especiais e importadas",
};

/** D20: the beer each level prices ("Cerveja: lata 350 ml"; the premium one names itself). */
function beerUnit(level: QualityLevel): string {
  const unit = BUDGET_UNITS.beer[level];
  const name = unitName(unit);
  return unit.namesDrink ? `${name[0]!.toUpperCase()}${name.slice(1)}` : `Cerveja: ${name}`;
}

/**
 * "Qualidade das bebidas": native radio buttons (arrow keys move between them, no
 * script needed), drawn as selectable cards.
 */
export function BudgetQualityPicker({
  value,
  onChange,
  name = "qualidade",
}: {
  value: QualityLevel;
  onChange: (value: QualityLevel) => void;
  name?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Qualidade das bebidas</legend>
      <div className="grid gap-2 @sm:grid-cols-3">
        {QUALITY_LEVELS.map((level) => (
          <label
            key={level}
            className={cn(
              "grid cursor-pointer grid-cols-[auto_1fr] content-start items-start gap-x-2.5 gap-y-0.5 rounded-lg border bg-background px-3 py-2.5 text-sm transition-colors hover:bg-accent/60 dark:bg-input/30",
              "has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="row-span-3 mt-0.5 size-4 shrink-0 accent-primary outline-none"
            />
            <span className="font-medium leading-none">{QUALITY_LABELS[level]}</span>
            <span className="text-xs text-muted-foreground">{DESCRIPTIONS[level]}</span>
            <span className="col-start-2 text-xs text-muted-foreground">{beerUnit(level)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
