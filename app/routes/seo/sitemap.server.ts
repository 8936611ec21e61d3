// What the sitemap index and its parts share (issue 12.5): the posts, the domain and the
// static pages' date, so /sitemap.xml and /sitemap/N.xml always agree on the split.
import { listPostSlugsForSitemap } from "~/models/posts.server";
import { getGlobalSeoCached } from "~/models/seo-settings.server";

// Static pages change when the site is deployed.
const BUILD_TIME = new Date();

export async function sitemapSource() {
  const [posts, global] = await Promise.all([listPostSlugsForSitemap(), getGlobalSeoCached()]);
  return { domain: global.siteDomain, posts, pagesUpdatedAt: BUILD_TIME };
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  });
}
