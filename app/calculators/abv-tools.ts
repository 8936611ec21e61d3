/**
 * The brewing tools of the ABV page (docs/decisions/0018-abv-rules.md; docs/decisions/0001-calculator-formulas.md):
 * refractometer correction, priming sugar and dilution. Pure logic, no React, no DOM.
 */
import { parseDecimal } from "~/lib/format";
import {
  abvStandard,
  BRIX_MAX,
  refractometerOriginalGravity,
  sgToPlato,
  terrillFinalGravity,
  WARNINGS,
} from "~/calculators/abv";
import type { FieldErrors, Validation } from "~/calculators/validation";

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

export const REFRACTOMETER_MESSAGES = {
  original: "Leitura original deve ser um número positivo",
  originalMax: "Leitura original deve ser de no máximo 40 °Bx",
  final: "Leitura final deve ser um número positivo",
  finalMax: "Leitura final deve ser de no máximo 40 °Bx",
  wcf: "Fator de correção do mosto deve estar entre 0,8 e 1,2",
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
  const original = parseDecimal(input.original);
  const final = parseDecimal(input.final);
  const wcf = parseDecimal(input.wcf);
  if (original === undefined || original <= 0) errors.original = REFRACTOMETER_MESSAGES.original;
  else if (original > BRIX_MAX) errors.original = REFRACTOMETER_MESSAGES.originalMax;
  if (final === undefined || final <= 0) errors.final = REFRACTOMETER_MESSAGES.final;
  else if (final > BRIX_MAX) errors.final = REFRACTOMETER_MESSAGES.finalMax;
  if (wcf === undefined || wcf < 0.8 || wcf > 1.2) errors.wcf = REFRACTOMETER_MESSAGES.wcf;
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

export const PRIMING_MESSAGES = {
  volume: "Volume deve ser um número positivo",
  co2: "Volumes de CO₂ devem ser um número positivo",
  co2Max: "Volumes de CO₂ devem ser de no máximo 5",
  temperature: "Temperatura deve estar entre -10 e 50 °C",
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
  const volume = parseDecimal(input.volume);
  const co2 = parseDecimal(input.co2);
  const temperature = parseDecimal(input.temperature);
  const sugar = parsePrimingSugar(input.sugar);
  if (volume === undefined || volume <= 0) errors.volume = PRIMING_MESSAGES.volume;
  if (co2 === undefined || co2 <= 0) errors.co2 = PRIMING_MESSAGES.co2;
  else if (co2 > 5) errors.co2 = PRIMING_MESSAGES.co2Max;
  if (temperature === undefined || temperature < -10 || temperature > 50)
    errors.temperature = PRIMING_MESSAGES.temperature;
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

export const DILUTION_MESSAGES = {
  current: "ABV atual deve ser um número positivo",
  currentMax: "ABV atual deve ser de no máximo 100%",
  targetPositive: "ABV desejado deve ser maior que zero",
  targetNotBelow: "ABV desejado deve ser menor que o ABV atual: a diluição só reduz o teor alcoólico",
  volume: "Volume deve ser um número positivo",
} as const;

export interface DilutionValues {
  current: number;
  target: number;
  volume: number;
}

/** docs/decisions/0001-calculator-formulas.md: reject a target ≥ the current ABV or ≤ 0 with a clear message (on the target). */
export function validateDilution(input: DilutionInput): Validation<DilutionValues, FieldErrors<DilutionInput>> {
  const errors: FieldErrors<DilutionInput> = {};
  const current = parseDecimal(input.current);
  const target = parseDecimal(input.target);
  const volume = parseDecimal(input.volume);
  if (current === undefined || current <= 0) errors.current = DILUTION_MESSAGES.current;
  else if (current > 100) errors.current = DILUTION_MESSAGES.currentMax;
  if (target === undefined || target <= 0) errors.target = DILUTION_MESSAGES.targetPositive;
  else if (current !== undefined && !errors.current && target >= current)
    errors.target = DILUTION_MESSAGES.targetNotBelow;
  if (volume === undefined || volume <= 0) errors.volume = DILUTION_MESSAGES.volume;
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
