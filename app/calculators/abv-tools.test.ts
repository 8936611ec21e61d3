// Expected values worked out by hand from docs/decisions/0001-calculator-formulas.md's formulas; the arithmetic is in the comments.
import { describe, expect, it } from "vitest";
import {
  calculateDilution,
  calculatePriming,
  calculateRefractometer,
  DILUTION_DEFAULTS,
  DILUTION_MESSAGES,
  PRIMING_DEFAULTS,
  PRIMING_MESSAGES,
  PRIMING_SUGAR_INFO,
  PRIMING_WARNINGS,
  REFRACTOMETER_DEFAULTS,
  REFRACTOMETER_MESSAGES,
  parseToolsQuery,
  patchTool,
  PRIMING_FIELDS,
  REFRACTOMETER_FIELDS,
  DILUTION_FIELDS,
  TOOL_DEFAULTS,
  residualCo2,
  TOOLS_UNUSED,
  toolsQuery,
  validateDilution,
  validatePriming,
  validateRefractometer,
} from "./abv-tools";
import { WARNINGS } from "./abv-advanced";
import { dilutionDefaultsFor } from "./abv-tools-state";
import { toolSections } from "./abv-export";
import { formatTyped, parseNumber } from "~/lib/numbers";

function ok<V>(v: { ok: true; value: V } | { ok: false }): V {
  if (!v.ok) throw new Error("esperava entrada válida");
  return v.value;
}

describe("correção do refratômetro", () => {
  it("padrões 12,5 / 4,2 °Bx, WCF 1,04 (Terrill)", () => {
    const r = calculateRefractometer(ok(validateRefractometer(REFRACTOMETER_DEFAULTS)));
    // 12.5/1.04 = 12.019231; 4.2/1.04 = 4.038462
    expect(r.originalCorrected).toBeCloseTo(12.019231, 6);
    expect(r.finalCorrected).toBeCloseTo(4.038462, 6);
    // FG = 1 − 0.0540781 + 0.0475488 + 0.0398440 − 0.0207404 − 0.0126404 + 0.0041687 = 1.004103
    expect(r.fg).toBeCloseTo(1.004103, 6);
    // OG = 1 + 12.019231 / 248.028477 = 1.048459
    expect(r.og).toBeCloseTo(1.048459, 6);
    // ABV = 0.044356 × 131.25 = 5.821775
    expect(r.abv).toBeCloseTo(5.821775, 4);
    expect(r.warning).toBeUndefined();
  });

  it("WCF 1,00 usa as leituras como estão", () => {
    // OG = 1 + 12.5 / (258.6 − (12.5/258.2)·227.1) = 1 + 12.5 / (258.6 − 10.994384) = 1 + 12.5/247.605616 = 1.050484
    const r = calculateRefractometer(ok(validateRefractometer({ original: "12,5", final: "4,2", wcf: "1" })));
    expect(r.og).toBeCloseTo(1.050484, 6);
  });

  it("leitura final não abaixo da original: aviso, não erro (D1)", () => {
    const r = calculateRefractometer(ok(validateRefractometer({ original: "10", final: "10", wcf: "1,04" })));
    expect(r.warning).toBe(WARNINGS.refractometerNotBelow);
    const higher = calculateRefractometer(ok(validateRefractometer({ original: "8", final: "9", wcf: "1,04" })));
    expect(higher.warning).toBe(WARNINGS.refractometerNotBelow);
  });

  it("validação", () => {
    expect(validateRefractometer({ original: "", final: "0", wcf: "3" })).toEqual({
      ok: false,
      errors: {
        original: REFRACTOMETER_MESSAGES.original,
        final: REFRACTOMETER_MESSAGES.final,
        wcf: REFRACTOMETER_MESSAGES.wcf,
      },
    });
    expect(validateRefractometer({ original: "45", final: "4", wcf: "1,04" })).toEqual({
      ok: false,
      errors: { original: REFRACTOMETER_MESSAGES.originalMax },
    });
  });
});

describe("açúcar de priming", () => {
  it("fatores g/L/vol", () => {
    expect(PRIMING_SUGAR_INFO.table.gramsPerLitrePerVolume).toBe(4);
    // 4.0 / 0.91 = 4.395604; 4.0 / 0.74 = 5.405405; 4.0 / 0.68 = 5.882353
    expect(PRIMING_SUGAR_INFO.corn.gramsPerLitrePerVolume).toBeCloseTo(4.395604, 6);
    expect(PRIMING_SUGAR_INFO.honey.gramsPerLitrePerVolume).toBeCloseTo(5.405405, 6);
    expect(PRIMING_SUGAR_INFO.dme.gramsPerLitrePerVolume).toBeCloseTo(5.882353, 6);
  });

  it("CO₂ residual com T em °F", () => {
    // 20 °C = 68 °F: 3.0378 − 0.050062·68 + 0.00026555·4624 = 3.0378 − 3.404216 + 1.227903 = 0.861487
    expect(residualCo2(20)).toBeCloseTo(0.861487, 6);
    // 30 °C = 86 °F: 3.0378 − 4.305332 + 0.00026555·7396 (1.964008) = 0.696476
    expect(residualCo2(30)).toBeCloseTo(0.696476, 6);
  });

  it("padrões: 20 L, 2,4 vol, 20 °C, açúcar refinado", () => {
    const r = calculatePriming(ok(validatePriming(PRIMING_DEFAULTS)));
    // needed = 2.4 − 0.861487 = 1.538513 vol; 4.0 × 20 × 1.538513 = 123.081 g
    expect(r.needed).toBeCloseTo(1.538513, 6);
    expect(r.grams).toBeCloseTo(123.081, 3);
    // per litre: 4.0 × 1.538513 = 6.154051 g/L
    expect(r.gramsPerLitre).toBeCloseTo(6.154051, 5);
    expect(r.warnings).toEqual([]);
  });

  it("dextrose pede mais açúcar", () => {
    // 4.395604 × 20 × 1.538513 = 135.254 g
    const r = calculatePriming(ok(validatePriming({ ...PRIMING_DEFAULTS, sugar: "corn" })));
    expect(r.grams).toBeCloseTo(135.254, 2);
  });

  it("alvo abaixo do residual → 0 g", () => {
    // 0.8 vol target < 0.861487 residual at 20 °C
    const r = calculatePriming(ok(validatePriming({ ...PRIMING_DEFAULTS, co2: "0,8" })));
    expect(r.needed).toBe(0);
    expect(r.grams).toBe(0);
    expect(r.warnings).toContain(PRIMING_WARNINGS.belowResidual);
  });

  it("fora de 0–27 °C: aviso (30 °C quente e −5 °C frio)", () => {
    const warm = calculatePriming(ok(validatePriming({ ...PRIMING_DEFAULTS, temperature: "30" })));
    // needed = 2.4 − 0.696476 = 1.703524; 4 × 20 × 1.703524 = 136.282 g
    expect(warm.grams).toBeCloseTo(136.282, 2);
    expect(warm.warnings).toContain(PRIMING_WARNINGS.temperatureRange);
    const cold = calculatePriming(ok(validatePriming({ ...PRIMING_DEFAULTS, temperature: "-5" })));
    expect(cold.warnings).toContain(PRIMING_WARNINGS.temperatureRange);
    const edge = calculatePriming(ok(validatePriming({ ...PRIMING_DEFAULTS, temperature: "27" })));
    expect(edge.warnings).toEqual([]);
  });

  it("validação", () => {
    expect(validatePriming({ volume: "0", co2: "", temperature: "abc", sugar: "table" })).toEqual({
      ok: false,
      errors: { volume: PRIMING_MESSAGES.volume, co2: PRIMING_MESSAGES.co2, temperature: PRIMING_MESSAGES.temperature },
    });
    expect(validatePriming({ ...PRIMING_DEFAULTS, co2: "6" })).toEqual({
      ok: false,
      errors: { co2: PRIMING_MESSAGES.co2Max },
    });
  });
});

describe("diluição (C1·V1 = C2·V2)", () => {
  it("padrões 8,5 % → 6,0 % em 20 L", () => {
    // final = 8.5 × 20 / 6 = 170 / 6 = 28.3333 L; water = 28.3333 − 20 = 8.3333 L
    const r = calculateDilution(ok(validateDilution(DILUTION_DEFAULTS)));
    expect(r.finalVolume).toBeCloseTo(28.333333, 6);
    expect(r.water).toBeCloseTo(8.333333, 6);
  });

  it("rejeita alvo igual ou maior que o atual", () => {
    expect(validateDilution({ ...DILUTION_DEFAULTS, target: "8,5" })).toEqual({
      ok: false,
      errors: { target: DILUTION_MESSAGES.targetNotBelow },
    });
    expect(validateDilution({ ...DILUTION_DEFAULTS, target: "9" })).toEqual({
      ok: false,
      errors: { target: "ABV desejado deve ser menor que o ABV atual: a diluição só reduz o teor alcoólico" },
    });
  });

  it("rejeita alvo zero ou negativo", () => {
    expect(validateDilution({ ...DILUTION_DEFAULTS, target: "0" })).toEqual({
      ok: false,
      errors: { target: "ABV desejado deve ser maior que zero" },
    });
    expect(validateDilution({ ...DILUTION_DEFAULTS, target: "-1" })).toEqual({
      ok: false,
      errors: { target: DILUTION_MESSAGES.targetPositive },
    });
  });

  it("rejeita ABV atual e volume inválidos", () => {
    expect(validateDilution({ current: "", target: "5", volume: "0" })).toEqual({
      ok: false,
      errors: { current: DILUTION_MESSAGES.current, volume: DILUTION_MESSAGES.volume },
    });
  });
});

describe("números e limites das ferramentas (issue 16)", () => {
  it("°Bx, litros, CO₂ e ABV são quantidades: 12,5 / 12.5; 1.000 L é mil litros; o fator é decimal", () => {
    expect(ok(validateRefractometer({ original: "12.5", final: "4,2", wcf: "1.040" }))).toEqual({
      original: 12.5,
      final: 4.2,
      wcf: 1.04,
    });
    expect(ok(validatePriming({ ...PRIMING_DEFAULTS, volume: "1.000", co2: "2.4" }))).toMatchObject({
      volume: 1000,
      co2: 2.4,
    });
    expect(ok(validateDilution({ current: "8.5", target: "6,0", volume: "20" }))).toEqual({
      current: 8.5,
      target: 6,
      volume: 20,
    });
  });

  it("fora da faixa: mensagem no campo, nunca um resultado absurdo", () => {
    expect(validatePriming({ ...PRIMING_DEFAULTS, volume: "20.000" }).errors).toEqual({
      volume: "Volume deve estar entre 0,5 e 1.000 L",
    });
    expect(validateDilution({ ...DILUTION_DEFAULTS, volume: "0,2" }).errors).toEqual({
      volume: DILUTION_MESSAGES.volumeRange,
    });
    expect(validateRefractometer({ ...REFRACTOMETER_DEFAULTS, original: "1" }).errors).toEqual({
      original: "Leitura original deve estar entre 2 e 40 °Bx",
    });
    expect(PRIMING_MESSAGES.temperature).toBe("Temperatura deve estar entre -10 e 50 °C");
  });
});

describe("ferramentas na URL e na exportação (issue 16)", () => {
  it("sem uso: fora da URL e da exportação", () => {
    expect(toolsQuery(TOOLS_UNUSED)).toBe("");
    expect(parseToolsQuery(new URLSearchParams("og=1.050&fg=1.010"))).toEqual(TOOLS_UNUSED);
    expect(toolSections(TOOLS_UNUSED)).toEqual([]);
  });

  it("cada padrão já está escrito como o campo o mostra ao sair dele, então sair de um campo não marca a ferramenta", () => {
    const fields = { ...REFRACTOMETER_FIELDS, ...PRIMING_FIELDS, ...DILUTION_FIELDS };
    const defaults = { ...TOOL_DEFAULTS.refractometer, ...TOOL_DEFAULTS.priming, ...TOOL_DEFAULTS.dilution };
    for (const [key, field] of Object.entries(fields)) {
      const text = defaults[key as keyof typeof defaults];
      expect(formatTyped(parseNumber(text, field.kind)!, field.kind, field.shown), key).toBe(text);
    }
    // typing is what marks it (even "20," on the way to "20,5")
    expect(patchTool(TOOLS_UNUSED, "priming", { volume: "20," }).priming).toEqual({
      ...PRIMING_DEFAULTS,
      volume: "20,",
    });
  });

  it("usada: todos os seus campos válidos na URL, e de volta como o campo mostra", () => {
    const tools = {
      ...TOOLS_UNUSED,
      priming: { ...PRIMING_DEFAULTS, volume: "1.000", co2: "2,45", sugar: "honey" as const },
    };
    const query = toolsQuery(tools);
    expect(query).toBe("priming_litros=1000&priming_co2=2.45&priming_temp=20&priming_acucar=honey");
    expect(parseToolsQuery(new URLSearchParams(query))).toEqual({
      ...tools,
      priming: { volume: "1.000", co2: "2,45", temperature: "20", sugar: "honey" },
    });
    // a field out of its limits is left out; the others stay
    expect(toolsQuery({ ...TOOLS_UNUSED, dilution: { ...DILUTION_DEFAULTS, volume: "20.000" } })).toBe(
      "diluicao_atual=8.5&diluicao_alvo=6",
    );
    // one parameter is enough to mark a tool used; the rest take their defaults
    expect(parseToolsQuery(new URLSearchParams("refr_fator=1.02")).refractometer).toEqual({
      ...REFRACTOMETER_DEFAULTS,
      wcf: "1,02",
    });
  });

  it("seções com as entradas e os resultados de cada ferramenta usada, só com resultado", () => {
    const sections = toolSections({
      refractometer: REFRACTOMETER_DEFAULTS,
      priming: { ...PRIMING_DEFAULTS, temperature: "30" },
      dilution: { ...DILUTION_DEFAULTS, target: "9" },
    });
    expect(sections.map((s) => s.title)).toEqual(["Correção do refratômetro", "Açúcar para priming"]);
    const [refr, priming] = sections.map((s) => Object.fromEntries(s.rows.map((r) => [r.label, r.value])));
    expect(refr).toMatchObject({ "Leitura original": "12,5 °Bx", "Densidade original (OG)": "1,048", ABV: "5,8%" });
    // 136.282 g at 30 °C, with the temperature warning
    expect(priming).toMatchObject({ Açúcar: "136 g", Temperatura: "30 °C", Aviso: PRIMING_WARNINGS.temperatureRange });
    const dilution = toolSections({ ...TOOLS_UNUSED, dilution: DILUTION_DEFAULTS })[0]!;
    expect(dilution.rows).toContainEqual({ label: "Água a adicionar", value: "8,33 L" });
    expect(dilution.rows).toContainEqual({ label: "Volume final", value: "28,33 L" });
  });
});

describe("dilutionDefaultsFor (issue 27 section 3: the tool starts from the ABV just computed)", () => {
  it("starts from the computed ABV, to one decimal, with a target of 6,0 % below it", () => {
    expect(dilutionDefaultsFor(9.1875)).toEqual({ current: "9,2", target: "6,0", volume: "20" });
    expect(dilutionDefaultsFor(6.04)).toEqual({ current: "6,0", target: "5,0", volume: "20" });
    expect(dilutionDefaultsFor(5.25)).toEqual({ current: "5,3", target: "4,3", volume: "20" });
  });

  it("keeps the spec's defaults without an ABV or with one too low to dilute", () => {
    for (const abv of [undefined, Number.NaN, 0, 1.4, 101]) expect(dilutionDefaultsFor(abv)).toEqual(DILUTION_DEFAULTS);
  });

  it("always gives a valid dilution", () => {
    for (let abv = 1.5; abv <= 20; abv += 0.37) expect(validateDilution(dilutionDefaultsFor(abv)).ok).toBe(true);
  });
});
