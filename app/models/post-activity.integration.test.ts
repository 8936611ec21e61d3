// The activity log of post writes (issue 9 point 5): create, update and delete each
// leave one entry with the administrator and the post's title, written in the same
// transaction (a refused or failed write leaves none).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { postInput as input } from "../../tests/setup/post-input";
import { openTestDb } from "../../tests/setup/test-db";
import { listRecentActivity } from "./activity.server";
import { createPost, deletePost, getPostForEdit, updatePost, versionOf } from "./post-writes.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
const actor = { id: "post-admin", email: "posts@example.com" };

beforeAll(async () => {
  handle = await openTestDb();
  await getDb().insert(schema.user).values({ id: actor.id, name: "Posts", email: actor.email });
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

describe("post writes in the activity log", () => {
  it("records create, update and delete with the administrator and the title, newest first", async () => {
    const { id } = await createPost(input({ name: "Registrado" }), new Date(), actor);
    const stored = (await getPostForEdit(id))!;
    expect((await updatePost(id, input({ name: "Registrado 2" }), versionOf(stored), new Date(), actor)).ok).toBe(true);
    expect(await deletePost(id, actor)).toBe(true);
    const entries = await listRecentActivity(3);
    expect(entries.map((e) => [e.action, e.itemTitle, e.entity, e.userEmail, e.itemId])).toEqual([
      ["trash", "Registrado 2", "post", actor.email, id],
      ["update", "Registrado 2", "post", actor.email, id],
      ["create", "Registrado", "post", actor.email, id],
    ]);
  });

  it("a refused or failed write leaves no entry", async () => {
    const count = async () => (await listRecentActivity(500)).length;
    const before = await count();
    const { id } = await createPost(input({ name: "Duas abas" }), new Date(), actor);
    expect(await updatePost(id, input({ name: "Velha" }), "2020-01-01T00:00:00.000Z", new Date(), actor)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(await deletePost("00000000-0000-4000-8000-000000000000", actor)).toBe(false);
    // An actor that is not a user breaks the log's foreign key: the post is not created either.
    await expect(
      createPost(input({ name: "Sem dono" }), new Date(), { id: "ninguem", email: "x@example.com" }),
    ).rejects.toThrow();
    expect(await count()).toBe(before + 1);
    expect((await listRecentActivity(1))[0]).toMatchObject({ action: "create", itemTitle: "Duas abas" });
  });
});
