// POST /anuncio/evento: the ad beacon (issue 25, D16; app/lib/ads/ad-beacon.ts sends it).
// Impressions ("the slot was displayed") and views ("at least half of it visible for one
// continuous second") of the ads of one page view, named by the page-view token the page was
// served with (app/lib/http/page-view-token.server.ts).
//
// - Not a person (app/lib/http/audience.server.ts: bots, no browser headers, HEAD, prefetch,
//   the offline worker, the administrator): 204, nothing counted.
// - A body over AD_BEACON_MAX_BYTES, truncated, aborted or malformed, or a token that is not
//   this site's: 400, nothing counted. Never a 5xx for what a client sends.
// - A genuine token older than an hour: 204, nothing counted. An unknown ad: left out.
// - At most one impression and one view per token per ad (ad-stats.server.ts).
// Always no-store; the answer carries no body a page could use.
import type { Route } from "./+types/ad-event";
import { AD_BEACON_MAX_BYTES, parseAdBeacon } from "~/lib/ads/ad-beacon-body";
import { cached } from "~/lib/data/ttl-cache.server";
import { getDb, schema } from "~/lib/data/db.server";
import { isCountable } from "~/lib/http/audience.server";
import { currentPageViewKey, isFreshPageViewToken, readPageViewToken } from "~/lib/http/page-view-token.server";
import { recordAdEvents } from "~/models/ad-stats.server";
import { ADS_CACHE_PREFIX } from "~/models/ad-writes.server";

const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

function answer(status: 204 | 400 | 405, message?: string, extra: Record<string, string> = {}) {
  return new Response(message ?? null, {
    status,
    headers: { ...HEADERS, ...(message ? { "Content-Type": "text/plain; charset=utf-8" } : {}), ...extra },
  });
}

export function loader() {
  return answer(405, "Use POST.", { Allow: "POST" });
}

/** The body as text, or null when it is too long, cut short or unreadable. */
async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > AD_BEACON_MAX_BYTES) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > AD_BEACON_MAX_BYTES) {
        void reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // Aborted or truncated by the client.
    return null;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

/** Every ad's id (any state: a page served a minute ago may show one switched off since). */
function knownAdIds(): Promise<Set<string>> {
  return cached(`${ADS_CACHE_PREFIX}ids`, 10_000, async () => {
    const rows = await getDb().select({ id: schema.ads.id }).from(schema.ads);
    return new Set(rows.map((r) => r.id));
  });
}

export async function action({ request }: Route.ActionArgs) {
  const body = await readBody(request);
  if (body === null) return answer(400, "Corpo inválido.");
  const beacon = parseAdBeacon(body);
  if (!beacon) return answer(400, "Evento inválido.");
  const issued = readPageViewToken(currentPageViewKey(), beacon.token);
  if (issued === null) return answer(400, "Página desconhecida.");
  if (!isFreshPageViewToken(issued)) return answer(204);
  if (!(await isCountable(request))) return answer(204);
  let known: Set<string>;
  try {
    known = await knownAdIds();
  } catch (error) {
    // The database away: nothing to check the ids against, so nothing is counted.
    console.error("[anúncios] eventos não contados:", (error as Error).message);
    return answer(204);
  }
  recordAdEvents(
    beacon.token,
    beacon.events.filter((e) => known.has(e.adId)),
  );
  return answer(204);
}
