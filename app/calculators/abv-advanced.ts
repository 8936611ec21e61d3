/**
 * The ABV page's advanced analysis (docs/decisions/0018-abv-rules.md, docs/decisions/0001-calculator-formulas.md): the
 * temperature and refractometer corrections, the Balling and Daniels formulas, the advanced
 * tab's validation and result, and the labels the analysis and the export show. Apart from
 * abv.ts (what the basic tab, the URL state and the basic result need) because only the
 * deferred parts use it, the advanced tab, the tools and the export, whose code is not on a
 * first visit (issue 12). Pure logic, no React, no DOM.
 */
import {
  type AbvFormula,
  abvStandard,
  type AdvancedInput,
  alcoholCategory,
  apparentAttenuation,
  caloriesPer100ml,
  DEFAULT_CALIBRATION_C,
  DEFAULT_WCF,
  displayedAbv,
  type AlcoholCategory,
  KINDS,
  type Measurement,
  MESSAGES,
  parseFormula,
  parseMeasurement,
  RANGES,
  type ReadingMessages,
  realAttenuation,
  realExtract,
  sgToPlato,
  validateReadings,
} from "~/calculators/abv";
import type { FieldErrors, Validation } from "~/calculators/validation";
import { formatNumber } from "~/lib/format";
import { describeRange, inRange, parseNumber } from "~/lib/numbers";

// ---------------------------------------------------------------------------
// Labels, messages and warnings
// ---------------------------------------------------------------------------

export const FORMULA_LABELS: Record<AbvFormula, string> = {
  standard: "Padrão",
  balling: "Balling (extrato real)",
  daniels: "Daniels (alternativa)",
};

export const FORMULA_DESCRIPTIONS: Record<AbvFormula, string> = {
  standard: "(OG − FG) × 131,25: a mais usada, ótima até uns 6–7% de álcool.",
  balling: "Pelo extrato real em °P: mais fiel em cervejas fortes.",
  daniels: "Fórmula alternativa de Daniels: mais precisa em cervejas de alta densidade.",
};

export const MEASUREMENT_LABELS: Record<Measurement, string> = {
  hydrometer: "Densímetro",
  refractometer: "Refratômetro",
};

/** The refractometer's readings, in °Bx (the hydrometer's: abv.ts's MESSAGES). */
export const BRIX_MESSAGES: ReadingMessages = {
  ogPositive: "Leitura original deve ser um número positivo",
  fgPositive: "Leitura final deve ser um número positivo",
  fgAboveOg: "Leitura final deve ser menor ou igual à leitura original",
  ogRange: `Leitura original deve estar ${describeRange(RANGES.brixOriginal)}`,
  fgRange: "Leitura final deve ser de no máximo 40 °Bx",
};

/** The advanced tab's own fields. */
export const ADVANCED_MESSAGES = {
  temperature: "Temperatura deve ser um número maior ou igual a 0",
  temperatureMax: "Temperatura deve ser de no máximo 100 °C",
  calibration: `Temperatura de calibração deve estar ${describeRange(RANGES.calibration)}`,
  wcf: `Fator de correção do mosto deve estar ${describeRange(RANGES.wcf)}`,
} as const;

export const WARNINGS = {
  refractometerNotBelow:
    "A leitura final não está abaixo da original. Confira as leituras: a fermentação sempre reduz o °Bx, mesmo com o álcool distorcendo o refratômetro.",
  hotSample:
    "Amostras acima de 40 °C dão leituras pouco confiáveis mesmo com a correção. Resfrie a amostra até perto da temperatura de calibração.",
} as const;

// ---------------------------------------------------------------------------
// Conversions (docs/decisions/0001-calculator-formulas.md)
// ---------------------------------------------------------------------------

/** Specific gravity → degrees Brix (the cubic Brewer's Friend and Brewtarget use). */
export function sgToBrix(sg: number): number {
  return ((182.4601 * sg - 775.6821) * sg + 1262.7794) * sg - 669.5622;
}

/**
 * Degrees Plato (or Brix, for sugar solutions the two scales coincide) → specific
 * gravity: SG = 1 + P / (258.6 − (P / 258.2) × 227.1) (the inverse used by Brewer's
 * Friend; Hall, Zymurgy 1995).
 */
export function extractToSg(degrees: number): number {
  return 1 + degrees / (258.6 - (degrees / 258.2) * 227.1);
}

export function celsiusToFahrenheit(c: number): number {
  return (c * 9) / 5 + 32;
}

// ---------------------------------------------------------------------------
// Hydrometer temperature correction (docs/decisions/0001-calculator-formulas.md)
// ---------------------------------------------------------------------------

/**
 * The density polynomial of the hydrometer correction (T in °F), as used by Brewer's
 * Friend's "Hydrometer Temperature Correction" calculator.
 */
export function hydrometerPolynomial(tempF: number): number {
  return 1.00130346 - 0.000134722124 * tempF + 0.00000204052596 * tempF ** 2 - 0.00000000232820948 * tempF ** 3;
}

/** SG_corrected / SG_read for a sample read at `readingC` on a hydrometer calibrated at `calibrationC`. */
export function hydrometerCorrectionFactor(readingC: number, calibrationC = DEFAULT_CALIBRATION_C): number {
  return hydrometerPolynomial(celsiusToFahrenheit(readingC)) / hydrometerPolynomial(celsiusToFahrenheit(calibrationC));
}

export function correctHydrometerReading(sg: number, readingC: number, calibrationC = DEFAULT_CALIBRATION_C): number {
  return sg * hydrometerCorrectionFactor(readingC, calibrationC);
}

// ---------------------------------------------------------------------------
// Refractometer (docs/decisions/0001-calculator-formulas.md)
// ---------------------------------------------------------------------------

/** Original gravity from an unfermented wort reading: °Bx ÷ WCF, then the °P → SG inverse. */
export function refractometerOriginalGravity(originalBrix: number, wcf = DEFAULT_WCF): number {
  return extractToSg(originalBrix / wcf);
}

/**
 * Final gravity from the original and final refractometer readings, Sean Terrill's
 * cubic ("Refractometer FG Results", 2011), both readings divided by the WCF first:
 * FG = 1 − 0.0044993·OB + 0.011774·FB + 0.00027581·OB² − 0.0012717·FB²
 *        − 0.0000072800·OB³ + 0.000063293·FB³
 */
export function terrillFinalGravity(originalBrix: number, finalBrix: number, wcf = DEFAULT_WCF): number {
  const ob = originalBrix / wcf;
  const fb = finalBrix / wcf;
  return (
    1 -
    0.0044993 * ob +
    0.011774 * fb +
    0.00027581 * ob ** 2 -
    0.0012717 * fb ** 2 -
    0.00000728 * ob ** 3 +
    0.000063293 * fb ** 3
  );
}

// ---------------------------------------------------------------------------
// Alcohol by the other formulas (docs/decisions/0001-calculator-formulas.md)
// ---------------------------------------------------------------------------

/**
 * Ray Daniels, "Designing Great Beers" (1996), the "alternate" formula as Brewer's
 * Friend applies it: ABW = 76.08 × (OG − FG) / (1.775 − OG), and ABV = ABW × FG / 0.794
 * (0.794 is the specific gravity of ethanol). The spec dropped × FG / 0.794 (docs/decisions/0001-calculator-formulas.md).
 */
export function abvDaniels(og: number, fg: number): number {
  return ((76.08 * (og - fg)) / (1.775 - og)) * (fg / 0.794);
}

/**
 * Balling via real extract (docs/decisions/0001-calculator-formulas.md): OE and AE in °P, RE = 0.1808·OE + 0.8192·AE,
 * ABW = (OE − RE) / (2.0665 − 0.010665·OE), ABV = ABW × FG / 0.794.
 */
export function abvBalling(og: number, fg: number): number {
  const oe = sgToPlato(og);
  const re = realExtract(oe, sgToPlato(fg));
  const abw = (oe - re) / (2.0665 - 0.010665 * oe);
  return abw * (fg / 0.794);
}

export function abvByFormula(formula: AbvFormula, og: number, fg: number): number {
  switch (formula) {
    case "balling":
      return abvBalling(og, fg);
    case "daniels":
      return abvDaniels(og, fg);
    default:
      return abvStandard(og, fg);
  }
}

// ---------------------------------------------------------------------------
// The advanced tab: validation and result
// ---------------------------------------------------------------------------

export interface AdvancedValues {
  og: number;
  fg: number;
  temperature: number;
  formula: AbvFormula;
  measurement: Measurement;
  calibration: number;
  wcf: number;
}

export type AdvancedField = keyof AdvancedInput;

/**
 * docs/decisions/0018-abv-rules.md: OG and FG positive with FG ≤ OG, temperature ≥ 0, formula and
 * measurement from their enumerations. With the refractometer the readings are °Bx.
 * Temperature and calibration are checked for the hydrometer only, the WCF for the
 * refractometer only: each instrument's form shows just its own fields.
 */
export function validateAdvanced(input: AdvancedInput): Validation<AdvancedValues, FieldErrors<AdvancedInput>> {
  const errors: FieldErrors<AdvancedInput> = {};
  const formula = parseFormula(input.formula);
  const measurement = parseMeasurement(input.measurement);
  if (!formula) errors.formula = "Escolha uma fórmula válida";
  if (!measurement) errors.measurement = "Escolha um instrumento válido";

  const readings = validateReadings(
    input,
    measurement ?? "hydrometer",
    measurement === "refractometer" ? BRIX_MESSAGES : MESSAGES,
  );
  Object.assign(errors, readings.errors);
  let calibration = DEFAULT_CALIBRATION_C;
  let wcf = DEFAULT_WCF;

  if (measurement === "refractometer") {
    const w = parseNumber(input.wcf, KINDS.wcf);
    if (w === undefined || !inRange(w, RANGES.wcf)) errors.wcf = ADVANCED_MESSAGES.wcf;
    else wcf = w;
  } else {
    const c = parseNumber(input.calibration, KINDS.temperature);
    if (c === undefined || !inRange(c, RANGES.calibration)) errors.calibration = ADVANCED_MESSAGES.calibration;
    else calibration = c;
  }

  // The sample temperature corrects hydrometer readings only (refractometers compensate
  // it themselves, ATC), so it is validated only for the hydrometer.
  let temperature = parseNumber(input.temperature, KINDS.temperature);
  if (measurement === "refractometer") {
    if (temperature === undefined || !inRange(temperature, RANGES.temperature)) temperature = DEFAULT_CALIBRATION_C;
  } else if (temperature === undefined || temperature < RANGES.temperature.min)
    errors.temperature = ADVANCED_MESSAGES.temperature;
  else if (temperature > RANGES.temperature.max) errors.temperature = ADVANCED_MESSAGES.temperatureMax;

  if (Object.keys(errors).length > 0 || !readings.ok || temperature === undefined || !formula || !measurement) {
    return { ok: false, errors };
  }
  return { ok: true, value: { ...readings.value, temperature, formula, measurement, calibration, wcf }, errors };
}

export interface AdvancedResult {
  formula: AbvFormula;
  measurement: Measurement;
  /** What the visitor typed: SG for the hydrometer, °Bx for the refractometer. */
  readings: { og: number; fg: number };
  temperature: number;
  calibration: number;
  wcf: number;
  /** SG_corrected / SG_read (hydrometer); null for the refractometer. */
  temperatureFactor: number | null;
  abv: number;
  category: AlcoholCategory;
  apparentAttenuation: number | null;
  realAttenuation: number | null;
  ogCorrected: number;
  fgCorrected: number;
  ogPlato: number;
  fgPlato: number;
  ogBrix: number;
  fgBrix: number;
  calories: number;
  warnings: string[];
}

/**
 * The full analysis. Hydrometer: both readings corrected for the sample temperature
 * against the calibration temperature. Refractometer: OG from the original °Bx, FG by
 * Terrill's cubic. Everything else is computed from the corrected gravities.
 */
export function calculateAdvanced(values: AdvancedValues): AdvancedResult {
  const { formula, measurement, temperature, calibration, wcf } = values;
  const warnings: string[] = [];
  let ogCorrected: number;
  let fgCorrected: number;
  let temperatureFactor: number | null = null;

  if (measurement === "refractometer") {
    ogCorrected = refractometerOriginalGravity(values.og, wcf);
    fgCorrected = terrillFinalGravity(values.og, values.fg, wcf);
    if (!(values.fg < values.og)) warnings.push(WARNINGS.refractometerNotBelow);
  } else {
    temperatureFactor = hydrometerCorrectionFactor(temperature, calibration);
    ogCorrected = values.og * temperatureFactor;
    fgCorrected = values.fg * temperatureFactor;
    if (temperature > 40) warnings.push(WARNINGS.hotSample);
  }

  const abv = abvByFormula(formula, ogCorrected, fgCorrected);
  return {
    formula,
    measurement,
    readings: { og: values.og, fg: values.fg },
    temperature,
    calibration,
    wcf,
    temperatureFactor,
    abv,
    category: alcoholCategory(displayedAbv(abv)),
    apparentAttenuation: apparentAttenuation(ogCorrected, fgCorrected),
    realAttenuation: realAttenuation(ogCorrected, fgCorrected),
    ogCorrected,
    fgCorrected,
    ogPlato: sgToPlato(ogCorrected),
    fgPlato: sgToPlato(fgCorrected),
    ogBrix: sgToBrix(ogCorrected),
    fgBrix: sgToBrix(fgCorrected),
    calories: caloriesPer100ml(ogCorrected, fgCorrected),
    warnings,
  };
}

export function advancedResultFor(input: AdvancedInput): AdvancedResult | undefined {
  const v = validateAdvanced(input);
  return v.ok ? calculateAdvanced(v.value) : undefined;
}

// ---------------------------------------------------------------------------
// Display
// ---------------------------------------------------------------------------

/** °P and °Bx with one decimal: 12.39 → "12,4". */
export function formatDegrees(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function formatCalories(kcal: number): string {
  return `${formatNumber(kcal, { maximumFractionDigits: 0 })} kcal/100 ml`;
}
