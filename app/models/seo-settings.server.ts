// SEO settings, read side (spec §3 "Global SEO settings", "Page SEO setting"; §5 "SEO
// resolution"; §7 "SEO"; D11).
import { asc, eq, or } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { cached } from "~/lib/ttl-cache.server";

const { seoGlobalSettings, seoPageSettings } = schema;

import { DEFAULT_GLOBAL_SEO, type GlobalSeo, type PageSeo } from "~/lib/seo";

export { DEFAULT_GLOBAL_SEO, type GlobalSeo, type PageSeo };

/** The page_id whose setting covers every /blog/{slug} without one of its own (§5). */
export const BLOG_POST_PAGE_ID = "blog-post";

const pageColumns = {
  pageId: seoPageSettings.pageId,
  path: seoPageSettings.path,
  title: seoPageSettings.title,
  description: seoPageSettings.description,
  keywords: seoPageSettings.keywords,
  image: seoPageSettings.image,
  canonicalUrl: seoPageSettings.canonicalUrl,
  noIndex: seoPageSettings.noIndex,
  structuredData: seoPageSettings.structuredData,
};

/** The stored global settings, or a copy of DEFAULT_GLOBAL_SEO when none were saved yet. */
/**
 * The global settings as every page reads them: kept 10 s in-process (invalidate with
 * the "seo:" prefix after a write), since the layout and the blog both need them.
 */
export function getGlobalSeoCached(): Promise<GlobalSeo> {
  return cached("seo:global", SEO_CACHE_MS, getGlobalSeo);
}

export const SEO_CACHE_MS = 10_000;

export async function getGlobalSeo(): Promise<GlobalSeo> {
  const [row] = await getDb()
    .select({
      siteTitle: seoGlobalSettings.siteTitle,
      siteDescription: seoGlobalSettings.siteDescription,
      siteKeywords: seoGlobalSettings.siteKeywords,
      defaultImage: seoGlobalSettings.defaultImage,
      siteDomain: seoGlobalSettings.siteDomain,
      twitterHandle: seoGlobalSettings.twitterHandle,
      facebookAppId: seoGlobalSettings.facebookAppId,
    })
    .from(seoGlobalSettings)
    .limit(1);
  return row ?? { ...DEFAULT_GLOBAL_SEO };
}

/**
 * The stored setting for a page path (§5): the one with exactly this path, otherwise,
 * for any /blog/… path, the "blog-post" setting; null when neither exists.
 */
export async function getPageSeoForPath(path: string): Promise<PageSeo | null> {
  const isBlogPost = path.startsWith("/blog/");
  const rows = await getDb()
    .select(pageColumns)
    .from(seoPageSettings)
    .where(
      isBlogPost
        ? or(eq(seoPageSettings.path, path), eq(seoPageSettings.pageId, BLOG_POST_PAGE_ID))
        : eq(seoPageSettings.path, path),
    )
    // path is not unique: with several settings for one path, the lowest page_id wins, every time.
    .orderBy(asc(seoPageSettings.pageId));
  return rows.find((row) => row.path === path) ?? rows.find((row) => row.pageId === BLOG_POST_PAGE_ID) ?? null;
}

/** Every page setting, by page_id (spec §7). */
export async function listPageSeo(): Promise<PageSeo[]> {
  return getDb().select(pageColumns).from(seoPageSettings).orderBy(asc(seoPageSettings.pageId));
}
