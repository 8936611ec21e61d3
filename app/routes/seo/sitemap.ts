import type { Route } from "./+types/sitemap";
import { sitemapXml } from "~/lib/seo/feeds";
import { sitemapSource, xmlResponse } from "./sitemap.server";

// One urlset while every URL fits in a file (50,000), else the index of /sitemap/N.xml.
export async function loader(_: Route.LoaderArgs) {
  const { domain, posts, pagesUpdatedAt } = await sitemapSource();
  return xmlResponse(sitemapXml(domain, posts, pagesUpdatedAt));
}
