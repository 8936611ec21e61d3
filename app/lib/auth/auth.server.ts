// Administrator authentication (docs/decisions/0013-admin-and-security.md) with better-auth: e-mail and password, no sign-up.
// The HTTP handler of better-auth is not mounted: sign-in and sign-out go through our
// own React Router actions (rate limited by login-limit.server.ts), so there is no
// second, unlimited door to the password check.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { getDb, schema, type Db } from "../data/db.server";
import { getEnv, type Env } from "../env.server";
import { clearAccountFailures } from "./login-limit.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from "./password-policy.server";

/** Header the Express server overwrites with the client address (req.ip). */
export const CLIENT_IP_HEADER = "x-cervejometro-client-ip";

// Session lifetime (issue 10, ASVS V7.3): 7 days from sign-in at most, and ended after
// 12 hours without use. better-auth's own refresh would push expiresAt forward on
// activity (no absolute limit), so it is off; getAdmin keeps updatedAt as "last used".
export const SESSION_ABSOLUTE_S = 60 * 60 * 24 * 7;
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** updatedAt is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

function createAuth(db: Db, env: Env, secret: string) {
  return betterAuth({
    appName: "Cervejômetro",
    baseURL: env.SITE_URL,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "admin", input: false },
      },
    },
    session: {
      expiresIn: SESSION_ABSOLUTE_S,
      updateAge: SESSION_ABSOLUTE_S,
      disableSessionRefresh: true,
    },
    advanced: {
      useSecureCookies: env.SITE_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One compiled bundle: a module variable is shared by everything that signs in or checks.
const holder: { __cervejometroAuth?: { auth: Auth; db: Db } } = {};

/** The auth instance bound to the process database. */
export function getAuth(): Auth {
  const db = getDb();
  if (!holder.__cervejometroAuth || holder.__cervejometroAuth.db !== db) {
    const env = getEnv();
    holder.__cervejometroAuth = { auth: createAuth(db, env, resolveAuthSecret(env)), db };
  }
  return holder.__cervejometroAuth.auth;
}

/**
 * BETTER_AUTH_SECRET when set. On the embedded database a secret is generated once and
 * kept in the data folder, so `npm start` works on a fresh machine; a PostgreSQL
 * deployment in production must set it.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.DATABASE_URL) {
    if (env.NODE_ENV === "production") {
      throw new Error(
        "BETTER_AUTH_SECRET é obrigatório em produção com DATABASE_URL (gere com: openssl rand -base64 48).",
      );
    }
    return "cervejometro-dev-secret-not-for-production-use-0123456789";
  }
  const file = path.join(path.resolve(env.DATA_DIR), "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

/** The signed-in administrator, or null. A database failure counts as signed out. */
export async function getAdmin(request: Request, now = new Date()): Promise<AdminUser | null> {
  try {
    const result = await getAuth().api.getSession({ headers: request.headers });
    if (!result) return null;
    const { session } = result;
    const lastUsed = new Date(session.updatedAt).getTime();
    const absoluteEnd = new Date(session.createdAt).getTime() + SESSION_ABSOLUTE_S * 1000;
    if (now.getTime() - lastUsed > SESSION_IDLE_MS || now.getTime() >= absoluteEnd) {
      await getDb().delete(schema.session).where(eq(schema.session.id, session.id));
      return null;
    }
    if (now.getTime() - lastUsed > SESSION_TOUCH_MS) {
      // Only updatedAt moves: expiresAt (the absolute end) stays where sign-in put it.
      await getDb().update(schema.session).set({ updatedAt: now }).where(eq(schema.session.id, session.id));
    }
    const u = result.user as typeof result.user & { role?: string };
    if (u.role !== "admin") return null;
    return { id: u.id, email: u.email, name: u.name, role: u.role };
  } catch (error) {
    console.error("[auth] falha ao ler a sessão:", (error as Error).message);
    return null;
  }
}

/**
 * House style 6: every admin loader and action starts here. Without a session the
 * visitor is sent to /auth carrying the path they asked for: `url` is the route's own
 * argument (React Router's normalised URL; `request.url` of a data request ends in `.data`).
 */
export async function requireAdmin(request: Request, url: URL): Promise<AdminUser> {
  const admin = await getAdmin(request);
  if (admin) return admin;
  const params = new URLSearchParams({ redirect: url.pathname + url.search });
  throw redirect(`/auth?${params}`);
}

// ---------------------------------------------------------------- administrator accounts

export class AdminAccountError extends Error {
  override name = "AdminAccountError";
}

function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

/** Administrator passwords: ≥ 12 characters and not a common one (password-policy.server.ts). */
async function checkPassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw new AdminAccountError(problem);
}

/**
 * Creates an administrator through better-auth's internal adapter (sign-up is disabled,
 * so the public API refuses it). Covered by an integration test.
 */
export async function createAdmin(input: { email: string; password: string; name?: string }) {
  const email = normaliseEmail(input.email);
  await checkPassword(input.password);
  const ctx = await getAuth().$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing) throw new AdminAccountError(`Já existe um usuário com o e-mail ${email}.`);
  const hash = await ctx.password.hash(input.password);
  const created = await ctx.internalAdapter.createUser(
    {
      email,
      name: input.name ?? "Administrador",
      emailVerified: true,
      role: "admin",
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    providerId: "credential",
    accountId: created.id,
    userId: created.id,
    password: hash,
  });
  return { id: created.id, email };
}

/** Sets a new password and ends every session of that account. */
export async function resetAdminPassword(input: { email: string; password: string }) {
  const email = normaliseEmail(input.email);
  await checkPassword(input.password);
  const ctx = await getAuth().$context;
  const found = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (!found) throw new AdminAccountError(`Nenhum usuário com o e-mail ${email}.`);
  const hash = await ctx.password.hash(input.password);
  const hasCredential = found.accounts.some((a) => a.providerId === "credential");
  if (hasCredential) {
    await ctx.internalAdapter.updatePassword(found.user.id, hash);
  } else {
    await ctx.internalAdapter.linkAccount({
      providerId: "credential",
      accountId: found.user.id,
      userId: found.user.id,
      password: hash,
    });
  }
  await ctx.internalAdapter.deleteUserSessions(found.user.id);
  // A new password is a fresh start: the sign-in delay of the old guesses goes too.
  await clearAccountFailures(email);
  return { id: found.user.id, email };
}

/** `npm run admin -- unlock`: clears the account's sign-in failures (and its delay). */
export async function unlockAdmin(input: { email: string }) {
  const email = normaliseEmail(input.email);
  const ctx = await getAuth().$context;
  const found = await ctx.internalAdapter.findUserByEmail(email);
  if (!found) throw new AdminAccountError(`Nenhum usuário com o e-mail ${email}.`);
  const cleared = await clearAccountFailures(email);
  return { id: found.user.id, email, cleared };
}

/**
 * Ends the session the request's cookie points at, if any. Sign-in calls it after a
 * success so a browser that signs in again gets a new session id and the old one dies.
 */
export async function revokeRequestSession(request: Request) {
  const result = await getAuth().api.getSession({ headers: request.headers });
  if (result) await getDb().delete(schema.session).where(eq(schema.session.id, result.session.id));
}

export async function hasAnyUser(): Promise<boolean> {
  const rows = await getDb().select({ id: schema.user.id }).from(schema.user).limit(1);
  return rows.length > 0;
}
