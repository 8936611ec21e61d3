// Issue 26 items 3 and 4 on a real database at the volume (400 days × 500 paths of
// page rows, with the site's, referrers', devices' and calculators' rows, scripts/audience-
// volume.ts): every figure the dashboard, its CSV and the media kit show is recomputed here
// from the seeding formulas in plain TypeScript. Correctness, not timing (npm run bench times it).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addReportDays } from "~/lib/ads/report";
import { AUDIENCE_CALCULATORS } from "~/lib/audience/audience-keys";
import { lastFullMonth, sectionOf, splitRange } from "~/lib/audience/stats";
import { createAdmin, getAuth } from "~/lib/auth/auth.server";
import { getDb, schema } from "~/lib/data/db.server";
import { todayInSaoPaulo } from "~/lib/format";
import { loader as anuncieLoader } from "~/routes/content/anuncie";
import { action as statsAction, loader as statsLoader } from "~/routes/admin/stats";
import { loader as csvLoader } from "~/routes/admin/stats-csv";
import { mediaKitFigures, type AudienceDashboard } from "./audience-read.server";
import {
  CALCULATOR_NAMES,
  DEVICE_WEIGHTS,
  REFERRER_WEIGHTS,
  seedAudienceVolume,
  VOLUME_DAYS,
  VOLUME_GAP,
  VOLUME_PATHS,
  volumeCalcViews,
  volumePath,
  volumeViews,
  volumeVisitors,
} from "../../scripts/audience-volume";
import { openTestDb } from "../../tests/setup/test-db";

let handle: Awaited<ReturnType<typeof openTestDb>>;
let cookie = "";
const BASE = "http://localhost:3000";
const today = todayInSaoPaulo();
const dayOf = (d: number) => addReportDays(today, -d);
const dOf = (day: string) => Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);

// The seeded figures, recomputed: per day d (0 = today) and path i.
const has = (d: number) => d >= 0 && d < VOLUME_DAYS && d !== VOLUME_GAP;
const siteViews = (d: number) => {
  if (!has(d)) return 0;
  let s = 0;
  for (let i = 0; i < VOLUME_PATHS; i++) s += volumeViews(i, d);
  return s;
};
const siteVisitors = (d: number) => {
  if (!has(d)) return 0;
  let s = 0;
  for (let i = 0; i < VOLUME_PATHS; i++) s += volumeVisitors(i, d);
  return Math.floor(s / 2);
};
const sumDays = (a: number, b: number, f: (d: number) => number) => {
  let s = 0;
  for (let d = a; d <= b; d++) s += f(d);
  return s;
};
const pageSum = (i: number, a: number, b: number, f = volumeViews) => sumDays(a, b, (d) => (has(d) ? f(i, d) : 0));
const weighted = (w: number, f: (d: number) => number) => (d: number) => Math.floor((f(d) * w) / 100);
const pct = (now: number, before: number) => ((now - before) / before) * 100;

// Posts exist for the odd paths' slugs; an even one's post was deleted (shown by its path).
const titleOf = (i: number) => (i % 2 === 1 ? `Post número ${i}` : null);

beforeAll(async () => {
  handle = await openTestDb();
  await createAdmin({ email: "estatisticas@cervejometro.test", password: "lupulo-amargo-60-ibu" });
  const { headers } = await getAuth().api.signInEmail({
    body: { email: "estatisticas@cervejometro.test", password: "lupulo-amargo-60-ibu" },
    headers: new Headers(),
    returnHeaders: true,
  });
  cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const db = getDb();
  const slugs = Array.from({ length: VOLUME_PATHS }, (_, i) => i).filter((i) => titleOf(i) && i >= 11);
  await db
    .insert(schema.posts)
    .values(slugs.map((i) => ({ name: titleOf(i)!, slug: `post-${i}`, content: "Texto.", publishedAt: new Date() })));
  await seedAudienceVolume(db, today);
}, 120_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

const args = (path: string, init: RequestInit = {}, withCookie = true) => {
  const request = new Request(BASE + path, {
    ...init,
    headers: { ...(withCookie ? { Cookie: cookie } : {}), ...init.headers },
  });
  return { request, params: {}, url: new URL(request.url), context: {} } as never;
};

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

type StatsData = {
  error: string | null;
  stats: AudienceDashboard | null;
  period: number | null;
  showOnMediaKit: boolean;
};

async function dashboard(query: string) {
  const { status, data } = await run(() => statsLoader(args(`/admin/estatisticas${query}`)));
  return { status, data: data as StatsData };
}

describe("the dashboard at 400 days × 500 paths", () => {
  it("totals the last 30 days by default, against the 30 before, with a zero-filled series", async () => {
    const { status, data } = await dashboard("");
    expect(status).toBe(200);
    const s = data.stats!;
    expect(data.period).toBe(30);
    expect([s.from, s.to, s.previous.from, s.previous.to]).toEqual([dayOf(29), today, dayOf(59), dayOf(30)]);
    const views = sumDays(0, 29, siteViews);
    const before = sumDays(30, 59, siteViews);
    expect(s.totals.views.current).toBe(views);
    expect(s.totals.views.previous).toBe(before);
    expect(s.totals.views.change).toEqual({ kind: "pct", value: pct(views, before) });
    expect(s.totals.visitors.current).toBe(sumDays(0, 29, siteVisitors));
    expect(s.series).toHaveLength(30);
    expect(s.series[0]!.day).toBe(dayOf(29));
    expect(s.series.at(-1)!.day).toBe(today);
    const gap = s.series.find((d) => d.day === dayOf(VOLUME_GAP))!;
    expect(gap).toEqual({ day: dayOf(VOLUME_GAP), views: 0, visitors: 0 });
    for (const d of s.series) expect(d.views).toBe(siteViews(dOf(d.day)));
  });

  it("ranks the top pages with their change, and the top posts with their titles", async () => {
    const s = (await dashboard("?periodo=30")).data.stats!;
    const expected = Array.from({ length: VOLUME_PATHS }, (_, i) => ({
      key: volumePath(i),
      views: pageSum(i, 0, 29),
      visitors: pageSum(i, 0, 29, volumeVisitors),
      previous: pageSum(i, 30, 59),
    })).sort((a, b) => b.views - a.views || b.visitors - a.visitors || (a.key < b.key ? -1 : 1));
    expect(s.pages).toHaveLength(20);
    expect(s.pages.map((p) => [p.key, p.views.current, p.visitors.current, p.views.previous])).toEqual(
      expected.slice(0, 20).map((e) => [e.key, e.views, e.visitors, e.previous]),
    );
    expect(s.pages[0]!.key).toBe("/");
    expect(s.pages[0]!.views.change).toEqual({ kind: "pct", value: pct(expected[0]!.views, expected[0]!.previous) });
    const posts = expected.filter((e) => /^\/blog\/post-\d+$/.test(e.key)).slice(0, 10);
    expect(s.posts.map((p) => [p.key, p.views.current])).toEqual(posts.map((e) => [e.key, e.views]));
    for (const p of s.posts) {
      const i = Number(p.key.slice("/blog/post-".length));
      expect(p.label).toBe(titleOf(i) ?? p.key);
    }
    // The category page and the list are pages, not posts.
    expect(s.posts.some((p) => p.key.includes("?") || p.key === "/blog")).toBe(false);
  });

  it("splits referrers, devices and calculations, labelled in Portuguese", async () => {
    const s = (await dashboard("?periodo=7")).data.stats!;
    expect(s.days).toBe(7);
    const ref = (key: string) => sumDays(0, 6, weighted(REFERRER_WEIGHTS[key]!, siteViews));
    expect(s.referrers[0]).toMatchObject({ key: "google.com", label: "google.com" });
    expect(s.referrers[0]!.views.current).toBe(ref("google.com"));
    const direct = s.referrers.find((r) => r.key === "")!;
    expect(direct.label).toBe("Acesso direto");
    expect(direct.views.current).toBe(ref(""));
    expect(s.referrers.find((r) => r.key === "whatsapp")!.label).toBe("WhatsApp");
    const phones = sumDays(0, 6, weighted(DEVICE_WEIGHTS.celular!, siteViews));
    const computers = sumDays(0, 6, weighted(DEVICE_WEIGHTS.computador!, siteViews));
    expect(s.devices.map((d) => [d.key, d.label, d.views.current])).toEqual([
      ["celular", "Celular", phones],
      ["computador", "Computador", computers],
    ]);
    expect(s.devices[0]!.share).toBeCloseTo(phones / (phones + computers), 10);
    expect(s.calculations).toHaveLength(CALCULATOR_NAMES.length);
    for (const c of s.calculations) {
      const j = CALCULATOR_NAMES.indexOf(c.key);
      expect(c.label).toBe(AUDIENCE_CALCULATORS[c.key as keyof typeof AUDIENCE_CALCULATORS].label);
      expect(c.views.current).toBe(sumDays(0, 6, (d) => (has(d) ? volumeCalcViews(j, d) : 0)));
    }
  });

  it("reads 400 days (closed months from the cache, the rest directly) the same twice, and says 'novo' with nothing before", async () => {
    const de = dayOf(VOLUME_DAYS - 1);
    const first = (await dashboard(`?de=${de}&ate=${today}`)).data.stats!;
    const again = (await dashboard(`?de=${de}&ate=${today}`)).data.stats!;
    expect(again).toEqual(first);
    expect(first.days).toBe(400);
    expect(first.series).toHaveLength(400);
    expect(first.totals.views.current).toBe(sumDays(0, VOLUME_DAYS - 1, siteViews));
    expect(first.totals.views.change).toEqual({ kind: "new" });
    expect(first.pages[0]!.views.current).toBe(pageSum(0, 0, VOLUME_DAYS - 1));
    expect(first.pages[0]!.views.change).toEqual({ kind: "new" });
    // A range of whole months and loose days agrees with the sum of its days.
    const mid = (await dashboard(`?de=${dayOf(200)}&ate=${dayOf(20)}`)).data.stats!;
    expect(mid.totals.views.current).toBe(sumDays(20, 200, siteViews));
    expect(mid.pages.find((p) => p.key === "/festa")!.views.current).toBe(pageSum(1, 20, 200));
    expect(mid.pages.find((p) => p.key === "/festa")!.views.previous).toBe(pageSum(1, 201, 381));
    expect(splitRange(dayOf(200), dayOf(20), today).months.length).toBeGreaterThanOrEqual(4);
  });

  it("shows the empty state for a period with nothing counted", async () => {
    const { status, data } = await dashboard("?de=2020-01-01&ate=2020-01-31");
    expect(status).toBe(200);
    expect(data.stats!.hasData).toBe(false);
    expect(data.stats!.series).toHaveLength(31);
    expect(data.stats!.calculations.every((c) => c.views.current === 0)).toBe(true);
  });

  it.each([
    ["?de=2026-02-30", "Data inicial inválida"],
    ["?de=ontem&ate=2026-11-01", "Data inicial inválida"],
    ["?ate=2026-13-01", "Data final inválida"],
    ["?de=2026-11-20&ate=2026-11-01", "A data inicial deve ser anterior ou igual à data final."],
    ["?de=2024-01-01&ate=2026-11-01", "O período pode ter no máximo 800 dias"],
    ["?periodo=15", "Período inválido"],
  ])("answers %s with 400 and a Portuguese reason, the CSV too", async (query, message) => {
    const { status, data } = await dashboard(query);
    expect(status).toBe(400);
    expect(data.error).toContain(message);
    expect(data.stats).toBeNull();
    const csv = await run(() => csvLoader(args(`/admin/estatisticas.csv${query}`)));
    expect(csv.status).toBe(400);
    expect(await csv.response!.text()).toContain(message);
  });

  it("sends a visitor without a session to sign in", async () => {
    for (const fn of [
      () => statsLoader(args("/admin/estatisticas", {}, false)),
      () => csvLoader(args("/admin/estatisticas.csv", {}, false)),
    ]) {
      const { status, response } = await run(fn);
      expect(status).toBe(302);
      expect(response!.headers.get("Location")).toMatch(/^\/auth\?redirect=/);
    }
  });
});

describe("the CSV", () => {
  it("is pt-BR: BOM, `;`, the header, one row per day and path, dd/mm/aaaa, a file name", async () => {
    const de = dayOf(4);
    const { status, response } = await run(() => csvLoader(args(`/admin/estatisticas.csv?de=${de}&ate=${today}`)));
    expect(status).toBe(200);
    expect(response!.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response!.headers.get("Content-Disposition")).toBe(
      `attachment; filename="estatisticas-${de}-a-${today}.csv"`,
    );
    const bytes = new Uint8Array(await response!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("data;caminho;visualizacoes;visitantes");
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(4 * VOLUME_PATHS); // 5 days, one of them the gap
    const dmy = (ymd: string) => ymd.split("-").reverse().join("/");
    expect(rows[0]).toBe(`${dmy(de)};/;${volumeViews(0, 4)};${volumeVisitors(0, 4)}`);
    const i = 10; // "/blog?categoria=IPA"
    expect(rows).toContain(`${dmy(today)};${volumePath(i)};${volumeViews(i, 0)};${volumeVisitors(i, 0)}`);
    expect(rows.some((r) => r.startsWith(dmy(dayOf(VOLUME_GAP))))).toBe(false);
  });

  it("holds all 400 days", async () => {
    const { response } = await run(() =>
      csvLoader(args(`/admin/estatisticas.csv?de=${dayOf(VOLUME_DAYS - 1)}&ate=${today}`)),
    );
    const text = await response!.text();
    expect(text.split("\r\n").length - 2).toBe((VOLUME_DAYS - 1) * VOLUME_PATHS);
  });

  it("quotes a path holding a semicolon or a quote", async () => {
    const day = "2020-06-01";
    await getDb()
      .insert(schema.audienceDaily)
      .values({ kind: "page", day, key: '/blog?categoria=a;"b"', views: 2, visitors: 1 });
    const { response } = await run(() => csvLoader(args(`/admin/estatisticas.csv?de=${day}&ate=${day}`)));
    expect((await response!.text()).split("\r\n")[1]).toBe('01/06/2020;"/blog?categoria=a;""b""";2;1');
  });
});

describe("the media kit", () => {
  const month = lastFullMonth(today);
  const monthDays = Array.from({ length: month.days }, (_, k) => dOf(addReportDays(month.from, k)));

  it("sums the last full month: page views, visitors per day, sections, phones", async () => {
    const figures = (await mediaKitFigures(today))!;
    const views = monthDays.reduce((s, d) => s + siteViews(d), 0);
    const visitorDays = monthDays.reduce((s, d) => s + siteVisitors(d), 0);
    expect(figures).toMatchObject({ monthName: month.name, from: month.from, to: month.to, pageViews: views });
    expect(figures.visitorDaysSum).toBe(visitorDays);
    expect(figures.averageDailyVisitors).toBe(Math.round(visitorDays / month.days));
    const bySection = new Map<string, number>();
    for (let i = 0; i < VOLUME_PATHS; i++) {
      const name = sectionOf(volumePath(i));
      bySection.set(
        name,
        (bySection.get(name) ?? 0) + monthDays.reduce((s, d) => s + (has(d) ? volumeViews(i, d) : 0), 0),
      );
    }
    expect(figures.sections.map((s) => s.name)).toEqual(
      [...bySection.entries()]
        .filter(([name]) => name !== "Outras páginas")
        .sort((a, b) => b[1] - a[1])
        .map(([name]) => name),
    );
    expect(figures.sections[0]!.name).toBe("Blog");
    const phones = monthDays.reduce((s, d) => s + weighted(65, siteViews)(d), 0);
    const computers = monthDays.reduce((s, d) => s + weighted(35, siteViews)(d), 0);
    expect(figures.phoneShare).toBeCloseTo(phones / (phones + computers), 10);
  });

  it("is on /anuncie while the switch is on, gone when it is turned off, back when on", async () => {
    const anuncie = async () =>
      ((await run(() => anuncieLoader(args("/anuncie", {}, false)))).data as { audience: unknown }).audience;
    expect(await anuncie()).toMatchObject({ monthName: month.name });
    const toggle = (show: boolean) =>
      run(() =>
        statsAction(
          args("/admin/estatisticas?periodo=7", {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "media-kit", show: String(show) }).toString(),
          }),
        ),
      );
    const off = await toggle(false);
    expect(off.status).toBe(302);
    expect(off.response!.headers.get("Location")).toBe("/admin/estatisticas?periodo=7");
    expect(off.response!.headers.get("Set-Cookie")).toContain("cj_toast=");
    expect(await anuncie()).toBeNull();
    expect((await dashboard("?periodo=7")).data.showOnMediaKit).toBe(false);
    const [logged] = await getDb()
      .select({ itemTitle: schema.adminActivity.itemTitle })
      .from(schema.adminActivity)
      .where(eq(schema.adminActivity.entity, "audience"));
    expect(logged!.itemTitle).toContain("ocultar");
    await toggle(true);
    expect(await anuncie()).toMatchObject({ pageViews: expect.any(Number) });
  });

  it("shows nothing for a month without data", async () => {
    expect(await mediaKitFigures("2020-03-15")).toBeNull();
  });
});
