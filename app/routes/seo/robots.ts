import type { Route } from "./+types/robots";
import { robotsTxt } from "~/lib/seo/feeds";
import { DEFAULT_GLOBAL_SEO, getGlobalSeoCached } from "~/models/seo-settings.server";

export async function loader(_: Route.LoaderArgs) {
  const global = await getGlobalSeoCached().catch(() => DEFAULT_GLOBAL_SEO);
  return new Response(robotsTxt(global.siteDomain), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  });
}
