import { describe, expect, it } from "vitest";
import {
  calculateRecipe,
  colorBand,
  defaultRecipeInput,
  ebcToLovibond,
  finalGravity,
  fittingStyles,
  gravityPoints,
  kegPressurePsi,
  maltColorUnits,
  MAX_HOPS,
  MAX_MALTS,
  moreySrm,
  originalGravity,
  PSI_TO_BAR,
  RECIPE_MESSAGES,
  recipeFromQuery,
  recipeToQuery,
  roundTo,
  starterGrowth,
  strikeTemperature,
  validateRecipe,
  type RecipeInput,
  type RecipeValues,
} from "./recipe";
import { MALTS, YEASTS, maltByName, yeastByName } from "./recipe-data";
import { BJCP_STYLES, styleByBjcp } from "~/content/infographics/styles";

/** The brewer: a 23 L APA from five malts, three hops and US-05. */
const APA_QUERY =
  "volume=23&eficiencia=72" +
  "&malte=4.5:6:80:Pale%20Ale&malte=0.5:15:78:Munique%20I&malte=0.3:40:75:Caramelo%2040" +
  "&malte=0.25:4:83:Trigo%20claro&malte=0.15:4:75:Carapils%20(Carafoam)" +
  "&lupulo=12:20:60:Columbus&lupulo=6.5:30:15:Cascade&lupulo=10:30:5:Citra" +
  "&atenuacao=80&levedura=SafAle%20US-05&estilo=18B";

function apa() {
  const { input, fromLink } = recipeFromQuery(new URLSearchParams(APA_QUERY));
  const validation = validateRecipe(input, BJCP_STYLES);
  if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
  return { input, fromLink, values: validation.value, result: calculateRecipe(validation.value, BJCP_STYLES) };
}

describe("fórmulas (D18), contra valores calculados à mão", () => {
  it("OG: 5 kg de Pilsen (80%) a 72% em 23 L dão 48,08 pontos, 1,048", () => {
    // 5 × 0,80 × 384 = 1536; × 0,72 = 1105,92; ÷ 23 = 48,083
    const points = gravityPoints([{ kg: 5, ebc: 3.5, extract: 80 }], 72, 23);
    expect(points).toBeCloseTo(48.0835, 3);
    expect(originalGravity(points).toFixed(3)).toBe("1.048");
  });

  it("FG e ABV: atenuação de 80% sobre 1,048 dá 1,010 e 5,0%", () => {
    const og = 1 + 48.0835 / 1000;
    const fg = finalGravity(og, 80);
    expect(fg).toBeCloseTo(1.0096167, 6);
    expect(((og - fg) * 131.25).toFixed(1)).toBe("5.0");
  });

  it("cor de Morey: 5 kg de malte de 3,5 EBC em 23 L dão 3,5 SRM, 7 EBC", () => {
    // °L = (3,5 × 0,508 + 0,76) / 1,3546 = 1,87362; MCU = 5 × 2,20462 × 1,87362 / (23 × 0,264172) = 3,3992
    expect(ebcToLovibond(3.5)).toBeCloseTo(1.87362, 5);
    const mcu = maltColorUnits([{ kg: 5, ebc: 3.5 }], 23);
    expect(mcu).toBeCloseTo(3.3992, 3);
    const srm = moreySrm(mcu);
    expect(srm.toFixed(1)).toBe("3.5");
    expect((srm * 1.97).toFixed(0)).toBe("7");
    expect(moreySrm(0)).toBe(0);
  });

  it("faixas de cor pelo SRM mostrado", () => {
    expect(colorBand(2)).toBe("Palha");
    expect(colorBand(3.96)).toBe("Dourado");
    expect(colorBand(6)).toBe("Dourado");
    expect(colorBand(10)).toBe("Âmbar");
    expect(colorBand(15)).toBe("Cobre");
    expect(colorBand(25)).toBe("Marrom");
    expect(colorBand(40)).toBe("Preto");
  });

  it("temperatura da água (Palmer): 3 L/kg, mostura a 66 °C e malte a 20 °C pedem 72,3 °C", () => {
    expect(strikeTemperature(3, 66, 20).toFixed(1)).toBe("72.3");
    // Palmer's own example, 2 L/kg (≈ 1 qt/lb) from 20 to 67 °C: (0,41/2) × 47 + 67 = 76,6 °C.
    expect(strikeTemperature(2, 67, 20).toFixed(1)).toBe("76.6");
  });

  it("pressão no barril: 2,5 volumes a 4 °C dão 11,9 psi (0,8 bar); a tabela publicada a 38 °F dá 11–12", () => {
    const psi = kegPressurePsi(4, 2.5);
    expect(psi.toFixed(1)).toBe("11.9");
    expect((psi * PSI_TO_BAR).toFixed(1)).toBe("0.8");
    const at38F = kegPressurePsi(((38 - 32) * 5) / 9, 2.5);
    expect(at38F).toBeGreaterThan(11);
    expect(at38F).toBeLessThan(12);
  });

  it("starter: abaixo de 1,4 bilhão por grama, cresce 1,4 bilhão por grama de extrato", () => {
    // 1 L a 1,036 ≈ 93 g de extrato; 100 bilhões dão 1,07 bilhão/g: 1,4 × 93 ≈ 130 bilhões novos.
    expect(starterGrowth(100, 1)).toBeGreaterThan(125);
    expect(starterGrowth(100, 1)).toBeLessThan(135);
    expect(starterGrowth(100, 0)).toBe(0);
  });
});

describe("a APA de 23 L do issue", () => {
  it("lê o link inteiro", () => {
    const { input, fromLink } = apa();
    expect(fromLink).toBe(true);
    expect(input.malts).toHaveLength(5);
    expect(input.malts[2]).toMatchObject({ amount: "0,3", unit: "kg", ebc: "40", extract: "75", name: "Caramelo 40" });
    expect(input.hops).toHaveLength(3);
    expect(input.hops[0]).toMatchObject({ alphaAcid: "12", weight: "20", boilTime: "60", name: "Columbus" });
    expect(input.yeast).toBe("SafAle US-05");
    expect(input.style).toBe("18B");
  });

  it("dá OG 1,055, FG 1,011, ABV 5,7%, IBU 38,2, 6,1 SRM / 12 EBC, dentro da APA", () => {
    // Pontos: (4,5×0,80 + 0,5×0,78 + 0,3×0,75 + 0,25×0,83 + 0,15×0,75) × 384 × 0,72 ÷ 23 = 54,51
    const { result } = apa();
    expect(result.points).toBeCloseTo(54.5146, 3);
    expect(result.og.toFixed(3)).toBe("1.055");
    expect(result.fg.toFixed(3)).toBe("1.011");
    expect(result.abv.toFixed(1)).toBe("5.7");
    expect(result.ibu.totalIBU.toFixed(1)).toBe("38.2");
    expect(result.srm.toFixed(1)).toBe("6.1");
    expect(result.ebc.toFixed(0)).toBe("12");
    expect(result.colorBand).toBe("Dourado");
    expect(result.checks.map((c) => [c.stat, c.inRange])).toEqual([
      ["og", true],
      ["fg", true],
      ["abv", true],
      ["ibu", true],
      ["srm", true],
    ]);
    expect(result.fits).toEqual([]);
    expect(result.buGu).toBeCloseTo(38.19 / 54.51, 2);
  });

  it("proporção de cada malte e o dia de brassagem", () => {
    const { result } = apa();
    expect(result.totalKg).toBeCloseTo(5.7, 9);
    expect(result.shares["1"]!.toFixed(1)).toBe("78.9");
    // Água da mostura 3 × 5,7 = 17,1 L; pré-fervura 23 + 4 × 60/60 = 27 L; total 27 + 1 × 5,7 = 32,7; lavagem 15,6
    expect(result.mashWater).toBeCloseTo(17.1, 9);
    expect(result.strikeTemp.toFixed(1)).toBe("72.3");
    expect(result.preBoilVolume).toBe(27);
    expect(result.totalWater).toBeCloseTo(32.7, 9);
    expect(result.spargeWater).toBeCloseTo(15.6, 9);
    expect(result.preBoilGravity.toFixed(3)).toBe("1.046");
  });

  it("inóculo: 0,75 × 23 L × 13,5 °P = 232 bilhões, 2 sachês de 11,5 g ou 3 pacotes líquidos", () => {
    const { result } = apa();
    expect(result.pitch.plato.toFixed(1)).toBe("13.5");
    expect(result.pitch.cells).toBeCloseTo(232.1, 1);
    expect(result.pitch.dryGrams).toBeCloseTo(23.2, 1);
    expect(result.pitch.dryPackets).toBe(3);
    expect(result.pitch.liquidPacks).toBe(3);
  });

  it("carbonatação: o açúcar pelo módulo do /abv e a pressão do barril", () => {
    const { result } = apa();
    // residual a 20 °C (68 °F) = 3,0378 − 0,050062×68 + 0,00026555×68² = 0,8612; 4 × 23 × (2,5 − 0,8612) = 150,8 g
    expect(result.priming.grams).toBeCloseTo(150.8, 0);
    expect(result.kegPsi.toFixed(1)).toBe("11.9");
    expect(result.kegBar.toFixed(1)).toBe("0.8");
  });

  it("sem estilo escolhido, mostra os estilos em que a receita cabe", () => {
    const { values } = apa();
    const result = calculateRecipe({ ...values, style: undefined } satisfies RecipeValues, BJCP_STYLES);
    expect(result.fits.map((s) => s.bjcp)).toContain("18B");
    for (const s of result.fits) expect(result.og).toBeGreaterThanOrEqual(s.og.min - 0.0005);
    // Catharina Sour has no colour range (the fruit sets it): its other four ranges decide.
    const sour = { og: 1.044, fg: 1.008, abv: 4.7, ibu: 5, srm: 25 };
    expect(fittingStyles(sour, BJCP_STYLES).map((s) => s.bjcp)).toContain("X4");
  });
});

describe("o link (D3, D18)", () => {
  it("ida e volta: escrever e ler dá a mesma receita", () => {
    const { input } = apa();
    const query = recipeToQuery(input);
    expect(query).toContain("malte=4.5:6:80:Pale%20Ale");
    expect(query).toContain("lupulo=12:20:60:Columbus");
    expect(query.startsWith("volume=23&eficiencia=72&malte=")).toBe(true);
    const again = recipeFromQuery(new URLSearchParams(query)).input;
    expect(recipeToQuery(again)).toBe(query);
    expect(again.malts.map((m) => m.name)).toEqual(input.malts.map((m) => m.name));
  });

  it("um malte em gramas vai para o link em kg", () => {
    const input: RecipeInput = defaultRecipeInput();
    input.malts = [{ ...input.malts[0]!, amount: "1.250", unit: "g" }];
    expect(recipeToQuery(input)).toContain("malte=1.25:3.5:80:Pilsen");
  });

  it("nomes com dois-pontos, acentos e & voltam iguais", () => {
    const input = defaultRecipeInput();
    input.malts = [{ ...input.malts[0]!, name: "Açúcar: candi & cia" }];
    const again = recipeFromQuery(new URLSearchParams(recipeToQuery(input))).input;
    expect(again.malts[0]!.name).toBe("Açúcar: candi & cia");
  });

  it("10 maltes e 8 lúpulos cabem em 2 000 caracteres", () => {
    const input = defaultRecipeInput();
    input.malts = MALTS.slice(10, 20).map((m, i) => ({
      id: String(i + 1),
      amount: "0,125",
      unit: "kg" as const,
      ebc: String(m.ebc).replace(".", ","),
      extract: String(m.extract),
      name: m.name,
    }));
    input.hops = Array.from({ length: 8 }, (_, i) => ({
      id: String(i + 1),
      alphaAcid: "12,5",
      weight: "27,5",
      boilTime: "60",
      name: "Hallertau Mittelfrüh",
    }));
    input.yeast = "Wyeast 3787 Trappist High Gravity";
    input.style = "26D";
    const url = `https://cervejometro.com.br/receita?${recipeToQuery(input)}`;
    expect(url.length).toBeLessThan(2000);
    expect(recipeFromQuery(new URLSearchParams(url.split("?")[1])).input.malts).toHaveLength(10);
  });

  it(`mais de ${MAX_MALTS} maltes ou ${MAX_HOPS} lúpulos: mensagem, nunca um resultado`, () => {
    const many = Array.from({ length: 25 }, () => "malte=1:5:80").join("&");
    const { input } = recipeFromQuery(new URLSearchParams(many));
    expect(input.malts).toHaveLength(MAX_MALTS + 1);
    const v = validateRecipe(input, BJCP_STYLES);
    expect(v.ok).toBe(false);
    expect(v.errors.malts).toBe(RECIPE_MESSAGES.tooManyMalts);
    const hops = Array.from({ length: 21 }, () => "lupulo=5:10:10").join("&");
    expect(validateRecipe(recipeFromQuery(new URLSearchParams(hops)).input, BJCP_STYLES).errors.hops).toBe(
      RECIPE_MESSAGES.tooManyHops,
    );
  });

  it("valores fora da faixa dão mensagens em português no campo", () => {
    const { input } = recipeFromQuery(
      new URLSearchParams("volume=0&eficiencia=150&malte=abc:5:80&lupulo=30:10:60&agua_malte=9&estilo=99Z"),
    );
    const v = validateRecipe(input, BJCP_STYLES);
    expect(v.ok).toBe(false);
    expect(v.errors.volume).toBe("Volume deve ficar entre 1 e 10.000 L.");
    expect(v.errors.efficiency).toBe("Eficiência deve ficar entre 20 e 100 %.");
    expect(v.errors.mashRatio).toBe("Razão água/malte deve ficar entre 1,5 e 6 L/kg.");
    expect(v.errors.maltRows["1"]?.amount).toBe("Digite um número válido, como 4,5.");
    expect(v.errors.hopRows["1"]?.alphaAcid).toBe("O alfa-ácido deve ficar entre 0 e 25%.");
    expect(v.errors.style).toBe(RECIPE_MESSAGES.style);
  });

  it("aceita vírgula e ponto como decimal", () => {
    const input = defaultRecipeInput();
    input.volume = "23,5";
    input.malts = [{ ...input.malts[0]!, amount: "4.5" }];
    const v = validateRecipe(input, BJCP_STYLES);
    expect(v.ok && v.value.volume).toBe(23.5);
    expect(v.ok && v.value.malts[0]!.kg).toBe(4.5);
  });

  it("uma levedura da tabela sem atenuação leva a da tabela", () => {
    const { input } = recipeFromQuery(new URLSearchParams("malte=5:3.5:80&levedura=W-34/70"));
    expect(input.yeast).toBe("W-34/70");
    expect(input.attenuation).toBe("82");
    expect(input.yeastKind).toBe("lager");
  });

  it("o formulário sem JavaScript (linhas numeradas) é lido como o link", () => {
    const form = new URLSearchParams(
      "volume=20&malte_qtd1=4&malte_unidade1=kg&malte_nome1=Pilsen&malte_ebc1=&malte_extrato1=" +
        "&malte_qtd2=300&malte_unidade2=g&malte_ebc2=120&malte_extrato2=74&malte_nome2=Caramelo%20120" +
        "&alfa1=5&peso1=30&fervura1=60&lupulo_nome1=Saaz",
    );
    const { input, fromLink } = recipeFromQuery(form);
    expect(fromLink).toBe(true);
    expect(input.malts[0]).toMatchObject({ amount: "4", ebc: "3,5", extract: "80" });
    expect(input.malts[1]).toMatchObject({ amount: "300", unit: "g" });
    expect(input.hops[0]!.name).toBe("Saaz");
    const v = validateRecipe(input, BJCP_STYLES);
    expect(v.ok && v.value.malts[1]!.kg).toBeCloseTo(0.3, 9);
  });

  it("sem parâmetros: os padrões e nenhum resultado pedido", () => {
    const { input, fromLink } = recipeFromQuery(new URLSearchParams(""));
    expect(fromLink).toBe(false);
    expect(validateRecipe(input, BJCP_STYLES).ok).toBe(true);
    expect(input).toEqual(defaultRecipeInput());
  });
});

describe("tabelas", () => {
  it("pelo menos 25 maltes e adjuntos e 15 leveduras, com números plausíveis", () => {
    expect(MALTS.length).toBeGreaterThanOrEqual(25);
    expect(YEASTS.length).toBeGreaterThanOrEqual(15);
    for (const m of MALTS) {
      expect(m.extract).toBeGreaterThan(60);
      expect(m.extract).toBeLessThanOrEqual(100);
      expect(m.ebc).toBeGreaterThanOrEqual(0);
    }
    for (const y of YEASTS) {
      expect(y.attenuation).toBeGreaterThan(60);
      expect(y.tempMin).toBeLessThan(y.tempMax);
    }
    expect(maltByName("caramelo 40")?.ebc).toBe(40);
    expect(yeastByName("us-05")?.name).toBe("SafAle US-05");
  });

  it("os estilos BJCP 2021 têm OG, FG, ABV, IBU coerentes, Catharina Sour incluída", () => {
    expect(BJCP_STYLES.length).toBeGreaterThanOrEqual(60);
    expect(styleByBjcp("x4")?.name).toBe("Catharina Sour");
    expect(styleByBjcp("18B")).toMatchObject({ og: { min: 1.045, max: 1.06 }, fg: { min: 1.01, max: 1.015 } });
    for (const s of BJCP_STYLES) {
      expect(s.og.min, s.name).toBeLessThanOrEqual(s.og.max);
      expect(s.fg.min, s.name).toBeLessThanOrEqual(s.fg.max);
      expect(s.fg.max, s.name).toBeLessThan(s.og.min);
      // The guideline's ABV range matches its gravities to within the usual rounding.
      expect(roundTo((s.og.max - s.fg.min) * 131.25, 1), s.name).toBeGreaterThan(s.abv.min);
    }
    expect(new Set(BJCP_STYLES.map((s) => s.bjcp)).size).toBe(BJCP_STYLES.length);
  });

  it("um estilo fora da faixa aparece como fora", () => {
    const stats = { og: 1.09, fg: 1.02, abv: 9.2, ibu: 80, srm: 35 };
    expect(fittingStyles(stats, BJCP_STYLES).map((s) => s.bjcp)).toContain("20C");
    expect(fittingStyles(stats, BJCP_STYLES).map((s) => s.bjcp)).not.toContain("18B");
  });
});
