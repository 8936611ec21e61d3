// GET /anuncio/:id: an ad's click (issue 9). Counted (in the same batches as the
// impressions) and answered with a 302 to the link stored for that ad, never to anything
// taken from the request, so the route cannot be used as an open redirect. Unknown and
// switched-off ads get 404. Never cached: every click must reach the server to count.
import type { Route } from "./+types/ad-click";
import { countClick } from "~/models/ad-stats.server";
import { getAdLinkForClick } from "~/models/ad-writes.server";

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ params, request }: Route.LoaderArgs) {
  const link = await getAdLinkForClick(params.id);
  if (!link) {
    return new Response("Anúncio não encontrado.", {
      status: 404,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // A HEAD (link checkers, some previews) is not a visitor's click.
  if (request.method !== "HEAD") countClick(params.id);
  return new Response(null, { status: 302, headers: { ...NO_STORE, Location: link } });
}
