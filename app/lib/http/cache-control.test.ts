import { describe, expect, it } from "vitest";
import { cacheControlFor, PRIVATE_NO_STORE, PUBLIC_HTML_CACHE } from "./cache-control";

describe("cacheControlFor (D14)", () => {
  it("lets a CDN keep public pages for 5 minutes and serve them stale for 30", () => {
    expect(PUBLIC_HTML_CACHE).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=1800");
    expect(cacheControlFor("/", 200)).toBe(PUBLIC_HTML_CACHE);
    expect(cacheControlFor("/blog/minha-ipa", 200)).toBe(PUBLIC_HTML_CACHE);
  });

  it("never stores the admin, the sign-in, the post editor or an advertiser's report link", () => {
    for (const path of ["/admin", "/auth", "/auth/sair", "/post-creator", "/relatorio/abc", "/relatorio/abc/csv"]) {
      expect(cacheControlFor(path, 200)).toBe(PRIVATE_NO_STORE);
    }
    expect(cacheControlFor("/administrativo", 200)).toBe(PUBLIC_HTML_CACHE);
  });

  it("whatever the case of the address, as React Router matches it", () => {
    for (const path of ["/AUTH", "/Admin", "/admin/ANUNCIOS", "/Post-Creator", "/Relatorio/abc"]) {
      expect(cacheControlFor(path, 200), path).toBe(PRIVATE_NO_STORE);
    }
  });

  it("does not cache errors", () => {
    expect(cacheControlFor("/nao-existe", 404)).toBe("no-store");
    expect(cacheControlFor("/blog", 503)).toBe("no-store");
  });
});
