/**
 * The brewing tools of the ABV page (docs/decisions/0018-abv-rules.md; docs/decisions/0001-calculator-formulas.md):
 * refractometer correction, priming sugar and dilution. Pure logic, no React, no DOM. Their
 * inputs and URL state are abv-tools-state.ts, re-exported here.
 */
import { abvStandard, RANGES, sgToPlato } from "~/calculators/abv";
import { refractometerOriginalGravity, terrillFinalGravity, WARNINGS } from "~/calculators/abv-advanced";
import {
  type AbvToolName,
  BATCH_LITRES,
  type DilutionInput,
  DILUTION_FIELDS,
  inField,
  type PrimingInput,
  PRIMING_FIELDS,
  parsePrimingSugar,
  type RefractometerInput,
  REFRACTOMETER_FIELDS,
} from "~/calculators/abv-tools-state";
import type { FieldErrors, Validation } from "~/calculators/validation";
import { formatNumber } from "~/lib/format";
import { describeRange, inRange, parseNumber } from "~/lib/numbers";
import type { PrimingValues } from "~/calculators/priming";

export * from "~/calculators/abv-tools-state";
// Priming's formula is priming.ts, shared with the recipe sheet (issue 30).
export * from "~/calculators/priming";

// ---------------------------------------------------------------------------
// Refractometer correction
// ---------------------------------------------------------------------------

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

export const PRIMING_MESSAGES = {
  volume: "Volume deve ser um número positivo",
  volumeRange: `Volume deve estar ${describeRange(BATCH_LITRES)}`,
  co2: "Volumes de CO₂ devem ser um número positivo",
  co2Max: "Volumes de CO₂ devem ser de no máximo 5",
  temperature: `Temperatura deve estar ${describeRange(PRIMING_FIELDS.temperature.range)}`,
  sugar: "Escolha um tipo de açúcar",
} as const;

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

// ---------------------------------------------------------------------------
// Dilution
// ---------------------------------------------------------------------------

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
// Titles and litres, for the tools' cards and the export
// ---------------------------------------------------------------------------

/** Litres with one or two decimals: "8,33 L", "20,0 L". */
export function formatLitres(n: number): string {
  return `${formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 2 })} L`;
}

export const TOOL_TITLES: Record<AbvToolName, string> = {
  refractometer: "Correção do refratômetro",
  priming: "Açúcar para priming",
  dilution: "Diluição",
};
