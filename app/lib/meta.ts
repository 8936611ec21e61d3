// Page meta until the SEO resolver (issue 5) reads the stored settings: a page title
// gets " | {site title}" unless it already contains it (§5 "SEO resolution").
import type { MetaDescriptor } from "react-router";

export const DEFAULT_SITE_TITLE = "Comparador de Preços de Cerveja";
export const BRAND = "Cervejômetro";

export function withSiteTitle(title: string, siteTitle = DEFAULT_SITE_TITLE) {
  return title.includes(siteTitle) ? title : `${title} | ${siteTitle}`;
}

export function pageMeta(input: { title: string; description: string; noIndex?: boolean }): MetaDescriptor[] {
  return [
    { title: withSiteTitle(input.title) },
    { name: "description", content: input.description },
    { name: "robots", content: input.noIndex ? "noindex, nofollow" : "index, follow" },
  ];
}
