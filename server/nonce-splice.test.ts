import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWithNonce, gzipWithNonce, plainWithNonce, prepareSplices } from "./nonce-splice";

const nonce = () => randomBytes(16).toString("base64");

// A page shaped like ours: the nonce in the head's preloads and the body's scripts, text
// that repeats (so the compressors refer back across the nonces), accents and an emoji.
function samplePage(n: string, paragraphs = 400): string {
  const preloads = Array.from(
    { length: 8 },
    (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js" nonce="${n}"/>`,
  );
  const body = Array.from(
    { length: paragraphs },
    (_, i) => `<p class="text-muted-foreground">Cerveja nº ${i}: lúpulo, maturação e espuma 🍺 — R$ ${i},90</p>`,
  );
  return `<!DOCTYPE html><html lang="pt-BR"><head><script nonce="${n}">(function(){})()</script>${preloads.join("")}</head><body>${body.join("")}<script nonce="${n}">window.__rr=${JSON.stringify({ n: paragraphs })}</script><script type="module" nonce="${n}">import("/a.js")</script></body></html>`;
}

describe("a stored page sent with another nonce", () => {
  it("decompresses to the page with the new nonce in every place, in brotli, gzip and plain", async () => {
    const stored = nonce();
    const splices = await prepareSplices(samplePage(stored), stored);
    expect(splices.parts).toHaveLength(12);
    expect(splices.brotli).not.toBeNull();
    for (let i = 0; i < 200; i++) {
      const fresh = nonce();
      const expected = samplePage(fresh);
      expect(brotliDecompressSync(brotliWithNonce(splices, fresh)!).toString("utf8")).toBe(expected);
      expect(gunzipSync(gzipWithNonce(splices, fresh)).toString("utf8")).toBe(expected);
      expect(plainWithNonce(splices, fresh).toString("utf8")).toBe(expected);
    }
  });

  it("stays small: brotli within 10 % of compressing the whole page once", async () => {
    const stored = nonce();
    const html = samplePage(stored, 2000);
    const splices = await prepareSplices(html, stored);
    const { brotliCompressSync, constants } = await import("node:zlib");
    const whole = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
    expect(brotliWithNonce(splices, nonce())!.length).toBeLessThan(whole * 1.1);
  });

  it("has no brotli form when the page holds the placeholders' control characters or too many nonces", async () => {
    const a = nonce();
    const withControl = await prepareSplices(samplePage(a).replace("<body>", "<body>\u0007"), a);
    expect(withControl.brotli).toBeNull();
    expect(gunzipSync(gzipWithNonce(withControl, "x".repeat(24))).toString()).toContain("\u0007");
    const b = nonce();
    const many = await prepareSplices(Array.from({ length: 40 }, () => `<i>${b}</i>`).join(""), b);
    expect(many.brotli).toBeNull();
    const fresh = nonce();
    expect(gunzipSync(gzipWithNonce(many, fresh)).toString()).toBe(
      Array.from({ length: 40 }, () => `<i>${fresh}</i>`).join(""),
    );
  });

  it("gives no brotli body for a nonce of another length (the window would shift)", async () => {
    const stored = nonce();
    const splices = await prepareSplices(samplePage(stored), stored);
    expect(brotliWithNonce(splices, "curto")).toBeNull();
    expect(gunzipSync(gzipWithNonce(splices, "curto")).toString()).toBe(samplePage("curto"));
  });

  it("keeps a page without a nonce whole", async () => {
    const splices = await prepareSplices("<p>sem nonce</p>", "");
    expect(splices.parts).toHaveLength(1);
    expect(gunzipSync(gzipWithNonce(splices, nonce())).toString()).toBe("<p>sem nonce</p>");
    expect(plainWithNonce(splices, nonce()).toString()).toBe("<p>sem nonce</p>");
  });
});
