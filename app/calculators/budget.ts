/**
 * Drinks budget calculator (/orcamento). Pure logic: no React, no DOM.
 *
 * Formulas and constants are the spec's (docs/decisions/0019-budget-rules.md); docs/decisions/0001-calculator-formulas.md keeps them "as the spec":
 *   allocation = total budget × percentage / 100
 *   quantity   = ⌊allocation / unit price⌋
 *   leftover   = allocation − quantity × unit price           (our addition)
 *   cost per guest = total budget / guests                     (when guests are given)
 * The result itself (those formulas and its summary) is worked out in budget-result.ts, which the page downloads only
 * with a result's card (issue 12.2); this module keeps what the form needs on every render.
 * Unit prices (R$, economic / medium / premium): beer 5/10/18, wine 30/60/120,
 * spirits 40/80/150, non-alcoholic 3/6/12 (docs/decisions/0019-budget-rules.md).
 *
 * The four sliders keep summing to exactly 100 (docs/decisions/0019-budget-rules.md): moving one redistributes the
 * remainder over the other three in proportion to their current values, rounded with the
 * largest-remainder (Hamilton) method so that the integer parts add up exactly.
 *
 * Numbers typed by the visitor follow docs/decisions/0002-brazilian-numbers.md: every field here is a quantity or money,
 * read by `parseNumber(…, "grouped")` ("1.500" reais is 1500, "R$ 1.500,00" too, "12.5" % is 12,5); the URL carries
 * them with a dot (docs/decisions/0003-url-state.md) under the parameter names of issue 3.
 */
import type { FieldErrors, Validation } from "~/calculators/validation";
import { formatCurrency, formatNumber } from "~/lib/format";
import { inRange, parseNumber, toQueryNumber, type Range } from "~/lib/numbers";
import { formEncoding, hasAnyField, readFields, type UrlField, type UrlFields, writeFields } from "~/lib/url-state";

// ---------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------

export const QUALITY_LEVELS = ["economic", "medium", "premium"] as const;
export type QualityLevel = (typeof QUALITY_LEVELS)[number];

export const QUALITY_LABELS: Record<QualityLevel, string> = {
  economic: "Econômico",
  medium: "Médio",
  premium: "Premium",
};

export const DRINK_TYPES = ["beer", "wine", "spirits", "nonAlcoholic"] as const;
export type DrinkType = (typeof DRINK_TYPES)[number];

export interface DrinkInfo {
  /** Shown in the form, on the sliders and in the result lines. */
  label: string;
  /** The drink in a sentence: "16 garrafas de 2 L de bebidas sem álcool". */
  noun: string;
  /** The query-string parameter (issue 3, docs/decisions/0003-url-state.md). */
  param: "cerveja" | "vinho" | "destilados" | "sem_alcool";
}

export const DRINKS: Record<DrinkType, DrinkInfo> = {
  beer: { label: "Cerveja", noun: "cerveja", param: "cerveja" },
  wine: { label: "Vinho", noun: "vinho", param: "vinho" },
  spirits: { label: "Destilados", noun: "destilados", param: "destilados" },
  nonAlcoholic: { label: "Sem álcool", noun: "bebidas sem álcool", param: "sem_alcool" },
};

/** What one unit price buys (D20): a can, a bottle, a special beer, with its volume. */
export interface BudgetUnit {
  one: string;
  many: string;
  /** "350 ml", "1 L": as a shop lists it. */
  volume: string;
  litres: number;
  /** The product already says the drink ("cerveja especial"): no "de cerveja" after it in a sentence. */
  namesDrink?: true;
}

const bottle = (volume: string, litres: number): BudgetUnit => ({ one: "garrafa", many: "garrafas", volume, litres });
const sameForEveryQuality = (unit: BudgetUnit): Record<QualityLevel, BudgetUnit> => ({
  economic: unit,
  medium: unit,
  premium: unit,
});

/**
 * D20: each quality names the unit its price buys. Beer: econômico a 350 ml can, médio a 600 ml
 * bottle, premium a 500 ml special beer; wine a 750 ml bottle; spirits a 1 L bottle;
 * non-alcoholic a 2 L bottle. The spec's prices stay (UNIT_PRICES).
 */
export const BUDGET_UNITS: Record<DrinkType, Record<QualityLevel, BudgetUnit>> = {
  beer: {
    economic: { one: "lata", many: "latas", volume: "350 ml", litres: 0.35 },
    medium: bottle("600 ml", 0.6),
    premium: { one: "cerveja especial", many: "cervejas especiais", volume: "500 ml", litres: 0.5, namesDrink: true },
  },
  wine: sameForEveryQuality(bottle("750 ml", 0.75)),
  spirits: sameForEveryQuality(bottle("1 L", 1)),
  nonAlcoholic: sameForEveryQuality(bottle("2 L", 2)),
};

/** D20's name of a unit, as a shop lists it: "lata 350 ml", "garrafa 600 ml", "cerveja especial 500 ml". */
export function unitName(unit: BudgetUnit): string {
  return `${unit.one} ${unit.volume}`;
}

/** A count of units: "1 garrafa", "78 garrafas", "27 cervejas especiais". */
export function unitCount(n: number, unit: BudgetUnit): string {
  return `${formatNumber(n)} ${n === 1 ? unit.one : unit.many}`;
}

/** A count in a sentence: "78 garrafas de 600 ml de cerveja", "27 cervejas especiais de 500 ml". */
export function quantityPhrase(type: DrinkType, quality: QualityLevel, n: number): string {
  const unit = BUDGET_UNITS[type][quality];
  const drink = unit.namesDrink ? "" : ` de ${DRINKS[type].noun}`;
  return `${unitCount(n, unit)} de ${unit.volume}${drink}`;
}

/** docs/decisions/0019-budget-rules.md: reference unit prices in R$ by quality level. */
export const UNIT_PRICES: Record<DrinkType, Record<QualityLevel, number>> = {
  beer: { economic: 5, medium: 10, premium: 18 },
  wine: { economic: 30, medium: 60, premium: 120 },
  spirits: { economic: 40, medium: 80, premium: 150 },
  nonAlcoholic: { economic: 3, medium: 6, premium: 12 },
};

/** A value per drink type (percentages, slider positions). */
export type Shares = Record<DrinkType, number>;

/** docs/decisions/0019-budget-rules.md defaults. */
export const BUDGET_DEFAULTS = {
  totalBudget: 1000,
  guestCount: 20,
  qualityLevel: "medium" as QualityLevel,
  percentages: { beer: 50, wine: 20, spirits: 20, nonAlcoholic: 10 } satisfies Shares,
} as const;

export const MIN_TOTAL_BUDGET = 100;
export const MIN_GUESTS = 1;

/**
 * Plausibility ranges (issue 16). The minimums are the spec's (docs/decisions/0019-budget-rules.md); the maximums are
 * ours, so a slip gets a message on its field instead of a silent result: R$ 1.000.000 is far beyond any party's
 * drinks, 1.000 guests the issue's own bound for a party (a bigger event is a caterer's job).
 */
export const BUDGET_RANGES = {
  total: { min: MIN_TOTAL_BUDGET, max: 1_000_000, unit: "reais" },
  guests: { min: MIN_GUESTS, max: 1_000, unit: "convidados" },
  percent: { min: 0, max: 100, unit: "%" },
} as const satisfies Record<string, Range>;
/** docs/decisions/0019-budget-rules.md: the four percentages must sum to 100 within 0.01. */
export const PERCENT_SUM_TOLERANCE = 0.01;
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_STEP = 1;

// ---------------------------------------------------------------------------
// Messages (Portuguese, written once)
// ---------------------------------------------------------------------------

export const BUDGET_MESSAGES = {
  totalRequired: "Informe o orçamento total.",
  totalInvalid: "Digite um valor válido, por exemplo 1500 ou 1.500,00.",
  totalMin: `O orçamento total deve ser de pelo menos ${formatCurrency(MIN_TOTAL_BUDGET)}.`,
  totalMax: `O orçamento total deve ser de no máximo ${formatCurrency(BUDGET_RANGES.total.max)}.`,
  guestsInvalid: "Digite um número inteiro de convidados.",
  guestsMin: "O número de convidados deve ser pelo menos 1.",
  guestsMax: `O número de convidados deve ser no máximo ${formatNumber(BUDGET_RANGES.guests.max)}.`,
  percentRequired: (noun: string) => `Informe o percentual de ${noun}.`,
  percentInvalid: "Digite um percentual entre 0 e 100.",
  percentDecimals: "Use no máximo duas casas decimais, como 33,33.",
  percentErrorTitle: "Erro de porcentagem",
  /** Ours (docs/decisions/0028-calculator-messages.md tone): a refused "Calcular Orçamento" with a field to fix. */
  fieldsErrorTitle: "Valores inválidos",
  fieldsErrorDescription: "Verifique os campos destacados no formulário.",
  successTitle: "Cálculo realizado com sucesso!",
} as const;

/** A percentage for people: "50%", "33,33%" (at most 2 decimals, pt-BR). */
export function formatShare(value: number): string {
  return `${formatNumber(value, { maximumFractionDigits: 2 })}%`;
}

/** docs/decisions/0019-budget-rules.md: the description of the "Erro de porcentagem" toast, with the current sum. */
export function percentErrorDescription(sum: number): string {
  return `As porcentagens devem somar 100%. Soma atual: ${formatShare(sum)}.`;
}

// ---------------------------------------------------------------------------
// Calculation
// ---------------------------------------------------------------------------

export interface BudgetInput {
  totalBudget: number;
  /** Optional (docs/decisions/0019-budget-rules.md). */
  guestCount?: number;
  qualityLevel: QualityLevel;
  percentages: Shares;
}

/** Sum of the four percentages. */
export function percentageSum(p: Shares): number {
  return p.beer + p.wine + p.spirits + p.nonAlcoholic;
}

/** docs/decisions/0019-budget-rules.md: the sum is accepted within 0.01 of 100 (33,33 + 33,33 + 33,34 = 100). */
export function isPercentageSumValid(sum: number): boolean {
  return Number.isFinite(sum) && Math.abs(sum - 100) <= PERCENT_SUM_TOLERANCE + 1e-9;
}

// ---------------------------------------------------------------------------
// Sliders: proportional redistribution with largest-remainder rounding
// ---------------------------------------------------------------------------

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * Splits the integer `total` among `weights` in proportion, with the largest-remainder
 * (Hamilton) method: everyone gets the floor of their exact share, and the units left
 * over go, one each, to the largest fractional parts (ties: the larger weight, then the
 * earlier position). Negative or non-finite weights count as 0; when every weight is 0
 * the total is split equally. The parts are integers ≥ 0 and add up to `total` exactly.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const whole = Math.max(0, Math.round(total));
  const clean = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const weightSum = clean.reduce((a, b) => a + b, 0);
  const effective = weightSum > 0 ? clean : clean.map(() => 1);
  const effectiveSum = weightSum > 0 ? weightSum : n;

  const exact = effective.map((w) => (whole * w) / effectiveSum);
  const parts = exact.map((x) => Math.floor(x));
  let left = whole - parts.reduce((a, b) => a + b, 0);
  // Fractions compared at 1e-9 so floating-point noise does not break a tie (a share
  // computed as 2.9999999999 instead of 3 simply gets its unit back first).
  const order = exact
    .map((x, i) => ({ i, frac: Math.round((x - Math.floor(x)) * 1e9), w: effective[i] ?? 0 }))
    .sort((a, b) => b.frac - a.frac || b.w - a.w || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % n) {
    const target = order[k];
    if (!target) break;
    parts[target.i] = (parts[target.i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * docs/decisions/0019-budget-rules.md: the slider of `changed` moves to `value` (clamped to 0–100, whole numbers);
 * the other three share the rest in proportion to their current values (equally when
 * they are all 0), so the four always sum to exactly 100 and none goes below 0.
 */
export function redistribute(current: Shares, changed: DrinkType, value: number): Shares {
  const moved = clampInt(value, SLIDER_MIN, SLIDER_MAX);
  const others = DRINK_TYPES.filter((t) => t !== changed);
  const parts = apportion(
    SLIDER_MAX - moved,
    others.map((t) => current[t]),
  );
  const next = { ...current, [changed]: moved } as Shares;
  others.forEach((t, i) => {
    next[t] = parts[i] ?? 0;
  });
  return next;
}

/**
 * Whole-number slider positions summing to 100 for any four values (the form's typed
 * percentages, which may have decimals or a wrong sum): proportional, largest remainder,
 * 25 each when all are 0 or invalid.
 */
export function normalizeToHundred(values: Shares): Shares {
  const parts = apportion(
    SLIDER_MAX,
    DRINK_TYPES.map((t) => values[t]),
  );
  return Object.fromEntries(DRINK_TYPES.map((t, i) => [t, parts[i] ?? 0])) as Shares;
}

/** The same texts in every field (a form read back after hydration against the state rendered). */
export function sameFormValues(a: BudgetFormValues, b: BudgetFormValues): boolean {
  return (Object.keys(a) as (keyof BudgetFormValues)[]).every((k) => a[k] === b[k]);
}

export function sharesEqual(a: Shares, b: Shares): boolean {
  return DRINK_TYPES.every((t) => Math.abs(a[t] - b[t]) < 1e-9);
}

// ---------------------------------------------------------------------------
// Form values (strings as typed), parsing and validation
// ---------------------------------------------------------------------------

export interface BudgetFormValues {
  total: string;
  guests: string;
  quality: QualityLevel;
  beer: string;
  wine: string;
  spirits: string;
  nonAlcoholic: string;
}

export type BudgetField = "total" | "guests" | DrinkType;
export type BudgetFieldErrors = FieldErrors<Omit<BudgetFormValues, "quality">>;

/** Typed form values for a number: 1000 → "1000", 1500.5 → "1500,5" (pt-BR comma). */
export function numberToInput(n: number): string {
  if (!Number.isFinite(n)) return "";
  return String(Math.round(n * 1e6) / 1e6).replace(".", ",");
}

export function defaultFormValues(): BudgetFormValues {
  const p = BUDGET_DEFAULTS.percentages;
  return {
    total: numberToInput(BUDGET_DEFAULTS.totalBudget),
    guests: numberToInput(BUDGET_DEFAULTS.guestCount),
    quality: BUDGET_DEFAULTS.qualityLevel,
    beer: numberToInput(p.beer),
    wine: numberToInput(p.wine),
    spirits: numberToInput(p.spirits),
    nonAlcoholic: numberToInput(p.nonAlcoholic),
  };
}

/** Every budget field is a quantity or money: a dot before three digits groups thousands (app/lib/numbers.ts). */
function parseField(text: string): number | undefined {
  return parseNumber(text, "grouped");
}

/** True when `n` has at most `decimals` decimal places (tolerant of binary noise). */
function hasAtMostDecimals(n: number, decimals: number): boolean {
  const scaled = n * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

type FieldCheck = { value?: number; error?: string };

/**
 * One field against its rules: total required, R$ 100 to R$ 1.000.000 in cents; guests
 * optional (empty gives no value and no error), whole, 1 to 1.000; a percentage required,
 * 0 to 100 with at most two decimals (so the URL, which keeps two, reads back the same).
 */
function checkField(key: BudgetField, raw: string): FieldCheck {
  const text = raw.trim();
  const value = parseField(text);
  if (key === "total") {
    if (text === "") return { error: BUDGET_MESSAGES.totalRequired };
    if (value === undefined || value < 0 || !hasAtMostDecimals(value, 2))
      return { error: BUDGET_MESSAGES.totalInvalid };
    if (value < BUDGET_RANGES.total.min) return { error: BUDGET_MESSAGES.totalMin };
    if (value > BUDGET_RANGES.total.max) return { error: BUDGET_MESSAGES.totalMax };
    return { value };
  }
  if (key === "guests") {
    if (text === "") return {};
    if (value === undefined) return { error: BUDGET_MESSAGES.guestsInvalid };
    if (value < BUDGET_RANGES.guests.min) return { error: BUDGET_MESSAGES.guestsMin };
    if (!Number.isInteger(value)) return { error: BUDGET_MESSAGES.guestsInvalid };
    if (value > BUDGET_RANGES.guests.max) return { error: BUDGET_MESSAGES.guestsMax };
    return { value };
  }
  if (text === "") return { error: BUDGET_MESSAGES.percentRequired(DRINKS[key].noun) };
  if (value === undefined || !inRange(value, BUDGET_RANGES.percent)) return { error: BUDGET_MESSAGES.percentInvalid };
  if (!hasAtMostDecimals(value, 2)) return { error: BUDGET_MESSAGES.percentDecimals };
  return { value };
}

export function isQualityLevel(value: unknown): value is QualityLevel {
  return typeof value === "string" && (QUALITY_LEVELS as readonly string[]).includes(value);
}

/** A failure is either wrong fields or, with every field right, percentages that do not sum to 100. */
export type BudgetValidation = Validation<
  BudgetInput,
  BudgetFieldErrors,
  { kind: "fields"; percentages?: undefined; sum?: undefined } | { kind: "sum"; percentages: Shares; sum: number }
>;

/**
 * Field rules of docs/decisions/0019-budget-rules.md with the plausibility ranges of issue 16 (`checkField`), then the
 * sum rule (100 within 0.01). Field errors come first: the sum is only judged once every
 * percentage is a valid number.
 */
export function validateBudgetForm(values: BudgetFormValues): BudgetValidation {
  const fieldErrors: BudgetFieldErrors = {};

  const totalCheck = checkField("total", values.total);
  if (totalCheck.error) fieldErrors.total = totalCheck.error;
  const total = totalCheck.value;

  const guestsCheck = checkField("guests", values.guests);
  if (guestsCheck.error) fieldErrors.guests = guestsCheck.error;
  const guests = guestsCheck.value;

  const percentages = { beer: 0, wine: 0, spirits: 0, nonAlcoholic: 0 } as Shares;
  for (const type of DRINK_TYPES) {
    const check = checkField(type, values[type]);
    if (check.error) fieldErrors[type] = check.error;
    else percentages[type] = check.value ?? 0;
  }

  const quality = isQualityLevel(values.quality) ? values.quality : BUDGET_DEFAULTS.qualityLevel;

  if (Object.keys(fieldErrors).length > 0) return { ok: false, kind: "fields", errors: fieldErrors };
  const sum = percentageSum(percentages);
  if (!isPercentageSumValid(sum)) return { ok: false, kind: "sum", errors: fieldErrors, percentages, sum };
  const input: BudgetInput = { totalBudget: total as number, qualityLevel: quality, percentages };
  if (guests !== undefined) input.guestCount = guests;
  return { ok: true, value: input, errors: fieldErrors };
}

/** The four typed percentages as numbers (invalid or empty → 0), e.g. to place the sliders. */
export function typedPercentages(values: BudgetFormValues): Shares {
  return Object.fromEntries(
    DRINK_TYPES.map((t) => {
      const v = parseField(values[t]);
      return [t, v !== undefined && v >= 0 ? Math.min(v, 100) : 0];
    }),
  ) as Shares;
}

// ---------------------------------------------------------------------------
// URL state (docs/decisions/0003-url-state.md): /orcamento?total=1000&convidados=20&qualidade=medium&cerveja=50&…
// ---------------------------------------------------------------------------

export const URL_PARAMS = {
  total: "total",
  guests: "convidados",
  quality: "qualidade",
  beer: "cerveja",
  wine: "vinho",
  spirits: "destilados",
  nonAlcoholic: "sem_alcool",
} as const satisfies Record<keyof BudgetFormValues, string>;

/** Keeps what a number field would keep (digits, "." and ","), so a URL cannot inject text. */
function keepNumberChars(raw: string): string {
  return raw.replace(/[^\d.,]/g, "").slice(0, 20);
}

/**
 * A URL or submitted value back to what the field shows. The link's dot decimal gets the
 * Brazilian comma ("1500.5" → "1500,5"); anything else stays as it was typed ("1.500" and
 * "1.500,00" from a form submitted without JavaScript), since the field reads it the same
 * way (`parseField`) the URL does.
 */
function urlToInput(raw: string): string {
  const s = keepNumberChars(raw.trim());
  return /^\d+\.\d{1,2}$/.test(s) ? s.replace(".", ",") : s;
}

/**
 * A field for the URL (issue 16: one rule for the whole form): a valid value as a plain
 * number with a dot ("1.500,00" → "1500"); an invalid or absurd one is written empty, so a link
 * never carries it: opening it asks for the total or a percentage again. An empty (or
 * invalid) guest count reads back as "no guests", the field being optional.
 */
function budgetNumberField(key: BudgetField): UrlField<string, BudgetFormValues> {
  return {
    name: URL_PARAMS[key],
    fallback: defaultFormValues()[key],
    read: urlToInput,
    write: (value) => {
      const { value: n } = checkField(key, value);
      return n === undefined ? "" : toQueryNumber(n);
    },
  };
}

/**
 * docs/decisions/0003-url-state.md: the form in the URL, parameters always all present and in the same order. A
 * missing parameter takes its default; a present but empty `convidados` means "no guest
 * count" (the field is optional).
 */
export const BUDGET_URL_FIELDS: UrlFields<BudgetFormValues> = {
  total: budgetNumberField("total"),
  guests: budgetNumberField("guests"),
  quality: {
    name: URL_PARAMS.quality,
    fallback: BUDGET_DEFAULTS.qualityLevel,
    read: (raw) => (isQualityLevel(raw) ? raw : BUDGET_DEFAULTS.qualityLevel),
    write: (quality) => quality,
  },
  beer: budgetNumberField("beer"),
  wine: budgetNumberField("wine"),
  spirits: budgetNumberField("spirits"),
  nonAlcoholic: budgetNumberField("nonAlcoholic"),
};

/** The form as the URL describes it; `fromUrl` tells whether the URL carried any budget parameter (a plain visit does not). */
export function formFromSearchParams(params: URLSearchParams): { values: BudgetFormValues; fromUrl: boolean } {
  return { values: readFields(params, BUDGET_URL_FIELDS), fromUrl: hasAnyField(params, BUDGET_URL_FIELDS) };
}

/** The query string for the form, parameters always in the same order. */
export function formToQuery(values: BudgetFormValues): string {
  return writeFields(values, BUDGET_URL_FIELDS, formEncoding);
}

/** The query string of a valid input (used to build example links). */
export function inputToQuery(input: BudgetInput): string {
  const p = input.percentages;
  // Through the form as a visitor would type it (a decimal comma), so "100.123" is never read as thousands.
  return formToQuery({
    total: numberToInput(input.totalBudget),
    guests: input.guestCount === undefined ? "" : numberToInput(input.guestCount),
    quality: input.qualityLevel,
    beer: numberToInput(p.beer),
    wine: numberToInput(p.wine),
    spirits: numberToInput(p.spirits),
    nonAlcoholic: numberToInput(p.nonAlcoholic),
  });
}
