// Issue 25 item 2 on a real database: the counts an advertiser would question. Bots, HEAD,
// prefetch, scripts without a browser's headers, the offline worker and the administrator
// count nothing; a page view counts one impression and one view per ad however often its
// beacon repeats; a visitor's clicks count once per 30 minutes; CTR stays at or under 100 %;
// figures land on the ad's São Paulo day; the visitor salt changes with the day; nothing
// waiting in memory is lost at a clean shutdown.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clickThroughRate } from "~/lib/ads/ads";
import { createAdmin, getAuth } from "~/lib/auth/auth.server";
import { getDb, schema } from "~/lib/data/db.server";
import { invalidateCache } from "~/lib/data/ttl-cache.server";
import { todayInSaoPaulo } from "~/lib/format";
import {
  clearAdminCache,
  forgetDailySalt,
  isCountable,
  notCountableReason,
  visitorHash,
} from "~/lib/http/audience.server";
import { currentPageViewKey, newPageViewToken } from "~/lib/http/page-view-token.server";
import { requestContext } from "~/lib/http/request-context";
import { loader as clickLoader } from "~/routes/ad-click";
import { action as eventAction } from "~/routes/ad-event";
import { openTestDb } from "../../tests/setup/test-db";
import { ADS_CACHE_PREFIX } from "./ad-writes.server";
import {
  flushAdStats,
  pendingAdStats,
  recordAdEvents,
  recordClick,
  resetAdRepeatWindows,
  stopAdStats,
} from "./ad-stats.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
let adminCookie = "";
const BASE = "http://localhost:3000";
const today = todayInSaoPaulo();

const CHROME =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const BROWSER = {
  "User-Agent": CHROME,
  Accept: "*/*",
  "Accept-Language": "pt-BR,pt;q=0.9",
  "Sec-Fetch-Mode": "no-cors",
};
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let adA = "";
let adB = "";

async function newAd(title: string): Promise<string> {
  const [row] = await getDb()
    .insert(schema.ads)
    .values({
      title,
      description: "d",
      link: "https://exemplo.com.br/loja",
      position: "header",
      startDate: today,
      endDate: today,
    })
    .returning({ id: schema.ads.id });
  // As the admin's writes do: the beacon's list of known ads is cached.
  invalidateCache(ADS_CACHE_PREFIX);
  return row!.id;
}

beforeAll(async () => {
  handle = await openTestDb();
  await createAdmin({ email: "contagem@cervejometro.test", password: "lupulo-amargo-60-ibu" });
  const { headers } = await getAuth().api.signInEmail({
    body: { email: "contagem@cervejometro.test", password: "lupulo-amargo-60-ibu" },
    headers: new Headers(),
    returnHeaders: true,
  });
  adminCookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  adA = await newAd("Anúncio A");
  adB = await newAd("Anúncio B");
}, 60_000);

afterAll(async () => {
  await stopAdStats();
  await handle?.drop();
}, 60_000);

beforeEach(async () => {
  await flushAdStats();
  resetAdRepeatWindows();
  clearAdminCache();
});

async function totals(id: string) {
  await flushAdStats();
  const [row] = await getDb()
    .select({ impressions: schema.ads.impressions, views: schema.ads.views, clicks: schema.ads.clicks })
    .from(schema.ads)
    .where(eq(schema.ads.id, id));
  return { impressions: Number(row!.impressions), views: Number(row!.views), clicks: Number(row!.clicks) };
}

function beacon(
  token: string,
  events: string[],
  headers: Record<string, string> = BROWSER,
  init: RequestInit & { duplex?: "half" } = {},
) {
  const body = new URLSearchParams([["t", token], ...events.map((e) => ["e", e])]);
  return new Request(`${BASE}/anuncio/evento`, {
    method: "POST",
    body,
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8", Origin: BASE },
    ...init,
  });
}

async function send(request: Request): Promise<number> {
  const res = (await eventAction({
    request,
    params: {},
    context: requestContext({ nonce: "", clientIp: "" }),
  } as never)) as Response;
  return res.status;
}

async function click(id: string, headers: Record<string, string> = BROWSER, ip = "198.51.100.4", method = "GET") {
  const request = new Request(`${BASE}/anuncio/${id}`, { method, headers });
  const res = (await clickLoader({
    request,
    params: { id },
    context: requestContext({ nonce: "", clientIp: ip }),
  } as never)) as Response;
  // The redirect always happens, counted or not.
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("https://exemplo.com.br/loja");
}

const token = () => newPageViewToken(currentPageViewKey());

describe("who counts as a person", () => {
  it.each([
    ["a browser", {}, null],
    ["Googlebot", { "User-Agent": GOOGLEBOT }, "bot"],
    ["curl", { "User-Agent": "curl/8.5.0", Accept: "*/*", "Accept-Language": "" }, "bot"],
    [
      "a browser-like UA without Accept-Language",
      { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64)", "Accept-Language": "" },
      "no-browser",
    ],
    ["no User-Agent", { "User-Agent": "" }, "no-browser"],
    ["a prefetch", { "Sec-Purpose": "prefetch" }, "prefetch"],
    ["a prerender", { "Sec-Purpose": "prefetch;prerender" }, "prefetch"],
    ["an old prefetch", { Purpose: "prefetch" }, "prefetch"],
    ["the offline worker", { "X-Offline-Copy": "1" }, "offline-copy"],
  ])("%s", (_name, extra, reason) => {
    const headers = Object.fromEntries(Object.entries({ ...BROWSER, ...extra }).filter(([, v]) => v !== ""));
    expect(notCountableReason(new Request(BASE, { headers }))).toBe(reason);
  });

  it("HEAD never counts", () => {
    expect(notCountableReason(new Request(BASE, { method: "HEAD", headers: BROWSER }))).toBe("head");
  });

  it("the signed-in administrator does not count; a forged session cookie does", async () => {
    expect(await isCountable(new Request(BASE, { headers: { ...BROWSER, Cookie: adminCookie } }))).toBe(false);
    const forged = "better-auth.session_token=inventado.assinatura";
    expect(await isCountable(new Request(BASE, { headers: { ...BROWSER, Cookie: forged } }))).toBe(true);
  });
});

describe("impressions and views (the beacon)", () => {
  it("counts one impression and one view per page view, however often the beacon repeats", async () => {
    const before = await totals(adA);
    const t = token();
    for (let i = 0; i < 10; i++) expect(await send(beacon(t, [`i.${adA}`, `v.${adA}`]))).toBe(204);
    expect(await totals(adA)).toEqual({ ...before, impressions: before.impressions + 1, views: before.views + 1 });
    // Another page view (a new token) counts again.
    await send(beacon(token(), [`i.${adA}`]));
    expect((await totals(adA)).impressions).toBe(before.impressions + 2);
  });

  it("a view reported alone brings its impression: views never exceed impressions", async () => {
    const before = await totals(adB);
    await send(beacon(token(), [`v.${adB}`]));
    expect(await totals(adB)).toEqual({ ...before, impressions: before.impressions + 1, views: before.views + 1 });
  });

  it("counts nothing for bots, scripts, prefetches, the offline worker or the administrator", async () => {
    const before = await totals(adA);
    const t = token();
    for (const headers of [
      { ...BROWSER, "User-Agent": GOOGLEBOT },
      { "User-Agent": "curl/8.5.0", Accept: "*/*" },
      { ...BROWSER, "Sec-Purpose": "prefetch" },
      { ...BROWSER, "X-Offline-Copy": "1" },
      { ...BROWSER, Cookie: adminCookie },
    ]) {
      expect(await send(beacon(t, [`i.${adA}`, `v.${adA}`], headers))).toBe(204);
    }
    expect(await totals(adA)).toEqual(before);
  });

  it("refuses forged tokens and malformed, oversized or truncated bodies with 400, counting nothing", async () => {
    const before = await totals(adA);
    const forged = newPageViewToken(Buffer.alloc(32, 7));
    expect(await send(beacon(forged, [`i.${adA}`]))).toBe(400);
    expect(await send(beacon("curto", [`i.${adA}`]))).toBe(400);
    expect(await send(beacon(token(), [`x.${adA}`]))).toBe(400);
    const raw = (body: BodyInit, extra: Record<string, string> = {}) =>
      new Request(`${BASE}/anuncio/evento`, {
        method: "POST",
        body,
        headers: { ...BROWSER, "Content-Type": "application/x-www-form-urlencoded", ...extra },
        duplex: "half",
      } as RequestInit);
    expect(await send(raw(`t=${encodeURIComponent(token())}&e=i.${adA}&pad=${"x".repeat(5000)}`))).toBe(400);
    expect(await send(raw(new Uint8Array([0xff, 0xfe, 0x00])))).toBe(400);
    // A body cut short: the client went away mid-request.
    const truncated = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`t=${encodeURIComponent(token())}&e=i.`));
        controller.error(new Error("aborted"));
      },
    });
    expect(await send(raw(truncated))).toBe(400);
    expect(await totals(adA)).toEqual(before);
  });

  it("ignores an unknown ad and still counts the known one", async () => {
    const before = await totals(adA);
    expect(await send(beacon(token(), [`i.${crypto.randomUUID()}`, `i.${adA}`]))).toBe(204);
    expect((await totals(adA)).impressions).toBe(before.impressions + 1);
  });
});

describe("clicks", () => {
  it("count once per visitor per ad per 30 minutes; bots, HEAD, prefetch and the admin never", async () => {
    const before = await totals(adA);
    for (let i = 0; i < 10; i++) await click(adA);
    await click(adA, { ...BROWSER, "User-Agent": GOOGLEBOT });
    await click(adA, BROWSER, "198.51.100.4", "HEAD");
    await click(adA, { ...BROWSER, "Sec-Purpose": "prefetch" });
    await click(adA, { ...BROWSER, Cookie: adminCookie });
    await click(adA, { "User-Agent": "curl/8.5.0", Accept: "*/*" });
    expect((await totals(adA)).clicks).toBe(before.clicks + 1);
    // Another person (another address), and the same one half an hour later.
    await click(adA, BROWSER, "198.51.100.99");
    resetAdRepeatWindows();
    await click(adA);
    expect((await totals(adA)).clicks).toBe(before.clicks + 3);
  });

  it("forgets the day's click windows at São Paulo midnight", async () => {
    const id = await newAd("Anúncio meia-noite");
    expect(recordClick("visitante", id, new Date("2030-05-02T02:50:00Z"))).toBe(true); // 23:50
    expect(recordClick("visitante", id, new Date("2030-05-02T02:55:00Z"))).toBe(false);
    expect(recordClick("visitante", id, new Date("2030-05-02T03:01:00Z"))).toBe(true); // 00:01, a new day
    await flushAdStats();
    const rows = await getDb()
      .select({ day: schema.adDailyStats.day, clicks: schema.adDailyStats.clicks })
      .from(schema.adDailyStats)
      .where(eq(schema.adDailyStats.adId, id))
      .orderBy(schema.adDailyStats.day);
    expect(rows).toEqual([
      { day: "2030-05-01", clicks: 1 },
      { day: "2030-05-02", clicks: 1 },
    ]);
  });

  it("CTR = clicks ÷ impressions stays at or under 100 % with bots, HEAD and repeated clicks mixed in", async () => {
    const id = await newAd("Anúncio CTR");
    // Three people see it; each clicks ten times; a bot clicks a hundred times.
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      await send(beacon(token(), [`i.${id}`]));
      for (let i = 0; i < 10; i++) await click(id, BROWSER, ip);
    }
    for (let i = 0; i < 100; i++) await click(id, { ...BROWSER, "User-Agent": GOOGLEBOT }, "66.249.66.1");
    for (let i = 0; i < 20; i++) await click(id, BROWSER, "203.0.113.1", "HEAD");
    const { impressions, clicks } = await totals(id);
    expect({ impressions, clicks }).toEqual({ impressions: 3, clicks: 3 });
    expect(clickThroughRate(impressions, clicks)).toBeLessThanOrEqual(100);
  });
});

describe("daily figures and the visitor salt", () => {
  it("adds each count to the ad's São Paulo day and to its totals", async () => {
    const id = await newAd("Anúncio diário");
    // 02:30 UTC on 2 Jan is still 1 Jan in São Paulo (UTC−3).
    recordAdEvents("tok-a", [{ kind: "impression", adId: id }], new Date("2026-01-02T02:30:00Z"));
    recordAdEvents("tok-b", [{ kind: "view", adId: id }], new Date("2026-01-02T03:30:00Z"));
    await flushAdStats();
    const rows = await getDb()
      .select()
      .from(schema.adDailyStats)
      .where(eq(schema.adDailyStats.adId, id))
      .orderBy(schema.adDailyStats.day);
    expect(rows.map((r) => [r.day, r.impressions, r.views, r.clicks])).toEqual([
      ["2026-01-01", 1, 0, 0],
      ["2026-01-02", 1, 1, 0],
    ]);
    expect(await totals(id)).toEqual({ impressions: 2, views: 1, clicks: 0 });
  });

  it("an ad deleted before its batch is written loses its counts without blocking the others", async () => {
    const gone = await newAd("Apagado");
    recordAdEvents("tok-c", [
      { kind: "impression", adId: gone },
      { kind: "impression", adId: adB },
    ]);
    const before = (await totals(adB)).impressions; // flushes: counted already
    recordAdEvents("tok-d", [
      { kind: "impression", adId: gone },
      { kind: "impression", adId: adB },
    ]);
    await getDb().delete(schema.ads).where(eq(schema.ads.id, gone));
    expect(await flushAdStats()).toBe(2);
    expect((await totals(adB)).impressions).toBe(before + 1);
    expect(pendingAdStats()).toBe(0);
  });

  it("the same visitor has the same hash all day, across a restart, and another one the next day", async () => {
    const noon = new Date("2030-03-10T15:00:00Z");
    const h1 = await visitorHash("198.51.100.4", CHROME, noon);
    forgetDailySalt(); // a restart: the salt comes back from visitor_salts
    expect(await visitorHash("198.51.100.4", CHROME, new Date("2030-03-10T20:00:00Z"))).toBe(h1);
    expect(await visitorHash("198.51.100.5", CHROME, noon)).not.toBe(h1);
    // 03:00 UTC is São Paulo's midnight: a new salt, the old one deleted.
    const next = await visitorHash("198.51.100.4", CHROME, new Date("2030-03-11T03:00:01Z"));
    expect(next).not.toBe(h1);
    const salts = await getDb().select({ day: schema.visitorSalts.day }).from(schema.visitorSalts);
    expect(salts).toEqual([{ day: "2030-03-11" }]);
    expect(h1).toMatch(/^[0-9a-f]{64}$/);
    forgetDailySalt();
  });
});

describe("shutdown", () => {
  it("many events make one batch, and the shutdown flush loses none of them", async () => {
    const id = await newAd("Contado");
    for (let i = 0; i < 2500; i++) recordAdEvents(`tok-${i}`, [{ kind: "view", adId: id }]);
    for (let i = 0; i < 40; i++) await click(id, BROWSER, `192.0.2.${i}`);
    // Nothing written yet: the counts wait in memory for the batch.
    const [unwritten] = await getDb()
      .select({ impressions: schema.ads.impressions })
      .from(schema.ads)
      .where(eq(schema.ads.id, id));
    expect(unwritten!.impressions).toBe(0);
    // What server/serve.ts calls on SIGTERM/SIGINT before closing the database.
    expect(await stopAdStats()).toBe(1);
    expect(pendingAdStats()).toBe(0);
    expect(await totals(id)).toEqual({ impressions: 2500, views: 2500, clicks: 40 });
    const [day] = await getDb().select().from(schema.adDailyStats).where(eq(schema.adDailyStats.adId, id));
    expect(day).toMatchObject({ day: today, impressions: 2500, views: 2500, clicks: 40 });
  });
});
