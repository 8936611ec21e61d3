// The reading side of the audience statistics (issue 26 items 3 and 4), pure and isomorphic:
// the dashboard's range (7/30/90 days or ?de=&ate=, up to 800 days), the change against the
// previous period, the site's sections (for the media kit), the chart's geometry, the CSV and
// the pt-BR words. The queries live in app/models/audience-read.server.ts.
import { addReportDays, formatReportDay, parseReportRange, type ReportRange } from "~/lib/ads/report";

/** The longest range the dashboard reads (two years and a bit: the 25 months kept, and more). */
export const STATS_MAX_DAYS = 800;
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_DEFAULT_PERIOD: StatsPeriod = 30;

export type StatsRange =
  { ok: true; from: string; to: string; days: number; period: StatsPeriod | null } | { ok: false; message: string };

/**
 * The dashboard's range: `?de=AAAA-MM-DD&ate=AAAA-MM-DD` when either is given (the rules of the
 * ad report: a date that is not one, a reversed range or one over STATS_MAX_DAYS days is
 * refused in Portuguese), else `?periodo=7|30|90` (30 by default), the last days up to today.
 */
export function parseStatsRange(params: URLSearchParams, today: string): StatsRange {
  const de = params.get("de");
  const ate = params.get("ate");
  if ((de ?? "").trim() || (ate ?? "").trim()) {
    const range: ReportRange = parseReportRange(de, ate, today, {
      maxDays: STATS_MAX_DAYS,
      defaultDays: STATS_DEFAULT_PERIOD,
    });
    if (!range.ok) return range;
    const period = STATS_PERIODS.find((p) => p === range.days && range.to === today) ?? null;
    return { ...range, period };
  }
  const raw = params.get("periodo");
  const period = raw === null || raw === "" ? STATS_DEFAULT_PERIOD : STATS_PERIODS.find((p) => String(p) === raw);
  if (!period) return { ok: false, message: `Período inválido: “${raw}”. Escolha 7, 30 ou 90 dias.` };
  return { ok: true, from: addReportDays(today, 1 - period), to: today, days: period, period };
}

/** The period just before [from, to], of the same length. */
export function previousPeriod(from: string, days: number): { from: string; to: string } {
  return { from: addReportDays(from, -days), to: addReportDays(from, -1) };
}

/**
 * [from, to] cut into the closed calendar months wholly inside it ("YYYY-MM", read from
 * monthSums) and the loose days around them (read directly).
 */
export function splitRange(
  from: string,
  to: string,
  today: string,
): { months: string[]; loose: { from: string; to: string }[] } {
  const yesterday = addReportDays(today, -1);
  const months: string[] = [];
  const loose: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const [y, m] = start.split("-").map(Number) as [number, number];
    const monthEnd = `${start.slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
    const end = monthEnd < to ? monthEnd : to;
    if (start.endsWith("-01") && end === monthEnd && monthEnd < yesterday) months.push(start.slice(0, 7));
    else if (loose.length && addReportDays(loose.at(-1)!.to, 1) === start) loose.at(-1)!.to = end;
    else loose.push({ from: start, to: end });
    start = addReportDays(end, 1);
  }
  return { months, loose };
}

/** The change of a figure against the previous period. */
export type Change = { kind: "pct"; value: number } | { kind: "new" } | { kind: "same" } | { kind: "gone" };

export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: "same" } : { kind: "new" };
  if (current === 0) return { kind: "gone" };
  return { kind: "pct", value: ((current - previous) / previous) * 100 };
}

const int = new Intl.NumberFormat("pt-BR");
const pct1 = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pct0 = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

export const formatCount = (n: number) => int.format(n);

/** "+12,5%", "−3,0%", "0,0%", "novo", "—" (nothing either time), "−100%" (none now). */
export function formatChange(change: Change): string {
  switch (change.kind) {
    case "new":
      return "novo";
    case "same":
      return "—";
    case "gone":
      return "−100%";
    case "pct": {
      const text = pct1.format(Math.abs(change.value));
      if (text === "0,0") return "0,0%";
      return `${change.value > 0 ? "+" : "−"}${text}%`;
    }
  }
}

/** The change in words, for a screen reader and the title attribute. */
export function describeChange(change: Change): string {
  switch (change.kind) {
    case "new":
      return "novo: nada no período anterior";
    case "same":
      return "sem dados nos dois períodos";
    case "gone":
      return "queda de 100% em relação ao período anterior";
    case "pct":
      return change.value >= 0.05
        ? `alta de ${pct1.format(change.value)}% em relação ao período anterior`
        : change.value <= -0.05
          ? `queda de ${pct1.format(-change.value)}% em relação ao período anterior`
          : "igual ao período anterior";
  }
}

/** A share in percent without decimals ("62%"), or with one below 10 ("4,5%"). */
export function formatShare(part: number, whole: number): string {
  if (!(whole > 0)) return "—";
  const v = (part / whole) * 100;
  return `${v < 10 && v > 0 ? pct1.format(v) : pct0.format(v)}%`;
}

// ---------------------------------------------------------------- sections (media kit)

export const AUDIENCE_SECTIONS = [
  "Calculadoras",
  "Blog",
  "Glossário",
  "Infográficos",
  "Anuncie",
  "Outras páginas",
] as const;
export type AudienceSection = (typeof AUDIENCE_SECTIONS)[number];

const CALCULATOR_PATHS = new Set(["/", "/festa", "/por-pessoa", "/ibu", "/abv", "/orcamento", "/receita"]);

/** The section a counted path belongs to. */
export function sectionOf(path: string): AudienceSection {
  const bare = path.split("?")[0]!.replace(/\/+$/, "") || "/";
  if (CALCULATOR_PATHS.has(bare)) return "Calculadoras";
  if (bare === "/blog" || bare.startsWith("/blog/") || bare === "/drinks") return "Blog";
  if (bare === "/glossario" || bare.startsWith("/glossario/")) return "Glossário";
  if (bare === "/infograficos" || bare.startsWith("/infograficos/")) return "Infográficos";
  if (bare === "/anuncie") return "Anuncie";
  return "Outras páginas";
}

/** A post's slug from a counted path (`/blog/<slug>`), or null. */
export function postSlugOf(path: string): string | null {
  const m = /^\/blog\/([^/?#]+)$/.exec(path);
  return m ? m[1]! : null;
}

// ---------------------------------------------------------------- months

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/** The last full calendar month before `today` ("YYYY-MM-DD"): its first and last day and its days. */
export function lastFullMonth(today: string): { from: string; to: string; days: number; name: string } {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, "0");
  return {
    from: `${year}-${mm}-01`,
    to: `${year}-${mm}-${String(days).padStart(2, "0")}`,
    days,
    name: `${MONTHS[month - 1]} de ${year}`,
  };
}

// ---------------------------------------------------------------- series and chart

export interface StatsDay {
  day: string;
  views: number;
  visitors: number;
}

/** One entry per day from `from` to `to`, the days without a row as zeros. */
export function fillStatsDays(rows: readonly StatsDay[], from: string, to: string): StatsDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: StatsDay[] = [];
  for (let day = from; day <= to; day = addReportDays(day, 1)) {
    const r = byDay.get(day);
    out.push({ day, views: r?.views ?? 0, visitors: r?.visitors ?? 0 });
  }
  return out;
}

export interface StatsChart {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  ticks: { value: number; y: number }[];
  views: string;
  visitors: string;
  /** The views as an area under the line. */
  viewsArea: string;
  xLabels: { day: string; x: number; label: string }[];
}

/** A rounded top for the y axis at or above `max`, its half round too (1.2, 1.5, 2, 2.5… × 10ⁿ). */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * p >= max) return m * p;
  return 10 * p;
}

/**
 * Views and visitors per day as two SVG paths. The viewBox is narrow (360 wide by default):
 * the SVG scales to its container, and on a phone the text stays readable.
 */
export function statsChart(days: readonly StatsDay[], width = 640, height = 220): StatsChart {
  const plot = { left: 48, right: width - 8, top: 10, bottom: height - 24 };
  const max = niceMax(Math.max(0, ...days.map((d) => Math.max(d.views, d.visitors))));
  const n = days.length;
  const x = (i: number) =>
    n <= 1 ? (plot.left + plot.right) / 2 : plot.left + ((plot.right - plot.left) * i) / (n - 1);
  const y = (v: number) => plot.bottom - ((plot.bottom - plot.top) * v) / max;
  const r = (v: number) => Math.round(v * 10) / 10;
  const line = (key: "views" | "visitors") =>
    days.map((d, i) => `${i === 0 ? "M" : "L"}${r(x(i))} ${r(y(d[key]))}`).join("");
  const views = line("views");
  const viewsArea = n ? `${views}L${r(x(n - 1))} ${plot.bottom}L${r(x(0))} ${plot.bottom}Z` : "";
  const ticks = [0, 0.5, 1].map((f) => ({ value: max * f, y: r(y(max * f)) }));
  const step = Math.max(1, Math.ceil(n / 5));
  const xLabels = days.flatMap((d, i) =>
    i % step === 0 || i === n - 1 ? [{ day: d.day, x: r(x(i)), label: formatReportDay(d.day).slice(0, 5) }] : [],
  );
  if (xLabels.length > 1 && xLabels.at(-1)!.x - xLabels.at(-2)!.x < (plot.right - plot.left) / 8) {
    xLabels.splice(-2, 1);
  }
  return { width, height, plot, ticks, views, visitors: line("visitors"), viewsArea, xLabels };
}

/** The chart's summary for its aria-label: the totals, the busiest day. */
export function chartSummary(days: readonly StatsDay[]): string {
  if (days.length === 0) return "Sem dados.";
  const views = days.reduce((s, d) => s + d.views, 0);
  const visitors = days.reduce((s, d) => s + d.visitors, 0);
  const best = days.reduce((a, d) => (d.views > a.views ? d : a), days[0]!);
  const range = `de ${formatReportDay(days[0]!.day)} a ${formatReportDay(days.at(-1)!.day)}`;
  const peak =
    best.views > 0 ? ` Dia com mais visualizações: ${formatReportDay(best.day)}, com ${int.format(best.views)}.` : "";
  return `Gráfico de visualizações e visitantes por dia, ${range}: ${int.format(views)} visualizações e ${int.format(visitors)} visitantes (soma diária) no período.${peak}`;
}

// ---------------------------------------------------------------- CSV

export const STATS_CSV_HEADER = "data;caminho;visualizacoes;visitantes";

/**
 * The pt-BR CSV of the pages per day (as the ad report's: UTF-8 with a BOM, `;`, CRLF, dates
 * as dd/mm/aaaa) from its lines (audience-read.server.ts getAudienceCsvLines): one row per day
 * and path that had a view.
 */
export function statsCsv(lines: string): string {
  return "\uFEFF" + STATS_CSV_HEADER + "\r\n" + (lines ? lines + "\r\n" : "");
}
