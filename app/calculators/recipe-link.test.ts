// "Levar para a receita" (issue 30 item 9): what /ibu and /abv carry over opens on /receita with
// the same OG, IBU, FG and ABV at D18's decimals.
import { describe, expect, it } from "vitest";
import { abvStandard } from "~/calculators/gravity";
import { calculateIbu } from "~/calculators/ibu";
import { calculateRecipe, RECIPE_FIELDS, recipeFromQuery, validateRecipe } from "~/calculators/recipe";
import { maltByName } from "~/calculators/recipe-data";
import {
  attenuationOf,
  EXTRACT_ROW,
  extractKgFor,
  LINK_EFFICIENCY,
  recipeHrefFromAbv,
  recipeHrefFromIbu,
} from "~/calculators/recipe-link";
import { BJCP_STYLES } from "~/content/infographics/styles";

function open(href: string) {
  expect(href.startsWith("/receita?")).toBe(true);
  const params = new URLSearchParams(href.slice("/receita?".length).replace(/#.*$/, ""));
  const { input, fromLink } = recipeFromQuery(params);
  expect(fromLink).toBe(true);
  const v = validateRecipe(input, BJCP_STYLES);
  if (!v.ok) throw new Error(JSON.stringify(v.errors));
  return { input, result: calculateRecipe(v.value, BJCP_STYLES) };
}

describe("levar para a receita", () => {
  it("a linha de extrato é o DME da tabela, à eficiência padrão da receita", () => {
    const dme = maltByName(EXTRACT_ROW.name)!;
    expect([dme.ebc, dme.extract, dme.kind]).toEqual([EXTRACT_ROW.ebc, EXTRACT_ROW.extract, "acucar"]);
    expect(LINK_EFFICIENCY).toBe(RECIPE_FIELDS.efficiency.fallback);
    // 50 points × 20 L ÷ (0,95 × 384 × 0,72) = 3,807 kg.
    expect(extractKgFor(1.05, 20)).toBe(3.807);
  });

  it("da /ibu: volume, OG e as adições dão o mesmo IBU na receita", () => {
    const values = {
      volume: 20,
      originalGravity: 1.05,
      additions: [
        { id: "1", alphaAcid: 12, weight: 30, boilTime: 60 },
        { id: "2", alphaAcid: 5.5, weight: 20.5, boilTime: 10 },
      ],
    };
    const href = recipeHrefFromIbu(values);
    expect(href).toBe(
      "/receita?volume=20&eficiencia=72&malte=3.807:8:95:Extrato%20de%20malte%20seco%20(DME)&lupulo=12:30:60&lupulo=5.5:20.5:10#resultado",
    );
    const { input, result } = open(href);
    expect(input.hops.map((h) => [h.alphaAcid, h.weight, h.boilTime])).toEqual([
      ["12", "30", "60"],
      ["5,5", "20,5", "10"],
    ]);
    expect(result.og.toFixed(3)).toBe("1.050");
    expect(result.ibu.totalIBU.toFixed(1)).toBe(calculateIbu(values).totalIBU.toFixed(1));
  });

  it("da /ibu sem adições: a receita abre sem lúpulos", () => {
    const { input } = open(recipeHrefFromIbu({ volume: 23, originalGravity: 1.06, additions: [] }));
    expect(input.hops).toEqual([]);
  });

  it("da /abv: OG, FG como atenuação e o açúcar do priming", () => {
    expect(attenuationOf(1.052, 1.012)).toBe(76.9);
    const href = recipeHrefFromAbv(1.06, 1.012, { volume: 20, co2: 2.4, temperature: 18, sugar: "corn" });
    const { input, result } = open(href);
    expect([input.volume, input.attenuation, input.co2, input.fermentTemp, input.sugar, input.yeast]).toEqual([
      "20",
      "80",
      "2,4",
      "18",
      "corn",
      "",
    ]);
    expect(input.hops).toEqual([]);
    expect(result.og.toFixed(3)).toBe("1.060");
    expect(result.fg.toFixed(3)).toBe("1.012");
    expect(result.abv.toFixed(1)).toBe(abvStandard(1.06, 1.012).toFixed(1));
  });

  it("da /abv sem priming: 23 L e os padrões da receita", () => {
    const { input, result } = open(recipeHrefFromAbv(1.048, 1.01));
    expect(input.volume).toBe("23");
    expect(result.og.toFixed(3)).toBe("1.048");
    expect(result.fg.toFixed(3)).toBe("1.010");
  });
});
