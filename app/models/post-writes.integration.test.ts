import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { dateToZonedLocal } from "~/lib/zoned-time";
import { postInput as input } from "../../tests/setup/post-input";
import { openTestDb } from "../../tests/setup/test-db";
import { listCategories } from "./categories.server";
import {
  createPost,
  deletePost,
  displayStatus,
  purgeExpiredTrash,
  purgePost,
  restorePost,
  TRASH_DAYS,
  publication,
  getPostForEdit,
  listAdminPosts,
  updatePost,
  versionOf,
} from "./post-writes.server";
import {
  getPostBySlug,
  isTrashedSlug,
  listPostSlugsForSitemap,
  listPosts,
  listRecentPosts,
  listRelatedPosts,
} from "./posts.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

async function tagNames() {
  return (await getDb().select({ name: schema.tags.name }).from(schema.tags)).map((t) => t.name).sort();
}

describe("createPost", () => {
  it("stores the post with a new category and normalised tags in one go", async () => {
    const { id, slug } = await createPost(
      input({ name: "Lúpulo: o Guia!", category: "Lupulagem", tags: [" Amargor ", "amargor", "West  Coast"] }),
    );
    expect(slug).toBe("lupulo-o-guia");
    const stored = await getPostForEdit(id);
    expect(stored).toMatchObject({
      name: "Lúpulo: o Guia!",
      category: "Lupulagem",
      tags: ["Amargor", "West Coast"],
      status: "published",
      seoTitle: "",
    });
    expect(stored!.publishedAt).toBeInstanceOf(Date);
    expect((await listCategories()).map((c) => c.name)).toContain("Lupulagem");
  });

  it("reuses a category and tags whatever their case, and makes slugs unique (D4)", async () => {
    const a = await createPost(input({ name: "Lúpulo, o guia", category: "lupulagem", tags: ["AMARGOR", "Novidade"] }));
    const b = await createPost(input({ name: "Lúpulo o Guia", category: "LUPULAGEM" }));
    expect(a.slug).toBe("lupulo-o-guia-2");
    expect(b.slug).toBe("lupulo-o-guia-3");
    expect((await listCategories()).filter((c) => c.name.toLowerCase() === "lupulagem")).toHaveLength(1);
    expect(await tagNames()).toEqual(["Amargor", "Novidade", "West Coast"]);
    expect((await getPostForEdit(a.id))!.category).toBe("Lupulagem");
  });

  it("rolls everything back when a step fails (no category, tag or post left behind)", async () => {
    const before = { cats: (await listCategories()).length, tags: (await tagNames()).length };
    // A tag longer than the column makes the transaction fail after the category insert.
    const bad = { ...input({ name: "Vai falhar", category: "Categoria Nova Transação" }), tags: ["x".repeat(61)] };
    await expect(createPost(bad)).rejects.toThrow();
    expect((await listCategories()).length).toBe(before.cats);
    expect((await tagNames()).length).toBe(before.tags);
    expect(await getDb().select().from(schema.posts).where(eq(schema.posts.name, "Vai falhar"))).toEqual([]);
  });
});

describe("updatePost", () => {
  it("saves, keeps the slug, replaces the tags and moves the version", async () => {
    const { id, slug } = await createPost(input({ name: "Título original", tags: ["um", "dois"] }));
    const before = (await getPostForEdit(id))!;
    const result = await updatePost(
      id,
      input({ name: "Título novo", tags: ["dois", "três"], category: "Lager" }),
      versionOf(before),
    );
    expect(result).toMatchObject({ ok: true, slug });
    const after = (await getPostForEdit(id))!;
    expect(after).toMatchObject({ name: "Título novo", slug, tags: ["dois", "três"], category: "Lager" });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // A post already public keeps its publication time.
    expect(after.publishedAt!.getTime()).toBe(before.publishedAt!.getTime());
  });

  it("refuses a save based on an old version and writes nothing", async () => {
    const { id } = await createPost(input({ name: "Duas abas" }));
    const opened = versionOf((await getPostForEdit(id))!);
    expect((await updatePost(id, input({ name: "Aba um" }), opened)).ok).toBe(true);
    expect(await updatePost(id, input({ name: "Aba dois", tags: ["perdida"] }), opened)).toEqual({
      ok: false,
      reason: "stale",
    });
    const stored = (await getPostForEdit(id))!;
    expect(stored.name).toBe("Aba um");
    expect(stored.tags).toEqual([]);
  });

  it("accepts the version of a row written by the database clock (microseconds)", async () => {
    const { id } = await createPost(input({ name: "Relógio do banco" }));
    await getDb()
      .update(schema.posts)
      .set({ updatedAt: new Date(Date.UTC(2026, 0, 1, 12, 0, 0, 123)) })
      .where(eq(schema.posts.id, id));
    await getDb().execute(`update posts set updated_at = updated_at + interval '456 microseconds' where id = '${id}'`);
    const version = versionOf((await getPostForEdit(id))!);
    expect((await updatePost(id, input({ name: "Relógio do banco 2" }), version)).ok).toBe(true);
  });

  it("answers not-found for a missing post", async () => {
    expect(await updatePost("00000000-0000-4000-8000-000000000000", input({}), new Date().toISOString())).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await updatePost("not-a-uuid", input({}), new Date().toISOString())).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

describe("drafts and scheduling", () => {
  it("hides drafts and future posts from every public read until their time", async () => {
    const cat = "Visibilidade";
    const visible = await createPost(
      input({ name: "Visível agora", category: cat, content: "palavra-secreta publicada" }),
    );
    const draft = await createPost(
      input({ name: "Rascunho escondido", category: cat, status: "draft", content: "palavra-secreta rascunho" }),
    );
    const future = dateToZonedLocal(new Date(Date.now() + 2 * 3600_000));
    const scheduled = await createPost(
      input({
        name: "Agendado escondido",
        category: cat,
        status: "scheduled",
        publishAt: future,
        content: "palavra-secreta agendada",
      }),
    );

    expect((await getPostForEdit(draft.id))!.publishedAt).toBeNull();
    expect(await getPostBySlug(draft.slug)).toBeNull();
    expect(await getPostBySlug(scheduled.slug)).toBeNull();
    expect(await getPostBySlug(visible.slug)).not.toBeNull();
    const found = await listPosts({ q: "palavra-secreta", pageSize: 10 });
    expect(found.posts.map((p) => p.name)).toEqual(["Visível agora"]);
    expect(found.total).toBe(1);
    const slugs = (await listPostSlugsForSitemap()).map((p) => p.slug);
    expect(slugs).toContain(visible.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(scheduled.slug);
    expect((await listRecentPosts(100)).map((p) => p.slug)).not.toContain(scheduled.slug);
    const related = await listRelatedPosts({ id: "00000000-0000-4000-8000-000000000000", category: cat });
    expect(related.map((p) => p.name)).toEqual(["Visível agora"]);

    // The admin list shows all three with their status.
    const admin = await listAdminPosts({ q: "escondido" });
    expect(admin.posts.map((p) => [p.name, p.status]).sort()).toEqual([
      ["Agendado escondido", "scheduled"],
      ["Rascunho escondido", "draft"],
    ]);

    // When its time has passed, the scheduled post is public without any further write.
    await getDb()
      .update(schema.posts)
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.posts.id, scheduled.id));
    expect(await getPostBySlug(scheduled.slug)).not.toBeNull();
    expect((await listAdminPosts({ q: "Agendado escondido" })).posts[0]!.status).toBe("published");
  });

  it("orders the blog by publication time, not creation", async () => {
    const older = await createPost(
      input({ name: "Criado antes", category: "Ordem" }),
      new Date(Date.now() - 3 * 3600_000),
    );
    await createPost(input({ name: "Criado depois", category: "Ordem" }), new Date(Date.now() - 2 * 3600_000));
    // Re-published as a new post would: the older one goes public last.
    await getDb()
      .update(schema.posts)
      .set({ publishedAt: new Date(Date.now() - 3600_000) })
      .where(eq(schema.posts.id, older.id));
    const page = await listPosts({ category: "Ordem", pageSize: 10 });
    expect(page.posts.map((p) => p.name)).toEqual(["Criado antes", "Criado depois"]);
  });
});

describe("listAdminPosts", () => {
  it("searches titles ignoring case and accents and pages by 20", async () => {
    for (let i = 1; i <= 21; i++)
      await createPost(input({ name: `Série Ácida ${String(i).padStart(2, "0")}`, category: "Série" }));
    const first = await listAdminPosts({ q: "serie acida" });
    expect(first.total).toBe(21);
    expect(first.pageCount).toBe(2);
    expect(first.posts).toHaveLength(20);
    const second = await listAdminPosts({ q: "SÉRIE ÁCIDA", page: 2 });
    expect(second.posts).toHaveLength(1);
    expect(second.page).toBe(2);
    expect((await listAdminPosts({ q: "100%_" })).total).toBe(0);
  });

  it("matches the start of title words, never letters inside them, tags or content (drizzle/0005)", async () => {
    await createPost(input({ name: "Participação nas Catharinas", content: "Uma IPA de verão.", tags: ["IPA"] }));
    await createPost(input({ name: "Rótulos de Double IPA", category: "Série" }));
    const names = async (q: string) => (await listAdminPosts({ q })).posts.map((p) => p.name);
    // Other tests' posts are called "Guia de IPAs" (an IPA too).
    expect(await names("ipa")).toContain("Rótulos de Double IPA");
    expect(await names("ipa")).not.toContain("Participação nas Catharinas");
    expect(await names("CATHAR")).toEqual(["Participação nas Catharinas"]);
    expect(await names("participacoes catharina")).toEqual(["Participação nas Catharinas"]);
    expect(await names("rotulo doub")).toEqual(["Rótulos de Double IPA"]);
    expect(await names("de")).toEqual([]); // a stop word alone matches nothing
  });
});

describe("deletePost (the trash), restorePost and purgePost", () => {
  const actor = { id: "trash-admin", email: "lixeira@example.com" };
  beforeAll(async () => {
    await getDb()
      .insert(schema.user)
      .values({ id: actor.id, name: "Lixeira", email: actor.email })
      .onConflictDoNothing();
  });

  it("moves the post to the trash: gone for visitors and from the list, back with Restaurar as it was", async () => {
    const { id, slug } = await createPost(input({ name: "Para a lixeira", tags: ["efêmera"] }));
    expect(await deletePost(id)).toBe(true);
    expect(await getPostForEdit(id)).toBeNull();
    expect(await getPostBySlug(slug)).toBeNull();
    expect(await isTrashedSlug(slug)).toBe(true);
    expect((await listPostSlugsForSitemap()).map((p) => p.slug)).not.toContain(slug);
    expect((await listAdminPosts({ q: "Para a lixeira" })).posts).toEqual([]);
    const trash = await listAdminPosts({ status: "trash" });
    expect(trash.posts.map((p) => p.id)).toContain(id);
    expect(trash.posts.find((p) => p.id === id)?.deletedAt).toBeInstanceOf(Date);
    // Already there, or unknown: nothing to do.
    expect(await deletePost(id)).toBe(false);
    expect(await deletePost("nope")).toBe(false);

    expect(await restorePost(id, actor)).toBe(true);
    const back = await getPostBySlug(slug);
    expect(back?.tags).toEqual(["efêmera"]);
    expect(await isTrashedSlug(slug)).toBe(false);
    expect(await restorePost(id, actor)).toBe(false);
  });

  it("deletes for good only from the trash, with its tag links; the trash empties itself after 30 days", async () => {
    const { id } = await createPost(input({ name: "Para sempre", tags: ["efêmera"] }));
    expect(await purgePost(id, actor)).toBe(false); // not in the trash
    expect(await deletePost(id)).toBe(true);
    expect(await purgePost(id, actor)).toBe(true);
    expect(await getDb().select().from(schema.posts).where(eq(schema.posts.id, id))).toEqual([]);
    expect(await getDb().select().from(schema.postsTags).where(eq(schema.postsTags.postId, id))).toEqual([]);

    const old = await createPost(input({ name: "Esquecido na lixeira" }));
    const recent = await createPost(input({ name: "Recém excluído" }));
    await deletePost(old.id);
    await deletePost(recent.id);
    await getDb()
      .update(schema.posts)
      .set({ deletedAt: new Date(Date.now() - (TRASH_DAYS + 1) * 86_400_000) })
      .where(eq(schema.posts.id, old.id));
    expect(await purgeExpiredTrash()).toBe(1);
    const left = (await listAdminPosts({ status: "trash" })).posts.map((p) => p.id);
    expect(left).toContain(recent.id);
    expect(left).not.toContain(old.id);
  });
});

describe("publication rules", () => {
  const now = new Date("2026-11-22T15:00:00Z");
  it("draft has no time; scheduled takes the São Paulo time; published keeps an earlier public time", () => {
    expect(publication({ status: "draft", publishAt: "2026-12-01T10:00" }, null, now)).toEqual({
      status: "draft",
      publishedAt: null,
    });
    expect(publication({ status: "scheduled", publishAt: "2026-12-01T10:00" }, null, now)).toEqual({
      status: "scheduled",
      publishedAt: new Date("2026-12-01T13:00:00Z"),
    });
    const earlier = new Date("2026-10-01T12:00:00Z");
    expect(
      publication({ status: "published", publishAt: "" }, { status: "published", publishedAt: earlier }, now)
        .publishedAt,
    ).toBe(earlier);
    // A draft or a still-future post published now goes public now.
    expect(
      publication({ status: "published", publishAt: "" }, { status: "draft", publishedAt: null }, now).publishedAt,
    ).toBe(now);
    expect(
      publication(
        { status: "published", publishAt: "" },
        { status: "scheduled", publishedAt: new Date("2026-12-24T12:00:00Z") },
        now,
      ).publishedAt,
    ).toBe(now);
  });

  it("shows Agendado only while the time is ahead", () => {
    expect(displayStatus("draft", null, now)).toBe("draft");
    expect(displayStatus("scheduled", new Date("2026-11-23T00:00:00Z"), now)).toBe("scheduled");
    expect(displayStatus("scheduled", new Date("2026-11-22T14:59:00Z"), now)).toBe("published");
    expect(displayStatus("published", new Date("2026-11-22T14:00:00Z"), now)).toBe("published");
  });
});
