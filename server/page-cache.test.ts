import { describe, expect, it } from "vitest";
import type { PublicAd } from "../app/lib/ads/ads";
import type { AdGroup, AdPick } from "../app/lib/http/page-render.server";
import {
  adsKey,
  createPageCache,
  isCacheableRequest,
  isStorableResponse,
  pickEncoding,
  type StoredPage,
} from "./page-cache";

const PUBLIC = "public, max-age=0, s-maxage=300, stale-while-revalidate=1800";

const req = (url: string, headers: { cookie?: string; authorization?: string } = {}, method = "GET") => ({
  method,
  path: url.split("?")[0]!,
  url,
  headers,
});

describe("which requests the page cache may answer", () => {
  it.each([
    "/",
    "/festa?bebem=10&horas=4",
    "/blog",
    "/blog/uma-ipa",
    "/drinks",
    "/glossario",
    "/organizar",
    "/politica-de-privacidade",
  ])("a cookie-less GET of %s", (url) => {
    expect(isCacheableRequest(req(url))).toBe(true);
  });

  it.each([
    ["a session cookie", req("/", { cookie: "better-auth.session_token=abc" })],
    ["a toast cookie", req("/", { cookie: "cj_toast=xyz" })],
    ["any cookie", req("/blog", { cookie: "x=1" })],
    ["credentials", req("/", { authorization: "Basic eDp5" })],
    ["HEAD", req("/", {}, "HEAD")],
    ["POST", req("/", {}, "POST")],
    ["the admin", req("/admin")],
    ["the admin in capitals (React Router matches paths ignoring case)", req("/ADMIN/anuncios")],
    ["an admin preview", req("/admin/posts/1/visualizar")],
    ["sign-in", req("/auth")],
    ["the editor", req("/post-creator")],
    ["an ad click", req("/anuncio/3")],
    ["an advertiser's report link (issue 25: revoking it must end it at once)", req("/relatorio/abc")],
    ["a preview image", req("/og/festa.png")],
    ["an image", req("/media/1-10x10.webp")],
    ["the feed", req("/rss.xml")],
    ["the sitemap", req("/sitemap.xml")],
    ["a data request", req("/blog.data")],
    ["a very long query", req(`/festa?${"a".repeat(600)}`)],
  ])("not with %s", (_label, request) => {
    expect(isCacheableRequest(request)).toBe(false);
  });

  it("stores only a 200 public HTML answer without Set-Cookie", () => {
    const html = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC };
    expect(isStorableResponse(new Response("x", { headers: html }), PUBLIC)).toBe(true);
    expect(isStorableResponse(new Response("x", { status: 404, headers: html }), PUBLIC)).toBe(false);
    expect(
      isStorableResponse(new Response("x", { headers: { ...html, "Cache-Control": "private, no-store" } }), PUBLIC),
    ).toBe(false);
    expect(isStorableResponse(new Response("x", { headers: { ...html, "Set-Cookie": "a=b" } }), PUBLIC)).toBe(false);
    expect(
      isStorableResponse(new Response("x", { headers: { ...html, "Content-Type": "application/xml" } }), PUBLIC),
    ).toBe(false);
  });
});

describe("the encoding of a stored page", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", null],
    ["gzip;q=0", null],
    ["", null],
  ])("%j → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

const ad = (id: string): PublicAd => ({ id, title: "", description: "", imageUrl: "", link: "", position: "header" });

describe("the key of a page's ads", () => {
  it("names each slot's ad, whatever the order the groups and slots were picked in", () => {
    const a = new Map<AdGroup, AdPick>([
      ["layout", { header: ad("1"), footer: null }],
      ["content", { content: ad("7") }],
    ]);
    const b = new Map<AdGroup, AdPick>([
      ["content", { content: ad("7") }],
      ["layout", { footer: null, header: ad("1") }],
    ]);
    expect(adsKey(a)).toBe(adsKey(b));
    expect(adsKey(a)).toBe("content:content=7|layout:footer=,header=1");
    expect(adsKey(new Map([["layout", { header: ad("2"), footer: null }]]))).not.toBe(
      adsKey(new Map([["layout", { header: ad("1"), footer: null }]])),
    );
  });
});

const stored = (bytes: number, expires = Number.MAX_SAFE_INTEGER): StoredPage =>
  ({ body: {} as StoredPage["body"], headers: [], etag: null, placed: new Map(), bytes, expires }) as StoredPage;

describe("the page cache's bounds", () => {
  it("drops the least recently used page past its entry limit", () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set("a", stored(10));
    cache.set("b", stored(10));
    cache.get("a");
    cache.set("c", stored(10));
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("drops pages past its byte limit, and never keeps one page over a quarter of it", () => {
    const cache = createPageCache({ maxBytes: 1000 });
    cache.set("a", stored(400));
    cache.set("b", stored(240));
    cache.set("c", stored(240));
    cache.set("d", stored(240));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    cache.set("huge", stored(251));
    expect(cache.get("huge")).toBeUndefined();
  });

  it("forgets a page once it expires, and everything on clear (a new generation)", () => {
    const cache = createPageCache();
    cache.set("a", stored(10, 1_000));
    expect(cache.get("a", 999)).toBeDefined();
    expect(cache.get("a", 1_000)).toBeUndefined();
    cache.set("b", stored(10));
    cache.set("c", stored(10, 2_000));
    cache.sweep(2_000);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(10);
    const generation = cache.generation;
    cache.clear();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.generation).toBe(generation + 1);
  });
});
