import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { openTestDb } from "../../tests/setup/test-db";
import { ensureCategory, getCategoryByName, listCategories, listCategoriesWithPostCounts } from "./categories.server";

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
