import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { openTestDb } from "../../tests/setup/test-db";
import { getPostBySlug, listPostSlugsForSitemap, listPosts, listRecentPosts, listRelatedPosts } from "./posts.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;

const tagIds = new Map<string, string>();

async function tagId(name: string): Promise<string> {
  const known = tagIds.get(name);
  if (known) return known;
  const [row] = await getDb().insert(schema.tags).values({ name }).returning({ id: schema.tags.id });
  tagIds.set(name, row!.id);
  return row!.id;
}

async function category(name: string): Promise<string> {
  const [row] = await getDb().insert(schema.categories).values({ name }).returning({ id: schema.categories.id });
  return row!.id;
}

interface NewPost {
  name: string;
  slug: string;
  content: string;
  day: number;
  categoryId?: string;
  tags?: string[];
  seoTitle?: string;
}

async function addPost(post: NewPost): Promise<void> {
  const createdAt = new Date(Date.UTC(2026, 0, post.day, 12));
  const [row] = await getDb()
    .insert(schema.posts)
    .values({
      name: post.name,
      slug: post.slug,
      content: post.content,
      categoryId: post.categoryId ?? null,
      seoTitle: post.seoTitle ?? "",
      createdAt,
      publishedAt: createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: schema.posts.id });
  for (const tag of post.tags ?? []) {
    await getDb()
      .insert(schema.postsTags)
      .values({ postId: row!.id, tagId: await tagId(tag) });
  }
}

const names = (posts: { name: string }[]) => posts.map((p) => p.name);

beforeAll(async () => {
  handle = await openTestDb();
  const ipa = await category("IPA");
  const lager = await category("Lager");
  const harmonizacao = await category("Harmonização");
  const sazonal = await category("Sazonal");

  // Oldest first; day N is 2026-01-N.
  await addPost({
    name: "Lúpulo na IPA",
    slug: "lupulo-na-ipa",
    content: "De onde vem o amargor da cerveja.",
    day: 1,
    categoryId: ipa,
    tags: ["lupulagem", "West Coast", "Amargor"],
  });
  await addPost({
    name: "Lagers claras",
    slug: "lagers-claras",
    content: "Leves e refrescantes.",
    day: 2,
    categoryId: lager,
    tags: ["verão"],
  });
  await addPost({
    name: "Harmonização com queijos",
    slug: "harmonizacao-com-queijos",
    content: "Queijo e cerveja: 100% de acerto.",
    day: 3,
    categoryId: harmonizacao,
  });
  await addPost({
    name: "Guia de copos",
    slug: "guia-de-copos",
    content: "Cada estilo pede o seu.",
    day: 4,
    tags: ["vidraria"],
  });
  await addPost({
    name: "Session IPA",
    slug: "session-ipa",
    content: "Menos álcool, mesmo aroma.",
    day: 5,
    categoryId: ipa,
    tags: ["hazy"],
  });
  await addPost({
    name: "Cervejas de trigo",
    slug: "cervejas-de-trigo",
    content: "Weiss, witbier e afins.",
    day: 6,
    categoryId: sazonal,
  });
  await addPost({
    name: "Double IPA",
    slug: "double-ipa",
    content: "Mais malte e mais LÚPULO.",
    day: 7,
    categoryId: ipa,
    seoTitle: "Double IPA: o guia completo",
  });
  // Deleting a category leaves its posts without one (they read as "Outros").
  await getDb().delete(schema.categories).where(eq(schema.categories.id, sazonal));
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

describe("listPosts", () => {
  it("lists newest first, 3 per page, with the total and page count", async () => {
    const first = await listPosts();
    expect(names(first.posts)).toEqual(["Double IPA", "Cervejas de trigo", "Session IPA"]);
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 });

    const second = await listPosts({ page: 2 });
    expect(names(second.posts)).toEqual(["Guia de copos", "Harmonização com queijos", "Lagers claras"]);

    const last = await listPosts({ page: 3 });
    expect(names(last.posts)).toEqual(["Lúpulo na IPA"]);
  });

  it("clamps the page into [1, pageCount]", async () => {
    const past = await listPosts({ page: 99 });
    expect(past.page).toBe(3);
    expect(names(past.posts)).toEqual(["Lúpulo na IPA"]);

    for (const page of [0, -4, Number.NaN]) {
      const before = await listPosts({ page });
      expect(before.page).toBe(1);
      expect(names(before.posts)[0]).toBe("Double IPA");
    }
  });

  it("answers an empty search with no posts on page 1 of 1", async () => {
    expect(await listPosts({ q: "inexistente", page: 5 })).toEqual({ posts: [], total: 0, page: 1, pageCount: 1 });
  });

  it("finds words regardless of accents and case, in title and content, title hits first", async () => {
    expect(names((await listPosts({ q: "lupulo" })).posts)).toEqual(["Lúpulo na IPA", "Double IPA"]);
    expect(names((await listPosts({ q: "LÚPULO" })).posts)).toEqual(["Lúpulo na IPA", "Double IPA"]);
    expect(names((await listPosts({ q: "  harmonizacao " })).posts)).toEqual(["Harmonização com queijos"]);
    expect(names((await listPosts({ q: "alcool" })).posts)).toEqual(["Session IPA"]);
  });

  it("finds a word that only appears in a tag", async () => {
    expect(names((await listPosts({ q: "vidraria" })).posts)).toEqual(["Guia de copos"]);
    expect(names((await listPosts({ q: "VERAO" })).posts)).toEqual(["Lagers claras"]);
  });

  it("searches words: punctuation alone matches nothing, and never breaks the query", async () => {
    expect(names((await listPosts({ q: "100%" })).posts)).toEqual(["Harmonização com queijos"]);
    for (const q of ["%", "_", "\\", "'", "!!", "&|", "(", ":*"]) expect((await listPosts({ q })).total).toBe(0);
  });

  it("filters by exact category name, 'Outros' covering posts without one", async () => {
    const ipa = await listPosts({ category: "IPA" });
    expect(names(ipa.posts)).toEqual(["Double IPA", "Session IPA", "Lúpulo na IPA"]);
    expect(ipa).toMatchObject({ total: 3, pageCount: 1 });

    const outros = await listPosts({ category: "Outros" });
    expect(names(outros.posts)).toEqual(["Cervejas de trigo", "Guia de copos"]);
    expect(outros.posts.every((p) => p.category === "Outros" && p.categoryId === null)).toBe(true);

    expect((await listPosts({ category: "ipa" })).total).toBe(0);
    expect((await listPosts({ category: "Sazonal" })).total).toBe(0);
  });

  it("combines search and category", async () => {
    expect(names((await listPosts({ q: "lupulo", category: "IPA" })).posts)).toEqual(["Lúpulo na IPA", "Double IPA"]);
    expect((await listPosts({ q: "lupulo", category: "Lager" })).total).toBe(0);
  });

  it("returns each post's tags sorted by name", async () => {
    const { posts } = await listPosts({ page: 3 });
    expect(posts[0]!.tags).toEqual(["Amargor", "lupulagem", "West Coast"]);
    const { posts: first } = await listPosts();
    expect(first[0]!.tags).toEqual([]);
  });

  it("loads the tags of a whole page with one query", async () => {
    const db = getDb();
    const select = vi.spyOn(db, "select");
    try {
      await listPosts({ page: 2 });
      // count, page rows, tags: the same three whatever the number of posts on the page.
      expect(select).toHaveBeenCalledTimes(3);
    } finally {
      select.mockRestore();
    }
  });
});

describe("getPostBySlug", () => {
  it("returns the whole post", async () => {
    const post = await getPostBySlug("lupulo-na-ipa");
    expect(post).toMatchObject({
      name: "Lúpulo na IPA",
      slug: "lupulo-na-ipa",
      content: "De onde vem o amargor da cerveja.",
      category: "IPA",
      tags: ["Amargor", "lupulagem", "West Coast"],
      seoDescription: "",
      seoKeywords: "",
      seoImage: "",
      canonicalUrl: "",
    });
    expect(post!.categoryId).toEqual(expect.any(String));
    expect(post!.createdAt).toBeInstanceOf(Date);
    expect(post!.createdAt.toISOString()).toBe("2026-01-01T12:00:00.000Z");
    expect(post!.updatedAt).toBeInstanceOf(Date);
  });

  it("falls back to the name for an empty SEO title, and keeps a set one", async () => {
    expect((await getPostBySlug("lupulo-na-ipa"))!.seoTitle).toBe("Lúpulo na IPA");
    expect((await getPostBySlug("double-ipa"))!.seoTitle).toBe("Double IPA: o guia completo");
  });

  it("shows 'Outros' for a post whose category was deleted", async () => {
    expect(await getPostBySlug("cervejas-de-trigo")).toMatchObject({ category: "Outros", categoryId: null });
  });

  it("returns null for an unknown slug", async () => {
    expect(await getPostBySlug("nao-existe")).toBeNull();
  });
});

describe("listRecentPosts", () => {
  it("returns the newest posts up to the limit", async () => {
    expect(names(await listRecentPosts(2))).toEqual(["Double IPA", "Cervejas de trigo"]);
    expect(await listRecentPosts(0)).toEqual([]);
  });
});

describe("listRelatedPosts", () => {
  it("returns other posts of the same category, newest first", async () => {
    const post = (await getPostBySlug("lupulo-na-ipa"))!;
    expect(names(await listRelatedPosts(post))).toEqual(["Double IPA", "Session IPA"]);
    expect(names(await listRelatedPosts(post, 1))).toEqual(["Double IPA"]);
  });

  it("relates posts without a category to each other", async () => {
    const post = (await getPostBySlug("guia-de-copos"))!;
    expect(names(await listRelatedPosts(post))).toEqual(["Cervejas de trigo"]);
  });

  it("returns nothing when the post is alone in its category", async () => {
    const post = (await getPostBySlug("lagers-claras"))!;
    expect(await listRelatedPosts(post)).toEqual([]);
  });
});

describe("listPostSlugsForSitemap", () => {
  it("lists every slug with its last change, newest first", async () => {
    const entries = await listPostSlugsForSitemap();
    expect(entries.map((e) => e.slug)).toEqual([
      "double-ipa",
      "cervejas-de-trigo",
      "session-ipa",
      "guia-de-copos",
      "harmonizacao-com-queijos",
      "lagers-claras",
      "lupulo-na-ipa",
    ]);
    expect(entries[0]!.updatedAt).toBeInstanceOf(Date);
    expect(Object.keys(entries[0]!).sort()).toEqual(["slug", "updatedAt"]);
  });
});
