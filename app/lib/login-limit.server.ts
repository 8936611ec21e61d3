// Sign-in limit (D13): failures are counted per client address and per account over a
// sliding window. From the 6th failure within 10 minutes the password is not checked
// at all, so neither guessing nor timing reveals anything, and the visitor is asked to
// wait. Counts live in the database so they hold across restarts and processes.
import { and, count, eq, gt, inArray, lt, or } from "drizzle-orm";
import { getDb, schema } from "./db.server";

export const LOGIN_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;

export const LOGIN_LOCKED_MESSAGE =
  "Muitas tentativas de login sem sucesso. Por segurança, aguarde 10 minutos antes de tentar novamente.";

export function loginKeys(ip: string, email: string) {
  return [`ip:${ip || "desconhecido"}`, `conta:${email.trim().toLowerCase()}`];
}

/** True when either key has reached the limit inside the window. */
export async function isLoginBlocked(ip: string, email: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await getDb()
    .select({ key: schema.loginFailures.key, n: count() })
    .from(schema.loginFailures)
    .where(and(inArray(schema.loginFailures.key, loginKeys(ip, email)), gt(schema.loginFailures.createdAt, since)))
    .groupBy(schema.loginFailures.key);
  return rows.some((row) => row.n >= LOGIN_MAX_FAILURES);
}

export async function recordLoginFailure(ip: string, email: string, now = new Date()) {
  const db = getDb();
  await db.insert(schema.loginFailures).values(loginKeys(ip, email).map((key) => ({ key, createdAt: now })));
  // Old rows are useless; drop them as we go so the table stays small.
  await db
    .delete(schema.loginFailures)
    .where(lt(schema.loginFailures.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

/** A successful sign-in clears the account's and the address's failures. */
export async function clearLoginFailures(ip: string, email: string) {
  const [ipKey, accountKey] = loginKeys(ip, email) as [string, string];
  await getDb()
    .delete(schema.loginFailures)
    .where(or(eq(schema.loginFailures.key, ipKey), eq(schema.loginFailures.key, accountKey)));
}
