import type { Route } from "./+types/sitemap-part";
import { sitemapPartXml } from "~/lib/seo/feeds";
import { sitemapSource, xmlResponse } from "./sitemap.server";

const notFound = () =>
  new Response("Sitemap não encontrado.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });

// /sitemap/N.xml: part N of a sitemap too large for one file; 404 while it is not split.
export async function loader({ params }: Route.LoaderArgs) {
  const n = /^[1-9]\d{0,5}\.xml$/.test(params.file) ? Number.parseInt(params.file, 10) : 0;
  if (!n) return notFound();
  const { domain, posts, pagesUpdatedAt } = await sitemapSource();
  const xml = sitemapPartXml(domain, posts, pagesUpdatedAt, n);
  return xml === null ? notFound() : xmlResponse(xml);
}
