// Issue 27 §2: failed sign-in rows and sessions are deleted on time by the scheduled sweep,
// as the privacy policy promises (addresses 10 minutes, e-mails 24 hours, sessions 7 days
// at most and 12 hours without use), on a real database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "../../../tests/setup/test-db";
import { getDb, schema } from "../data/db.server";
import { recordActivity } from "~/models/activity.server";
import { REMOVED_ADMIN_EMAIL, startRetentionSweep, sweepExpiredAuthRows } from "./retention-sweep.server";

let db: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.drop();
});

const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

async function keys() {
  return (await getDb().select({ key: schema.loginFailures.key }).from(schema.loginFailures)).map((r) => r.key).sort();
}
async function sessionIds() {
  return (await getDb().select({ id: schema.session.id }).from(schema.session)).map((r) => r.id).sort();
}

describe("varredura de retenção", () => {
  it("apaga o IP depois de 10 minutos, o e-mail depois de 24 horas e as sessões vencidas", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const at = (ago: number) => new Date(now.getTime() - ago);
    await getDb()
      .insert(schema.loginFailures)
      .values([
        { key: "ip:203.0.113.1", createdAt: at(11 * MIN) },
        { key: "ip:203.0.113.2", createdAt: at(9 * MIN) },
        { key: "conta:a@example.com", createdAt: at(25 * HOUR) },
        { key: "conta:b@example.com", createdAt: at(23 * HOUR) },
      ]);
    const [user] = await getDb()
      .insert(schema.user)
      .values({ id: "u-sweep", name: "Admin", email: "sweep@example.com", emailVerified: true, role: "admin" })
      .returning();
    const session = (id: string, createdAgo: number, usedAgo: number, expiresIn: number) => ({
      id,
      token: `t-${id}`,
      userId: user!.id,
      createdAt: at(createdAgo),
      updatedAt: at(usedAgo),
      expiresAt: new Date(now.getTime() + expiresIn),
    });
    await getDb()
      .insert(schema.session)
      .values([
        session("ativa", 1 * HOUR, 1 * MIN, 6 * DAY),
        session("expirada", 8 * DAY, 1 * MIN, -1 * DAY),
        session("mais-de-7-dias", 7 * DAY + MIN, 1 * MIN, 1 * HOUR),
        session("ociosa", 13 * HOUR, 12 * HOUR + MIN, 5 * DAY),
      ]);

    const result = await sweepExpiredAuthRows(now);

    expect(result).toEqual({ loginFailures: 2, sessions: 3, anonymisedActivity: 0, anonymisedRevisions: 0 });
    expect(await keys()).toEqual(["conta:b@example.com", "ip:203.0.113.2"]);
    expect(await sessionIds()).toEqual(["ativa"]);
  });

  it("anonimiza o e-mail no registro de atividades quando a conta do administrador é removida", async () => {
    await getDb()
      .insert(schema.user)
      .values([
        { id: "u-fica", name: "Fica", email: "fica@example.com", emailVerified: true, role: "admin" },
        { id: "u-sai", name: "Sai", email: "sai@example.com", emailVerified: true, role: "admin" },
      ]);
    await recordActivity(
      { id: "u-fica", email: "fica@example.com" },
      { entity: "post", action: "create", itemTitle: "A" },
    );
    await recordActivity(
      { id: "u-sai", email: "sai@example.com" },
      { entity: "post", action: "update", itemTitle: "B" },
    );
    // A version of a post each of them saved (issue 28's "Histórico").
    const [post] = await getDb()
      .insert(schema.posts)
      .values({ name: "Post", content: "Texto.", slug: "post-anonimizado", status: "draft" })
      .returning({ id: schema.posts.id });
    await getDb()
      .insert(schema.postRevisions)
      .values(
        (["u-fica", "u-sai"] as const).map((id) => ({
          postId: post!.id,
          userId: id,
          userEmail: `${id === "u-fica" ? "fica" : "sai"}@example.com`,
          name: "Post",
          content: "Texto.",
          slug: "post-anonimizado",
          status: "draft" as const,
        })),
      );
    await getDb().delete(schema.user).where(eq(schema.user.id, "u-sai"));

    const result = await sweepExpiredAuthRows();

    expect(result.anonymisedActivity).toBe(1);
    expect(result.anonymisedRevisions).toBe(1);
    const versions = await getDb().select({ email: schema.postRevisions.userEmail }).from(schema.postRevisions);
    expect(versions.map((v) => v.email).sort()).toEqual([REMOVED_ADMIN_EMAIL, "fica@example.com"].sort());
    const rows = await getDb()
      .select({ title: schema.adminActivity.itemTitle, email: schema.adminActivity.userEmail })
      .from(schema.adminActivity);
    expect(Object.fromEntries(rows.map((r) => [r.title, r.email]))).toEqual({
      A: "fica@example.com",
      B: REMOVED_ADMIN_EMAIL,
    });
    expect(JSON.stringify(rows)).not.toContain("sai@example.com");
  });

  it("roda ao iniciar e de novo a cada intervalo, com um timer que não segura o processo", async () => {
    await getDb().delete(schema.loginFailures);
    await getDb()
      .insert(schema.loginFailures)
      .values({ key: "ip:198.51.100.9", createdAt: new Date(Date.now() - 11 * MIN) });
    const errors: unknown[] = [];
    const stop = startRetentionSweep({ intervalMs: 50, log: { error: (...a: unknown[]) => errors.push(a) } });
    try {
      await expect.poll(keys, { timeout: 5000 }).toEqual([]);
      await getDb()
        .insert(schema.loginFailures)
        .values({ key: "ip:198.51.100.10", createdAt: new Date(Date.now() - 11 * MIN) });
      await expect.poll(keys, { timeout: 5000 }).toEqual([]);
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
  });
});
