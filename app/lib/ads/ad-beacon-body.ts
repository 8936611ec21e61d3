// The ad beacon's body (issue 25): `t=<page-view token>&e=i.<ad id>&e=v.<ad id>…`, form
// encoded, as navigator.sendBeacon sends a URLSearchParams. Parsed strictly: anything else
// is refused whole, never half counted. Pure, shared by the route and its tests.

/** The most bytes a beacon may carry: a token and a dozen events fit in under 1 KB. */
export const AD_BEACON_MAX_BYTES = 2048;
/** The most events in one beacon (six slots, an impression and a view each, and spare). */
export const AD_BEACON_MAX_EVENTS = 24;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdBeacon {
  token: string;
  events: { kind: "impression" | "view"; adId: string }[];
}

/** The beacon in `body`, or null when it is malformed in any way. */
export function parseAdBeacon(body: string): AdBeacon | null {
  if (body.length > AD_BEACON_MAX_BYTES) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(body);
  } catch {
    return null;
  }
  let token: string | null = null;
  const events: AdBeacon["events"] = [];
  for (const [key, value] of params) {
    if (key === "t") {
      if (token !== null) return null;
      token = value;
    } else if (key === "e") {
      const kind = value[0] === "i" ? "impression" : value[0] === "v" ? "view" : null;
      const adId = value.slice(2).toLowerCase();
      if (!kind || value[1] !== "." || !UUID.test(adId)) return null;
      events.push({ kind, adId });
      if (events.length > AD_BEACON_MAX_EVENTS) return null;
    } else {
      return null;
    }
  }
  if (!token || events.length === 0) return null;
  return { token, events };
}
