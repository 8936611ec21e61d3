import type { Route } from "./+types/robots";
import { robotsTxt } from "~/lib/seo/feeds";

export async function loader(_: Route.LoaderArgs) {
  const { getGlobalSeoCached, DEFAULT_GLOBAL_SEO } = await import("~/models/seo-settings.server");
  const global = await getGlobalSeoCached().catch(() => DEFAULT_GLOBAL_SEO);
  return new Response(robotsTxt(global.siteDomain), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  });
}
