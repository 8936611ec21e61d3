import type { Route } from "./+types/sitemap";
import { sitemapXml } from "~/lib/seo/feeds";

export async function loader(_: Route.LoaderArgs) {
  const [{ listPostSlugsForSitemap }, { getGlobalSeoCached }] = await Promise.all([
    import("~/models/posts.server"),
    import("~/models/seo-settings.server"),
  ]);
  const [posts, global] = await Promise.all([listPostSlugsForSitemap(), getGlobalSeoCached()]);
  return new Response(sitemapXml(global.siteDomain, posts, BUILD_TIME), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  });
}

// Static pages change when the site is deployed.
const BUILD_TIME = new Date();
