import {
  BUDGET_UNITS,
  DRINK_TYPES,
  DRINKS,
  QUALITY_LABELS,
  QUALITY_LEVELS,
  UNIT_PRICES,
  unitName,
  type DrinkType,
  type QualityLevel,
} from "~/calculators/budget";
import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { RichParagraphs } from "~/components/calculator/kit/rich-text";
import { budgetHow } from "~/content/calculators/orcamento";
import { formatCurrency } from "~/lib/format";

/** A unit's name that breaks before its volume, never inside it ("350 ml" stays on one line in a narrow cell). */
const cellUnitName = (type: DrinkType, q: QualityLevel) =>
  unitName(BUDGET_UNITS[type][q]).replace(/ (ml|L)$/, "\u00a0$1");

/** D20: one unit for every level (wine, spirits, non-alcoholic), named once beside the drink; undefined for beer. */
function sharedUnit(type: DrinkType): string | undefined {
  const names = new Set(QUALITY_LEVELS.map((q) => unitName(BUDGET_UNITS[type][q])));
  return names.size === 1 ? cellUnitName(type, "medium") : undefined;
}

/** "Como calculamos" of /orcamento: the kit's block with the reference price table (docs/decisions/0019-budget-rules.md) inside. */
export function BudgetHow() {
  return (
    <HowWeCalculate sources={budgetHow.sources}>
      <RichParagraphs paragraphs={budgetHow.beforeTable} />
      <table className="w-full text-left text-xs tabular-nums sm:text-sm">
        <thead>
          <tr className="border-b text-foreground">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Bebida
            </th>
            {QUALITY_LEVELS.map((q) => (
              <th key={q} scope="col" className="py-1.5 pl-2 text-right font-medium">
                {QUALITY_LABELS[q]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DRINK_TYPES.map((type) => {
            const shared = sharedUnit(type);
            return (
              <tr key={type} className="border-b align-top last:border-0">
                <th scope="row" className="py-1.5 pr-2 font-normal">
                  <span className="block whitespace-nowrap">{DRINKS[type].label}</span>
                  {shared ? <span className="block text-muted-foreground">{shared}</span> : null}
                </th>
                {QUALITY_LEVELS.map((q) => (
                  <td key={q} className="py-1.5 pl-2 text-right">
                    <span className="block whitespace-nowrap">{formatCurrency(UNIT_PRICES[type][q])}</span>
                    {shared ? null : <span className="block text-muted-foreground">{cellUnitName(type, q)}</span>}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <RichParagraphs paragraphs={budgetHow.afterTable} />
    </HowWeCalculate>
  );
}
