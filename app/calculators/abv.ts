/**
 * ABV calculator (docs/decisions/0018-abv-rules.md; docs/decisions/0001-calculator-formulas.md, docs/decisions/0002-brazilian-numbers.md, docs/decisions/0003-url-state.md, docs/decisions/0007-abv-export.md).
 *
 * Pure logic: the brewing formulas of docs/decisions/0001-calculator-formulas.md (the references home brewers check us against:
 * Brewer's Friend, BeerSmith, Brewtarget), input parsing and validation with the spec's
 * Portuguese messages, the basic tab's result and the query string of
 * docs/decisions/0003-url-state.md. No React, no DOM. This is what a first visit to /abv
 * runs (issue 12): the advanced analysis (temperature and refractometer corrections, the
 * other formulas, the advanced tab's validation and result) is abv-advanced.ts, and the
 * export's rows abv-export.ts, which only the parts loaded later import.
 */
import { formatNumber, formatPercent, NOT_A_NUMBER } from "~/lib/format";
import type { FieldErrors, Validation } from "~/calculators/validation";
import {
  describeRange,
  type FormatOptions,
  formatTyped,
  inRange,
  type NumberKind,
  parseNumber,
  type Range,
  toQueryNumber,
} from "~/lib/numbers";
import { commaKeepingEncoding, readFields, type UrlField, type UrlFields, writeFields } from "~/lib/url-state";
import { abvStandard, caloriesPer100ml, sgToPlato } from "~/calculators/gravity";

// The formulas the recipe sheet shares live in gravity.ts (so /receita does not download this module).
export { abvStandard, caloriesPer100ml, sgToPlato };

// ---------------------------------------------------------------------------
// Enumerations and constants
// ---------------------------------------------------------------------------

export const ABV_FORMULAS = ["standard", "balling", "daniels"] as const;
export type AbvFormula = (typeof ABV_FORMULAS)[number];

export const MEASUREMENTS = ["hydrometer", "refractometer"] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export type AbvTab = "basica" | "avancada";

export type AlcoholCategory = "Leve" | "Médio" | "Forte" | "Muito forte";

/** The usual range of a gravity reading (docs/decisions/0018-abv-rules.md: min 1.000, max 1.200, step 0.001). */
export const GRAVITY_MIN = 1.0;
export const GRAVITY_MAX = 1.2;
/**
 * A fully fermented dry beer, cider or mead reads below 1.000 on a hydrometer (alcohol
 * is lighter than water), so the final reading may go down to 0.990.
 */
export const FINAL_GRAVITY_MIN = 0.99;
/** Highest refractometer reading accepted (°Bx); beer worts stay well below it. */
export const BRIX_MAX = 40;
/**
 * Lowest original refractometer reading accepted (°Bx): a wort under 2 °Bx (SG 1,008) is
 * not beer, and a gravity typed into a °Bx field ("1,050" left there when the instrument
 * was switched without JavaScript) would otherwise give a silent, absurd ABV.
 */
export const BRIX_ORIGINAL_MIN = 2;
/** Wort correction factor of a refractometer (docs/decisions/0001-calculator-formulas.md: default 1.04, editable). */
export const DEFAULT_WCF = 1.04;
/** Hydrometer calibration temperature in °C (docs/decisions/0001-calculator-formulas.md: 20 °C by default, editable). */
export const DEFAULT_CALIBRATION_C = 20;
export const TEMPERATURE_MAX_C = 100;

/**
 * Plausibility limits of each field (issue 16): a value outside gets its message on the
 * field, never a silent result, and is never written into the URL. The lower bound of a
 * reading is checked after "positive" (the spec's message for an empty or zero field).
 */
export const RANGES = {
  og: { min: GRAVITY_MIN, max: GRAVITY_MAX, decimals: 3 },
  fg: { min: FINAL_GRAVITY_MIN, max: GRAVITY_MAX, decimals: 3 },
  brixOriginal: { min: BRIX_ORIGINAL_MIN, max: BRIX_MAX, unit: "°Bx" },
  brixFinal: { min: 0, max: BRIX_MAX, unit: "°Bx" },
  temperature: { min: 0, max: TEMPERATURE_MAX_C, unit: "°C" },
  calibration: { min: 0, max: 40, unit: "°C" },
  wcf: { min: 0.8, max: 1.2 },
} as const satisfies Record<string, Range>;

/**
 * How each field reads a dot (docs/decisions/0002-brazilian-numbers.md, revised): a
 * gravity and the correction factor are always decimal ("1.050" is 1,050); °Bx and
 * temperatures are quantities ("12.5" is 12,5, "1.000" a thousand, out of range).
 */
export const KINDS = {
  gravity: "decimal",
  brix: "grouped",
  temperature: "grouped",
  wcf: "decimal",
} as const satisfies Record<string, NumberKind>;

/** How a field shows a value back (on blur, and when read from a link or a submitted form). */
export const SHOWN = {
  gravity: { minDecimals: 3, maxDecimals: 6 },
  brix: { maxDecimals: 2 },
  temperature: { maxDecimals: 2 },
  wcf: { minDecimals: 2, maxDecimals: 4 },
} as const satisfies Record<keyof typeof KINDS, FormatOptions>;

export const MESSAGES = {
  ogPositive: "Densidade original deve ser um número positivo",
  fgPositive: "Densidade final deve ser um número positivo",
  fgAboveOg: "Densidade final deve ser menor ou igual à densidade original",
  ogRange: `Densidade original deve estar ${describeRange(RANGES.og)}`,
  fgRange: `Densidade final deve estar ${describeRange(RANGES.fg)}`,
} as const;

/** The messages of one instrument's readings: MESSAGES for the hydrometer, abv-advanced.ts's BRIX_MESSAGES for the refractometer. */
export type ReadingMessages = Record<keyof typeof MESSAGES, string>;

// ---------------------------------------------------------------------------
// Conversions (docs/decisions/0001-calculator-formulas.md)
// ---------------------------------------------------------------------------

// ---------------------------------------------------------------------------
// Alcohol, attenuation, calories (docs/decisions/0001-calculator-formulas.md)
// ---------------------------------------------------------------------------

/** Real extract (°P) from original and apparent extract: RE = 0.1808·OE + 0.8192·AE (Balling). */
export function realExtract(originalExtract: number, apparentExtract: number): number {
  return 0.1808 * originalExtract + 0.8192 * apparentExtract;
}

/**
 * Apparent attenuation = (OG − FG) / (OG − 1) × 100. A wort at 1.000 has no sugar to
 * attenuate: null (shown as "—", never NaN).
 */
export function apparentAttenuation(og: number, fg: number): number | null {
  if (!(og > 1)) return null;
  return ((og - fg) / (og - 1)) * 100;
}

/** Real attenuation = (OE − RE) / OE × 100 in °P (docs/decisions/0001-calculator-formulas.md); null without original extract. */
export function realAttenuation(og: number, fg: number): number | null {
  if (!(og > 1)) return null;
  const oe = sgToPlato(og);
  if (!(oe > 0)) return null;
  return ((oe - realExtract(oe, sgToPlato(fg))) / oe) * 100;
}

/** docs/decisions/0018-abv-rules.md: below 4 Leve, below 6 Médio, below 8 Forte, otherwise Muito forte. */
export function alcoholCategory(abv: number): AlcoholCategory {
  if (abv < 4) return "Leve";
  if (abv < 6) return "Médio";
  if (abv < 8) return "Forte";
  return "Muito forte";
}

/**
 * The ABV the visitor sees (1 decimal) and the category of that shown value, so "4,0%"
 * is never labelled "Leve". Floating-point noise is removed first (5.2499999… → 5.25).
 */
export function displayedAbv(abv: number): number {
  return Math.round(Number(abv.toFixed(9)) * 10) / 10;
}

// ---------------------------------------------------------------------------
// Inputs, validation, results
// ---------------------------------------------------------------------------

export type { FieldErrors } from "~/calculators/validation";

export interface BasicInput {
  og: string;
  fg: string;
}

export const BASIC_DEFAULTS: BasicInput = { og: "1,050", fg: "1,010" };

export interface GravityValues {
  og: number;
  fg: number;
}

/** The number in a field of `kind`, when it is a positive one. */
function positive(raw: string, kind: NumberKind): number | undefined {
  const n = parseNumber(raw, kind);
  return n !== undefined && n > 0 ? n : undefined;
}

/** Each instrument's readings: their kind and limits. */
const READINGS: Record<Measurement, { kind: NumberKind; og: Range; fg: Range }> = {
  hydrometer: { kind: KINDS.gravity, og: RANGES.og, fg: RANGES.fg },
  refractometer: { kind: KINDS.brix, og: RANGES.brixOriginal, fg: RANGES.brixFinal },
};

/** The kind and display of a reading field for `measurement` (gravity or °Bx). */
export function readingKind(measurement: Measurement): NumberKind {
  return READINGS[measurement].kind;
}

export function readingShown(measurement: Measurement): FormatOptions {
  return measurement === "refractometer" ? SHOWN.brix : SHOWN.gravity;
}

/**
 * One reading on its own: its value, or the rule it breaks ("Positive": empty, not a number
 * or not positive; "Range": out of its range). The FG ≤ OG rule is checked by the caller
 * (it involves both).
 */
function reading(raw: string, field: "og" | "fg", measurement: Measurement): number | "Positive" | "Range" {
  const { kind } = READINGS[measurement];
  const n = positive(raw, kind);
  if (n === undefined) return "Positive";
  return inRange(n, READINGS[measurement][field]) ? n : "Range";
}

/** Both readings of `measurement` and the FG ≤ OG rule, with that instrument's `messages`. */
export function validateReadings(
  input: { og: string; fg: string },
  measurement: Measurement,
  messages: ReadingMessages,
): Validation<GravityValues, FieldErrors<BasicInput>> {
  const errors: FieldErrors<BasicInput> = {};
  const og = reading(input.og, "og", measurement);
  const fg = reading(input.fg, "fg", measurement);
  if (typeof og === "string") errors.og = messages[`og${og}`];
  if (typeof fg === "string") errors.fg = messages[`fg${fg}`];
  if (typeof og === "number" && typeof fg === "number" && fg > og) errors.fg = messages.fgAboveOg;
  if (typeof og === "string" || typeof fg === "string" || errors.fg) return { ok: false, errors };
  return { ok: true, value: { og, fg }, errors };
}

/** docs/decisions/0018-abv-rules.md: both positive, in the usual range, FG ≤ OG (the error sits on FG). */
export function validateGravities(input: BasicInput): Validation<GravityValues, FieldErrors<BasicInput>> {
  return validateReadings(input, "hydrometer", MESSAGES);
}

export interface BasicResult {
  og: number;
  fg: number;
  abv: number;
  category: AlcoholCategory;
  apparentAttenuation: number | null;
  realAttenuation: number | null;
  calories: number;
}

/** The quick calculation: standard formula, attenuation and calories. */
export function calculateBasic({ og, fg }: GravityValues): BasicResult {
  const abv = abvStandard(og, fg);
  return {
    og,
    fg,
    abv,
    category: alcoholCategory(displayedAbv(abv)),
    apparentAttenuation: apparentAttenuation(og, fg),
    realAttenuation: realAttenuation(og, fg),
    calories: caloriesPer100ml(og, fg),
  };
}

/** Validates and calculates in one go; undefined while the form is not valid. */
export function basicResultFor(input: BasicInput): BasicResult | undefined {
  const v = validateGravities(input);
  return v.ok ? calculateBasic(v.value) : undefined;
}

export interface AdvancedInput {
  og: string;
  fg: string;
  temperature: string;
  formula: AbvFormula;
  measurement: Measurement;
  /** Hydrometer calibration temperature, °C. */
  calibration: string;
  /** Refractometer wort correction factor. */
  wcf: string;
}

export const ADVANCED_DEFAULTS: AdvancedInput = {
  og: "1,050",
  fg: "1,010",
  temperature: "20",
  formula: "standard",
  measurement: "hydrometer",
  calibration: "20",
  wcf: "1,04",
};

/** The readings a fresh form shows for each instrument (refractometer: 12,5 and 4,2 °Bx). */
export const READING_DEFAULTS: Record<Measurement, Pick<AdvancedInput, "og" | "fg">> = {
  hydrometer: { og: "1,050", fg: "1,010" },
  refractometer: { og: "12,5", fg: "4,2" },
};

// ---------------------------------------------------------------------------
// URL state (docs/decisions/0003-url-state.md)
// ---------------------------------------------------------------------------

export function parseFormula(value: string | null | undefined): AbvFormula | undefined {
  return ABV_FORMULAS.find((f) => f === value);
}

export function parseMeasurement(value: string | null | undefined): Measurement | undefined {
  return MEASUREMENTS.find((m) => m === value);
}

/**
 * A number from a link ("1.050", written by toQueryNumber) or from a form submitted
 * without JavaScript (typed: "1,050", "1.000") as the field shows it, read by the field's
 * kind (issue 16). Text that is not a number stays as typed, so its message explains it.
 */
export function shownNumber(raw: string, kind: NumberKind, options: FormatOptions = {}): string {
  const n = parseNumber(raw, kind);
  return n === undefined ? raw.trim() : formatTyped(n, kind, options);
}

/** Gravities keep three decimals in the URL ("1.050", not "1.05"), as brewers write them. */
function gravityForUrl(n: number): string {
  const s = toQueryNumber(n, KINDS.gravity);
  const [int, frac = ""] = s.split(".");
  return frac.length >= 3 ? s : `${int}.${frac.padEnd(3, "0")}`;
}

/** A valid reading for the URL; undefined (the parameter left out) while it is not (issue 16). */
function readingForUrl(raw: string, field: "og" | "fg", measurement: Measurement): string | undefined {
  const value = reading(raw, field, measurement);
  if (typeof value === "string") return undefined;
  return measurement === "refractometer" ? toQueryNumber(value, KINDS.brix) : gravityForUrl(value);
}

/** A number field for the URL when it parses within `range`; else left out. */
function numberForUrl(raw: string, kind: NumberKind, range: Range): string | undefined {
  const n = parseNumber(raw, kind);
  return n !== undefined && inRange(n, range) ? toQueryNumber(n, kind) : undefined;
}

/** The URL form of both tabs: the advanced inputs plus the tab; readings absent from the URL stay undefined. */
interface AbvUrlForm extends Omit<AdvancedInput, "og" | "fg"> {
  tab: AbvTab;
  og: string | undefined;
  fg: string | undefined;
}

const measurementOf = (form: { measurement?: Measurement }): Measurement => form.measurement ?? "hydrometer";

/** A reading keeps its text when read: its kind depends on the instrument, read after it. */
function readingField(name: "og" | "fg"): UrlField<string | undefined, AbvUrlForm> {
  return {
    name,
    fallback: undefined,
    read: (raw) => raw,
    write: (value, form) => readingForUrl(value ?? "", name, measurementOf(form)),
  };
}

/**
 * docs/decisions/0003-url-state.md: `aba=avancada&og=1.050&fg=1.010&temp=20&formula=standard&medicao=hydrometer`, plus
 * `calibracao` / `fator` only when they differ from 20 °C / 1.04 (and only for the
 * instrument that uses them). A field outside its limits is left out (issue 16), so a
 * link never carries an absurd value; reading it back gives that field's default.
 */
const ABV_URL_FIELDS: UrlFields<AbvUrlForm> = {
  tab: {
    name: "aba",
    fallback: "basica",
    read: (raw) => (raw === "avancada" ? "avancada" : "basica"),
    write: (tab) => tab,
  },
  og: readingField("og"),
  fg: readingField("fg"),
  temperature: {
    name: "temp",
    fallback: ADVANCED_DEFAULTS.temperature,
    read: (raw) => shownNumber(raw, KINDS.temperature, SHOWN.temperature),
    write: (value) => numberForUrl(value, KINDS.temperature, RANGES.temperature),
  },
  formula: {
    name: "formula",
    fallback: ADVANCED_DEFAULTS.formula,
    read: (raw) => parseFormula(raw) ?? ADVANCED_DEFAULTS.formula,
    write: (formula) => formula,
  },
  measurement: {
    name: "medicao",
    fallback: ADVANCED_DEFAULTS.measurement,
    read: (raw) => parseMeasurement(raw) ?? ADVANCED_DEFAULTS.measurement,
    write: (measurement) => measurement,
  },
  calibration: {
    name: "calibracao",
    fallback: ADVANCED_DEFAULTS.calibration,
    read: (raw) => shownNumber(raw, KINDS.temperature, SHOWN.temperature),
    write: (value) => numberForUrl(value, KINDS.temperature, RANGES.calibration),
    omit: (calibration, form) =>
      measurementOf(form) !== "hydrometer" || parseNumber(calibration, KINDS.temperature) === DEFAULT_CALIBRATION_C,
  },
  wcf: {
    name: "fator",
    fallback: ADVANCED_DEFAULTS.wcf,
    read: (raw) => shownNumber(raw, KINDS.wcf, SHOWN.wcf),
    write: (value) => numberForUrl(value, KINDS.wcf, RANGES.wcf),
    omit: (wcf, form) => measurementOf(form) !== "refractometer" || parseNumber(wcf, KINDS.wcf) === DEFAULT_WCF,
  },
};

/** The basic tab in the URL: `og=1.050&fg=1.010`. */
const BASIC_URL_FIELDS: UrlFields<BasicInput> = {
  og: {
    name: "og",
    fallback: BASIC_DEFAULTS.og,
    read: (raw) => shownNumber(raw, KINDS.gravity, SHOWN.gravity),
    write: (og) => readingForUrl(og, "og", "hydrometer"),
  },
  fg: {
    name: "fg",
    fallback: BASIC_DEFAULTS.fg,
    read: (raw) => shownNumber(raw, KINDS.gravity, SHOWN.gravity),
    write: (fg) => readingForUrl(fg, "fg", "hydrometer"),
  },
};

/** `og=1.050&fg=1.010` */
export function basicQuery(input: BasicInput): string {
  return writeFields(input, BASIC_URL_FIELDS, commaKeepingEncoding);
}

export function advancedQuery(input: AdvancedInput): string {
  return writeFields({ ...input, tab: "avancada" }, ABV_URL_FIELDS, commaKeepingEncoding);
}

export interface AbvUrlState {
  tab: AbvTab;
  basic: BasicInput;
  advanced: AdvancedInput;
}

/**
 * Reads the page state from the query string of a link or of a form submitted without
 * JavaScript. Missing values take the defaults; an unknown formula or instrument falls
 * back to its default. Hydrometer readings seed both tabs, so switching tab keeps the
 * visitor's numbers.
 */
export function parseAbvQuery(params: URLSearchParams): AbvUrlState {
  const { tab, og: ogFromUrl, fg: fgFromUrl, ...rest } = readFields(params, ABV_URL_FIELDS);
  // The instrument only matters on the advanced tab; a basic link always holds SG readings.
  const measurement = tab === "avancada" ? rest.measurement : "hydrometer";
  const shown = (raw: string) => shownNumber(raw, readingKind(measurement), readingShown(measurement));
  const og = ogFromUrl === undefined ? READING_DEFAULTS[measurement].og : shown(ogFromUrl);
  const fg = fgFromUrl === undefined ? READING_DEFAULTS[measurement].fg : shown(fgFromUrl);
  const basic: BasicInput = measurement === "hydrometer" ? { og, fg } : { ...BASIC_DEFAULTS };
  return { tab, basic, advanced: { ...rest, og, fg, measurement } };
}

// ---------------------------------------------------------------------------
// Display helpers
// ---------------------------------------------------------------------------

/** 1.05 → "1,050"; "—" for anything not finite. */
export function formatGravity(sg: number): string {
  return formatNumber(sg, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}

export function formatAbv(abv: number): string {
  return formatPercent(displayedAbv(abv), 1);
}

export function formatAttenuation(value: number | null): string {
  return value === null ? NOT_A_NUMBER : formatPercent(value, 1);
}
