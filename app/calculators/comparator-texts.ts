/**
 * Texts built from a comparison (docs/decisions/0016-comparator-rules.md): the share text,
 * the screen-reader summary, each beer's pack and its difference from the best. Apart from
 * comparator.ts because only the ranking shows them, and its code loads with it (issue 12).
 * Pure: no React, no DOM.
 */
import { itemPerUnit, itemUnits, promoText, roundMoney, unitWord, type ResultItem } from "~/calculators/comparator";
import { formatCurrency, formatNumber } from "~/lib/format";

/** How much more than the best a result costs per litre (0 for the best). */
export function differenceFromBest(item: ResultItem, best: ResultItem): { perLiter: number; percent: number } {
  const perLiter = item.pricePerLiter - best.pricePerLiter;
  return { perLiter, percent: (perLiter / best.pricePerLiter) * 100 };
}

// ---------------------------------------------------------------------------
// Texts built from a comparison (share sheet, screen-reader summary)
// ---------------------------------------------------------------------------

function beersCount(n: number): string {
  return n === 1 ? "1 cerveja comparada" : `${n} cervejas comparadas`;
}

/** "350 ml"; a pack "12 × 350 ml, R$ 3,33 por lata"; then the promotion and the casco when there are. */
export function packText(item: ResultItem): string {
  const units = itemUnits(item);
  const parts = [
    units > 1 ? `${formatNumber(units)} × ${formatNumber(item.volume)} ml` : `${formatNumber(item.volume)} ml`,
  ];
  if (units > 1) parts.push(`${formatCurrency(roundMoney(itemPerUnit(item)))} por ${unitWord(item.volume)}`);
  if (item.promo) parts.push(promoText(item.promo));
  if (item.priceNoCasco !== undefined)
    parts.push(item.withCasco ? "retornável, com o casco" : "retornável, sem o casco");
  return parts.join(", ");
}

/** docs/decisions/0016-comparator-rules.md: the share text announces the best price per litre and the number of beers compared. */
export function shareText(results: readonly ResultItem[]): string {
  const best = results[0];
  if (!best) return "Compare o preço por litro das cervejas no Cervejômetro.";
  return `Melhor preço por litro: ${formatCurrency(best.pricePerLiter)} (${best.label}, ${packText(best)}) — ${beersCount(results.length)} no Cervejômetro.`;
}

/** One sentence for the results' live region. */
export function resultSummary(results: readonly ResultItem[]): string {
  const winners = results.filter((r) => r.isLowestPrice);
  const best = winners[0];
  if (!best) return "";
  const who =
    winners.length === 1
      ? best.label
      : `${winners
          .slice(0, -1)
          .map((w) => w.label)
          .join(", ")} e ${winners.at(-1)!.label} (empate)`;
  const count = beersCount(results.length);
  return `Melhor preço: ${who}, ${formatCurrency(best.pricePerLiter)} por litro. ${count.charAt(0).toUpperCase()}${count.slice(1)}.`;
}
