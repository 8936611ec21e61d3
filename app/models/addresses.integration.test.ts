// Issue 28 item 7, "addresses that never break": an edited slug leaves its old address
// answering with the post's current one (no chain, a rename back works, other posts' current
// and old addresses are refused), and renamed or deleted categories keep their old names
// leading to the new name or to "Outros".
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { postInput as input } from "../../tests/setup/post-input";
import { openTestDb } from "../../tests/setup/test-db";
import { listRecentActivity } from "./activity.server";
import { createCategory, deleteCategory, ensureCategory, updateCategory } from "./categories.server";
import { createPost, getPostForEdit, SlugTakenError, updatePost, versionOf } from "./post-writes.server";
import {
  getCategoryRedirect,
  getPostBySlug,
  getPostSlugRedirect,
  listPostSlugsForSitemap,
  listPosts,
} from "./posts.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
const actor = { id: "addresses-admin", email: "enderecos@example.com" };

beforeAll(async () => {
  handle = await openTestDb();
  await getDb().insert(schema.user).values({ id: actor.id, name: "Endereços", email: actor.email });
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

/** Saves the post as stored with `changes` on top (the form's own values, as the editor sends them). */
async function save(id: string, changes: Parameters<typeof input>[0]) {
  const stored = (await getPostForEdit(id))!;
  return updatePost(
    id,
    input({ name: stored.name, category: stored.category ?? "Outros", content: stored.content, ...changes }),
    versionOf(stored),
    new Date(),
    actor,
  );
}

async function redirectsOf(postId: string) {
  const rows = await getDb()
    .select({ oldSlug: schema.postSlugRedirects.oldSlug })
    .from(schema.postSlugRedirects)
    .where(eq(schema.postSlugRedirects.postId, postId));
  return rows.map((r) => r.oldSlug).sort();
}

describe("post slugs", () => {
  it("normalises the typed slug and uses it for a new post", async () => {
    const { slug } = await createPost(input({ name: "Um título qualquer", slug: "Meu Post Novo!" }));
    expect(slug).toBe("meu-post-novo");
  });

  it("keeps the slug when the field is empty or the title alone changes", async () => {
    const { id, slug } = await createPost(input({ name: "Título fixo" }));
    const result = await save(id, { name: "Título mudado", slug: "" });
    expect(result).toMatchObject({ ok: true, slug });
    expect(await redirectsOf(id)).toEqual([]);
  });

  it("renames A→B→C: A and B both answer with C; renaming back to A works", async () => {
    const { id } = await createPost(input({ name: "Endereço A", slug: "endereco-a" }));
    expect(await save(id, { slug: "endereco-b" })).toMatchObject({ ok: true, slug: "endereco-b" });
    expect(await save(id, { slug: "Endereço C" })).toMatchObject({ ok: true, slug: "endereco-c" });
    expect(await getPostSlugRedirect("endereco-a")).toBe("endereco-c");
    expect(await getPostSlugRedirect("endereco-b")).toBe("endereco-c");
    expect(await getPostBySlug("endereco-a")).toBeNull();
    expect((await getPostBySlug("endereco-c"))?.id).toBe(id);
    const sitemap = (await listPostSlugsForSitemap()).map((p) => p.slug);
    expect(sitemap).toContain("endereco-c");
    expect(sitemap).not.toContain("endereco-a");
    expect(sitemap).not.toContain("endereco-b");

    // Back to A: A is the post's address again (no redirect loop), B and C lead to it.
    expect(await save(id, { slug: "endereco-a" })).toMatchObject({ ok: true, slug: "endereco-a" });
    expect(await redirectsOf(id)).toEqual(["endereco-b", "endereco-c"]);
    expect(await getPostSlugRedirect("endereco-a")).toBeNull();
    expect(await getPostSlugRedirect("endereco-b")).toBe("endereco-a");
    expect(await getPostSlugRedirect("endereco-c")).toBe("endereco-a");
  });

  it("refuses another post's current and old slug, writing nothing", async () => {
    const other = await createPost(input({ name: "Outro post", slug: "ocupado" }));
    expect(await save(other.id, { slug: "ocupado-agora" })).toMatchObject({ ok: true });
    const { id, slug } = await createPost(input({ name: "Quer o endereço" }));
    for (const taken of ["ocupado-agora", "ocupado"]) {
      expect(await save(id, { slug: taken, name: "Não salvo" })).toEqual({ ok: false, reason: "slug-taken" });
      await expect(createPost(input({ name: "Novo", slug: taken }))).rejects.toBeInstanceOf(SlugTakenError);
    }
    const stored = await getPostForEdit(id);
    expect(stored).toMatchObject({ slug, name: "Quer o endereço" });
    expect(await redirectsOf(id)).toEqual([]);
    expect(await getPostSlugRedirect("ocupado")).toBe("ocupado-agora");
  });

  it("never generates a slug that is another post's old address", async () => {
    const { id } = await createPost(input({ name: "Lager clara" }));
    expect(await save(id, { slug: "lager-clara-de-verdade" })).toMatchObject({ ok: true });
    const second = await createPost(input({ name: "Lager Clara" }));
    expect(second.slug).toBe("lager-clara-2");
  });

  it("redirects only to a public post", async () => {
    const { id } = await createPost(input({ name: "Rascunho movido", slug: "rascunho-1", status: "draft" }));
    expect(await save(id, { slug: "rascunho-2", status: "draft" })).toMatchObject({ ok: true });
    expect(await getPostSlugRedirect("rascunho-1")).toBeNull();
    expect(await save(id, { slug: "rascunho-2", status: "published" })).toMatchObject({ ok: true });
    expect(await getPostSlugRedirect("rascunho-1")).toBe("rascunho-2");
  });

  it("records the save in the activity log, as any update", async () => {
    const { id } = await createPost(input({ name: "Registro de endereço", slug: "registro-1" }));
    await save(id, { slug: "registro-2" });
    const [latest] = await listRecentActivity(1);
    expect(latest).toMatchObject({
      action: "update",
      itemId: id,
      itemTitle: "Registro de endereço",
    });
  });
});

describe("category redirects", () => {
  it("a renamed category's old names lead to its current name", async () => {
    const created = await createCategory({ name: "Sours", description: "" }, actor);
    if (!created.ok) throw new Error("not created");
    const id = created.category.id;
    await createPost(input({ name: "Uma sour", category: "Sours" }));
    expect(await updateCategory(id, { name: "Ácidas", description: "" }, actor)).toMatchObject({ ok: true });
    expect(await updateCategory(id, { name: "Cervejas Ácidas", description: "" }, actor)).toMatchObject({ ok: true });
    expect(await getCategoryRedirect("Sours")).toBe("Cervejas Ácidas");
    expect(await getCategoryRedirect("Ácidas")).toBe("Cervejas Ácidas");
    expect(await getCategoryRedirect("Cervejas Ácidas")).toBeNull();
    expect((await listPosts({ category: "Cervejas Ácidas" })).total).toBe(1);

    // Back to an old name: it is the category's again, not a redirect.
    expect(await updateCategory(id, { name: "Sours", description: "" }, actor)).toMatchObject({ ok: true });
    expect(await getCategoryRedirect("Sours")).toBeNull();
    expect(await getCategoryRedirect("Cervejas Ácidas")).toBe("Sours");
    const [latest] = await listRecentActivity(1);
    expect(latest).toMatchObject({ entity: "category", action: "update", itemTitle: "Sours" });
  });

  it("a deleted category's names lead to Outros, whose filter lists its posts", async () => {
    const created = await createCategory({ name: "Defumadas", description: "" }, actor);
    if (!created.ok) throw new Error("not created");
    await createPost(input({ name: "Uma rauchbier", category: "Defumadas" }));
    await updateCategory(created.category.id, { name: "Rauch", description: "" }, actor);
    expect(await deleteCategory(created.category.id, actor)).toMatchObject({ ok: true });
    expect(await getCategoryRedirect("Rauch")).toBe("Outros");
    expect(await getCategoryRedirect("Defumadas")).toBe("Outros");
    const listed = await listPosts({ category: "Outros" });
    expect(listed.posts.map((p) => p.name)).toContain("Uma rauchbier");
  });

  it("a category created later with an old name wins over the redirect", async () => {
    const created = await createCategory({ name: "Trigo", description: "" }, actor);
    if (!created.ok) throw new Error("not created");
    await updateCategory(created.category.id, { name: "Weiss", description: "" }, actor);
    expect(await getCategoryRedirect("Trigo")).toBe("Weiss");
    expect(await createCategory({ name: "Trigo", description: "" }, actor)).toMatchObject({ ok: true });
    expect(await getCategoryRedirect("Trigo")).toBeNull();
    const rows = await getDb()
      .select()
      .from(schema.categoryRedirects)
      .where(eq(schema.categoryRedirects.oldName, "Trigo"));
    expect(rows).toEqual([]);

    // Created by the post form too.
    await updateCategory(created.category.id, { name: "Weizen", description: "" }, actor);
    expect(await getCategoryRedirect("Weiss")).toBe("Weizen");
    await getDb().transaction((tx) => ensureCategory(tx, "Weiss"));
    expect(await getCategoryRedirect("Weiss")).toBeNull();
  });

  it("an unknown name leads nowhere", async () => {
    expect(await getCategoryRedirect("Nunca existiu")).toBeNull();
  });
});
