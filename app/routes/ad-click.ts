// GET /anuncio/:id: an ad's click (issues 9, 25 and 27). Answered with a 302 to the link
// stored for that ad, normalised as a browser follows it (IDN hosts in punycode, accents
// percent-encoded), never to anything taken from the request, so the route cannot be used as
// an open redirect. A running ad's click is counted only for a person
// (app/lib/http/audience.server.ts: no bot, HEAD, prefetch or administrator) and once per
// visitor per ad per 30 minutes (D16); an ad switched off or ended in the last 30 days still
// leads to its link, uncounted; unknown and older ones get 404. Never cached: every click
// must reach the server to count.
import type { Route } from "./+types/ad-click";
import { isCountable, requestVisitorHash } from "~/lib/http/audience.server";
import { recordClick } from "~/models/ad-stats.server";
import { getAdClickTarget } from "~/models/ad-writes.server";

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const target = await getAdClickTarget(params.id);
  if (!target) {
    return new Response("Anúncio não encontrado.", {
      status: 404,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  try {
    if (target.counts && (await isCountable(request)))
      recordClick(await requestVisitorHash(request, context), params.id);
  } catch (error) {
    // Counting never stands between a visitor and the advertiser's page.
    console.error("[anúncios] clique não contado:", (error as Error).message);
  }
  return new Response(null, { status: 302, headers: { ...NO_STORE, Location: target.link } });
}
