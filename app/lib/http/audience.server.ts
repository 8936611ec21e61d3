// "Counts as a person" (D16, D17): the one pipeline the ad counts (issue 25) and the audience
// statistics (issue 26) share, so both agree on who is a visitor and neither keeps anything
// that identifies one.
//
// isCountable(request) answers false for
// - HEAD (link checkers, previews) and prefetch/prerender (`Sec-Purpose`, `Purpose`,
//   `X-Purpose`, `X-Moz`): nobody saw anything yet;
// - the service worker's copy of a page already on screen (OFFLINE_COPY_HEADER);
// - bots: isbot's maintained list of crawler user agents;
// - requests without a browser's headers. The rule: a browser always sends a User-Agent, an
//   `Accept-Language` and an `Accept` (navigations, images, sendBeacon all carry `Accept`);
//   every browser since 2023 also sends `Sec-Fetch-Mode`, but Safari before 16.4 did not, so
//   its absence alone does not disqualify. curl, wget, HTTP libraries and most scripts send
//   no Accept-Language and are left out; a script that forges all of them is a browser as far
//   as any server can tell (the per-page-view token and the click window bound what it can do);
// - the signed-in administrator: only when a better-auth session cookie is present, checked
//   against the database (a forged cookie name is not enough to hide a visitor), the answer
//   kept a minute per cookie so a page's beacons cost one lookup.
//
// visitorHash(ip, userAgent) is SHA-256(daily salt ‖ address ‖ user agent). The salt is 32
// random bytes for the current São Paulo day, held in memory and in `visitor_salts` (so a
// restart, or another server on the same PostgreSQL, uses the same one that day), replaced
// at São Paulo midnight with every earlier row deleted: yesterday's hashes can then be linked
// to nothing, by anyone. The salt is never logged and the table is left out of backups.
import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { eq, ne } from "drizzle-orm";
import { CLIENT_IP_HEADER, getAdmin } from "../auth/auth.server";
import { getDb, schema } from "../data/db.server";
import { todayInSaoPaulo } from "../format";
import { OFFLINE_COPY_HEADER } from "../../pwa/offline-copy";
import { clientIpContext } from "./request-context";

/** Why a request is not counted, or null when it is a person's (pure: headers only). */
export function notCountableReason(request: Request): string | null {
  const h = request.headers;
  if (request.method === "HEAD") return "head";
  const purpose = `${h.get("sec-purpose") ?? ""} ${h.get("purpose") ?? ""} ${h.get("x-purpose") ?? ""} ${h.get("x-moz") ?? ""}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return "prefetch";
  if (h.has(OFFLINE_COPY_HEADER)) return "offline-copy";
  const ua = h.get("user-agent") ?? "";
  if (!ua.trim()) return "no-browser";
  if (isbot(ua)) return "bot";
  if (!h.get("accept-language") || !h.get("accept")) return "no-browser";
  return null;
}

// better-auth's session cookie, with the __Secure- prefix on https sites.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;
const ADMIN_CACHE_MS = 60_000;
const ADMIN_CACHE_MAX = 1_000;
const adminCache = new Map<string, { admin: boolean; until: number }>();

/** Whether the request carries a valid administrator session (cached a minute per cookie). */
export async function isAdminRequest(request: Request, now = Date.now()): Promise<boolean> {
  const token = SESSION_COOKIE.exec(request.headers.get("cookie") ?? "")?.[1];
  if (!token) return false;
  const hit = adminCache.get(token);
  if (hit && hit.until > now) return hit.admin;
  const admin = (await getAdmin(request)) !== null;
  if (adminCache.size >= ADMIN_CACHE_MAX) adminCache.clear();
  adminCache.set(token, { admin, until: now + ADMIN_CACHE_MS });
  return admin;
}

/** Forgets the cached session answers (sign-out, tests). */
export function clearAdminCache() {
  adminCache.clear();
}

/** Whether this request is a person's, to be counted (see the rules above). */
export async function isCountable(request: Request): Promise<boolean> {
  if (notCountableReason(request) !== null) return false;
  return !(await isAdminRequest(request));
}

/**
 * The client address: the request context's (server/app.ts, trust-proxy aware), else the
 * header the server overwrites with the same value on every request.
 */
export function clientIp(request: Request, context?: unknown): string {
  try {
    const fromContext = (context as { get?: (key: typeof clientIpContext) => string } | undefined)?.get?.(
      clientIpContext,
    );
    if (fromContext) return fromContext;
  } catch {
    // A context without the key (tests calling a loader directly).
  }
  return request.headers.get(CLIENT_IP_HEADER) ?? "";
}

// ---------------------------------------------------------------- the daily salt

interface SaltState {
  day: string;
  salt: Buffer;
}

const saltHolder: { current?: SaltState; loading?: Promise<SaltState> } = {};

async function loadSalt(day: string): Promise<SaltState> {
  const { visitorSalts } = schema;
  try {
    const db = getDb();
    // Two servers starting the day together: the first insert wins, both read it back.
    await db
      .insert(visitorSalts)
      .values({ day, salt: randomBytes(32) })
      .onConflictDoNothing();
    const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day));
    // Earlier days' salts are destroyed: their hashes can no longer be recomputed.
    await db.delete(visitorSalts).where(ne(visitorSalts.day, day));
    if (row) return { day, salt: Buffer.from(row.salt) };
  } catch (error) {
    console.error("[público] sal do dia não gravado, usando um só em memória:", (error as Error).message);
  }
  // The database away: a salt for this process only (hashes still never leave the day).
  return { day, salt: randomBytes(32) };
}

/** The salt of the São Paulo day of `now`, loaded or created once per day. */
export async function dailySalt(now: Date = new Date()): Promise<Buffer> {
  const day = todayInSaoPaulo(now);
  const current = saltHolder.current;
  if (current?.day === day) return current.salt;
  // One load per day change, however many requests arrive at midnight.
  const pending = saltHolder.loading;
  if (pending) {
    const state = await pending;
    if (state.day === day) return state.salt;
  }
  const loading = loadSalt(day);
  saltHolder.loading = loading;
  try {
    const state = await loading;
    saltHolder.current = state;
    return state.salt;
  } finally {
    if (saltHolder.loading === loading) saltHolder.loading = undefined;
  }
}

/** Forgets the salt in memory (tests; a new database). The next hash reloads it. */
export function forgetDailySalt() {
  saltHolder.current = undefined;
  saltHolder.loading = undefined;
}

/** SHA-256(daily salt ‖ address ‖ user agent), hex: the day's pseudonym of a visitor. */
export async function visitorHash(ip: string, userAgent: string, now: Date = new Date()): Promise<string> {
  const salt = await dailySalt(now);
  return createHash("sha256").update(salt).update(ip).update("\n").update(userAgent).digest("hex");
}

/** The visitor hash of a request (its client address and User-Agent). */
export function requestVisitorHash(request: Request, context?: unknown, now?: Date): Promise<string> {
  return visitorHash(clientIp(request, context), request.headers.get("user-agent") ?? "", now);
}
