// The audience statistics' counting (issue 26, D17): page views and daily distinct visitors
// per page, referrer domain, device class and the whole site, and calculations shown per
// calculator, counted in memory (app/lib/audience/audience-batch.ts) and written in batches
// every FLUSH_INTERVAL_MS and at shutdown (server/serve.ts), as the ad counts are. One
// transaction per batch, each row added to its (kind, São Paulo day, key) with an upsert; a
// failed write keeps the counts for the next one. A kill -9 loses at most the last batch.
//
// Who counts is decided before this module (app/lib/http/audience.server.ts, via
// server/audience.ts and app/routes/audience-event.ts); what is counted under which key,
// by app/lib/audience/count-rules.ts.
//
// Distinct visitors come from the day's visitor hashes, kept in memory only (a short prefix
// of each), for that São Paulo day only; no hash is ever written. So a restart in the
// middle of a day forgets who was already counted, and a visitor who comes back after it is
// counted once more that day: the price, by design, of storing nothing that identifies one.
//
// The server and the app are one compiled bundle, so the state is a module variable: the
// shutdown flush, the server hook and the beacon route share it.
import { lt, sql } from "drizzle-orm";
// Relative imports, as in the server files that import this one.
import { AudienceBatch, type AudienceRowCounts } from "../lib/audience/audience-batch";
import { SITE_KEY, type AudienceCalculator, type AudienceDevice } from "../lib/audience/audience-keys";
import { SeenKeys } from "../lib/ads/ad-dedupe";
import { getDb, schema } from "../lib/data/db.server";
import { todayInSaoPaulo } from "../lib/format";
import { PAGE_VIEW_TOKEN_TTL_MS } from "../lib/http/page-view-token.server";

export const AUDIENCE_FLUSH_INTERVAL_MS = 5_000;
/** Calculator beacons one visitor may send per window before being refused (429). */
export const CALC_BEACON_LIMIT = 60;
export const CALC_BEACON_WINDOW_MS = 10 * 60 * 1000;

interface AudienceState {
  batch: AudienceBatch;
  /** (page-view token, calculator) pairs already counted: one calculation each. */
  calcSeen: SeenKeys;
  /** Beacons per visitor hash in the current window, emptied with the window and the day. */
  beacons: Map<string, number>;
  beaconsSince: number;
  beaconsDay: string;
  timer?: NodeJS.Timeout;
  flushing: Promise<unknown>;
}

const holder: { __cervejometroAudience?: AudienceState } = {};

function state(): AudienceState {
  holder.__cervejometroAudience ??= {
    batch: new AudienceBatch(),
    calcSeen: new SeenKeys(PAGE_VIEW_TOKEN_TTL_MS),
    beacons: new Map(),
    beaconsSince: Date.now(),
    beaconsDay: "",
    flushing: Promise.resolve(),
  };
  return holder.__cervejometroAudience;
}

function startTimer(s: AudienceState) {
  if (s.timer) return;
  s.timer = setInterval(() => {
    flushAudience().catch((error: Error) =>
      console.error("[público] falha ao gravar as estatísticas de audiência:", error.message),
    );
  }, AUDIENCE_FLUSH_INTERVAL_MS);
  // The timer never keeps a finished process (a script, a test) alive.
  s.timer.unref();
}

export interface PageViewCount {
  /** The visitor's hash of the day (audience.server.ts visitorHash). */
  visitor: string;
  /** The page key (count-rules.ts pageKey). */
  page: string;
  device: AudienceDevice;
  /** The referrer key (count-rules.ts referrerKey); null: no referrer row (a navigation inside the site). */
  referrer: string | null;
}

/** One page view by a person: the site, its page, its device and, when given, its referrer. */
export function countPageView({ visitor, page, device, referrer }: PageViewCount, now = new Date()) {
  const s = state();
  const rows: Array<[AudienceRowCounts["kind"], string]> = [
    ["site", SITE_KEY],
    ["page", page],
    ["device", device],
  ];
  if (referrer !== null) rows.push(["referrer", referrer]);
  s.batch.add(todayInSaoPaulo(now), visitor, rows);
  startTimer(s);
}

export type CalculationOutcome = "counted" | "repeat" | "limited";

/**
 * A calculator's "a result was shown" for the page view `token` (verified) by `visitor`:
 * counted once per calculator per page view; a visitor over CALC_BEACON_LIMIT beacons in
 * CALC_BEACON_WINDOW_MS is refused ("limited"), repeats or not.
 */
export function countCalculation(
  token: string,
  calculator: AudienceCalculator,
  visitor: string,
  now = new Date(),
): CalculationOutcome {
  const s = state();
  const at = now.getTime();
  const day = todayInSaoPaulo(now);
  // Fixed windows; the hashes never outlive their day, even here.
  if (day !== s.beaconsDay || at - s.beaconsSince >= CALC_BEACON_WINDOW_MS) {
    s.beacons.clear();
    s.beaconsSince = at;
    s.beaconsDay = day;
  }
  const who = visitor.slice(0, 16);
  const sent = (s.beacons.get(who) ?? 0) + 1;
  s.beacons.set(who, sent);
  if (sent > CALC_BEACON_LIMIT) return "limited";
  if (!s.calcSeen.add(`${token}|${calculator}`, at)) return "repeat";
  s.batch.add(day, visitor, [["calc", calculator]]);
  startTimer(s);
  return "counted";
}

async function writeBatch(batch: AudienceRowCounts[]) {
  await getDb().transaction(async (tx) => {
    for (const c of batch) {
      await tx.execute(sql`
        insert into audience_daily (kind, day, key, views, visitors)
        values (${c.kind}, ${c.day}::date, ${c.key}, ${c.views}::int, ${c.visitors}::int)
        on conflict (kind, day, key) do update set
          views = audience_daily.views + excluded.views,
          visitors = audience_daily.visitors + excluded.visitors`);
    }
  });
}

/** Writes the pending counts now (the timer, shutdown and tests call this); returns the rows written. */
export function flushAudience(): Promise<number> {
  const s = state();
  // One flush at a time, each after the previous one has finished.
  const next = s.flushing.catch(() => {}).then(() => s.batch.flush(writeBatch));
  s.flushing = next;
  return next;
}

/** Shutdown: stops the timer and writes the last batch. */
export async function stopAudience(): Promise<number> {
  const s = state();
  if (s.timer) clearInterval(s.timer);
  s.timer = undefined;
  return flushAudience();
}

/** Rows counted and not yet written (tests, the shutdown log). */
export function pendingAudience(): number {
  return state().batch.size;
}

/** Forgets the day's visitors, the calculations' page views and the beacon windows (tests). */
export function resetAudienceMemory() {
  const s = state();
  s.batch.forgetVisitors();
  s.calcSeen = new SeenKeys(PAGE_VIEW_TOKEN_TTL_MS);
  s.beacons.clear();
}

// ---------------------------------------------------------------- retention

/** The first day kept when `months` months are kept on `today` (São Paulo). */
export function firstKeptDay(today: string, months: number): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  // The 31st of a shorter month is its last day (PostgreSQL's date - interval does the same).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** Deletes the aggregates of days before the retention window; returns how many rows went. */
export async function deleteExpiredAudience(months: number, now = new Date()): Promise<number> {
  const cutoff = firstKeptDay(todayInSaoPaulo(now), months);
  const { audienceDaily } = schema;
  const rows = await getDb()
    .delete(audienceDaily)
    .where(lt(audienceDaily.day, cutoff))
    .returning({ kind: audienceDaily.kind });
  return rows.length;
}

const sweepHolder: { day?: string } = {};

/**
 * The daily audience retention, for the minute sweep (app/lib/auth/retention-sweep.server.ts):
 * runs once per São Paulo day (the first tick of the day, or of the process). Null when it
 * already ran today.
 */
export async function sweepAudienceDaily(months: number, now = new Date()): Promise<number | null> {
  const day = todayInSaoPaulo(now);
  if (sweepHolder.day === day) return null;
  const deleted = await deleteExpiredAudience(months, now);
  sweepHolder.day = day;
  return deleted;
}

/** Forgets that today's retention ran (tests). */
export function resetAudienceSweep() {
  sweepHolder.day = undefined;
}
