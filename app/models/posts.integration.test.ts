import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { openTestDb } from "../../tests/setup/test-db";
import {
  getPostBySlug,
  listPostSlugsForSitemap,
  listPosts,
  listRecentPosts,
  listRelatedPosts,
} from "./posts.server";

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
      updatedAt: createdAt,
    })
    .returning({ id: schema.posts.id });
  for (const tag of post.tags ?? []) {
    await getDb().insert(schema.postsTags).values({ postId: row!.id, tagId: await tagId(tag) });
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
  await addPost({ name: "Lagers claras", slug: "lagers-claras", content: "Leves e refrescantes.", day: 2, categoryId: lager, tags: ["verão"] });
  await addPost({
    name: "Harmonização com queijos",
    slug: "harmonizacao-com-queijos",
    content: "Queijo e cerveja: 100% de acerto.",
    day: 3,
    categoryId: harmonizacao,
  });
  await addPost({ name: "Guia de copos", slug: "guia-de-copos", content: "Cada estilo pede o seu.", day: 4, tags: ["vidraria"] });
  await addPost({ name: "Session IPA", slug: "session-ipa", content: "Menos álcool, mesmo aroma.", day: 5, categoryId: ipa, tags: ["hazy"] });
  await addPost({ name: "Cervejas de trigo", slug: "cervejas-de-trigo", content: "Weiss, witbier e afins.", day: 6, categoryId: sazonal });
  await addPost({
    name: "Double IPA",
    slug: "double-ipa",
    content: "Mais malte e mais LÚPULO.",
    day: 7,
    categoryId: ipa,
    seoTitle: "Double IPA: o guia completo",
  });
  // Deleting a category leaves its posts without one (they read as "Outros").
  await getDb().delete(schema.categories).where(eqName("Sazonal"));
}, 60_000);

function eqName(name: string) {
  return (
    // Local import-free equality to keep the fixture readable.
    schema.categories.name.getSQL().append(
      // eslint-disable-next-line @typescript-eslint/no-unused-expressions
      schemaSql` = ${name}`,
    )
  );
}

afterAll(async () => {
  await handle?.drop();
}, 60_000);
