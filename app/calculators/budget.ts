/**
 * Drinks budget calculator (/orcamento). Pure logic: no React, no DOM.
 *
 * Formulas and constants are the spec's (docs/decisions/0019-budget-rules.md); docs/decisions/0001-calculator-formulas.md keeps them "as the spec":
 *   allocation = total budget × percentage / 100
 *   quantity   = ⌊allocation / unit price⌋
 *   leftover   = allocation − quantity × unit price           (our addition)
 *   cost per guest = total budget / guests                     (when guests are given)
 * Unit prices (R$, economic / medium / premium): beer 5/10/18, wine 30/60/120,
 * spirits 40/80/150, non-alcoholic 3/6/12 (docs/decisions/0019-budget-rules.md).
 *
 * The four sliders keep summing to exactly 100 (docs/decisions/0019-budget-rules.md): moving one redistributes the
 * remainder over the other three in proportion to their current values, rounded with the
 * largest-remainder (Hamilton) method so that the integer parts add up exactly.
 *
 * Numbers typed by the visitor follow docs/decisions/0002-brazilian-numbers.md (comma or dot); the URL carries them with a dot
 * (docs/decisions/0003-url-state.md) under the parameter names of issue 3.
 */
import type { FieldErrors, Validation } from "~/calculators/validation";
import { formatCurrency, formatNumber, parseDecimal } from "~/lib/format";
import {
  formEncoding,
  hasAnyField,
  readFields,
  toUrlNumber,
  type UrlField,
  type UrlFields,
  writeFields,
} from "~/lib/url-state";

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

export type BudgetUnit = "unidades" | "garrafas";

export interface DrinkInfo {
  /** Shown in the form, on the sliders and in the result lines. */
  label: string;
  /** docs/decisions/0019-budget-rules.md: beer and non-alcoholic are counted in "unidades", wine and spirits in "garrafas". */
  unit: BudgetUnit;
  /** The drink in a sentence: "16 unidades de bebidas sem álcool". */
  noun: string;
  /** The singular, for "R$ 10,00 por unidade". */
  unitSingular: "unidade" | "garrafa";
  /** The query-string parameter (issue 3, docs/decisions/0003-url-state.md). */
  param: "cerveja" | "vinho" | "destilados" | "sem_alcool";
}

export const DRINKS: Record<DrinkType, DrinkInfo> = {
  beer: { label: "Cerveja", noun: "cerveja", unit: "unidades", unitSingular: "unidade", param: "cerveja" },
  wine: { label: "Vinho", noun: "vinho", unit: "garrafas", unitSingular: "garrafa", param: "vinho" },
  spirits: { label: "Destilados", noun: "destilados", unit: "garrafas", unitSingular: "garrafa", param: "destilados" },
  nonAlcoholic: {
    label: "Sem álcool",
    noun: "bebidas sem álcool",
    unit: "unidades",
    unitSingular: "unidade",
    param: "sem_alcool",
  },
};

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
  guestsInvalid: "Digite um número inteiro de convidados.",
  guestsMin: "O número de convidados deve ser pelo menos 1.",
  percentRequired: (noun: string) => `Informe o percentual de ${noun}.`,
  percentInvalid: "Digite um percentual entre 0 e 100.",
  percentErrorTitle: "Erro de porcentagem",
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

export interface BudgetLine {
  type: DrinkType;
  label: string;
  percentage: number;
  /** R$ given to this drink. */
  allocation: number;
  /** Whole units (bottles or cans) the allocation buys. */
  quantity: number;
  unitPrice: number;
  unit: BudgetUnit;
  /** quantity × unit price. */
  spent: number;
  /** allocation − spent: money that buys less than one more unit. */
  leftover: number;
  /** quantity / guests, when guests are given. */
  perGuest?: number;
}

export interface BudgetResult {
  totalBudget: number;
  guestCount?: number;
  qualityLevel: QualityLevel;
  lines: BudgetLine[];
  /** Σ spent. */
  spent: number;
  /** Σ leftover = total budget − spent (when the percentages sum to 100). */
  leftover: number;
  /** total budget / guests, when guests are given. */
  costPerGuest?: number;
}

/** Sum of the four percentages. */
export function percentageSum(p: Shares): number {
  return p.beer + p.wine + p.spirits + p.nonAlcoholic;
}

/** docs/decisions/0019-budget-rules.md: the sum is accepted within 0.01 of 100 (33,33 + 33,33 + 33,34 = 100). */
export function isPercentageSumValid(sum: number): boolean {
  return Number.isFinite(sum) && Math.abs(sum - 100) <= PERCENT_SUM_TOLERANCE + 1e-9;
}

/** Rounds money to cents, so 0.1 + 0.2 style noise never reaches a comparison. */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * docs/decisions/0019-budget-rules.md: quantity = floor(allocation / unit price). The allocation is taken at cent
 * precision first so that floating-point noise (e.g. 69.99999999 for R$ 70) never costs
 * a whole unit.
 */
export function unitsFor(allocation: number, unitPrice: number): number {
  if (!(unitPrice > 0) || !(allocation > 0)) return 0;
  const allocationCents = Math.round(allocation * 100);
  const priceCents = Math.round(unitPrice * 100);
  return Math.floor(allocationCents / priceCents);
}

export function calculateBudget(input: BudgetInput): BudgetResult {
  const { totalBudget, guestCount, qualityLevel, percentages } = input;
  const hasGuests = guestCount !== undefined && guestCount >= MIN_GUESTS;
  const lines = DRINK_TYPES.map((type): BudgetLine => {
    const percentage = percentages[type];
    const allocation = cents((totalBudget * percentage) / 100);
    const unitPrice = UNIT_PRICES[type][qualityLevel];
    const quantity = unitsFor(allocation, unitPrice);
    const spent = cents(quantity * unitPrice);
    const line: BudgetLine = {
      type,
      label: DRINKS[type].label,
      percentage,
      allocation,
      quantity,
      unitPrice,
      unit: DRINKS[type].unit,
      spent,
      leftover: cents(allocation - spent),
    };
    if (hasGuests) line.perGuest = quantity / guestCount;
    return line;
  });
  const spent = cents(lines.reduce((acc, l) => acc + l.spent, 0));
  const result: BudgetResult = {
    totalBudget,
    qualityLevel,
    lines,
    spent,
    leftover: cents(lines.reduce((acc, l) => acc + l.leftover, 0)),
  };
  if (hasGuests) {
    result.guestCount = guestCount;
    result.costPerGuest = totalBudget / guestCount;
  }
  return result;
}

/** A one-sentence summary, for sharing and for screen readers. */
export function summarizeBudget(result: BudgetResult): string {
  const items = result.lines
    .filter((l) => l.quantity > 0)
    .map(
      (l) =>
        `${formatNumber(l.quantity)} ${l.quantity === 1 ? DRINKS[l.type].unitSingular : l.unit} de ${DRINKS[l.type].noun}`,
    );
  const list = items.length > 1 ? `${items.slice(0, -1).join(", ")} e ${items.at(-1)}` : (items[0] ?? "nenhuma bebida");
  const guests =
    result.guestCount !== undefined && result.costPerGuest !== undefined
      ? ` para ${formatNumber(result.guestCount)} ${result.guestCount === 1 ? "convidado" : "convidados"} (${formatCurrency(result.costPerGuest)} por pessoa)`
      : "";
  return `Orçamento de ${formatCurrency(result.totalBudget)}${guests}: ${list}.`;
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

/**
 * A money amount typed in Brazil (docs/decisions/0002-brazilian-numbers.md). On top of `parseDecimal`, a dot followed by
 * groups of exactly three digits with no decimal part ("1.500", "12.000.000") is a
 * thousands separator: nobody budgets R$ 1,5 for a party, and "1.500" is how a Brazilian
 * writes fifteen hundred reais. Anything else follows `parseDecimal` ("1.500,00",
 * "1500,50", "1500.50").
 */
export function parseMoney(input: string): number | undefined {
  const s = input.trim();
  if (/^\d{1,3}(\.\d{3})+$/.test(s)) return Number(s.replace(/\./g, ""));
  return parseDecimal(s);
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
 * Field rules of docs/decisions/0019-budget-rules.md (total ≥ 100; guests optional, whole and ≥ 1; each percentage a
 * number from 0 to 100), then the sum rule (100 within 0.01). Field errors come first:
 * the sum is only judged once every percentage is a valid number.
 */
export function validateBudgetForm(values: BudgetFormValues): BudgetValidation {
  const fieldErrors: BudgetFieldErrors = {};

  const totalText = values.total.trim();
  const total = parseMoney(totalText);
  if (totalText === "") fieldErrors.total = BUDGET_MESSAGES.totalRequired;
  else if (total === undefined || total < 0) fieldErrors.total = BUDGET_MESSAGES.totalInvalid;
  else if (total < MIN_TOTAL_BUDGET) fieldErrors.total = BUDGET_MESSAGES.totalMin;

  const guestsText = values.guests.trim();
  let guests: number | undefined;
  if (guestsText !== "") {
    guests = parseDecimal(guestsText);
    if (guests === undefined) fieldErrors.guests = BUDGET_MESSAGES.guestsInvalid;
    else if (guests < MIN_GUESTS) fieldErrors.guests = BUDGET_MESSAGES.guestsMin;
    else if (!Number.isInteger(guests)) fieldErrors.guests = BUDGET_MESSAGES.guestsInvalid;
  }

  const percentages = { beer: 0, wine: 0, spirits: 0, nonAlcoholic: 0 } as Shares;
  for (const type of DRINK_TYPES) {
    const text = values[type].trim();
    const value = parseDecimal(text);
    if (text === "") fieldErrors[type] = BUDGET_MESSAGES.percentRequired(DRINKS[type].noun);
    else if (value === undefined || value < 0 || value > 100) fieldErrors[type] = BUDGET_MESSAGES.percentInvalid;
    else percentages[type] = value;
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
      const v = parseDecimal(values[t]);
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

/** A URL value (dot decimal) back to what the field shows: "1500.5" → "1500,5". */
function urlToInput(raw: string): string {
  const s = raw.trim();
  if (/^\d+(\.\d+)?$/.test(s)) return s.replace(".", ",");
  return keepNumberChars(s);
}

/** A typed value for the URL: a dot as decimal separator; kept as typed when it is not a number. */
function inputToUrl(text: string, parse: (s: string) => number | undefined): string {
  const s = text.trim();
  if (s === "") return "";
  const n = parse(s);
  return n === undefined ? keepNumberChars(s) : toUrlNumber(n);
}

function budgetNumberField(
  key: Exclude<keyof BudgetFormValues, "quality">,
  parse = parseDecimal,
): UrlField<string, BudgetFormValues> {
  return {
    name: URL_PARAMS[key],
    fallback: defaultFormValues()[key],
    read: urlToInput,
    write: (value) => inputToUrl(value, parse),
  };
}

/**
 * docs/decisions/0003-url-state.md: the form in the URL, parameters always all present and in the same order. A
 * missing parameter takes its default; a present but empty `convidados` means "no guest
 * count" (the field is optional).
 */
export const BUDGET_URL_FIELDS: UrlFields<BudgetFormValues> = {
  total: budgetNumberField("total", parseMoney),
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

/** The result a URL reproduces (docs/decisions/0003-url-state.md), or undefined for a plain visit or invalid inputs. */
export function resultFromSearchParams(params: URLSearchParams): BudgetResult | undefined {
  const { values, fromUrl } = formFromSearchParams(params);
  if (!fromUrl) return undefined;
  const validation = validateBudgetForm(values);
  return validation.ok ? calculateBudget(validation.value) : undefined;
}
