// Hashed build assets are served pre-compressed (brotli or gzip made at build time by
// scripts/precompress.mjs) with a one-year immutable cache: compressing them on every
// request cost 6× in throughput (STACK-NOTES).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

function listFiles(dir: string, base = dir, out = new Set<string>()) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) listFiles(full, base, out);
    else out.add(path.relative(base, full).split(path.sep).join("/"));
  }
  return out;
}

export function precompressedAssets(assetsDir: string): RequestHandler {
  const files = listFiles(assetsDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path).replace(/^\/+/, "");
    } catch {
      res.status(400).end();
      return;
    }
    if (!files.has(rel) || rel.endsWith(".br") || rel.endsWith(".gz")) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const accept = String(req.headers["accept-encoding"] ?? "");
    let file = rel;
    let encoding: string | undefined;
    if (/\bbr\b/.test(accept) && files.has(`${rel}.br`)) {
      file = `${rel}.br`;
      encoding = "br";
    } else if (/\bgzip\b/.test(accept) && files.has(`${rel}.gz`)) {
      file = `${rel}.gz`;
      encoding = "gzip";
    }
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(rel));
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.sendFile(path.join(assetsDir, file), { dotfiles: "deny", lastModified: false, cacheControl: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
