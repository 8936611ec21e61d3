// The beer colour scale. SRM (Standard Reference Method, ASBC) and EBC (European
// Brewery Convention) measure the same absorbance at 430 nm on different cells and
// scales: EBC ≈ SRM × 1.97. The sRGB swatches are the widely used SRM → RGB table
// (as in the "Standard Reference Method" article of Wikipedia); a screen can only
// approximate a beer seen through a glass.

/** EBC per SRM unit. */
export const EBC_PER_SRM = 1.97;

/** Approximate sRGB colour of SRM 1 to 40 (index 0 is SRM 1). */
export const SRM_HEX: readonly string[] = [
  "#FFE699",
  "#FFD878",
  "#FFCA5A",
  "#FFBF42",
  "#FBB123",
  "#F8A600",
  "#F39C00",
  "#EA8F00",
  "#E58500",
  "#DE7C00",
  "#D77200",
  "#CF6900",
  "#CB6200",
  "#C35900",
  "#BB5100",
  "#B54C00",
  "#B04500",
  "#A63E00",
  "#A13700",
  "#9B3200",
  "#952D00",
  "#8E2900",
  "#882300",
  "#821E00",
  "#7B1A00",
  "#771900",
  "#701400",
  "#6A0E00",
  "#660D00",
  "#5E0B00",
  "#5A0A02",
  "#600903",
  "#520907",
  "#4C0505",
  "#470606",
  "#440607",
  "#3F0708",
  "#3B0607",
  "#3A070B",
  "#36080A",
];

export const SRM_MIN = 1;
export const SRM_MAX = SRM_HEX.length;

/** The swatch of an SRM value (rounded, clamped to 1–40: darker beers all look black). */
export function srmToHex(srm: number): string {
  const i = Math.min(SRM_MAX, Math.max(SRM_MIN, Math.round(srm))) - 1;
  return SRM_HEX[i] ?? "#000000";
}

export function srmToEbc(srm: number): number {
  return srm * EBC_PER_SRM;
}

export interface ColorExample {
  /** A style of styles.ts that has an SRM range. */
  styleId: string;
  /** The short name a Brazilian drinker uses (the table adds the BJCP name). */
  label: string;
  /** The colour words of the BJCP description, in Portuguese. */
  description: string;
}

/** Example styles drawn under the scale, from the palest to the darkest. */
export const COLOR_EXAMPLES: readonly ColorExample[] = [
  { styleId: "american-light-lager", label: "Light lager", description: "palha muito clara a amarelo-claro" },
  { styleId: "german-pils", label: "Pilsen", description: "palha a dourado-claro" },
  { styleId: "witbier", label: "Witbier", description: "palha muito clara a dourado-claro, turva" },
  { styleId: "weissbier", label: "Weiss", description: "palha-clara a dourado, turva" },
  { styleId: "belgian-tripel", label: "Tripel", description: "amarelo-escuro a dourado-escuro" },
  { styleId: "american-pale-ale", label: "APA", description: "dourado-claro a âmbar-claro" },
  { styleId: "american-ipa", label: "IPA", description: "dourado-médio a âmbar-avermelhado claro" },
  { styleId: "american-amber-ale", label: "Amber Ale", description: "âmbar a marrom-acobreado" },
  { styleId: "belgian-dubbel", label: "Dubbel", description: "âmbar-escuro a cobre, com reflexos avermelhados" },
  { styleId: "american-brown-ale", label: "Brown Ale", description: "marrom-claro a marrom muito escuro" },
  { styleId: "american-porter", label: "Porter", description: "marrom a marrom muito escuro, quase preto" },
  { styleId: "irish-stout", label: "Stout", description: "marrom-escuro a preto, com reflexos granada" },
];
