/**
 * The brewing tools of the ABV page (docs/decisions/0018-abv-rules.md; docs/decisions/0001-calculator-formulas.md):
 * refractometer correction, priming sugar and dilution. Pure logic, no React, no DOM.
 */
import {
  abvStandard,
  KINDS,
  RANGES,
  refractometerOriginalGravity,
  SHOWN,
  shownNumber,
  sgToPlato,
  terrillFinalGravity,
  WARNINGS,
} from "~/calculators/abv";
import type { FieldErrors, Validation } from "~/calculators/validation";
import { formatNumber } from "~/lib/format";
import {
  describeRange,
  type FormatOptions,
  inRange,
  type NumberKind,
  parseNumber,
  type Range,
  toQueryNumber,
} from "~/lib/numbers";
import { commaKeepingEncoding, readFields, type UrlField, type UrlFields, writeFields } from "~/lib/url-state";

/**
 * One number field of a tool: how it reads a dot (docs/decisions/0002-brazilian-numbers.md,
 * revised), how it shows a value back, and its plausible range (issue 16). Every tool
 * field holds a quantity (°Bx, litres, volumes of CO₂, °C, %), except the refractometer's
 * correction factor, a decimal like a gravity.
 */
export interface ToolField {
  kind: NumberKind;
  shown: FormatOptions;
  range: Range;
  /** The lower bound itself is refused (a reading, a volume of CO₂, an ABV must be above 0). */
  positive?: boolean;
}

const quantity = (range: Range, positive = false): ToolField => ({
  kind: "grouped",
  shown: { maxDecimals: 2 },
  range,
  positive,
});

/** Litres of a homebrew batch: half a litre (a test bottle) to a thousand (a small brewery). */
export const BATCH_LITRES: Range = { min: 0.5, max: 1000, unit: "L" };

/** The number, when `raw` parses as `field` and lies in its range. */
function inField(raw: string, field: ToolField): number | undefined {
  const n = parseNumber(raw, field.kind);
  return n !== undefined && inRange(n, field.range) && !(field.positive && n <= 0) ? n : undefined;
}

// ---------------------------------------------------------------------------
// Refractometer correction
// ---------------------------------------------------------------------------

export interface RefractometerInput {
  original: string;
  final: string;
  wcf: string;
}

/** docs/decisions/0018-abv-rules.md: defaults 12.5 and 4.2 °Bx; docs/decisions/0001-calculator-formulas.md: wort correction factor 1.04. */
export const REFRACTOMETER_DEFAULTS: RefractometerInput = { original: "12,5", final: "4,2", wcf: "1,04" };

export const REFRACTOMETER_FIELDS = {
  original: quantity(RANGES.brixOriginal),
  final: quantity(RANGES.brixFinal, true),
  wcf: { kind: KINDS.wcf, shown: SHOWN.wcf, range: RANGES.wcf },
} satisfies Record<keyof RefractometerInput, ToolField>;

export const REFRACTOMETER_MESSAGES = {
  original: "Leitura original deve ser um número positivo",
  originalMax: `Leitura original deve estar ${describeRange(RANGES.brixOriginal)}`,
  final: "Leitura final deve ser um número positivo",
  finalMax: "Leitura final deve ser de no máximo 40 °Bx",
  wcf: `Fator de correção do mosto deve estar ${describeRange(RANGES.wcf)}`,
} as const;

export interface RefractometerValues {
  original: number;
  final: number;
  wcf: number;
}

export function validateRefractometer(
  input: RefractometerInput,
): Validation<RefractometerValues, FieldErrors<RefractometerInput>> {
  const errors: FieldErrors<RefractometerInput> = {};
  const f = REFRACTOMETER_FIELDS;
  const original = parseNumber(input.original, f.original.kind);
  const final = parseNumber(input.final, f.final.kind);
  const wcf = inField(input.wcf, f.wcf);
  if (original === undefined || original <= 0) errors.original = REFRACTOMETER_MESSAGES.original;
  else if (!inRange(original, f.original.range)) errors.original = REFRACTOMETER_MESSAGES.originalMax;
  if (final === undefined || final <= 0) errors.final = REFRACTOMETER_MESSAGES.final;
  else if (!inRange(final, f.final.range)) errors.final = REFRACTOMETER_MESSAGES.finalMax;
  if (wcf === undefined) errors.wcf = REFRACTOMETER_MESSAGES.wcf;
  if (Object.keys(errors).length > 0 || original === undefined || final === undefined || wcf === undefined) {
    return { ok: false, errors };
  }
  return { ok: true, value: { original, final, wcf }, errors };
}

export interface RefractometerResult {
  /** Readings divided by the WCF (°Bx). */
  originalCorrected: number;
  finalCorrected: number;
  og: number;
  fg: number;
  ogPlato: number;
  /** Standard formula on the corrected gravities. */
  abv: number;
  /** docs/decisions/0001-calculator-formulas.md: warn when the final reading is not below the original. */
  warning?: string;
}

/**
 * OG from the original reading ÷ WCF by the °P → SG inverse; FG by Terrill's cubic on
 * both readings ÷ WCF (the refractometer reads high once there is alcohol).
 */
export function calculateRefractometer({ original, final, wcf }: RefractometerValues): RefractometerResult {
  const og = refractometerOriginalGravity(original, wcf);
  const fg = terrillFinalGravity(original, final, wcf);
  return {
    originalCorrected: original / wcf,
    finalCorrected: final / wcf,
    og,
    fg,
    ogPlato: sgToPlato(og),
    abv: abvStandard(og, fg),
    ...(final < original ? {} : { warning: WARNINGS.refractometerNotBelow }),
  };
}

// ---------------------------------------------------------------------------
// Priming sugar
// ---------------------------------------------------------------------------

export const PRIMING_SUGARS = ["table", "corn", "honey", "dme"] as const;
export type PrimingSugar = (typeof PRIMING_SUGARS)[number];

/**
 * Grams per litre per volume of CO₂ (docs/decisions/0001-calculator-formulas.md): table sugar 4.0 g/L/vol; the others need more,
 * 4.0 divided by their fermentable yield relative to table sugar (corn sugar/dextrose
 * 0.91, honey 0.74, dry malt extract 0.68).
 */
export const PRIMING_SUGAR_INFO: Record<
  PrimingSugar,
  { label: string; yieldVsTableSugar: number; gramsPerLitrePerVolume: number }
> = {
  table: { label: "Açúcar refinado (sacarose)", yieldVsTableSugar: 1, gramsPerLitrePerVolume: 4.0 },
  corn: { label: "Açúcar de milho (dextrose)", yieldVsTableSugar: 0.91, gramsPerLitrePerVolume: 4.0 / 0.91 },
  honey: { label: "Mel", yieldVsTableSugar: 0.74, gramsPerLitrePerVolume: 4.0 / 0.74 },
  dme: { label: "Extrato de malte seco (DME)", yieldVsTableSugar: 0.68, gramsPerLitrePerVolume: 4.0 / 0.68 },
};

export function parsePrimingSugar(value: string | null | undefined): PrimingSugar | undefined {
  return PRIMING_SUGARS.find((s) => s === value);
}

export interface PrimingInput {
  volume: string;
  co2: string;
  temperature: string;
  sugar: PrimingSugar;
}

/** docs/decisions/0018-abv-rules.md: 20 L, 2.4 volumes, 20 °C. */
export const PRIMING_DEFAULTS: PrimingInput = { volume: "20", co2: "2,4", temperature: "20", sugar: "table" };

export const PRIMING_FIELDS = {
  volume: quantity(BATCH_LITRES),
  /** Above 5 volumes a bottle is at risk of bursting; 0 is "no sugar" (checked as positive). */
  co2: quantity({ min: 0, max: 5, unit: "vol" }, true),
  temperature: quantity({ min: -10, max: 50, unit: "°C" }),
} satisfies Record<Exclude<keyof PrimingInput, "sugar">, ToolField>;

export const PRIMING_MESSAGES = {
  volume: "Volume deve ser um número positivo",
  volumeRange: `Volume deve estar ${describeRange(BATCH_LITRES)}`,
  co2: "Volumes de CO₂ devem ser um número positivo",
  co2Max: "Volumes de CO₂ devem ser de no máximo 5",
  temperature: `Temperatura deve estar ${describeRange(PRIMING_FIELDS.temperature.range)}`,
  sugar: "Escolha um tipo de açúcar",
} as const;

export const PRIMING_WARNINGS = {
  temperatureRange:
    "A fórmula do CO₂ residual foi ajustada para cerveja entre 0 e 27 °C; fora dessa faixa a quantidade de açúcar é só uma estimativa.",
  belowResidual: "A cerveja já tem CO₂ residual suficiente para o alvo: não é preciso adicionar açúcar.",
} as const;

export interface PrimingValues {
  volume: number;
  co2: number;
  temperature: number;
  sugar: PrimingSugar;
}

export function validatePriming(input: PrimingInput): Validation<PrimingValues, FieldErrors<PrimingInput>> {
  const errors: FieldErrors<PrimingInput> = {};
  const f = PRIMING_FIELDS;
  const volume = parseNumber(input.volume, f.volume.kind);
  const co2 = parseNumber(input.co2, f.co2.kind);
  const temperature = inField(input.temperature, f.temperature);
  const sugar = parsePrimingSugar(input.sugar);
  if (volume === undefined || volume <= 0) errors.volume = PRIMING_MESSAGES.volume;
  else if (!inRange(volume, f.volume.range)) errors.volume = PRIMING_MESSAGES.volumeRange;
  if (co2 === undefined || co2 <= 0) errors.co2 = PRIMING_MESSAGES.co2;
  else if (!inRange(co2, f.co2.range)) errors.co2 = PRIMING_MESSAGES.co2Max;
  if (temperature === undefined) errors.temperature = PRIMING_MESSAGES.temperature;
  if (!sugar) errors.sugar = PRIMING_MESSAGES.sugar;
  if (
    Object.keys(errors).length > 0 ||
    volume === undefined ||
    co2 === undefined ||
    temperature === undefined ||
    !sugar
  ) {
    return { ok: false, errors };
  }
  return { ok: true, value: { volume, co2, temperature, sugar }, errors };
}

/**
 * CO₂ still dissolved in the beer (volumes) at the highest temperature it reached after
 * fermentation: 3.0378 − 0.050062·T + 0.00026555·T² with T in °F (the fit used by
 * Brewer's Friend and BeerSmith; the spec fed °C into it, docs/decisions/0001-calculator-formulas.md).
 */
export function residualCo2(temperatureC: number): number {
  const t = (temperatureC * 9) / 5 + 32;
  return 3.0378 - 0.050062 * t + 0.00026555 * t ** 2;
}

export interface PrimingResult {
  residual: number;
  /** Volumes of CO₂ the sugar must still produce (never negative). */
  needed: number;
  grams: number;
  gramsPerLitre: number;
  warnings: string[];
}

/** grams = g/L/vol × litres × max(0, target − residual) (docs/decisions/0001-calculator-formulas.md). */
export function calculatePriming({ volume, co2, temperature, sugar }: PrimingValues): PrimingResult {
  const residual = residualCo2(temperature);
  const needed = Math.max(0, co2 - residual);
  const gramsPerLitre = PRIMING_SUGAR_INFO[sugar].gramsPerLitrePerVolume * needed;
  const warnings: string[] = [];
  if (temperature < 0 || temperature > 27) warnings.push(PRIMING_WARNINGS.temperatureRange);
  if (needed === 0) warnings.push(PRIMING_WARNINGS.belowResidual);
  return { residual, needed, grams: gramsPerLitre * volume, gramsPerLitre, warnings };
}

// ---------------------------------------------------------------------------
// Dilution
// ---------------------------------------------------------------------------

export interface DilutionInput {
  current: string;
  target: string;
  volume: string;
}

/** docs/decisions/0018-abv-rules.md: 8.5 %, 6.0 %, 20 L. */
export const DILUTION_DEFAULTS: DilutionInput = { current: "8,5", target: "6,0", volume: "20" };

/** An ABV shows one decimal at least, as the defaults are written ("6,0"). */
const abv: ToolField = {
  ...quantity({ min: 0, max: 100, unit: "%" }, true),
  shown: { minDecimals: 1, maxDecimals: 2 },
};

export const DILUTION_FIELDS = {
  current: abv,
  /** Also below the current ABV, a rule between two fields checked by validateDilution. */
  target: abv,
  volume: quantity(BATCH_LITRES),
} satisfies Record<keyof DilutionInput, ToolField>;

export const DILUTION_MESSAGES = {
  current: "ABV atual deve ser um número positivo",
  currentMax: "ABV atual deve ser de no máximo 100%",
  targetPositive: "ABV desejado deve ser maior que zero",
  targetNotBelow: "ABV desejado deve ser menor que o ABV atual: a diluição só reduz o teor alcoólico",
  volume: "Volume deve ser um número positivo",
  volumeRange: `Volume deve estar ${describeRange(BATCH_LITRES)}`,
} as const;

export interface DilutionValues {
  current: number;
  target: number;
  volume: number;
}

/** docs/decisions/0001-calculator-formulas.md: reject a target ≥ the current ABV or ≤ 0 with a clear message (on the target). */
export function validateDilution(input: DilutionInput): Validation<DilutionValues, FieldErrors<DilutionInput>> {
  const errors: FieldErrors<DilutionInput> = {};
  const f = DILUTION_FIELDS;
  const current = parseNumber(input.current, f.current.kind);
  const target = parseNumber(input.target, f.target.kind);
  const volume = parseNumber(input.volume, f.volume.kind);
  if (current === undefined || current <= 0) errors.current = DILUTION_MESSAGES.current;
  else if (current > f.current.range.max) errors.current = DILUTION_MESSAGES.currentMax;
  if (target === undefined || target <= 0) errors.target = DILUTION_MESSAGES.targetPositive;
  else if (current !== undefined && !errors.current && target >= current)
    errors.target = DILUTION_MESSAGES.targetNotBelow;
  else if (target > f.target.range.max) errors.target = DILUTION_MESSAGES.targetNotBelow;
  if (volume === undefined || volume <= 0) errors.volume = DILUTION_MESSAGES.volume;
  else if (!inRange(volume, f.volume.range)) errors.volume = DILUTION_MESSAGES.volumeRange;
  if (Object.keys(errors).length > 0 || current === undefined || target === undefined || volume === undefined) {
    return { ok: false, errors };
  }
  return { ok: true, value: { current, target, volume }, errors };
}

export interface DilutionResult {
  finalVolume: number;
  water: number;
}

/** C1·V1 = C2·V2: final volume = current ABV × volume / target ABV; water = final − current volume. */
export function calculateDilution({ current, target, volume }: DilutionValues): DilutionResult {
  const finalVolume = (current * volume) / target;
  return { finalVolume, water: finalVolume - volume };
}

// ---------------------------------------------------------------------------
// The tools in the URL and in the export (issue 16)
// ---------------------------------------------------------------------------

/**
 * The tools' inputs on the page. null: the tool has not been used (it shows its defaults,
 * and stays out of the URL and of the export). A tool becomes used when one of its fields
 * changes or its form is submitted, so "Baixar PDF" lists what the visitor worked out.
 */
export interface AbvTools {
  refractometer: RefractometerInput | null;
  priming: PrimingInput | null;
  dilution: DilutionInput | null;
}

export type AbvToolName = keyof AbvTools;

export const TOOLS_UNUSED: AbvTools = { refractometer: null, priming: null, dilution: null };

export const TOOL_DEFAULTS = {
  refractometer: REFRACTOMETER_DEFAULTS,
  priming: PRIMING_DEFAULTS,
  dilution: DILUTION_DEFAULTS,
} as const satisfies { [K in AbvToolName]: NonNullable<AbvTools[K]> };

/** A tool's number in the URL: written only when valid (a dot decimal, no thousands group); read by its kind. */
function toolNumber<F>(name: string, fallback: string, field: ToolField): UrlField<string, F> {
  return {
    name,
    fallback,
    read: (raw) => shownNumber(raw, field.kind, field.shown),
    write: (value) => {
      const n = inField(value, field);
      return n === undefined ? undefined : toQueryNumber(n, field.kind);
    },
  };
}

/**
 * The query parameters of each tool (Portuguese, short, docs/decisions/0003-url-state.md),
 * also the `name`s of its fields, so its form works as a GET form without JavaScript.
 */
export const TOOL_PARAMS = {
  refractometer: { original: "refr_og", final: "refr_fg", wcf: "refr_fator" },
  priming: { volume: "priming_litros", co2: "priming_co2", temperature: "priming_temp", sugar: "priming_acucar" },
  dilution: { current: "diluicao_atual", target: "diluicao_alvo", volume: "diluicao_litros" },
} as const satisfies { [K in AbvToolName]: Record<keyof NonNullable<AbvTools[K]>, string> };

const REFRACTOMETER_URL: UrlFields<RefractometerInput> = {
  original: toolNumber(
    TOOL_PARAMS.refractometer.original,
    REFRACTOMETER_DEFAULTS.original,
    REFRACTOMETER_FIELDS.original,
  ),
  final: toolNumber(TOOL_PARAMS.refractometer.final, REFRACTOMETER_DEFAULTS.final, REFRACTOMETER_FIELDS.final),
  wcf: toolNumber(TOOL_PARAMS.refractometer.wcf, REFRACTOMETER_DEFAULTS.wcf, REFRACTOMETER_FIELDS.wcf),
};

const PRIMING_URL: UrlFields<PrimingInput> = {
  volume: toolNumber(TOOL_PARAMS.priming.volume, PRIMING_DEFAULTS.volume, PRIMING_FIELDS.volume),
  co2: toolNumber(TOOL_PARAMS.priming.co2, PRIMING_DEFAULTS.co2, PRIMING_FIELDS.co2),
  temperature: toolNumber(TOOL_PARAMS.priming.temperature, PRIMING_DEFAULTS.temperature, PRIMING_FIELDS.temperature),
  sugar: {
    name: TOOL_PARAMS.priming.sugar,
    fallback: PRIMING_DEFAULTS.sugar,
    read: (raw) => parsePrimingSugar(raw.trim()) ?? PRIMING_DEFAULTS.sugar,
    write: (sugar) => sugar,
  },
};

const DILUTION_URL: UrlFields<DilutionInput> = {
  current: toolNumber(TOOL_PARAMS.dilution.current, DILUTION_DEFAULTS.current, DILUTION_FIELDS.current),
  target: toolNumber(TOOL_PARAMS.dilution.target, DILUTION_DEFAULTS.target, DILUTION_FIELDS.target),
  volume: toolNumber(TOOL_PARAMS.dilution.volume, DILUTION_DEFAULTS.volume, DILUTION_FIELDS.volume),
};

const TOOL_URLS: { [K in AbvToolName]: UrlFields<NonNullable<AbvTools[K]>> } = {
  refractometer: REFRACTOMETER_URL,
  priming: PRIMING_URL,
  dilution: DILUTION_URL,
};

const TOOL_NAMES = Object.keys(TOOL_URLS) as AbvToolName[];

/**
 * `tools` with `patch` applied to one tool, which is then used (typed into). Leaving a
 * field never marks a tool used by itself: each default is written the way its field
 * shows a value back on blur ("6,0", "1,04"), so the field does not rewrite it.
 */
export function patchTool<K extends AbvToolName>(
  tools: AbvTools,
  name: K,
  patch: Partial<NonNullable<AbvTools[K]>>,
): AbvTools {
  return { ...tools, [name]: { ...(tools[name] ?? TOOL_DEFAULTS[name]), ...patch } };
}

/** The tools a query string names (any of a tool's parameters marks it used; the others take defaults). */
export function parseToolsQuery(params: URLSearchParams): AbvTools {
  const read = <K extends AbvToolName>(name: K): AbvTools[K] => {
    const fields = TOOL_URLS[name] as UrlFields<NonNullable<AbvTools[K]>>;
    const used = Object.values<{ name: string }>(fields).some((f) => params.has(f.name));
    return used ? readFields(params, fields) : null;
  };
  return { refractometer: read("refractometer"), priming: read("priming"), dilution: read("dilution") };
}

/**
 * The used tools' parameters ("" when none), after the calculator's own. A field outside
 * its limits is left out, as in the calculator's (issue 16).
 */
export function toolsQuery(tools: AbvTools): string {
  return TOOL_NAMES.flatMap((name) => {
    const input = tools[name];
    if (!input) return [];
    const query = writeFields(input as never, TOOL_URLS[name] as UrlFields<never>, commaKeepingEncoding);
    return query ? [query] : [];
  }).join("&");
}

/** Litres with one or two decimals: "8,33 L", "20,0 L". */
export function formatLitres(n: number): string {
  return `${formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 2 })} L`;
}

export const TOOL_TITLES: Record<AbvToolName, string> = {
  refractometer: "Correção do refratômetro",
  priming: "Açúcar para priming",
  dilution: "Diluição",
};
