import type { Route } from "./+types/rss";
import { plainExcerpt } from "~/lib/blog";
import { rssXml } from "~/lib/seo/feeds";
import { listRecentPosts } from "~/models/posts.server";
import { getGlobalSeoCached } from "~/models/seo-settings.server";

export async function loader(_: Route.LoaderArgs) {
  const [posts, global] = await Promise.all([listRecentPosts(20), getGlobalSeoCached()]);
  const items = posts.map((p) => ({
    title: p.name,
    slug: p.slug,
    description: p.seoDescription || plainExcerpt(p.content, 300),
    category: p.category,
    createdAt: p.publishedAt,
  }));
  return new Response(rssXml(global.siteDomain, global.siteTitle, items), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=300",
    },
  });
}
