// Ad impressions, views and clicks (issues 9 and 25, D16): counted in memory and written in
// batches every FLUSH_INTERVAL_MS and at shutdown (server/serve.ts), never one write per
// event. Each batch adds to the ad's day in `ad_daily_stats` (São Paulo day of the event)
// and to the totals on `ads`. A kill -9 loses at most what was counted since the last batch.
//
// Who counts is decided before this module (app/lib/http/audience.server.ts); here only
// repetition is bounded:
// - impressions and views come from the beacon with a page-view token (one per page served,
//   page-view-token.server.ts): at most one impression and one view per token per ad. A view
//   without its impression counts both, so views never exceed impressions;
// - clicks: one per visitor hash per ad per CLICK_WINDOW_MS.
//
// The server and the app are one compiled bundle, so the state is a module variable: the
// shutdown flush and the counting share it.
import { sql } from "drizzle-orm";
// Relative imports, as in the server files that import this one.
import { AdCountBatch, type AdCountKind, type AdDayCounts } from "../lib/ads/ad-count-batch";
import { ClickWindow, SeenKeys } from "../lib/ads/ad-dedupe";
import { getDb } from "../lib/data/db.server";
import { todayInSaoPaulo } from "../lib/format";
import { PAGE_VIEW_TOKEN_TTL_MS } from "../lib/http/page-view-token.server";

export const FLUSH_INTERVAL_MS = 5_000;
export const CLICK_WINDOW_MS = 30 * 60 * 1000;

interface AdStatsState {
  batch: AdCountBatch;
  seen: SeenKeys;
  clicks: ClickWindow;
  /** The São Paulo day the click windows belong to: emptied when it changes. */
  clicksDay: string;
  timer?: NodeJS.Timeout;
  flushing: Promise<unknown>;
}

const holder: { __cervejometroAdStats?: AdStatsState } = {};

function state(): AdStatsState {
  holder.__cervejometroAdStats ??= {
    batch: new AdCountBatch(),
    seen: new SeenKeys(PAGE_VIEW_TOKEN_TTL_MS),
    clicks: new ClickWindow(CLICK_WINDOW_MS),
    clicksDay: "",
    flushing: Promise.resolve(),
  };
  return holder.__cervejometroAdStats;
}

function startTimer(s: AdStatsState) {
  if (s.timer) return;
  s.timer = setInterval(() => {
    flushAdStats().catch((error: Error) =>
      console.error("[anúncios] falha ao gravar impressões, visualizações e cliques:", error.message),
    );
  }, FLUSH_INTERVAL_MS);
  // The timer never keeps a finished process (a script, a test) alive.
  s.timer.unref();
}

function add(kind: AdCountKind, adId: string, now: Date) {
  const s = state();
  s.batch.add(kind, adId, todayInSaoPaulo(now));
  startTimer(s);
}

export interface AdBeaconEvent {
  kind: "impression" | "view";
  adId: string;
}

/**
 * The events of one beacon for the page view `token` (already verified). Returns how many
 * impressions and views were counted, the repeats left out.
 */
export function recordAdEvents(token: string, events: readonly AdBeaconEvent[], now = new Date()) {
  const s = state();
  const at = now.getTime();
  let impressions = 0;
  let views = 0;
  const impression = (adId: string) => {
    if (!s.seen.add(`${token}|${adId}|i`, at)) return;
    add("impressions", adId, now);
    impressions++;
  };
  for (const { kind, adId } of events) {
    if (kind === "impression") impression(adId);
    else if (s.seen.add(`${token}|${adId}|v`, at)) {
      impression(adId);
      add("views", adId, now);
      views++;
    }
  }
  return { impressions, views };
}

/** A click by the visitor `visitor` (hash); false when it repeats one within the window. */
export function recordClick(visitor: string, adId: string, now = new Date()): boolean {
  const s = state();
  // The visitor hashes of a day never outlive it, even in memory (D16).
  const day = todayInSaoPaulo(now);
  if (day !== s.clicksDay) {
    s.clicks.clear();
    s.clicksDay = day;
  }
  if (!s.clicks.count(`${visitor}|${adId}`, now.getTime())) return false;
  add("clicks", adId, now);
  return true;
}

async function writeBatch(batch: AdDayCounts[]) {
  // One transaction per batch. An ad deleted meanwhile matches no row (the insert selects
  // from ads), so its counts are dropped instead of failing the batch forever.
  await getDb().transaction(async (tx) => {
    for (const c of batch) {
      await tx.execute(sql`
        insert into ad_daily_stats (ad_id, day, impressions, views, clicks)
        select id, ${c.day}::date, ${c.impressions}::int, ${c.views}::int, ${c.clicks}::int
        from ads where id = ${c.adId}::uuid
        on conflict (ad_id, day) do update set
          impressions = ad_daily_stats.impressions + excluded.impressions,
          views = ad_daily_stats.views + excluded.views,
          clicks = ad_daily_stats.clicks + excluded.clicks`);
      // Counting is not an edit: updated_at keeps the administrator's last change.
      await tx.execute(sql`
        update ads set
          impressions = impressions + ${c.impressions}::int,
          views = views + ${c.views}::int,
          clicks = clicks + ${c.clicks}::int
        where id = ${c.adId}::uuid`);
    }
  });
}

/** Writes the pending counts now (the timer, shutdown and tests call this). */
export function flushAdStats(): Promise<number> {
  const s = state();
  // One flush at a time, each after the previous one has finished.
  const next = s.flushing.catch(() => {}).then(() => s.batch.flush(writeBatch));
  s.flushing = next;
  return next;
}

/** Shutdown: stops the timer and writes the last batch. */
export async function stopAdStats(): Promise<number> {
  const s = state();
  if (s.timer) clearInterval(s.timer);
  s.timer = undefined;
  return flushAdStats();
}

/** Counts not yet written, as (ad, day) entries (for tests and the shutdown log). */
export function pendingAdStats(): number {
  return state().batch.size;
}

/** Forgets the repeat windows (tests simulating a new page view or half an hour later). */
export function resetAdRepeatWindows() {
  const s = state();
  s.seen = new SeenKeys(PAGE_VIEW_TOKEN_TTL_MS);
  s.clicks.clear();
}
