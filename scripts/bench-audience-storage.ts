// Issue 26, "at most a few hundred bytes per path per day, whatever the traffic": 100 000
// page views of one day (about 500 paths, 30 referrers, 2 device classes, 6 calculators,
// 25 000 distinct visitors) counted through the real model (app/models/audience.server.ts)
// into a throwaway in-memory PGlite, flushed, and the day's storage measured: its rows and
// the growth of audience_daily with its primary-key index (pg_total_relation_size), the
// rows' own bytes (pg_column_size), and bytes per path per day. Run alone with
// `npx tsx scripts/bench-audience-storage.ts`.
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { AUDIENCE_CALCULATORS, type AudienceCalculator } from "../app/lib/audience/audience-keys";
import { openDb, setDbHandle } from "../app/lib/data/db.server";
import { parseEnv, setEnv } from "../app/lib/env.server";
import { countCalculation, countPageView, flushAudience, stopAudience } from "../app/models/audience.server";

const VIEWS = 100_000;
const PATHS = 500;
const REFERRERS = 30;
const VISITORS = 25_000;
const CALCULATIONS = 8_000;

/** A deterministic pseudo-random sequence, so every run measures the same day. */
function rng(seed: number) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** Zipf-like pick of 0..n-1: a few popular items and a long tail, as real traffic is. */
const skewed = (random: () => number, n: number) => Math.min(n - 1, Math.floor(n * random() ** 2.5));

export interface AudienceStorage {
  rows: number;
  totalBytes: number;
  rowBytes: number;
  bytesPerPath: number;
  pages: number;
  countMs: number;
}

export async function benchAudienceStorage(): Promise<AudienceStorage> {
  setEnv(
    parseEnv({
      NODE_ENV: "test",
      SITE_URL: "http://localhost:3000",
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-1",
    }),
  );
  const handle = await openDb({ kind: "pglite-memory" });
  setDbHandle(handle);
  try {
    await handle.migrate();
    const db = handle.db;
    const size = async () => {
      const res = await db.execute(sql`select pg_total_relation_size('audience_daily')::bigint as bytes`);
      return Number((res as unknown as { rows: { bytes: number | string }[] }).rows[0]!.bytes);
    };
    const before = await size();

    const random = rng(26);
    const paths = Array.from({ length: PATHS }, (_, i) =>
      i === 0 ? "/" : i < 12 ? `/blog?categoria=categoria-${i}` : `/blog/um-post-de-exemplo-numero-${i}`,
    );
    const referrers = Array.from({ length: REFERRERS }, (_, i) =>
      i === 0 ? "google.com" : i === 1 ? "whatsapp" : `site-de-origem-${i}.com.br`,
    );
    const visitors = Array.from({ length: VISITORS }, (_, i) => createHash("sha256").update(`v${i}`).digest("hex"));
    const calculators = Object.keys(AUDIENCE_CALCULATORS) as AudienceCalculator[];
    const at = new Date("2026-06-15T15:00:00Z");

    const t0 = performance.now();
    for (let i = 0; i < VIEWS; i++) {
      const visitor = visitors[skewed(random, VISITORS)]!;
      // About a third of the views arrive from outside; the rest are navigations inside the site.
      const r = random();
      const referrer = r < 0.25 ? "" : r < 0.35 ? referrers[skewed(random, REFERRERS)]! : null;
      countPageView(
        {
          visitor,
          page: paths[skewed(random, PATHS)]!,
          device: random() < 0.7 ? "celular" : "computador",
          referrer,
        },
        at,
      );
      if (i % 2_000 === 1_999) await flushAudience();
    }
    for (let i = 0; i < CALCULATIONS; i++) {
      countCalculation(`token-${i}`, calculators[skewed(random, calculators.length)]!, visitors[i % VISITORS]!, at);
    }
    await flushAudience();
    const countMs = performance.now() - t0;

    // Each batch's upsert leaves the previous version of a row behind until a vacuum reuses its
    // space (autovacuum does, day after day): before and after compacting, the second being
    // what a day costs once the table is in its steady state.
    const beforeVacuum = await size();
    await db.execute(sql`vacuum full audience_daily`);
    const after = await size();
    const res = await db.execute(sql`
      select count(*)::int as rows,
             coalesce(sum(pg_column_size(a.*)), 0)::bigint as bytes,
             count(*) filter (where kind = 'page')::int as pages
      from audience_daily a where day = '2026-06-15'`);
    const row = (res as unknown as { rows: { rows: number; bytes: number | string; pages: number }[] }).rows[0]!;
    const result: AudienceStorage = {
      rows: row.rows,
      totalBytes: after - before,
      rowBytes: Number(row.bytes),
      pages: row.pages,
      bytesPerPath: Math.round((after - before) / Math.max(1, row.pages)),
      countMs,
    };
    console.log(
      `  ${VIEWS.toLocaleString("en")} views, ${VISITORS.toLocaleString("en")} visitors, ${CALCULATIONS.toLocaleString("en")} calculations in one day:`,
    );
    console.log(`  rows for the day: ${result.rows} (${result.pages} paths)`);
    console.log(
      `  table + index growth: ${(result.totalBytes / 1024).toFixed(1)} KB; the rows' own bytes: ${(result.rowBytes / 1024).toFixed(1)} KB`,
    );
    console.log(
      `  bytes per path per day: ${result.bytesPerPath} (table + index, all kinds over the paths); ${Math.round(result.rowBytes / Math.max(1, result.rows))} bytes per row of data`,
    );
    console.log(
      `  before compaction (dead row versions of ${Math.ceil(VIEWS / 2_000)} batches included): ${((beforeVacuum - before) / 1024).toFixed(1)} KB`,
    );
    console.log(`  counting and writing: ${(countMs / 1000).toFixed(1)} s`);
    return result;
  } finally {
    await stopAudience().catch(() => 0);
    await handle.close();
    setDbHandle(undefined);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchAudienceStorage().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
