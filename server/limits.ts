// Request limits and early refusals (issue 10 items 4, 5 and 7): everything here runs
// before any body is parsed, so a hostile request costs at most one small buffer.
import { Transform, type Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";

/** Every body is capped at 64 KB: no form of the site comes near it. */
export const BODY_LIMIT = 64 * 1024;
/** The image upload (docs/decisions/0012-safe-markdown-and-images.md) streams its own 5 MB cut; the server only caps it at that plus form overhead. */
export const UPLOAD_PATH = "/admin/imagens";
export const UPLOAD_LIMIT = 5 * 1024 * 1024 + 64 * 1024;
/** The no-JS BeerXML import (issue 30 item 8): a recipe file of up to 512 KB, plus form overhead. */
export const BEERXML_PATH = "/receita/beerxml";
export const BEERXML_LIMIT = 512 * 1024 + 16 * 1024;
/** What actions accept: what an HTML form sends. */
export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export const MESSAGES = {
  badRequest: "Requisição inválida.",
  badForm: "Formulário inválido.",
  method: "Método não permitido.",
  origin: "Origem não permitida.",
  tooLarge: "O conteúdo enviado é grande demais (máximo de 64 KB).",
  uploadTooLarge: "A imagem deve ter no máximo 5 MB.",
  mediaType: "Tipo de conteúdo não suportado: envie um formulário.",
} as const;

/** A short Portuguese answer that no cache keeps. */
export function refuse(res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  res.status(status).type("text/plain; charset=utf-8").send(message);
}

/** The limit that applies to a request's body. */
export function bodyLimitFor(pathname: string): number {
  const path = stripDataSuffix(pathname);
  if (path === UPLOAD_PATH) return UPLOAD_LIMIT;
  return path === BEERXML_PATH ? BEERXML_LIMIT : BODY_LIMIT;
}

import { stripDataSuffix } from "../app/lib/http/data-request";

export { stripDataSuffix };

/** The percent-decoded value, or undefined when the encoding is broken or it holds a NUL byte. */
function decodeStrict(value: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  return decoded.includes("\0") ? undefined : decoded;
}

/**
 * Item 5: a NUL byte or a broken percent-encoding in the path or in any query name or
 * value is a client error, answered 400 before it reaches a database (a NUL in a query
 * used to reach PostgreSQL's text type and come back as 503/500).
 */
export function rejectBadInput(req: Request, res: Response, next: NextFunction) {
  const url = req.originalUrl || req.url || "/";
  const q = url.indexOf("?");
  const pathPart = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? "" : url.slice(q + 1);
  let ok = decodeStrict(pathPart) !== undefined;
  if (ok && query) {
    for (const pair of query.split("&")) {
      if (decodeStrict(pair.replace(/\+/g, " ")) === undefined) {
        ok = false;
        break;
      }
    }
  }
  if (!ok) {
    refuse(res, 400, MESSAGES.badRequest);
    return;
  }
  next();
}

/**
 * docs/decisions/0013-admin-and-security.md and item 7: a state change needs a same-site Origin. `Origin: null` (a sandboxed
 * frame, a file, a redirect chain) is refused, and a request without Origin passes only
 * when the browser itself says it is same-origin (Sec-Fetch-Site); scripts that POST
 * must send Origin. The host check compares hosts only, so it holds behind an https
 * proxy that preserves Host.
 */
/**
 * Whether an Origin header names exactly this server: the scheme the request came by (https
 * behind a proxy with TRUST_PROXY) and the Host it was sent to. The header is compared whole,
 * as its parsed, serialised origin (issue 27 item 1.3): `http://evil.example@host` (userinfo),
 * the other scheme on the same host, a path or a default port written out all differ.
 */
export function isSameOrigin(origin: string, protocol: string, host: string | undefined): boolean {
  if (!host || origin === "null") return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return parsed.origin === origin && parsed.protocol === `${protocol}:` && parsed.host === host.toLowerCase();
}

export function checkOrigin(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.headers.origin;
  if (origin === undefined) {
    if (req.headers["sec-fetch-site"] === "same-origin") return next();
    refuse(res, 403, MESSAGES.origin);
    return;
  }
  if (!isSameOrigin(origin, req.protocol, req.headers.host)) {
    // The same host by https while the server sees http: nearly always an https proxy without
    // TRUST_PROXY. Still refused; one line tells the operator why.
    if (req.protocol === "http" && origin === `https://${req.headers.host}`) {
      console.warn(
        `[server] ação recusada: a origem ${origin} não confere com http://${req.headers.host} (atrás de um proxy https, defina TRUST_PROXY).`,
      );
    }
    refuse(res, 403, MESSAGES.origin);
    return;
  }
  next();
}

/** How long a refused body is still read (and thrown away) before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * Node ends the socket right after a `Connection: close` answer (a 413, or any answer
 * sent before the body was read, such as an upload refused for want of a session). If the
 * client is still sending, the kernel then resets the connection and the client may lose
 * the answer it was sent. As nginx's lingering close does: stop writing, read and discard
 * what still arrives for at most LINGER_MS, then close. Nothing is buffered, and a
 * client that read the answer stops sending, so the connection ends at once.
 */
export function lingerBeforeClose(req: Request, _res: Response, next: NextFunction) {
  if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined) return next();
  const socket = req.socket as typeof req.socket & { destroySoon?: () => void };
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    req.resume();
  };
  next();
}

/** The media type of a request, lower case, without parameters. */
export function mediaTypeOf(req: Request): string {
  return String(req.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
}

/** The declared length, when the client sent one that is a plain number. */
export function declaredLength(req: Request): number | undefined {
  const raw = req.headers["content-length"];
  return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly bytesRead: number) {
    super("Request body over the limit");
  }
}

export class ClientGoneError extends Error {
  override name = "ClientGoneError";
}

/**
 * Reads a whole body of at most `limit` bytes, counting as it streams (a chunked body
 * has no Content-Length to check first). Stops reading, and rejects with
 * BodyTooLargeError, on the first chunk that goes over.
 */
export function readBodyLimited(req: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(new BodyTooLargeError(size));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => {
      cleanup();
      reject(new ClientGoneError("client aborted the request"));
    };
    const onClose = () => {
      if (req.readableEnded) return;
      cleanup();
      reject(new ClientGoneError("client closed the connection"));
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

/**
 * Passes a streamed body through while counting it; the first chunk over `limit` stops
 * the stream with BodyTooLargeError and calls `onExceed` (which answers 413).
 */
export function limitStream(source: Readable, limit: number, onExceed: (bytesRead: number) => void): Readable {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) {
        onExceed(size);
        callback(new BodyTooLargeError(size));
        source.unpipe(counter);
        source.pause();
        return;
      }
      callback(null, chunk);
    },
  });
  source.on("error", (error) => counter.destroy(error));
  source.pipe(counter);
  return counter;
}
