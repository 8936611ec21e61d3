// Route meta functions call seoMeta(args, explicit): the stored settings come from the
// layout loader's data, the explicit values from the page itself (§5 precedence).
import type { MetaDescriptor } from "react-router";
import { DEFAULT_GLOBAL_SEO, resolveSeo, seoDescriptors, type GlobalSeo, type PageSeo, type PageSeoInput } from "./seo";

export const LAYOUT_ROUTE_ID = "routes/layout";

export interface LayoutSeoData {
  global: GlobalSeo;
  page: PageSeo | null;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>;
}

export function layoutSeo(matches: MetaArgsLike["matches"]): LayoutSeoData | null {
  const match = matches.find((m) => m?.id === LAYOUT_ROUTE_ID);
  const data = (match?.loaderData ?? match?.data) as { seo?: LayoutSeoData | null } | undefined;
  return data?.seo ?? null;
}

export function seoMeta(args: MetaArgsLike, explicit: PageSeoInput = {}): MetaDescriptor[] {
  const stored = layoutSeo(args.matches);
  return seoDescriptors(
    resolveSeo({
      path: args.location.pathname,
      explicit,
      page: stored?.page ?? null,
      global: stored?.global ?? DEFAULT_GLOBAL_SEO,
    }),
  );
}
