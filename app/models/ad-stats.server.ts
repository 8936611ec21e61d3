// Ad impressions and clicks (issue 9): counted in memory and written in batches every
// FLUSH_INTERVAL_MS and at shutdown (server/serve.ts), never one write per page view. A
// kill -9 loses at most what was counted since the last batch.
//
// The server and the app are one compiled bundle, so the batch is a module variable: the
// shutdown flush and the counting share it.
import { eq, sql } from "drizzle-orm";
// Relative imports, as in the server files that import this one.
import { AdCountBatch, type AdCounts } from "../lib/ads/ad-count-batch";
import { getDb, schema } from "../lib/data/db.server";

export const FLUSH_INTERVAL_MS = 5_000;

interface AdStatsState {
  batch: AdCountBatch;
  timer?: NodeJS.Timeout;
  flushing: Promise<unknown>;
}

const holder: { __cervejometroAdStats?: AdStatsState } = {};

function state(): AdStatsState {
  holder.__cervejometroAdStats ??= { batch: new AdCountBatch(), flushing: Promise.resolve() };
  return holder.__cervejometroAdStats;
}

function startTimer(s: AdStatsState) {
  if (s.timer) return;
  s.timer = setInterval(() => {
    flushAdStats().catch((error: Error) =>
      console.error("[anúncios] falha ao gravar impressões e cliques:", error.message),
    );
  }, FLUSH_INTERVAL_MS);
  // The timer never keeps a finished process (a script, a test) alive.
  s.timer.unref();
}

/** One impression for each ad placed in a page. */
export function countImpressions(ids: Iterable<string | null | undefined>) {
  const s = state();
  for (const id of ids) if (id) s.batch.impression(id);
  startTimer(s);
}

export function countClick(id: string) {
  const s = state();
  s.batch.click(id);
  startTimer(s);
}

async function writeBatch(batch: Map<string, AdCounts>) {
  const { ads } = schema;
  // One transaction per batch; an ad deleted meanwhile simply matches no row.
  await getDb().transaction(async (tx) => {
    for (const [id, counts] of batch) {
      await tx
        .update(ads)
        .set({
          impressions: sql`${ads.impressions} + ${counts.impressions}`,
          clicks: sql`${ads.clicks} + ${counts.clicks}`,
          // Counting is not an edit: updated_at keeps the administrator's last change.
          updatedAt: sql`${ads.updatedAt}`,
        })
        .where(eq(ads.id, id));
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

/** Counts not yet written (for tests and the shutdown log). */
export function pendingAdStats(): number {
  return state().batch.size;
}
