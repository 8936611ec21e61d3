// Budget calculator (/orcamento). Expected values are worked out by hand from the spec's
// rules (docs/decisions/0019-budget-rules.md: allocation = total × % / 100, quantity = ⌊allocation / unit price⌋,
// unit prices beer 5/10/18, wine 30/60/120, spirits 40/80/150, non-alcoholic 3/6/12),
// never taken from the module's own output.
import { describe, expect, it } from "vitest";
import {
  BUDGET_DEFAULTS,
  BUDGET_MESSAGES,
  BUDGET_RANGES,
  DRINK_TYPES,
  type BudgetFormValues,
  type DrinkType,
  type Shares,
  apportion,
  defaultFormValues,
  formFromSearchParams,
  formToQuery,
  inputToQuery,
  isPercentageSumValid,
  normalizeToHundred,
  percentErrorDescription,
  percentageSum,
  redistribute,
  typedPercentages,
  unitName,
  validateBudgetForm,
} from "./budget";
import {
  calculateBudget,
  festaHrefFromBudget,
  resultFromSearchParams,
  summarizeBudget,
  unitsFor,
} from "./budget-result";

const NBSP = "\u00a0";
const DEFAULT_SHARES: Shares = { beer: 50, wine: 20, spirits: 20, nonAlcoholic: 10 };

function form(overrides: Partial<BudgetFormValues> = {}): BudgetFormValues {
  return { ...defaultFormValues(), ...overrides };
}

function sum(s: Shares) {
  return s.beer + s.wine + s.spirits + s.nonAlcoholic;
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Four whole numbers ≥ 0 summing to 100, spread over the whole space (zeros included). */
function randomShares(next: () => number): Shares {
  const cuts = [0, 100, ...[0, 0, 0].map(() => Math.floor(next() * 101))].sort((a, b) => a - b);
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = cuts;
  return { beer: b - a, wine: c - b, spirits: d - c, nonAlcoholic: e - d };
}

/** Plain checks for the hot loops (an `expect` per iteration is slow on a busy machine). */
function slidersProblem(s: Shares): string | undefined {
  for (const t of DRINK_TYPES) {
    if (!Number.isInteger(s[t]) || s[t] < 0 || s[t] > 100) return `${t} = ${s[t]}`;
  }
  return sum(s) === 100 ? undefined : `sum ${sum(s)}`;
}

function expectValidSliders(s: Shares) {
  for (const t of DRINK_TYPES) {
    expect(Number.isInteger(s[t]), `${t} = ${s[t]} is whole`).toBe(true);
    expect(s[t], `${t} ≥ 0`).toBeGreaterThanOrEqual(0);
    expect(s[t], `${t} ≤ 100`).toBeLessThanOrEqual(100);
  }
  expect(sum(s)).toBe(100);
}

describe("calculateBudget — defaults (R$ 1.000, 20 convidados, Médio, 50/20/20/10)", () => {
  const input = {
    totalBudget: BUDGET_DEFAULTS.totalBudget,
    guestCount: BUDGET_DEFAULTS.guestCount,
    qualityLevel: BUDGET_DEFAULTS.qualityLevel,
    percentages: DEFAULT_SHARES,
  };
  const result = calculateBudget(input);
  const line = (t: DrinkType) => result.lines.find((l) => l.type === t)!;

  it("lists the four drinks in order with the unit each price buys (D20, Médio)", () => {
    expect(result.lines.map((l) => [l.label, unitName(l.unit)])).toEqual([
      ["Cerveja", "garrafa 600 ml"],
      ["Vinho", "garrafa 750 ml"],
      ["Destilados", "garrafa 1 L"],
      ["Sem álcool", "garrafa 2 L"],
    ]);
  });

  it("beer: 1000 × 50 / 100 = R$ 500; ⌊500 / 10⌋ = 50 unidades; nothing left", () => {
    expect(line("beer")).toMatchObject({
      percentage: 50,
      allocation: 500,
      unitPrice: 10,
      quantity: 50,
      spent: 500,
      leftover: 0,
    });
  });

  it("wine: 1000 × 20 / 100 = R$ 200; ⌊200 / 60⌋ = ⌊3,33⌋ = 3 garrafas; 200 − 180 = R$ 20 left", () => {
    expect(line("wine")).toMatchObject({ allocation: 200, unitPrice: 60, quantity: 3, spent: 180, leftover: 20 });
  });

  it("spirits: R$ 200; ⌊200 / 80⌋ = ⌊2,5⌋ = 2 garrafas; 200 − 160 = R$ 40 left", () => {
    expect(line("spirits")).toMatchObject({ allocation: 200, unitPrice: 80, quantity: 2, spent: 160, leftover: 40 });
  });

  it("non-alcoholic: R$ 100; ⌊100 / 6⌋ = ⌊16,67⌋ = 16 unidades; 100 − 96 = R$ 4 left", () => {
    expect(line("nonAlcoholic")).toMatchObject({ allocation: 100, unitPrice: 6, quantity: 16, spent: 96, leftover: 4 });
  });

  it("cost per guest 1000 / 20 = R$ 50; spent 500 + 180 + 160 + 96 = 936; left 1000 − 936 = 64", () => {
    expect(result.costPerGuest).toBe(50);
    expect(result.guestCount).toBe(20);
    expect(result.spent).toBe(936);
    expect(result.leftover).toBe(64);
  });

  it("units per guest: 50/20 = 2,5 beers, 3/20 = 0,15 wine, 2/20 = 0,1 spirits, 16/20 = 0,8", () => {
    expect(result.lines.map((l) => l.perGuest)).toEqual([2.5, 0.15, 0.1, 0.8]);
  });

  it("summarizes in Portuguese with pt-BR money", () => {
    expect(summarizeBudget(result)).toBe(
      `Orçamento de R$${NBSP}1.000,00 para 20 convidados (R$${NBSP}50,00 por pessoa): 50 garrafas de 600 ml de cerveja (30 L), 3 garrafas de 750 ml de vinho, 2 garrafas de 1 L de destilados e 16 garrafas de 2 L de bebidas sem álcool.`,
    );
  });
});

describe("calculateBudget — quality levels", () => {
  it("economic (5/30/40/3): 500/5 = 100 un; ⌊200/30⌋ = 6 gf (left 20); 200/40 = 5 gf; ⌊100/3⌋ = 33 un (left 1)", () => {
    const r = calculateBudget({
      totalBudget: 1000,
      guestCount: 20,
      qualityLevel: "economic",
      percentages: DEFAULT_SHARES,
    });
    expect(r.lines.map((l) => [l.unitPrice, l.quantity, l.leftover])).toEqual([
      [5, 100, 0],
      [30, 6, 20],
      [40, 5, 0],
      [3, 33, 1],
    ]);
    // 500 + 180 + 200 + 99 = 979 spent, 21 left
    expect(r.spent).toBe(979);
    expect(r.leftover).toBe(21);
    expect(r.costPerGuest).toBe(50);
  });

  it("premium (18/120/150/12): ⌊500/18⌋ = 27 un (left 14); ⌊200/120⌋ = 1 (left 80); ⌊200/150⌋ = 1 (left 50); ⌊100/12⌋ = 8 (left 4)", () => {
    const r = calculateBudget({ totalBudget: 1000, qualityLevel: "premium", percentages: DEFAULT_SHARES });
    expect(r.lines.map((l) => [l.unitPrice, l.quantity, l.leftover])).toEqual([
      [18, 27, 14],
      [120, 1, 80],
      [150, 1, 50],
      [12, 8, 4],
    ]);
    // 486 + 120 + 150 + 96 = 852 spent, 148 left
    expect(r.spent).toBe(852);
    expect(r.leftover).toBe(148);
  });

  it("has no cost per guest and no per-guest quantities without guests", () => {
    const r = calculateBudget({ totalBudget: 1000, qualityLevel: "premium", percentages: DEFAULT_SHARES });
    expect(r.costPerGuest).toBeUndefined();
    expect(r.guestCount).toBeUndefined();
    expect(r.lines.every((l) => l.perGuest === undefined)).toBe(true);
    expect(summarizeBudget(r)).toMatch(
      /^Orçamento de R\$\u00a01\.000,00: 27 cervejas especiais de 500 ml \(13,5 L\), 1 garrafa de 750 ml de vinho/,
    );
  });
});

describe("calculateBudget — edge inputs", () => {
  it("the minimum R$ 100, one guest, 100% beer medium: 100/10 = 10 unidades, R$ 100 per guest", () => {
    const r = calculateBudget({
      totalBudget: 100,
      guestCount: 1,
      qualityLevel: "medium",
      percentages: { beer: 100, wine: 0, spirits: 0, nonAlcoholic: 0 },
    });
    expect(r.lines.map((l) => l.quantity)).toEqual([10, 0, 0, 0]);
    expect(r.lines.map((l) => l.allocation)).toEqual([100, 0, 0, 0]);
    expect(r.costPerGuest).toBe(100);
    expect(summarizeBudget(r)).toBe(
      `Orçamento de R$${NBSP}100,00 para 1 convidado (R$${NBSP}100,00 por pessoa): 10 garrafas de 600 ml de cerveja (6 L).`,
    );
  });

  it("an allocation below one unit buys nothing and is all leftover (R$ 100 × 10% = 10 < R$ 12)", () => {
    const r = calculateBudget({ totalBudget: 100, qualityLevel: "premium", percentages: DEFAULT_SHARES });
    // beer 50 → ⌊50/18⌋ = 2 (left 14); wine 20 < 120 → 0; spirits 20 < 150 → 0; non-alc 10 < 12 → 0
    expect(r.lines.map((l) => [l.quantity, l.leftover])).toEqual([
      [2, 14],
      [0, 20],
      [0, 20],
      [0, 10],
    ]);
  });

  it("cents: R$ 1.234,56 at 33,33/33,33/33,34/0 medium", () => {
    const r = calculateBudget({
      totalBudget: 1234.56,
      qualityLevel: "medium",
      percentages: { beer: 33.33, wine: 33.33, spirits: 33.34, nonAlcoholic: 0 },
    });
    // 1234,56 × 0,3333 = 411,478848 → R$ 411,48 → ⌊41,148⌋ = 41 beers (left 1,48), ⌊6,858⌋ = 6 wines (left 51,48)
    // 1234,56 × 0,3334 = 411,602304 → R$ 411,60 → ⌊5,145⌋ = 5 spirits (left 11,60)
    expect(r.lines.map((l) => [l.allocation, l.quantity, l.leftover])).toEqual([
      [411.48, 41, 1.48],
      [411.48, 6, 51.48],
      [411.6, 5, 11.6],
      [0, 0, 0],
    ]);
  });

  it("floating-point noise does not cost a unit: 375 × 18,4% = 69 → 69 / 3 = 23 (not 22)", () => {
    // In binary floating point 375 × 18.4 / 100 = 68.99999999999999.
    const r = calculateBudget({
      totalBudget: 375,
      qualityLevel: "economic",
      percentages: { beer: 41.6, wine: 20, spirits: 20, nonAlcoholic: 18.4 },
    });
    expect(r.lines[3]).toMatchObject({ allocation: 69, quantity: 23, leftover: 0 });
    // 375 × 41,6% = 156 → 156 / 5 = 31,2 → 31 beers
    expect(r.lines[0]).toMatchObject({ allocation: 156, quantity: 31 });
  });

  it("unitsFor: exact multiples, just below, zero and nonsense", () => {
    expect(unitsFor(60, 6)).toBe(10);
    expect(unitsFor(59.99, 6)).toBe(9);
    expect(unitsFor(0, 6)).toBe(0);
    expect(unitsFor(100, 0)).toBe(0);
    expect(unitsFor(Number.NaN, 6)).toBe(0);
  });

  it("a large budget: R$ 1.000.000 medium → 50.000 beers", () => {
    const r = calculateBudget({ totalBudget: 1_000_000, qualityLevel: "medium", percentages: DEFAULT_SHARES });
    // 500.000 / 10 = 50.000; ⌊200.000/60⌋ = 3.333; 200.000 / 80 = 2.500; ⌊100.000/6⌋ = 16.666
    expect(r.lines.map((l) => l.quantity)).toEqual([50_000, 3_333, 2_500, 16_666]);
  });
});

describe("percentage sum (§5: 100 within 0,01)", () => {
  it("accepts 100, 99,99 and 100,01 and the 33,33 + 33,33 + 33,34 split", () => {
    expect(isPercentageSumValid(100)).toBe(true);
    expect(isPercentageSumValid(99.99)).toBe(true);
    expect(isPercentageSumValid(100.01)).toBe(true);
    expect(isPercentageSumValid(percentageSum({ beer: 33.33, wine: 33.33, spirits: 33.34, nonAlcoholic: 0 }))).toBe(
      true,
    );
  });

  it("rejects 99,98, 100,02, 90, 110 and NaN", () => {
    for (const s of [99.98, 100.02, 90, 110, Number.NaN]) expect(isPercentageSumValid(s), String(s)).toBe(false);
  });

  it("describes the error with the current sum in pt-BR", () => {
    expect(percentErrorDescription(95)).toBe("As porcentagens devem somar 100%. Soma atual: 95%.");
    expect(percentErrorDescription(100.5)).toBe("As porcentagens devem somar 100%. Soma atual: 100,5%.");
    expect(percentErrorDescription(1099.987)).toBe("As porcentagens devem somar 100%. Soma atual: 1.099,99%.");
  });
});

describe("validateBudgetForm", () => {
  it("accepts the defaults", () => {
    const v = validateBudgetForm(defaultFormValues());
    expect(v).toEqual({
      ok: true,
      value: { totalBudget: 1000, guestCount: 20, qualityLevel: "medium", percentages: DEFAULT_SHARES },
      errors: {},
    });
  });

  it("reads commas and dots (D2) and Brazilian thousands in money", () => {
    const v = validateBudgetForm(form({ total: "1.500,50", beer: "49,5", wine: "20.5" }));
    expect(v.ok && v.value.totalBudget).toBe(1500.5);
    expect(v.ok && v.value.percentages).toEqual({ beer: 49.5, wine: 20.5, spirits: 20, nonAlcoholic: 10 });
    const thousands = validateBudgetForm(form({ total: "1.500" }));
    expect(thousands.ok && thousands.value.totalBudget).toBe(1500);
  });

  it("guests are optional", () => {
    const v = validateBudgetForm(form({ guests: "  " }));
    expect(v.ok).toBe(true);
    expect(v.ok && "guestCount" in v.value).toBe(false);
  });

  it("total: required, a number, at least R$ 100", () => {
    expect(validateBudgetForm(form({ total: "" })).errors).toEqual({ total: "Informe o orçamento total." });
    expect(validateBudgetForm(form({ total: "1,2,3" })).errors).toEqual({ total: BUDGET_MESSAGES.totalInvalid });
    expect(validateBudgetForm(form({ total: "99,99" })).errors).toEqual({
      total: `O orçamento total deve ser de pelo menos R$${NBSP}100,00.`,
    });
    expect(validateBudgetForm(form({ total: "100" })).ok).toBe(true);
  });

  it("guests: whole and at least 1", () => {
    expect(validateBudgetForm(form({ guests: "0" })).errors).toEqual({
      guests: "O número de convidados deve ser pelo menos 1.",
    });
    expect(validateBudgetForm(form({ guests: "0,5" })).errors).toEqual({ guests: BUDGET_MESSAGES.guestsMin });
    expect(validateBudgetForm(form({ guests: "2,5" })).errors).toEqual({
      guests: "Digite um número inteiro de convidados.",
    });
    expect(validateBudgetForm(form({ guests: "1" })).ok).toBe(true);
  });

  it("percentages: required, between 0 and 100", () => {
    expect(validateBudgetForm(form({ beer: "" })).errors).toEqual({ beer: "Informe o percentual de cerveja." });
    expect(validateBudgetForm(form({ nonAlcoholic: "" })).errors).toEqual({
      nonAlcoholic: "Informe o percentual de bebidas sem álcool.",
    });
    expect(validateBudgetForm(form({ wine: "120" })).errors).toEqual({ wine: "Digite um percentual entre 0 e 100." });
    expect(validateBudgetForm(form({ spirits: "." })).errors).toEqual({ spirits: BUDGET_MESSAGES.percentInvalid });
  });

  it("collects every field error at once, before judging the sum", () => {
    const v = validateBudgetForm(form({ total: "50", guests: "0", beer: "" }));
    expect(v.ok).toBe(false);
    expect(!v.ok && v.kind).toBe("fields");
    expect(Object.keys(v.ok ? {} : v.errors).sort()).toEqual(["beer", "guests", "total"]);
  });

  it("a wrong sum: 60 + 20 + 20 + 10 = 110", () => {
    const v = validateBudgetForm(form({ beer: "60" }));
    expect(v).toMatchObject({ ok: false, kind: "sum", sum: 110 });
    expect(!v.ok && v.sum !== undefined && percentErrorDescription(v.sum)).toBe(
      "As porcentagens devem somar 100%. Soma atual: 110%.",
    );
  });

  it("a wrong sum: 40 + 20 + 20 + 10 = 90, and 33,33 × 3 + 0 = 99,99 passes while 33,3 × 3 + 0 = 99,9 fails", () => {
    expect(validateBudgetForm(form({ beer: "40" }))).toMatchObject({ ok: false, kind: "sum", sum: 90 });
    expect(validateBudgetForm(form({ beer: "33,33", wine: "33,33", spirits: "33,33", nonAlcoholic: "0" })).ok).toBe(
      true,
    );
    const off = validateBudgetForm(form({ beer: "33,3", wine: "33,3", spirits: "33,3", nonAlcoholic: "0" }));
    expect(off.ok).toBe(false);
    expect(!off.ok && off.sum).toBeCloseTo(99.9, 9);
  });

  it("typedPercentages gives 0 for what is not a percentage", () => {
    expect(typedPercentages(form({ beer: "", wine: "abc", spirits: "150", nonAlcoholic: "7,5" }))).toEqual({
      beer: 0,
      wine: 0,
      spirits: 100,
      nonAlcoholic: 7.5,
    });
  });
});

describe("numbers as Brazilians type them, with plausible ranges (issue 16)", () => {
  const totalOf = (total: string) => {
    const v = validateBudgetForm(form({ total }));
    return v.ok ? v.value.totalBudget : v.errors.total;
  };

  it.each([
    ["1000", 1000],
    ["1.000", 1000],
    ["1.500", 1500],
    // Money groups thousands: "1.050" reais is a thousand and fifty, never 1,05 as in a gravity.
    ["1.050", 1050],
    ["R$ 1.500,00", 1500],
    ["R$ 1.500", 1500],
    ["1.500,50", 1500.5],
    ["1,500.50", 1500.5],
    ["1500,5", 1500.5],
    ["1500.5", 1500.5],
    ["1.000.000", 1_000_000],
    [" 250 ", 250],
  ])("total %j → %d", (text, value) => {
    expect(totalOf(text)).toBe(value);
  });

  it("total: refused beyond R$ 1.000.000 or with fractions of a cent", () => {
    expect(BUDGET_MESSAGES.totalMax).toBe(`O orçamento total deve ser de no máximo R$${NBSP}1.000.000,00.`);
    expect(totalOf("12.000.000")).toBe(BUDGET_MESSAGES.totalMax);
    expect(totalOf("1000000,01")).toBe(BUDGET_MESSAGES.totalMax);
    expect(totalOf("1.50")).toBe(BUDGET_MESSAGES.totalMin);
    expect(totalOf("150,555")).toBe(BUDGET_MESSAGES.totalInvalid);
    expect(totalOf("1,2,3")).toBe(BUDGET_MESSAGES.totalInvalid);
    expect(totalOf("abc")).toBe(BUDGET_MESSAGES.totalInvalid);
  });

  it("guests: a whole number with Brazilian thousands, at most 1.000", () => {
    expect(BUDGET_RANGES.guests.max).toBe(1000);
    const ok = validateBudgetForm(form({ guests: "1.000" }));
    expect(ok.ok && ok.value.guestCount).toBe(1000);
    expect(validateBudgetForm(form({ guests: "1.001" })).errors).toEqual({
      guests: "O número de convidados deve ser no máximo 1.000.",
    });
    expect(validateBudgetForm(form({ guests: "2025" })).errors).toEqual({ guests: BUDGET_MESSAGES.guestsMax });
    expect(validateBudgetForm(form({ guests: "12,5" })).errors).toEqual({ guests: BUDGET_MESSAGES.guestsInvalid });
  });

  it("percentages: a dot or a comma as decimal, at most two decimals", () => {
    const v = validateBudgetForm(form({ beer: "12.5", wine: "57,5", spirits: "20", nonAlcoholic: "10" }));
    expect(v.ok && v.value.percentages).toEqual({ beer: 12.5, wine: 57.5, spirits: 20, nonAlcoholic: 10 });
    expect(validateBudgetForm(form({ beer: "33,333" })).errors).toEqual({ beer: BUDGET_MESSAGES.percentDecimals });
    // "1.000" is a thousand, not one: out of range.
    expect(validateBudgetForm(form({ beer: "1.000" })).errors).toEqual({ beer: BUDGET_MESSAGES.percentInvalid });
  });
});

describe("apportion (largest remainder)", () => {
  it("splits 10 over 1:1:1 as 4, 3, 3 (the earliest gets the spare unit)", () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
  });

  it("splits 40 over 20:20:10 exactly as 16, 16, 8", () => {
    expect(apportion(40, [20, 20, 10])).toEqual([16, 16, 8]);
  });

  it("splits 49 over 20:20:10: 19,6 / 19,6 / 9,8 → floors 19+19+9 = 47, spares to ,8 then the first ,6", () => {
    expect(apportion(49, [20, 20, 10])).toEqual([20, 19, 10]);
  });

  it("all-zero weights split equally; negative and NaN weights count as 0", () => {
    expect(apportion(50, [0, 0, 0])).toEqual([17, 17, 16]);
    expect(apportion(9, [-5, Number.NaN, 3])).toEqual([0, 0, 9]);
    expect(apportion(0, [1, 2, 3])).toEqual([0, 0, 0]);
  });
});

describe("redistribute (sliders, §4)", () => {
  it("beer 50 → 60 gives the other 40 in proportion 20:20:10 → 16, 16, 8", () => {
    expect(redistribute(DEFAULT_SHARES, "beer", 60)).toEqual({ beer: 60, wine: 16, spirits: 16, nonAlcoholic: 8 });
  });

  it("beer 50 → 51 (ArrowRight): 49 over 20:20:10 → 20, 19, 10", () => {
    expect(redistribute(DEFAULT_SHARES, "beer", 51)).toEqual({ beer: 51, wine: 20, spirits: 19, nonAlcoholic: 10 });
  });

  it("wine → 0 (Home): 100 over 50:20:10 = 62,5 / 25 / 12,5 → 62 + 25 + 12 = 99; the spare ,5 tie goes to the larger (beer)", () => {
    expect(redistribute(DEFAULT_SHARES, "wine", 0)).toEqual({ beer: 63, wine: 0, spirits: 25, nonAlcoholic: 12 });
  });

  it("spirits → 100 (End): the others drop to 0", () => {
    expect(redistribute(DEFAULT_SHARES, "spirits", 100)).toEqual({ beer: 0, wine: 0, spirits: 100, nonAlcoholic: 0 });
  });

  it("when the other three are 0 the remainder is split equally: 100 → 90 leaves 4, 3, 3", () => {
    const all = { beer: 100, wine: 0, spirits: 0, nonAlcoholic: 0 };
    expect(redistribute(all, "beer", 90)).toEqual({ beer: 90, wine: 4, spirits: 3, nonAlcoholic: 3 });
    expect(redistribute(all, "beer", 0)).toEqual({ beer: 0, wine: 34, spirits: 33, nonAlcoholic: 33 });
  });

  it("clamps to 0–100 and rounds to whole steps", () => {
    expect(redistribute(DEFAULT_SHARES, "nonAlcoholic", 150)).toEqual({
      beer: 0,
      wine: 0,
      spirits: 0,
      nonAlcoholic: 100,
    });
    expect(redistribute(DEFAULT_SHARES, "nonAlcoholic", -20)).toEqual({
      beer: 56,
      wine: 22,
      spirits: 22,
      nonAlcoholic: 0,
    });
    expect(redistribute(DEFAULT_SHARES, "beer", 59.6).beer).toBe(60);
    expect(redistribute(DEFAULT_SHARES, "beer", Number.NaN).beer).toBe(0);
  });

  it("returns a new object and leaves the input alone", () => {
    const before = { ...DEFAULT_SHARES };
    const next = redistribute(DEFAULT_SHARES, "beer", 70);
    expect(DEFAULT_SHARES).toEqual(before);
    expect(next).not.toBe(DEFAULT_SHARES);
  });

  it("property: every composition of 100 (steps of 10) × every slider × every value 0–100 sums to 100, no negatives", () => {
    let checked = 0;
    for (let a = 0; a <= 100; a += 10) {
      for (let b = 0; a + b <= 100; b += 10) {
        for (let c = 0; a + b + c <= 100; c += 10) {
          const start: Shares = { beer: a, wine: b, spirits: c, nonAlcoholic: 100 - a - b - c };
          for (const type of DRINK_TYPES) {
            for (let v = 0; v <= 100; v += 1) {
              const next = redistribute(start, type, v);
              if (slidersProblem(next) || next[type] !== v) {
                throw new Error(`redistribute(${JSON.stringify(start)}, ${type}, ${v}) = ${JSON.stringify(next)}`);
              }
              checked += 1;
            }
          }
        }
      }
    }
    // C(13, 3) = 286 compositions × 4 sliders × 101 values
    expect(checked).toBe(286 * 4 * 101);
  });

  it("property: random starts (even ones not summing to 100) stay proportional within one unit", () => {
    const next = rng(20_261_122);
    for (let i = 0; i < 5000; i += 1) {
      const start =
        i % 5 === 0
          ? {
              beer: Math.floor(next() * 300),
              wine: Math.floor(next() * 300),
              spirits: Math.floor(next() * 3),
              nonAlcoholic: 0,
            }
          : randomShares(next);
      const type = DRINK_TYPES[Math.floor(next() * 4)]!;
      const value = Math.floor(next() * 101);
      const result = redistribute(start, type, value);
      const label = `redistribute(${JSON.stringify(start)}, ${type}, ${value}) = ${JSON.stringify(result)}`;
      const problem = slidersProblem(result);
      if (problem) throw new Error(`${label}: ${problem}`);
      if (result[type] !== value) throw new Error(`${label}: moved slider`);
      const others = DRINK_TYPES.filter((t) => t !== type);
      const weight = others.reduce((acc, t) => acc + start[t], 0);
      for (const t of others) {
        const exact = weight > 0 ? ((100 - value) * start[t]) / weight : (100 - value) / 3;
        // Largest remainder never moves a part by a whole unit from its exact share.
        if (!(Math.abs(result[t] - exact) < 1)) throw new Error(`${label}: ${t} is ${result[t]}, exact ${exact}`);
      }
    }
  });

  it("property: long keyboard sessions (random ArrowLeft/ArrowRight/Home/End/PageUp on random sliders) always sum to 100", () => {
    const next = rng(42);
    let shares: Shares = { ...DEFAULT_SHARES };
    for (let step = 0; step < 20_000; step += 1) {
      const type = DRINK_TYPES[Math.floor(next() * 4)]!;
      const key = Math.floor(next() * 5);
      const target =
        key === 0
          ? shares[type] + 1
          : key === 1
            ? shares[type] - 1
            : key === 2
              ? 0
              : key === 3
                ? 100
                : shares[type] + 10;
      shares = redistribute(shares, type, target);
      const problem = slidersProblem(shares);
      if (problem) throw new Error(`step ${step}: ${JSON.stringify(shares)}: ${problem}`);
    }
    expectValidSliders(shares);
  });

  it("pressing ArrowRight on beer from 50 to 100 and back to 0 never breaks the sum", () => {
    let shares: Shares = { ...DEFAULT_SHARES };
    for (let v = 51; v <= 100; v += 1) {
      shares = redistribute(shares, "beer", v);
      expectValidSliders(shares);
    }
    expect(shares).toEqual({ beer: 100, wine: 0, spirits: 0, nonAlcoholic: 0 });
    for (let v = 99; v >= 0; v -= 1) {
      shares = redistribute(shares, "beer", v);
      expectValidSliders(shares);
    }
    // From 100/0/0/0 the others are all 0, so the first step splits 1 equally (1, 0, 0),
    // and from then on proportionally; at 0 the others hold all 100.
    expect(shares.beer).toBe(0);
  });
});

describe("normalizeToHundred", () => {
  it("keeps shares that already are whole and sum to 100", () => {
    expect(normalizeToHundred(DEFAULT_SHARES)).toEqual(DEFAULT_SHARES);
  });

  it("rounds 33,33/33,33/33,34/0 to 33/33/34/0", () => {
    expect(normalizeToHundred({ beer: 33.33, wine: 33.33, spirits: 33.34, nonAlcoholic: 0 })).toEqual({
      beer: 33,
      wine: 33,
      spirits: 34,
      nonAlcoholic: 0,
    });
  });

  it("scales a wrong sum: 60/20/20/10 (110) → 54,5/18,2/18,2/9,1 → 55/18/18/9", () => {
    expect(normalizeToHundred({ beer: 60, wine: 20, spirits: 20, nonAlcoholic: 10 })).toEqual({
      beer: 55,
      wine: 18,
      spirits: 18,
      nonAlcoholic: 9,
    });
  });

  it("all zero → 25 each", () => {
    expect(normalizeToHundred({ beer: 0, wine: 0, spirits: 0, nonAlcoholic: 0 })).toEqual({
      beer: 25,
      wine: 25,
      spirits: 25,
      nonAlcoholic: 25,
    });
  });

  it("property: random decimal values always give whole sliders summing to 100", () => {
    const next = rng(7);
    for (let i = 0; i < 3000; i += 1) {
      const values = {
        beer: next() * 100,
        wine: next() * 50,
        spirits: next() < 0.3 ? 0 : next() * 100,
        nonAlcoholic: next() * 10,
      };
      const problem = slidersProblem(normalizeToHundred(values));
      if (problem) throw new Error(`normalizeToHundred(${JSON.stringify(values)}): ${problem}`);
    }
  });
});

describe("URL state (D3)", () => {
  const DEFAULT_QUERY = "total=1000&convidados=20&qualidade=medium&cerveja=50&vinho=20&destilados=20&sem_alcool=10";

  it("writes the defaults with the parameters of issue 3, in order", () => {
    expect(formToQuery(defaultFormValues())).toBe(DEFAULT_QUERY);
  });

  it("writes decimals with a dot and Brazilian thousands as a plain number", () => {
    expect(formToQuery(form({ total: "1.500,50", beer: "49,5", wine: "20,5", quality: "premium" }))).toBe(
      "total=1500.5&convidados=20&qualidade=premium&cerveja=49.5&vinho=20.5&destilados=20&sem_alcool=10",
    );
  });

  it("keeps an empty guest count as an empty parameter", () => {
    expect(formToQuery(form({ guests: "" }))).toContain("convidados=&");
  });

  it("reads a shared link back into the form, with commas for the fields", () => {
    const { values, fromUrl } = formFromSearchParams(
      new URLSearchParams(
        "total=1500.5&convidados=30&qualidade=economic&cerveja=49.5&vinho=20.5&destilados=20&sem_alcool=10",
      ),
    );
    expect(fromUrl).toBe(true);
    expect(values).toEqual({
      total: "1500,5",
      guests: "30",
      quality: "economic",
      beer: "49,5",
      wine: "20,5",
      spirits: "20",
      nonAlcoholic: "10",
    });
  });

  it("a plain visit is not from the URL and has the defaults", () => {
    expect(formFromSearchParams(new URLSearchParams(""))).toEqual({ values: defaultFormValues(), fromUrl: false });
    expect(formFromSearchParams(new URLSearchParams("utm_source=x")).fromUrl).toBe(false);
  });

  it("missing parameters take their defaults; an empty convidados means no guests; a bad quality is ignored", () => {
    const { values } = formFromSearchParams(new URLSearchParams("total=2000&convidados=&qualidade=luxo"));
    expect(values).toEqual({ ...defaultFormValues(), total: "2000", guests: "" });
  });

  it("never writes an invalid or absurd value: the field goes out empty (issue 16)", () => {
    expect(
      formToQuery(form({ total: "5.000.000", guests: "2025", beer: "1.000", wine: "abc", spirits: "33,333" })),
    ).toBe("total=&convidados=&qualidade=medium&cerveja=&vinho=&destilados=&sem_alcool=10");
    // Read back, the required fields ask to be filled again: no result from values the visitor never typed.
    const { values } = formFromSearchParams(new URLSearchParams("total=&convidados=&cerveja="));
    expect(validateBudgetForm(values).errors).toEqual({
      total: BUDGET_MESSAGES.totalRequired,
      beer: BUDGET_MESSAGES.percentRequired("cerveja"),
    });
  });

  it("reads the form as the browser submits it without JavaScript, as typed", () => {
    const submitted = new URLSearchParams(
      "total=R%24+1.500%2C00&convidados=1.000&qualidade=premium&cerveja=40&vinho=30&destilados=20&sem_alcool=10",
    );
    const { values, fromUrl } = formFromSearchParams(submitted);
    expect(fromUrl).toBe(true);
    expect(values).toEqual({
      total: "1.500,00",
      guests: "1.000",
      quality: "premium",
      beer: "40",
      wine: "30",
      spirits: "20",
      nonAlcoholic: "10",
    });
    const r = resultFromSearchParams(submitted);
    expect(r?.totalBudget).toBe(1500);
    expect(r?.guestCount).toBe(1000);
    // "1.500" from a form is fifteen hundred (the old reader turned it into "1,500", 1,5).
    expect(formFromSearchParams(new URLSearchParams("total=1.500")).values.total).toBe("1.500");
    expect(formToQuery(values)).toBe(
      "total=1500&convidados=1000&qualidade=premium&cerveja=40&vinho=30&destilados=20&sem_alcool=10",
    );
  });

  it("strips anything that is not part of a number", () => {
    const { values } = formFromSearchParams(new URLSearchParams("total=<b>1000</b>&cerveja=abc"));
    expect(values.total).toBe("1000");
    expect(values.beer).toBe("");
    expect(validateBudgetForm(values).errors).toEqual({ beer: "Informe o percentual de cerveja." });
  });

  it("round-trips a form through the URL", () => {
    const start = form({
      total: "2.345,67",
      guests: "",
      quality: "economic",
      beer: "25",
      wine: "25",
      spirits: "25",
      nonAlcoholic: "25",
    });
    const { values } = formFromSearchParams(new URLSearchParams(formToQuery(start)));
    expect(values).toEqual({ ...start, total: "2345,67" });
  });

  it("inputToQuery writes a valid input", () => {
    expect(
      inputToQuery({ totalBudget: 1000, guestCount: 20, qualityLevel: "medium", percentages: DEFAULT_SHARES }),
    ).toBe(DEFAULT_QUERY);
    expect(inputToQuery({ totalBudget: 500, qualityLevel: "premium", percentages: DEFAULT_SHARES })).toBe(
      "total=500&convidados=&qualidade=premium&cerveja=50&vinho=20&destilados=20&sem_alcool=10",
    );
  });

  it("a link with valid inputs reproduces the result; a wrong sum or a plain visit gives none", () => {
    const r = resultFromSearchParams(new URLSearchParams(DEFAULT_QUERY));
    expect(r?.lines.map((l) => l.quantity)).toEqual([50, 3, 2, 16]);
    expect(r?.costPerGuest).toBe(50);
    const premium = resultFromSearchParams(new URLSearchParams(DEFAULT_QUERY.replace("medium", "premium")));
    expect(premium?.lines.map((l) => l.quantity)).toEqual([27, 1, 1, 8]);
    expect(
      resultFromSearchParams(new URLSearchParams(DEFAULT_QUERY.replace("cerveja=50", "cerveja=60"))),
    ).toBeUndefined();
    expect(
      resultFromSearchParams(new URLSearchParams(DEFAULT_QUERY.replace("total=1000", "total=50"))),
    ).toBeUndefined();
    expect(resultFromSearchParams(new URLSearchParams(""))).toBeUndefined();
  });
});

describe("D20: each quality names its unit, and beer is counted in litres too", () => {
  const at = (qualityLevel: "economic" | "medium" | "premium") =>
    calculateBudget({ totalBudget: 1000, qualityLevel, percentages: DEFAULT_SHARES });

  it("beer: econômico a 350 ml can, médio a 600 ml bottle, premium a 500 ml special beer", () => {
    expect(["economic", "medium", "premium"].map((q) => unitName(at(q as "medium").lines[0]!.unit))).toEqual([
      "lata 350 ml",
      "garrafa 600 ml",
      "cerveja especial 500 ml",
    ]);
  });

  it("wine 750 ml, spirits 1 L and non-alcoholic 2 L bottles at every level", () => {
    for (const q of ["economic", "medium", "premium"] as const)
      expect(
        at(q)
          .lines.slice(1)
          .map((l) => unitName(l.unit)),
      ).toEqual(["garrafa 750 ml", "garrafa 1 L", "garrafa 2 L"]);
  });

  it("beer litres = units × volume: 100 × 0,35 = 35 L; 50 × 0,6 = 30 L; 27 × 0,5 = 13,5 L", () => {
    expect(at("economic").lines[0]).toMatchObject({ quantity: 100, litres: 35 });
    expect(at("medium").lines[0]).toMatchObject({ quantity: 50, litres: 30 });
    expect(at("premium").lines[0]).toMatchObject({ quantity: 27, litres: 13.5 });
  });

  it("litres carry no floating-point crumbs (78 × 0,6 = 46,8 L, 3 × 0,35 = 1,05 L)", () => {
    const r = calculateBudget({
      totalBudget: 1000,
      qualityLevel: "medium",
      percentages: { beer: 78, wine: 9, spirits: 9, nonAlcoholic: 4 },
    });
    expect(r.lines[0]).toMatchObject({ quantity: 78, litres: 46.8 });
    const small = calculateBudget({
      totalBudget: 100,
      qualityLevel: "economic",
      percentages: { beer: 15, wine: 35, spirits: 40, nonAlcoholic: 10 },
    });
    expect(small.lines[0]).toMatchObject({ quantity: 3, litres: 1.05 });
  });

  it("the summary names the units the way a shopper reads them", () => {
    expect(summarizeBudget(at("economic"))).toContain("100 latas de 350 ml de cerveja (35 L)");
    expect(summarizeBudget(at("premium"))).toContain("27 cervejas especiais de 500 ml (13,5 L)");
  });
});

describe("the budget with any split of the sliders (issue 29 item 7)", () => {
  it("every whole split summing to 100 is computed with exactly those shares: allocation, ⌊allocation ÷ price⌋, leftover", () => {
    const next = rng(29);
    for (let i = 0; i < 500; i += 1) {
      const shares = randomShares(next);
      const quality = (["economic", "medium", "premium"] as const)[i % 3]!;
      const total = 100 + Math.floor(next() * 5000);
      const v = validateBudgetForm(form({ total: String(total), quality, ...sharesAsFields(shares) }));
      if (!v.ok) throw new Error(`split ${JSON.stringify(shares)} refused`);
      const r = calculateBudget(v.value);
      for (const line of r.lines) {
        const allocationCents = Math.round(total * shares[line.type]);
        const priceCents = Math.round(line.unitPrice * 100);
        const quantity = Math.floor(allocationCents / priceCents);
        if (line.percentage !== shares[line.type] || line.quantity !== quantity)
          throw new Error(`${line.type} of ${JSON.stringify(shares)} at R$ ${total}: ${line.quantity} ≠ ${quantity}`);
        if (Math.round(line.leftover * 100) !== allocationCents - quantity * priceCents)
          throw new Error(`${line.type} leftover of ${JSON.stringify(shares)} at R$ ${total}`);
      }
      // Everything is given out: spent + leftover = the total.
      if (Math.round((r.spent + r.leftover) * 100) !== total * 100)
        throw new Error(`total of ${JSON.stringify(shares)}`);
    }
  });

  it("78/9/9/4 at R$ 1.000, Médio: 78 bottles of beer (46,8 L), 1 wine, 1 spirits, 6 bottles of 2 L", () => {
    const r = calculateBudget({
      totalBudget: 1000,
      qualityLevel: "medium",
      percentages: { beer: 78, wine: 9, spirits: 9, nonAlcoholic: 4 },
    });
    // 780 / 10 = 78; ⌊90 / 60⌋ = 1; ⌊90 / 80⌋ = 1; ⌊40 / 6⌋ = 6
    expect(r.lines.map((l) => l.quantity)).toEqual([78, 1, 1, 6]);
  });
});

describe("“Montar a lista de compras”: /festa with what it can take of the budget", () => {
  it("the guests as adults who drink, the 600 ml bottle and its price for Médio", () => {
    expect(
      festaHrefFromBudget({ totalBudget: 1000, guestCount: 20, qualityLevel: "medium", percentages: DEFAULT_SHARES }),
    ).toBe("/festa?bebem=20&nao_bebem=0&criancas=0&horas=5&clima=ameno&perfil=moderado&embalagem=600&preco=10");
  });

  it("the 350 ml can at R$ 5 for Econômico", () => {
    expect(
      festaHrefFromBudget({ totalBudget: 1000, guestCount: 8, qualityLevel: "economic", percentages: DEFAULT_SHARES }),
    ).toContain("bebem=8&nao_bebem=0&criancas=0&horas=5&clima=ameno&perfil=moderado&embalagem=350&preco=5");
  });

  it("premium's 500 ml special beer is not a /festa container: no container or price; no guests keeps /festa's", () => {
    const href = festaHrefFromBudget({ totalBudget: 1000, qualityLevel: "premium", percentages: DEFAULT_SHARES });
    expect(href).toBe("/festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=ameno&perfil=moderado&embalagem=350");
  });
});

function sharesAsFields(s: Shares): Pick<BudgetFormValues, DrinkType> {
  return {
    beer: String(s.beer),
    wine: String(s.wine),
    spirits: String(s.spirits),
    nonAlcoholic: String(s.nonAlcoholic),
  };
}
