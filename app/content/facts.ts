/**
 * One fact, one value (issue 27 §2): the brewing numbers and spellings the site states in
 * more than one place (glossary, demo posts, FAQs, infographics, calculator notes) are
 * written here once and read by every page, so no page can contradict another.
 * app/content/consistency.test.ts fails when a second value appears anywhere.
 *
 * No imports: db/seed-data.ts (run by tsx for `db:seed`) reads this file too, and the IBU
 * result's script carries it.
 *
 * Sources: John Palmer, "How to Brew" (4th ed.): fermentation ranges of ale and lager yeasts
 * (60–75 °F / 45–55 °F), sparge water just under 170 °F so the grain bed stays below it;
 * BJCP 2021 (German Pils 2–4 SRM, converted with EBC = SRM × 1,97 as the colour infographic
 * does); Ray Daniels, "Designing Great Beers" (BU:GU); the carbonation table of the priming
 * post; Vocabulário Ortográfico da Língua Portuguesa and Decreto 6.871/2009 (gim, uísque).
 */
export interface FactRange {
  min: number;
  max: number;
}

/** "1,5" (one decimal at most, Brazilian comma; docs/decisions/0002-brazilian-numbers.md). */
export function factNumber(n: number): string {
  return String(Math.round(n * 10) / 10).replace(".", ",");
}

/** "15 a 24" */
export function factRange(range: FactRange): string {
  return `${factNumber(range.min)} a ${factNumber(range.max)}`;
}

/** "entre 15 e 24" */
export function factBetween(range: FactRange): string {
  return `entre ${factNumber(range.min)} e ${factNumber(range.max)}`;
}

/** "entre 15 °C e 24 °C" (the posts' way). */
export function celsiusBetween(range: FactRange): string {
  return `entre ${factNumber(range.min)} °C e ${factNumber(range.max)} °C`;
}

/** Fermentation temperature of ale yeasts (Saccharomyces cerevisiae), °C. */
export const ALE_FERMENTATION_C: FactRange = { min: 15, max: 24 };
/** Fermentation temperature of lager yeasts (Saccharomyces pastorianus), °C. */
export const LAGER_FERMENTATION_C: FactRange = { min: 7, max: 13 };
/** Sparge water (lavagem), °C. */
export const SPARGE_WATER_C: FactRange = { min: 76, max: 78 };

/**
 * A Pilsen's colour in EBC: the BJCP 2021 German Pils range, 2–4 SRM, × 1,97 (3,9–7,9).
 * Written out rather than derived, so the IBU page's script need not carry the style table;
 * consistency.test.ts checks it against infographics/styles.ts.
 */
export const PILSEN_EBC: FactRange = { min: 4, max: 8 };

/** BU:GU (IBU ÷ gravity points): around this a beer reads balanced… */
export const BU_GU_BALANCED = 0.5;
/** …and above this, bitter (below the balanced value, malty). */
export const BU_GU_BITTER = 0.7;

/** "perto de 0,5 costuma ser equilibrada; abaixo disso, a cerveja puxa para o malte e, acima de 0,7, para o amargor" */
export const BU_GU_READING = `perto de ${factNumber(BU_GU_BALANCED)} costuma ser equilibrada; abaixo disso, a cerveja puxa para o malte e, acima de ${factNumber(BU_GU_BITTER)}, para o amargor`;

/** Volumes of CO₂ by family of styles (the priming post's table). */
export const CO2_VOLUMES: readonly { styles: string; volumes: FactRange }[] = [
  { styles: "Ales britânicas (Bitter, Mild)", volumes: { min: 1.5, max: 2.2 } },
  { styles: "Porter e Stout", volumes: { min: 1.8, max: 2.5 } },
  { styles: "American Pale Ale e IPA", volumes: { min: 2.2, max: 2.7 } },
  { styles: "Lagers", volumes: { min: 2.4, max: 2.7 } },
  { styles: "Belgas (Dubbel, Tripel)", volumes: { min: 2.5, max: 3.5 } },
  { styles: "Weissbier", volumes: { min: 3.3, max: 4.5 } },
];

/** The whole span of CO2_VOLUMES: "1,5 a 4,5". */
export const CO2_VOLUMES_SPAN: FactRange = {
  min: Math.min(...CO2_VOLUMES.map((c) => c.volumes.min)),
  max: Math.max(...CO2_VOLUMES.map((c) => c.volumes.max)),
};

/** The markdown table of the priming post. */
export function co2VolumesTable(): string {
  return [
    "| Estilo | Volumes de CO₂ |",
    "|---|---|",
    ...CO2_VOLUMES.map((c) => `| ${c.styles} | ${factRange(c.volumes)} |`),
  ].join("\n");
}

/** What one IBU is, in the one wording every page uses. */
export const IBU_DEFINITION = "1 IBU corresponde a cerca de 1 miligrama de iso-alfa-ácidos por litro de cerveja";

/** The Portuguese spellings (VOLP, Decreto 6.871/2009); the English ones are aliases in the glossary. */
export const SPELLINGS = { gin: "gim", whisky: "uísque" } as const;
