// The comparator's link preview (issues 14 and 15), read by the comparator's own parser.
import {
  compareBeers,
  entriesFromParams,
  entriesToQuery,
  hasCascoFromSearch,
  itemUnits,
  promoText,
  type ResultItem,
} from "~/calculators/comparator";
import { formatCurrency, formatNumber } from "~/lib/format";
import { builder, preview, type CalculatorPreview } from "./core";

// ---------------------------------------------------------------------------
// / (comparator)
// ---------------------------------------------------------------------------

const volumeText = (ml: number) =>
  ml >= 1000 && ml % 1000 === 0 ? `${formatNumber(ml / 1000)} L` : `${formatNumber(ml)} ml`;
// Packs, promotions and returnables (issue 14) as the shelf says them: "12 × 350 ml a R$ 39,90 (leve 3, pague 2)".
const beerText = (r: ResultItem) => {
  const units = itemUnits(r);
  const pack = units > 1 ? `${formatNumber(units)} × ${volumeText(r.volume)}` : volumeText(r.volume);
  const returnable =
    r.priceNoCasco === undefined ? "" : r.withCasco ? " retornável com casco" : " retornável sem casco";
  const price = r.priceNoCasco !== undefined && !r.withCasco ? r.priceNoCasco : r.price;
  return `${pack}${returnable} a ${formatCurrency(price)}${r.promo ? ` (${promoText(r.promo)})` : ""}`;
};
// No arrows: Inter's latin subset, the card's font, has no "→".
const perLitreText = (r: ResultItem) => `${beerText(r)} (${formatCurrency(r.pricePerLiter)}/L)`;

function comparatorPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  const entries = entriesFromParams(params.getAll("c"));
  if (!entries) return null;
  // The page's own rule (issue 16): a link with a beer to fix shows its messages, not a
  // ranking, so its preview states no result either.
  const hasCasco = hasCascoFromSearch(params);
  const outcome = compareBeers(entries, { hasCasco });
  if (!outcome.ok) return null;
  const { results } = outcome.comparison;
  const best = results[0]!;
  const query = entriesToQuery(entries, hasCasco);
  const perLitre = `${formatCurrency(best.pricePerLiter)} por litro`;
  const count = results.length === 1 ? "1 cerveja comparada" : `${results.length} cervejas comparadas`;
  return preview("comparador", query, {
    title: `Cerveja mais barata: ${perLitre} (${beerText(best)})`,
    description: `${count}: ${results.slice(0, 5).map(perLitreText).join("; ")}${results.length > 5 ? "; …" : ""}.`,
    card: {
      headline: perLitre,
      details: [`A mais barata: ${beerText(best)} · ${count}`],
      inputs: results.slice(0, 3).map(perLitreText),
    },
  });
}

export const comparatorPreview = /* @__PURE__ */ builder(comparatorPreviewOf);
