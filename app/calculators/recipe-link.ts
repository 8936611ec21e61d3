/**
 * "Levar para a receita" (issue 30 item 9): /ibu's and /abv's results as a /receita link (D18).
 * The recipe computes its OG from malts, so the OG those pages were given becomes one row of dry
 * malt extract (the recipe table's "Extrato de malte seco (DME)": no mash water, the same colour
 * and extract) sized to give that OG at the recipe's default efficiency; the brewer then swaps
 * it for a grain bill. Kept free of the recipe module so /ibu and /abv load no recipe code.
 */

/** The table's DME (recipe-data.ts) and the recipe's default efficiency (recipe.ts); recipe-link.test.ts checks both. */
export const EXTRACT_ROW = { name: "Extrato de malte seco (DME)", ebc: 8, extract: 95 } as const;
export const LINK_EFFICIENCY = 72;
/** D18: sucrose's 46 PPG in points·L/kg. */
const POINTS_L_PER_KG = 384;

/** kg of extract that give `og` in `litres` at LINK_EFFICIENCY (D18's OG formula solved for kg), 3 decimals. */
export function extractKgFor(og: number, litres: number): number {
  const points = (og - 1) * 1000;
  const kg = (points * litres) / ((EXTRACT_ROW.extract / 100) * POINTS_L_PER_KG * (LINK_EFFICIENCY / 100));
  return Math.max(0.001, Math.round(kg * 1000) / 1000);
}

const n = (x: number, decimals: number) => String(Number(x.toFixed(decimals)));

function extractParam(og: number, litres: number): string {
  return `malte=${n(extractKgFor(og, litres), 3)}:${EXTRACT_ROW.ebc}:${EXTRACT_ROW.extract}:${encodeURIComponent(EXTRACT_ROW.name)}`;
}

/** /ibu's volume, OG and hop additions. */
export function recipeHrefFromIbu(values: {
  volume: number;
  originalGravity: number;
  additions: readonly { alphaAcid: number; weight: number; boilTime: number }[];
}): string {
  const parts = [
    `volume=${n(values.volume, 1)}`,
    `eficiencia=${LINK_EFFICIENCY}`,
    extractParam(values.originalGravity, values.volume),
    ...values.additions.map((a) => `lupulo=${n(a.alphaAcid, 1)}:${n(a.weight, 1)}:${n(a.boilTime, 0)}`),
  ];
  if (values.additions.length === 0) parts.push("lupulos=0");
  return `/receita?${parts.join("&")}#resultado`;
}

/** Apparent attenuation from OG and FG, % with one decimal (the recipe's FG formula, D18, solved for it). */
export function attenuationOf(og: number, fg: number): number {
  return Number((((og - fg) / (og - 1)) * 100).toFixed(1));
}

/**
 * /abv's OG and FG (the FG as the yeast's attenuation) and, when its priming tool was used, the
 * sugar, CO₂ volumes and fermentation temperature. The volume is the recipe's default 23 L
 * unless the priming tool names one; no hops (the recipe's IBU starts at 0).
 */
export function recipeHrefFromAbv(
  og: number,
  fg: number,
  priming?: { volume?: number; co2?: number; temperature?: number; sugar?: string } | null,
): string {
  const volume = priming?.volume && priming.volume >= 1 ? priming.volume : 23;
  const parts = [
    `volume=${n(volume, 1)}`,
    `eficiencia=${LINK_EFFICIENCY}`,
    extractParam(og, volume),
    "lupulos=0",
    // An attenuation of its own: the yeast is "Outra (personalizada)", not the default US-05's 80%.
    "levedura=",
    `atenuacao=${n(attenuationOf(og, fg), 1)}`,
  ];
  if (priming?.co2 !== undefined) parts.push(`co2=${n(priming.co2, 2)}`);
  if (priming?.temperature !== undefined) parts.push(`temp_fermentacao=${n(priming.temperature, 1)}`);
  if (priming?.sugar) parts.push(`acucar=${encodeURIComponent(priming.sugar)}`);
  return `/receita?${parts.join("&")}#resultado`;
}
