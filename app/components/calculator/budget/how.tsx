import { DRINK_TYPES, DRINKS, QUALITY_LABELS, QUALITY_LEVELS, UNIT_PRICES } from "~/calculators/budget";
import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { RichParagraphs } from "~/components/calculator/kit/rich-text";
import { budgetHow } from "~/content/calculators/orcamento";
import { formatCurrency } from "~/lib/format";

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
          {DRINK_TYPES.map((type) => (
            <tr key={type} className="border-b last:border-0">
              <th scope="row" className="py-1.5 pr-2 font-normal whitespace-nowrap">
                {DRINKS[type].label}
              </th>
              {QUALITY_LEVELS.map((q) => (
                <td key={q} className="py-1.5 pl-2 text-right whitespace-nowrap">
                  {formatCurrency(UNIT_PRICES[type][q])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <RichParagraphs paragraphs={budgetHow.afterTable} />
    </HowWeCalculate>
  );
}
