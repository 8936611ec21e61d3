/**
 * The recipe sheet's ingredient tables (issue 30): malts and adjuncts sold in Brazil, with
 * their colour and extract potential, and the yeasts Brazilian homebrewers buy, with their
 * attenuation and temperature range. Pure data, shared by the page and the server.
 *
 * Sources: the maltsters' and yeast makers' data sheets (Agrária, Weyermann, Castle, Fermentis,
 * Lallemand, White Labs, Wyeast), rounded to typical values. Extract potential is the fine-grind,
 * dry-basis yield in % of the weight (sucrose = 100%; 80% ≈ 37 PPG); a lot's analysis sheet
 * says the real value, which the brewer types over these.
 */

export type MaltKind = "base" | "especial" | "torrado" | "adjunto" | "acucar";

export interface Malt {
  name: string;
  ebc: number;
  /** Extract potential, % of dry weight. */
  extract: number;
  /** Sugars, honey and extract go into the boil: no mash water, no absorption. */
  kind: MaltKind;
}

export const MALTS: readonly Malt[] = [
  { name: "Pilsen", ebc: 3.5, extract: 80, kind: "base" },
  { name: "Pale Ale", ebc: 6, extract: 80, kind: "base" },
  { name: "Maris Otter", ebc: 6, extract: 81, kind: "base" },
  { name: "Viena", ebc: 8, extract: 79, kind: "base" },
  { name: "Munique I", ebc: 15, extract: 78, kind: "base" },
  { name: "Munique II", ebc: 25, extract: 77, kind: "base" },
  { name: "Trigo claro", ebc: 4, extract: 83, kind: "base" },
  { name: "Trigo escuro", ebc: 16, extract: 82, kind: "base" },
  { name: "Centeio", ebc: 7, extract: 80, kind: "base" },
  { name: "Defumado (Rauchmalz)", ebc: 5, extract: 80, kind: "base" },
  { name: "Acidulado", ebc: 4, extract: 75, kind: "especial" },
  { name: "Carapils (Carafoam)", ebc: 4, extract: 75, kind: "especial" },
  { name: "Caramelo 20", ebc: 20, extract: 75, kind: "especial" },
  { name: "Caramelo 40", ebc: 40, extract: 75, kind: "especial" },
  { name: "Caramelo 60", ebc: 60, extract: 75, kind: "especial" },
  { name: "Caramelo 80", ebc: 80, extract: 74, kind: "especial" },
  { name: "Caramelo 120", ebc: 120, extract: 74, kind: "especial" },
  { name: "Caramelo 150", ebc: 150, extract: 73, kind: "especial" },
  { name: "Melanoidina", ebc: 70, extract: 78, kind: "especial" },
  { name: "Biscuit", ebc: 50, extract: 77, kind: "especial" },
  { name: "Special B", ebc: 300, extract: 70, kind: "especial" },
  { name: "Chocolate", ebc: 900, extract: 70, kind: "torrado" },
  { name: "Black (Carafa III)", ebc: 1400, extract: 70, kind: "torrado" },
  { name: "Cevada torrada", ebc: 1200, extract: 70, kind: "torrado" },
  { name: "Aveia em flocos", ebc: 2, extract: 72, kind: "adjunto" },
  { name: "Cevada em flocos", ebc: 3, extract: 70, kind: "adjunto" },
  { name: "Trigo em flocos", ebc: 3, extract: 77, kind: "adjunto" },
  { name: "Milho em flocos", ebc: 2, extract: 80, kind: "adjunto" },
  { name: "Arroz em flocos", ebc: 2, extract: 82, kind: "adjunto" },
  { name: "Açúcar (sacarose)", ebc: 0, extract: 100, kind: "acucar" },
  { name: "Açúcar mascavo", ebc: 30, extract: 95, kind: "acucar" },
  { name: "Mel", ebc: 3, extract: 76, kind: "acucar" },
  { name: "Extrato de malte seco (DME)", ebc: 8, extract: 95, kind: "acucar" },
];

export type YeastKind = "ale" | "lager";
export type YeastForm = "seco" | "liquido";

export interface Yeast {
  name: string;
  /** Typical apparent attenuation, %. */
  attenuation: number;
  /** Recommended fermentation range, °C. */
  tempMin: number;
  tempMax: number;
  kind: YeastKind;
  form: YeastForm;
}

export const YEASTS: readonly Yeast[] = [
  { name: "SafAle US-05", attenuation: 80, tempMin: 18, tempMax: 22, kind: "ale", form: "seco" },
  { name: "SafAle S-04", attenuation: 77, tempMin: 15, tempMax: 20, kind: "ale", form: "seco" },
  { name: "SafAle S-33", attenuation: 70, tempMin: 15, tempMax: 20, kind: "ale", form: "seco" },
  { name: "SafAle K-97", attenuation: 82, tempMin: 15, tempMax: 20, kind: "ale", form: "seco" },
  { name: "SafAle BE-256", attenuation: 84, tempMin: 15, tempMax: 25, kind: "ale", form: "seco" },
  { name: "SafAle T-58", attenuation: 75, tempMin: 15, tempMax: 24, kind: "ale", form: "seco" },
  { name: "SafAle WB-06", attenuation: 88, tempMin: 18, tempMax: 24, kind: "ale", form: "seco" },
  { name: "SafLager W-34/70", attenuation: 82, tempMin: 12, tempMax: 15, kind: "lager", form: "seco" },
  { name: "SafLager S-23", attenuation: 82, tempMin: 11, tempMax: 15, kind: "lager", form: "seco" },
  { name: "LalBrew Nottingham", attenuation: 80, tempMin: 10, tempMax: 22, kind: "ale", form: "seco" },
  { name: "LalBrew Verdant IPA", attenuation: 78, tempMin: 18, tempMax: 23, kind: "ale", form: "seco" },
  { name: "LalBrew Voss (Kveik)", attenuation: 79, tempMin: 35, tempMax: 40, kind: "ale", form: "seco" },
  { name: "LalBrew Belle Saison", attenuation: 90, tempMin: 20, tempMax: 35, kind: "ale", form: "seco" },
  { name: "LalBrew Diamond Lager", attenuation: 80, tempMin: 10, tempMax: 15, kind: "lager", form: "seco" },
  { name: "LalBrew Munich Classic", attenuation: 78, tempMin: 17, tempMax: 22, kind: "ale", form: "seco" },
  { name: "LalBrew New England", attenuation: 80, tempMin: 18, tempMax: 22, kind: "ale", form: "seco" },
  { name: "WLP001 California Ale", attenuation: 76, tempMin: 20, tempMax: 23, kind: "ale", form: "liquido" },
  { name: "Wyeast 1056 American Ale", attenuation: 75, tempMin: 15, tempMax: 22, kind: "ale", form: "liquido" },
  { name: "WLP300 Hefeweizen", attenuation: 74, tempMin: 20, tempMax: 22, kind: "ale", form: "liquido" },
  {
    name: "Wyeast 3787 Trappist High Gravity",
    attenuation: 76,
    tempMin: 18,
    tempMax: 25,
    kind: "ale",
    form: "liquido",
  },
  { name: "WLP830 German Lager", attenuation: 76, tempMin: 10, tempMax: 13, kind: "lager", form: "liquido" },
];

const key = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** The table's malt of that name (case and accents ignored). */
export function maltByName(name: string): Malt | undefined {
  const k = key(name);
  return k === "" ? undefined : MALTS.find((m) => key(m.name) === k);
}

/** The table's yeast of that name (case and accents ignored; "US-05" finds "SafAle US-05"). */
export function yeastByName(name: string): Yeast | undefined {
  const k = key(name);
  if (k === "") return undefined;
  return YEASTS.find((y) => key(y.name) === k) ?? YEASTS.find((y) => key(y.name).endsWith(` ${k}`));
}
