// The audience statistics, read (issue 26 items 3 and 4): the admin dashboard's figures for a
// São Paulo date range against the period before it, the CSV's rows, the media kit's month,
// and the media kit's switch. Every query reads audience_daily through its primary key's
// leading columns (kind, then a day range) and aggregates in the database: one query per
// block of the dashboard, and a closed month's sums are kept in the process cache, so a year
// of 500 paths (200,000 rows) is not re-read on every visit.
import { and, asc, between, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { cached, invalidateCache } from "~/lib/data/ttl-cache.server";
import { todayInSaoPaulo } from "~/lib/format";
import {
  AUDIENCE_CALCULATORS,
  AUDIENCE_DEVICES,
  DIRECT_REFERRER_KEY,
  isAudienceCalculator,
  SITE_KEY,
  type AudienceKind,
} from "~/lib/audience/audience-keys";
import {
  AUDIENCE_SECTIONS,
  changeOf,
  fillStatsDays,
  lastFullMonth,
  postSlugOf,
  previousPeriod,
  splitRange,
  sectionOf,
  type AudienceSection,
  type Change,
  type StatsDay,
} from "~/lib/audience/stats";
import { recordActivity, type ActivityActor } from "./activity.server";

const { audienceDaily: t, audienceSettings, posts } = schema;

/** The process cache's keys of this module (dropped when the switch changes). */
export const AUDIENCE_CACHE_PREFIX = "audience:";

export const TOP_PAGES = 20;
export const TOP_POSTS = 10;
export const TOP_REFERRERS = 15;

export interface StatsFigure {
  current: number;
  previous: number;
  change: Change;
}

export interface StatsRow {
  key: string;
  label: string;
  /** The page's address, for a link (pages and posts only). */
  href?: string;
  views: StatsFigure;
  visitors: StatsFigure;
  /** The row's share of its block's views in the period (devices), 0–1. */
  share?: number;
}

export interface AudienceDashboard {
  from: string;
  to: string;
  days: number;
  previous: { from: string; to: string };
  totals: { views: StatsFigure; visitors: StatsFigure; pagesPerVisitor: number | null };
  series: StatsDay[];
  pages: StatsRow[];
  posts: StatsRow[];
  referrers: StatsRow[];
  devices: StatsRow[];
  calculations: StatsRow[];
  /** Whether anything at all was counted in this period or the one before. */
  hasData: boolean;
}

const figure = (current: number, previous: number): StatsFigure => ({
  current,
  previous,
  change: changeOf(current, previous),
});

const num = (x: unknown) => Number(x ?? 0);

type Sums = { views: number; visitors: number; previousViews: number; previousVisitors: number };

function row(key: string, label: string, s: Sums, href?: string): StatsRow {
  return {
    key,
    label,
    ...(href ? { href } : {}),
    views: figure(s.views, s.previousViews),
    visitors: figure(s.visitors, s.previousVisitors),
  };
}

/** The referrer's label: a domain as it is, the known apps by name, none as "Acesso direto". */
export function referrerLabel(key: string): string {
  if (key === DIRECT_REFERRER_KEY) return "Acesso direto";
  const apps: Record<string, string> = { whatsapp: "WhatsApp", instagram: "Instagram", facebook: "Facebook", x: "X" };
  return apps[key] ?? key;
}

const KEYED_KINDS = sql`kind in ('page', 'referrer', 'device', 'calc')`;

interface Bucket extends Sums {
  kind: AudienceKind;
  key: string;
}

/** A month's sums per kind and key (the kinds with keys: pages, referrers, devices, calculators). */
type MonthSums = { kind: AudienceKind; key: string; views: number; visitors: number }[];

/**
 * A closed month's sums, kept in the process cache: its days never change once over (the
 * counting writes today's rows, and yesterday's last batch a few seconds after midnight), so
 * a long range reads each of its full months once, not its 200,000 rows every time. Dropped
 * with every process cache drop; at worst a few hours stale after the retention deletes a
 * month older than any range worth reading.
 */
function monthSums(month: string): Promise<MonthSums> {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return cached(`${AUDIENCE_CACHE_PREFIX}month:${month}`, 6 * 3_600_000, async () => {
    const result = await getDb().execute(sql`
      select kind, key, sum(views)::float8 as views, sum(visitors)::float8 as visitors
      from audience_daily
      where ${KEYED_KINDS} and day between ${`${month}-01`}::date and ${`${month}-${String(last).padStart(2, "0")}`}::date
      group by kind, key`);
    return (result as unknown as { rows: MonthSums }).rows;
  });
}

/**
 * The dashboard for [from, to] (São Paulo days, `days` long) against the `days` before it.
 * The whole site's days in one query; the pages', referrers', devices' and calculators' sums
 * per key from the cached closed months plus one query over the loose days of both periods;
 * the top posts' titles in a last small one.
 */
export async function getAudienceDashboard(
  from: string,
  to: string,
  days: number,
  today = todayInSaoPaulo(),
): Promise<AudienceDashboard> {
  const db = getDb();
  const previous = previousPeriod(from, days);

  // The whole site per day (the series and the totals).
  const siteRows = await db
    .select({ day: t.day, views: t.views, visitors: t.visitors })
    .from(t)
    .where(and(eq(t.kind, "site"), between(t.day, previous.from, to), eq(t.key, SITE_KEY)))
    .orderBy(asc(t.day));

  const buckets = new Map<string, Bucket>();
  const add = (kind: AudienceKind, key: string, current: boolean, views: number, visitors: number) => {
    const id = `${kind}\u0000${key}`;
    let b = buckets.get(id);
    if (!b) buckets.set(id, (b = { kind, key, views: 0, visitors: 0, previousViews: 0, previousVisitors: 0 }));
    if (current) {
      b.views += views;
      b.visitors += visitors;
    } else {
      b.previousViews += views;
      b.previousVisitors += visitors;
    }
  };
  const now = splitRange(from, to, today);
  const before = splitRange(previous.from, previous.to, today);
  const loose = [...before.loose, ...now.loose];
  const [looseRows, ...months] = await Promise.all([
    loose.length === 0
      ? Promise.resolve({ rows: [] })
      : db.execute(sql`
          select kind, key, day >= ${from}::date as current,
            sum(views)::float8 as views, sum(visitors)::float8 as visitors
          from audience_daily
          where ${KEYED_KINDS} and (${sql.join(
            loose.map((r) => sql`day between ${r.from}::date and ${r.to}::date`),
            sql` or `,
          )})
          group by 1, 2, 3`),
    ...now.months.map(monthSums),
    ...before.months.map(monthSums),
  ]);
  for (const r of (looseRows as unknown as { rows: (MonthSums[number] & { current: boolean })[] }).rows) {
    add(r.kind, r.key, r.current, r.views, r.visitors);
  }
  months.forEach((rows, i) => {
    for (const r of rows) add(r.kind, r.key, i < now.months.length, r.views, r.visitors);
  });

  const byViews = (a: Bucket, b: Bucket) =>
    b.views - a.views || b.visitors - a.visitors || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const all = [...buckets.values()];
  const ofKind = (kind: AudienceKind) => all.filter((b) => b.kind === kind);
  const pageRows = ofKind("page")
    .filter((b) => b.views > 0)
    .sort(byViews);
  const postRows = pageRows.filter((b) => postSlugOf(b.key) !== null).slice(0, TOP_POSTS);
  const titles = new Map<string, string>();
  if (postRows.length > 0) {
    const found = await db
      .select({ slug: posts.slug, name: posts.name })
      .from(posts)
      .where(
        inArray(
          posts.slug,
          postRows.map((b) => postSlugOf(b.key)!),
        ),
      );
    for (const p of found) titles.set(p.slug, p.name);
  }

  const current = siteRows.filter((r) => r.day >= from);
  const earlier = siteRows.filter((r) => r.day < from);
  const total = (rows: typeof siteRows, k: "views" | "visitors") => rows.reduce((s, r) => s + r[k], 0);
  const views = figure(total(current, "views"), total(earlier, "views"));
  const visitors = figure(total(current, "visitors"), total(earlier, "visitors"));

  const referrers = ofKind("referrer")
    .filter((r) => r.views > 0 || r.previousViews > 0)
    .sort(byViews)
    .slice(0, TOP_REFERRERS)
    .map((r) => row(r.key, referrerLabel(r.key), r));

  // Every device class and calculator is listed, zero or not, so the table reads the same each time.
  const zero: Sums = { views: 0, visitors: 0, previousViews: 0, previousVisitors: 0 };
  const deviceSums = new Map(ofKind("device").map((r) => [r.key, r]));
  const deviceTotal = [...deviceSums.values()].reduce((s, r) => s + r.views, 0);
  const devices = Object.entries(AUDIENCE_DEVICES).map(([key, label]) => {
    const s = deviceSums.get(key) ?? zero;
    return { ...row(key, label, s), share: deviceTotal > 0 ? s.views / deviceTotal : 0 };
  });
  const calcSums = new Map(
    ofKind("calc")
      .filter((r) => isAudienceCalculator(r.key))
      .map((r) => [r.key, r]),
  );
  const calculations = Object.entries(AUDIENCE_CALCULATORS)
    .map(([key, { label, path }]) => row(key, label, calcSums.get(key) ?? zero, path))
    .sort((a, b) => b.views.current - a.views.current || b.views.previous - a.views.previous);

  return {
    from,
    to,
    days,
    previous,
    totals: {
      views,
      visitors,
      pagesPerVisitor: visitors.current > 0 ? views.current / visitors.current : null,
    },
    series: fillStatsDays(current, from, to),
    pages: pageRows.slice(0, TOP_PAGES).map((r) => row(r.key, r.key, r, r.key)),
    posts: postRows.map((r) => row(r.key, titles.get(postSlugOf(r.key)!) ?? r.key, r, r.key)),
    referrers,
    devices,
    calculations,
    hasData: siteRows.length > 0 || buckets.size > 0,
  };
}

/**
 * The CSV's body (stats.ts STATS_CSV_HEADER's columns): every page row of the range, by day
 * then path, one line each, written by the database in one string (200,000 rows as objects
 * would cost seconds). Dates dd/mm/aaaa; a path with `;`, a quote or a line break is quoted.
 */
export async function getAudienceCsvLines(from: string, to: string): Promise<string> {
  const result = await getDb().execute(sql`
    select coalesce(string_agg(
      to_char(day, 'DD/MM/YYYY') || ';'
        || case when key ~ '[;"\r\n]' then '"' || replace(key, '"', '""') || '"' else key end
        || ';' || views || ';' || visitors,
      E'\r\n' order by day, key), '') as body
    from audience_daily
    where kind = 'page' and day between ${from}::date and ${to}::date`);
  return (result as unknown as { rows: { body: string }[] }).rows[0]?.body ?? "";
}

// ---------------------------------------------------------------- media kit

export interface MediaKitFigures {
  /** "outubro de 2026" */
  monthName: string;
  from: string;
  to: string;
  pageViews: number;
  /** The month's distinct visitors per day, summed (a visitor on two days counts twice). */
  visitorDaysSum: number;
  averageDailyVisitors: number;
  /** The sections by views, with their share of the month's page views (0–1). */
  sections: { name: AudienceSection; views: number; share: number }[];
  /** The share of page views from phones (0–1), or null when no device was counted. */
  phoneShare: number | null;
}

/** The last full calendar month's audience (São Paulo), or null when nothing was counted in it. */
export async function mediaKitFigures(today: string): Promise<MediaKitFigures | null> {
  const month = lastFullMonth(today);
  const db = getDb();
  const [site] = await db
    .select({
      views: sql<number>`coalesce(sum(${t.views}), 0)`.mapWith(Number),
      visitors: sql<number>`coalesce(sum(${t.visitors}), 0)`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.kind, "site"), between(t.day, month.from, month.to), eq(t.key, SITE_KEY)));
  const pageViews = num(site?.views);
  if (pageViews === 0) return null;
  const visitorDaysSum = num(site?.visitors);
  const pages = await db
    .select({ key: t.key, views: sql<number>`sum(${t.views})`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.kind, "page"), between(t.day, month.from, month.to)))
    .groupBy(t.key);
  const bySection = new Map<AudienceSection, number>();
  for (const p of pages) {
    const name = sectionOf(p.key);
    bySection.set(name, (bySection.get(name) ?? 0) + p.views);
  }
  const pageTotal = [...bySection.values()].reduce((s, v) => s + v, 0);
  const sections = AUDIENCE_SECTIONS.filter((name) => (bySection.get(name) ?? 0) > 0 && name !== "Outras páginas")
    .map((name) => ({ name, views: bySection.get(name)!, share: bySection.get(name)! / pageTotal }))
    .sort((a, b) => b.views - a.views);
  const devices = await db
    .select({ key: t.key, views: sql<number>`sum(${t.views})`.mapWith(Number) })
    .from(t)
    .where(and(eq(t.kind, "device"), between(t.day, month.from, month.to)))
    .groupBy(t.key);
  const deviceTotal = devices.reduce((s, d) => s + d.views, 0);
  const phones = devices.find((d) => d.key === "celular")?.views ?? 0;
  return {
    monthName: month.name,
    from: month.from,
    to: month.to,
    pageViews,
    visitorDaysSum,
    averageDailyVisitors: Math.round(visitorDaysSum / month.days),
    sections,
    phoneShare: deviceTotal > 0 ? phones / deviceTotal : null,
  };
}

/** What /anuncie shows: the figures when the switch is on and the month has data, else null. */
export async function mediaKitAudience(today: string): Promise<MediaKitFigures | null> {
  // The page is cached as a whole anyway (page cache, CDN); this spares the database the
  // month's sums on every miss. The switch drops it (setShowOnMediaKit).
  return cached(`${AUDIENCE_CACHE_PREFIX}media-kit:${today}`, 10 * 60_000, async () =>
    (await getShowOnMediaKit()) ? mediaKitFigures(today) : null,
  );
}

// ---------------------------------------------------------------- the switch

/** Whether /anuncie shows the audience figures (on unless the owner turned it off). */
export async function getShowOnMediaKit(): Promise<boolean> {
  const [settings] = await getDb()
    .select({ show: audienceSettings.showOnMediaKit })
    .from(audienceSettings)
    .where(eq(audienceSettings.id, 1));
  return settings?.show ?? true;
}

/** Turns the media kit's figures on or off, logged; the cached reads (and pages) are dropped. */
export async function setShowOnMediaKit(actor: ActivityActor, show: boolean): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx
      .insert(audienceSettings)
      .values({ id: 1, showOnMediaKit: show, updatedAt: new Date() })
      .onConflictDoUpdate({ target: audienceSettings.id, set: { showOnMediaKit: show, updatedAt: new Date() } });
    await recordActivity(
      actor,
      {
        entity: "audience",
        action: "update",
        itemTitle: show
          ? "Números de audiência na página Anuncie: mostrar"
          : "Números de audiência na página Anuncie: ocultar",
      },
      tx,
    );
  });
  invalidateCache(AUDIENCE_CACHE_PREFIX);
}
