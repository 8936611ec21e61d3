/**
 * The gravity formulas of docs/decisions/0001-calculator-formulas.md that more than one calculator
 * uses: the ABV calculator (abv.ts re-exports them) and the recipe sheet (recipe.ts, issue 30).
 * Apart, so a page that needs a formula does not download the whole ABV calculator.
 */

/**
 * Specific gravity → degrees Plato. Cubic fit of the ASBC extract tables as published by
 * Michael Hall, "Brew by the Numbers", Zymurgy (Summer 1995).
 */
export function sgToPlato(sg: number): number {
  return -616.868 + 1111.14 * sg - 630.272 * sg ** 2 + 135.997 * sg ** 3;
}

/** The common homebrew formula (Brewer's Friend "standard"): ABV = (OG − FG) × 131.25. */
export function abvStandard(og: number, fg: number): number {
  return (og - fg) * 131.25;
}

/**
 * kcal per 100 ml: the ASBC formula Brewer's Friend gives per 12 oz (355 ml), divided by
 * 3.55 — alcohol 1881.22 × FG × (OG − FG)/(1.775 − OG) and carbohydrate
 * 3550 × FG × (0.1808·OG + 0.8192·FG − 1.0004) become 529.92 and 1000. Clamped at 0
 * (water reads slightly negative) and rounded to whole kcal.
 */
export function caloriesPer100ml(og: number, fg: number): number {
  const alcohol = (529.92 * fg * (og - fg)) / (1.775 - og);
  const carbohydrate = 1000 * fg * (0.1808 * og + 0.8192 * fg - 1.0004);
  return Math.max(0, Math.round(alcohol + carbohydrate));
}
