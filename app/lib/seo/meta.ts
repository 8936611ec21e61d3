// Route meta functions call seoMeta(args, explicit): the stored settings come from the
// layout loader's data, the explicit values from the page itself (docs/decisions/0022-seo-resolution.md precedence).
import type { MetaDescriptor } from "react-router";
import type { CalculatorPreviewBuilder } from "./previews/core";
import {
  DEFAULT_GLOBAL_SEO,
  resolveSeo,
  seoDescriptors,
  type GlobalSeo,
  type PageSeo,
  type PageSeoInput,
} from "./resolve";

export const LAYOUT_ROUTE_ID = "routes/layout";

export interface LayoutSeoData {
  global: GlobalSeo;
  page: PageSeo | null;
}

interface MetaArgsLike {
  location: { pathname: string; search?: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

export function layoutSeo(matches: MetaArgsLike["matches"]): LayoutSeoData | null {
  const match = matches.find((m) => m?.id === LAYOUT_ROUTE_ID);
  const data = (match?.loaderData ?? match?.data) as { seo?: LayoutSeoData | null } | undefined;
  return data?.seo ?? null;
}

export function seoMeta(args: MetaArgsLike, explicit: PageSeoInput = {}): MetaDescriptor[] {
  return resolvedMeta(args, explicit, {});
}

/**
 * For pages whose title and description are their own defaults (calculators, content):
 * a stored page setting, edited in the admin, wins over them (docs/decisions/0022-seo-resolution.md: stored over global).
 */
export function pageSeoMeta(args: MetaArgsLike, defaults: { title: string; description: string; keywords?: string }) {
  return resolvedMeta(args, {}, defaults);
}

/**
 * A calculator page's meta (issue 15): its own defaults as pageSeoMeta gives them, and when
 * the link carries a valid calculation the preview states its result (og/twitter title and
 * description) and shows the card generated for it (og:image). One line in a route:
 * `export const meta: MetaFunction = (args) => calculatorMeta(partyPreview, args, { title, description });`
 * The builder is passed in (not named by id) so a route's bundle holds only its own calculator.
 */
export function calculatorMeta(
  builder: CalculatorPreviewBuilder,
  args: MetaArgsLike,
  defaults: { title: string; description: string; keywords?: string },
) {
  const preview = builder(args.location.search ?? "");
  if (!preview) return pageSeoMeta(args, defaults);
  return resolvedMeta(
    args,
    {
      image: preview.imagePath,
      imageAlt: preview.imageAlt,
      share: { title: preview.title, description: preview.description },
    },
    defaults,
  );
}

function resolvedMeta(
  args: MetaArgsLike,
  explicit: PageSeoInput,
  fallback: Pick<PageSeoInput, "title" | "description" | "keywords">,
) {
  const stored = layoutSeo(args.matches);
  return seoDescriptors(
    resolveSeo({
      path: args.location.pathname,
      explicit,
      fallback,
      page: stored?.page ?? null,
      global: stored?.global ?? DEFAULT_GLOBAL_SEO,
    }),
  );
}
