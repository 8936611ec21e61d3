/**
 * Priming sugar (docs/decisions/0001-calculator-formulas.md): the ABV page's tool (abv-tools.ts
 * re-exports this) and the recipe sheet's carbonation (issue 30). Pure, no React, no DOM.
 */
import type { PrimingSugar } from "~/calculators/abv-tools-state";

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
