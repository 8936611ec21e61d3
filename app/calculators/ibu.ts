/**
 * IBU calculator (/ibu): bitterness of a recipe by Glenn Tinseth's formula.
 *
 * Pure logic, no React and no DOM: input parsing (docs/decisions/0002-brazilian-numbers.md), validation with the Portuguese
 * messages shown beside the fields, the formula (docs/decisions/0001-calculator-formulas.md), the category (docs/decisions/0017-ibu-rules.md) and the URL
 * state (docs/decisions/0003-url-state.md: `/ibu?volume=20&og=1.050&lupulo=5:30:60&lupulo=8:20:15`).
 *
 * Source of the formula: Glenn Tinseth, "The Tinseth Formula"
 * (http://realbeer.com/hops/research.html), as used by Brewer's Friend.
 *
 *   bigness factor       = 1.65 × 0.000125^(OG − 1)
 *   boil-time factor     = (1 − e^(−0.04 × t)) / 4.15
 *   utilization U        = bigness factor × boil-time factor
 *   mg/L of alpha acids  = (AA% / 100) × grams × 1000 / litres
 *   IBU                  = U × mg/L of alpha acids
 *
 * The spec writes `U × weight × alphaAcid × 1000 / volume` without the /100 on the
 * alpha acid, which gives 100× too much; docs/decisions/0001-calculator-formulas.md keeps Tinseth's /100.
 */
import type { Validation } from "~/calculators/validation";
import { formatNumber } from "~/lib/format";
import { describeRange, formatTyped, parseNumber, toQueryNumber, type NumberKind, type Range } from "~/lib/numbers";
import {
  hasAnyField,
  rawEncoding,
  readFields,
  urlDecimal,
  type UrlField,
  type UrlFields,
  writeFields,
} from "~/lib/url-state";

// ---------------------------------------------------------------------------
// Entities (docs/decisions/0017-ibu-rules.md)
// ---------------------------------------------------------------------------

/** A hop addition as typed: strings, so "5,5" and a half-typed "5," survive (docs/decisions/0002-brazilian-numbers.md). */
export interface HopAdditionInput {
  id: string;
  alphaAcid: string;
  weight: string;
  boilTime: string;
}

export interface IbuInput {
  volume: string;
  originalGravity: string;
  additions: HopAdditionInput[];
}

/** docs/decisions/0017-ibu-rules.md: alpha acid in %, weight in grams, boil time in minutes. */
export interface HopAddition {
  id: string;
  alphaAcid: number;
  weight: number;
  boilTime: number;
}

export interface IbuValues {
  /** Litres of wort at the end of the boil. */
  volume: number;
  /** Specific gravity of the boiling wort, e.g. 1.050. */
  originalGravity: number;
  additions: HopAddition[];
}

export type IbuCategory = "Baixo" | "Moderado" | "Acentuado" | "Intenso";

export interface AdditionResult {
  id: string;
  /** Unrounded; shown with 1 decimal (docs/decisions/0001-calculator-formulas.md). */
  ibu: number;
  /** Tinseth utilization as a fraction (0.2307 = 23,07%). */
  utilization: number;
}

/** docs/decisions/0017-ibu-rules.md. Values are unrounded; display rounds them to 1 decimal (docs/decisions/0001-calculator-formulas.md). */
export interface IbuResult {
  /** Sum of the unrounded additions (docs/decisions/0001-calculator-formulas.md). */
  totalIBU: number;
  additions: AdditionResult[];
  /** From the total as shown (1 decimal), so the number and its category agree. */
  category: IbuCategory;
}

// ---------------------------------------------------------------------------
// Defaults and limits (docs/decisions/0017-ibu-rules.md)
// ---------------------------------------------------------------------------

/** docs/decisions/0017-ibu-rules.md: volume 20 L, OG 1.050 and one addition of 5% alpha, 30 g, 60 min. */
export const IBU_DEFAULTS = {
  volume: 20,
  originalGravity: 1.05,
  addition: { alphaAcid: 5, weight: 30, boilTime: 60 },
  /** docs/decisions/0017-ibu-rules.md: an added addition starts at 5%, 20 g, 15 min. */
  newAddition: { alphaAcid: 5, weight: 20, boilTime: 15 },
} as const;

export type IbuNumberField = "volume" | "originalGravity" | "alphaAcid" | "weight" | "boilTime";

/**
 * How each field reads a dot (docs/decisions/0002-brazilian-numbers.md, issue 16): the gravity is
 * always a decimal ("1.050" is 1,050); the others are quantities, where a dot before exactly three
 * digits groups thousands ("1.000" L) and one before one or two digits is a decimal ("12.5" g).
 */
export const IBU_KINDS: Record<IbuNumberField, NumberKind> = {
  volume: "grouped",
  originalGravity: "decimal",
  alphaAcid: "grouped",
  weight: "grouped",
  boilTime: "grouped",
};

/**
 * docs/decisions/0017-ibu-rules.md input hints, enforced by `validateIbu`, as plausibility ranges
 * (issue 16): a step of 0.1 means at most one decimal (`maxDecimals`), 0.001 three. The
 * maximums of volume and weight are ours, so a slip ("20.000" L for 20) gets a message instead
 * of a silent result: 10.000 L is a small brewery's batch, 10 kg of hops its bittering charge.
 * The OG maximum is ours too: 1.200 is the top of the ABV fields and beyond any real wort; it
 * catches "1050" typed without a separator. Hop weight takes one decimal since issue 16
 * ("12,5" g), where the spec asked for whole grams.
 */
export const IBU_LIMITS = {
  volume: { min: 1, max: 10_000, unit: "L", step: 0.1, maxDecimals: 1 },
  originalGravity: { min: 1.001, max: 1.2, step: 0.001, maxDecimals: 3 },
  alphaAcid: { min: 0, max: 25, unit: "%", step: 0.1, maxDecimals: 1 },
  weight: { min: 1, max: 10_000, unit: "g", step: 0.1, maxDecimals: 1 },
  boilTime: { min: 0, max: 120, unit: "minutos", step: 1, maxDecimals: 0 },
} as const satisfies Record<IbuNumberField, Range & { step: number; maxDecimals: number }>;

/** More additions than any recipe needs; also bounds what a link can make the server render. */
export const MAX_ADDITIONS = 20;

/** Shows a number in a text field the way it is typed ("1.05" → "1,05"); no thousands separator for the defaults. */
function fieldText(n: number, minDecimals = 0): string {
  return urlDecimal(String(n), minDecimals).replace(".", ",");
}

export function defaultAddition(id = "1"): HopAdditionInput {
  const a = IBU_DEFAULTS.addition;
  return { id, alphaAcid: fieldText(a.alphaAcid), weight: fieldText(a.weight), boilTime: fieldText(a.boilTime) };
}

/** The form at its defaults: "20", "1,050" and one addition "5", "30", "60". */
export function defaultIbuInput(): IbuInput {
  return {
    volume: fieldText(IBU_DEFAULTS.volume),
    originalGravity: fieldText(IBU_DEFAULTS.originalGravity, 3),
    additions: [defaultAddition("1")],
  };
}

/** A new id is the highest numeric id plus 1 (the comparator's rule, docs/decisions/0017-ibu-rules.md). */
export function nextAdditionId(additions: readonly HopAdditionInput[]): string {
  const max = additions.reduce((m, a) => Math.max(m, Number.parseInt(a.id, 10) || 0), 0);
  return String(max + 1);
}

/** A new addition with the docs/decisions/0017-ibu-rules.md defaults (5%, 20 g, 15 min). */
export function newAddition(additions: readonly HopAdditionInput[]): HopAdditionInput {
  const a = IBU_DEFAULTS.newAddition;
  return {
    id: nextAdditionId(additions),
    alphaAcid: fieldText(a.alphaAcid),
    weight: fieldText(a.weight),
    boilTime: fieldText(a.boilTime),
  };
}

/** The same texts in every field, in the same order (ids aside: a form read back numbers its additions afresh). */
export function sameIbuInput(a: IbuInput, b: IbuInput): boolean {
  const texts = (input: IbuInput) =>
    JSON.stringify([
      input.volume,
      input.originalGravity,
      input.additions.map((h) => [h.alphaAcid, h.weight, h.boilTime]),
    ]);
  return texts(a) === texts(b);
}

/** Removing the last addition is refused (docs/decisions/0017-ibu-rules.md): undefined then, else the list without it. */
export function removeAddition(additions: readonly HopAdditionInput[], id: string): HopAdditionInput[] | undefined {
  if (additions.length <= 1) return undefined;
  return additions.filter((a) => a.id !== id);
}

// ---------------------------------------------------------------------------
// Formula (docs/decisions/0001-calculator-formulas.md, Tinseth)
// ---------------------------------------------------------------------------

/** Tinseth's bigness factor: 1.65 × 0.000125^(OG − 1). Denser wort extracts less. */
export function bignessFactor(originalGravity: number): number {
  return 1.65 * 0.000125 ** (originalGravity - 1);
}

/** Tinseth's boil-time factor: (1 − e^(−0.04 × t)) / 4.15, t in minutes. */
export function boilTimeFactor(minutes: number): number {
  return (1 - Math.exp(-0.04 * minutes)) / 4.15;
}

/** Tinseth utilization: the share of the alpha acids that ends up isomerized in the beer. */
export function tinsethUtilization(originalGravity: number, minutes: number): number {
  return bignessFactor(originalGravity) * boilTimeFactor(minutes);
}

/** mg/L of alpha acids added: (AA% / 100) × grams × 1000 / litres (docs/decisions/0001-calculator-formulas.md: with the /100). */
export function alphaAcidMgPerLiter(alphaAcidPercent: number, grams: number, litres: number): number {
  return ((alphaAcidPercent / 100) * grams * 1000) / litres;
}

/** IBU of one addition, unrounded. */
export function additionIbu(addition: Omit<HopAddition, "id">, volume: number, originalGravity: number): number {
  return (
    tinsethUtilization(originalGravity, addition.boilTime) *
    alphaAcidMgPerLiter(addition.alphaAcid, addition.weight, volume)
  );
}

/** Rounds as the display does (1 decimal, ties away from zero on the exact value). */
export function roundIbu(ibu: number): number {
  return Number(ibu.toFixed(1));
}

/** An IBU for display: one decimal, pt-BR ("17,3"); "—" when not a number. */
export function formatIbu(ibu: number): string {
  return formatNumber(Number.isFinite(ibu) ? roundIbu(ibu) : ibu, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** docs/decisions/0017-ibu-rules.md categories on the total as shown: below 20 Baixo, 20–<40 Moderado, 40–<60 Acentuado, 60+ Intenso. */
export function ibuCategory(totalIbu: number): IbuCategory {
  const shown = roundIbu(totalIbu);
  if (shown < 20) return "Baixo";
  if (shown < 40) return "Moderado";
  if (shown < 60) return "Acentuado";
  return "Intenso";
}

export const IBU_CATEGORIES: readonly { category: IbuCategory; from: number; to?: number }[] = [
  { category: "Baixo", from: 0, to: 20 },
  { category: "Moderado", from: 20, to: 40 },
  { category: "Acentuado", from: 40, to: 60 },
  { category: "Intenso", from: 60 },
];

/** Per-addition IBU and the total from the unrounded values (docs/decisions/0001-calculator-formulas.md). */
export function calculateIbu(values: IbuValues): IbuResult {
  const additions = values.additions.map((a) => ({
    id: a.id,
    ibu: additionIbu(a, values.volume, values.originalGravity),
    utilization: tinsethUtilization(values.originalGravity, a.boilTime),
  }));
  const totalIBU = additions.reduce((sum, a) => sum + a.ibu, 0);
  return { totalIBU, additions, category: ibuCategory(totalIBU) };
}

/**
 * BU:GU, bitterness units over gravity units: IBU / ((OG − 1) × 1000). Around 0.5 is
 * usually read as balanced (Ray Daniels, "Designing Great Beers"). Undefined at OG 1.000.
 */
export function buGuRatio(totalIbu: number, originalGravity: number): number | undefined {
  const gravityUnits = (originalGravity - 1) * 1000;
  return gravityUnits > 0 ? totalIbu / gravityUnits : undefined;
}

// ---------------------------------------------------------------------------
// Validation (docs/decisions/0017-ibu-rules.md)
// ---------------------------------------------------------------------------

export interface AdditionErrors {
  alphaAcid?: string;
  weight?: string;
  boilTime?: string;
}

export interface IbuErrors {
  volume?: string;
  originalGravity?: string;
  /** By addition id; only additions with an error are present. */
  additions: Record<string, AdditionErrors>;
}

export type IbuValidation = Validation<
  IbuValues,
  IbuErrors,
  {
    /** "volume-og": docs/decisions/0017-ibu-rules.md "Valores inválidos" / "Por favor, verifique o volume e a densidade." */
    reason: "volume-og" | "additions";
  }
>;

/** The toasts of a failed "Calcular" (docs/decisions/0017-ibu-rules.md; the second is ours, for the hop fields). */
export const INVALID_TOAST = {
  "volume-og": { title: "Valores inválidos", description: "Por favor, verifique o volume e a densidade." },
  additions: { title: "Valores inválidos", description: "Verifique os campos destacados nas adições de lúpulo." },
} as const;

export const REMOVE_REFUSED_TOAST = {
  title: "Não é possível remover",
  description: "É necessário ter pelo menos uma adição de lúpulo.",
} as const;

export const MESSAGES = {
  volume: {
    required: "Informe o volume do lote em litros.",
    invalid: "Digite um número válido, como 20 ou 20,5.",
    min: "O volume deve ser de pelo menos 1 L.",
    max: `Informe um volume ${describeRange(IBU_LIMITS.volume)}.`,
    step: "Use no máximo uma casa decimal, como 20,5.",
  },
  originalGravity: {
    required: "Informe a densidade original.",
    invalid: "Digite a densidade como 1,050 ou 1.050.",
    min: "A densidade original deve ser maior que 1,000 (mínimo 1,001).",
    max: "A densidade original deve ser no máximo 1,200. Use o formato 1,050.",
    step: "Use no máximo três casas decimais, como 1,050.",
  },
  alphaAcid: {
    required: "Informe o teor de alfa-ácidos.",
    invalid: "Digite um número válido, como 5 ou 5,5.",
    range: "O alfa-ácido deve ficar entre 0 e 25%.",
    step: "Use no máximo uma casa decimal, como 5,5.",
  },
  weight: {
    required: "Informe o peso do lúpulo em gramas.",
    invalid: "Digite um número válido, como 30 ou 12,5.",
    min: "O peso deve ser de pelo menos 1 g.",
    max: `Informe um peso ${describeRange(IBU_LIMITS.weight)}.`,
    step: "Use no máximo uma casa decimal, como 12,5.",
  },
  boilTime: {
    required: "Informe o tempo de fervura em minutos.",
    invalid: "Digite um número válido, como 60.",
    range: "O tempo de fervura deve ficar entre 0 e 120 minutos.",
    step: "Informe o tempo em minutos inteiros.",
  },
} as const;

/** True when `n` has at most `decimals` decimal places (tolerant of binary noise). */
export function hasAtMostDecimals(n: number, decimals: number): boolean {
  const scaled = n * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

type Check = { value?: number; error?: string };

/** One field checked: parsed by its kind (app/lib/numbers.ts), then its range and its decimals. */
export function checkField(field: IbuNumberField, raw: string): Check {
  const limits = IBU_LIMITS[field];
  const messages: { required: string; invalid: string; min?: string; max?: string; range?: string; step: string } =
    MESSAGES[field];
  if (raw.trim() === "") return { error: messages.required };
  const value = parseNumber(raw, IBU_KINDS[field]);
  if (value === undefined) return { error: messages.invalid };
  if (value < limits.min) return { error: messages.range ?? messages.min ?? messages.invalid };
  if (value > limits.max) return { error: messages.range ?? messages.max ?? messages.invalid };
  if (!hasAtMostDecimals(value, limits.maxDecimals)) return { error: messages.step };
  return { value };
}

/** The field's value when it is valid, else undefined. */
export function validFieldValue(field: IbuNumberField, raw: string): number | undefined {
  return checkField(field, raw).value;
}

/**
 * Checks the form against docs/decisions/0017-ibu-rules.md and IBU_LIMITS: volume 1–10.000 L with one decimal, OG
 * 1.001–1.200 with three, alpha acid 0–25% with one, weight 1–10.000 g with one, boil time 0–120 min whole.
 */
export function validateIbu(input: IbuInput): IbuValidation {
  const errors: IbuErrors = { additions: {} };
  const volume = checkField("volume", input.volume);
  const og = checkField("originalGravity", input.originalGravity);
  if (volume.error) errors.volume = volume.error;
  if (og.error) errors.originalGravity = og.error;

  const additions: HopAddition[] = [];
  for (const a of input.additions) {
    const alpha = checkField("alphaAcid", a.alphaAcid);
    const weight = checkField("weight", a.weight);
    const time = checkField("boilTime", a.boilTime);
    const e: AdditionErrors = {};
    if (alpha.error) e.alphaAcid = alpha.error;
    if (weight.error) e.weight = weight.error;
    if (time.error) e.boilTime = time.error;
    if (Object.keys(e).length > 0) errors.additions[a.id] = e;
    else additions.push({ id: a.id, alphaAcid: alpha.value!, weight: weight.value!, boilTime: time.value! });
  }

  if (errors.volume || errors.originalGravity) return { ok: false, errors, reason: "volume-og" };
  if (Object.keys(errors.additions).length > 0 || additions.length === 0)
    return { ok: false, errors, reason: "additions" };
  return { ok: true, value: { volume: volume.value!, originalGravity: og.value!, additions }, errors };
}

// ---------------------------------------------------------------------------
// URL state (docs/decisions/0003-url-state.md): /ibu?volume=20&og=1.050&lupulo=5:30:60&lupulo=8:20:15
// ---------------------------------------------------------------------------

export const IBU_QUERY_KEYS = { volume: "volume", originalGravity: "og", addition: "lupulo" } as const;

/**
 * The names of a hop addition's fields in the form, numbered by position. Without JavaScript the
 * browser submits the form as it is (issue 16): `alfa1=5&peso1=30&fervura1=60&alfa2=8&…`;
 * `ibuFromQuery` reads that as well as the canonical `lupulo=5:30:60` the page writes once it
 * runs. Numbered rather than repeated, so no two controls of the form share a name.
 */
export const HOP_FIELD_NAMES = { alphaAcid: "alfa", weight: "peso", boilTime: "fervura" } as const;

/** The form name of a hop field of the addition at `position` (1, 2, …): "peso2". */
export function hopFieldName(field: keyof typeof HOP_FIELD_NAMES, position: number): string {
  return `${HOP_FIELD_NAMES[field]}${position}`;
}

/**
 * A field for the URL (issue 16: one rule for the whole form): its value with a dot, when the
 * field is valid (the gravity with three decimals, "1.050"); an empty value otherwise, so a link
 * never carries an absurd or half-typed number, and opening it shows the field's "Informe…"
 * message rather than a result the visitor did not ask for.
 */
function urlValue(field: IbuNumberField, raw: string): string {
  const value = validFieldValue(field, raw);
  if (value === undefined) return "";
  return field === "originalGravity" ? value.toFixed(3) : toQueryNumber(value, IBU_KINDS[field]);
}

/**
 * A URL or submitted value back into a field, read by the field's kind and shown the way it is
 * typed ("1.050" OG → "1,050", "12.5" g → "12,5", "1.000" L → "1.000"); text that is not a
 * number is kept as it came (trimmed and bounded), so its message explains it. Up to six
 * decimals are shown, so a value with too many keeps them and gets its message.
 */
function fromUrlValue(field: IbuNumberField, raw: string | undefined): string {
  const text = (raw ?? "").trim().slice(0, 20);
  const value = parseNumber(text, IBU_KINDS[field]);
  if (value === undefined) return text;
  return formatTyped(value, IBU_KINDS[field], {
    minDecimals: field === "originalGravity" ? 3 : 0,
    maxDecimals: 6,
  });
}

function ibuNumberField(field: "volume" | "originalGravity"): UrlField<string, IbuInput> {
  return {
    name: IBU_QUERY_KEYS[field],
    fallback: defaultIbuInput()[field],
    read: (raw) => fromUrlValue(field, raw),
    write: (value) => urlValue(field, value),
  };
}

/**
 * docs/decisions/0003-url-state.md: the recipe in the URL, exactly `volume=20&og=1.050&lupulo=5:30:60&lupulo=8:20:15`.
 * Escaped by hand, part by part: URLSearchParams would write the colons as %3A (the values
 * are plain numbers or empty, nothing to escape). Missing values take the defaults; at most
 * MAX_ADDITIONS additions, numbered in order.
 */
export const IBU_URL_FIELDS: UrlFields<IbuInput> = {
  volume: ibuNumberField("volume"),
  originalGravity: ibuNumberField("originalGravity"),
  additions: {
    name: IBU_QUERY_KEYS.addition,
    list: true,
    fallback: defaultIbuInput().additions,
    max: MAX_ADDITIONS,
    read: (hop, index) => {
      const [alphaAcid, weight, boilTime] = hop.split(":");
      return {
        id: String(index + 1),
        alphaAcid: fromUrlValue("alphaAcid", alphaAcid),
        weight: fromUrlValue("weight", weight),
        boilTime: fromUrlValue("boilTime", boilTime),
      };
    },
    write: (a) =>
      `${urlValue("alphaAcid", a.alphaAcid)}:${urlValue("weight", a.weight)}:${urlValue("boilTime", a.boilTime)}`,
  },
};

export function ibuToQuery(input: IbuInput): string {
  return writeFields(input, IBU_URL_FIELDS, rawEncoding);
}

/** The additions of a submitted form (`alfa1`, `peso1`, `fervura1`, `alfa2`…, in order of position), or undefined when it has none. */
function additionsFromForm(params: URLSearchParams): HopAdditionInput[] | undefined {
  const additions: HopAdditionInput[] = [];
  for (let position = 1; position <= MAX_ADDITIONS; position++) {
    const [alpha, weight, time] = (["alphaAcid", "weight", "boilTime"] as const).map((f) =>
      params.get(hopFieldName(f, position)),
    );
    if (alpha === null && weight === null && time === null) continue;
    additions.push({
      id: String(additions.length + 1),
      alphaAcid: fromUrlValue("alphaAcid", alpha ?? ""),
      weight: fromUrlValue("weight", weight ?? ""),
      boilTime: fromUrlValue("boilTime", time ?? ""),
    });
  }
  return additions.length > 0 ? additions : undefined;
}

/**
 * Reads the inputs from a query string: a shared link (`lupulo=5:30:60`) or the form as the
 * browser submits it without JavaScript (`alfa1=5&peso1=30&fervura1=60`; `lupulo` wins when
 * both are there). `fromLink` is true when the query names any of our parameters: such a link is a
 * calculation to reproduce (its result is rendered, on the server too).
 */
export function ibuFromQuery(params: URLSearchParams): { input: IbuInput; fromLink: boolean } {
  const input = readFields(params, IBU_URL_FIELDS);
  const submitted = params.has(IBU_QUERY_KEYS.addition) ? undefined : additionsFromForm(params);
  if (submitted) input.additions = submitted;
  return { input, fromLink: hasAnyField(params, IBU_URL_FIELDS) || submitted !== undefined };
}
