import { describe, expect, it } from "vitest";
import {
  changeOf,
  chartSummary,
  fillStatsDays,
  formatChange,
  formatShare,
  lastFullMonth,
  parseStatsRange,
  postSlugOf,
  previousPeriod,
  sectionOf,
  splitRange,
  statsChart,
  statsCsv,
} from "./stats";

const params = (query: string) => new URLSearchParams(query);
const today = "2026-11-27";

describe("parseStatsRange", () => {
  it("reads the last 30 days by default and 7/30/90 by ?periodo=", () => {
    expect(parseStatsRange(params(""), today)).toEqual({
      ok: true,
      from: "2026-10-29",
      to: today,
      days: 30,
      period: 30,
    });
    expect(parseStatsRange(params("periodo=7"), today)).toMatchObject({ from: "2026-11-21", days: 7, period: 7 });
    expect(parseStatsRange(params("periodo=90"), today)).toMatchObject({ from: "2026-08-30", days: 90 });
  });

  it("takes ?de=&ate= over ?periodo=, up to 800 days, and names a matching period", () => {
    expect(parseStatsRange(params("de=2026-11-01&ate=2026-11-10&periodo=7"), today)).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-10",
      days: 10,
      period: null,
    });
    expect(parseStatsRange(params("de=2026-11-21&ate=2026-11-27"), today)).toMatchObject({ period: 7 });
    expect(parseStatsRange(params("de=2024-09-19&ate=2026-11-26"), today)).toMatchObject({ ok: true, days: 799 });
  });

  it.each([
    ["periodo=15", "Período inválido"],
    ["de=2026-02-30", "Data inicial inválida"],
    ["de=2026-11-10&ate=2026-11-01", "A data inicial deve ser anterior"],
    ["de=2024-01-01&ate=2026-11-01", "no máximo 800 dias"],
  ])("refuses %s in Portuguese", (query, message) => {
    const range = parseStatsRange(params(query), today);
    expect(range.ok).toBe(false);
    expect(!range.ok && range.message).toContain(message);
  });
});

describe("changes", () => {
  it("is a percentage, 'novo' from nothing, '—' for nothing twice", () => {
    expect(formatChange(changeOf(150, 100))).toBe("+50,0%");
    expect(formatChange(changeOf(75, 100))).toBe("−25,0%");
    expect(formatChange(changeOf(100, 100))).toBe("0,0%");
    expect(formatChange(changeOf(5, 0))).toBe("novo");
    expect(formatChange(changeOf(0, 0))).toBe("—");
    expect(formatChange(changeOf(0, 9))).toBe("−100%");
  });

  it("shares are rounded percentages", () => {
    expect(formatShare(62, 100)).toBe("62%");
    expect(formatShare(45, 1000)).toBe("4,5%");
    expect(formatShare(1, 0)).toBe("—");
  });
});

describe("periods and months", () => {
  it("the previous period has the same length and ends the day before", () => {
    expect(previousPeriod("2026-11-01", 30)).toEqual({ from: "2026-10-02", to: "2026-10-31" });
  });

  it("names the last full month in Portuguese, January going back a year", () => {
    expect(lastFullMonth("2026-11-27")).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      days: 31,
      name: "outubro de 2026",
    });
    expect(lastFullMonth("2027-01-01")).toMatchObject({ from: "2026-12-01", to: "2026-12-31" });
    expect(lastFullMonth("2028-03-10")).toMatchObject({ to: "2028-02-29", days: 29, name: "fevereiro de 2028" });
  });

  it("cuts a range into closed whole months and loose days", () => {
    expect(splitRange("2026-08-15", "2026-11-27", today)).toEqual({
      months: ["2026-09", "2026-10"],
      loose: [
        { from: "2026-08-15", to: "2026-08-31" },
        { from: "2026-11-01", to: "2026-11-27" },
      ],
    });
    // A month that ended yesterday may still get yesterday's last batch: read directly.
    expect(splitRange("2026-10-01", "2026-11-01", "2026-11-01")).toEqual({
      months: [],
      loose: [{ from: "2026-10-01", to: "2026-11-01" }],
    });
    expect(splitRange("2026-11-03", "2026-11-05", today)).toEqual({
      months: [],
      loose: [{ from: "2026-11-03", to: "2026-11-05" }],
    });
  });
});

describe("sections and posts", () => {
  it.each([
    ["/", "Calculadoras"],
    ["/festa", "Calculadoras"],
    ["/blog", "Blog"],
    ["/blog/ipa-gelada", "Blog"],
    ["/blog?categoria=IPA", "Blog"],
    ["/drinks", "Blog"],
    ["/glossario", "Glossário"],
    ["/infograficos", "Infográficos"],
    ["/anuncie", "Anuncie"],
    ["/termos-de-uso", "Outras páginas"],
  ])("%s is in %s", (path, section) => {
    expect(sectionOf(path)).toBe(section);
  });

  it("reads a post's slug only from /blog/<slug>", () => {
    expect(postSlugOf("/blog/ipa-gelada")).toBe("ipa-gelada");
    expect(postSlugOf("/blog")).toBeNull();
    expect(postSlugOf("/blog?categoria=IPA")).toBeNull();
    expect(postSlugOf("/blog/a/b")).toBeNull();
  });
});

describe("series, chart and CSV", () => {
  it("fills the days without rows with zeros", () => {
    expect(fillStatsDays([{ day: "2026-11-02", views: 5, visitors: 3 }], "2026-11-01", "2026-11-03")).toEqual([
      { day: "2026-11-01", views: 0, visitors: 0 },
      { day: "2026-11-02", views: 5, visitors: 3 },
      { day: "2026-11-03", views: 0, visitors: 0 },
    ]);
  });

  it("draws both lines inside the plot and summarises them in words", () => {
    const days = fillStatsDays(
      [
        { day: "2026-11-01", views: 120, visitors: 40 },
        { day: "2026-11-03", views: 1234, visitors: 400 },
      ],
      "2026-11-01",
      "2026-11-07",
    );
    const g = statsChart(days, 360, 200);
    expect(g.ticks.at(-1)!.value).toBe(1500);
    const ys = [...g.views.matchAll(/[ML][\d.]+ ([\d.]+)/g)].map((m) => Number(m[1]));
    expect(ys).toHaveLength(7);
    for (const y of ys) expect(y).toBeGreaterThanOrEqual(g.plot.top);
    expect(chartSummary(days)).toBe(
      "Gráfico de visualizações e visitantes por dia, de 01/11/2026 a 07/11/2026: 1.354 visualizações e 440 visitantes (soma diária) no período. Dia com mais visualizações: 03/11/2026, com 1.234.",
    );
  });

  it("the CSV starts with a BOM and the header, lines ending in CRLF", () => {
    expect(statsCsv("01/11/2026;/;3;2")).toBe("\uFEFFdata;caminho;visualizacoes;visitantes\r\n01/11/2026;/;3;2\r\n");
    expect(statsCsv("")).toBe("\uFEFFdata;caminho;visualizacoes;visitantes\r\n");
  });
});
