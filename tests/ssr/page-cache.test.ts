// The rendered-page cache (server/page-cache.ts) as visitors meet it over HTTP: a page from
// the cache is the page React Router renders, with its own nonce matching its own CSP header,
// in every encoding; and anything carrying a cookie is rendered for that visitor alone.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST_PATH } from "../public-pages";
import { PUBLIC_CACHE, get } from "./support";

function scriptNonce(csp: string | null): string {
  const nonce = csp?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];
  expect(nonce, csp ?? "no CSP").toBeTruthy();
  return nonce!;
}

/** A page fetched (fetch undoes brotli and gzip), with the nonce its CSP header allows. */
async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const res = await get(path, headers);
  const html = await res.text();
  const nonce = scriptNonce(res.headers.get("content-security-policy"));
  return { res, html, nonce };
}

// Headers that differ between any two responses, cached or not.
const PER_RESPONSE = new Set(["date", "content-security-policy", "content-length", "transfer-encoding", "keep-alive"]);
const headerSet = (res: Response) => [...res.headers].filter(([name]) => !PER_RESPONSE.has(name));

describe("páginas públicas servidas do cache de HTML", () => {
  it.each(["br", "gzip", "identity"])(
    "em %s: a mesma página com um nonce novo, igual ao do cabeçalho CSP, e os mesmos cabeçalhos",
    async (encoding) => {
      // A query string no one asked for yet: the first answer is a render, the next ones are stored.
      const path = `/glossario?cache=${randomBytes(6).toString("hex")}`;
      const pages = [];
      for (let i = 0; i < 3; i++) pages.push(await fetchPage(path, { "Accept-Encoding": encoding }));
      const [first] = pages;
      const nonces = new Set(pages.map((p) => p.nonce));
      expect(nonces.size).toBe(3);
      for (const { res, html, nonce } of pages) {
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE);
        expect(res.headers.get("content-encoding") ?? "identity").toBe(encoding);
        const attributes = [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
        expect(attributes.length).toBeGreaterThan(2);
        expect(new Set(attributes)).toEqual(new Set([nonce]));
        expect(html).toBe(first!.html.replaceAll(first!.nonce, nonce));
        expect(headerSet(res)).toEqual(headerSet(first!.res));
      }
    },
  );

  it("um ETag guardado responde 304, sem CSP, como a página renderizada", async () => {
    const { res } = await fetchPage(POST_PATH, { "Accept-Encoding": "br" });
    const again = await get(POST_PATH, { "If-None-Match": res.headers.get("etag")!, "Accept-Encoding": "br" });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("etag")).toBe(res.headers.get("etag"));
  });

  it("quem manda um cookie nunca recebe a página guardada, nem a página dele vai para os outros", async () => {
    const anonymous = await fetchPage("/blog");
    expect(anonymous.res.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    // A toast cookie (here one with a signature that does not match) is read and cleared by
    // the root loader: that page sets a cookie and is private.
    const withCookie = await fetchPage("/blog", { Cookie: "cj_toast=forjado" });
    expect(withCookie.res.headers.get("cache-control")).toBe("private, no-store");
    expect(withCookie.res.headers.get("set-cookie")).toMatch(/^cj_toast=;/);
    for (let i = 0; i < 2; i++) {
      const next = await fetchPage("/blog");
      expect(next.res.headers.get("cache-control")).toBe(PUBLIC_CACHE);
      expect(next.res.headers.get("set-cookie")).toBeNull();
    }
  });
});
