import { describe, expect, it } from "vitest";
import {
  formatCurrency,
  formatDateLong,
  formatDateShort,
  formatNumber,
  formatPercent,
  formatTime,
  parseDecimal,
  todayInSaoPaulo,
} from "./format";

const NBSP = "\u00a0";

// formatNumber and formatCurrency write pt-BR numbers out instead of calling Intl.NumberFormat
// (issue 24.4: a page's first Intl formatter costs 16-25 ms of main thread). They must give
// exactly what Intl gives, for every value and option the site uses and then some.
describe("the same text as Intl.NumberFormat (pt-BR)", () => {
  const formatters = new Map<string, Intl.NumberFormat>();
  const intl = (n: number, options: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options);
    let nf = formatters.get(key);
    if (!nf) formatters.set(key, (nf = new Intl.NumberFormat("pt-BR", { signDisplay: "negative", ...options })));
    return nf.format(n);
  };
  // A fixed-seed generator: the same values on every run, spread over every magnitude.
  let seed = 20261128;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const values: number[] = [0, -0, 0.5, -0.5, 1.005, 2.675, 1.0005, 0.125, 999.9995, 9.995, 99999.5, 1e21, 1.5e-7];
  for (let i = 0; i < 4000; i++) {
    const magnitude = 10 ** Math.floor(random() * 16 - 6);
    const sign = random() < 0.2 ? -1 : 1;
    values.push(sign * random() * magnitude);
    // Halves and near-halves at a few decimals, where rounding goes wrong first.
    const digits = Math.floor(random() * 4);
    values.push((sign * (Math.floor(random() * 100000) + 0.5)) / 10 ** digits);
    values.push((sign * Math.floor(random() * 1e7)) / 1000);
  }
  const options: Intl.NumberFormatOptions[] = [
    {},
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 1 },
    { maximumFractionDigits: 2 },
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { minimumFractionDigits: 3, maximumFractionDigits: 3 },
    { minimumFractionDigits: 5 },
    { minimumFractionDigits: 1, maximumFractionDigits: 4 },
  ];

  it("formatNumber, with every option", () => {
    for (const o of options) {
      const mismatches = values
        .filter((n) => formatNumber(n, o) !== intl(n, o))
        .slice(0, 5)
        .map((n) => `${n}: ${formatNumber(n, o)} ≠ ${intl(n, o)}`);
      expect(mismatches, JSON.stringify(o)).toEqual([]);
    }
  });

  it("formatCurrency", () => {
    const o = { style: "currency", currency: "BRL" } as const;
    const mismatches = values.filter((n) => formatCurrency(n) !== intl(n, o)).slice(0, 5);
    expect(mismatches.map((n) => `${n}: ${formatCurrency(n)} ≠ ${intl(n, o)}`)).toEqual([]);
  });

  it("refuses more minimum than maximum decimals, as Intl does", () => {
    expect(() => formatNumber(1, { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toThrow(RangeError);
  });
});

describe("formatNumber", () => {
  it("uses '.' for thousands and ',' for decimals", () => {
    expect(formatNumber(1234.5)).toBe("1.234,5");
    expect(formatNumber(1234567.891)).toBe("1.234.567,891");
    expect(formatNumber(-1234.5)).toBe("-1.234,5");
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
  });

  it("honours fraction digit options", () => {
    expect(formatNumber(0.5, { minimumFractionDigits: 2 })).toBe("0,50");
    expect(formatNumber(3.14159, { maximumFractionDigits: 2 })).toBe("3,14");
    expect(formatNumber(2, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("2,0");
    expect(formatNumber(1.05, { minimumFractionDigits: 3, maximumFractionDigits: 3 })).toBe("1,050");
    expect(formatNumber(2.5, { maximumFractionDigits: 0 })).toBe("3");
  });

  it("keeps different options apart (formatter cache)", () => {
    expect(formatNumber(1.23456, { maximumFractionDigits: 1 })).toBe("1,2");
    expect(formatNumber(1.23456, { maximumFractionDigits: 4 })).toBe("1,2346");
    expect(formatNumber(1.23456, { maximumFractionDigits: 1 })).toBe("1,2");
  });

  it("never shows negative zero", () => {
    expect(formatNumber(-0.0001, { maximumFractionDigits: 2 })).toBe("0");
    expect(formatNumber(-0)).toBe("0");
  });

  it("shows a dash instead of NaN or Infinity", () => {
    expect(formatNumber(NaN)).toBe("—");
    expect(formatNumber(Infinity)).toBe("—");
    expect(formatNumber(-Infinity)).toBe("—");
  });
});

describe("formatCurrency", () => {
  it("formats reais with a no-break space after R$", () => {
    expect(formatCurrency(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatCurrency(0)).toBe(`R$${NBSP}0,00`);
    expect(formatCurrency(4.5)).toBe(`R$${NBSP}4,50`);
    expect(formatCurrency(1234567.891)).toBe(`R$${NBSP}1.234.567,89`);
    expect(formatCurrency(4.999)).toBe(`R$${NBSP}5,00`);
  });

  it("uses U+00A0, not a plain space", () => {
    expect(formatCurrency(1)).not.toBe("R$ 1,00");
    expect(formatCurrency(1).charCodeAt(2)).toBe(0xa0);
  });

  it("formats negatives and non-finite values", () => {
    expect(formatCurrency(-10)).toBe(`-R$${NBSP}10,00`);
    expect(formatCurrency(NaN)).toBe("—");
  });
});

describe("formatPercent", () => {
  it("takes a value already in percent, 1 decimal by default", () => {
    expect(formatPercent(5.3)).toBe("5,3%");
    expect(formatPercent(5)).toBe("5,0%");
    expect(formatPercent(0.04)).toBe("0,0%");
    expect(formatPercent(1234.56)).toBe("1.234,6%");
  });

  it("uses the requested number of decimals", () => {
    expect(formatPercent(72.456, 2)).toBe("72,46%");
    expect(formatPercent(100, 0)).toBe("100%");
    expect(formatPercent(5.25, 0)).toBe("5%");
  });

  it("shows a dash for NaN", () => {
    expect(formatPercent(NaN)).toBe("—");
  });
});

describe("parseDecimal (D2)", () => {
  it.each([
    ["4,99", 4.99],
    ["4.99", 4.99],
    [" 4,99 ", 4.99],
    ["\t4.99\n", 4.99],
    ["1.234,56", 1234.56],
    ["1,234.56", 1234.56],
    ["1.234.567,89", 1234567.89],
    ["1,050", 1.05],
    ["1.050", 1.05],
    ["1,000", 1],
    ["10", 10],
    ["007", 7],
    ["0", 0],
    ["-2,5", -2.5],
    ["-1.234,5", -1234.5],
    ["4,", 4],
    [",5", 0.5],
    ["0,0001", 0.0001],
  ])("%j → %d", (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "abc",
    "1,2,3",
    "1.2.3",
    "1.234.567",
    "--1",
    "-",
    "+5",
    ",",
    ".",
    ",.",
    "1.2,3",
    "1.2345,6",
    "12345.678,9",
    "1,234.5,6",
    "1.234,56.7",
    "4,99abc",
    "R$ 4,99",
    "4 99",
    "1e3",
    "Infinity",
    "0x10",
    "4-2",
  ])("rejects %j", (input) => {
    expect(parseDecimal(input)).toBeUndefined();
  });

  it("never returns negative zero", () => {
    expect(Object.is(parseDecimal("-0"), 0)).toBe(true);
    expect(Object.is(parseDecimal("-0,00"), 0)).toBe(true);
  });

  it("rejects numbers too large to be finite", () => {
    expect(parseDecimal("9".repeat(400))).toBeUndefined();
  });
});

describe("dates (America/Sao_Paulo)", () => {
  it("formatDateLong: dd de MMMM de yyyy às HH:mm in São Paulo time", () => {
    // 08:34 UTC = 05:34 in São Paulo (UTC−3)
    expect(formatDateLong(new Date("2026-11-22T08:34:00Z"))).toBe("22 de novembro de 2026 às 05:34");
    expect(formatDateLong("2026-11-22T08:34:00Z")).toBe("22 de novembro de 2026 às 05:34");
    expect(formatDateLong("2026-01-05T15:07:00Z")).toBe("05 de janeiro de 2026 às 12:07");
    expect(formatDateLong("2026-11-22T05:34:00-03:00")).toBe("22 de novembro de 2026 às 05:34");
  });

  it("formatDateLong: midnight is 00:00 (not 24:00) and the day shifts with the zone", () => {
    expect(formatDateLong("2026-03-01T03:00:00Z")).toBe("01 de março de 2026 às 00:00");
    expect(formatDateLong("2026-03-01T02:59:00Z")).toBe("28 de fevereiro de 2026 às 23:59");
  });

  it("formatDateShort: dd/MM/yyyy in São Paulo time", () => {
    expect(formatDateShort(new Date("2026-11-22T08:34:00Z"))).toBe("22/11/2026");
    expect(formatDateShort("2026-11-22T02:00:00Z")).toBe("21/11/2026");
    expect(formatDateShort("2026-07-04T12:00:00Z")).toBe("04/07/2026");
  });

  it('formatTime: HH:mm in São Paulo time (the autosave\'s "Salvo às")', () => {
    expect(formatTime(new Date("2026-11-22T17:32:59Z"))).toBe("14:32");
    expect(formatTime("2026-03-01T03:05:00Z")).toBe("00:05");
    expect(formatTime("not a date")).toBe("");
  });

  it("a date-only string is that calendar day, not the day before", () => {
    expect(formatDateShort("2026-11-22")).toBe("22/11/2026");
    expect(formatDateLong("2026-11-22")).toBe("22 de novembro de 2026 às 00:00");
    expect(formatDateShort("2026-01-01")).toBe("01/01/2026");
  });

  it("invalid dates give an empty string", () => {
    expect(formatDateShort("not a date")).toBe("");
    expect(formatDateLong("not a date")).toBe("");
    expect(formatDateShort("2026-02-30")).toBe("");
    expect(formatDateLong(new Date(NaN))).toBe("");
  });

  it("todayInSaoPaulo around midnight UTC", () => {
    expect(todayInSaoPaulo(new Date("2026-11-22T02:00:00Z"))).toBe("2026-11-21");
    expect(todayInSaoPaulo(new Date("2026-11-22T02:59:59Z"))).toBe("2026-11-21");
    expect(todayInSaoPaulo(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-22");
    expect(todayInSaoPaulo(new Date("2026-11-22T23:59:00Z"))).toBe("2026-11-22");
  });

  it("todayInSaoPaulo across the new year and with zero padding", () => {
    expect(todayInSaoPaulo(new Date("2027-01-01T02:59:59Z"))).toBe("2026-12-31");
    expect(todayInSaoPaulo(new Date("2026-03-05T12:00:00Z"))).toBe("2026-03-05");
  });

  it("todayInSaoPaulo defaults to now and returns YYYY-MM-DD", () => {
    expect(todayInSaoPaulo()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
