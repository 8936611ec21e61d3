// Sign-in limits (docs/decisions/0013-admin-and-security.md, issue 10). Two rules, both counted in the login_failures table so
// they hold across restarts and processes:
//
// - Per client address: 5 failures within 10 minutes, then every attempt from that
//   address is refused (429) without checking the password, for any account.
// - Per account: no lock. From the 5th failure within 24 h, the next attempt must wait a
//   delay that doubles with each further failure (30 s, 1 min, 2 min… capped at 15
//   minutes), so guessing gets slow while the owner can always get in within 15 minutes.
//   A browser carrying a valid known-device cookie for that account is measured by its
//   own failures instead of the account's, so other people's guesses never slow it.
//
// Check and record are one atomic step: inside a transaction holding an advisory lock per
// key, the failures are counted and, when the attempt may go on, a provisional failure
// row is written BEFORE the password is checked. Concurrent attempts therefore see each
// other's rows; success deletes them. Without this, 20 simultaneous attempts all passed
// the count before any failure was recorded.
import { and, count, desc, eq, gt, inArray, lt, max, or, sql } from "drizzle-orm";
import { getDb, schema } from "../data/db.server";

export const LOGIN_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const ACCOUNT_FREE_FAILURES = 5;
export const ACCOUNT_BASE_DELAY_MS = 30 * 1000;
export const ACCOUNT_MAX_DELAY_MS = 15 * 60 * 1000;

export const LOGIN_LOCKED_MESSAGE =
  "Muitas tentativas de login sem sucesso. Por segurança, aguarde 10 minutos antes de tentar novamente.";

export function accountDelayMessage(seconds: number) {
  return `Muitas tentativas de login sem sucesso nesta conta. Por segurança, aguarde ${formatWait(seconds)} antes de tentar novamente.`;
}

/** "1 segundo", "40 segundos", "1 minuto", "15 minutos" (rounded up). */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? "1 segundo" : `${s} segundos`;
  const m = Math.ceil(s / 60);
  return m === 1 ? "1 minuto" : `${m} minutos`;
}

/** Wait imposed after `failures` account failures: 0 up to 4, then 30 s, 1 min, 2 min… ≤ 15 min. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(2 ** Math.min(failures - ACCOUNT_FREE_FAILURES, 30) * ACCOUNT_BASE_DELAY_MS, ACCOUNT_MAX_DELAY_MS);
}

const normalise = (email: string) => email.trim().toLowerCase();
export const addressKey = (ip: string) => `ip:${ip || "desconhecido"}`;
export const accountKey = (email: string) => `conta:${normalise(email)}`;
/** Failures of one known device, kept under the account so `admin unlock` clears them too. */
export const deviceKey = (email: string, deviceId: string) => `dispositivo:${normalise(email)}:${deviceId}`;

export interface LoginAttemptInput {
  ip: string;
  email: string;
  /** Id of a valid known-device cookie for this e-mail (known-device.server.ts). */
  deviceId?: string | null;
}

export type LoginGate =
  | { allowed: true; attemptIds: number[] }
  | {
      allowed: false;
      scope: "address" | "account";
      retryAfterSeconds: number;
      message: string;
    };

/** Advisory lock classes, so an address key and an account key never share a lock. */
const LOCK_ADDRESS = 1;
const LOCK_ACCOUNT = 2;

/**
 * Decides whether this attempt may check a password and, if so, records it as a failure
 * in the same transaction. Call `loginSucceeded` or `cancelLoginAttempt` afterwards; a
 * wrong password needs nothing more (the row stays as the failure).
 */
/**
 * Whole seconds to wait, at least 1 and never more than the rule's own delay: `now` is read
 * before the lock, so a simultaneous attempt that took the lock first may have recorded a
 * failure a few milliseconds "later", which would otherwise read as 31 s of a 30 s delay.
 */
function waitSeconds(remainingMs: number, ruleMs: number): number {
  return Math.max(1, Math.ceil(Math.min(remainingMs, ruleMs) / 1000));
}

export async function beginLoginAttempt(input: LoginAttemptInput, now = new Date()): Promise<LoginGate> {
  const ipKey = addressKey(input.ip);
  const secondKey = input.deviceId ? deviceKey(input.email, input.deviceId) : accountKey(input.email);
  const failures = schema.loginFailures;
  const gate = await getDb().transaction(async (tx): Promise<LoginGate> => {
    // Always address before account: every transaction takes the locks in one order.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${ipKey}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ACCOUNT}, hashtext(${secondKey}))`);

    const recent = await tx
      .select({ createdAt: failures.createdAt })
      .from(failures)
      .where(and(eq(failures.key, ipKey), gt(failures.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS))))
      .orderBy(desc(failures.createdAt))
      .limit(LOGIN_MAX_FAILURES);
    if (recent.length >= LOGIN_MAX_FAILURES) {
      // Sliding window: free again once the 5th most recent failure is 10 minutes old.
      const until = recent[LOGIN_MAX_FAILURES - 1]!.createdAt.getTime() + LOGIN_WINDOW_MS;
      return {
        allowed: false,
        scope: "address",
        retryAfterSeconds: waitSeconds(until - now.getTime(), LOGIN_WINDOW_MS),
        message: LOGIN_LOCKED_MESSAGE,
      };
    }

    const [account] = await tx
      .select({ n: count(), last: max(failures.createdAt) })
      .from(failures)
      .where(and(eq(failures.key, secondKey), gt(failures.createdAt, new Date(now.getTime() - ACCOUNT_WINDOW_MS))));
    const delay = accountDelayMs(account?.n ?? 0);
    const last = account?.last ? new Date(account.last).getTime() : 0;
    if (delay > 0 && last + delay > now.getTime()) {
      const retryAfterSeconds = waitSeconds(last + delay - now.getTime(), delay);
      return {
        allowed: false,
        scope: "account",
        retryAfterSeconds,
        message: accountDelayMessage(retryAfterSeconds),
      };
    }

    const rows = await tx
      .insert(failures)
      .values([ipKey, secondKey].map((key) => ({ key, createdAt: now })))
      .returning({ id: failures.id });
    return { allowed: true, attemptIds: rows.map((r) => r.id) };
  });
  if (gate.allowed) await pruneOldFailures(now);
  return gate;
}

/** The password was right: this attempt and the earlier failures of its keys are forgotten. */
export async function loginSucceeded(input: LoginAttemptInput) {
  const keys = [addressKey(input.ip), accountKey(input.email)];
  if (input.deviceId) keys.push(deviceKey(input.email, input.deviceId));
  await getDb().delete(schema.loginFailures).where(inArray(schema.loginFailures.key, keys));
}

/** The password could not be checked (service down): the attempt does not count. */
export async function cancelLoginAttempt(attemptIds: number[]) {
  if (attemptIds.length) await getDb().delete(schema.loginFailures).where(inArray(schema.loginFailures.id, attemptIds));
}

/** `npm run admin -- unlock`: forgets the failures of an account and of its known devices. */
export async function clearAccountFailures(email: string): Promise<number> {
  const devicePrefix = `dispositivo:${normalise(email)}:`;
  const deleted = await getDb()
    .delete(schema.loginFailures)
    .where(
      or(
        eq(schema.loginFailures.key, accountKey(email)),
        sql`left(${schema.loginFailures.key}, ${devicePrefix.length}) = ${devicePrefix}`,
      ),
    )
    .returning({ id: schema.loginFailures.id });
  return deleted.length;
}

/**
 * Rows past their window are useless; drop them as we go. Addresses are kept 10 minutes
 * and e-mails 24 hours, as the privacy policy says.
 */
async function pruneOldFailures(now: Date) {
  const f = schema.loginFailures;
  await getDb()
    .delete(f)
    .where(
      or(
        and(sql`left(${f.key}, 3) = 'ip:'`, lt(f.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS))),
        lt(f.createdAt, new Date(now.getTime() - ACCOUNT_WINDOW_MS)),
      ),
    );
}
