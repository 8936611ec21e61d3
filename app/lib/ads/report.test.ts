import { describe, expect, it } from "vitest";
import {
  cappedCtr,
  chartGeometry,
  fillReportDays,
  formatCappedCtr,
  parseReportRange,
  reportCsv,
  reportTotals,
} from "./report";

const TODAY = "2026-11-27";

describe("parseReportRange", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(parseReportRange(null, null, TODAY)).toEqual({ ok: true, from: "2026-10-29", to: TODAY, days: 30 });
    expect(parseReportRange("", "", TODAY)).toMatchObject({ from: "2026-10-29", to: TODAY });
  });

  it("takes either end alone", () => {
    expect(parseReportRange(null, "2026-01-31", TODAY)).toMatchObject({ from: "2026-01-02", to: "2026-01-31" });
    expect(parseReportRange("2026-11-01", null, TODAY)).toMatchObject({ from: "2026-11-01", to: TODAY, days: 27 });
  });

  it("accepts one day and exactly 400 days, refuses 401", () => {
    expect(parseReportRange(TODAY, TODAY, TODAY)).toMatchObject({ ok: true, days: 1 });
    expect(parseReportRange("2025-10-24", "2026-11-27", TODAY)).toMatchObject({ ok: true, days: 400 });
    expect(parseReportRange("2025-10-23", "2026-11-27", TODAY)).toEqual({
      ok: false,
      message: "O período pode ter no máximo 400 dias (este tem 401).",
    });
  });

  it.each([
    ["2026-02-30", TODAY, "Data inicial inválida"],
    ["27/11/2026", TODAY, "Data inicial inválida"],
    ["2026-11-01", "amanhã", "Data final inválida"],
    ["2026-13-01", TODAY, "Data inicial inválida"],
    ["2026-11-27", "2026-11-01", "A data inicial deve ser anterior ou igual à data final."],
  ])("refuses de=%s ate=%s in Portuguese", (de, ate, message) => {
    const range = parseReportRange(de, ate, TODAY);
    expect(range.ok).toBe(false);
    expect(range.ok ? "" : range.message).toContain(message);
  });
});

describe("days, totals and CTR", () => {
  const rows = [
    { day: "2026-11-02", impressions: 1000, views: 600, clicks: 25 },
    { day: "2026-11-04", impressions: 3, views: 1, clicks: 5 },
  ];
  const days = fillReportDays(rows, "2026-11-01", "2026-11-05");

  it("gives one row per day, zero days included, across month ends", () => {
    expect(days.map((d) => d.day)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"]);
    expect(days[0]).toEqual({ day: "2026-11-01", impressions: 0, views: 0, clicks: 0 });
    expect(fillReportDays([], "2024-02-28", "2024-03-01").map((d) => d.day)).toEqual([
      "2024-02-28",
      "2024-02-29",
      "2024-03-01",
    ]);
  });

  it("adds the totals", () => {
    expect(reportTotals(days)).toEqual({ impressions: 1003, views: 601, clicks: 30 });
  });

  it("never shows a CTR above 100 %", () => {
    expect(cappedCtr(1000, 25)).toBe(2.5);
    expect(cappedCtr(3, 5)).toBe(100);
    expect(cappedCtr(0, 5)).toBeNull();
    expect(formatCappedCtr(1000, 25)).toBe("2,50%");
    expect(formatCappedCtr(3, 5)).toBe("100,00%");
    expect(formatCappedCtr(0, 0)).toBe("—");
  });
});

describe("reportCsv", () => {
  it("is pt-BR: BOM, semicolons, decimal comma, dd/mm/aaaa, a Portuguese header and every day", () => {
    const csv = reportCsv(
      fillReportDays([{ day: "2026-11-02", impressions: 1234, views: 700, clicks: 37 }], "2026-11-01", "2026-11-02"),
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Data;Impressões;Visualizações;Cliques;CTR (%)",
      "01/11/2026;0;0;0;",
      "02/11/2026;1234;700;37;3,00",
      "",
    ]);
  });
});

describe("chartGeometry", () => {
  it("draws one path per series within the plot, with a rounded scale", () => {
    const g = chartGeometry(
      fillReportDays([{ day: "2026-11-02", impressions: 730, views: 400, clicks: 9 }], "2026-11-01", "2026-11-30"),
    );
    expect(g.max).toBe(1000);
    expect(g.series.map((s) => s.label)).toEqual(["Impressões", "Visualizações", "Cliques"]);
    for (const s of g.series) {
      const numbers = s.path.match(/-?\d+(\.\d+)?/g)!.map(Number);
      expect(numbers).toHaveLength(60);
      for (const v of numbers) expect(v).toBeGreaterThanOrEqual(0);
    }
    expect(g.xLabels[0]!.day).toBe("2026-11-01");
    expect(g.xLabels.at(-1)!.day).toBe("2026-11-30");
  });
});
