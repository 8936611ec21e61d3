import { describe, expect, it } from "vitest";
import {
  GLOSSARY_LETTER_PATHS,
  PUBLIC_PATHS,
  robotsTxt,
  rssXml,
  SITEMAP_MAX_URLS,
  sitemapFiles,
  sitemapPartXml,
  sitemapXml,
  xmlEscape,
} from "./feeds";

describe("feeds", () => {
  const posts = [
    { slug: "ipa-guia", updatedAt: new Date("2026-11-01T10:00:00Z") },
    { slug: "stout", updatedAt: new Date("2026-10-01T10:00:00Z") },
  ];

  it("sitemap lists every public route and post on https://{domain} with last modification", () => {
    const xml = sitemapXml("cervejometro.com.br", posts, new Date("2026-09-01T00:00:00Z"));
    for (const path of PUBLIC_PATHS) expect(xml).toContain(`<loc>https://cervejometro.com.br${path}</loc>`);
    expect(xml).toContain(
      "<loc>https://cervejometro.com.br/blog/ipa-guia</loc>\n    <lastmod>2026-11-01T10:00:00.000Z</lastmod>",
    );
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain("/post-creator");
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PATHS.length + GLOSSARY_LETTER_PATHS.length + 2);
  });

  it("robots.txt keeps crawlers out of the admin and points at the sitemap", () => {
    const txt = robotsTxt("cervejometro.com.br");
    expect(txt).toContain("Disallow: /admin\nDisallow: /auth\nDisallow: /post-creator");
    expect(txt).toContain("Sitemap: https://cervejometro.com.br/sitemap.xml");
  });

  it("RSS escapes titles and descriptions", () => {
    const xml = rssXml("cervejometro.com.br", "Cervejômetro", [
      {
        title: "IPA & <Stout>",
        slug: "ipa",
        description: 'Amargor "alto"',
        category: "Estilos",
        createdAt: new Date("2026-11-01T10:00:00Z"),
      },
    ]);
    expect(xml).toContain("<title>IPA &amp; &lt;Stout&gt;</title>");
    expect(xml).toContain("<description>Amargor &quot;alto&quot;</description>");
    expect(xml).toContain("<pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate>");
    expect(xmlEscape("a\u0001b")).toBe("ab");
  });

  it("drops every character XML 1.0 forbids and keeps the rest (issue 27 item 1.3)", () => {
    for (const bad of ["\u0000", "\u0008", "\u000b", "\u000c", "\u001f", "\ufffe", "\uffff", "\ud800", "\udfff"]) {
      expect(xmlEscape(`a${bad}b`), JSON.stringify(bad)).toBe("ab");
    }
    const kept = "tab\t nl\n cr\r DEL\u007f C1\u0085 é ç ã 🍺 \ufffd \ud7ff \ue000";
    expect(xmlEscape(kept)).toBe(kept);
    const xml = rssXml("cervejometro.com.br", "Cervejômetro", [
      {
        title: "Guia\uFFFE de IPA\uFFFF",
        slug: "guia",
        description: "Texto com \u0000 nulo e \ud83c meio emoji",
        category: "Estilos",
        createdAt: new Date("2026-11-01T10:00:00Z"),
      },
    ]);
    expect(xml).toContain("<title>Guia de IPA</title>");
    expect([...xml].filter((c) => c === "\u0000" || c === "\ufffe" || c === "\uffff" || /\p{Cs}/u.test(c))).toEqual([]);
  });
});

describe("sitemap split (issue 12.5)", () => {
  const domain = "cervejometro.com.br";
  const pages = new Date("2026-09-01T00:00:00Z");
  const posts = Array.from({ length: 25 }, (_, i) => ({
    slug: `post-${i + 1}`,
    updatedAt: new Date(Date.UTC(2026, 9, 25 - i)),
  }));
  const urls = (xml: string) => [...xml.matchAll(/<url>\n {4}<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("stays one urlset while every URL fits the limit", () => {
    const max = PUBLIC_PATHS.length + GLOSSARY_LETTER_PATHS.length + posts.length;
    const xml = sitemapXml(domain, posts, pages, max);
    expect(xml).toContain("<urlset");
    expect(urls(xml)).toHaveLength(max);
    expect(sitemapPartXml(domain, posts, pages, 1, max)).toBeNull();
    expect(sitemapFiles(domain, posts, pages, max).map((f) => f.path)).toEqual(["/sitemap.xml"]);
  });

  it("becomes an index of parts past the limit, every URL in exactly one part", () => {
    const max = 10;
    const index = sitemapXml(domain, posts, pages, max);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain("<url>");
    const total = PUBLIC_PATHS.length + GLOSSARY_LETTER_PATHS.length + posts.length; // 57 → 6 parts
    const numbers = Array.from({ length: Math.ceil(total / max) }, (_, i) => i + 1);
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(numbers.map((n) => `https://cervejometro.com.br/sitemap/${n}.xml`));

    const parts = numbers.map((n) => sitemapPartXml(domain, posts, pages, n, max)!);
    expect(parts.map((p) => urls(p).length)).toEqual(numbers.map((n) => Math.min(max, total - (n - 1) * max)));
    const all = parts.flatMap(urls);
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect(all).toEqual(urls(sitemapXml(domain, posts, pages, total)));
    expect(sitemapPartXml(domain, posts, pages, numbers.length + 1, max)).toBeNull();
    expect(sitemapPartXml(domain, posts, pages, 0, max)).toBeNull();
    // Each part's lastmod in the index is its newest entry.
    const firstPostPart = Math.floor((PUBLIC_PATHS.length + GLOSSARY_LETTER_PATHS.length) / max) + 1;
    expect(index).toContain(
      `<loc>https://cervejometro.com.br/sitemap/${firstPostPart}.xml</loc>\n    <lastmod>${posts[0]!.updatedAt.toISOString()}</lastmod>`,
    );
    expect(sitemapFiles(domain, posts, pages, max).map((f) => f.path)).toEqual([
      "/sitemap.xml",
      ...numbers.map((n) => `/sitemap/${n}.xml`),
    ]);
  });

  it("keeps 50,000 URLs per file by default", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });
});
