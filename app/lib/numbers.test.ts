import { describe, expect, it } from "vitest";
import { describeRange, formatTyped, inRange, parseNumber, toQueryNumber } from "~/lib/numbers";

describe("parseNumber: grouped fields (quantities, money)", () => {
  it.each([
    ["4.200", 4200],
    ["4,2", 4.2],
    ["1.050", 1050],
    ["1.299,90", 1299.9],
    ["R$ 39,90", 39.9],
    ["R$\u00a039,90", 39.9],
    ["12,5", 12.5],
    ["12.5", 12.5],
    ["4.99", 4.99],
    ["1.000.000", 1_000_000],
    ["20.000", 20_000],
    ["0.500", 0.5],
    ["350", 350],
    [" 25 ", 25],
    ["1 500", 1500],
  ])("%s → %s", (raw, value) => {
    expect(parseNumber(raw, "grouped")).toBe(value);
  });

  it.each(["", "abc", "1.2.3", "1,2,3", "R$", "1.23.456", "--1"])("%j is not a number", (raw) => {
    expect(parseNumber(raw, "grouped")).toBeUndefined();
  });

  it("is the default kind", () => {
    expect(parseNumber("4.200")).toBe(4200);
  });
});

describe("parseNumber: decimal fields (gravities)", () => {
  it.each([
    ["1.050", 1.05],
    ["1,050", 1.05],
    ["1.010", 1.01],
    ["4,2", 4.2],
    ["4.200", 4.2],
    ["1.040", 1.04],
    ["12,5", 12.5],
  ])("%s → %s", (raw, value) => {
    expect(parseNumber(raw, "decimal")).toBe(value);
  });
});

describe("formatTyped", () => {
  it("groups thousands and uses a decimal comma in grouped fields", () => {
    expect(formatTyped(4200)).toBe("4.200");
    expect(formatTyped(39.9, "grouped", { minDecimals: 2 })).toBe("39,90");
    expect(formatTyped(1299.9, "grouped", { minDecimals: 2 })).toBe("1.299,90");
    expect(formatTyped(12.5)).toBe("12,5");
  });

  it("never groups a decimal field", () => {
    expect(formatTyped(1.05, "decimal", { minDecimals: 3 })).toBe("1,050");
    expect(formatTyped(1050.5, "decimal")).toBe("1050,5");
  });

  it("reads back as the same value", () => {
    for (const n of [4200, 39.9, 1299.9, 12.5, 1_000_000, 0.5]) expect(parseNumber(formatTyped(n))).toBe(n);
    for (const n of [1.05, 1.012, 1.1])
      expect(parseNumber(formatTyped(n, "decimal", { minDecimals: 3 }), "decimal")).toBe(n);
  });

  it("shows nothing for NaN", () => {
    expect(formatTyped(Number.NaN)).toBe("");
  });
});

describe("toQueryNumber", () => {
  it("writes a dot decimal that a grouped field reads back as a decimal", () => {
    expect(toQueryNumber(4200)).toBe("4200");
    expect(toQueryNumber(4.995)).toBe("5");
    expect(toQueryNumber(4.99)).toBe("4.99");
    expect(parseNumber(toQueryNumber(1299.9))).toBe(1299.9);
  });

  it("keeps a gravity's three decimals", () => {
    expect(toQueryNumber(1.052, "decimal")).toBe("1.052");
    expect(parseNumber(toQueryNumber(1.052, "decimal"), "decimal")).toBe(1.052);
  });
});

describe("ranges", () => {
  it("describes bounds the Brazilian way", () => {
    expect(describeRange({ min: 100, max: 20_000, unit: "ml" })).toBe("entre 100 e 20.000 ml");
    expect(describeRange({ min: 0.5, max: 30, decimals: 1 })).toBe("entre 0,5 e 30,0");
  });

  it("includes both bounds", () => {
    const r = { min: 100, max: 20_000 };
    expect(inRange(100, r)).toBe(true);
    expect(inRange(20_000, r)).toBe(true);
    expect(inRange(4.2, r)).toBe(false);
  });
});
