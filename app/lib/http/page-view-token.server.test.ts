import { describe, expect, it } from "vitest";
import {
  isFreshPageViewToken,
  newPageViewToken,
  PAGE_VIEW_TOKEN_PATTERN,
  PAGE_VIEW_TOKEN_TTL_MS,
  pageViewKey,
  readPageViewToken,
} from "./page-view-token.server";

const key = pageViewKey("um-segredo-de-teste-com-mais-de-32-caracteres");
const NOW = Date.UTC(2026, 10, 27, 15, 0, 0);

describe("the page-view token", () => {
  it("is a fixed-length base64 nonce, new every time", () => {
    const a = newPageViewToken(key, NOW);
    const b = newPageViewToken(key, NOW);
    expect(a).toMatch(PAGE_VIEW_TOKEN_PATTERN);
    expect(a).not.toBe(b);
  });

  it("is read back with its time by the same key only", () => {
    const token = newPageViewToken(key, NOW);
    expect(readPageViewToken(key, token)).toBe(NOW);
    expect(readPageViewToken(pageViewKey("outro-segredo-outro-segredo-outro-segredo"), token)).toBeNull();
  });

  it("refuses a token with any byte changed", () => {
    const token = newPageViewToken(key, NOW);
    for (const i of [0, 20, 26, 35]) {
      const changed = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
      expect(readPageViewToken(key, changed)).toBeNull();
    }
    expect(readPageViewToken(key, "")).toBeNull();
    expect(readPageViewToken(key, token + "A")).toBeNull();
  });

  it("counts for an hour after its page was served", () => {
    expect(isFreshPageViewToken(NOW, NOW + PAGE_VIEW_TOKEN_TTL_MS)).toBe(true);
    expect(isFreshPageViewToken(NOW, NOW + PAGE_VIEW_TOKEN_TTL_MS + 1)).toBe(false);
    expect(isFreshPageViewToken(NOW + 10 * 60_000, NOW)).toBe(false);
  });
});
