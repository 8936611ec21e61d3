// Every calculator's link preview by id: the image route's entry point (app/lib/og) and the
// tests'. Routes import their own calculator's file instead, so each page's bundle carries
// only its own calculator (issue 12.2).
import { abvPreview } from "./abv";
import { budgetPreview } from "./budget";
import { comparatorPreview } from "./comparator";
import type { CalculatorId, CalculatorPreview, CalculatorPreviewBuilder } from "./core";
import { ibuPreview } from "./ibu";
import { partyPreview } from "./party";
import { perPersonPreview } from "./per-person";
import { recipePreview } from "./recipe";

export * from "./core";
export { abvPreview } from "./abv";
export { budgetPreview } from "./budget";
export { comparatorPreview } from "./comparator";
export { ibuPreview } from "./ibu";
export { partyCostText, partyPreview, partyShareText } from "./party";
export { perPersonPreview } from "./per-person";
export { recipePreview } from "./recipe";

const BUILDERS: Record<CalculatorId, CalculatorPreviewBuilder> = {
  comparador: comparatorPreview,
  festa: partyPreview,
  "por-pessoa": perPersonPreview,
  ibu: ibuPreview,
  abv: abvPreview,
  orcamento: budgetPreview,
  receita: recipePreview,
};

/** The preview of a calculator link by the calculator's id (the image route's entry point). */
export function calculatorPreview(
  calculator: CalculatorId,
  search: string | URLSearchParams,
): CalculatorPreview | null {
  return BUILDERS[calculator](search);
}
