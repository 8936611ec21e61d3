// GET /anuncio/:id: an ad's click (issues 9 and 25). Answered with a 302 to the link stored
// for that ad, never to anything taken from the request, so the route cannot be used as an
// open redirect; unknown and switched-off ads get 404. The redirect always happens; the
// click is counted only for a person (app/lib/http/audience.server.ts: no bot, HEAD,
// prefetch or administrator) and once per visitor per ad per 30 minutes (D16). Never
// cached: every click must reach the server to count.
import type { Route } from "./+types/ad-click";
import { isCountable, requestVisitorHash } from "~/lib/http/audience.server";
import { recordClick } from "~/models/ad-stats.server";
import { getAdLinkForClick } from "~/models/ad-writes.server";

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const link = await getAdLinkForClick(params.id);
  if (!link) {
    return new Response("Anúncio não encontrado.", {
      status: 404,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  try {
    if (await isCountable(request)) recordClick(await requestVisitorHash(request, context), params.id);
  } catch (error) {
    // Counting never stands between a visitor and the advertiser's page.
    console.error("[anúncios] clique não contado:", (error as Error).message);
  }
  return new Response(null, { status: 302, headers: { ...NO_STORE, Location: link } });
}
