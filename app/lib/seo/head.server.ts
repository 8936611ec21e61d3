// Public pages' <head> tags, resolved in their loaders (issue 12.2): the stored settings for the
// path (cached briefly, as every page reads them) and the page's own values go through
// meta.ts on the server, and the page's meta() returns the loader's tags (head.ts). When the
// database is away the tags fall back to the defaults and the page is not kept by the page
// cache (docs/decisions/0014-caching-and-degradation.md).
import type { MetaDescriptor } from "react-router";
import { cached } from "~/lib/data/ttl-cache.server";
import { markUncacheable } from "~/lib/http/page-render.server";
import { getGlobalSeoCached, getPageSeoForPath, SEO_CACHE_MS } from "~/models/seo-settings.server";
import { calculatorHeadTags, headTags, type StoredSeo } from "./meta";
import type { CalculatorPreviewBuilder } from "./previews/core";
import type { PageSeoInput } from "./resolve";

/** The stored global settings and the path's own, or null (defaults) when the database is away. */
export async function storedSeoFor(pathname: string): Promise<StoredSeo | null> {
  try {
    const [global, page] = await Promise.all([
      getGlobalSeoCached(),
      cached(`seo:page:${pathname}`, SEO_CACHE_MS, () => getPageSeoForPath(pathname)),
    ]);
    return { global, page };
  } catch (error) {
    console.error("[seo] configurações indisponíveis:", (error as Error).message);
    markUncacheable();
    return null;
  }
}

type Defaults = { title: string; description: string; keywords?: string };

/**
 * A page's tags. `explicit` may depend on the stored settings (a post's structured data names
 * the default image); `defaults` are its built-in title and description, under a stored setting.
 */
export async function pageHead(
  url: URL,
  explicit: PageSeoInput | ((stored: StoredSeo | null) => PageSeoInput) = {},
  defaults: Partial<Defaults> = {},
): Promise<MetaDescriptor[]> {
  const { pathname } = url;
  const stored = await storedSeoFor(pathname);
  return headTags(pathname, stored, typeof explicit === "function" ? explicit(stored) : explicit, defaults);
}

/** A calculator's tags: a link carrying a calculation previews its result (issue 15). */
export async function calculatorHead(
  url: URL,
  builder: CalculatorPreviewBuilder,
  defaults: Defaults,
): Promise<MetaDescriptor[]> {
  return calculatorHeadTags(builder, url, await storedSeoFor(url.pathname), defaults);
}
