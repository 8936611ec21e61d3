// Sitemap, robots and RSS texts (docs/decisions/0011-server-rendered-seo.md), built from plain data so they are unit-tested.
import { absoluteUrl } from "./resolve";

export const PUBLIC_PATHS = [
  "/",
  "/festa",
  "/por-pessoa",
  "/ibu",
  "/abv",
  "/orcamento",
  "/blog",
  "/glossario",
  "/infograficos",
  "/termos-de-uso",
  "/politica-de-privacidade",
] as const;

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    // Characters XML 1.0 forbids.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");
}

export function sitemapXml(domain: string, posts: { slug: string; updatedAt: Date }[], pagesUpdatedAt: Date): string {
  const newestPost = posts.reduce<Date | null>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), null);
  const entries = [
    ...PUBLIC_PATHS.map((path) => ({
      loc: absoluteUrl(path, domain),
      lastmod: path === "/blog" && newestPost ? newestPost : pagesUpdatedAt,
    })),
    ...posts.map((p) => ({ loc: absoluteUrl(`/blog/${encodeURIComponent(p.slug)}`, domain), lastmod: p.updatedAt })),
  ];
  const body = entries
    .map((e) => `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>\n    <lastmod>${e.lastmod.toISOString()}</lastmod>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(domain: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /post-creator",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml", domain)}`,
    "",
  ].join("\n");
}

export interface FeedItem {
  title: string;
  slug: string;
  description: string;
  category: string;
  createdAt: Date;
}

export function rssXml(domain: string, siteTitle: string, items: FeedItem[]): string {
  const channelLink = absoluteUrl("/blog", domain);
  const entries = items
    .map((item) => {
      const link = absoluteUrl(`/blog/${encodeURIComponent(item.slug)}`, domain);
      return [
        "    <item>",
        `      <title>${xmlEscape(item.title)}</title>`,
        `      <link>${xmlEscape(link)}</link>`,
        `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
        `      <description>${xmlEscape(item.description)}</description>`,
        `      <category>${xmlEscape(item.category)}</category>`,
        `      <pubDate>${item.createdAt.toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const lastBuild = items[0]?.createdAt ?? new Date(0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(`Blog Cervejeiro | ${siteTitle}`)}</title>
    <link>${xmlEscape(channelLink)}</link>
    <description>Dicas e informações sobre o mundo da cerveja.</description>
    <language>pt-BR</language>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <atom:link href="${xmlEscape(absoluteUrl("/rss.xml", domain))}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}
