// POST /estatisticas/calculo: the calculator beacon (issue 26, D17; sent by
// app/components/calculator/kit/count-calculation.ts). "A result was shown" by one calculator
// in one page view, named by the page-view token the page was served with
// (app/lib/http/page-view-token.server.ts), as the ad beacon (ad-event.ts) is. The body carries
// the calculator's name and the token only (app/lib/audience/calc-beacon-body.ts).
//
// - Another content type than a form: 415 (the server's guard refuses all but forms; this
//   route takes the urlencoded one sendBeacon sends). Over CALC_BEACON_MAX_BYTES: 413.
// - Truncated, aborted or malformed, an unknown calculator, a token that is not this site's or
//   is older than an hour: 400, nothing counted. Never a 5xx for what a client sends.
// - Not a person (bots, scripts, prefetch, the offline worker, the administrator): 204,
//   nothing counted.
// - More than CALC_BEACON_LIMIT beacons from one visitor hash in CALC_BEACON_WINDOW_MS: 429.
// - Once per calculator per token (audience.server.ts countCalculation); a repeat: 204.
// Always no-store; the answer carries no body a page could use.
import type { Route } from "./+types/audience-event";
import { CALC_BEACON_MAX_BYTES, parseCalcBeacon } from "~/lib/audience/calc-beacon-body";
import { isCountable, requestVisitorHash } from "~/lib/http/audience.server";
import { currentPageViewKey, isFreshPageViewToken, readPageViewToken } from "~/lib/http/page-view-token.server";
import { CALC_BEACON_WINDOW_MS, countCalculation } from "~/models/audience.server";

const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
const FORM = "application/x-www-form-urlencoded";

function answer(status: 204 | 400 | 405 | 413 | 415 | 429, message?: string, extra: Record<string, string> = {}) {
  return new Response(message ?? null, {
    status,
    headers: { ...HEADERS, ...(message ? { "Content-Type": "text/plain; charset=utf-8" } : {}), ...extra },
  });
}

export function loader() {
  return answer(405, "Use POST.", { Allow: "POST" });
}

type Body = { text: string } | { error: 400 | 413 };

/** The body as text, or why not: too long (413), cut short or unreadable (400). */
async function readBody(request: Request): Promise<Body> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > CALC_BEACON_MAX_BYTES) return { error: 413 };
  if (!request.body) return { text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > CALC_BEACON_MAX_BYTES) {
        void reader.cancel().catch(() => {});
        return { error: 413 };
      }
      chunks.push(value);
    }
  } catch {
    // Aborted or truncated by the client.
    return { error: 400 };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { error: 400 };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== FORM) return answer(415, "Tipo de conteúdo não suportado.", { "Accept-Post": FORM });
  const body = await readBody(request);
  if ("error" in body)
    return body.error === 413 ? answer(413, "Conteúdo grande demais.") : answer(400, "Corpo inválido.");
  const beacon = parseCalcBeacon(body.text);
  if (!beacon) return answer(400, "Cálculo inválido.");
  const issued = readPageViewToken(currentPageViewKey(), beacon.token);
  if (issued === null || !isFreshPageViewToken(issued)) return answer(400, "Página desconhecida.");
  if (!(await isCountable(request))) return answer(204);
  const visitor = await requestVisitorHash(request, context);
  if (countCalculation(beacon.token, beacon.calculator, visitor) === "limited")
    return answer(429, "Muitas requisições. Tente mais tarde.", {
      "Retry-After": String(Math.ceil(CALC_BEACON_WINDOW_MS / 1000)),
    });
  return answer(204);
}
