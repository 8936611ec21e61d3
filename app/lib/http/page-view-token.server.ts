// The page-view token (issue 25, D16): what lets the ad beacon count at most one impression
// and one view per ad per page view, with no cookie and nothing stored per page served.
//
// It is the response's CSP nonce itself, made verifiable: 16 random bytes (the nonce's
// unpredictability, 128 bits as CSP asks), the issue time in seconds, and 7 bytes of an
// HMAC-SHA256 of both under a key derived from the auth secret (shared by every server of
// one site). Why the nonce: the page cache (server/page-cache.ts) serves one stored page to
// many people but splices a fresh nonce into each copy, everywhere it occurs, so the token the
// layout's loader puts in the page is new for each page served, cached or not; a client-side
// navigation's data request gets its own nonce, hence its own token. A forged token fails the
// HMAC; an old one (a page kept open for hours, an HTTP cache's copy) is refused after
// PAGE_VIEW_TOKEN_TTL_MS.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { resolveAuthSecret } from "../auth/auth.server";
import { getEnv, type Env } from "../env.server";

const RANDOM_BYTES = 16;
const TIME_BYTES = 4;
const MAC_BYTES = 7;
export const PAGE_VIEW_TOKEN_BYTES = RANDOM_BYTES + TIME_BYTES + MAC_BYTES;
/** Base64 of 27 bytes: 36 characters, no padding. */
export const PAGE_VIEW_TOKEN_PATTERN = /^[A-Za-z0-9+/]{36}$/;
/** How long after its page was served a token still counts. */
export const PAGE_VIEW_TOKEN_TTL_MS = 60 * 60 * 1000;

function mac(key: Buffer, signed: Buffer): Buffer {
  return createHmac("sha256", key).update(signed).digest().subarray(0, MAC_BYTES);
}

/** A new token (and CSP nonce) issued at `now`. */
export function newPageViewToken(key: Buffer, now = Date.now()): string {
  const signed = Buffer.alloc(RANDOM_BYTES + TIME_BYTES);
  randomBytes(RANDOM_BYTES).copy(signed);
  signed.writeUInt32BE(Math.floor(now / 1000) >>> 0, RANDOM_BYTES);
  return Buffer.concat([signed, mac(key, signed)]).toString("base64");
}

/** The token's issue time (ms) when it is well formed and genuine (this site's); else null. */
export function readPageViewToken(key: Buffer, token: string): number | null {
  if (!PAGE_VIEW_TOKEN_PATTERN.test(token)) return null;
  const bytes = Buffer.from(token, "base64");
  if (bytes.length !== PAGE_VIEW_TOKEN_BYTES) return null;
  const signed = bytes.subarray(0, RANDOM_BYTES + TIME_BYTES);
  if (!timingSafeEqual(mac(key, signed), bytes.subarray(RANDOM_BYTES + TIME_BYTES))) return null;
  return signed.readUInt32BE(RANDOM_BYTES) * 1000;
}

/** Whether a token issued at `issued` (ms) still counts at `now`. */
export function isFreshPageViewToken(issued: number, now = Date.now()): boolean {
  // A minute of clock difference between two servers is tolerated.
  return issued <= now + 60_000 && now - issued <= PAGE_VIEW_TOKEN_TTL_MS;
}

/** The token key: derived from the auth secret, so it is the same on every server of a site. */
export function pageViewKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("cervejometro page-view token").digest();
}

const holder: { key?: Buffer } = {};

/**
 * The site's token key: the server (server/app.ts, issuing) and the beacon route (checking)
 * share it, being one bundle. Without a secret to derive from (a misconfigured production
 * start fails elsewhere) this process's tokens are its own.
 */
export function currentPageViewKey(env?: Env): Buffer {
  if (!holder.key) {
    try {
      holder.key = pageViewKey(resolveAuthSecret(env ?? getEnv()));
    } catch {
      holder.key = randomBytes(32);
    }
  }
  return holder.key;
}
