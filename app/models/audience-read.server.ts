// The audience statistics, read (issue 26 items 3 and 4): the admin dashboard's figures for a
// São Paulo date range against the period before it, the CSV's rows, the media kit's month,
// and the media kit's switch. Every query reads audience_daily through its primary key's
// leading columns (kind, then a day range) and aggregates in the database: one query per
// block of the dashboard, whatever the volume (a year of 500 paths is 200,000 rows).
import { and, asc, between, eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { cached, invalidateCache } from "~/lib/data/ttl-cache.server";
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
  previousPeriod,
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

/** Sums of views and visitors in the period and in the one before, per key. */
function periodSums(from: string) {
  const now = sql`${t.day} >= ${from}`;
  const before = sql`${t.day} < ${from}`;
  return {
    views: sql<number>`coalesce(sum(${t.views}) filter (where ${now}), 0)`.mapWith(Number),
    visitors: sql<number>`coalesce(sum(${t.visitors}) filter (where ${now}), 0)`.mapWith(Number),
    previousViews: sql<number>`coalesce(sum(${t.views}) filter (where ${before}), 0)`.mapWith(Number),
    previousVisitors: sql<number>`coalesce(sum(${t.visitors}) filter (where ${before}), 0)`.mapWith(Number),
  };
}

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

/**
 * The dashboard for [from, to] (São Paulo days, `days` long) against the `days` before it.
 * Five queries, each over one kind's rows of both periods.
 */
export async function getAudienceDashboard(from: string, to: string, days: number): Promise<AudienceDashboard> {
  const db = getDb();
  const previous = previousPeriod(from, days);
  const span = (kind: AudienceKind) => and(eq(t.kind, kind), between(t.day, previous.from, to));

  // The whole site per day (the series and the totals).
  const siteRows = await db
    .select({ day: t.day, views: t.views, visitors: t.visitors })
    .from(t)
    .where(and(span("site"), eq(t.key, SITE_KEY)))
    .orderBy(asc(t.day));

  // The top pages of the period (the previous figures of the same paths alongside).
  const sums = periodSums(from);
  const pageRows = await db
    .select({ key: t.key, ...sums })
    .from(t)
    .where(span("page"))
    .groupBy(t.key)
    .orderBy(sql`2 desc`, sql`3 desc`, asc(t.key))
    .limit(TOP_PAGES);

  // The top posts: pages /blog/<slug> with their post's title (a deleted post keeps its path).
  const slug = sql<string>`substr(${t.key}, 7)`;
  const postRows = await db
    .select({ key: t.key, title: sql<string | null>`min(${posts.name})`, ...sums })
    .from(t)
    .leftJoin(posts, eq(posts.slug, slug))
    .where(and(span("page"), sql`${t.key} like '/blog/_%'`, sql`strpos(substr(${t.key}, 7), '/') = 0`))
    .groupBy(t.key)
    .orderBy(sql`3 desc`, sql`4 desc`, asc(t.key))
    .limit(TOP_POSTS);

  // Referrers, devices and calculators: few keys each, one query for the three.
  const otherRows = await db
    .select({ kind: t.kind, key: t.key, ...sums })
    .from(t)
    .where(and(sql`${t.kind} in ('referrer', 'device', 'calc')`, between(t.day, previous.from, to)))
    .groupBy(t.kind, t.key);

  const current = siteRows.filter((r) => r.day >= from);
  const before = siteRows.filter((r) => r.day < from);
  const total = (rows: typeof siteRows, k: "views" | "visitors") => rows.reduce((s, r) => s + r[k], 0);
  const views = figure(total(current, "views"), total(before, "views"));
  const visitors = figure(total(current, "visitors"), total(before, "visitors"));

  const byViews = (a: Sums & { key: string }, b: Sums & { key: string }) =>
    b.views - a.views || b.visitors - a.visitors || a.key.localeCompare(b.key);

  const referrers = otherRows
    .filter((r) => r.kind === "referrer" && (r.views > 0 || r.previousViews > 0))
    .sort(byViews)
    .slice(0, TOP_REFERRERS)
    .map((r) => row(r.key, referrerLabel(r.key), r));

  // Every device class and calculator is listed, zero or not, so the table reads the same each time.
  const deviceSums = new Map(otherRows.filter((r) => r.kind === "device").map((r) => [r.key, r]));
  const deviceTotal = [...deviceSums.values()].reduce((s, r) => s + r.views, 0);
  const zero: Sums = { views: 0, visitors: 0, previousViews: 0, previousVisitors: 0 };
  const devices = Object.entries(AUDIENCE_DEVICES).map(([key, label]) => {
    const s = deviceSums.get(key) ?? zero;
    return { ...row(key, label, s), share: deviceTotal > 0 ? s.views / deviceTotal : 0 };
  });
  const calcSums = new Map(
    otherRows.filter((r) => r.kind === "calc" && isAudienceCalculator(r.key)).map((r) => [r.key, r]),
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
    pages: pageRows.filter((r) => r.views > 0).map((r) => row(r.key, r.key, r, r.key)),
    posts: postRows.filter((r) => r.views > 0).map((r) => row(r.key, r.title ?? r.key, r, r.key)),
    referrers,
    devices,
    calculations,
    hasData: siteRows.length > 0 || pageRows.length > 0 || otherRows.length > 0,
  };
}

/** The CSV's rows: every page row of the range, by day then path. */
export async function getAudiencePageDays(
  from: string,
  to: string,
): Promise<{ day: string; key: string; views: number; visitors: number }[]> {
  return getDb()
    .select({ day: t.day, key: t.key, views: t.views, visitors: t.visitors })
    .from(t)
    .where(and(eq(t.kind, "page"), between(t.day, from, to)))
    .orderBy(asc(t.day), asc(t.key));
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
