import { describe, expect, it } from "vitest";
import { INFOGRAPHICS } from "./catalog";
import { COLOR_EXAMPLES, EBC_PER_SRM, SRM_HEX, srmToEbc, srmToHex } from "./colors";
import { GLASSES } from "./glasses";
import { PROCESS_STEPS } from "./process";
import { BEER_STYLES, REFERENCE_STYLES, STYLE_FAMILIES, styleById, styleByName, type Range } from "./styles";
import { SERVING_TEMPERATURES, servingTemperatureByName } from "./temperatures";

const isRange = (r: Range, lo: number, hi: number) =>
  Number.isFinite(r.min) && Number.isFinite(r.max) && r.min <= r.max && r.min >= lo && r.max <= hi;
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("estilos (ABV × IBU)", () => {
  it("tem pelo menos 20 estilos com ids únicos", () => {
    expect(BEER_STYLES.length).toBeGreaterThanOrEqual(20);
    expect(unique(BEER_STYLES.map((s) => s.id))).toBe(true);
    expect(unique(BEER_STYLES.map((s) => s.name))).toBe(true);
    expect(unique(BEER_STYLES.map((s) => s.bjcp))).toBe(true);
  });

  it.each(BEER_STYLES.map((s) => [s.name, s] as const))("%s: faixas válidas", (_, style) => {
    expect(isRange(style.abv, 0, 15), "ABV entre 0 e 15 %, mín ≤ máx").toBe(true);
    expect(isRange(style.ibu, 0, 120), "IBU entre 0 e 120, mín ≤ máx").toBe(true);
    if (style.srm) expect(isRange(style.srm, 1, 40), "SRM entre 1 e 40, mín ≤ máx").toBe(true);
    expect(style.bjcp).toMatch(/^(\d{1,2}[A-Z]|X\d)$/);
    expect(STYLE_FAMILIES.some((f) => f.id === style.family)).toBe(true);
  });

  it("traz os valores de referência do BJCP 2021", () => {
    expect(styleById("american-ipa")).toMatchObject({
      bjcp: "21A",
      abv: { min: 5.5, max: 7.5 },
      ibu: { min: 40, max: 70 },
    });
    expect(styleById("german-pils")).toMatchObject({ abv: { min: 4.4, max: 5.2 }, ibu: { min: 22, max: 40 } });
    expect(styleById("imperial-stout")).toMatchObject({ abv: { min: 8, max: 12 }, ibu: { min: 50, max: 90 } });
    expect(styleById("berliner-weisse")).toMatchObject({ abv: { min: 2.8, max: 3.8 }, ibu: { min: 3, max: 8 } });
    expect(styleById("catharina-sour")).toMatchObject({
      bjcp: "X4",
      abv: { min: 4, max: 5.5 },
      ibu: { min: 2, max: 8 },
    });
    // Issue 11: BJCP 15B gives 4.0–4.5 %, not 3.8–5.0 %.
    expect(styleById("irish-stout")).toMatchObject({
      bjcp: "15B",
      abv: { min: 4, max: 4.5 },
      ibu: { min: 25, max: 45 },
    });
  });

  it("os estilos fora do gráfico também têm faixas do BJCP e não repetem os do gráfico", () => {
    for (const style of REFERENCE_STYLES) {
      expect(
        BEER_STYLES.some((s) => s.id === style.id || s.bjcp === style.bjcp),
        style.id,
      ).toBe(false);
      expect(isRange(style.abv, 0, 15) && isRange(style.ibu, 0, 120)).toBe(true);
    }
    expect(styleById("english-ipa")).toMatchObject({
      bjcp: "12C",
      abv: { min: 5, max: 7.5 },
      ibu: { min: 40, max: 60 },
    });
  });

  it("acha um estilo pelo nome que os textos usam, sem diferenciar maiúsculas", () => {
    expect(styleByName("Irish Dry Stout")?.id).toBe("irish-stout");
    expect(styleByName("tripel")?.id).toBe("belgian-tripel");
    expect(styleByName("Barleywine")?.id).toBe("english-barley-wine");
    expect(styleByName("Quadrupel")?.id).toBe("belgian-dark-strong-ale");
    expect(styleByName("Session IPA")).toBeUndefined();
  });

  it("toda família tem estilos", () => {
    for (const family of STYLE_FAMILIES)
      expect(
        BEER_STYLES.some((s) => s.family === family.id),
        family.label,
      ).toBe(true);
  });
});

describe("escala de cor", () => {
  it("tem uma amostra válida para cada SRM de 1 a 40", () => {
    expect(SRM_HEX).toHaveLength(40);
    for (const hex of SRM_HEX) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(srmToHex(1)).toBe("#FFE699");
    expect(srmToHex(0)).toBe("#FFE699");
    expect(srmToHex(60)).toBe("#36080A");
  });

  it("escurece do SRM 1 ao 40", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    expect(luminance(SRM_HEX[0]!)).toBeGreaterThan(luminance(SRM_HEX[9]!));
    expect(luminance(SRM_HEX[9]!)).toBeGreaterThan(luminance(SRM_HEX[19]!));
    expect(luminance(SRM_HEX[19]!)).toBeGreaterThan(luminance(SRM_HEX[39]!));
  });

  it("converte SRM em EBC (× 1,97)", () => {
    expect(EBC_PER_SRM).toBe(1.97);
    expect(srmToEbc(10)).toBeCloseTo(19.7);
  });

  it("usa exemplos que existem, com faixa de SRM, do mais claro ao mais escuro", () => {
    expect(COLOR_EXAMPLES.length).toBeGreaterThanOrEqual(8);
    expect(unique(COLOR_EXAMPLES.map((e) => e.styleId))).toBe(true);
    let lastMid = 0;
    for (const example of COLOR_EXAMPLES) {
      const srm = styleById(example.styleId)?.srm;
      expect(srm, example.styleId).toBeDefined();
      expect(example.description.trim()).not.toBe("");
      const mid = (srm!.min + srm!.max) / 2;
      expect(mid, example.styleId).toBeGreaterThanOrEqual(lastMid);
      lastMid = mid;
    }
  });
});

describe("copos", () => {
  it("tem pelo menos 6 copos com ids únicos e o copo americano", () => {
    expect(GLASSES.length).toBeGreaterThanOrEqual(6);
    expect(unique(GLASSES.map((g) => g.id))).toBe(true);
    expect(GLASSES.some((g) => g.id === "copo-americano")).toBe(true);
  });

  it.each(GLASSES.map((g) => [g.name, g] as const))("%s: texto e desenho válidos", (_, glass) => {
    expect(glass.serves.length).toBeGreaterThan(0);
    expect(glass.why.trim().length).toBeGreaterThan(20);
    expect(glass.capacity.trim()).not.toBe("");
    const { bowl, foot, stem, beerTo, foam, beerSrm } = glass.profile;
    expect(bowl.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < bowl.length; i++) expect(bowl[i]![0], "alturas crescentes").toBeGreaterThan(bowl[i - 1]![0]);
    for (const [, r] of bowl) expect(r).toBeGreaterThan(0);
    const bottom = bowl[0]![0];
    const rim = bowl[bowl.length - 1]![0];
    // Everything fits the drawing: 25 cm tall, 9 cm wide at most.
    expect(rim).toBeLessThanOrEqual(25);
    for (const [, r] of bowl) expect(r).toBeLessThanOrEqual(4.8);
    expect(beerTo).toBeGreaterThan(bottom);
    expect(beerTo + foam).toBeLessThanOrEqual(rim);
    expect(beerSrm).toBeGreaterThanOrEqual(1);
    if (stem) {
      expect(foot, "uma haste precisa de pé").toBeDefined();
      expect(bottom).toBeGreaterThan(foot!.height);
    }
  });
});

describe("temperaturas de serviço", () => {
  it("tem pelo menos 5 famílias, da mais gelada para a menos gelada", () => {
    expect(SERVING_TEMPERATURES.length).toBeGreaterThanOrEqual(5);
    expect(unique(SERVING_TEMPERATURES.map((t) => t.id))).toBe(true);
    for (let i = 1; i < SERVING_TEMPERATURES.length; i++) {
      expect(SERVING_TEMPERATURES[i]!.celsius.min).toBeGreaterThanOrEqual(SERVING_TEMPERATURES[i - 1]!.celsius.min);
    }
  });

  it("cervejas fortes de guarda a 12–16 °C (Mosher); um nome leva a uma só família", () => {
    expect(servingTemperatureByName("Barley Wine")).toMatchObject({ id: "fortes", celsius: { min: 12, max: 16 } });
    expect(servingTemperatureByName("Pilsen")?.id).toBe("pilsners");
    expect(servingTemperatureByName("stout")?.id).toBe("stouts-porters");
    expect(servingTemperatureByName("Imperial Stout")?.id).toBe("fortes");
    const names = SERVING_TEMPERATURES.flatMap((t) =>
      [...t.examples.split(", "), ...(t.aliases ?? [])].map((n) => n.toLowerCase()),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(SERVING_TEMPERATURES.map((t) => [t.family, t] as const))("%s: faixa entre 0 e 16 °C", (_, t) => {
    expect(isRange(t.celsius, 0, 16)).toBe(true);
    expect(t.celsius.min).toBeLessThan(t.celsius.max);
    expect(t.examples.trim()).not.toBe("");
    // One line of the chart on a phone.
    expect(t.examples.length).toBeLessThanOrEqual(44);
    expect(t.why.trim()).not.toBe("");
  });
});

describe("processo", () => {
  it("tem as etapas em ordem, de 1 a n, com ids únicos", () => {
    expect(PROCESS_STEPS.length).toBeGreaterThanOrEqual(8);
    expect(PROCESS_STEPS.map((s) => s.order)).toEqual(PROCESS_STEPS.map((_, i) => i + 1));
    expect(unique(PROCESS_STEPS.map((s) => s.id))).toBe(true);
    for (const step of PROCESS_STEPS) {
      expect(step.name.trim()).not.toBe("");
      expect(step.summary.trim()).not.toBe("");
      expect(step.params.trim()).not.toBe("");
    }
  });

  it("vai da moagem ao serviço, passando por fervura e fermentação nessa ordem", () => {
    const ids = PROCESS_STEPS.map((s) => s.id);
    expect(ids[0]).toBe("moagem");
    expect(ids.at(-1)).toBe("servico");
    expect(ids.indexOf("mosturacao")).toBeLessThan(ids.indexOf("fervura"));
    expect(ids.indexOf("fervura")).toBeLessThan(ids.indexOf("fermentacao"));
    expect(ids.indexOf("fermentacao")).toBeLessThan(ids.indexOf("maturacao"));
  });

  it("o descanso de diacetil é quente e o dry hopping não é a 0–4 °C (Palmer)", () => {
    const maturation = PROCESS_STEPS.find((s) => s.id === "maturacao")!;
    expect(maturation.params).toContain("18–20 °C");
    expect(maturation.summary).toMatch(/dry hopping[^.]*temperatura de fermentação/);
    expect(maturation.summary.indexOf("dry hopping")).toBeLessThan(maturation.summary.indexOf("cold crash"));
  });
});

describe("catálogo", () => {
  it("lista os 5 infográficos com âncoras únicas, explicação curta e fontes", () => {
    expect(INFOGRAPHICS.map((i) => i.id)).toEqual([
      "estilos-abv-ibu",
      "escala-de-cor",
      "copos",
      "temperatura",
      "processo",
    ]);
    for (const info of INFOGRAPHICS) {
      expect(info.id).toMatch(/^[a-z0-9-]+$/);
      expect(info.title.trim()).not.toBe("");
      const sentences = info.intro.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, info.id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, info.id).toBeLessThanOrEqual(3);
      expect(info.sources.length).toBeGreaterThan(0);
    }
  });
});
