// SEO resolution (docs/decisions/0022-seo-resolution.md, docs/decisions/0020-routes-and-layout.md, docs/decisions/0011-server-rendered-seo.md): one pure function decides every
// public page's title, description, canonical, robots, Open Graph, Twitter card and
// JSON-LD, so the server HTML carries them for crawlers and link previews.
import type { MetaDescriptor } from "react-router";
import { DEFAULT_GLOBAL_SEO, siteOrigin } from "./site";

export { DEFAULT_GLOBAL_SEO, siteOrigin };

export interface GlobalSeo {
  siteTitle: string;
  siteDescription: string;
  siteKeywords: string;
  defaultImage: string;
  /** Without scheme: URLs are built as https://{siteDomain} (docs/decisions/0022-seo-resolution.md). */
  siteDomain: string;
  twitterHandle: string | null;
  facebookAppId: string | null;
}

export interface PageSeo {
  pageId: string;
  path: string;
  title: string;
  description: string;
  keywords: string;
  image: string | null;
  canonicalUrl: string | null;
  noIndex: boolean;
  /** JSON-LD as text. */
  structuredData: string | null;
}

export const FALLBACK_OG_IMAGE = "/og-image.png";

/** What a page states about itself; each field wins over the stored settings. */
export interface PageSeoInput {
  title?: string;
  description?: string;
  keywords?: string;
  image?: string | null;
  canonicalUrl?: string | null;
  noIndex?: boolean;
  /** A JSON-LD object (e.g. BlogPosting) replacing the stored or default one. */
  structuredData?: Record<string, unknown> | Record<string, unknown>[];
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  tags?: string[];
  /** og:image:alt / twitter:image:alt, when the image says something of its own. */
  imageAlt?: string;
  /** The image's pixel size when known (a post's cover); otherwise the recommended 1200×630 is stated. */
  imageSize?: { width: number; height: number };
  /**
   * Issue 15: what a link preview (Open Graph, Twitter) says instead of the page's title and
   * description, e.g. a calculator link's result. `<title>`, the description meta and the
   * canonical stay the page's own, so search engines still see one page. `url` (a site path
   * with its query) is the link's own address for og:url, so Facebook, which re-reads the page
   * at og:url, previews the result too (issue 27 section 3); the canonical stays bare.
   */
  share?: { title: string; description: string; url?: string };
}

export interface ResolvedSeo {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  robots: "index, follow" | "noindex, nofollow";
  image: string;
  ogType: "website" | "article";
  url: string;
  siteName: string;
  twitterHandle: string | null;
  facebookAppId: string | null;
  structuredData: Record<string, unknown> | Record<string, unknown>[];
  article?: { publishedTime?: string; modifiedTime?: string; section?: string; tags: string[] };
  imageAlt?: string;
  imageSize?: { width: number; height: number };
  /** `url` absolute. */
  share?: { title: string; description: string; url?: string };
}

/** An absolute https URL for a site path; absolute URLs pass through. */
export function absoluteUrl(pathOrUrl: string, domain: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteOrigin(domain)}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** docs/decisions/0022-seo-resolution.md: " | {site title}" is appended unless the title already contains it. */
export function withSiteTitle(title: string, siteTitle: string): string {
  const t = title.trim();
  if (!t) return siteTitle;
  return t.includes(siteTitle) ? t : `${t} | ${siteTitle}`;
}

const nonEmpty = (v: string | null | undefined) => (v && v.trim() ? v.trim() : undefined);

function parseStoredJsonLd(
  text: string | null | undefined,
): Record<string, unknown> | Record<string, unknown>[] | undefined {
  if (!text?.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // a broken stored value must not break the page
  }
}

/** docs/decisions/0022-seo-resolution.md: the default structured data describes a free web application (price 0, BRL). */
export function defaultStructuredData(global: GlobalSeo, url: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: global.siteTitle,
    description: global.siteDescription,
    url,
    applicationCategory: "UtilitiesApplication",
    operatingSystem: "Qualquer (navegador)",
    inLanguage: "pt-BR",
    offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
  };
}

/**
 * docs/decisions/0022-seo-resolution.md precedence per field: the page's explicit value, then the stored page setting, then
 * the global setting. noindex if either the page or the stored setting says so.
 */
export function resolveSeo({
  path,
  explicit = {},
  page,
  global,
  fallback = {},
}: {
  path: string;
  explicit?: PageSeoInput;
  page: PageSeo | null;
  global: GlobalSeo;
  /**
   * A page's built-in title and description: used when no setting is stored for it, so an
   * administrator's page setting can still change a calculator's title.
   */
  fallback?: Pick<PageSeoInput, "title" | "description" | "keywords">;
}): ResolvedSeo {
  const url = absoluteUrl(path, global.siteDomain);
  const rawTitle = nonEmpty(explicit.title) ?? nonEmpty(page?.title) ?? nonEmpty(fallback.title) ?? global.siteTitle;
  const image = nonEmpty(explicit.image) ?? nonEmpty(page?.image) ?? nonEmpty(global.defaultImage) ?? FALLBACK_OG_IMAGE;
  const canonical = nonEmpty(explicit.canonicalUrl) ?? nonEmpty(page?.canonicalUrl) ?? url;
  const noIndex = Boolean(explicit.noIndex) || Boolean(page?.noIndex);
  const ogType = explicit.type ?? "website";
  return {
    title: withSiteTitle(rawTitle, global.siteTitle),
    description:
      nonEmpty(explicit.description) ??
      nonEmpty(page?.description) ??
      nonEmpty(fallback.description) ??
      global.siteDescription,
    keywords:
      nonEmpty(explicit.keywords) ?? nonEmpty(page?.keywords) ?? nonEmpty(fallback.keywords) ?? global.siteKeywords,
    canonical: absoluteUrl(canonical, global.siteDomain),
    robots: noIndex ? "noindex, nofollow" : "index, follow",
    image: absoluteUrl(image, global.siteDomain),
    ogType,
    url,
    siteName: global.siteTitle,
    twitterHandle: nonEmpty(global.twitterHandle) ?? null,
    facebookAppId: nonEmpty(global.facebookAppId) ?? null,
    structuredData:
      explicit.structuredData ?? parseStoredJsonLd(page?.structuredData) ?? defaultStructuredData(global, url),
    ...(explicit.imageAlt ? { imageAlt: explicit.imageAlt } : {}),
    // The size belongs to the page's own image only.
    ...(explicit.imageSize && nonEmpty(explicit.image) ? { imageSize: explicit.imageSize } : {}),
    ...(explicit.share
      ? {
          share: {
            ...explicit.share,
            ...(explicit.share.url ? { url: absoluteUrl(explicit.share.url, global.siteDomain) } : {}),
          },
        }
      : {}),
    ...(ogType === "article"
      ? {
          article: {
            publishedTime: explicit.publishedTime,
            modifiedTime: explicit.modifiedTime,
            section: explicit.section,
            tags: explicit.tags ?? [],
          },
        }
      : {}),
  };
}

/** The <head> tags for a resolved page. React Router escapes the JSON-LD it renders. */
export function seoDescriptors(seo: ResolvedSeo): MetaDescriptor[] {
  const shareTitle = seo.share?.title ?? seo.title;
  const shareDescription = seo.share?.description ?? seo.description;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords },
    { name: "robots", content: seo.robots },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: seo.ogType },
    { property: "og:title", content: shareTitle },
    { property: "og:description", content: shareDescription },
    { property: "og:url", content: seo.share?.url ?? seo.canonical },
    { property: "og:image", content: seo.image },
    { property: "og:image:width", content: String(seo.imageSize?.width ?? 1200) },
    { property: "og:image:height", content: String(seo.imageSize?.height ?? 630) },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: "pt_BR" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: shareTitle },
    { name: "twitter:description", content: shareDescription },
    { name: "twitter:image", content: seo.image },
  ];
  if (seo.imageAlt) {
    tags.push(
      { property: "og:image:alt", content: seo.imageAlt },
      { name: "twitter:image:alt", content: seo.imageAlt },
    );
  }
  if (seo.twitterHandle) tags.push({ name: "twitter:site", content: seo.twitterHandle });
  if (seo.facebookAppId) tags.push({ property: "fb:app_id", content: seo.facebookAppId });
  if (seo.article) {
    if (seo.article.publishedTime)
      tags.push({ property: "article:published_time", content: seo.article.publishedTime });
    if (seo.article.modifiedTime) tags.push({ property: "article:modified_time", content: seo.article.modifiedTime });
    if (seo.article.section) tags.push({ property: "article:section", content: seo.article.section });
    for (const tag of seo.article.tags) tags.push({ property: "article:tag", content: tag });
  }
  tags.push({ "script:ld+json": seo.structuredData });
  return tags;
}
