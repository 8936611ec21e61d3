// Sitemap, robots and RSS texts (docs/decisions/0011-server-rendered-seo.md), built from plain data so they are unit-tested.
import { glossaryPagePaths } from "~/content/glossary";
import { absoluteUrl } from "./resolve";

export const PUBLIC_PATHS = [
  "/",
  "/festa",
  "/por-pessoa",
  "/ibu",
  "/abv",
  "/receita",
  "/orcamento",
  "/blog",
  "/glossario",
  "/infograficos",
  "/termos-de-uso",
  "/politica-de-privacidade",
  "/anuncie",
] as const;

/** The glossary's letter pages (/glossario/c …), after the public pages in the sitemap. */
export const GLOSSARY_LETTER_PATHS = glossaryPagePaths().filter((p) => p !== "/glossario");

export function xmlEscape(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 forbids (its Char production): the C0 controls but tab, line feed
      // and carriage return, lone surrogates, U+FFFE and U+FFFF (issue 27 item 1.3: a post
      // with U+FFFE made /rss.xml invalid). DEL and the C1 controls are allowed, so kept.
      .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
  );
}

/** The sitemaps protocol's limit per file (sitemaps.org): 50,000 URLs (and 50 MB, far off at this size). */
export const SITEMAP_MAX_URLS = 50_000;

interface SitemapEntry {
  loc: string;
  lastmod: Date;
}

function sitemapEntries(
  domain: string,
  posts: { slug: string; updatedAt: Date }[],
  pagesUpdatedAt: Date,
): SitemapEntry[] {
  const newestPost = posts.reduce<Date | null>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), null);
  return [
    ...[...PUBLIC_PATHS, ...GLOSSARY_LETTER_PATHS].map((path) => ({
      loc: absoluteUrl(path, domain),
      lastmod: path === "/blog" && newestPost ? newestPost : pagesUpdatedAt,
    })),
    ...posts.map((p) => ({ loc: absoluteUrl(`/blog/${encodeURIComponent(p.slug)}`, domain), lastmod: p.updatedAt })),
  ];
}

function urlsetXml(entries: SitemapEntry[]): string {
  const body = entries
    .map(
      (e) => `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>\n    <lastmod>${e.lastmod.toISOString()}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Where part `n` (1-based) of a split sitemap is served. */
export function sitemapPartPath(n: number): string {
  return `/sitemap/${n}.xml`;
}

function parts(entries: SitemapEntry[], maxUrls: number): SitemapEntry[][] {
  const out: SitemapEntry[][] = [];
  for (let i = 0; i < entries.length; i += maxUrls) out.push(entries.slice(i, i + maxUrls));
  return out;
}

/**
 * What /sitemap.xml serves: every URL in one urlset while they fit in one file, else a
 * sitemap index of the parts (each at sitemapPartPath(n), lastmod its newest entry).
 * robots.txt names /sitemap.xml either way.
 */
export function sitemapXml(
  domain: string,
  posts: { slug: string; updatedAt: Date }[],
  pagesUpdatedAt: Date,
  maxUrls = SITEMAP_MAX_URLS,
): string {
  const entries = sitemapEntries(domain, posts, pagesUpdatedAt);
  if (entries.length <= maxUrls) return urlsetXml(entries);
  const body = parts(entries, maxUrls)
    .map((part, i) => {
      const lastmod = part.reduce((max, e) => (e.lastmod > max ? e.lastmod : max), part[0]!.lastmod);
      return `  <sitemap>\n    <loc>${xmlEscape(absoluteUrl(sitemapPartPath(i + 1), domain))}</loc>\n    <lastmod>${lastmod.toISOString()}</lastmod>\n  </sitemap>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** Part `n` (1-based) of a split sitemap; null when the sitemap is not split or has no such part. */
export function sitemapPartXml(
  domain: string,
  posts: { slug: string; updatedAt: Date }[],
  pagesUpdatedAt: Date,
  n: number,
  maxUrls = SITEMAP_MAX_URLS,
): string | null {
  const entries = sitemapEntries(domain, posts, pagesUpdatedAt);
  if (entries.length <= maxUrls || !Number.isInteger(n) || n < 1) return null;
  const part = parts(entries, maxUrls)[n - 1];
  return part ? urlsetXml(part) : null;
}

/** Every file the sitemap is made of, with its path (for the benchmark's sizes). */
export function sitemapFiles(
  domain: string,
  posts: { slug: string; updatedAt: Date }[],
  pagesUpdatedAt: Date,
  maxUrls = SITEMAP_MAX_URLS,
): { path: string; xml: string }[] {
  const files = [{ path: "/sitemap.xml", xml: sitemapXml(domain, posts, pagesUpdatedAt, maxUrls) }];
  for (let n = 1; ; n++) {
    const xml = sitemapPartXml(domain, posts, pagesUpdatedAt, n, maxUrls);
    if (xml === null) return files;
    files.push({ path: sitemapPartPath(n), xml });
  }
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
