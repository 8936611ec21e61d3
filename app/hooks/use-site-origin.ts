import { useRouteLoaderData } from "react-router";
import { DEFAULT_GLOBAL_SEO, siteOrigin } from "../lib/seo/resolve";
import { LAYOUT_ROUTE_ID, type LayoutSeoData } from "../lib/seo/meta";

/** "https://{siteDomain}" from the stored global SEO settings, for absolute URLs in pages. */
export function useSiteOrigin(): string {
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as { seo?: LayoutSeoData | null } | undefined;
  return siteOrigin(data?.seo?.global.siteDomain ?? DEFAULT_GLOBAL_SEO.siteDomain);
}
