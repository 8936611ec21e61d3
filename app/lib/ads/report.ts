// An ad's report (issue 25 item 4): the date range, one row per São Paulo day (zero days
// included), totals, CTR, the pt-BR CSV and the chart's geometry. Pure and isomorphic: the
// admin page, the advertiser's page, the CSV route and the tests share it.

/** The longest range a report covers (a year and a bit, with room for a month's margin). */
export const REPORT_MAX_DAYS = 400;
/** The default range: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

export interface ReportDay {
  day: string;
  impressions: number;
  views: number;
  clicks: number;
}

export type ReportRange = { ok: true; from: string; to: string; days: number } | { ok: false; message: string };

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid "YYYY-MM-DD", or null (30/02, 2026-13-01, "ontem"…). */
function dayNumber(ymd: string): number | null {
  const m = YMD.exec(ymd);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86_400_000;
}

function fromDayNumber(n: number): string {
  return new Date(n * 86_400_000).toISOString().slice(0, 10);
}

export function addReportDays(ymd: string, days: number): string {
  return fromDayNumber(dayNumber(ymd)! + days);
}

/**
 * `?de=AAAA-MM-DD&ate=AAAA-MM-DD`: either may be left out (ate = today, de = 29 days before
 * ate). A date that is not a calendar date, a reversed range or one over REPORT_MAX_DAYS days
 * gets a message in Portuguese (the routes answer it with 400). The audience statistics
 * (issue 26) allow a longer range through `maxDays`.
 */
export function parseReportRange(
  de: string | null,
  ate: string | null,
  today: string,
  { maxDays = REPORT_MAX_DAYS, defaultDays = REPORT_DEFAULT_DAYS }: { maxDays?: number; defaultDays?: number } = {},
): ReportRange {
  const deText = de?.trim() || "";
  const ateText = ate?.trim() || "";
  const to = ateText ? dayNumber(ateText) : dayNumber(today);
  if (to === null) return { ok: false, message: `Data final inválida: “${ateText}”. Use o formato AAAA-MM-DD.` };
  const from = deText ? dayNumber(deText) : to - (defaultDays - 1);
  if (from === null) return { ok: false, message: `Data inicial inválida: “${deText}”. Use o formato AAAA-MM-DD.` };
  if (from > to) return { ok: false, message: "A data inicial deve ser anterior ou igual à data final." };
  const days = to - from + 1;
  if (days > maxDays) {
    return { ok: false, message: `O período pode ter no máximo ${maxDays} dias (este tem ${days}).` };
  }
  return { ok: true, from: fromDayNumber(from), to: fromDayNumber(to), days };
}

/** One row per day from `from` to `to`, the days without figures as zeros. */
export function fillReportDays(rows: readonly ReportDay[], from: string, to: string): ReportDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const start = dayNumber(from)!;
  const end = dayNumber(to)!;
  const out: ReportDay[] = [];
  for (let n = start; n <= end; n++) {
    const day = fromDayNumber(n);
    const r = byDay.get(day);
    out.push({ day, impressions: r?.impressions ?? 0, views: r?.views ?? 0, clicks: r?.clicks ?? 0 });
  }
  return out;
}

export function reportTotals(days: readonly ReportDay[]): Omit<ReportDay, "day"> {
  return days.reduce(
    (t, d) => ({ impressions: t.impressions + d.impressions, views: t.views + d.views, clicks: t.clicks + d.clicks }),
    { impressions: 0, views: 0, clicks: 0 },
  );
}

/**
 * CTR in percent: clicks ÷ impressions, null without impressions. Never above 100: a click
 * can come without a counted impression (a link shared, a browser without the beacon), and
 * a rate over 100 % would claim more clicks than people shown the ad.
 */
export function cappedCtr(impressions: number, clicks: number): number | null {
  if (!(impressions > 0)) return null;
  return Math.min(100, (clicks / impressions) * 100);
}

const pct = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const int = new Intl.NumberFormat("pt-BR");

/** "3,45%", or "—" without impressions. */
export function formatCappedCtr(impressions: number, clicks: number): string {
  const rate = cappedCtr(impressions, clicks);
  return rate === null ? "—" : `${pct.format(rate)}%`;
}

export const formatCount = (n: number) => int.format(n);

/** dd/mm/aaaa of a "YYYY-MM-DD". */
export function formatReportDay(ymd: string): string {
  const [y, m, d] = ymd.split("-");
  return `${d}/${m}/${y}`;
}

/**
 * The pt-BR CSV: UTF-8 with a BOM (so Excel in Portuguese reads the accents), `;` between
 * fields, decimal comma, CRLF line ends, a Portuguese header, one row per day (zero days
 * included) and no thousands separator (a spreadsheet reads "1.234" as 1,234).
 */
export function reportCsv(days: readonly ReportDay[]): string {
  const lines = ["Data;Impressões;Visualizações;Cliques;CTR (%)"];
  for (const d of days) {
    const rate = cappedCtr(d.impressions, d.clicks);
    const ctr = rate === null ? "" : rate.toFixed(2).replace(".", ",");
    lines.push([formatReportDay(d.day), d.impressions, d.views, d.clicks, ctr].join(";"));
  }
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}

export interface ChartSeries {
  key: "impressions" | "views" | "clicks";
  label: string;
  /** An SVG path ("M x y L x y…") in the chart's own coordinates. */
  path: string;
}

export interface ChartGeometry {
  width: number;
  height: number;
  max: number;
  /** Horizontal grid lines: value and y. */
  ticks: { value: number; y: number }[];
  series: ChartSeries[];
  /** Labels under the x axis: a day and its x, a few of them. */
  xLabels: { day: string; x: number }[];
  plot: { left: number; right: number; top: number; bottom: number };
}

const SERIES: { key: ChartSeries["key"]; label: string }[] = [
  { key: "impressions", label: "Impressões" },
  { key: "views", label: "Visualizações" },
  { key: "clicks", label: "Cliques" },
];

/** A rounded top for the y axis: 1, 2 or 5 × 10ⁿ at or above `max`. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 5, 10]) if (m * p >= max) return m * p;
  return 10 * p;
}

/** The lines of the chart (drawn on the server as SVG, no chart library). */
export function chartGeometry(days: readonly ReportDay[], width = 720, height = 240): ChartGeometry {
  const plot = { left: 56, right: width - 12, top: 12, bottom: height - 28 };
  const max = niceMax(Math.max(0, ...days.map((d) => Math.max(d.impressions, d.views, d.clicks))));
  const n = days.length;
  const x = (i: number) =>
    n <= 1 ? (plot.left + plot.right) / 2 : plot.left + ((plot.right - plot.left) * i) / (n - 1);
  const y = (v: number) => plot.bottom - ((plot.bottom - plot.top) * v) / max;
  const r = (v: number) => Math.round(v * 10) / 10;
  const series = SERIES.map(({ key, label }) => ({
    key,
    label,
    path: days.map((d, i) => `${i === 0 ? "M" : "L"}${r(x(i))} ${r(y(d[key]))}`).join(""),
  }));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => ({ value: max * f, y: r(y(max * f)) }));
  const step = Math.max(1, Math.ceil(n / 6));
  const xLabels = days.flatMap((d, i) => (i % step === 0 || i === n - 1 ? [{ day: d.day, x: r(x(i)) }] : []));
  // The last label replaces a crowded neighbour.
  if (xLabels.length > 1 && xLabels.at(-1)!.x - xLabels.at(-2)!.x < (plot.right - plot.left) / 10) {
    xLabels.splice(-2, 1);
  }
  return { width, height, max, ticks, series, xLabels, plot };
}
