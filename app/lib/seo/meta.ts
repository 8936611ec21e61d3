// A page's <head> tags from what it states about itself and the stored SEO settings
// (docs/decisions/0022-seo-resolution.md precedence). Public pages resolve them on the server, in their
// loaders (head.server.ts), and their meta() returns the loader's tags as they are (head.ts):
// the resolution and the link-preview builders never reach a visitor's browser (issue 12.2).
import type { MetaDescriptor } from "react-router";
import type { CalculatorPreviewBuilder } from "./previews/core";
import { resolveSeo, seoDescriptors, type GlobalSeo, type PageSeo, type PageSeoInput } from "./resolve";
import { DEFAULT_GLOBAL_SEO } from "./site";

/** The stored settings a page's tags are resolved with: the global ones and the page's own. */
export interface StoredSeo {
  global: GlobalSeo;
  page: PageSeo | null;
}

type Fallback = Pick<PageSeoInput, "title" | "description" | "keywords">;

/**
 * The tags of the page at `path`. `explicit`: what the page states (each field wins over the
 * stored settings). `fallback`: a page's built-in title and description, used when no setting is
 * stored for it, so an administrator's page setting can still change a calculator's title.
 */
export function headTags(
  path: string,
  stored: StoredSeo | null,
  explicit: PageSeoInput = {},
  fallback: Fallback = {},
): MetaDescriptor[] {
  return seoDescriptors(
    resolveSeo({
      path,
      explicit,
      fallback,
      page: stored?.page ?? null,
      global: stored?.global ?? DEFAULT_GLOBAL_SEO,
    }),
  );
}

/**
 * A calculator page's tags (issue 15): its own defaults as headTags gives them, and when the
 * link carries a valid calculation the preview states its result (og/twitter title and
 * description) and shows the card generated for it (og:image).
 */
export function calculatorHeadTags(
  builder: CalculatorPreviewBuilder,
  location: { pathname: string; search: string },
  stored: StoredSeo | null,
  defaults: { title: string; description: string; keywords?: string },
): MetaDescriptor[] {
  const preview = builder(location.search);
  const explicit: PageSeoInput = preview
    ? {
        image: preview.imagePath,
        imageAlt: preview.imageAlt,
        // og:url: the link as shared (its query is what the page computes the result from).
        share: { title: preview.title, description: preview.description, url: location.pathname + location.search },
      }
    : {};
  return headTags(location.pathname, stored, explicit, defaults);
}
