// npm run bench -- report (and at the end of npm run bench): the server time of an ad's
// 400-day report (issue 25 item 4: must be under 200 ms), never a timed test. Seeds an
// embedded database (PGlite in memory) with 400 days of figures for 200 ads (80,000 rows of
// ad_daily_stats, a busy site's year), then times what /admin/anuncios/:id/relatorio runs
// (the admin check, the ad, its advertiser, the days) for the full 400 days, the CSV route
// likewise, and the advertiser's page (/relatorio/<token>) with five ads: the first call,
// then the median and worst of BENCH_REPEAT calls.
import { randomBytes } from "node:crypto";
import { openDb, setDbHandle, schema } from "../app/lib/data/db.server";
import { setEnv, parseEnv } from "../app/lib/env.server";
import { addReportDays } from "../app/lib/ads/report";
import { createAdmin, getAuth } from "../app/lib/auth/auth.server";
import { todayInSaoPaulo } from "../app/lib/format";
import { requestContext } from "../app/lib/http/request-context";
import { loader as reportLoader } from "../app/routes/admin/ads.report";
import { loader as csvLoader } from "../app/routes/admin/ads.report-csv";
import { loader as publicLoader } from "../app/routes/advertiser-report";

const ADS = 200;
const DAYS = 400;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 9);
const LIMIT_MS = 200;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function benchReport(): Promise<boolean> {
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
    const token = randomBytes(32).toString("base64url");
    const [advertiser] = await db
      .insert(schema.advertisers)
      .values({ name: "Anunciante de teste", reportToken: token, reportTokenCreatedAt: new Date() })
      .returning({ id: schema.advertisers.id });
    const ads = await db
      .insert(schema.ads)
      .values(
        Array.from({ length: ADS }, (_, i) => ({
          title: `Anúncio ${i + 1}`,
          description: "d",
          link: "https://exemplo.com.br",
          position: "header" as const,
          startDate: addReportDays(today, -DAYS),
          endDate: today,
          advertiserId: i < 5 ? advertiser!.id : null,
        })),
      )
      .returning({ id: schema.ads.id });
    const started = performance.now();
    for (const ad of ads) {
      await db.insert(schema.adDailyStats).values(
        Array.from({ length: DAYS }, (_, d) => {
          const impressions = 500 + ((d * 37 + ad.id.charCodeAt(0)) % 1500);
          return {
            adId: ad.id,
            day: addReportDays(today, -d),
            impressions,
            views: Math.floor(impressions * 0.6),
            clicks: Math.floor(impressions * 0.012),
          };
        }),
      );
    }
    console.log(
      `\nAd reports (PGlite in memory): ${ADS} ads × ${DAYS} days = ${ADS * DAYS} rows seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const id = ads[0]!.id;
    const from = addReportDays(today, -(DAYS - 1));
    const call = (path: string, withCookie: boolean, run: (args: never) => Promise<unknown>) => async () => {
      const request = new Request(`http://localhost:3000${path}`, { headers: withCookie ? { Cookie: cookie } : {} });
      const url = new URL(request.url);
      const params = { id, token };
      const out = await run({ request, url, params, context: requestContext({ nonce: "", clientIp: "" }) } as never);
      if (out instanceof Response) await out.arrayBuffer();
    };
    const cases = [
      ["admin report, 400 days", call(`/admin/anuncios/${id}/relatorio?de=${from}&ate=${today}`, true, reportLoader)],
      ["admin CSV, 400 days", call(`/admin/anuncios/${id}/relatorio.csv?de=${from}&ate=${today}`, true, csvLoader)],
      ["advertiser link, 5 ads × 400 days", call(`/relatorio/${token}?de=${from}&ate=${today}`, false, publicLoader)],
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
      if (label.startsWith("admin report") && med >= LIMIT_MS) ok = false;
      console.log(
        `  ${label.padEnd(36)} ${first.toFixed(1).padStart(9)} ${med.toFixed(1).padStart(10)} ${Math.max(...times)
          .toFixed(1)
          .padStart(9)}`,
      );
    }
    console.log(`  Limit: the admin's 400-day report under ${LIMIT_MS} ms (median): ${ok ? "met" : "NOT MET"}.`);
    return ok;
  } finally {
    await handle.close();
  }
}
