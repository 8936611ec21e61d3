/**
 * The brewer's recipe sheet (/receita, issue 30): a grain bill, hops and a yeast give the OG,
 * FG, ABV, IBU and colour; the brew day gets its water, strike temperature and pre-boil
 * figures, the pitch and the carbonation. Pure logic, no React and no DOM.
 *
 * Formulas: docs D18 of the shared decisions (shown on the page with their sources).
 *   OG points = Σ(kg × extrato/100 × 384) × eficiência/100 ÷ volume; OG = 1 + points/1000
 *     (384 = sucrose's 46 PPG in points·L/kg: 46 × 8.3454 L/gal ÷ 1 lb/0.4536 kg ≈ 384)
 *   FG = 1 + (OG − 1) × (1 − atenuação/100); ABV = (OG − FG) × 131,25 (D1, the /abv module)
 *   IBU: Tinseth, the /ibu module, with the recipe's OG and volume
 *   Colour (Morey): °L = (EBC × 0,508 + 0,76) / 1,3546; MCU = Σ(kg × 2,20462 × °L) ÷ (L × 0,264172);
 *     SRM = 1,4922 × MCU^0,6859; EBC = SRM × 1,97
 *   Strike water (Palmer): T = (0,41 / razão) × (T mostura − T grão) + T mostura
 *   Pitch: billions = taxa × volume (ml) × °P / 1000; 10 billion cells/g dry, 100 billion/pack liquid
 *   Keg pressure: the carbonation chart fit (psi) from the serving °F and the volumes of CO₂
 */
import { abvStandard, caloriesPer100ml, sgToPlato } from "~/calculators/gravity";
import type { PrimingSugar } from "~/calculators/abv-tools-state";
import { calculatePriming, PRIMING_SUGAR_INFO, type PrimingResult } from "~/calculators/priming";
import {
  buGuRatio,
  calculateIbu,
  checkField as checkIbuField,
  HOP_FIELD_NAMES,
  hopFieldName,
  IBU_DEFAULTS,
  IBU_KINDS,
  type IbuResult,
} from "~/calculators/ibu";
import { MALTS, maltByName, YEASTS, yeastByName, type YeastForm, type YeastKind } from "~/calculators/recipe-data";
import type { Validation } from "~/calculators/validation";
import type { Range as StyleRange } from "~/content/infographics/styles";
import { describeRange, formatTyped, parseNumber, toQueryNumber, type NumberKind } from "~/lib/numbers";

// ---------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------

export type AmountUnit = "kg" | "g";

/** A malt row as typed (strings, so "4,5" and a half-typed "4," survive). */
export interface MaltInput {
  id: string;
  amount: string;
  unit: AmountUnit;
  ebc: string;
  extract: string;
  name: string;
}

export interface RecipeHopInput {
  id: string;
  alphaAcid: string;
  weight: string;
  boilTime: string;
  name: string;
}

export interface RecipeInput {
  volume: string;
  efficiency: string;
  malts: MaltInput[];
  hops: RecipeHopInput[];
  attenuation: string;
  yeast: string;
  style: string;
  mashRatio: string;
  mashTemp: string;
  grainTemp: string;
  co2: string;
  servingTemp: string;
  boilTime: string;
  boilOff: string;
  absorption: string;
  fermentTemp: string;
  yeastKind: YeastKind;
  yeastForm: YeastForm;
  starter: string;
  sugar: PrimingSugar;
}

/** The numeric fields of the recipe itself (malt and hop rows apart). */
export type RecipeNumberField =
  | "volume"
  | "efficiency"
  | "attenuation"
  | "mashRatio"
  | "mashTemp"
  | "grainTemp"
  | "co2"
  | "servingTemp"
  | "boilTime"
  | "boilOff"
  | "absorption"
  | "fermentTemp"
  | "starter";

/**
 * A BJCP style's vital statistics, as the style check needs them. The table itself
 * (content/infographics/styles.ts) is handed in by the caller: the page gets it from its loader,
 * so its 60-odd styles stay out of the page's scripts (issue 30: the size ceiling).
 */
export interface RecipeStyle {
  bjcp: string;
  name: string;
  og: StyleRange;
  fg: StyleRange;
  abv: StyleRange;
  ibu: StyleRange;
  /** Absent when the guideline ties the colour to an ingredient (Catharina Sour's fruit). */
  srm?: StyleRange;
}

export type MaltNumberField = "amountKg" | "amountG" | "ebc" | "extract";

interface FieldSpec {
  min: number;
  max: number;
  unit?: string;
  maxDecimals: number;
  kind: NumberKind;
  /** "o volume": the field named in its messages. */
  label: string;
  example: string;
}

/**
 * Plausible ranges (D2, D3): beyond them a value is a slip, and gets its message instead of a
 * result. The defaults are D18's (mash 3 L/kg at 66 °C, grain at 20 °C, 2,5 volumes served at
 * 4 °C) and ours for what D18 leaves to the brew day (60 min boil, 4 L/h boil-off, 1 L/kg
 * absorption, fermentation at 20 °C).
 */
export const RECIPE_FIELDS: Record<RecipeNumberField, FieldSpec & { fallback: number }> = {
  volume: {
    min: 1,
    max: 10_000,
    unit: "L",
    maxDecimals: 1,
    kind: "grouped",
    label: "o volume",
    example: "23 ou 23,5",
    fallback: 23,
  },
  efficiency: {
    min: 20,
    max: 100,
    unit: "%",
    maxDecimals: 1,
    kind: "grouped",
    label: "a eficiência",
    example: "72",
    fallback: 72,
  },
  attenuation: {
    min: 30,
    max: 100,
    unit: "%",
    maxDecimals: 1,
    kind: "grouped",
    label: "a atenuação",
    example: "78",
    fallback: 78,
  },
  mashRatio: {
    min: 1.5,
    max: 6,
    unit: "L/kg",
    maxDecimals: 2,
    kind: "grouped",
    label: "a razão água/malte",
    example: "3 ou 2,7",
    fallback: 3,
  },
  mashTemp: {
    min: 35,
    max: 80,
    unit: "°C",
    maxDecimals: 1,
    kind: "grouped",
    label: "a temperatura da mostura",
    example: "66",
    fallback: 66,
  },
  grainTemp: {
    min: -10,
    max: 45,
    unit: "°C",
    maxDecimals: 1,
    kind: "grouped",
    label: "a temperatura do malte",
    example: "20",
    fallback: 20,
  },
  co2: {
    min: 1,
    max: 5,
    unit: "volumes",
    maxDecimals: 2,
    kind: "grouped",
    label: "o CO₂",
    example: "2,5",
    fallback: 2.5,
  },
  servingTemp: {
    min: -2,
    max: 25,
    unit: "°C",
    maxDecimals: 1,
    kind: "grouped",
    label: "a temperatura de serviço",
    example: "4",
    fallback: 4,
  },
  boilTime: {
    min: 0,
    max: 240,
    unit: "minutos",
    maxDecimals: 0,
    kind: "grouped",
    label: "o tempo de fervura",
    example: "60",
    fallback: 60,
  },
  boilOff: {
    min: 0,
    max: 50,
    unit: "L/h",
    maxDecimals: 1,
    kind: "grouped",
    label: "a evaporação",
    example: "4 ou 3,5",
    fallback: 4,
  },
  absorption: {
    min: 0,
    max: 3,
    unit: "L/kg",
    maxDecimals: 2,
    kind: "grouped",
    label: "a absorção do grão",
    example: "1 ou 0,8",
    fallback: 1,
  },
  fermentTemp: {
    min: 0,
    max: 40,
    unit: "°C",
    maxDecimals: 1,
    kind: "grouped",
    label: "a temperatura de fermentação",
    example: "20",
    fallback: 20,
  },
  starter: {
    min: 0,
    max: 20,
    unit: "L",
    maxDecimals: 1,
    kind: "grouped",
    label: "o starter",
    example: "0 ou 1,5",
    fallback: 0,
  },
};

/**
 * A malt's amount: kilograms read a dot as a decimal ("4.5" kg is 4,5 kg, as the link writes it);
 * grams group thousands ("1.500" g). Extract is a % of dry weight (sucrose 100).
 */
export const MALT_FIELDS: Record<MaltNumberField, FieldSpec> = {
  amountKg: {
    min: 0.001,
    max: 1000,
    unit: "kg",
    maxDecimals: 3,
    kind: "decimal",
    label: "a quantidade",
    example: "4,5",
  },
  amountG: {
    min: 1,
    max: 1_000_000,
    unit: "g",
    maxDecimals: 1,
    kind: "grouped",
    label: "a quantidade",
    example: "250",
  },
  ebc: { min: 0, max: 3000, unit: "EBC", maxDecimals: 1, kind: "grouped", label: "a cor", example: "3,5" },
  extract: { min: 1, max: 100, unit: "%", maxDecimals: 1, kind: "grouped", label: "o extrato", example: "80" },
};

/** More rows than any recipe needs; also bounds what a link can make the server render. */
export const MAX_MALTS = 20;
export const MAX_HOPS = 20;
export const MAX_NAME_LENGTH = 60;

export const RECIPE_MESSAGES = {
  noMalt: "Adicione pelo menos um malte ou açúcar à receita.",
  style: "Escolha um estilo da lista (código BJCP, como 18B).",
  tooManyMalts: `A receita pode ter no máximo ${MAX_MALTS} maltes.`,
  tooManyHops: `A receita pode ter no máximo ${MAX_HOPS} adições de lúpulo.`,
} as const;

function capitalised(label: string): string {
  const noun = label.replace(/^(o|a) /, "");
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/** One field checked: parsed by its kind, then its range and its decimals, with a Portuguese message. */
export function checkNumber(spec: FieldSpec, raw: string): { value?: number; error?: string } {
  if (raw.trim() === "") return { error: `Informe ${spec.label}.` };
  const value = parseNumber(raw, spec.kind);
  if (value === undefined) return { error: `Digite um número válido, como ${spec.example}.` };
  if (value < spec.min || value > spec.max)
    return {
      error: `${capitalised(spec.label)} deve ficar ${describeRange({ min: spec.min, max: spec.max, unit: spec.unit })}.`,
    };
  const scaled = value * 10 ** spec.maxDecimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6)
    return {
      error:
        spec.maxDecimals === 0
          ? "Use um número inteiro."
          : `Use no máximo ${spec.maxDecimals === 1 ? "uma casa decimal" : `${spec.maxDecimals} casas decimais`}.`,
    };
  return { value };
}

// ---------------------------------------------------------------------------
// Defaults
// ---------------------------------------------------------------------------

function fieldText(n: number, kind: NumberKind = "grouped"): string {
  return formatTyped(n, kind, { maxDecimals: 3 });
}

export function defaultMalt(id = "1"): MaltInput {
  const pilsen = MALTS[0]!;
  return {
    id,
    amount: "5",
    unit: "kg",
    ebc: fieldText(pilsen.ebc),
    extract: fieldText(pilsen.extract),
    name: pilsen.name,
  };
}

export function newHop(hops: readonly { id: string }[]): RecipeHopInput {
  const a = IBU_DEFAULTS.newAddition;
  return {
    id: nextId(hops),
    alphaAcid: fieldText(a.alphaAcid),
    weight: fieldText(a.weight),
    boilTime: fieldText(a.boilTime),
    name: "",
  };
}

export function newMalt(malts: readonly { id: string }[]): MaltInput {
  return { ...defaultMalt(nextId(malts)), amount: "0,5" };
}

export function nextId(rows: readonly { id: string }[]): string {
  return String(rows.reduce((m, r) => Math.max(m, Number.parseInt(r.id, 10) || 0), 0) + 1);
}

/** The form at its defaults: a single-malt 23 L pale beer with one bittering addition and US-05. */
export function defaultRecipeInput(): RecipeInput {
  const f = RECIPE_FIELDS;
  const us05 = YEASTS[0]!;
  const a = IBU_DEFAULTS.addition;
  return {
    volume: fieldText(f.volume.fallback),
    efficiency: fieldText(f.efficiency.fallback),
    malts: [defaultMalt("1")],
    hops: [
      {
        id: "1",
        alphaAcid: fieldText(a.alphaAcid),
        weight: fieldText(a.weight),
        boilTime: fieldText(a.boilTime),
        name: "",
      },
    ],
    attenuation: fieldText(us05.attenuation),
    yeast: us05.name,
    style: "",
    mashRatio: fieldText(f.mashRatio.fallback),
    mashTemp: fieldText(f.mashTemp.fallback),
    grainTemp: fieldText(f.grainTemp.fallback),
    co2: fieldText(f.co2.fallback),
    servingTemp: fieldText(f.servingTemp.fallback),
    boilTime: fieldText(f.boilTime.fallback),
    boilOff: fieldText(f.boilOff.fallback),
    absorption: fieldText(f.absorption.fallback),
    fermentTemp: fieldText(f.fermentTemp.fallback),
    yeastKind: us05.kind,
    yeastForm: us05.form,
    starter: fieldText(f.starter.fallback),
    sugar: "table",
  };
}

// ---------------------------------------------------------------------------
// Formulas (D18)
// ---------------------------------------------------------------------------

/** Sucrose's 46 PPG (points·gal/lb) in points·L/kg: 46 × 3.78541 / 0.453592 ≈ 384 (D18 rounds to 384). */
export const SUCROSE_POINTS_L_PER_KG = 384;

export interface MaltValues {
  id: string;
  kg: number;
  ebc: number;
  extract: number;
  name: string;
}

/** Gravity points (OG − 1) × 1000 of the grain bill at the given efficiency in `litres`. */
export function gravityPoints(
  malts: readonly Omit<MaltValues, "id" | "name">[],
  efficiency: number,
  litres: number,
): number {
  const potential = malts.reduce((sum, m) => sum + m.kg * (m.extract / 100) * SUCROSE_POINTS_L_PER_KG, 0);
  return (potential * (efficiency / 100)) / litres;
}

export function originalGravity(points: number): number {
  return 1 + points / 1000;
}

/** FG = 1 + (OG − 1) × (1 − atenuação/100). */
export function finalGravity(og: number, attenuation: number): number {
  return 1 + (og - 1) * (1 - attenuation / 100);
}

/** Morey: the malt's EBC as degrees Lovibond. */
export function ebcToLovibond(ebc: number): number {
  return (ebc * 0.508 + 0.76) / 1.3546;
}

/** Malt colour units: Σ(lb × °L) ÷ gallons, from kilograms and litres. */
export function maltColorUnits(malts: readonly Pick<MaltValues, "kg" | "ebc">[], litres: number): number {
  const sum = malts.reduce((s, m) => s + m.kg * 2.20462 * ebcToLovibond(m.ebc), 0);
  return sum / (litres * 0.264172);
}

/** Morey's equation: SRM = 1.4922 × MCU^0.6859. */
export function moreySrm(mcu: number): number {
  return mcu > 0 ? 1.4922 * mcu ** 0.6859 : 0;
}

/**
 * D18: EBC = SRM × 1.97 (the factor of content/infographics/colors.ts, whose swatch table the
 * page receives from its loader rather than in its scripts).
 */
export const EBC_PER_SRM = 1.97;

export type ColorBand = "Palha" | "Dourado" | "Âmbar" | "Cobre" | "Marrom" | "Preto";

/** The colour bands by SRM (the BJCP's colour words grouped in six). */
export const COLOR_BANDS: readonly { band: ColorBand; from: number }[] = [
  { band: "Palha", from: 0 },
  { band: "Dourado", from: 4 },
  { band: "Âmbar", from: 7 },
  { band: "Cobre", from: 14 },
  { band: "Marrom", from: 18 },
  { band: "Preto", from: 30 },
];

export function colorBand(srm: number): ColorBand {
  let band: ColorBand = "Palha";
  for (const b of COLOR_BANDS) if (roundTo(srm, 1) >= b.from) band = b.band;
  return band;
}

/** Palmer's strike water temperature, metric: (0.41 / ratio) × (T mash − T grain) + T mash. */
export function strikeTemperature(ratio: number, mashTemp: number, grainTemp: number): number {
  return (0.41 / ratio) * (mashTemp - grainTemp) + mashTemp;
}

/** Pitch rates in million cells per ml per °P. */
export const PITCH_RATES: Record<YeastKind, number> = { ale: 0.75, lager: 1.5 };
export const DRY_CELLS_PER_GRAM = 10;
export const DRY_PACKET_GRAMS = 11.5;
export const LIQUID_PACK_CELLS = 100;

/** Billions of cells: rate × volume (ml) × °P / 1000. */
export function cellsNeeded(rate: number, litres: number, plato: number): number {
  return (rate * litres * 1000 * plato) / 1000;
}

/** Extract (g) in a litre of a 1.036 starter, the usual 100 g of dry extract per litre. */
export const STARTER_GRAVITY = 1.036;
export function starterExtractGrams(litres: number): number {
  return litres * 1000 * STARTER_GRAVITY * (sgToPlato(STARTER_GRAVITY) / 100);
}

/**
 * New cells (billions) a stirred starter grows from `cells` (Kai Troester, braukaiser.com,
 * "Yeast growth in starters"): 1.4 billion per gram of extract below 1.4 billion cells per
 * gram, then (2.33 − 0.67 × inoculation) per gram, none above 3.5.
 */
export function starterGrowth(cells: number, litres: number): number {
  const extract = starterExtractGrams(litres);
  if (extract <= 0) return 0;
  const inoculation = cells / extract;
  const perGram = inoculation < 1.4 ? 1.4 : Math.max(0, 2.33 - 0.67 * inoculation);
  return perGram * extract;
}

/** Keg pressure (psi) for V volumes of CO₂ at T °F (the carbonation chart's fit, D18). */
export function kegPressurePsi(tempC: number, volumes: number): number {
  const t = (tempC * 9) / 5 + 32;
  const v = volumes;
  return -16.6999 - 0.0101059 * t + 0.00116512 * t * t + 0.173354 * t * v + 4.24267 * v - 0.0684226 * v * v;
}

export const PSI_TO_BAR = 0.0689476;

export function roundTo(n: number, decimals: number): number {
  return Number(n.toFixed(decimals));
}

// ---------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------

export interface MaltErrors {
  amount?: string;
  ebc?: string;
  extract?: string;
}

export interface HopErrors {
  alphaAcid?: string;
  weight?: string;
  boilTime?: string;
}

export type RecipeErrors = Partial<Record<RecipeNumberField | "style" | "malts" | "hops", string>> & {
  maltRows: Record<string, MaltErrors>;
  hopRows: Record<string, HopErrors>;
};

export interface RecipeHopValues {
  id: string;
  alphaAcid: number;
  weight: number;
  boilTime: number;
  name: string;
}

export interface RecipeValues extends Record<RecipeNumberField, number> {
  malts: MaltValues[];
  hops: RecipeHopValues[];
  yeast: string;
  style?: RecipeStyle;
  yeastKind: YeastKind;
  yeastForm: YeastForm;
  sugar: PrimingSugar;
}

export type RecipeValidation = Validation<RecipeValues, RecipeErrors>;

export function maltKg(m: Pick<MaltInput, "amount" | "unit">): { value?: number; error?: string } {
  const checked = checkNumber(MALT_FIELDS[m.unit === "g" ? "amountG" : "amountKg"], m.amount);
  return checked.value === undefined ? checked : { value: m.unit === "g" ? checked.value / 1000 : checked.value };
}

/** Checks the whole recipe; `styles` is the BJCP table the style code is looked up in. */
export function validateRecipe(input: RecipeInput, styles: readonly RecipeStyle[]): RecipeValidation {
  const errors: RecipeErrors = { maltRows: {}, hopRows: {} };
  const values: Partial<Record<RecipeNumberField, number>> = {};
  for (const field of Object.keys(RECIPE_FIELDS) as RecipeNumberField[]) {
    const checked = checkNumber(RECIPE_FIELDS[field], input[field]);
    if (checked.error) errors[field] = checked.error;
    else values[field] = checked.value;
  }

  const malts: MaltValues[] = [];
  for (const m of input.malts) {
    const amount = maltKg(m);
    const ebc = checkNumber(MALT_FIELDS.ebc, m.ebc);
    const extract = checkNumber(MALT_FIELDS.extract, m.extract);
    const e: MaltErrors = {};
    if (amount.error) e.amount = amount.error;
    if (ebc.error) e.ebc = ebc.error;
    if (extract.error) e.extract = extract.error;
    if (Object.keys(e).length > 0) errors.maltRows[m.id] = e;
    else malts.push({ id: m.id, kg: amount.value!, ebc: ebc.value!, extract: extract.value!, name: m.name.trim() });
  }
  if (input.malts.length === 0) errors.malts = RECIPE_MESSAGES.noMalt;
  if (input.malts.length > MAX_MALTS) errors.malts = RECIPE_MESSAGES.tooManyMalts;

  // The hop rows go through the /ibu calculator's own checks and messages.
  const hops: RecipeHopValues[] = [];
  for (const h of input.hops) {
    const alpha = checkIbuField("alphaAcid", h.alphaAcid);
    const weight = checkIbuField("weight", h.weight);
    const time = checkIbuField("boilTime", h.boilTime);
    const e: HopErrors = {};
    if (alpha.error) e.alphaAcid = alpha.error;
    if (weight.error) e.weight = weight.error;
    if (time.error) e.boilTime = time.error;
    if (Object.keys(e).length > 0) errors.hopRows[h.id] = e;
    else
      hops.push({
        id: h.id,
        alphaAcid: alpha.value!,
        weight: weight.value!,
        boilTime: time.value!,
        name: h.name.trim(),
      });
  }
  if (input.hops.length > MAX_HOPS) errors.hops = RECIPE_MESSAGES.tooManyHops;

  let style: RecipeStyle | undefined;
  if (input.style.trim() !== "") {
    const code = input.style.trim().toUpperCase();
    style = styles.find((s) => s.bjcp === code);
    if (!style) errors.style = RECIPE_MESSAGES.style;
  }

  const failed =
    Object.keys(errors).some((k) => k !== "maltRows" && k !== "hopRows") ||
    Object.keys(errors.maltRows).length > 0 ||
    Object.keys(errors.hopRows).length > 0;
  if (failed) return { ok: false, errors };
  return {
    ok: true,
    errors,
    value: {
      ...(values as Record<RecipeNumberField, number>),
      malts,
      hops,
      yeast: input.yeast.trim(),
      style,
      yeastKind: input.yeastKind,
      yeastForm: input.yeastForm,
      sugar: input.sugar,
    },
  };
}

/** The first message of a failed recipe (the BeerXML download's 400 says it in one line). */
export function firstRecipeError(errors: RecipeErrors): string {
  const { maltRows, hopRows, ...fields } = errors;
  const first =
    Object.values(fields).find(Boolean) ??
    [...Object.values(maltRows), ...Object.values(hopRows)].flatMap((e) => Object.values(e) as string[])[0];
  return first ?? RECIPE_MESSAGES.noMalt;
}

// ---------------------------------------------------------------------------
// The whole recipe
// ---------------------------------------------------------------------------

export type StyleStat = "og" | "fg" | "abv" | "ibu" | "srm";

export interface StatCheck {
  stat: StyleStat;
  /** The recipe's value as shown (rounded to its decimals). */
  value: number;
  range?: StyleRange;
  inRange?: boolean;
}

/** Decimals each figure is shown with (D18). */
export const SHOWN_DECIMALS: Record<StyleStat | "ebc" | "strike" | "pressure", number> = {
  og: 3,
  fg: 3,
  abv: 1,
  ibu: 1,
  srm: 1,
  ebc: 0,
  strike: 1,
  pressure: 1,
};

export interface PitchResult {
  kind: YeastKind;
  rate: number;
  plato: number;
  /** Billions of cells. */
  cells: number;
  dryGrams: number;
  dryPackets: number;
  liquidPacks: number;
  /** With the starter: packs and the cells they give (undefined without a starter). */
  starter?: { litres: number; packs: number; cells: number };
}

export interface RecipeResult {
  points: number;
  og: number;
  fg: number;
  abv: number;
  calories: number;
  ibu: IbuResult;
  buGu: number | undefined;
  mcu: number;
  srm: number;
  ebc: number;
  colorBand: ColorBand;
  totalKg: number;
  /** % of the grist by weight, per malt id. */
  shares: Record<string, number>;
  grainKg: number;
  mashWater: number;
  strikeTemp: number;
  preBoilVolume: number;
  preBoilGravity: number;
  totalWater: number;
  spargeWater: number;
  pitch: PitchResult;
  priming: PrimingResult;
  kegPsi: number;
  kegBar: number;
  checks: StatCheck[];
  /** Styles whose five ranges all hold the recipe (only without a chosen style). */
  fits: RecipeStyle[];
}

/** Sugars, honey and extract go into the boil: they take no mash water and hold none back. */
export function isMashed(malt: Pick<MaltValues, "name">): boolean {
  return maltByName(malt.name)?.kind !== "acucar";
}

export function styleChecks(values: Record<StyleStat, number>, style?: RecipeStyle): StatCheck[] {
  return (["og", "fg", "abv", "ibu", "srm"] as const).map((stat) => {
    const value = roundTo(values[stat], SHOWN_DECIMALS[stat]);
    const range = style?.[stat];
    return { stat, value, range, inRange: range ? value >= range.min && value <= range.max : undefined };
  });
}

/** The styles whose every range holds the recipe (a range the guideline leaves open holds anything). */
export function fittingStyles(values: Record<StyleStat, number>, styles: readonly RecipeStyle[]): RecipeStyle[] {
  return styles.filter((style) => styleChecks(values, style).every((c) => c.inRange !== false));
}

export function calculateRecipe(v: RecipeValues, styles: readonly RecipeStyle[]): RecipeResult {
  const points = gravityPoints(v.malts, v.efficiency, v.volume);
  const og = originalGravity(points);
  const fg = finalGravity(og, v.attenuation);
  const abv = abvStandard(og, fg);
  const ibu = calculateIbu({ volume: v.volume, originalGravity: og, additions: v.hops });
  const mcu = maltColorUnits(v.malts, v.volume);
  const srm = moreySrm(mcu);
  const totalKg = v.malts.reduce((s, m) => s + m.kg, 0);
  const shares = Object.fromEntries(v.malts.map((m) => [m.id, totalKg > 0 ? (m.kg / totalKg) * 100 : 0]));
  const grainKg = v.malts.filter(isMashed).reduce((s, m) => s + m.kg, 0);
  const mashWater = v.mashRatio * grainKg;
  const preBoilVolume = v.volume + (v.boilOff * v.boilTime) / 60;
  const totalWater = preBoilVolume + v.absorption * grainKg;

  const plato = sgToPlato(og);
  const rate = PITCH_RATES[v.yeastKind];
  const cells = cellsNeeded(rate, v.volume, plato);
  const dryGrams = cells / DRY_CELLS_PER_GRAM;
  let starter: PitchResult["starter"];
  if (v.starter > 0) {
    let packs = 1;
    const grown = (n: number) => n * LIQUID_PACK_CELLS + starterGrowth(n * LIQUID_PACK_CELLS, v.starter);
    while (packs < 50 && grown(packs) < cells) packs++;
    starter = { litres: v.starter, packs, cells: grown(packs) };
  }

  const kegPsi = kegPressurePsi(v.servingTemp, v.co2);
  const stats = { og, fg, abv, ibu: ibu.totalIBU, srm };
  return {
    points,
    og,
    fg,
    abv,
    calories: caloriesPer100ml(og, fg),
    ibu,
    buGu: buGuRatio(ibu.totalIBU, og),
    mcu,
    srm,
    ebc: srm * EBC_PER_SRM,
    colorBand: colorBand(srm),
    totalKg,
    shares,
    grainKg,
    mashWater,
    strikeTemp: strikeTemperature(v.mashRatio, v.mashTemp, v.grainTemp),
    preBoilVolume,
    preBoilGravity: 1 + (points * v.volume) / preBoilVolume / 1000,
    totalWater,
    spargeWater: Math.max(0, totalWater - mashWater),
    pitch: {
      kind: v.yeastKind,
      rate,
      plato,
      cells,
      dryGrams,
      dryPackets: Math.max(1, Math.ceil(dryGrams / DRY_PACKET_GRAMS - 1e-9)),
      liquidPacks: Math.max(1, Math.ceil(cells / LIQUID_PACK_CELLS - 1e-9)),
      starter,
    },
    priming: calculatePriming({ volume: v.volume, co2: v.co2, temperature: v.fermentTemp, sugar: v.sugar }),
    kegPsi,
    kegBar: kegPsi * PSI_TO_BAR,
    checks: styleChecks(stats, v.style),
    fits: v.style ? [] : fittingStyles(stats, styles),
  };
}

// ---------------------------------------------------------------------------
// URL state (D3, D18)
// ---------------------------------------------------------------------------

/** Query names, exactly as D18 writes them; the brew-day fields it leaves open are named in the same style. */
export const RECIPE_QUERY_KEYS = {
  volume: "volume",
  efficiency: "eficiencia",
  malt: "malte",
  hop: "lupulo",
  attenuation: "atenuacao",
  yeast: "levedura",
  style: "estilo",
  mashRatio: "agua_malte",
  mashTemp: "temp_mostura",
  grainTemp: "temp_grao",
  co2: "co2",
  servingTemp: "temp_servico",
  boilTime: "tempo_fervura",
  boilOff: "evaporacao",
  absorption: "absorcao",
  fermentTemp: "temp_fermentacao",
  yeastKind: "tipo_levedura",
  yeastForm: "fermento",
  starter: "starter",
  sugar: "acucar",
} as const;

/** The numbered fields of a malt row in the GET form (no JavaScript): `malte_kg1`, `malte_ebc1`… */
export const MALT_FORM_NAMES = {
  amount: "malte_qtd",
  unit: "malte_unidade",
  ebc: "malte_ebc",
  extract: "malte_extrato",
  name: "malte_nome",
} as const;
export const HOP_NAME_FIELD = "lupulo_nome";
export { HOP_FIELD_NAMES, hopFieldName };

export function maltFieldName(field: keyof typeof MALT_FORM_NAMES, position: number): string {
  return `${MALT_FORM_NAMES[field]}${position}`;
}

const SUGARS = Object.keys(PRIMING_SUGAR_INFO) as PrimingSugar[];

/** A valid value for the URL (dot decimal), or "" so a link never carries a half-typed number. */
function urlNumber(spec: FieldSpec, raw: string): string {
  const { value } = checkNumber(spec, raw);
  if (value === undefined) return "";
  return spec.kind === "decimal" ? String(roundTo(value, spec.maxDecimals)) : toQueryNumber(value, spec.kind);
}

/** A URL value back into a field as it is typed ("4.5" → "4,5"); text that is not a number kept, bounded. */
function fieldFromUrl(spec: FieldSpec, raw: string | null | undefined): string {
  const text = (raw ?? "").trim().slice(0, 20);
  const value = parseNumber(text, spec.kind);
  return value === undefined ? text : formatTyped(value, spec.kind, { maxDecimals: 6 });
}

/** Hop fields as /ibu reads and writes them. */
const hopSpec = (field: "alphaAcid" | "weight" | "boilTime"): FieldSpec => ({
  min: 0,
  max: Number.POSITIVE_INFINITY,
  maxDecimals: 6,
  kind: IBU_KINDS[field],
  label: "",
  example: "",
});
function hopUrl(field: "alphaAcid" | "weight" | "boilTime", raw: string): string {
  const { value } = checkIbuField(field, raw);
  return value === undefined ? "" : toQueryNumber(value, IBU_KINDS[field]);
}

function cleanName(raw: string | null | undefined): string {
  // Control characters out: a name is shown on the page, in BeerXML and on the printed sheet.
  return [...(raw ?? "")]
    .filter((c) => c.charCodeAt(0) > 31 && c.charCodeAt(0) !== 127)
    .join("")
    .trim()
    .slice(0, MAX_NAME_LENGTH);
}

function maltKgText(m: MaltInput): string {
  const { value } = maltKg(m);
  return value === undefined ? "" : String(roundTo(value, 4));
}

/** `malte=4.5:3.5:80:Pilsen`: the amount always in kg (D18); the name escaped, the colons kept. */
export function maltToParam(m: MaltInput): string {
  const name = m.name.trim();
  return [maltKgText(m), urlNumber(MALT_FIELDS.ebc, m.ebc), urlNumber(MALT_FIELDS.extract, m.extract)]
    .concat(name ? [encodeURIComponent(name)] : [])
    .join(":");
}

export function maltFromParam(raw: string, index: number): MaltInput {
  const [kg, ebc, extract, ...name] = raw.split(":");
  return {
    id: String(index + 1),
    amount: fieldFromUrl(MALT_FIELDS.amountKg, kg),
    unit: "kg",
    ebc: fieldFromUrl(MALT_FIELDS.ebc, ebc),
    extract: fieldFromUrl(MALT_FIELDS.extract, extract),
    name: cleanName(name.join(":")),
  };
}

/** `lupulo=12:25:60:Cascade`, as /ibu with an optional name. */
export function hopToParam(h: RecipeHopInput): string {
  const name = h.name.trim();
  return [hopUrl("alphaAcid", h.alphaAcid), hopUrl("weight", h.weight), hopUrl("boilTime", h.boilTime)]
    .concat(name ? [encodeURIComponent(name)] : [])
    .join(":");
}

export function hopFromParam(raw: string, index: number): RecipeHopInput {
  const [alpha, weight, time, ...name] = raw.split(":");
  return {
    id: String(index + 1),
    alphaAcid: fieldFromUrl(hopSpec("alphaAcid"), alpha),
    weight: fieldFromUrl(hopSpec("weight"), weight),
    boilTime: fieldFromUrl(hopSpec("boilTime"), time),
    name: cleanName(name.join(":")),
  };
}

const SCALAR_FIELDS = Object.keys(RECIPE_FIELDS) as RecipeNumberField[];

/** The query string of a recipe, in D18's order; every field written, so a link is the whole recipe. */
export function recipeToQuery(input: RecipeInput): string {
  const k = RECIPE_QUERY_KEYS;
  const f = RECIPE_FIELDS;
  const parts: string[] = [];
  const add = (name: string, value: string) => parts.push(`${name}=${value}`);
  add(k.volume, urlNumber(f.volume, input.volume));
  add(k.efficiency, urlNumber(f.efficiency, input.efficiency));
  for (const m of input.malts.slice(0, MAX_MALTS)) add(k.malt, maltToParam(m));
  for (const h of input.hops.slice(0, MAX_HOPS)) add(k.hop, hopToParam(h));
  add(k.attenuation, urlNumber(f.attenuation, input.attenuation));
  if (input.yeast.trim()) add(k.yeast, encodeURIComponent(input.yeast.trim()));
  if (input.style.trim()) add(k.style, encodeURIComponent(input.style.trim().toUpperCase()));
  for (const field of SCALAR_FIELDS.filter((x) => !["volume", "efficiency", "attenuation"].includes(x)))
    add(k[field], urlNumber(f[field], input[field]));
  add(k.yeastKind, input.yeastKind);
  add(k.yeastForm, input.yeastForm);
  add(k.sugar, input.sugar);
  return parts.join("&");
}

/** The malt rows of a submitted form (`malte_qtd1`, `malte_unidade1`…), in order, or undefined. */
function maltsFromForm(params: URLSearchParams): MaltInput[] | undefined {
  const malts: MaltInput[] = [];
  for (let position = 1; position <= MAX_MALTS; position++) {
    const get = (field: keyof typeof MALT_FORM_NAMES) => params.get(maltFieldName(field, position));
    const amount = get("amount");
    if (amount === null) continue;
    const unit: AmountUnit = get("unit") === "g" ? "g" : "kg";
    const name = cleanName(get("name"));
    // Without JavaScript a malt picked from the table comes without its numbers: the table's.
    const known = maltByName(name);
    const ebc = (get("ebc") ?? "").trim() || (known ? String(known.ebc) : "");
    const extract = (get("extract") ?? "").trim() || (known ? String(known.extract) : "");
    malts.push({
      id: String(malts.length + 1),
      amount: fieldFromUrl(MALT_FIELDS[unit === "g" ? "amountG" : "amountKg"], amount),
      unit,
      ebc: fieldFromUrl(MALT_FIELDS.ebc, ebc),
      extract: fieldFromUrl(MALT_FIELDS.extract, extract),
      name,
    });
  }
  return malts.length > 0 ? malts : undefined;
}

function hopsFromForm(params: URLSearchParams): RecipeHopInput[] | undefined {
  const hops: RecipeHopInput[] = [];
  for (let position = 1; position <= MAX_HOPS; position++) {
    const [alpha, weight, time] = (["alphaAcid", "weight", "boilTime"] as const).map((f) =>
      params.get(hopFieldName(f, position)),
    );
    if (alpha === null && weight === null && time === null) continue;
    hops.push({
      id: String(hops.length + 1),
      alphaAcid: fieldFromUrl(hopSpec("alphaAcid"), alpha ?? ""),
      weight: fieldFromUrl(hopSpec("weight"), weight ?? ""),
      boilTime: fieldFromUrl(hopSpec("boilTime"), time ?? ""),
      name: cleanName(params.get(`${HOP_NAME_FIELD}${position}`)),
    });
  }
  return hops.length > 0 ? hops : undefined;
}

/** Every parameter name the recipe reads (a link naming any of them is a recipe to show). */
const ALL_KEYS: readonly string[] = Object.values(RECIPE_QUERY_KEYS);

/**
 * Reads a recipe from a query: a shared link (`malte=4.5:3.5:80:Pilsen`, `lupulo=…`) or the GET
 * form as the browser submits it (numbered rows; the repeated parameters win when both are
 * there). Absent fields take the defaults. One row past MAX_MALTS / MAX_HOPS is kept, so a link
 * with too many gets its message rather than being cut silently into a different recipe.
 */
export function recipeFromQuery(params: URLSearchParams): { input: RecipeInput; fromLink: boolean } {
  const k = RECIPE_QUERY_KEYS;
  const defaults = defaultRecipeInput();
  const input: RecipeInput = { ...defaults };
  for (const field of SCALAR_FIELDS) {
    const raw = params.get(k[field]);
    if (raw !== null) input[field] = fieldFromUrl(RECIPE_FIELDS[field], raw);
  }
  const maltParams = params.getAll(k.malt);
  const hopParams = params.getAll(k.hop);
  const formMalts = maltParams.length === 0 ? maltsFromForm(params) : undefined;
  const formHops = hopParams.length === 0 ? hopsFromForm(params) : undefined;
  if (maltParams.length > 0) input.malts = maltParams.slice(0, MAX_MALTS + 1).map(maltFromParam);
  else if (formMalts) input.malts = formMalts;
  if (hopParams.length > 0) input.hops = hopParams.slice(0, MAX_HOPS + 1).map(hopFromParam);
  else if (formHops) input.hops = formHops;
  // A form sent with every hop row removed says so with `lupulos=0`.
  else if (params.get("lupulos") === "0") input.hops = [];

  const yeast = params.get(k.yeast);
  if (yeast !== null) {
    input.yeast = cleanName(yeast);
    const known = yeastByName(input.yeast);
    // A yeast named without the rest takes the table's attenuation, type and form.
    if (known) {
      if (params.get(k.attenuation) === null || params.get(k.attenuation)?.trim() === "")
        input.attenuation = fieldFromUrl(RECIPE_FIELDS.attenuation, String(known.attenuation));
      if (params.get(k.yeastKind) === null) input.yeastKind = known.kind;
      if (params.get(k.yeastForm) === null) input.yeastForm = known.form;
    }
  }
  const style = params.get(k.style);
  if (style !== null) input.style = cleanName(style).toUpperCase().slice(0, 4);
  const kind = params.get(k.yeastKind);
  if (kind === "ale" || kind === "lager") input.yeastKind = kind;
  const form = params.get(k.yeastForm);
  if (form === "seco" || form === "liquido") input.yeastForm = form;
  const sugar = params.get(k.sugar);
  if (sugar !== null && (SUGARS as string[]).includes(sugar)) input.sugar = sugar as PrimingSugar;

  const fromLink = ALL_KEYS.some((key) => params.has(key)) || formMalts !== undefined || formHops !== undefined;
  return { input, fromLink };
}

/** The same recipe (ids aside). */
export function sameRecipeInput(a: RecipeInput, b: RecipeInput): boolean {
  return recipeToQuery(a) === recipeToQuery(b) && JSON.stringify(texts(a)) === JSON.stringify(texts(b));
}
function texts(i: RecipeInput) {
  return [
    i.malts.map((m) => [m.amount, m.unit, m.ebc, m.extract, m.name]),
    i.hops.map((h) => [h.alphaAcid, h.weight, h.boilTime, h.name]),
    SCALAR_FIELDS.map((f) => i[f]),
  ];
}
