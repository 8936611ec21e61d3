import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  DEFAULT_GLOBAL_SEO,
  resolveSeo,
  seoDescriptors,
  siteOrigin,
  withSiteTitle,
  type GlobalSeo,
  type PageSeo,
} from "./resolve";

const global: GlobalSeo = {
  siteTitle: "Cervejômetro",
  siteDescription: "Calculadoras e dicas para quem gosta de cerveja.",
  siteKeywords: "cerveja, calculadora",
  defaultImage: "/imagens/padrao.png",
  siteDomain: "cervejometro.com.br",
  twitterHandle: "@cervejometro",
  facebookAppId: null,
};

const page: PageSeo = {
  pageId: "ibu",
  path: "/ibu",
  title: "Calculadora de IBU",
  description: "Calcule o amargor da sua cerveja pelo método de Tinseth.",
  keywords: "ibu, amargor",
  image: "https://cdn.exemplo.com/ibu.png",
  canonicalUrl: null,
  noIndex: false,
  structuredData: '{"@context":"https://schema.org","@type":"WebPage","name":"IBU"}',
};

describe("resolveSeo precedence (§5)", () => {
  it("takes the explicit page value over the stored setting over the global one", () => {
    const explicit = resolveSeo({
      path: "/ibu",
      explicit: { title: "IBU explícito", description: "Descrição explícita da página." },
      page,
      global,
    });
    expect(explicit.title).toBe("IBU explícito | Cervejômetro");
    expect(explicit.description).toBe("Descrição explícita da página.");
    expect(explicit.keywords).toBe("ibu, amargor");

    const stored = resolveSeo({ path: "/ibu", page, global });
    expect(stored.title).toBe("Calculadora de IBU | Cervejômetro");
    expect(stored.image).toBe("https://cdn.exemplo.com/ibu.png");

    const none = resolveSeo({ path: "/festa", page: null, global });
    expect(none.title).toBe("Cervejômetro");
    expect(none.description).toBe(global.siteDescription);
    expect(none.keywords).toBe(global.siteKeywords);
    expect(none.image).toBe("https://cervejometro.com.br/imagens/padrao.png");
  });

  it("puts a page's built-in defaults after the stored setting and before the global one", () => {
    const fallback = { title: "Padrão da página", description: "Descrição padrão da página." };
    expect(resolveSeo({ path: "/ibu", page, global, fallback }).title).toBe("Calculadora de IBU | Cervejômetro");
    const none = resolveSeo({ path: "/ibu", page: null, global, fallback });
    expect(none.title).toBe("Padrão da página | Cervejômetro");
    expect(none.description).toBe("Descrição padrão da página.");
  });

  it("ignores empty explicit and stored values", () => {
    const seo = resolveSeo({
      path: "/ibu",
      explicit: { title: "  ", description: "" },
      page: { ...page, title: "" },
      global,
    });
    expect(seo.title).toBe("Cervejômetro");
    expect(seo.description).toBe(page.description);
  });

  it("appends the site title only when the title does not contain it", () => {
    expect(withSiteTitle("Blog", "Cervejômetro")).toBe("Blog | Cervejômetro");
    expect(withSiteTitle("Cervejômetro: calculadoras", "Cervejômetro")).toBe("Cervejômetro: calculadoras");
    expect(resolveSeo({ path: "/", explicit: { title: "Tudo sobre o Cervejômetro" }, page: null, global }).title).toBe(
      "Tudo sobre o Cervejômetro",
    );
  });

  it("is noindex when either the page or the stored setting says so", () => {
    expect(resolveSeo({ path: "/ibu", page, global }).robots).toBe("index, follow");
    expect(resolveSeo({ path: "/ibu", page: { ...page, noIndex: true }, global }).robots).toBe("noindex, nofollow");
    expect(resolveSeo({ path: "/ibu", explicit: { noIndex: true }, page, global }).robots).toBe("noindex, nofollow");
  });

  it("builds the canonical on https://{siteDomain} unless one is given", () => {
    expect(resolveSeo({ path: "/festa", page: null, global }).canonical).toBe("https://cervejometro.com.br/festa");
    expect(resolveSeo({ path: "/drinks", explicit: { canonicalUrl: "/blog" }, page: null, global }).canonical).toBe(
      "https://cervejometro.com.br/blog",
    );
    expect(
      resolveSeo({ path: "/ibu", page: { ...page, canonicalUrl: "https://outro.com.br/ibu" }, global }).canonical,
    ).toBe("https://outro.com.br/ibu");
  });

  it("falls back to /og-image.png when no image is set anywhere", () => {
    const seo = resolveSeo({ path: "/", page: null, global: { ...global, defaultImage: "" } });
    expect(seo.image).toBe("https://cervejometro.com.br/og-image.png");
  });

  it("uses stored JSON-LD, else the free web application default, and the page's own over both", () => {
    expect(resolveSeo({ path: "/ibu", page, global }).structuredData).toEqual({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "IBU",
    });
    const def = resolveSeo({ path: "/festa", page: null, global }).structuredData as Record<string, unknown>;
    expect(def["@type"]).toBe("WebApplication");
    expect(def.offers).toEqual({ "@type": "Offer", price: "0", priceCurrency: "BRL" });
    const broken = resolveSeo({
      path: "/ibu",
      page: { ...page, structuredData: "{não é json" },
      global,
    }).structuredData;
    expect((broken as Record<string, unknown>)["@type"]).toBe("WebApplication");
    const post = resolveSeo({
      path: "/blog/x",
      explicit: { type: "article", structuredData: { "@type": "BlogPosting" } },
      page,
      global,
    });
    expect(post.structuredData).toEqual({ "@type": "BlogPosting" });
    expect(post.ogType).toBe("article");
  });

  it("has the spec's defaults when nothing is stored", () => {
    const seo = resolveSeo({ path: "/", page: null, global: DEFAULT_GLOBAL_SEO });
    expect(seo.title).toBe("Comparador de Preços de Cerveja");
    expect(seo.image).toBe("https://cervejometro.com.br/og-image.png");
  });
});

describe("URLs", () => {
  it("always uses https whatever the stored domain looks like", () => {
    expect(siteOrigin("cervejometro.com.br")).toBe("https://cervejometro.com.br");
    expect(siteOrigin("http://cervejometro.com.br/")).toBe("https://cervejometro.com.br");
    expect(absoluteUrl("blog/x", "cervejometro.com.br")).toBe("https://cervejometro.com.br/blog/x");
    expect(absoluteUrl("https://cdn.x.com/a.png", "cervejometro.com.br")).toBe("https://cdn.x.com/a.png");
  });
});

describe("seoDescriptors", () => {
  it("emits title, description, canonical, robots, Open Graph, Twitter and JSON-LD", () => {
    const tags = seoDescriptors(resolveSeo({ path: "/ibu", page, global }));
    const find = (key: string, value: string) => tags.find((t) => (t as Record<string, unknown>)[key] === value);
    expect(tags[0]).toEqual({ title: "Calculadora de IBU | Cervejômetro" });
    expect(find("name", "robots")).toMatchObject({ content: "index, follow" });
    expect(find("rel", "canonical")).toMatchObject({ href: "https://cervejometro.com.br/ibu" });
    expect(find("property", "og:type")).toMatchObject({ content: "website" });
    expect(find("property", "og:image")).toMatchObject({ content: "https://cdn.exemplo.com/ibu.png" });
    expect(find("name", "twitter:card")).toMatchObject({ content: "summary_large_image" });
    expect(find("name", "twitter:site")).toMatchObject({ content: "@cervejometro" });
    expect(tags.some((t) => "script:ld+json" in t)).toBe(true);
    expect(find("property", "fb:app_id")).toBeUndefined();
  });
});
