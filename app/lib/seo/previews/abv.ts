// The ABV calculator's link preview (issue 15), read by its own parser.
import {
  advancedQuery,
  basicQuery,
  basicResultFor,
  formatAbv,
  formatAttenuation,
  formatGravity,
  parseAbvQuery,
} from "~/calculators/abv";
import { advancedResultFor, FORMULA_LABELS, formatCalories } from "~/calculators/abv-advanced";
import { formatNumber } from "~/lib/format";
import { builder, preview, type CalculatorPreview } from "./core";

function abvPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  if (!params.has("og") && !params.has("fg")) return null;
  const state = parseAbvQuery(params);
  if (state.tab === "avancada") {
    const result = advancedResultFor(state.advanced);
    if (!result) return null;
    const brix = result.measurement === "refractometer";
    const reading = (n: number) => (brix ? `${formatNumber(n, { maximumFractionDigits: 1 })} °Bx` : formatGravity(n));
    const title = `ABV ${formatAbv(result.abv)} · ${formatCalories(result.calories)}`;
    return preview("abv", advancedQuery(state.advanced), {
      title,
      description: `Teor ${result.category.toLowerCase()}, fórmula ${FORMULA_LABELS[result.formula]}: OG ${reading(result.readings.og)}, FG ${reading(result.readings.fg)}, atenuação aparente ${formatAttenuation(result.apparentAttenuation)}.`,
      card: {
        headline: `ABV ${formatAbv(result.abv)} · ${result.category}`,
        details: [`${formatCalories(result.calories)} · atenuação ${formatAttenuation(result.apparentAttenuation)}`],
        inputs: [
          `OG ${reading(result.readings.og)} / FG ${reading(result.readings.fg)}`,
          `Fórmula ${FORMULA_LABELS[result.formula]}`,
        ],
      },
    });
  }
  const result = basicResultFor(state.basic);
  if (!result) return null;
  return preview("abv", basicQuery(state.basic), {
    title: `ABV ${formatAbv(result.abv)} · ${formatCalories(result.calories)}`,
    description: `Teor ${result.category.toLowerCase()}: OG ${formatGravity(result.og)}, FG ${formatGravity(result.fg)}, atenuação aparente ${formatAttenuation(result.apparentAttenuation)}.`,
    card: {
      headline: `ABV ${formatAbv(result.abv)} · ${result.category}`,
      details: [`${formatCalories(result.calories)} · atenuação ${formatAttenuation(result.apparentAttenuation)}`],
      inputs: [`OG ${formatGravity(result.og)} / FG ${formatGravity(result.fg)}`],
    },
  });
}

export const abvPreview = /* @__PURE__ */ builder(abvPreviewOf);
