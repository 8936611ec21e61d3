// Issue 25 item 4 on a real database: the ad report's ranges (default, bad, reversed, too
// long: Portuguese and 400, never 5xx), the pt-BR CSV with every day, and the advertiser's
// link: opens without a session, shows that advertiser's ads only, 404 once revoked or
// renewed, each change in the activity log.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addReportDays } from "~/lib/ads/report";
import { createAdmin, getAuth } from "~/lib/auth/auth.server";
import { getDb, schema } from "~/lib/data/db.server";
import { todayInSaoPaulo } from "~/lib/format";
import { loader as csvLoader } from "~/routes/admin/ads.report-csv";
import { action as reportAction, loader as reportLoader } from "~/routes/admin/ads.report";
import { loader as publicCsvLoader } from "~/routes/advertiser-report-csv";
import { loader as publicLoader } from "~/routes/advertiser-report";
import { openTestDb } from "../../tests/setup/test-db";

let handle: Awaited<ReturnType<typeof openTestDb>>;
let cookie = "";
const BASE = "http://localhost:3000";
const today = todayInSaoPaulo();
let adId = "";
let otherAdId = "";
let strangerAdId = "";
let advertiserId = "";

beforeAll(async () => {
  handle = await openTestDb();
  await createAdmin({ email: "relatorio@cervejometro.test", password: "lupulo-amargo-60-ibu" });
  const { headers } = await getAuth().api.signInEmail({
    body: { email: "relatorio@cervejometro.test", password: "lupulo-amargo-60-ibu" },
    headers: new Headers(),
    returnHeaders: true,
  });
  cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const db = getDb();
  const [adv] = await db
    .insert(schema.advertisers)
    .values({ name: "Cervejaria do Vale", contact: "contato@vale.example" })
    .returning({ id: schema.advertisers.id });
  const [other] = await db
    .insert(schema.advertisers)
    .values({ name: "Outra Marca" })
    .returning({ id: schema.advertisers.id });
  advertiserId = adv!.id;
  const ad = (title: string, advertiser: string) => ({
    title,
    description: "d",
    link: "https://exemplo.com.br",
    position: "header" as const,
    startDate: addReportDays(today, -60),
    endDate: today,
    advertiserId: advertiser,
  });
  const rows = await db
    .insert(schema.ads)
    .values([ad("IPA do Vale", advertiserId), ad("Lager do Vale", advertiserId), ad("Anúncio alheio", other!.id)])
    .returning({ id: schema.ads.id });
  [adId, otherAdId, strangerAdId] = rows.map((r) => r.id) as [string, string, string];
  await db.insert(schema.adDailyStats).values([
    { adId, day: addReportDays(today, -2), impressions: 1234, views: 800, clicks: 37 },
    { adId, day: today, impressions: 10, views: 4, clicks: 1 },
    { adId, day: addReportDays(today, -45), impressions: 99, views: 9, clicks: 9 },
    { adId: strangerAdId, day: today, impressions: 555, views: 5, clicks: 5 },
  ]);
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

const args = (path: string, params: Record<string, string>, init: RequestInit = {}) => {
  const request = new Request(BASE + path, { ...init, headers: { Cookie: cookie, ...init.headers } });
  return { request, params, url: new URL(request.url), context: {} } as never;
};

/** What a loader answered, thrown or returned, as status and data. */
async function run(fn: () => Promise<unknown>): Promise<{ status: number; data: unknown; response?: Response }> {
  try {
    const out = await fn();
    if (out instanceof Response) return { status: out.status, data: null, response: out };
    const d = out as { type?: string; data?: unknown; init?: { status?: number } };
    if (d && d.type === "DataWithResponseInit") return { status: d.init?.status ?? 200, data: d.data };
    return { status: 200, data: out };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, response: thrown };
    const d = thrown as { type?: string; data?: unknown; init?: { status?: number } };
    if (d?.type === "DataWithResponseInit") return { status: d.init?.status ?? 500, data: d.data };
    throw thrown;
  }
}

type ReportData = {
  error: string | null;
  from: string;
  to: string;
  days: { day: string; impressions: number }[] | null;
};

describe("the admin's ad report", () => {
  it("shows the last 30 days by default, one row per day, zeros included", async () => {
    const { status, data } = await run(() => reportLoader(args(`/admin/anuncios/${adId}/relatorio`, { id: adId })));
    const report = data as ReportData;
    expect(status).toBe(200);
    expect(report.from).toBe(addReportDays(today, -29));
    expect(report.to).toBe(today);
    expect(report.days).toHaveLength(30);
    expect(report.days!.reduce((s, d) => s + d.impressions, 0)).toBe(1244);
  });

  it.each([
    ["?de=2026-02-30", "Data inicial inválida"],
    ["?de=ontem", "Data inicial inválida"],
    ["?ate=2026-13-01", "Data final inválida"],
    ["?de=2026-11-20&ate=2026-11-01", "A data inicial deve ser anterior ou igual à data final."],
    ["?de=2025-01-01&ate=2026-11-01", "O período pode ter no máximo 400 dias"],
  ])("answers %s with 400 and a Portuguese reason", async (query, message) => {
    const { status, data } = await run(() =>
      reportLoader(args(`/admin/anuncios/${adId}/relatorio${query}`, { id: adId })),
    );
    expect(status).toBe(400);
    expect((data as ReportData).error).toContain(message);
    const csv = await run(() => csvLoader(args(`/admin/anuncios/${adId}/relatorio.csv${query}`, { id: adId })));
    expect(csv.status).toBe(400);
    expect(await csv.response!.text()).toContain(message);
  });

  it("answers 404 for an unknown ad and sends a visitor without a session to sign in", async () => {
    for (const id of [crypto.randomUUID(), "nao-e-id"]) {
      expect((await run(() => reportLoader(args(`/admin/anuncios/${id}/relatorio`, { id })))).status).toBe(404);
    }
    const anonymous = { request: new Request(`${BASE}/admin/anuncios/${adId}/relatorio`), params: { id: adId } };
    const redirect = await run(() =>
      reportLoader({ ...anonymous, url: new URL(anonymous.request.url), context: {} } as never),
    );
    expect(redirect.status).toBe(302);
    expect(redirect.response!.headers.get("Location")).toMatch(/^\/auth\?redirect=/);
  });

  it("downloads a pt-BR CSV: BOM, semicolons, decimal comma, every day, a file name", async () => {
    const de = addReportDays(today, -2);
    const { status, response } = await run(() =>
      csvLoader(args(`/admin/anuncios/${adId}/relatorio.csv?de=${de}&ate=${today}`, { id: adId })),
    );
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response!.headers.get("Content-Disposition")).toBe(
      `attachment; filename="relatorio-ipa-do-vale-${de}-a-${today}.csv"`,
    );
    const bytes = new Uint8Array(await response!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const dmy = (ymd: string) => ymd.split("-").reverse().join("/");
    expect(
      new TextDecoder()
        .decode(bytes)
        .replace(/^\uFEFF/, "")
        .split("\r\n"),
    ).toEqual([
      "Data;Impressões;Visualizações;Cliques;CTR (%)",
      `${dmy(de)};1234;800;37;3,00`,
      `${dmy(addReportDays(today, -1))};0;0;0;`,
      `${dmy(today)};10;4;1;10,00`,
      "",
    ]);
  });

  it("answers a 400-day report quickly", async () => {
    const started = performance.now();
    const { status, data } = await run(() =>
      reportLoader(args(`/admin/anuncios/${adId}/relatorio?de=${addReportDays(today, -399)}`, { id: adId })),
    );
    expect(status).toBe(200);
    expect((data as ReportData).days).toHaveLength(400);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("the advertiser's report link", () => {
  const post = (intent: string) =>
    reportAction(
      args(
        `/admin/anuncios/${adId}/relatorio`,
        { id: adId },
        {
          method: "POST",
          body: new URLSearchParams({ intent, advertiserId }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
        },
      ),
    ) as Promise<Response>;
  const token = async () =>
    (
      await getDb()
        .select({ t: schema.advertisers.reportToken })
        .from(schema.advertisers)
        .where(eq(schema.advertisers.id, advertiserId))
    )[0]!.t;
  const open = (t: string, query = "") =>
    run(() =>
      publicLoader({
        request: new Request(`${BASE}/relatorio/${t}${query}`),
        params: { token: t },
        url: new URL(`${BASE}/relatorio/${t}${query}`),
        context: {},
      } as never),
    );

  it("is generated (32 random bytes), opens without a session and shows that advertiser's ads only", async () => {
    expect((await post("gerar-link")).status).toBe(302);
    const t = (await token())!;
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await open(t);
    expect(page.status).toBe(200);
    const data = page.data as { advertiser: { name: string }; ads: { id: string; title: string }[] };
    expect(data.advertiser.name).toBe("Cervejaria do Vale");
    expect(data.ads.map((a) => a.title)).toEqual(["IPA do Vale", "Lager do Vale"]);
    expect(JSON.stringify(data)).not.toContain("Anúncio alheio");
    expect(JSON.stringify(data)).not.toContain("contato@vale.example");
    expect((await open(t, "?de=2026-11-20&ate=2026-11-01")).status).toBe(400);
    // Its CSV, for its own ads only.
    const csv = (q: string) =>
      run(() =>
        publicCsvLoader({
          params: { token: t },
          url: new URL(`${BASE}/relatorio/${t}/csv?${q}`),
          request: new Request(`${BASE}/relatorio/${t}/csv?${q}`),
          context: {},
        } as never),
      );
    expect((await csv(`anuncio=${otherAdId}`)).status).toBe(200);
    expect((await csv(`anuncio=${strangerAdId}`)).status).toBe(404);
  });

  it("renewing replaces it; revoking makes it a 404; both are logged", async () => {
    const first = (await token())!;
    await post("gerar-link");
    const second = (await token())!;
    expect(second).not.toBe(first);
    expect((await open(first)).status).toBe(404);
    expect((await open(second)).status).toBe(200);
    await post("revogar-link");
    expect(await token()).toBeNull();
    expect((await open(second)).status).toBe(404);
    expect((await open("x".repeat(43))).status).toBe(404);
    const log = await getDb()
      .select({
        entity: schema.adminActivity.entity,
        action: schema.adminActivity.action,
        title: schema.adminActivity.itemTitle,
      })
      .from(schema.adminActivity);
    expect(log).toEqual([
      { entity: "report-link", action: "create", title: "Cervejaria do Vale" },
      { entity: "report-link", action: "create", title: "Cervejaria do Vale" },
      { entity: "report-link", action: "revoke", title: "Cervejaria do Vale" },
    ]);
  });
});
