// Server autosave (issue 28 item 6) on a real database: one rolling revision per editing session,
// the post itself never touched (text, status, slug, publication, updatedAt), pruning still at
// 50, nothing in the activity log, and the offer of an autosave newer than the last save.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { newEditSession, postAutosaveSchema, type PostAutosaveValues } from "~/schemas/post-autosave";
import { postInput as input } from "../../tests/setup/post-input";
import { openTestDb } from "../../tests/setup/test-db";
import { listRecentActivity } from "./activity.server";
import { latestAutosaveAfterSave, saveAutosave } from "./post-autosave.server";
import {
  createPost,
  getPostForEdit,
  getRevision,
  listRevisions,
  REVISIONS_KEPT,
  restoreRevision,
  SYSTEM_AUTHOR,
  updatePost,
  versionOf,
} from "./post-writes.server";
import { getPostBySlug } from "./posts.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
const actor = { id: "auto-admin", email: "autosave@example.com" };

beforeAll(async () => {
  handle = await openTestDb();
  await getDb().insert(schema.user).values({ id: actor.id, name: "Autosave", email: actor.email });
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

function draft(session: string, values: Partial<PostAutosaveValues> = {}) {
  return postAutosaveSchema.parse({
    name: "Guia de IPAs",
    slug: "",
    category: "IPA",
    tags: [],
    status: "published",
    publishAt: "",
    content: "Conteúdo suficiente para o post.",
    seoTitle: "",
    seoDescription: "",
    seoKeywords: "",
    seoImage: "",
    canonicalUrl: "",
    session,
    ...values,
  });
}

async function rawPost(id: string) {
  const [row] = await getDb().select().from(schema.posts).where(eq(schema.posts.id, id));
  return row!;
}

describe("server autosave of the post being edited", () => {
  it("keeps one rolling revision per editing session and never touches the post", async () => {
    const { id, slug } = await createPost(input({ name: "Publicado", content: "Texto público." }), new Date(), actor);
    const before = await rawPost(id);
    const session = newEditSession();
    const first = await saveAutosave(id, draft(session, { name: "Rasc", content: "Meio texto" }), actor);
    const second = await saveAutosave(
      id,
      draft(session, { name: "Rascunho novo", content: "Texto novo", status: "draft", slug: "outro-endereco" }),
      actor,
      new Date(Date.now() + 1000),
    );
    expect(first.ok && second.ok).toBe(true);
    const list = await listRevisions(id);
    // The save's revision and one autosave row for the session, updated in place.
    expect(list.map((r) => [r.name, r.autosave])).toEqual([
      ["Rascunho novo", true],
      ["Publicado", false],
    ]);
    expect(first.ok && second.ok && first.id === second.id).toBe(true);
    const row = (await getRevision(id, list[0]!.id))!;
    expect(row).toMatchObject({
      autosave: true,
      editSession: session,
      userEmail: actor.email,
      content: "Texto novo",
      slug: "outro-endereco",
      status: "draft",
      publishedAt: null,
    });
    // The post: same text, status, slug, publication and version token; visitors see the saved text.
    const after = await rawPost(id);
    expect(after).toEqual(before);
    expect((await getPostBySlug(slug))?.content).toBe("Texto público.");
    // A second session gets its own row.
    await saveAutosave(id, draft(newEditSession(), { name: "Outra aba" }), actor, new Date(Date.now() + 2000));
    expect((await listRevisions(id)).map((r) => r.name)).toEqual(["Outra aba", "Rascunho novo", "Publicado"]);
    // Autosaves are not in the activity log.
    expect((await listRecentActivity(1))[0]).toMatchObject({ action: "create", itemId: id });
  });

  it("the next manual save is not stale, and an autosave accepts unfinished text within the limits", async () => {
    const { id } = await createPost(input({ name: "Versão salva" }), new Date(), actor);
    const version = versionOf((await getPostForEdit(id))!);
    const session = newEditSession();
    expect(draft(session, { name: "", content: "", category: "", status: "scheduled", publishAt: "" })).toMatchObject({
      name: "",
      content: "",
    });
    expect(
      postAutosaveSchema.safeParse({ ...draft(session), name: "x".repeat(101) }).success,
      "the title's limit holds",
    ).toBe(false);
    expect(postAutosaveSchema.safeParse({ ...draft(session), session: "curta" }).success).toBe(false);
    await saveAutosave(id, draft(session, { name: "", content: "", category: "" }), actor);
    const saved = await updatePost(id, input({ name: "Salvo à mão" }), version, new Date(), actor);
    expect(saved.ok).toBe(true);
  });

  it("offers an autosave newer than the last save, and no longer once the post is saved", async () => {
    const { id } = await createPost(
      input({ name: "Com recuperação", tags: ["Lúpulo"], status: "draft" }),
      new Date(Date.now() - 60_000),
      actor,
    );
    expect(await latestAutosaveAfterSave(id)).toBeNull();
    const session = newEditSession();
    await saveAutosave(
      id,
      draft(session, { name: "Texto da aba fechada", tags: ["Malte"], category: "", content: "Curto" }),
      actor,
    );
    const offer = (await latestAutosaveAfterSave(id))!;
    const post = (await getPostForEdit(id))!;
    expect(offer).toMatchObject({
      editSession: session,
      userEmail: actor.email,
      values: { name: "Texto da aba fechada", tags: ["Malte"], category: "", version: versionOf(post) },
    });
    // Restored from Histórico like any revision, through the save's own checks: unfinished text
    // is refused with the reason; a complete one is restored, and the post's status stays.
    const restored = await restoreRevision(id, offer.revisionId, actor);
    expect(restored).toMatchObject({ ok: false, reason: "invalid" });
    await saveAutosave(id, draft(session, { name: "Texto da aba fechada" }), actor);
    expect(await restoreRevision(id, (await latestAutosaveAfterSave(id))!.revisionId, actor)).toMatchObject({
      ok: true,
    });
    expect((await getPostForEdit(id))!).toMatchObject({ name: "Texto da aba fechada", status: "draft" });
    expect(await latestAutosaveAfterSave(id)).toBeNull();
  });

  it("a post with no history yet keeps its stored state before the first autosave", async () => {
    const [row] = await getDb()
      .insert(schema.posts)
      .values({
        name: "Do seed",
        content: "Texto do seed.",
        slug: `autosave-seed-${Date.now()}`,
        publishedAt: new Date("2025-01-01T00:00:00Z"),
      })
      .returning({ id: schema.posts.id });
    await saveAutosave(row!.id, draft(newEditSession(), { name: "Editando o seed" }), actor);
    expect((await listRevisions(row!.id)).map((r) => [r.name, r.userEmail, r.autosave])).toEqual([
      ["Editando o seed", actor.email, true],
      ["Do seed", SYSTEM_AUTHOR, false],
    ]);
  });

  it(`still keeps only the newest ${REVISIONS_KEPT} revisions, autosaves included`, async () => {
    const { id } = await createPost(input({ name: "Muitas sessões" }), new Date(Date.now() - 3_600_000), actor);
    const start = Date.now() - 3_000_000;
    for (let n = 1; n <= REVISIONS_KEPT; n++)
      await saveAutosave(id, draft(newEditSession(), { name: `Sessão ${n}` }), actor, new Date(start + n * 1000));
    const list = await listRevisions(id);
    expect(list).toHaveLength(REVISIONS_KEPT);
    expect(list[0]!.name).toBe(`Sessão ${REVISIONS_KEPT}`);
    expect(list.at(-1)!.name).toBe("Sessão 1");
  }, 60_000);

  it("refuses a post that does not exist or is in the trash", async () => {
    expect(await saveAutosave("not-a-uuid", draft(newEditSession()), actor)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await saveAutosave(crypto.randomUUID(), draft(newEditSession()), actor)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});
