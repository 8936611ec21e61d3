// What WhatsApp, Facebook and Google see without JavaScript: titles, descriptions,
// canonical, robots, Open Graph and structured data in the server's HTML, the 404s, and
// the feeds. (Moved from the e2e files of the blog, glossary and infographics, which keep
// what needs Chromium; the XML of the sitemap and RSS is still parsed there by the browser.)
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { demoPosts } from "../../db/seed-data";
import { glossaryTerms } from "~/content/glossary";
import { slugify } from "~/lib/slug";
import { NOT_FOUND_H1, SITE, get, page } from "./support";

const newest = [...demoPosts].sort((a, b) => a.daysAgo - b.daysAgo);

describe("SEO in the raw server HTML (no JavaScript)", () => {
  async function head(path: string) {
    const p = await page(path);
    expect(p.status, path).toBe(200);
    return p;
  }

  it("/ carries the home settings and the web application data", async () => {
    const h = await head("/");
    expect(h.title).toContain("Comparador de Preços de Cerveja");
    expect(h.canonical).toBe(`${SITE}/`);
    expect(h.robots).toBe("index, follow");
    expect(h.og("type")).toBe("website");
    expect(h.og("image")).toMatch(/^https:\/\/cervejometro\.com\.br\//);
    expect(h.jsonLd.some((d) => d["@type"] === "WebApplication")).toBe(true);
  });

  it("/blog and a filtered /blog follow the spec's title forms", async () => {
    const plain = await head("/blog");
    expect(plain.title).toBe(
      "Blog Cervejeiro | Dicas e Informações sobre o Mundo da Cerveja | Comparador de Preços de Cerveja",
    );
    expect(plain.canonical).toBe(`${SITE}/blog`);
    expect(plain.html).toContain('type="application/rss+xml"');
    const filtered = await head(`/blog?categoria=${encodeURIComponent("Harmonização")}`);
    expect(filtered.title).toBe("Categoria: Harmonização | Blog | Comparador de Preços de Cerveja");
    const searched = await head("/blog?q=ipa&categoria=Harmoniza%C3%A7%C3%A3o");
    expect(searched.title).toBe(
      'Busca por "ipa" na categoria Harmonização | Blog | Comparador de Preços de Cerveja'.replace(/"/g, "&quot;"),
    );
    expect(searched.robots).toBe("noindex, nofollow");
  });

  it("/drinks is the same page with a canonical to /blog", async () => {
    const h = await head("/drinks");
    expect(h.html).toContain("<h1");
    expect(h.html).toContain("Blog Cervejeiro");
    expect(h.canonical).toBe(`${SITE}/blog`);
  });

  it("a post carries its own title, description, image, article type and BlogPosting", async () => {
    const post = demoPosts.find((p) => p.seoDescription)!;
    const h = await head(`/blog/${slugify(post.name)}`);
    expect(h.title).toContain(post.seoTitle ?? post.name);
    expect(h.description).toBe(post.seoDescription);
    expect(h.og("type")).toBe("article");
    expect(h.og("title")).toBe(h.title);
    expect(h.og("image")).toMatch(/^https:\/\//);
    expect(h.canonical).toBe(`${SITE}/blog/${slugify(post.name)}`);
    const posting = h.jsonLd.find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: post.name, inLanguage: "pt-BR" });
    expect(h.html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it("/glossario: every term in a valid DefinedTermSet, defined on its letter's page, under 30 KB gzipped", async () => {
    const { html, jsonLd } = await head("/glossario");
    // The stored page setting (seeded "Glossário Cervejeiro") wins over the page's default.
    expect(html).toMatch(/<title>Glossário[^<|]* \|/);
    expect(html).toContain(`rel="canonical" href="${SITE}/glossario"`);
    // Issue 27: the first page a phone downloads is under 30 KB of gzipped HTML.
    expect(gzipSync(html).length).toBeLessThan(30 * 1024);
    type Term = { "@type": string; name: string; description?: string; url: string; inDefinedTermSet: string };
    type TermSet = { "@context": string; "@id": string; hasDefinedTerm: Term[] };
    const set = jsonLd.find((b) => b["@type"] === "DefinedTermSet") as TermSet | undefined;
    expect(set, "DefinedTermSet").toBeDefined();
    expect(set!["@context"]).toBe("https://schema.org");
    expect(set!["@id"]).toBe(`${SITE}/glossario`);
    // Every term of the glossary is in the first page's structured data, with its address.
    expect(set!.hasDefinedTerm.length).toBeGreaterThanOrEqual(80);
    expect(set!.hasDefinedTerm.length).toBe(glossaryTerms.length);
    const letterPages = new Map<string, string>();
    for (const term of set!.hasDefinedTerm) {
      expect(term["@type"]).toBe("DefinedTerm");
      expect(term.name).toBeTruthy();
      expect(term.inDefinedTermSet).toBe(`${SITE}/glossario`);
      const url = new URL(term.url);
      const anchor = url.hash.slice(1);
      if (url.pathname === "/glossario") {
        // Defined here: every anchor of the structured data exists in the same HTML.
        expect(term.description, term.name).toBeTruthy();
        expect(html, anchor).toContain(`id="${anchor}"`);
      } else {
        // Named here, with a link to it in the HTML (reachable without JavaScript)…
        expect(url.pathname).toMatch(/^\/glossario\/[a-z]$/);
        expect(html, anchor).toContain(`href="${url.pathname}#${anchor}"`);
        letterPages.set(anchor, url.pathname);
      }
    }
    // … and defined on its letter's page.
    for (const path of new Set(letterPages.values())) {
      const letter = await head(path);
      expect(letter.html).toContain(`rel="canonical" href="${SITE}${path}"`);
      const own = letter.jsonLd.find((b) => b["@type"] === "DefinedTermSet") as TermSet | undefined;
      expect(own?.["@id"]).toBe(`${SITE}/glossario`);
      for (const [anchor, page] of letterPages) {
        if (page !== path) continue;
        expect(letter.html, anchor).toContain(`id="${anchor}"`);
        expect(own!.hasDefinedTerm.find((t) => t.url === `${SITE}${path}#${anchor}`)?.description).toBeTruthy();
      }
    }
    expect(letterPages.get("ibu")).toBe("/glossario/i");
  });

  it("/infograficos: title, description, canonical, the drawings and structured data", async () => {
    const { html, jsonLd } = await head("/infograficos");
    // The stored page setting (seeded "Infográficos sobre Cerveja") wins over the page's default.
    expect(html).toMatch(/<title>Infográficos[^<|]* \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/cervejometro\.com\.br\/infograficos"/);
    // The drawings are in the server HTML too (SVG rendered on the server, not after load).
    expect(html).toContain('data-chart="estilos"');
    const collection = jsonLd.find((b) => b["@type"] === "CollectionPage") as
      | {
          mainEntity: {
            "@type": string;
            numberOfItems: number;
            itemListElement: { url: string; item: { name: string } }[];
          };
        }
      | undefined;
    expect(collection).toBeDefined();
    expect(collection!.mainEntity["@type"]).toBe("ItemList");
    expect(collection!.mainEntity.numberOfItems).toBe(5);
    expect(collection!.mainEntity.itemListElement.map((i) => i.item.name)).toEqual([
      "Estilos de cerveja por teor alcoólico e amargor",
      "Escala de cor: SRM e EBC",
      "Copos e o que servir em cada um",
      "Temperatura de serviço por família de estilos",
      "Do grão ao copo: como a cerveja é feita",
    ]);
    expect(collection!.mainEntity.itemListElement[0]!.url).toBe(`${SITE}/infograficos#estilos-abv-ibu`);
  });
});

describe("404", () => {
  it("an unknown post slug answers 404 with the 404 page", async () => {
    const p = await page("/blog/nao-existe-este-post");
    expect(p.status).toBe(404);
    expect(p.html).toContain(NOT_FOUND_H1);
  });
});

describe("feeds", () => {
  it("sitemap.xml lists the public routes and every post, nothing private", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const locs = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${SITE}/ibu`);
    for (const p of demoPosts) expect(locs).toContain(`${SITE}/blog/${slugify(p.name)}`);
    expect(locs.some((l) => l.includes("/admin"))).toBe(false);
  });

  it("robots.txt disallows the private paths and points at the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    for (const path of ["/admin", "/auth", "/post-creator"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("rss.xml is RSS 2.0 with the newest posts first", async () => {
    const res = await get("/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toMatch(/<rss[^>]*version="2.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map((m) => m[1]);
    expect(links[0]).toBe(`${SITE}/blog/${slugify(newest[0]!.name)}`);
  });
});
