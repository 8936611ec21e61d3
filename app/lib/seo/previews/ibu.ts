// The IBU calculator's link preview (issue 15), read by its own parser.
import { calculateIbu, formatIbu, ibuFromQuery, ibuToQuery, validateIbu } from "~/calculators/ibu";
import { formatNumber } from "~/lib/format";
import { builder, countOf, litres, MAX_CARD_INPUTS, preview, type CalculatorPreview } from "./core";

/** "1,050", as the ABV calculator writes a gravity (its module is not part of this page). */
const formatGravity = (sg: number) => formatNumber(sg, { minimumFractionDigits: 3, maximumFractionDigits: 3 });

// ---------------------------------------------------------------------------
// /ibu and /abv
// ---------------------------------------------------------------------------

function ibuPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  const { input, fromLink } = ibuFromQuery(params);
  if (!fromLink) return null;
  const v = validateIbu(input);
  if (!v.ok) return null;
  const result = calculateIbu(v.value);
  const { volume, originalGravity, additions } = v.value;
  const ibu = `${formatIbu(result.totalIBU)} IBU`;
  const hops = countOf(additions.length, "adição de lúpulo", "adições de lúpulo");
  return preview("ibu", ibuToQuery(input), {
    title: `Receita com ${ibu} (${result.category})`,
    description: `Amargor ${result.category.toLowerCase()} pela fórmula de Tinseth: ${litres(volume)}, OG ${formatGravity(originalGravity)}, ${hops}.`,
    card: {
      headline: `${ibu} · ${result.category}`,
      details: [`Fórmula de Tinseth · ${hops}`],
      inputs: [
        `${litres(volume)}, OG ${formatGravity(originalGravity)}`,
        ...additions
          .slice(0, MAX_CARD_INPUTS - 1)
          .map(
            (a) => `${formatNumber(a.alphaAcid)}% alfa, ${formatNumber(a.weight)} g, ${formatNumber(a.boilTime)} min`,
          ),
      ],
    },
  });
}

export const ibuPreview = /* @__PURE__ */ builder(ibuPreviewOf);
