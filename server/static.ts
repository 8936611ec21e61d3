// Hashed build assets are served pre-compressed (brotli or gzip made at build time by
// scripts/precompress.mjs) with a one-year immutable cache: compressing them on every
// request cost 6× in throughput (STACK-NOTES).
//
// Files are sent relative to the assets folder (`root`), so only the part of the path
// under it is checked for dot-files: a server installed under ~/.cache/… or ~/.local/…
// used to answer 403 to every asset (issue 10 item 1). The immutable header goes out only
// with the file itself, never with an error a CDN or browser would keep for a year.
//
// A build's files never change (their names carry their hash), so each is read from disk once
// and then answered from memory: opening, reading and closing the file on every request made an
// asset cost 0.75 ms of server CPU instead of 0.52 on this machine kind, a dozen times for every
// first visit, at the moment the visitor's page starts its scripts (issue 24.4). A build's
// assets are about 2 MB with their compressed copies. A Range request still goes through `send`.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** Every file under `dir`, by its path relative to it with "/" separators. */
export function listFiles(dir: string, base = dir, out = new Set<string>()) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) listFiles(full, base, out);
    else out.add(path.relative(base, full).split(path.sep).join("/"));
  }
  return out;
}

type InMemory = { body: Buffer; etag: string };

export function precompressedAssets(assetsDir: string): RequestHandler {
  const files = listFiles(assetsDir);
  const memory = new Map<string, InMemory>();
  /** The file's bytes and `send`'s weak ETag (size and modification time), read once. */
  const inMemory = (file: string): InMemory | undefined => {
    let found = memory.get(file);
    if (!found) {
      try {
        const full = path.join(assetsDir, file);
        const stat = statSync(full);
        found = {
          body: readFileSync(full),
          etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
        };
      } catch {
        return undefined; // gone since the server started: `send` answers the error
      }
      memory.set(file, found);
    }
    return found;
  };
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
      res.setHeader("Cache-Control", "no-store");
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
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(rel));
    const headers: Record<string, string> = { "Cache-Control": "public, max-age=31536000, immutable" };
    if (encoding) headers["Content-Encoding"] = encoding;
    // A dot-file (refused by `send`) or a Range request: `send` answers.
    const cached = req.headers.range === undefined && !/(^|\/)\./.test(file) ? inMemory(file) : undefined;
    if (cached) {
      res.setHeader("Accept-Ranges", "bytes");
      res.setHeader("ETag", cached.etag);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.setHeader("Content-Length", cached.body.length);
      res.status(200).end(req.method === "HEAD" ? undefined : cached.body);
      return;
    }
    // send() applies `headers` only once it has the file: an error answer carries none of them.
    res.sendFile(
      file,
      { root: assetsDir, dotfiles: "deny", lastModified: false, cacheControl: false, headers },
      (error) => {
        // A visitor who left before the file went out (a phone changing page, the end of a
        // benchmark) is no server fault: nothing to answer, nothing to log.
        if (!error || res.headersSent || (error as { code?: string }).code === "ECONNABORTED") return;
        const status = (error as { status?: number }).status ?? 500;
        res.setHeader("Cache-Control", "no-store");
        if (status < 500)
          res
            .status(status)
            .type("text/plain")
            .send(status === 403 ? "Forbidden" : "Not found");
        else next(error);
      },
    );
  };
}
