import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirect("/admin")).toBe("/admin");
    expect(safeRedirect("/post-creator?id=3#topo")).toBe("/post-creator?id=3#topo");
  });

  it.each([
    "//evil.example.com",
    "/\\evil.example.com",
    "https://evil.example.com/admin",
    "javascript:alert(1)",
    "admin",
    "",
    "/\tadmin",
    "/a\\b",
  ])("falls back for %j", (value) => {
    expect(safeRedirect(value)).toBe("/admin");
  });

  it("falls back for non-strings and honours a custom fallback", () => {
    expect(safeRedirect(null)).toBe("/admin");
    expect(safeRedirect(["/x"], "/")).toBe("/");
  });
});
