// Post revisions (issue 28 item 2): every save keeps the saved state, "Restaurar" saves an old
// one as a new revision (the older ones stay), 50 are kept per post, and they go with the post.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { postInput as input } from "../../tests/setup/post-input";
import { openTestDb } from "../../tests/setup/test-db";
import { listRecentActivity } from "./activity.server";
import {
  REVISIONS_KEPT,
  SYSTEM_AUTHOR,
  createPost,
  deletePost,
  getPostForEdit,
  getRevision,
  listRevisions,
  purgePost,
  restoreRevision,
  updatePost,
  versionOf,
} from "./post-writes.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
const actor = { id: "rev-admin", email: "versoes@example.com" };

beforeAll(async () => {
  handle = await openTestDb();
  await getDb().insert(schema.user).values({ id: actor.id, name: "Versões", email: actor.email });
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

async function save(id: string, values: Parameters<typeof input>[0]) {
  const stored = (await getPostForEdit(id))!;
  const result = await updatePost(id, input(values), versionOf(stored), new Date(), actor);
  expect(result.ok).toBe(true);
}

describe("post revisions", () => {
  it("keeps one revision per save, newest first, with who saved it and every field", async () => {
    const { id, slug } = await createPost(
      input({ name: "Primeira versão", content: "Linha um.\nLinha dois.", tags: ["Lúpulo"], seoTitle: "SEO 1" }),
      new Date(),
      actor,
    );
    await save(id, { name: "Segunda versão", content: "Linha um.\nLinha três.", category: "Lager", seoTitle: "SEO 2" });
    const list = await listRevisions(id);
    expect(list.map((r) => [r.name, r.userEmail])).toEqual([
      ["Segunda versão", actor.email],
      ["Primeira versão", actor.email],
    ]);
    expect(list[1]!.contentLength).toBe("Linha um.\nLinha dois.".length);
    const first = (await getRevision(id, list[1]!.id))!;
    expect(first).toMatchObject({
      postId: id,
      userId: actor.id,
      name: "Primeira versão",
      content: "Linha um.\nLinha dois.",
      slug,
      category: "IPA",
      tags: ["Lúpulo"],
      status: "published",
      seoTitle: "SEO 1",
    });
    // Another post's id does not reach this revision.
    const other = await createPost(input({ name: "Outro post" }));
    expect(await getRevision(other.id, first.id)).toBeNull();
    // A save with no administrator (the seed) is recorded as the system.
    expect((await listRevisions(other.id)).map((r) => r.userEmail)).toEqual([SYSTEM_AUTHOR]);
  });

  it("restores an old revision as a new one, leaving the others, and logs it", async () => {
    const { id } = await createPost(input({ name: "Original", content: "Texto original." }), new Date(), actor);
    await save(id, { name: "Editado", content: "Texto editado.", status: "draft" });
    const [, original] = await listRevisions(id);
    const restored = await restoreRevision(id, original!.id, actor);
    expect(restored.ok).toBe(true);
    const post = (await getPostForEdit(id))!;
    expect(post).toMatchObject({ name: "Original", content: "Texto original.", status: "draft" });
    const list = await listRevisions(id);
    expect(list.map((r) => r.name)).toEqual(["Original", "Editado", "Original"]);
    expect(list[0]!.id).not.toBe(original!.id);
    expect((await listRecentActivity(1))[0]).toMatchObject({ action: "revert", itemId: id, itemTitle: "Original" });
    expect(await restoreRevision(id, 999_999, actor)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it(`keeps the newest ${REVISIONS_KEPT} revisions of a post`, async () => {
    const { id } = await createPost(input({ name: "Versão 0" }), new Date(), actor);
    for (let n = 1; n <= REVISIONS_KEPT + 1; n++) await save(id, { name: `Versão ${n}` });
    const list = await listRevisions(id);
    expect(list).toHaveLength(REVISIONS_KEPT);
    expect(list[0]!.name).toBe(`Versão ${REVISIONS_KEPT + 1}`);
    expect(list.at(-1)!.name).toBe("Versão 2");
  }, 60_000);

  it("keeps the state of a post written before revisions existed (or by the seed) on its first edit", async () => {
    const [row] = await getDb()
      .insert(schema.posts)
      .values({
        name: "Post do seed",
        content: "Texto do seed.",
        slug: `post-do-seed-${Date.now()}`,
        publishedAt: new Date("2025-01-01T00:00:00Z"),
        updatedAt: new Date("2025-01-02T03:04:05Z"),
      })
      .returning({ id: schema.posts.id });
    const id = row!.id;
    expect(await listRevisions(id)).toEqual([]);
    await save(id, { name: "Post editado", content: "Texto novo." });
    const list = await listRevisions(id);
    expect(list.map((r) => [r.name, r.userEmail])).toEqual([
      ["Post editado", actor.email],
      ["Post do seed", SYSTEM_AUTHOR],
    ]);
    expect(list[1]!.createdAt.toISOString()).toBe("2025-01-02T03:04:05.000Z");
    expect((await getRevision(id, list[1]!.id))!.content).toBe("Texto do seed.");
  });

  it("goes with the post when it is deleted for good", async () => {
    const { id } = await createPost(input({ name: "Vai embora" }), new Date(), actor);
    await save(id, { name: "Vai embora mesmo" });
    expect(await deletePost(id, actor)).toBe(true);
    expect(await listRevisions(id)).toHaveLength(2);
    expect(await purgePost(id, actor)).toBe(true);
    const left = await getDb()
      .select({ id: schema.postRevisions.id })
      .from(schema.postRevisions)
      .where(eq(schema.postRevisions.postId, id));
    expect(left).toEqual([]);
  });
});
