// The site's public origin, which the browser needs for absolute links (the glossary's
// structured data, the share button's server link), without the SEO resolution itself: that
// runs on the server only (app/lib/seo/head.server.ts, issue 12.2).
import type { GlobalSeo } from "./resolve";

/** The public layout, whose loader gives every page the origin (`useSiteOrigin`). */
export const LAYOUT_ROUTE_ID = "routes/layout";

/** Used until an administrator saves the global settings (docs/decisions/0022-seo-resolution.md). */
export const DEFAULT_GLOBAL_SEO: GlobalSeo = Object.freeze({
  siteTitle: "Comparador de Preços de Cerveja",
  siteDescription:
    "Compare o preço por litro de cervejas em latas, long necks e garrafas e descubra qual opção sai mais barata.",
  siteKeywords: "comparador de preço, cerveja, calculadora, bebidas",
  defaultImage: "/og-image.png",
  siteDomain: "cervejometro.com.br",
  twitterHandle: null,
  facebookAppId: null,
});

/** "https://{domain}" whatever the administrator typed (with or without scheme or slash). */
export function siteOrigin(domain: string): string {
  const host = domain
    .trim()
    .replace(/^[a-z]+:\/\//i, "")
    .replace(/\/+$/, "");
  return `https://${host}`;
}
