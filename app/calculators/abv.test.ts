// Expected values are worked out by hand from the references cited in abv.ts (docs/decisions/0001-calculator-formulas.md);
// the arithmetic is in the comments. None is copied from the module's own output.
import { describe, expect, it } from "vitest";
import {
  abvStandard,
  ADVANCED_DEFAULTS,
  advancedQuery,
  alcoholCategory,
  apparentAttenuation,
  BASIC_DEFAULTS,
  basicQuery,
  basicResultFor,
  caloriesPer100ml,
  formatAbv,
  formatAttenuation,
  MESSAGES,
  parseAbvQuery,
  realAttenuation,
  sgToPlato,
  validateGravities,
} from "./abv";
import { ADVANCED_MESSAGES, advancedResultFor, BRIX_MESSAGES, validateAdvanced } from "./abv-advanced";
import { EXPORT_TITLE, exportFileName, exportRows, flattenSections, resultText, toCsv } from "./abv-export";

describe("conversões SG ↔ °P / °Bx", () => {
  it("SG → °P pela cúbica de Hall", () => {
    // 1.050: −616.868 + 1111.14·1.05 − 630.272·1.1025 + 135.997·1.157625
    //      = −616.868 + 1166.697 − 694.87488 + 157.433527 = 12.387647
    expect(sgToPlato(1.05)).toBeCloseTo(12.387647, 5);
    // 1.010: −616.868 + 1122.2514 − 642.940467 + 140.117845 = 2.560778
    expect(sgToPlato(1.01)).toBeCloseTo(2.560778, 5);
    // 1.000: −616.868 + 1111.14 − 630.272 + 135.997 = −0.003 (the fit's offset at water)
    expect(sgToPlato(1)).toBeCloseTo(-0.003, 6);
  });
});

describe("fórmulas de ABV", () => {
  it("padrão: (OG − FG) × 131,25", () => {
    // (1.050 − 1.010) × 131.25 = 0.04 × 131.25 = 5.25
    expect(abvStandard(1.05, 1.01)).toBeCloseTo(5.25, 10);
    // OG = FG → 0
    expect(abvStandard(1.03, 1.03)).toBe(0);
    // 1.120 → 1.030: 0.09 × 131.25 = 11.8125
    expect(abvStandard(1.12, 1.03)).toBeCloseTo(11.8125, 10);
  });
});

describe("atenuação e calorias", () => {
  it("atenuação aparente e real", () => {
    // (1.050 − 1.010) / (1.050 − 1) × 100 = 0.04 / 0.05 × 100 = 80
    expect(apparentAttenuation(1.05, 1.01)).toBeCloseTo(80, 10);
    // real = (OE − RE)/OE × 100 = 8.050171 / 12.387647 × 100 = 64.985475
    expect(realAttenuation(1.05, 1.01)).toBeCloseTo(64.985475, 4);
    // 1.120 → 1.030: apparent 0.09/0.12 = 75 %; real 16.796358 / 28.061596 = 59.855 %
    expect(apparentAttenuation(1.12, 1.03)).toBeCloseTo(75, 10);
    expect(realAttenuation(1.12, 1.03)).toBeCloseTo(59.8553, 3);
  });

  it("OG = 1,000 não tem atenuação: null (mostrado como “—”), nunca NaN", () => {
    expect(apparentAttenuation(1, 1)).toBeNull();
    expect(realAttenuation(1, 1)).toBeNull();
    expect(apparentAttenuation(1, 0.995)).toBeNull();
    expect(formatAttenuation(null)).toBe("—");
  });

  it("OG = FG: atenuação 0", () => {
    expect(apparentAttenuation(1.03, 1.03)).toBe(0);
    expect(realAttenuation(1.03, 1.03)).toBeCloseTo(0, 10);
  });

  it("calorias por 100 ml (ASBC ÷ 3,55)", () => {
    // alcohol: 529.92 × 1.010 × 0.04 / 0.725 = 21.408768 / 0.725 = 29.529335
    // carbs:   1000 × 1.010 × (0.1808·1.050 + 0.8192·1.010 − 1.0004)
    //        = 1010 × (0.18984 + 0.827392 − 1.0004) = 1010 × 0.016832 = 17.00032
    // 29.529335 + 17.00032 = 46.53 → 47
    expect(caloriesPer100ml(1.05, 1.01)).toBe(47);
    // OG = FG = 1.010: alcohol 0; carbs 1010 × (1.010 − 1.0004) = 9.696 → 10
    expect(caloriesPer100ml(1.01, 1.01)).toBe(10);
    // 1.000/1.000: 1000 × (1 − 1.0004) = −0.4 → clamped to 0
    expect(caloriesPer100ml(1, 1)).toBe(0);
    // 1.120 → 1.030: 529.92·1.03·0.09/0.655 = 74.997838; 1030·(0.202496 + 0.843776 − 1.0004) = 47.24816; 122.2 → 122
    expect(caloriesPer100ml(1.12, 1.03)).toBe(122);
  });

  it("categorias: <4 Leve, <6 Médio, <8 Forte, senão Muito forte", () => {
    expect(alcoholCategory(0)).toBe("Leve");
    expect(alcoholCategory(3.9)).toBe("Leve");
    expect(alcoholCategory(4)).toBe("Médio");
    expect(alcoholCategory(5.9)).toBe("Médio");
    expect(alcoholCategory(6)).toBe("Forte");
    expect(alcoholCategory(7.9)).toBe("Forte");
    expect(alcoholCategory(8)).toBe("Muito forte");
    expect(alcoholCategory(12)).toBe("Muito forte");
  });
});

describe("validação da aba Básica (§5)", () => {
  it("aceita vírgula ou ponto (D2)", () => {
    expect(validateGravities({ og: "1,050", fg: "1.010" })).toEqual({
      ok: true,
      value: { og: 1.05, fg: 1.01 },
      errors: {},
    });
  });

  it("mensagens da especificação", () => {
    expect(validateGravities({ og: "", fg: "1,010" })).toEqual({ ok: false, errors: { og: MESSAGES.ogPositive } });
    expect(validateGravities({ og: "abc", fg: "1,010" })).toEqual({
      ok: false,
      errors: { og: "Densidade original deve ser um número positivo" },
    });
    expect(validateGravities({ og: "1,050", fg: "0" })).toEqual({
      ok: false,
      errors: { fg: "Densidade final deve ser um número positivo" },
    });
    expect(validateGravities({ og: "1,050", fg: "-1" })).toEqual({ ok: false, errors: { fg: MESSAGES.fgPositive } });
    // FG > OG: the error sits on the final gravity
    expect(validateGravities({ og: "1,050", fg: "1,060" })).toEqual({
      ok: false,
      errors: { fg: "Densidade final deve ser menor ou igual à densidade original" },
    });
  });

  it("OG = FG é válido", () => {
    expect(validateGravities({ og: "1,040", fg: "1,040" }).ok).toBe(true);
  });

  it("faixa usual: OG 1,000–1,200; FG até 0,990 para cervejas secas", () => {
    expect(validateGravities({ og: "1,300", fg: "1,010" })).toEqual({ ok: false, errors: { og: MESSAGES.ogRange } });
    expect(validateGravities({ og: "1050", fg: "1,010" })).toEqual({ ok: false, errors: { og: MESSAGES.ogRange } });
    expect(validateGravities({ og: "1,050", fg: "0,980" })).toEqual({ ok: false, errors: { fg: MESSAGES.fgRange } });
    expect(validateGravities({ og: "1,050", fg: "0,996" }).ok).toBe(true);
    expect(validateGravities({ og: "1,000", fg: "1,000" }).ok).toBe(true);
  });
});

describe("resultado da aba Básica", () => {
  it("padrões 1,050 / 1,010", () => {
    const r = basicResultFor(BASIC_DEFAULTS)!;
    expect(r.abv).toBeCloseTo(5.25, 10);
    expect(formatAbv(r.abv)).toBe("5,3%"); // 5.25 rounds half up
    expect(r.category).toBe("Médio");
    expect(r.apparentAttenuation).toBeCloseTo(80, 10);
    expect(r.calories).toBe(47);
  });

  it("categoria segue o valor mostrado: 1,040/1,010 = 3,9375 → “3,9%” Leve; 1,041/1,010 = 4,06875 → Médio", () => {
    expect(basicResultFor({ og: "1,040", fg: "1,010" })!.category).toBe("Leve");
    expect(basicResultFor({ og: "1,041", fg: "1,010" })!.category).toBe("Médio");
    // 1.0405 − 1.010 = 0.0305 × 131.25 = 4.003 → shown "4,0%" → Médio
    expect(basicResultFor({ og: "1,0405", fg: "1,010" })!.category).toBe("Médio");
  });

  it("OG = 1,000 e FG = 1,000: ABV 0, atenuação “—”", () => {
    const r = basicResultFor({ og: "1,000", fg: "1,000" })!;
    expect(r.abv).toBe(0);
    expect(r.apparentAttenuation).toBeNull();
    expect(r.realAttenuation).toBeNull();
    expect(r.calories).toBe(0);
    expect(r.category).toBe("Leve");
  });

  it("inválido: sem resultado", () => {
    expect(basicResultFor({ og: "1,010", fg: "1,050" })).toBeUndefined();
  });
});

describe("estado na URL (D3)", () => {
  it("básica: og=1.050&fg=1.010", () => {
    expect(basicQuery(BASIC_DEFAULTS)).toBe("og=1.050&fg=1.010");
    expect(basicQuery({ og: "1,0505", fg: "1,01" })).toBe("og=1.0505&fg=1.010");
  });

  it("avançada: parâmetros exatos, extras só fora do padrão", () => {
    expect(advancedQuery(ADVANCED_DEFAULTS)).toBe(
      "aba=avancada&og=1.050&fg=1.010&temp=20&formula=standard&medicao=hydrometer",
    );
    expect(advancedQuery({ ...ADVANCED_DEFAULTS, temperature: "22,5", formula: "daniels", calibration: "15,56" })).toBe(
      "aba=avancada&og=1.050&fg=1.010&temp=22.5&formula=daniels&medicao=hydrometer&calibracao=15.56",
    );
    expect(
      advancedQuery({ ...ADVANCED_DEFAULTS, measurement: "refractometer", og: "12,5", fg: "4,2", wcf: "1,02" }),
    ).toBe("aba=avancada&og=12.5&fg=4.2&temp=20&formula=standard&medicao=refractometer&fator=1.02");
  });

  it("lê a URL de volta para os campos (com vírgula)", () => {
    const basic = parseAbvQuery(new URLSearchParams("og=1.060&fg=1.012"));
    expect(basic.tab).toBe("basica");
    expect(basic.basic).toEqual({ og: "1,060", fg: "1,012" });
    expect(basic.advanced.og).toBe("1,060");

    const adv = parseAbvQuery(
      new URLSearchParams("aba=avancada&og=1.050&fg=1.010&temp=30&formula=balling&medicao=hydrometer"),
    );
    expect(adv.tab).toBe("avancada");
    expect(adv.advanced).toEqual({ ...ADVANCED_DEFAULTS, temperature: "30", formula: "balling" });
    expect(advancedQuery(adv.advanced)).toBe(
      "aba=avancada&og=1.050&fg=1.010&temp=30&formula=balling&medicao=hydrometer",
    );
  });

  it("valores desconhecidos caem no padrão; refratômetro sem leituras usa 12,5 e 4,2", () => {
    const s = parseAbvQuery(new URLSearchParams("aba=avancada&formula=xyz&medicao=refractometer"));
    expect(s.advanced.formula).toBe("standard");
    expect(s.advanced.og).toBe("12,5");
    expect(s.advanced.fg).toBe("4,2");
    expect(s.basic).toEqual(BASIC_DEFAULTS);
    expect(parseAbvQuery(new URLSearchParams("")).tab).toBe("basica");
  });

  it("um campo inválido ou fora da faixa fica fora da URL (issue 16); o link volta ao padrão dele", () => {
    expect(basicQuery({ og: "", fg: "abc" })).toBe("");
    expect(basicQuery({ og: "1,300", fg: "1,010" })).toBe("fg=1.010");
    expect(basicQuery({ og: "1050", fg: "1,010" })).toBe("fg=1.010");
    expect(parseAbvQuery(new URLSearchParams("fg=1.010")).basic).toEqual(BASIC_DEFAULTS);
    // FG above OG is a rule between two plausible readings: both stay, the message explains
    expect(basicQuery({ og: "1,050", fg: "1,060" })).toBe("og=1.050&fg=1.060");
    expect(
      advancedQuery({ ...ADVANCED_DEFAULTS, temperature: "150", calibration: "60", og: "1,050", fg: "1,010" }),
    ).toBe("aba=avancada&og=1.050&fg=1.010&formula=standard&medicao=hydrometer");
    expect(
      advancedQuery({ ...ADVANCED_DEFAULTS, measurement: "refractometer", og: "12.500", fg: "4,2", wcf: "2" }),
    ).toBe("aba=avancada&fg=4.2&temp=20&formula=standard&medicao=refractometer");
  });

  it("lê um formulário enviado sem JavaScript, com os números como foram digitados (D2)", () => {
    const adv = parseAbvQuery(
      new URLSearchParams(
        "aba=avancada&og=1.050&fg=1,012&temp=22.5&formula=standard&medicao=hydrometer&calibracao=15,56",
      ),
    );
    expect(adv.advanced).toMatchObject({ og: "1,050", fg: "1,012", temperature: "22,5", calibration: "15,56" });
    expect(advancedResultFor(adv.advanced)).toBeDefined();
    const brix = parseAbvQuery(new URLSearchParams("aba=avancada&og=12.5&fg=4,2&medicao=refractometer&fator=1.040"));
    expect(brix.advanced).toMatchObject({ og: "12,5", fg: "4,2", wcf: "1,04" });
    // a typed text that is not a number comes back as typed, with its message
    const typo = parseAbvQuery(new URLSearchParams("og=1,05x&fg=1.010"));
    expect(typo.basic.og).toBe("1,05x");
    expect(validateGravities(typo.basic).errors.og).toBe(MESSAGES.ogPositive);
  });
});

describe("números como os brasileiros digitam e limites por campo (issue 16)", () => {
  it("densidades: o ponto é sempre decimal (1.050 = 1,050)", () => {
    expect(validateGravities({ og: "1.050", fg: "1.010" })).toMatchObject({ ok: true, value: { og: 1.05, fg: 1.01 } });
    expect(validateGravities({ og: "1,050", fg: "1,010" })).toMatchObject({ ok: true, value: { og: 1.05, fg: 1.01 } });
  });

  it("°Bx e temperaturas são quantidades: 12,5 e 4,2 °Bx; 12.5 também; 12.500 é doze mil e fica fora da faixa", () => {
    const brix = (og: string, fg: string) => ({ ...ADVANCED_DEFAULTS, measurement: "refractometer" as const, og, fg });
    expect(validateAdvanced(brix("12,5", "4,2"))).toMatchObject({ ok: true, value: { og: 12.5, fg: 4.2 } });
    expect(validateAdvanced(brix("12.5", "4.2"))).toMatchObject({ ok: true, value: { og: 12.5, fg: 4.2 } });
    expect(validateAdvanced(brix("12.500", "4,2")).errors).toEqual({
      og: "Leitura original deve estar entre 2 e 40 °Bx",
    });
    // a gravity left in a °Bx field (instrument switched without JavaScript) is not a wort
    expect(validateAdvanced(brix("1,050", "1,010")).errors.og).toBe(BRIX_MESSAGES.ogRange);
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, temperature: "1.000" }).errors).toEqual({
      temperature: ADVANCED_MESSAGES.temperatureMax,
    });
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, temperature: "22.5" }).ok).toBe(true);
  });

  it("fator de correção: decimal (1.040 = 1,04)", () => {
    const refr = { ...ADVANCED_DEFAULTS, measurement: "refractometer" as const, og: "12,5", fg: "4,2" };
    expect(validateAdvanced({ ...refr, wcf: "1.040" })).toMatchObject({ ok: true, value: { wcf: 1.04 } });
    expect(validateAdvanced({ ...refr, wcf: "1,040" })).toMatchObject({ ok: true, value: { wcf: 1.04 } });
  });

  it("as mensagens de faixa vêm dos limites", () => {
    expect(MESSAGES.ogRange).toBe("Densidade original deve estar entre 1,000 e 1,200");
    expect(MESSAGES.fgRange).toBe("Densidade final deve estar entre 0,990 e 1,200");
    expect(ADVANCED_MESSAGES.calibration).toBe("Temperatura de calibração deve estar entre 0 e 40 °C");
    expect(ADVANCED_MESSAGES.wcf).toBe("Fator de correção do mosto deve estar entre 0,8 e 1,2");
  });
});

describe("exportação (D7)", () => {
  // 02:00 UTC on 22 Nov 2026 is still 21 Nov (23:00) in São Paulo.
  const date = new Date("2026-11-22T02:00:00Z");

  it("nomes com a data do cálculo", () => {
    expect(exportFileName(date, "csv")).toBe("calculo-abv-2026-11-21.csv");
    expect(exportFileName(date, "pdf")).toBe("calculo-abv-2026-11-21.pdf");
  });

  it("CSV com BOM, ponto e vírgula e números em pt-BR", () => {
    const csv = toCsv(exportRows(basicResultFor(BASIC_DEFAULTS)!, date));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, values] = csv.slice(1).split("\r\n");
    expect(header).toBe(
      "Data do cálculo;ABV;Categoria;Densidade original;Densidade final;Atenuação aparente;Calorias;Atenuação real",
    );
    expect(values).toBe("21 de novembro de 2026 às 23:00;5,3%;Médio;1,050;1,010;80,0%;47 kcal/100 ml;65,0%");
  });

  it("aspas quando a célula tem ponto e vírgula ou aspas (RFC 4180)", () => {
    expect(toCsv([{ label: "a;b", value: 'x"y' }])).toBe('\uFEFF"a;b"\r\n"x""y"\r\n');
  });

  it("a avançada exporta as leituras, a fórmula e as conversões", () => {
    const rows = exportRows(
      advancedResultFor({ ...ADVANCED_DEFAULTS, measurement: "refractometer", og: "12,5", fg: "4,2" })!,
      date,
    );
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r.value]));
    expect(byLabel["Instrumento"]).toBe("Refratômetro");
    expect(byLabel["Leitura original"]).toBe("12,5 °Bx");
    expect(byLabel["Densidade original corrigida"]).toBe("1,048");
    expect(byLabel["ABV"]).toBe("5,8%");
    expect(resultText(rows, "https://x/abv")).toContain("ABV: 5,8%");
  });

  it("seções: a primeira sem prefixo no CSV (exportação sem ferramentas igual à de antes), as outras com o título", () => {
    const sections = [
      { title: EXPORT_TITLE, rows: [{ label: "ABV", value: "5,3%" }] },
      { title: "Diluição", rows: [{ label: "Água a adicionar", value: "8,33 L" }] },
    ];
    expect(toCsv(flattenSections(sections))).toBe("\uFEFFABV;Diluição: Água a adicionar\r\n5,3%;8,33 L\r\n");
    expect(resultText(sections, "https://x/abv")).toBe(
      "Cálculo de ABV — Cervejômetro\nABV: 5,3%\n\nDiluição\nÁgua a adicionar: 8,33 L\n\nhttps://x/abv",
    );
  });
});
