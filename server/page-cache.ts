// Rendered public pages kept for a few seconds (issue 12 item 4): a page costs about 12 ms
// of CPU to render against 0.4 ms for a static file, and every visitor without cookies sees
// the same page but for two things, which this cache keeps per request:
//
// - the CSP nonce (server/app.ts makes one per request). A page is stored split at its
//   render's nonce and joined with the new request's nonce, so each response carries a fresh
//   nonce matching its own CSP header; the ETag already leaves the nonce out
//   (app/entry.server.tsx), so it is the stored one;
// - the ads, picked at random per request (docs/decisions/0015-ads-chosen-on-the-server.md).
//   The cache picks them itself, the same way and for the request's device and page
//   (ads.server.ts pickAdGroup, adContextFor: see placeAdGroup's comment), and keys the
//   page by the ads picked; a page it has not stored for those ads is rendered with exactly
//   those ads (app/lib/http/page-render.server.ts). Each ad group's rotation is therefore
//   unchanged. Impressions are not counted by serving a page at all (issue 25): the ad beacon
//   reports what was displayed, with the page-view token the spliced nonce carries.
//
// Only what the app already calls public is stored: a GET without any cookie (no session,
// no toast, no known device), outside the admin, sign-in, API, images and feeds, answered
// 200 as text/html with the public Cache-Control (app/lib/http/cache-control.ts; a page
// that reads or sets a cookie is private there) and no Set-Cookie, by a render no loader
// answered from a fallback. Anything else goes to React Router as before.
//
// Freshness: any drop from the process cache (an admin save here or, over the cache bus, on
// another server; a scheduled post's time) empties this cache too, and a page lives 5 s at
// most, the bound for changes nothing announces (the footer's year, today's ads at
// midnight, SQL edits behind the app's back). Bounded in entries and bytes (least recently
// used out first), since query strings (calculator inputs, searches) are the visitor's.
import { newPageRender, runPageRender, type AdGroup, type AdPick } from "../app/lib/http/page-render.server";
import { brotliWithNonce, gzipWithNonce, plainWithNonce, prepareSplices, type Splices } from "./nonce-splice";

export const PAGE_CACHE_TTL_MS = 5_000;

export interface StoredPage {
  /** The body split at the render's nonce and compressed (server/nonce-splice.ts). */
  body: Splices;
  headers: Array<[string, string]>;
  etag: string | null;
  /** The ads the render placed, by group: counted again each time the page is served. */
  placed: Map<AdGroup, AdPick>;
  bytes: number;
  expires: number;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
}

const PRIVATE_OR_OWN_CACHING =
  /^\/(?:admin|auth|post-creator|api|og|anuncio|media|healthz|sitemap|rss|robots|relatorio)(?:[/.?]|$)/i;
/** Longer query strings go to React Router uncached (no calculator link needs this much). */
export const MAX_CACHED_QUERY = 512;

/**
 * Whether a request may be answered from, or stored into, the cache. `cookie` and
 * `authorization` are the request's headers; anything carrying them is someone's own.
 */
export function isCacheableRequest(req: {
  method: string;
  path: string;
  url: string;
  headers: { cookie?: string; authorization?: string };
}): boolean {
  if (req.method !== "GET") return false;
  if (req.headers.cookie || req.headers.authorization) return false;
  if (PRIVATE_OR_OWN_CACHING.test(req.path) || req.path.endsWith(".data")) return false;
  const q = req.url.indexOf("?");
  return q === -1 || req.url.length - q - 1 <= MAX_CACHED_QUERY;
}

/** Whether React Router's answer is the public page every cookie-less visitor gets. */
export function isStorableResponse(response: Response, publicCacheControl: string): boolean {
  return (
    response.status === 200 &&
    response.headers.get("Cache-Control") === publicCacheControl &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html")
  );
}

/** The part of a key that names the ads: each group's slots and ad ids, in a fixed order. */
export function adsKey(picks: ReadonlyMap<AdGroup, AdPick>): string {
  return [...picks.keys()]
    .sort()
    .map((group) => {
      const pick = picks.get(group)!;
      const slots = Object.keys(pick)
        .sort()
        .map((slot) => `${slot}=${pick[slot]?.id ?? ""}`);
      return `${group}:${slots.join(",")}`;
    })
    .join("|");
}

/** The stored form of a rendered page: its body split at `nonce` and compressed, its headers and ads. */
export async function toStoredPage(
  html: string,
  nonce: string,
  headers: Headers,
  placed: Map<AdGroup, AdPick>,
  expires: number,
): Promise<StoredPage> {
  const body = await prepareSplices(html, nonce);
  const headerList = [...headers.entries()].filter(([name]) => name !== "set-cookie");
  return { body, headers: headerList, etag: headers.get("ETag"), placed, bytes: body.bytes + 200, expires };
}

/** The encoding to send a stored page in: brotli, else gzip, by the client's preference (q). */
export function pickEncoding(acceptEncoding: string | null): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const item of acceptEncoding.split(",")) {
    const [name = "", ...params] = item.toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? q["*"] ?? 0;
  const gzip = q.gzip ?? q["x-gzip"] ?? q["*"] ?? 0;
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

export interface PageCache {
  /** Goes up with every clear(): a render that started before one must not be stored. */
  readonly generation: number;
  get(key: string, now?: number): StoredPage | undefined;
  set(key: string, page: StoredPage): void;
  /** The ad groups the page at `url` placed when last rendered (unknown before its first render). */
  groupsOf(url: string): AdGroup[] | undefined;
  setGroups(url: string, groups: AdGroup[]): void;
  clear(): void;
  /** Drops the expired pages (a timer calls it, so an idle server holds no old pages). */
  sweep(now?: number): void;
  readonly size: number;
  readonly bytes: number;
}

export function createPageCache({
  maxEntries = 300,
  maxBytes = 16 * 1024 * 1024,
  ttlMs = PAGE_CACHE_TTL_MS,
}: PageCacheOptions = {}): PageCache & { readonly ttlMs: number } {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const pages = new Map<string, StoredPage>();
  const groups = new Map<string, AdGroup[]>();
  let bytes = 0;
  let generation = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };
  return {
    ttlMs,
    get generation() {
      return generation;
    },
    get(key, now = Date.now()) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expires <= now) {
        remove(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key, page) {
      if (page.bytes > maxBytes / 4) return;
      remove(key);
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    groupsOf(url) {
      return groups.get(url);
    },
    setGroups(url, list) {
      groups.delete(url);
      groups.set(url, list);
      if (groups.size > maxEntries) groups.delete(groups.keys().next().value!);
    },
    clear() {
      pages.clear();
      bytes = 0;
      generation++;
    },
    sweep(now = Date.now()) {
      for (const [key, page] of pages) if (page.expires <= now) remove(key);
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** A page answered from the cache (React Router's answers stay Responses). */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Array<[string, string]>;
  body: Buffer | null;
}

export interface PageResponderDeps {
  /** "YYYY-MM-DD" in São Paulo: the day the ads are eligible on. */
  today: () => string;
  /**
   * A fresh random pick of a group's ads for this request (ads.server.ts pickAdGroup with
   * adContextFor: the request's device and page), so a phone never gets a desktop's pick.
   */
  pickAds: (group: AdGroup, today: string, request: Request) => Promise<AdPick>;
  /** Runs before each lookup: drops the caches when a scheduled post's time has come. */
  beforeLookup: () => Promise<void>;
  /** The Cache-Control of a public page (app/lib/http/cache-control.ts). */
  publicCacheControl: string;
  now?: () => number;
}

function answer(page: StoredPage, request: Request, nonce: string): CachedAnswer {
  // As app/entry.server.tsx: a matching validator gets 304 with the same headers.
  if (page.etag && request.headers.get("If-None-Match") === page.etag) {
    return { status: 304, headers: page.headers, body: null };
  }
  const encoding = pickEncoding(request.headers.get("Accept-Encoding"));
  const br = encoding === "br" ? brotliWithNonce(page.body, nonce) : null;
  if (br) return { status: 200, headers: [...page.headers, ["Content-Encoding", "br"]], body: br };
  if (encoding) {
    return {
      status: 200,
      headers: [...page.headers, ["Content-Encoding", "gzip"]],
      body: gzipWithNonce(page.body, nonce),
    };
  }
  return { status: 200, headers: page.headers, body: plainWithNonce(page.body, nonce) };
}

/**
 * Answers a cacheable request (isCacheableRequest) from `cache`, or through `render` (React
 * Router) and stores what it may. `nonce` is this request's, already in its CSP header.
 */
export function createPageResponder(cache: PageCache & { readonly ttlMs: number }, deps: PageResponderDeps) {
  const now = deps.now ?? Date.now;
  // Renders under way, by key: requests for the same page with the same ads wait for the
  // one render instead of each starting their own (ten connections after an expiry).
  const inflight = new Map<string, Promise<StoredPage | undefined>>();
  const storing = new Set<Promise<unknown>>();

  const respond = async (
    request: Request,
    nonce: string,
    render: () => Promise<Response>,
  ): Promise<Response | CachedAnswer> => {
    const url = request.url;
    let forced = new Map<AdGroup, AdPick>();
    let key: string | undefined;
    try {
      await deps.beforeLookup();
      const groups = cache.groupsOf(url);
      // Before a page's first render its ad groups are unknown: its loaders pick them.
      if (groups) {
        const today = deps.today();
        forced = new Map(
          await Promise.all(groups.map(async (group) => [group, await deps.pickAds(group, today, request)] as const)),
        );
        key = `${url}\n${adsKey(forced)}`;
        const page = cache.get(key, now()) ?? (await inflight.get(key));
        // No impression is counted here: the ad beacon counts what a person was shown
        // (issue 25, app/routes/ad-event.ts), whatever served the page.
        if (page) return answer(page, request, nonce);
      }
    } catch {
      // The database is away: React Router answers as before, with its fallbacks.
      return render();
    }

    const state = newPageRender(forced);
    const generation = cache.generation;
    const started = now();
    let settle: (page: StoredPage | undefined) => void = () => {};
    if (key) inflight.set(key, new Promise((resolve) => (settle = resolve)));
    const done = (page: StoredPage | undefined) => {
      settle(page);
      if (key) inflight.delete(key);
    };
    let response: Response;
    let html: string;
    try {
      response = await runPageRender(state, render);
      if (state.uncacheable || !isStorableResponse(response, deps.publicCacheControl)) {
        done(undefined);
        return response;
      }
      html = await response.text();
    } catch (error) {
      done(undefined);
      throw error;
    }
    // What the render placed names the page (a list may have lost its content slot).
    const placed = state.placed;
    cache.setGroups(url, [...placed.keys()]);
    // Compressing happens after this answer is on its way (brotli runs in zlib's threads).
    const store = toStoredPage(html, nonce, response.headers, placed, started + cache.ttlMs).then(
      (page) => {
        // A save during the render may have come after the render read its data: neither
        // stored nor handed to the requests waiting on it (they render it again).
        const fresh = cache.generation === generation;
        if (fresh) cache.set(`${url}\n${adsKey(placed)}`, page);
        done(fresh ? page : undefined);
      },
      (error: unknown) => {
        console.error("[cache] página não guardada:", error);
        done(undefined);
      },
    );
    storing.add(store);
    void store.finally(() => storing.delete(store));
    return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  /** Resolves once the pages rendered so far are stored (tests). */
  const idle = async () => {
    await Promise.all([...storing]);
  };
  return Object.assign(respond, { idle });
}
