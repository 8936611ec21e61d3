// The drinks budget's link preview (issue 15), read by its own parser.
import { DRINKS, formFromSearchParams, formToQuery, QUALITY_LABELS, validateBudgetForm } from "~/calculators/budget";
import { budgetItems, budgetList, calculateBudget } from "~/calculators/budget-result";
import { formatCurrency, formatNumber } from "~/lib/format";
import { builder, countOf, preview, type CalculatorPreview } from "./core";

// ---------------------------------------------------------------------------
// /orcamento
// ---------------------------------------------------------------------------

function budgetPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  const { values, fromUrl } = formFromSearchParams(params);
  if (!fromUrl) return null;
  const v = validateBudgetForm(values);
  if (!v.ok) return null;
  const result = calculateBudget(v.value);
  const total = formatCurrency(result.totalBudget);
  const guests =
    result.guestCount !== undefined && result.costPerGuest !== undefined
      ? `${countOf(result.guestCount, "convidado", "convidados")} (${formatCurrency(result.costPerGuest)} por pessoa)`
      : undefined;
  const list = budgetList(result);
  // The card's two lines: the first drink bought (beer, with its litres), then the others.
  const [first, ...rest] = budgetItems(result);
  const cardLines = first === undefined ? [list] : [first, ...(rest.length > 0 ? [rest.join(", ")] : [])];
  // A valid form writes each field in its one canonical spelling (budget.ts's URL table).
  return preview("orcamento", formToQuery(values), {
    title: `Orçamento de ${total}${guests ? ` para ${guests}` : ""}`,
    description: `${list[0]!.toUpperCase()}${list.slice(1)}. Qualidade ${QUALITY_LABELS[result.qualityLevel].toLowerCase()}.`,
    card: {
      headline: guests ? `${total} · ${formatCurrency(result.costPerGuest!)} por pessoa` : total,
      details: cardLines,
      inputs: [
        ...(result.guestCount !== undefined ? [countOf(result.guestCount, "convidado", "convidados")] : []),
        `Qualidade ${QUALITY_LABELS[result.qualityLevel].toLowerCase()}`,
        result.lines.map((l) => `${DRINKS[l.type].noun} ${formatNumber(l.percentage)}%`).join(", "),
      ],
    },
  });
}

export const budgetPreview = /* @__PURE__ */ builder(budgetPreviewOf);
