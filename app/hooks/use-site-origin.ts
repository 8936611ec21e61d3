import { useRouteLoaderData } from "react-router";
import { DEFAULT_GLOBAL_SEO, LAYOUT_ROUTE_ID, siteOrigin } from "../lib/seo/site";

/** "https://{siteDomain}" from the stored global SEO settings (the layout's loader), for absolute URLs in pages. */
export function useSiteOrigin(): string {
  const data = useRouteLoaderData(LAYOUT_ROUTE_ID) as { origin?: string } | undefined;
  return data?.origin ?? siteOrigin(DEFAULT_GLOBAL_SEO.siteDomain);
}
