// Known-device cookie (docs/decisions/0013-admin-and-security.md, OWASP "Blocking Brute Force Attacks" / device cookies): a
// browser that signed in successfully receives a signed token bound to that account's
// e-mail. Sign-in attempts that carry a valid token are not slowed by the account's
// failures (other people's guesses), only by the failures of that token itself and the
// per-address limit. The token holds a random id and an HMAC over "id|email" made with a
// key derived from the auth secret; the e-mail itself is not in the cookie.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { resolveAuthSecret } from "./auth.server";
import { getEnv } from "../env.server";

export const KNOWN_DEVICE_COOKIE = "cj_dispositivo";
const MAX_AGE_S = 365 * 24 * 60 * 60;
const VERSION = "v1";

function hmacKey(): Buffer {
  // A key of its own, so a token never doubles as any other signature made with the secret.
  return createHmac("sha256", resolveAuthSecret(getEnv())).update("cervejometro:known-device:v1").digest();
}

function sign(id: string, email: string): string {
  return createHmac("sha256", hmacKey()).update(`${id}|${email.trim().toLowerCase()}`).digest("base64url");
}

/** The Set-Cookie value for a browser that just signed in as `email`. */
export function knownDeviceCookie(email: string): string {
  const id = randomBytes(16).toString("base64url");
  const value = `${VERSION}.${id}.${sign(id, email)}`;
  const secure = getEnv().SITE_URL.startsWith("https://") ? "; Secure" : "";
  // Path=/, not /auth: with JavaScript the form posts to /auth.data, which a cookie
  // scoped to /auth does not reach.
  return `${KNOWN_DEVICE_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq) === KNOWN_DEVICE_COOKIE) return part.slice(eq + 1);
  }
  return null;
}

/** The device id when the request carries a valid token for `email`, else null. */
export function knownDeviceId(request: Request, email: string): string | null {
  const value = cookieValue(request);
  if (!value || value.length > 200) return null;
  const [version, id, mac, ...rest] = value.split(".");
  if (version !== VERSION || !id || !mac || rest.length) return null;
  const expected = Buffer.from(sign(id, email));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return id;
}
