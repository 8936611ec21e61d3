// The privacy policy promises failed sign-in addresses kept 10 minutes, the e-mails typed
// 24 hours, and administrator sessions 7 days at most (12 h without use). The sign-in path
// prunes as it goes, but only when someone signs in: a quiet site kept the rows for weeks
// (issue 27 §2). A sweep deletes them on time, at start and every minute after.
//
// It also anonymises the activity log (and the posts' version history): deleting an administrator sets the entries' user_id
// to null (db/schema.ts, on delete set null) but kept the e-mail. Whatever removed the
// account (a future admin command, SQL by hand), the next sweep replaces the e-mail.
//
// The trash empties itself: a post deleted more than 30 days ago is gone for good (issue 28).
//
// And, once a day, the audience statistics older than their retention (issue 26, D17:
// AUDIENCE_RETENTION_MONTHS, 25 by default), as the privacy policy says.
import { and, isNull, lt, ne, or, sql } from "drizzle-orm";
import { getDb, schema } from "../data/db.server";
import { SESSION_ABSOLUTE_S, SESSION_IDLE_MS } from "./auth.server";
import { ACCOUNT_WINDOW_MS, LOGIN_WINDOW_MS } from "./login-limit.server";
import { AUDIENCE_RETENTION_MONTHS_DEFAULT } from "../audience/audience-keys";
import { sweepAudienceDaily } from "../../models/audience.server";
import { purgeExpiredTrash } from "../../models/post-writes.server";

export const RETENTION_SWEEP_MS = 60 * 1000;

/** What the activity log shows for an administrator whose account was removed. */
export const REMOVED_ADMIN_EMAIL = "administrador removido";

export interface SweepResult {
  loginFailures: number;
  sessions: number;
  anonymisedActivity: number;
  anonymisedRevisions: number;
}

/** Deletes what the policy says is gone by `now`; returns how many rows went. */
export async function sweepExpiredAuthRows(now = new Date()): Promise<SweepResult> {
  const db = getDb();
  const f = schema.loginFailures;
  const failures = await db
    .delete(f)
    .where(
      or(
        and(sql`left(${f.key}, 3) = 'ip:'`, lt(f.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS))),
        lt(f.createdAt, new Date(now.getTime() - ACCOUNT_WINDOW_MS)),
      ),
    )
    .returning({ id: f.id });
  const s = schema.session;
  const sessions = await db
    .delete(s)
    .where(
      or(
        lt(s.expiresAt, now),
        lt(s.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_S * 1000)),
        lt(s.updatedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .returning({ id: s.id });
  const a = schema.adminActivity;
  const anonymised = await db
    .update(a)
    .set({ userEmail: REMOVED_ADMIN_EMAIL })
    .where(and(isNull(a.userId), ne(a.userEmail, REMOVED_ADMIN_EMAIL)))
    .returning({ id: a.id });
  // The same for who saved each version of a post (issue 28's "Histórico"); "sistema" marks
  // versions no administrator saved.
  const r = schema.postRevisions;
  const revisions = await db
    .update(r)
    .set({ userEmail: REMOVED_ADMIN_EMAIL })
    .where(and(isNull(r.userId), ne(r.userEmail, REMOVED_ADMIN_EMAIL), ne(r.userEmail, "sistema")))
    .returning({ id: r.id });
  return {
    loginFailures: failures.length,
    sessions: sessions.length,
    anonymisedActivity: anonymised.length,
    anonymisedRevisions: revisions.length,
  };
}

/**
 * Runs the sweep now and every `intervalMs` on an unref'd timer (it never keeps the
 * process alive); a failure (the database away) is logged and retried at the next tick.
 * Returns the function that stops it, for the server's shutdown.
 */
export function startRetentionSweep({
  intervalMs = RETENTION_SWEEP_MS,
  log = console,
  audienceMonths = AUDIENCE_RETENTION_MONTHS_DEFAULT,
}: { intervalMs?: number; log?: Pick<Console, "error">; audienceMonths?: number } = {}): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sweepExpiredAuthRows();
      await purgeExpiredTrash();
    } catch (error) {
      log.error("[retenção] não foi possível apagar registros vencidos:", (error as Error).message);
    }
    try {
      // At most once a day; a failure is retried at the next tick.
      await sweepAudienceDaily(audienceMonths);
    } catch (error) {
      log.error("[retenção] não foi possível apagar estatísticas antigas:", (error as Error).message);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
