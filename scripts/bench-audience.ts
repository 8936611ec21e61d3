// The server time of the audience dashboard (issue 26 item 3: under 200 ms with 400 days × 500
// paths of aggregates), never a timed test. Seeds an embedded database (PGlite in memory) with
// scripts/audience-volume.ts's rows (200,000 page rows and the site's, referrers', devices' and
// calculators' of the same days), then times what /admin/estatisticas runs (the admin check,
// the switch, the five blocks) for 30, 90 and 400 days, and the CSV route for 30 and 400 days:
// the first call, then the median and worst of BENCH_REPEAT calls.
// Alone: npx tsx scripts/bench-audience.ts (exits 1 when the 400-day dashboard misses the limit).
import { pathToFileURL } from "node:url";
import { openDb, setDbHandle, schema } from "../app/lib/data/db.server";
import { setEnv, parseEnv } from "../app/lib/env.server";
import { addReportDays } from "../app/lib/ads/report";
import { createAdmin, getAuth } from "../app/lib/auth/auth.server";
import { todayInSaoPaulo } from "../app/lib/format";
import { requestContext } from "../app/lib/http/request-context";
import { loader as statsLoader } from "../app/routes/admin/stats";
import { loader as csvLoader } from "../app/routes/admin/stats-csv";
import { seedAudienceVolume, VOLUME_DAYS, VOLUME_PATHS } from "./audience-volume";

const REPEAT = Number(process.env.BENCH_REPEAT ?? 9);
const LIMIT_MS = 200;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function benchAudienceDashboard(): Promise<boolean> {
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
    await createAdmin({ email: "bench@cervejometro.local", password: "lupulo-amargo-60-ibu" });
    const { headers } = await getAuth().api.signInEmail({
      body: { email: "bench@cervejometro.local", password: "lupulo-amargo-60-ibu" },
      headers: new Headers(),
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const today = todayInSaoPaulo();
    // A few of the seeded posts exist, so the top posts' join finds titles.
    await db.insert(schema.posts).values(
      Array.from({ length: 50 }, (_, k) => ({
        name: `Post ${k + 11}`,
        slug: `post-${k + 11}`,
        content: "Texto.",
        publishedAt: new Date(),
      })),
    );
    const started = performance.now();
    const rows = await seedAudienceVolume(db, today);
    console.log(
      `\nAudience dashboard (PGlite in memory): ${VOLUME_DAYS} days × ${VOLUME_PATHS} paths, ${rows} rows of audience_daily seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const call = (path: string, run: (args: never) => Promise<unknown>) => async () => {
      const request = new Request(`http://localhost:3000${path}`, { headers: { Cookie: cookie } });
      const url = new URL(request.url);
      const out = await run({
        request,
        url,
        params: {},
        context: requestContext({ nonce: "", clientIp: "" }),
      } as never);
      if (out instanceof Response) await out.arrayBuffer();
      else if (out && typeof out === "object" && "init" in out && (out as { init?: { status?: number } }).init?.status)
        throw new Error(`${path}: status ${(out as { init: { status: number } }).init.status}`);
    };
    const from400 = addReportDays(today, -(VOLUME_DAYS - 1));
    const from30 = addReportDays(today, -29);
    const cases = [
      ["dashboard, 30 days", call(`/admin/estatisticas?periodo=30`, statsLoader)],
      ["dashboard, 90 days", call(`/admin/estatisticas?periodo=90`, statsLoader)],
      ["dashboard, 400 days", call(`/admin/estatisticas?de=${from400}&ate=${today}`, statsLoader)],
      ["CSV, 30 days", call(`/admin/estatisticas.csv?de=${from30}&ate=${today}`, csvLoader)],
      ["CSV, 400 days (200,000 rows)", call(`/admin/estatisticas.csv?de=${from400}&ate=${today}`, csvLoader)],
    ] as const;
    let ok = true;
    console.log(
      `  ${"case".padEnd(36)} ${"first ms".padStart(9)} ${"median ms".padStart(10)} ${"worst ms".padStart(9)}`,
    );
    for (const [label, fn] of cases) {
      const t0 = performance.now();
      await fn();
      const first = performance.now() - t0;
      const times: number[] = [];
      for (let i = 0; i < REPEAT; i++) {
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
      const med = median(times);
      if (label.startsWith("dashboard") && med >= LIMIT_MS) ok = false;
      console.log(
        `  ${label.padEnd(36)} ${first.toFixed(1).padStart(9)} ${med.toFixed(1).padStart(10)} ${Math.max(...times)
          .toFixed(1)
          .padStart(9)}`,
      );
    }
    console.log(`  Limit: every dashboard range under ${LIMIT_MS} ms (median): ${ok ? "met" : "NOT MET"}.`);
    return ok;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchAudienceDashboard().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
