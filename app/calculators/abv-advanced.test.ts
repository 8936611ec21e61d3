// The advanced analysis and the instrument corrections (abv-advanced.ts). Expected values are
// worked out by hand from the references cited there (docs/decisions/0001-calculator-formulas.md);
// the arithmetic is in the comments. None is copied from the module's own output.
import { describe, expect, it } from "vitest";
import { ADVANCED_DEFAULTS, MESSAGES } from "./abv";
import {
  abvBalling,
  abvDaniels,
  ADVANCED_MESSAGES,
  advancedResultFor,
  BRIX_MESSAGES,
  correctHydrometerReading,
  extractToSg,
  hydrometerCorrectionFactor,
  refractometerOriginalGravity,
  sgToBrix,
  terrillFinalGravity,
  validateAdvanced,
  WARNINGS,
} from "./abv-advanced";

describe("conversões SG ↔ °P / °Bx", () => {
  it("SG → °Bx pela cúbica", () => {
    // ((182.4601·1.05 − 775.6821)·1.05 + 1262.7794)·1.05 − 669.5622
    // = ((−584.098995)·1.05 + 1262.7794)·1.05 − 669.5622 = 649.475455·1.05 − 669.5622 = 12.387028
    expect(sgToBrix(1.05)).toBeCloseTo(12.387028, 5);
  });

  it("°P → SG pela inversa", () => {
    // 12 °P: 258.6 − (12/258.2)·227.1 = 258.6 − 10.554609 = 248.045391; 1 + 12/248.045391 = 1.048378
    expect(extractToSg(12)).toBeCloseTo(1.048378, 6);
    expect(extractToSg(0)).toBe(1);
  });
});

describe("fórmulas de ABV", () => {
  it("Daniels alternativa com × FG/0,794", () => {
    // 76.08 × 0.04 / (1.775 − 1.050) = 3.0432 / 0.725 = 4.197517 (ABW)
    // × 1.010 / 0.794 = 4.197517 × 1.272040 = 5.339411
    expect(abvDaniels(1.05, 1.01)).toBeCloseTo(5.339411, 5);
    // 1.120 → 1.030: 76.08 × 0.09 / 0.655 = 10.453740; × 1.030/0.794 = × 1.297229 = 13.560898
    expect(abvDaniels(1.12, 1.03)).toBeCloseTo(13.560898, 5);
  });

  it("Balling pelo extrato real", () => {
    // OE = 12.387647, AE = 2.560778 (sgToPlato, abv.test.ts); RE = 0.1808·12.387647 + 0.8192·2.560778
    //   = 2.239687 + 2.097789 = 4.337476
    // ABW = (12.387647 − 4.337476) / (2.0665 − 0.010665·12.387647) = 8.050171 / 1.934386 = 4.161616
    // ABV = 4.161616 × 1.010 / 0.794 = 5.293744
    expect(abvBalling(1.05, 1.01)).toBeCloseTo(5.293744, 5);
    // 1.120 wort → 1.030: OE = 28.061596, AE = 7.558229, RE = 5.073537 + 6.191701 = 11.265238
    // ABW = 16.796358 / (2.0665 − 0.299277) = 16.796358 / 1.767223 = 9.504379; × 1.03/0.794 = 12.329359
    expect(abvBalling(1.12, 1.03)).toBeCloseTo(12.329359, 4);
  });
});

describe("correção de temperatura do densímetro", () => {
  it("a 20 °C com calibração a 20 °C o fator é 1", () => {
    expect(hydrometerCorrectionFactor(20, 20)).toBe(1);
    expect(correctHydrometerReading(1.05, 20)).toBe(1.05);
  });

  it("a 30 °C (86 °F) a leitura sobe", () => {
    // f(86) = 1.00130346 − 0.011586103 + 0.015091730 − 0.001480872 = 1.003328216
    // f(68) = 1.00130346 − 0.009161104 + 0.009435392 − 0.000732064 = 1.000845684
    // factor = 1.003328216 / 1.000845684 = 1.002480434
    expect(hydrometerCorrectionFactor(30)).toBeCloseTo(1.002480434, 8);
    // 1.050 × 1.002480434 = 1.052604; 1.010 × 1.002480434 = 1.012505
    expect(correctHydrometerReading(1.05, 30)).toBeCloseTo(1.052604, 6);
    expect(correctHydrometerReading(1.01, 30)).toBeCloseTo(1.012505, 6);
  });

  it("calibração editável: leitura a 15 °C (59 °F) num densímetro de 20 °C desce", () => {
    // f(59) = 1.00130346 − 0.007948605 + 0.007103071 − 0.000478165 = 0.999979760
    // 0.999979760 / 1.000845684 = 0.999134808
    expect(hydrometerCorrectionFactor(15, 20)).toBeCloseTo(0.999134808, 8);
    // same temperature as the calibration → no correction, whatever the calibration
    expect(hydrometerCorrectionFactor(15.56, 15.56)).toBe(1);
  });
});

describe("refratômetro (Terrill)", () => {
  it("12,5 e 4,2 °Bx com WCF 1,04", () => {
    // OB = 12.5/1.04 = 12.019231, FB = 4.2/1.04 = 4.038462
    // FG = 1 − 0.0540781 + 0.0475488 + 0.0398440 − 0.0207404 − 0.0126404 + 0.0041687 = 1.004103
    expect(terrillFinalGravity(12.5, 4.2)).toBeCloseTo(1.004103, 6);
    // OG = 1 + 12.019231 / (258.6 − (12.019231/258.2)·227.1) = 1 + 12.019231 / 248.028477 = 1.048459
    expect(refractometerOriginalGravity(12.5)).toBeCloseTo(1.048459, 6);
  });
});

describe("aba Avançada", () => {
  it("padrões: mesma conta da básica a 20 °C", () => {
    const r = advancedResultFor(ADVANCED_DEFAULTS)!;
    expect(r.temperatureFactor).toBe(1);
    expect(r.ogCorrected).toBe(1.05);
    expect(r.abv).toBeCloseTo(5.25, 10);
    expect(r.ogPlato).toBeCloseTo(12.387647, 5);
    expect(r.ogBrix).toBeCloseTo(12.387028, 5);
    expect(r.realAttenuation).toBeCloseTo(64.985475, 4);
    expect(r.warnings).toEqual([]);
  });

  it("a 30 °C as duas leituras são corrigidas antes da fórmula", () => {
    const r = advancedResultFor({ ...ADVANCED_DEFAULTS, temperature: "30" })!;
    // (1.052604 − 1.012505) × 131.25 = 0.040099 × 131.25 = 5.263022
    expect(r.ogCorrected).toBeCloseTo(1.052604, 6);
    expect(r.fgCorrected).toBeCloseTo(1.012505, 6);
    expect(r.abv).toBeCloseTo(5.263022, 5);
  });

  it("fórmulas Balling e Daniels", () => {
    expect(advancedResultFor({ ...ADVANCED_DEFAULTS, formula: "balling" })!.abv).toBeCloseTo(5.293744, 5);
    expect(advancedResultFor({ ...ADVANCED_DEFAULTS, formula: "daniels" })!.abv).toBeCloseTo(5.339411, 5);
  });

  it("mosto de 1,120 (Muito forte)", () => {
    const r = advancedResultFor({ ...ADVANCED_DEFAULTS, og: "1,120", fg: "1,030" })!;
    expect(r.abv).toBeCloseTo(11.8125, 8);
    expect(r.category).toBe("Muito forte");
    expect(r.ogPlato).toBeCloseTo(28.061596, 5);
    expect(r.calories).toBe(122);
  });

  it("refratômetro: leituras em °Bx, OG pela inversa e FG por Terrill", () => {
    const r = advancedResultFor({ ...ADVANCED_DEFAULTS, measurement: "refractometer", og: "12,5", fg: "4,2" })!;
    expect(r.temperatureFactor).toBeNull();
    expect(r.ogCorrected).toBeCloseTo(1.048459, 6);
    expect(r.fgCorrected).toBeCloseTo(1.004103, 6);
    // (1.048459 − 1.004103) × 131.25 = 0.044356 × 131.25 = 5.821775
    expect(r.abv).toBeCloseTo(5.821775, 4);
    expect(r.readings).toEqual({ og: 12.5, fg: 4.2 });
  });

  it("refratômetro com leitura final igual à original: aviso (D1)", () => {
    const r = advancedResultFor({ ...ADVANCED_DEFAULTS, measurement: "refractometer", og: "10", fg: "10" })!;
    expect(r.warnings).toContain(WARNINGS.refractometerNotBelow);
  });

  it("validação: temperatura ≥ 0, leituras do refratômetro, WCF e calibração", () => {
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, temperature: "-1" })).toEqual({
      ok: false,
      errors: { temperature: ADVANCED_MESSAGES.temperature },
    });
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, temperature: "" })).toEqual({
      ok: false,
      errors: { temperature: ADVANCED_MESSAGES.temperature },
    });
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, temperature: "0" }).ok).toBe(true);
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, og: "1,010", fg: "1,050" })).toEqual({
      ok: false,
      errors: { fg: MESSAGES.fgAboveOg },
    });
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, measurement: "refractometer", og: "12,5", fg: "13" })).toEqual({
      ok: false,
      errors: { fg: BRIX_MESSAGES.fgAboveOg },
    });
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, measurement: "refractometer", og: "", fg: "4" })).toEqual({
      ok: false,
      errors: { og: BRIX_MESSAGES.ogPositive },
    });
    expect(
      validateAdvanced({ ...ADVANCED_DEFAULTS, measurement: "refractometer", og: "12,5", fg: "4,2", wcf: "2" }),
    ).toEqual({
      ok: false,
      errors: { wcf: ADVANCED_MESSAGES.wcf },
    });
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, calibration: "x" })).toEqual({
      ok: false,
      errors: { calibration: ADVANCED_MESSAGES.calibration },
    });
    expect(validateAdvanced({ ...ADVANCED_DEFAULTS, formula: "outra" as never }).ok).toBe(false);
    // the refractometer form has no temperature field: a stray value does not block it
    expect(
      validateAdvanced({ ...ADVANCED_DEFAULTS, measurement: "refractometer", og: "12,5", fg: "4,2", temperature: "-3" })
        .ok,
    ).toBe(true);
  });
});
