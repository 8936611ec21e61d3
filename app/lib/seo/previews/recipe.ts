// The recipe sheet's link preview (issue 30, issue 15's cards): OG, IBU, ABV, EBC and the colour,
// read by the recipe's own parser and validator.
import { calculateRecipe, recipeFromQuery, recipeToQuery, validateRecipe } from "~/calculators/recipe";
import { srmToHex } from "~/content/infographics/colors";
import { BJCP_STYLES } from "~/content/infographics/styles";
import { formatFixed as fixed } from "~/lib/format";
import { builder, countOf, litres, preview, type CalculatorPreview } from "./core";

function recipePreviewOf(params: URLSearchParams): CalculatorPreview | null {
  const { input, fromLink } = recipeFromQuery(params);
  if (!fromLink) return null;
  const v = validateRecipe(input, BJCP_STYLES);
  if (!v.ok) return null;
  const r = calculateRecipe(v.value, BJCP_STYLES);
  const style = v.value.style ? `${v.value.style.name} (${v.value.style.bjcp})` : undefined;
  const og = `OG ${fixed(r.og, 3)}`;
  const abv = `${fixed(r.abv, 1)}% ABV`;
  const ibu = `${fixed(r.ibu.totalIBU, 1)} IBU`;
  const ebc = `${fixed(r.ebc, 0)} EBC`;
  const malts = countOf(v.value.malts.length, "malte", "maltes");
  const hops = countOf(v.value.hops.length, "lúpulo", "lúpulos");
  return preview("receita", recipeToQuery(input), {
    title: `${style ?? "Receita"}: ${og}, ${abv}, ${ibu}, ${ebc}`,
    description: `${litres(v.value.volume)} com ${malts} e ${hops}${v.value.yeast ? `, levedura ${v.value.yeast}` : ""}: FG ${fixed(r.fg, 3)}, cor ${r.colorBand.toLowerCase()} (${ebc}).`,
    card: {
      headline: `${og} · ${abv}`,
      details: [`${ibu} · ${ebc} · ${r.colorBand}`, ...(style ? [style] : [])],
      inputs: [litres(v.value.volume), malts, hops, ...(v.value.yeast ? [v.value.yeast] : [])],
      swatch: srmToHex(r.srm),
    },
  });
}

export const recipePreview = /* @__PURE__ */ builder(recipePreviewOf);
