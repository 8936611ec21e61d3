// Renders link-preview cards (issue 15): satori lays the React card out as SVG with Inter
// (the registry's .woff files, read from node_modules at run time: no network, and satori
// cannot read woff2), @resvg/resvg-js rasterises it to a 1200×630 PNG.
//
// Cheap and safe: renders are keyed by a normalised key (the same result has one URL),
// kept in a bounded LRU, answered with a year-long immutable cache and an ETag computed
// from the key alone (so a revalidation costs no render), and at most MAX_PENDING renders
// run or wait at once: a flood of distinct URLs gets 503s, not an ever-growing queue.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { OG_HEIGHT, OG_WIDTH, OgCard, type OgCardProps } from "./card";

/** Bump when the card's look changes: it is part of every ETag. */
export const RENDER_VERSION = "2";
/** 45–70 KB each: 300 renders stay under 25 MB. */
export const LRU_SIZE = 300;
/** Renders running or waiting; more get 503 + Retry-After. */
export const MAX_PENDING = 8;

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700 | 800; style: "normal" };
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    const weights = [400, 700, 800] as const;
    return Promise.all(
      weights.map(async (weight) => {
        const file = await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
        const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
        return { name: "Inter", data, weight, style: "normal" as const };
      }),
    );
  })();
  return fonts;
}

/** One card to PNG bytes. */
export async function renderCardPng(props: OgCardProps): Promise<Buffer> {
  // The renderer (a WebAssembly layout engine and a native rasteriser) loads on the first
  // card, not at start: most processes draw few cards, and idle memory matters (issue 12.6).
  const [{ default: satori }, { Resvg }] = await Promise.all([import("satori"), import("@resvg/resvg-js")]);
  const svg = await satori(OgCard(props), { width: OG_WIDTH, height: OG_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: OG_WIDTH } }).render().asPng();
}

// ---------------------------------------------------------------------------
// LRU of recent renders and the bound on concurrent work
// ---------------------------------------------------------------------------

const lru = new Map<string, Buffer>();
let pending = 0;

export const renderStats = { renders: 0, hits: 0, refused: 0 };

/** For tests and the benchmark: a cold start. */
export function clearRenderCache() {
  lru.clear();
}

export function etagFor(key: string): string {
  return `"og${RENDER_VERSION}-${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
}

/** The cached PNG for `key`, or a fresh render (undefined when too many are already under way). */
export async function cachedRender(key: string, props: () => OgCardProps): Promise<Buffer | undefined> {
  const hit = lru.get(key);
  if (hit) {
    lru.delete(key); // Map keeps insertion order: re-inserting marks it most recent
    lru.set(key, hit);
    renderStats.hits += 1;
    return hit;
  }
  if (pending >= MAX_PENDING) {
    renderStats.refused += 1;
    return undefined;
  }
  pending += 1;
  try {
    const png = await renderCardPng(props());
    renderStats.renders += 1;
    lru.set(key, png);
    if (lru.size > LRU_SIZE) lru.delete(lru.keys().next().value!);
    return png;
  } finally {
    pending -= 1;
  }
}

// ---------------------------------------------------------------------------
// HTTP answers
// ---------------------------------------------------------------------------

export function badRequest(message: string): Response {
  return new Response(message, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** The PNG for `key` with its cache headers; 304 when the client already holds it. */
export async function pngResponse(request: Request, key: string, props: () => OgCardProps): Promise<Response> {
  const etag = etagFor(key);
  const headers = {
    "Content-Type": "image/png",
    "Cache-Control": IMMUTABLE_CACHE,
    ETag: etag,
    // Previews are fetched by other sites' crawlers and shown inside other pages.
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  const match = request.headers.get("if-none-match");
  if (match && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const png = await cachedRender(key, props);
  if (!png) {
    return new Response("Muitas imagens sendo geradas. Tente de novo em instantes.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
    });
  }
  return new Response(new Uint8Array(png), { headers: { ...headers, "Content-Length": String(png.length) } });
}
