import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { openTestDb } from "../../tests/setup/test-db";
import { DEFAULT_GLOBAL_SEO, getGlobalSeo, getPageSeoForPath, listPageSeo } from "./seo-settings.server";

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
