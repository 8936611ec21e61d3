import {
  DRINK_TYPES,
  DRINKS,
  MIN_TOTAL_BUDGET,
  formatShare,
  type BudgetFieldErrors,
  type BudgetFormValues,
  type DrinkType,
} from "~/calculators/budget";
import { NumberField } from "~/components/calculator/kit/number-field";
import { formatCurrency } from "~/lib/format";
import { cn } from "~/lib/utils";

/** The ids of the budget's fields, for labels and for focusing the first wrong one. */
export const BUDGET_FIELD_IDS = {
  total: "orcamento-total",
  guests: "orcamento-convidados",
  beer: "orcamento-cerveja",
  wine: "orcamento-vinho",
  spirits: "orcamento-destilados",
  nonAlcoholic: "orcamento-sem-alcool",
} as const satisfies Record<keyof BudgetFieldErrors, string>;

const PERCENT_HINTS: Record<DrinkType, string> = {
  beer: "Latas ou long necks",
  wine: "Tintos, brancos, espumantes",
  spirits: "Vodca, cachaça, gim, uísque",
  nonAlcoholic: "Refrigerante, suco, água",
};

type Change = <K extends keyof BudgetFormValues>(key: K, value: BudgetFormValues[K]) => void;

/** The total to spend and the optional number of guests. */
export function BudgetAmountFields({
  values,
  errors,
  onChange,
}: {
  values: BudgetFormValues;
  errors: BudgetFieldErrors;
  onChange: Change;
}) {
  return (
    <div className="grid gap-4 @sm:grid-cols-2">
      <NumberField
        id={BUDGET_FIELD_IDS.total}
        name="total"
        label="Orçamento total (R$)"
        value={values.total}
        onChange={(v) => onChange("total", v)}
        hint={`Mínimo de ${formatCurrency(MIN_TOTAL_BUDGET)}`}
        error={errors.total}
      />
      <NumberField
        id={BUDGET_FIELD_IDS.guests}
        name="convidados"
        label="Convidados (opcional)"
        inputMode="numeric"
        value={values.guests}
        onChange={(v) => onChange("guests", v)}
        hint="Para calcular o custo por pessoa"
        error={errors.guests}
      />
    </div>
  );
}

/** "Percentuais usados no cálculo": one field per drink and their running sum (docs/decisions/0019-budget-rules.md: 100%). */
export function BudgetPercentFields({
  values,
  errors,
  onChange,
  sum,
}: {
  values: BudgetFormValues;
  errors: BudgetFieldErrors;
  onChange: Change;
  /** The typed percentages' sum, or undefined while one of them is not a valid number. */
  sum: number | undefined;
}) {
  const sumOk = sum !== undefined && Math.abs(sum - 100) <= 0.01 + 1e-9;
  return (
    <fieldset className="space-y-3" aria-describedby="orcamento-soma">
      <legend className="text-sm font-medium">Percentuais usados no cálculo</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4">
        {DRINK_TYPES.map((type) => (
          <NumberField
            key={type}
            id={BUDGET_FIELD_IDS[type]}
            name={DRINKS[type].param}
            label={DRINKS[type].label}
            suffix="%"
            value={values[type]}
            onChange={(v) => onChange(type, v)}
            hint={PERCENT_HINTS[type]}
            error={errors[type]}
          />
        ))}
      </div>
      <p
        id="orcamento-soma"
        data-testid="soma-percentuais"
        className={cn("text-sm tabular-nums", sumOk ? "text-muted-foreground" : "font-medium text-destructive")}
      >
        Soma: {sum !== undefined ? formatShare(sum) : "—"}
        {sumOk ? null : " (precisa ser 100%)"}
      </p>
    </fieldset>
  );
}
