// Every ad write through the admin's own actions (session, zod on the server, activity
// log, cache invalidation), the click redirect, and the impression/click batches
// reaching the database — on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, getAuth } from "~/lib/auth/auth.server";
import { getDb, schema } from "~/lib/data/db.server";
import { todayInSaoPaulo } from "~/lib/format";
import { addDays } from "~/lib/ads/ads";
import { action as listAction, loader as listLoader } from "~/routes/admin/ads";
import { loader as clickLoader } from "~/routes/ad-click";
import { adEditorAction } from "~/routes/admin/ad-editor.server";
import { openTestDb } from "../../tests/setup/test-db";
import { flushAdStats, pendingAdStats, resetAdRepeatWindows, stopAdStats } from "./ad-stats.server";
import { placeContentAd } from "./ads.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
let cookie = "";
const EMAIL = "anuncios@cervejometro.test";
const today = todayInSaoPaulo();

beforeAll(async () => {
  handle = await openTestDb();
  await createAdmin({ email: EMAIL, password: "lupulo-amargo-60-ibu" });
  const { headers } = await getAuth().api.signInEmail({
    body: { email: EMAIL, password: "lupulo-amargo-60-ibu" },
    headers: new Headers(),
    returnHeaders: true,
  });
  cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 60_000);

afterAll(async () => {
  await stopAdStats();
  await handle?.drop();
}, 60_000);

const BASE = "http://localhost:3000";

function post(path: string, fields: Record<string, string>, withSession = true) {
  const body = new URLSearchParams(fields);
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: BASE,
      ...(withSession ? { Cookie: cookie } : {}),
    },
  });
}

const validAd = {
  title: "Cerveja Artesanal do Vale",
  description: "Rótulos frescos toda semana",
  imageUrl: "https://exemplo.com.br/banner.png",
  link: "https://exemplo.com.br/loja",
  position: "content",
  startDate: today,
  endDate: addDays(today, 30),
  active: "on",
};

// What a browser's click sends (app/lib/http/audience.server.ts counts only such requests).
const BROWSER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  Accept: "text/html",
  "Accept-Language": "pt-BR",
};

const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, url: new URL(request.url), context: {} }) as never;

async function allAds() {
  return getDb().select().from(schema.ads);
}
async function activity() {
  return getDb().select().from(schema.adminActivity).orderBy(schema.adminActivity.id);
}

/** Runs an action or loader and returns what it answered, thrown or returned. */
async function answer(run: () => Promise<unknown>): Promise<Response | { data: unknown; init: ResponseInit | null }> {
  try {
    return (await run()) as never;
  } catch (thrown) {
    return thrown as never;
  }
}

describe("ad writes through /admin/anuncios", () => {
  let id = "";

  it("refuses every write without a session, and changes nothing", async () => {
    const created = await answer(() => adEditorAction(args(post("/admin/anuncios/novo", validAd, false))));
    expect(created).toBeInstanceOf(Response);
    expect((created as Response).status).toBe(302);
    expect((created as Response).headers.get("Location")).toMatch(/^\/auth\?redirect=/);
    expect(await allAds()).toHaveLength(0);
    const toggled = (await answer(() =>
      listAction(args(post("/admin/anuncios", { intent: "toggle", id: crypto.randomUUID(), active: "false" }, false))),
    )) as Response;
    expect(toggled.status).toBe(302);
    expect(await activity()).toHaveLength(0);
  });

  it("answers invalid input with 400 and the Portuguese messages, writing nothing", async () => {
    const result = (await adEditorAction(
      args(
        post("/admin/anuncios/novo", {
          ...validAd,
          title: " ",
          description: "",
          link: "javascript:alert(1)",
          imageUrl: "",
          endDate: addDays(today, -1),
        }),
      ),
    )) as unknown as { data: { fieldErrors: Record<string, string> }; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({
      title: "Informe o título do anúncio",
      description: "Informe a descrição do anúncio",
      imageUrl: "Informe a imagem do anúncio (URL ou envio)",
      link: "O link deve começar com http:// ou https://",
      endDate: "A data de fim não pode ser anterior à data de início",
    });
    expect(await allAds()).toHaveLength(0);
  });

  it("creates an ad, logs it, and the next page view shows it at once", async () => {
    // Warm the cache first: the write must drop it.
    expect(await placeContentAd(today)).toBeNull();
    const res = (await adEditorAction(args(post("/admin/anuncios/novo", { ...validAd, alcoholic: "on" })))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/anuncios");
    const [row] = await allAds();
    expect(row).toMatchObject({
      title: validAd.title,
      position: "content",
      active: true,
      alcoholic: true,
      impressions: 0,
      clicks: 0,
    });
    id = row!.id;
    const placed = await placeContentAd(today);
    expect(placed).toMatchObject({ id, title: validAd.title, alcoholic: true });
    expect((await activity()).map((a) => [a.entity, a.action, a.itemTitle, a.userEmail])).toEqual([
      ["ad", "create", validAd.title, EMAIL],
    ]);
    // Placing an ad counts nothing (issue 25): the beacon does (ad-counting.integration.test.ts).
    await flushAdStats();
  });

  it("updates it (the counts are kept) and logs it", async () => {
    const res = (await adEditorAction(
      args(post(`/admin/anuncios/${id}`, { ...validAd, title: "Vale Cervejeiro" }), { id }),
    )) as Response;
    expect(res.status).toBe(302);
    const [row] = await allAds();
    expect(row).toMatchObject({ title: "Vale Cervejeiro", alcoholic: false, impressions: 0 });
    expect((await placeContentAd(today))?.title).toBe("Vale Cervejeiro");
    expect((await activity()).at(-1)).toMatchObject({ action: "update", itemTitle: "Vale Cervejeiro" });
  });

  it("toggles it off and on; switched off it leaves the site at once", async () => {
    const off = (await listAction(
      args(post("/admin/anuncios", { intent: "toggle", id, active: "false" })),
    )) as unknown as { data: { ok: boolean } };
    expect(off.data.ok).toBe(true);
    expect((await allAds())[0]!.active).toBe(false);
    expect(await placeContentAd(today)).toBeNull();
    await listAction(args(post("/admin/anuncios", { intent: "toggle", id, active: "true" })));
    expect((await placeContentAd(today))?.id).toBe(id);
    // The log says which way each went (issue 28).
    expect((await activity()).slice(-2).map((a) => [a.action, a.itemTitle])).toEqual([
      ["deactivate", "Vale Cervejeiro"],
      ["activate", "Vale Cervejeiro"],
    ]);
  });

  it("toggling an unknown id answers 'Anúncio não encontrado'", async () => {
    for (const unknown of [crypto.randomUUID(), "nao-e-uuid"]) {
      const res = (await listAction(
        args(post("/admin/anuncios", { intent: "toggle", id: unknown, active: "false" })),
      )) as unknown as {
        data: { ok: boolean; error: { title: string; description: string } };
        init: { status: number };
      };
      expect(res.init.status).toBe(404);
      expect(res.data).toMatchObject({ ok: false, error: { title: "Erro", description: "Anúncio não encontrado" } });
    }
  });

  it("lists every ad with its numbers for the administrator", async () => {
    const data = (await listLoader(
      args(new Request(`${BASE}/admin/anuncios`, { headers: { Cookie: cookie } })),
    )) as unknown as {
      ads: { id: string; impressions: number; clicks: number }[];
      loadError: string | null;
    };
    expect(data.loadError).toBeNull();
    expect(data.ads).toEqual([expect.objectContaining({ id, impressions: 0, clicks: 0 })]);
  });

  it("a click is counted and lands only on the stored link", async () => {
    const before = (await allAds())[0]!.clicks;
    resetAdRepeatWindows();
    const res = (await clickLoader(
      args(new Request(`${BASE}/anuncio/${id}?url=https://malicioso.example`, { headers: BROWSER }), { id }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(validAd.link);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(pendingAdStats()).toBe(1);
    await flushAdStats();
    expect((await allAds())[0]!.clicks).toBe(before + 1);
    const head = (await clickLoader(
      args(new Request(`${BASE}/anuncio/${id}`, { method: "HEAD", headers: BROWSER }), { id }),
    )) as Response;
    expect(head.status).toBe(302);
    expect(pendingAdStats()).toBe(0);
  });

  it("unknown ids answer 404; an ad switched off or ended in the last 30 days still leads to its link, uncounted (issue 27 §1.2)", async () => {
    for (const unknown of [crypto.randomUUID(), "qualquer-coisa"]) {
      const res = (await clickLoader(args(new Request(`${BASE}/anuncio/${unknown}`), { id: unknown }))) as Response;
      expect(res.status).toBe(404);
    }
    const ads = schema.ads;
    const clickOf = async () =>
      (await clickLoader(args(new Request(`${BASE}/anuncio/${id}`, { headers: BROWSER }), { id }))) as Response;
    const set = (values: Partial<typeof ads.$inferInsert>) => getDb().update(ads).set(values).where(eq(ads.id, id));
    const [original] = await getDb().select().from(ads).where(eq(ads.id, id));
    resetAdRepeatWindows();

    // Switched off just now: the visitor still reaches the advertiser; nothing counted.
    await set({ active: false });
    let res = await clickOf();
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(validAd.link);
    // Switched off 31 days ago (the last change to the row): gone.
    await set({ active: false, updatedAt: new Date(Date.now() - 31 * 86_400_000) });
    expect((await clickOf()).status).toBe(404);
    // Ended yesterday, or 30 days ago: still leads there; 31 days ago: 404.
    await set({ active: true, startDate: addDays(today, -60), endDate: addDays(today, -1) });
    expect((await clickOf()).status).toBe(302);
    await set({ endDate: addDays(today, -30) });
    expect((await clickOf()).status).toBe(302);
    await set({ endDate: addDays(today, -31) });
    expect((await clickOf()).status).toBe(404);
    // Not started yet: leads there, uncounted.
    await set({ startDate: addDays(today, 2), endDate: addDays(today, 9) });
    expect((await clickOf()).status).toBe(302);
    expect(pendingAdStats()).toBe(0);

    // A link stored before normalisation (an accent, an IDN host): the redirect carries what a
    // browser follows, ASCII only; one that can never be a redirect is a 404, not a 500.
    await set({ startDate: original!.startDate, endDate: original!.endDate, active: true });
    await set({ link: "https://açaí.example/promoção-de-verão" });
    res = await clickOf();
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("https://xn--aa-4iaz.example/promo%C3%A7%C3%A3o-de-ver%C3%A3o");
    expect(pendingAdStats()).toBe(1);
    await flushAdStats();
    await set({ link: "https://exemplo.com.br/a\u202eb" });
    expect((await clickOf()).status).toBe(404);
    await set({ link: original!.link });
    resetAdRepeatWindows();
  });

  it("the form saves a link normalised, and refuses a newline with its message, changing nothing", async () => {
    const edit = (link: string) =>
      answer(() =>
        adEditorAction(args(post(`/admin/anuncios/${id}`, { ...validAd, title: "Vale Cervejeiro", link }), { id })),
      );
    const linkNow = async () => (await getDb().select().from(schema.ads).where(eq(schema.ads.id, id)))[0]!.link;
    const refused = await edit("https://exemplo.com.br/a\nb");
    expect((refused as { init: { status: number } }).init.status).toBe(400);
    expect(JSON.stringify(refused)).toContain("O link não pode ter quebras de linha");
    expect(await linkNow()).toBe(validAd.link);
    await edit("https://açaí.example/verão");
    expect(await linkNow()).toBe("https://xn--aa-4iaz.example/ver%C3%A3o");
    await edit(validAd.link);
    expect(await linkNow()).toBe(validAd.link);
  });

  it("deletes it and logs it; a second delete says it is gone", async () => {
    const res = (await listAction(args(post("/admin/anuncios", { intent: "delete", id })))) as Response;
    expect(res.status).toBe(302);
    expect(await allAds()).toHaveLength(0);
    expect(await placeContentAd(today)).toBeNull();
    expect((await activity()).at(-1)).toMatchObject({ action: "delete", itemTitle: "Vale Cervejeiro" });
    const again = (await listAction(args(post("/admin/anuncios", { intent: "delete", id })))) as Response;
    expect(again.status).toBe(302);
    expect(again.headers.get("Set-Cookie")).toContain("cj_toast");
  });
});
