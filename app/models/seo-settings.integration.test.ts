import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { cached } from "~/lib/data/ttl-cache.server";
import { globalSeoSchema, pageSeoSchema, SEO_MESSAGES, type PageSeoFormValues } from "~/schemas/seo";
import { openTestDb } from "../../tests/setup/test-db";
import { listRecentActivity } from "./activity.server";
import {
  createPageSeo,
  DEFAULT_GLOBAL_SEO,
  deletePageSeo,
  getGlobalSeo,
  getGlobalSeoCached,
  getPageSeoById,
  getPageSeoForPath,
  listPageSeo,
  saveGlobalSeo,
  SEO_CACHE_MS,
  updatePageSeo,
} from "./seo-settings.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

describe("before anything is saved", () => {
  it("uses the default global settings", async () => {
    const seo = await getGlobalSeo();
    expect(seo).toEqual(DEFAULT_GLOBAL_SEO);
    expect(seo).toMatchObject({
      siteTitle: "Comparador de Preços de Cerveja",
      siteKeywords: "comparador de preço, cerveja, calculadora, bebidas",
      defaultImage: "/og-image.png",
      siteDomain: "cervejometro.com.br",
      twitterHandle: null,
      facebookAppId: null,
    });
  });

  it("has no page settings, not even for blog posts", async () => {
    expect(await listPageSeo()).toEqual([]);
    expect(await getPageSeoForPath("/")).toBeNull();
    expect(await getPageSeoForPath("/blog/qualquer-post")).toBeNull();
  });
});

describe("with stored settings", () => {
  beforeAll(async () => {
    const db = getDb();
    await db.insert(schema.seoGlobalSettings).values({
      siteTitle: "Cervejômetro",
      siteDescription: "Calculadoras e blog para quem gosta de cerveja.",
      siteKeywords: "cerveja, calculadora",
      defaultImage: "https://cervejometro.com.br/og.png",
      siteDomain: "cervejometro.com.br",
      twitterHandle: "@cervejometro",
    });
    const page = (pageId: string, path: string) => ({
      pageId,
      path,
      title: `Título ${pageId}`,
      description: `Descrição da página ${pageId}.`,
    });
    await db.insert(schema.seoPageSettings).values([
      page("home", "/"),
      page("blog-post", "/blog/:slug"),
      page("blog-especial", "/blog/guia-especial"),
      page("blog", "/blog"),
      {
        ...page("ibu", "/ibu"),
        keywords: "ibu, amargor",
        image: "https://cervejometro.com.br/ibu.png",
        canonicalUrl: "https://cervejometro.com.br/ibu",
        noIndex: true,
        structuredData: '{"@type":"WebApplication"}',
      },
    ]);
  }, 60_000);

  it("reads the stored global settings", async () => {
    expect(await getGlobalSeo()).toEqual({
      siteTitle: "Cervejômetro",
      siteDescription: "Calculadoras e blog para quem gosta de cerveja.",
      siteKeywords: "cerveja, calculadora",
      defaultImage: "https://cervejometro.com.br/og.png",
      siteDomain: "cervejometro.com.br",
      twitterHandle: "@cervejometro",
      facebookAppId: null,
    });
  });

  it("finds a page setting by its exact path, with all its fields", async () => {
    expect((await getPageSeoForPath("/"))?.pageId).toBe("home");
    expect((await getPageSeoForPath("/blog"))?.pageId).toBe("blog");
    expect(await getPageSeoForPath("/ibu")).toEqual({
      pageId: "ibu",
      path: "/ibu",
      title: "Título ibu",
      description: "Descrição da página ibu.",
      keywords: "ibu, amargor",
      image: "https://cervejometro.com.br/ibu.png",
      canonicalUrl: "https://cervejometro.com.br/ibu",
      noIndex: true,
      structuredData: '{"@type":"WebApplication"}',
    });
  });

  it("falls back to the blog-post setting for any other /blog/ path", async () => {
    expect((await getPageSeoForPath("/blog/lupulo-na-ipa"))?.pageId).toBe("blog-post");
  });

  it("prefers an exact path over the blog-post fallback", async () => {
    expect((await getPageSeoForPath("/blog/guia-especial"))?.pageId).toBe("blog-especial");
  });

  it("returns null for a path without a setting outside the blog", async () => {
    expect(await getPageSeoForPath("/abv")).toBeNull();
    expect(await getPageSeoForPath("/blogueiros/x")).toBeNull();
  });

  it("lists page settings by page_id", async () => {
    const list = await listPageSeo();
    expect(list.map((p) => p.pageId)).toEqual(["blog", "blog-especial", "blog-post", "home", "ibu"]);
    expect(list.find((p) => p.pageId === "home")).toMatchObject({
      keywords: "",
      image: null,
      canonicalUrl: null,
      noIndex: false,
      structuredData: null,
    });
  });
});

describe("writes from /admin/seo", () => {
  const actor = { id: "seo-admin", email: "seo@cervejometro.local" };
  const page = (values: Partial<PageSeoFormValues>) =>
    pageSeoSchema.parse({
      pageId: "abv",
      path: "/abv",
      title: "Calculadora de ABV",
      description: "Calcule o teor alcoólico da sua cerveja caseira.",
      keywords: "",
      image: "",
      canonicalUrl: "",
      noIndex: false,
      structuredData: "",
      ...values,
    });
  /** The page setting as the layout reads it: through the same cache key. */
  const cachedPage = (path: string) => cached(`seo:page:${path}`, SEO_CACHE_MS, () => getPageSeoForPath(path));

  beforeAll(async () => {
    await getDb().insert(schema.user).values({ id: actor.id, name: "SEO", email: actor.email });
  });

  it("saves the global settings (empty optional values as null), logs it and drops the cached copy", async () => {
    const before = await getGlobalSeoCached();
    expect(before.siteTitle).toBe("Cervejômetro");
    await saveGlobalSeo(
      actor,
      globalSeoSchema.parse({
        siteTitle: "Cervejômetro Novo",
        siteDescription: "Calculadoras e blog para quem gosta de cerveja.",
        siteKeywords: "",
        defaultImage: "/og-image.png",
        siteDomain: "cervejometro.com.br",
        twitterHandle: "",
        facebookAppId: "",
      }),
    );
    expect(await getGlobalSeoCached()).toMatchObject({
      siteTitle: "Cervejômetro Novo",
      siteKeywords: "",
      twitterHandle: null,
      facebookAppId: null,
    });
    const rows = await getDb().select({ id: schema.seoGlobalSettings.id }).from(schema.seoGlobalSettings);
    expect(rows).toEqual([{ id: 1 }]);
    const [entry] = await listRecentActivity(1);
    expect(entry).toMatchObject({
      userEmail: actor.email,
      entity: "seo-global",
      action: "update",
      itemTitle: "Cervejômetro Novo",
    });
  });

  it("creates a page setting, refusing a taken id or path, and the cached read sees it at once", async () => {
    expect(await cachedPage("/abv")).toBeNull();
    expect(await createPageSeo(actor, page({ noIndex: true }))).toEqual({ ok: true, pageId: "abv" });
    expect(await cachedPage("/abv")).toMatchObject({ pageId: "abv", noIndex: true, image: null, structuredData: null });

    expect(await createPageSeo(actor, page({ path: "/outra" }))).toEqual({
      ok: false,
      reason: "taken",
      field: "pageId",
      message: SEO_MESSAGES.pageIdTaken,
    });
    expect(await createPageSeo(actor, page({ pageId: "abv-2" }))).toEqual({
      ok: false,
      reason: "taken",
      field: "path",
      message: SEO_MESSAGES.pathTaken,
    });
    expect(await getPageSeoById("abv-2")).toBeNull();
    const [entry] = await listRecentActivity(1);
    expect(entry).toMatchObject({ entity: "seo-page", action: "create", itemId: "abv", itemTitle: "abv (/abv)" });
  });

  it("updates a page setting (its id may change) and drops the cached copy", async () => {
    await cachedPage("/abv");
    const result = await updatePageSeo(
      actor,
      "abv",
      page({ pageId: "calc-abv", noIndex: false, structuredData: '{"@type":"WebPage"}' }),
    );
    expect(result).toEqual({ ok: true, pageId: "calc-abv" });
    expect(await getPageSeoById("abv")).toBeNull();
    expect(await cachedPage("/abv")).toMatchObject({
      pageId: "calc-abv",
      noIndex: false,
      structuredData: '{"@type":"WebPage"}',
    });
    // Keeping its own path is no conflict; taking another setting's path is.
    expect((await updatePageSeo(actor, "calc-abv", page({ pageId: "calc-abv" }))).ok).toBe(true);
    expect(await updatePageSeo(actor, "calc-abv", page({ pageId: "calc-abv", path: "/ibu" }))).toMatchObject({
      ok: false,
      field: "path",
    });
    expect(await updatePageSeo(actor, "nao-existe", page({ pageId: "nao-existe", path: "/nao-existe" }))).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("deletes a page setting, logs it and the cached read forgets it", async () => {
    await cachedPage("/abv");
    expect(await deletePageSeo(actor, "calc-abv")).toBe(true);
    expect(await cachedPage("/abv")).toBeNull();
    expect(await deletePageSeo(actor, "calc-abv")).toBe(false);
    const [entry] = await listRecentActivity(1);
    expect(entry).toMatchObject({
      entity: "seo-page",
      action: "delete",
      itemId: "calc-abv",
      itemTitle: "calc-abv (/abv)",
    });
  });

  it("leaves no log entry when a write is refused", async () => {
    const before = await getDb().select().from(schema.adminActivity).where(eq(schema.adminActivity.entity, "seo-page"));
    await createPageSeo(actor, page({ pageId: "ibu", path: "/qualquer" }));
    const after = await getDb().select().from(schema.adminActivity).where(eq(schema.adminActivity.entity, "seo-page"));
    expect(after.length).toBe(before.length);
  });
});
