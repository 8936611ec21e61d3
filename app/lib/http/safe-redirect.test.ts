import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

/**
 * What a browser does with a Location header on our origin: the resulting URL must stay
 * on it. Used to check every answer, refused or not.
 */
function landsOnSite(location: string) {
  const url = new URL(location, "https://cervejometro.example/auth");
  return url.origin === "https://cervejometro.example";
}

// Hostile values (issue 10, item 2). Each must fall back; none may leave the site.
export const HOSTILE_REDIRECTS = [
  // the reported bypass and its encodings: dot segments resolve to "//host" after a prefix test
  "/.//evil.example",
  "/./\\evil.example",
  "/%2e//evil.example",
  "/%2E//evil.example",
  "/%2e%2e//evil.example",
  "/x/..//evil.example",
  "/x/%2e%2e//evil.example",
  "/x/%2E%2e//evil.example",
  "/././/evil.example",
  "/../..//evil.example",
  "/.%2f/evil.example",
  "/%2e%2f/evil.example",
  // double and triple encoding of slashes and dots
  "/%2F%2Fevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%252e//evil.example",
  "/%5Cevil.example",
  "/%255Cevil.example",
  // scheme-relative and backslashes
  "//evil.example",
  "///evil.example",
  "////evil.example/admin",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/admin\\..\\..\\evil.example",
  // tabs, newlines, CR and other controls inside (URL parsers drop them)
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d%0aSet-Cookie:x=1",
  "/\u0000/evil.example",
  "/admin\u2028",
  // schemes, any case
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "https://evil.example/admin",
  "HTTPS://evil.example",
  "http:evil.example",
  "http:/evil.example",
  "https:\\\\evil.example",
  "mailto:a@evil.example",
  // unicode slashes and look-alikes
  "/\uFF0F/evil.example",
  "/\uFF3Cevil.example",
  "/%EF%BC%8F/evil.example",
  "\uFF0F\uFF0Fevil.example",
  // leading spaces and "@" tricks
  " //evil.example",
  "  /admin",
  "\t/admin",
  "//admin@evil.example",
  "//cervejometro.example@evil.example",
  "@evil.example",
  "/@evil.example/..//evil.example",
  // not a path at all
  "admin",
  "evil.example",
  "./admin",
  "../admin",
  "?redirect=//evil.example",
  "#//evil.example",
  "",
  "/%",
  "/%zz",
];

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirect("/admin")).toBe("/admin");
    expect(safeRedirect("/post-creator?id=3#topo")).toBe("/post-creator?id=3#topo");
    expect(safeRedirect("/admin?aba=seo")).toBe("/admin?aba=seo");
    expect(safeRedirect("/blog/o-que-e-ibu")).toBe("/blog/o-que-e-ibu");
    expect(safeRedirect("/")).toBe("/");
  });

  it("resolves harmless dot segments to the path a browser would open", () => {
    expect(safeRedirect("/x/../admin")).toBe("/admin");
    expect(safeRedirect("/./admin")).toBe("/admin");
    expect(safeRedirect("/%2e/admin")).toBe("/admin");
  });

  it(`refuses all ${HOSTILE_REDIRECTS.length} hostile variants`, () => {
    expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HOSTILE_REDIRECTS).size).toBe(HOSTILE_REDIRECTS.length);
    const leaked = HOSTILE_REDIRECTS.filter((value) => safeRedirect(value) !== "/admin");
    expect(leaked.map((v) => `${JSON.stringify(v)} -> ${JSON.stringify(safeRedirect(v))}`)).toEqual([]);
  });

  it.each(HOSTILE_REDIRECTS)("%j never leaves the site", (value) => {
    const location = safeRedirect(value, "/");
    expect(location.startsWith("/")).toBe(true);
    expect(location[1] === "/" || location[1] === "\\").toBe(false);
    expect(landsOnSite(location)).toBe(true);
  });

  it("maps look-alike slashes to a plain path on this site", () => {
    // U+2215 DIVISION SLASH is no separator for any URL parser: it stays an encoded path.
    expect(safeRedirect("/\u2215/evil.example")).toBe("/%E2%88%95/evil.example");
  });

  it("falls back for non-strings and honours a custom fallback", () => {
    expect(safeRedirect(null)).toBe("/admin");
    expect(safeRedirect(undefined)).toBe("/admin");
    expect(safeRedirect(["/x"], "/")).toBe("/");
    expect(safeRedirect("/" + "a".repeat(3000))).toBe("/admin");
  });
});
