import { describe, expect, it } from "vitest";
import { PUBLIC_PATHS, robotsTxt, rssXml, sitemapXml, xmlEscape } from "./feeds";

describe("feeds", () => {
  const posts = [
    { slug: "ipa-guia", updatedAt: new Date("2026-11-01T10:00:00Z") },
    { slug: "stout", updatedAt: new Date("2026-10-01T10:00:00Z") },
  ];

  it("sitemap lists every public route and post on https://{domain} with last modification", () => {
    const xml = sitemapXml("cervejometro.com.br", posts, new Date("2026-09-01T00:00:00Z"));
    for (const path of PUBLIC_PATHS) expect(xml).toContain(`<loc>https://cervejometro.com.br${path}</loc>`);
    expect(xml).toContain("<loc>https://cervejometro.com.br/blog/ipa-guia</loc>\n    <lastmod>2026-11-01T10:00:00.000Z</lastmod>");
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain("/post-creator");
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PATHS.length + 2);
  });

  it("robots.txt keeps crawlers out of the admin and points at the sitemap", () => {
    const txt = robotsTxt("cervejometro.com.br");
    expect(txt).toContain("Disallow: /admin\nDisallow: /auth\nDisallow: /post-creator");
    expect(txt).toContain("Sitemap: https://cervejometro.com.br/sitemap.xml");
  });

  it("RSS escapes titles and descriptions", () => {
    const xml = rssXml("cervejometro.com.br", "Cervejômetro", [
      { title: "IPA & <Stout>", slug: "ipa", description: "Amargor \"alto\"", category: "Estilos", createdAt: new Date("2026-11-01T10:00:00Z") },
    ]);
    expect(xml).toContain("<title>IPA &amp; &lt;Stout&gt;</title>");
    expect(xml).toContain("<description>Amargor &quot;alto&quot;</description>");
    expect(xml).toContain("<pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate>");
    expect(xmlEscape("a\u0001b")).toBe("ab");
  });
});
