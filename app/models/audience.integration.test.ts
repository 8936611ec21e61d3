// Issue 26 (D17) on a real database: page views and calculations counted in memory land in
// audience_daily as daily aggregates (views added, visitors distinct per day), a day change
// starts the visitor sets afresh, a failed write is retried, the shutdown flush writes
// everything, old days go at the retention, the calculator beacon refuses what it must, and
// after a visitor has been counted through the server hook no row of any table holds their
// address or user agent (but the administrator's own session rows).
import type { AddressInfo } from "node:net";
import express from "express";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SITE_KEY } from "~/lib/audience/audience-keys";
import { createAdmin, getAuth, CLIENT_IP_HEADER } from "~/lib/auth/auth.server";
import { getDb, schema } from "~/lib/data/db.server";
import { todayInSaoPaulo } from "~/lib/format";
import { clearAdminCache, forgetDailySalt } from "~/lib/http/audience.server";
import { currentPageViewKey, newPageViewToken } from "~/lib/http/page-view-token.server";
import { requestContext } from "~/lib/http/request-context";
import { action as calcAction } from "~/routes/audience-event";
import { audienceCounter, settleAudienceCounts } from "../../server/audience";
import { openTestDb } from "../../tests/setup/test-db";
import {
  CALC_BEACON_LIMIT,
  countCalculation,
  countPageView,
  deleteExpiredAudience,
  firstKeptDay,
  flushAudience,
  pendingAudience,
  resetAudienceMemory,
  resetAudienceSweep,
  stopAudience,
  sweepAudienceDaily,
} from "./audience.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
let adminCookie = "";
const BASE = "http://localhost:3000";

// A distinctive address and agent: the scan at the end looks for them in every table.
const VISITOR_IP = "203.0.113.77";
const UA =
  "Mozilla/5.0 (Linux; Android 14; TesteAudiencia) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const BROWSER = { "User-Agent": UA, Accept: "*/*", "Accept-Language": "pt-BR,pt;q=0.9" };
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

beforeAll(async () => {
  handle = await openTestDb();
  forgetDailySalt();
  await createAdmin({ email: "audiencia@cervejometro.test", password: "lupulo-amargo-60-ibu" });
  const { headers } = await getAuth().api.signInEmail({
    body: { email: "audiencia@cervejometro.test", password: "lupulo-amargo-60-ibu" },
    headers: new Headers({ "User-Agent": "AdminBrowser/1.0", [CLIENT_IP_HEADER]: "192.0.2.1" }),
    returnHeaders: true,
  });
  adminCookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 60_000);

afterAll(async () => {
  await stopAudience();
  await handle?.drop();
}, 60_000);

beforeEach(async () => {
  await flushAudience();
  await getDb().delete(schema.audienceDaily);
  resetAudienceMemory();
  clearAdminCache();
});

async function rows(kind?: string) {
  await flushAudience();
  const a = schema.audienceDaily;
  const list = await getDb()
    .select({ kind: a.kind, day: a.day, key: a.key, views: a.views, visitors: a.visitors })
    .from(a)
    .where(kind ? eq(a.kind, kind as never) : undefined)
    .orderBy(a.kind, a.day, a.key);
  return list;
}

const day = (iso: string) => new Date(`${iso}T15:00:00Z`);

describe("the batch", () => {
  it("writes views and distinct visitors per row: two views by one visitor are 2 views, 1 visitor", async () => {
    const at = day("2026-03-10");
    countPageView({ visitor: "a".repeat(64), page: "/festa", device: "celular", referrer: "google.com" }, at);
    countPageView({ visitor: "a".repeat(64), page: "/festa", device: "celular", referrer: null }, at);
    countPageView({ visitor: "b".repeat(64), page: "/blog", device: "computador", referrer: "" }, at);
    expect(pendingAudience()).toBeGreaterThan(0);
    expect(await rows()).toEqual([
      { kind: "device", day: "2026-03-10", key: "celular", views: 2, visitors: 1 },
      { kind: "device", day: "2026-03-10", key: "computador", views: 1, visitors: 1 },
      { kind: "page", day: "2026-03-10", key: "/blog", views: 1, visitors: 1 },
      { kind: "page", day: "2026-03-10", key: "/festa", views: 2, visitors: 1 },
      { kind: "referrer", day: "2026-03-10", key: "", views: 1, visitors: 1 },
      { kind: "referrer", day: "2026-03-10", key: "google.com", views: 1, visitors: 1 },
      { kind: "site", day: "2026-03-10", key: SITE_KEY, views: 3, visitors: 2 },
    ]);
    expect(pendingAudience()).toBe(0);
  });

  it("adds to the day's rows across batches, a returning visitor not counted again", async () => {
    const at = day("2026-03-11");
    countPageView({ visitor: "c".repeat(64), page: "/ibu", device: "computador", referrer: null }, at);
    await flushAudience();
    countPageView({ visitor: "c".repeat(64), page: "/ibu", device: "computador", referrer: null }, at);
    countPageView({ visitor: "d".repeat(64), page: "/ibu", device: "computador", referrer: null }, at);
    expect(await rows("page")).toEqual([{ kind: "page", day: "2026-03-11", key: "/ibu", views: 3, visitors: 2 }]);
  });

  it("starts the visitor sets afresh on a new São Paulo day", async () => {
    // 02:30 UTC is still the day before in São Paulo (UTC−3).
    countPageView(
      { visitor: "e".repeat(64), page: "/", device: "celular", referrer: null },
      new Date("2026-03-13T02:30:00Z"),
    );
    countPageView(
      { visitor: "e".repeat(64), page: "/", device: "celular", referrer: null },
      new Date("2026-03-13T03:30:00Z"),
    );
    expect(await rows("site")).toEqual([
      { kind: "site", day: "2026-03-12", key: "", views: 1, visitors: 1 },
      { kind: "site", day: "2026-03-13", key: "", views: 1, visitors: 1 },
    ]);
  });

  it("keeps the counts when a write fails and writes them with the next batch", async () => {
    const at = day("2026-03-14");
    countPageView({ visitor: "f".repeat(64), page: "/abv", device: "celular", referrer: null }, at);
    await getDb().execute(sql`alter table audience_daily rename to audience_daily_away`);
    try {
      await expect(flushAudience()).rejects.toThrow();
    } finally {
      await getDb().execute(sql`alter table audience_daily_away rename to audience_daily`);
    }
    countPageView({ visitor: "g".repeat(64), page: "/abv", device: "celular", referrer: null }, at);
    expect(await rows("page")).toEqual([{ kind: "page", day: "2026-03-14", key: "/abv", views: 2, visitors: 2 }]);
  });

  it("writes everything still pending at shutdown", async () => {
    countPageView({ visitor: "h".repeat(64), page: "/orcamento", device: "computador", referrer: "x" });
    expect(await stopAudience()).toBe(4);
    expect(pendingAudience()).toBe(0);
    const [row] = await getDb()
      .select({ views: schema.audienceDaily.views })
      .from(schema.audienceDaily)
      .where(and(eq(schema.audienceDaily.kind, "referrer"), eq(schema.audienceDaily.key, "x")));
    expect(row?.views).toBe(1);
  });
});

describe("retention", () => {
  it("keeps 25 months by default and deletes older days, once a day in the sweep", async () => {
    expect(firstKeptDay("2026-11-27", 25)).toBe("2024-10-27");
    expect(firstKeptDay("2026-03-31", 1)).toBe("2026-02-28");
    expect(firstKeptDay("2026-01-15", 1)).toBe("2025-12-15");
    const a = schema.audienceDaily;
    await getDb()
      .insert(a)
      .values([
        { kind: "site", day: "2024-10-26", key: "", views: 5, visitors: 3 },
        { kind: "page", day: "2024-10-26", key: "/festa", views: 5, visitors: 3 },
        { kind: "site", day: "2024-10-27", key: "", views: 7, visitors: 4 },
        { kind: "site", day: "2026-11-27", key: "", views: 9, visitors: 6 },
      ]);
    const now = new Date("2026-11-27T15:00:00Z");
    resetAudienceSweep();
    expect(await sweepAudienceDaily(25, now)).toBe(2);
    // Once a day: a second tick that day does nothing, even with new old rows.
    await getDb().insert(a).values({ kind: "site", day: "2020-01-01", key: "", views: 1, visitors: 1 });
    expect(await sweepAudienceDaily(25, now)).toBeNull();
    expect((await rows()).map((r) => r.day)).toEqual(["2020-01-01", "2024-10-27", "2026-11-27"]);
    expect(await deleteExpiredAudience(1, now)).toBe(2);
    expect((await rows()).map((r) => r.day)).toEqual(["2026-11-27"]);
  });
});

describe("the calculator beacon", () => {
  const token = () => newPageViewToken(currentPageViewKey());

  function beacon(
    body: BodyInit | null,
    headers: Record<string, string> = BROWSER,
    type = "application/x-www-form-urlencoded;charset=UTF-8",
  ) {
    return new Request(`${BASE}/estatisticas/calculo`, {
      method: "POST",
      body,
      headers: { ...headers, "Content-Type": type, Origin: BASE },
    });
  }

  async function send(request: Request, ip = VISITOR_IP): Promise<number> {
    const res = (await calcAction({
      request,
      params: {},
      context: requestContext({ nonce: "", clientIp: ip }),
    } as never)) as Response;
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    return res.status;
  }

  const form = (calculadora: string, t: string) => new URLSearchParams({ calculadora, token: t });

  it("counts a calculation once per calculator per page view", async () => {
    const t = token();
    for (let i = 0; i < 5; i++) expect(await send(beacon(form("festa", t)))).toBe(204);
    expect(await send(beacon(form("ibu", t)))).toBe(204);
    expect(await send(beacon(form("festa", token())))).toBe(204);
    const today = todayInSaoPaulo();
    expect(await rows("calc")).toEqual([
      { kind: "calc", day: today, key: "festa", views: 2, visitors: 1 },
      { kind: "calc", day: today, key: "ibu", views: 1, visitors: 1 },
    ]);
  });

  it("refuses what it must with a 4xx and counts nothing", async () => {
    const t = token();
    // An unknown calculator, extra fields (inputs), a forged or expired token, garbage.
    expect(await send(beacon(form("cerveja", t)))).toBe(400);
    expect(await send(beacon(new URLSearchParams({ calculadora: "festa", token: t, bebem: "10" })))).toBe(400);
    expect(await send(beacon(form("festa", "A".repeat(36))))).toBe(400);
    const old = newPageViewToken(currentPageViewKey(), Date.now() - 2 * 60 * 60 * 1000);
    expect(await send(beacon(form("festa", old)))).toBe(400);
    expect(await send(beacon("\u0000\u0001"))).toBe(400);
    expect(await send(beacon(new Uint8Array([0xff, 0xfe, 0x3d])))).toBe(400);
    // Too large.
    expect(await send(beacon(`calculadora=festa&token=${t}&x=${"a".repeat(600)}`))).toBe(413);
    // Another content type.
    expect(await send(beacon(JSON.stringify({ calculadora: "festa", token: t }), BROWSER, "application/json"))).toBe(
      415,
    );
    expect(await send(beacon(form("festa", t).toString(), BROWSER, "text/plain"))).toBe(415);
    expect(await rows("calc")).toEqual([]);
  });

  it("answers bots, prefetches and the administrator 204 and counts nothing", async () => {
    for (const headers of [
      { ...BROWSER, "User-Agent": GOOGLEBOT },
      { ...BROWSER, "Sec-Purpose": "prefetch" },
      { ...BROWSER, Cookie: adminCookie },
    ])
      expect(await send(beacon(form("abv", token()), headers))).toBe(204);
    expect(await rows("calc")).toEqual([]);
  });

  it("limits a visitor to CALC_BEACON_LIMIT beacons per window (429), others unaffected", async () => {
    for (let i = 0; i < CALC_BEACON_LIMIT; i++) expect(await send(beacon(form("orcamento", token())))).toBe(204);
    expect(await send(beacon(form("orcamento", token())))).toBe(429);
    expect(await send(beacon(form("orcamento", token())), "198.51.100.9")).toBe(204);
    const [row] = await rows("calc");
    expect(row).toMatchObject({ key: "orcamento", views: CALC_BEACON_LIMIT + 1, visitors: 2 });
    // The model's own answer for that visitor, whatever the token.
    expect(countCalculation(token(), "orcamento", "z".repeat(64))).toBe("counted");
  });
});

describe("the server hook, and what the database holds afterwards", () => {
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let origin = "";

  beforeAll(async () => {
    const app = express();
    // As server/app.ts does: the client address into its header (here the visitor's).
    app.use((req, _res, next) => {
      req.headers[CLIENT_IP_HEADER] = VISITOR_IP;
      next();
    });
    app.use(audienceCounter({ siteHost: "cervejometro.com.br" }));
    app.get("/festa.data", (_req, res) => res.type("text/x-script").send("[]"));
    app.get("/admin", (_req, res) => res.type("html").send("<p>painel</p>"));
    app.get("/faltando", (_req, res) => res.status(404).type("html").send("<p>404</p>"));
    app.get("/{*splat}", (_req, res) => res.type("html").send("<p>página</p>"));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
    const res = await fetch(`${origin}${path}`, { method, headers: { ...BROWSER, Accept: "text/html", ...headers } });
    await res.arrayBuffer();
    expect(res.headers.has("set-cookie")).toBe(false);
    return res.status;
  }

  it("counts exactly the people's public pages, then no row anywhere holds their address or agent", async () => {
    await get("/festa?bebem=12&horas=5", { Referer: "https://www.google.com.br/search?q=festa" });
    await get("/festa", { Referer: `${origin}/` });
    await get("/blog?categoria=receitas&q=ipa", { Referer: "https://l.instagram.com/?u=x" });
    // A client-side navigation to another page counts; the same page updating its address does not.
    await get("/festa.data?_routes=x", { Referer: `${origin}/blog` });
    await get("/festa.data?_routes=x", { Referer: `${origin}/festa?bebem=3` });
    // Never: HEAD, a prefetch, a bot, the administrator, the admin, a 404.
    await get("/ibu", {}, "HEAD");
    await get("/ibu", { "Sec-Purpose": "prefetch" });
    await get("/ibu", { "User-Agent": GOOGLEBOT });
    await get("/ibu", { Cookie: adminCookie });
    await get("/admin");
    await get("/faltando");
    await settleAudienceCounts();
    const all = await rows();
    const pick = (kind: string) =>
      all.filter((r) => r.kind === kind).map(({ key, views, visitors }) => [key, views, visitors]);
    expect(pick("site")).toEqual([["", 4, 1]]);
    expect(pick("page")).toEqual([
      ["/blog?categoria=receitas", 1, 1],
      ["/festa", 3, 1],
    ]);
    expect(pick("referrer")).toEqual([
      ["google.com", 1, 1],
      ["instagram", 1, 1],
    ]);
    expect(pick("device")).toEqual([["celular", 4, 1]]);

    // A calculation too, then the scan.
    const t = newPageViewToken(currentPageViewKey());
    await calcAction({
      request: new Request(`${BASE}/estatisticas/calculo`, {
        method: "POST",
        body: new URLSearchParams({ calculadora: "festa", token: t }),
        headers: { ...BROWSER, "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      }),
      params: {},
      context: requestContext({ nonce: "", clientIp: VISITOR_IP }),
    } as never);
    await flushAudience();

    const columns = await getDb().execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'inet', 'bytea')`);
    const list = (columns as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
    expect(list.length).toBeGreaterThan(10);
    const needles = [VISITOR_IP, "TesteAudiencia"];
    const found: string[] = [];
    for (const { table_name, column_name } of list) {
      // The administrator's own session rows hold their address and agent (the policy says so).
      const own = table_name === "session" ? sql` and ${sql.identifier("user_agent")} <> 'AdminBrowser/1.0'` : sql``;
      const col = sql.identifier(column_name);
      const res = await getDb().execute(sql`
        select count(*)::int as n from ${sql.identifier(table_name)}
        where (${col}::text ilike ${"%" + needles[0] + "%"} or ${col}::text ilike ${"%" + needles[1] + "%"})${own}`);
      const n = (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
      if (n > 0) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual([]);
    // Nor the visitor's hash of the day, whole or in part.
    const { visitorHash } = await import("~/lib/http/audience.server");
    const hash = await visitorHash(VISITOR_IP, UA);
    const dump = JSON.stringify(await getDb().select().from(schema.audienceDaily));
    expect(dump).not.toContain(hash.slice(0, 16));
  });
});
