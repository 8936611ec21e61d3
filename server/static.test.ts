import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./static";

let base = "";
let dir = "";
let close = () => {};
const SCRIPT = `export const x = ${JSON.stringify("cerveja ".repeat(200))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "assets-"));
  writeFileSync(path.join(dir, "app-abc123.js"), SCRIPT);
  writeFileSync(path.join(dir, "app-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, ".segredo"), "não");
  mkdirSync(path.join(dir, "sub"));
  writeFileSync(path.join(dir, "sub", "x-1.css"), "a{}");
  writeFileSync(path.join(dir, "lido-1.js"), "export {};");
  const app = express();
  app.use("/assets", precompressedAssets(dir));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  close = () => {
    server.closeAllConnections();
    server.close();
  };
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A request as a browser or proxy sends it, and the answer's own bytes (fetch would decode
 * brotli, and it adds `Cache-Control: no-cache` to a conditional request, which asks for the file).
 */
function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("hashed assets, answered from memory after the first read", () => {
  it("sends the brotli copy with its length, a weak ETag and a year of immutable cache, every time", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get(`${base}/app-abc123.js`, { "Accept-Encoding": "gzip, deflate, br" });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it("sends the file itself to a client that takes no brotli", async () => {
    const res = await get(`${base}/app-abc123.js`);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(SCRIPT));
    expect(res.body.toString()).toBe(SCRIPT);
    const nested = await get(`${base}/sub/x-1.css`);
    expect(nested.status).toBe(200);
    expect(nested.headers["content-type"]).toMatch(/css/);
    expect(nested.body.toString()).toBe("a{}");
  });

  it("answers a revalidation with 304 and a HEAD with the headers only", async () => {
    const first = await get(`${base}/app-abc123.js`, { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get(`${base}/app-abc123.js`, { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toContain("immutable");
    expect(again.body.length).toBe(0);
    // A revalidation that asks for the file anyway gets it.
    const forced = await get(`${base}/app-abc123.js`, { "If-None-Match": etag, "Cache-Control": "no-cache" });
    expect(forced.status).toBe(200);
    const head = await get(`${base}/app-abc123.js`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(SCRIPT));
    expect(head.body.length).toBe(0);
  });

  it("reads a file from the disk once: the next answers come from memory", async () => {
    expect((await get(`${base}/lido-1.js`)).body.toString()).toBe("export {};");
    rmSync(path.join(dir, "lido-1.js"));
    const again = await get(`${base}/lido-1.js`);
    expect(again.status).toBe(200);
    expect(again.body.toString()).toBe("export {};");
  });

  it("still answers a Range request with the part asked for", async () => {
    const res = await get(`${base}/app-abc123.js`, { Range: "bytes=0-5" });
    expect(res.status).toBe(206);
    expect(res.body.toString()).toBe(SCRIPT.slice(0, 6));
  });

  it("never sends a dot-file, an unknown file or a compressed copy by its own name", async () => {
    for (const name of [".segredo", "nada.js", "app-abc123.js.br", "sub/../.segredo"]) {
      const res = await get(`${base}/${name}`);
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(String(res.headers["cache-control"]), name).not.toContain("immutable");
      expect(res.body.toString(), name).not.toBe("não");
    }
  });
});
