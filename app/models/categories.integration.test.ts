import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { openTestDb } from "../../tests/setup/test-db";
import { eq } from "drizzle-orm";
import { processCache } from "~/lib/data/ttl-cache.server";
import { listRecentActivity } from "./activity.server";
import {
  createCategory,
  deleteCategory,
  ensureCategory,
  getCategoryByName,
  getCategoryWithPostCount,
  listCategories,
  listCategoriesWithPostCounts,
  updateCategory,
} from "./categories.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

describe("with no categories", () => {
  it("lists none and finds none", async () => {
    expect(await listCategories()).toEqual([]);
    expect(await getCategoryByName("IPA")).toBeNull();
  });
});

describe("with categories", () => {
  beforeAll(async () => {
    await getDb()
      .insert(schema.categories)
      .values([
        { name: "Zumbi" },
        { name: "Cerveja Artesanal", description: "Pequenos produtores." },
        { name: "Ácidas" },
        { name: "Belgas Fortes", description: "Tripel, quadrupel e afins." },
      ]);
  }, 60_000);

  it("lists them in alphabetical order, accented names in place", async () => {
    const list = await listCategories();
    expect(list.map((c) => c.name)).toEqual(["Ácidas", "Belgas Fortes", "Cerveja Artesanal", "Zumbi"]);
  });

  it("gives each its slug and description", async () => {
    const list = await listCategories();
    expect(list[0]).toEqual({ id: expect.any(String), name: "Ácidas", description: null, slug: "acidas" });
    expect(list[1]).toMatchObject({ slug: "belgas-fortes", description: "Tripel, quadrupel e afins." });
  });

  it("finds a category by its exact name", async () => {
    expect(await getCategoryByName("Cerveja Artesanal")).toEqual({
      id: expect.any(String),
      name: "Cerveja Artesanal",
      description: "Pequenos produtores.",
      slug: "cerveja-artesanal",
    });
    expect(await getCategoryByName("cerveja artesanal")).toBeNull();
  });
});

describe("ensureCategory and post counts", () => {
  it("finds an existing category ignoring case and accents' case, creates a new one once", async () => {
    const db = getDb();
    const acidas = (await getCategoryByName("Ácidas"))!.id;
    expect(await ensureCategory(db, "ÁCIDAS")).toBe(acidas);
    expect(await ensureCategory(db, "  ácidas ")).toBe(acidas);
    const novo = await ensureCategory(db, "  Sem   Álcool ");
    expect(await ensureCategory(db, "sem álcool")).toBe(novo);
    expect((await getCategoryByName("Sem Álcool"))!.id).toBe(novo);
  });

  it("counts each category's posts, drafts included, zero for an empty one", async () => {
    const db = getDb();
    const zumbi = (await getCategoryByName("Zumbi"))!.id;
    await db.insert(schema.posts).values([
      { name: "Um", slug: "um-zumbi", content: "Conteúdo um.", categoryId: zumbi, publishedAt: new Date() },
      { name: "Dois", slug: "dois-zumbi", content: "Conteúdo dois.", categoryId: zumbi, status: "draft" },
    ]);
    const counts = Object.fromEntries((await listCategoriesWithPostCounts()).map((c) => [c.name, c.postCount]));
    expect(counts).toMatchObject({ Zumbi: 2, "Belgas Fortes": 0 });
  });
});

describe("the categories tab's writes", () => {
  const actor = { id: "cat-admin", email: "categorias@example.com" };
  beforeAll(async () => {
    await getDb().insert(schema.user).values({ id: actor.id, name: "Categorias", email: actor.email });
  });

  it("creates a category, logs it and refuses the same name in any case or accents", async () => {
    const created = await createCategory({ name: "Cervejas Ácidas", description: "Sours." }, actor);
    expect(created).toMatchObject({
      ok: true,
      category: { name: "Cervejas Ácidas", description: "Sours.", slug: "cervejas-acidas" },
    });
    for (const name of ["cervejas acidas", "CERVEJAS ÁCIDAS", "Cervejas  Acidas!"]) {
      expect(await createCategory({ name, description: "" }, actor)).toEqual({ ok: false, reason: "duplicate" });
    }
    const [entry] = await listRecentActivity(1);
    expect(entry).toMatchObject({
      userEmail: actor.email,
      entity: "category",
      action: "create",
      itemTitle: "Cervejas Ácidas",
    });
    // An empty description is stored as none.
    const bare = await createCategory({ name: "Sem descrição", description: "" }, actor);
    expect(bare.ok && bare.category.description).toBeNull();
  });

  it("renames (the same name in another case is allowed for itself), refuses another's name", async () => {
    const { id } = (await getCategoryByName("Cervejas Ácidas"))!;
    expect(await updateCategory(id, { name: "CERVEJAS ÁCIDAS", description: "Azedas." }, actor)).toMatchObject({
      ok: true,
    });
    expect(await updateCategory(id, { name: "Zumbi", description: "" }, actor)).toEqual({
      ok: false,
      reason: "duplicate",
    });
    expect(await updateCategory(id, { name: "Sours", description: "Azedas." }, actor)).toMatchObject({
      ok: true,
      category: { name: "Sours", slug: "sours" },
    });
    expect((await listCategories()).map((c) => c.name)).toContain("Sours");
    expect(await updateCategory("00000000-0000-4000-8000-000000000000", { name: "X", description: "" }, actor)).toEqual(
      { ok: false, reason: "not-found" },
    );
    expect(await updateCategory("nope", { name: "X", description: "" }, actor)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect((await listRecentActivity(1))[0]).toMatchObject({ action: "update", itemTitle: "Sours", itemId: id });
  });

  it('deletes a category with posts: they move to a new "Outros" in the same transaction', async () => {
    const db = getDb();
    const sours = (await getCategoryByName("Sours"))!;
    await db.insert(schema.posts).values([
      { name: "Sour 1", slug: "sour-1", content: "Conteúdo um.", categoryId: sours.id, publishedAt: new Date() },
      { name: "Sour 2", slug: "sour-2", content: "Conteúdo dois.", categoryId: sours.id, status: "draft" },
      {
        name: "Sour 3",
        slug: "sour-3",
        content: "Conteúdo três.",
        categoryId: sours.id,
        status: "scheduled",
        publishedAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    expect((await getCategoryWithPostCount(sours.id))!.postCount).toBe(3);
    expect(await getCategoryByName("Outros")).toBeNull();
    processCache().cached("categories:probe", 60_000, async () => "antigo");
    expect(await deleteCategory(sours.id, actor)).toEqual({ ok: true, name: "Sours", moved: 3 });
    // The write dropped the cached category reads.
    expect(await processCache().cached("categories:probe", 60_000, async () => "novo")).toBe("novo");
    const outros = (await getCategoryByName("Outros"))!;
    const moved = await db
      .select({ categoryId: schema.posts.categoryId })
      .from(schema.posts)
      .where(eq(schema.posts.categoryId, outros.id));
    expect(moved).toHaveLength(3);
    expect(await getCategoryWithPostCount(sours.id)).toBeNull();
    expect((await listRecentActivity(1))[0]).toMatchObject({ action: "delete", itemTitle: "Sours", itemId: sours.id });
  });

  it('moves to the existing "Outros" whatever its case, and never deletes or renames it', async () => {
    const outros = (await getCategoryByName("Outros"))!;
    const lager = await createCategory({ name: "Lager", description: "" }, actor);
    if (!lager.ok) throw new Error("Lager not created");
    await getDb().insert(schema.posts).values({
      name: "Lager 1",
      slug: "lager-1",
      content: "Conteúdo.",
      categoryId: lager.category.id,
      publishedAt: new Date(),
    });
    expect(await deleteCategory(lager.category.id, actor)).toMatchObject({ ok: true, moved: 1 });
    expect((await getCategoryWithPostCount(outros.id))!.postCount).toBe(4);
    expect((await listCategories()).filter((c) => c.name.toLowerCase() === "outros")).toHaveLength(1);

    const before = (await listRecentActivity(1))[0]!.id;
    expect(await deleteCategory(outros.id, actor)).toEqual({ ok: false, reason: "protected" });
    expect(await updateCategory(outros.id, { name: "Diversos", description: "" }, actor)).toEqual({
      ok: false,
      reason: "protected",
    });
    expect(
      await updateCategory(outros.id, { name: "Outros", description: "Tudo o que não tem categoria." }, actor),
    ).toMatchObject({ ok: true });
    expect((await getCategoryByName("Outros"))!.description).toBe("Tudo o que não tem categoria.");
    // Refused writes leave no activity entry; the accepted one does.
    const after = await listRecentActivity(5);
    expect(after.filter((e) => e.id > before).map((e) => e.action)).toEqual(["update"]);
    expect(await deleteCategory("00000000-0000-4000-8000-000000000000", actor)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("an empty category is deleted without creating anything", async () => {
    const empty = await createCategory({ name: "Vazia", description: "" }, actor);
    if (!empty.ok) throw new Error("not created");
    expect(await deleteCategory(empty.category.id, actor)).toEqual({ ok: true, name: "Vazia", moved: 0 });
  });
});
