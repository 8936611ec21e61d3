// Blog search semantics (issue 12.5) on the real database: indexed full-text search with
// Portuguese stemming on accent-folded words (drizzle/0003_search.sql), on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { openTestDb } from "../../tests/setup/test-db";
import { listPosts, phrasesAsPairs } from "./posts.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
const ids = new Map<string, string>();

async function tag(name: string): Promise<string> {
  const [row] = await getDb().insert(schema.tags).values({ name }).returning({ id: schema.tags.id });
  return row!.id;
}

async function addPost(name: string, content: string, day: number, tagIds: string[] = []) {
  const at = new Date(Date.UTC(2026, 0, day, 12));
  const slug = name
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-");
  const [row] = await getDb()
    .insert(schema.posts)
    .values({ name, slug, content, createdAt: at, publishedAt: at, updatedAt: at })
    .returning({ id: schema.posts.id });
  ids.set(name, row!.id);
  if (tagIds.length)
    await getDb()
      .insert(schema.postsTags)
      .values(tagIds.map((tagId) => ({ postId: row!.id, tagId })));
}

const search = async (q: string, category?: string) =>
  (await listPosts({ q, category, pageSize: 20 })).posts.map((p) => p.name);

beforeAll(async () => {
  handle = await openTestDb();
  const ipa = await tag("IPA");
  const lupulo = await tag("lúpulo");
  // Oldest first: day N is 2026-01-N. The newest posts only mention things in passing.
  await addPost("Guia da IPA", "Amargor, aroma e história do estilo.", 1);
  await addPost(
    "Catharina Sour",
    "Fruta e acidez: a participação das frutas tropicais na receita, e a tulipa certa.",
    2,
  );
  await addPost("Copos e temperatura", "Sirva a cerveja gelada; a IPA pede um pouco menos de frio.", 3);
  await addPost("Dry hopping em casa", "Adicione lúpulos na maturação, a frio.", 4, [lupulo]);
  await addPost("West Coast", "Resinosa, seca e amarga.", 5, [ipa]);
  await addPost("Cervejas de inverno", "Maturações longas deixam a cerveja redonda. Harmonizar com queijos.", 6);
  await addPost("Lupulagem", "As IPAs e as APAs levam mais.", 0);
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

describe("blog search", () => {
  it("matches the word, never letters inside other words", async () => {
    // "participação" and "tulipa" contain the letters i-p-a; the old LIKE search found them.
    expect(await search("ipa")).not.toContain("Catharina Sour");
    expect((await search("ipa")).sort()).toEqual(["Copos e temperatura", "Guia da IPA", "Lupulagem", "West Coast"]);
  });

  it("ranks title hits first, then tag hits, then the content's, newest first within each", async () => {
    expect(await search("ipa")).toEqual(["Guia da IPA", "West Coast", "Copos e temperatura", "Lupulagem"]);
    expect(await search("lupulo")).toEqual(["Dry hopping em casa"]);
  });

  it("within a tier, the post that says the words more often comes first (issue 27 §3)", async () => {
    await addPost("Quatro vezes", "IPA aqui, IPA ali, outra IPA e mais uma IPA.", 9);
    await addPost("Uma vez", "Uma IPA só, num texto sobre outra coisa.", 10);
    const found = await search("ipa");
    // Title hits first, then tag hits; among content hits, four mentions before one, the
    // newer post with a single mention after the older one with four.
    expect(found.slice(0, 2)).toEqual(["Guia da IPA", "West Coast"]);
    expect(found.indexOf("Quatro vezes")).toBeLessThan(found.indexOf("Uma vez"));
    for (const name of ["Quatro vezes", "Uma vez"]) {
      await getDb()
        .delete(schema.posts)
        .where(eq(schema.posts.id, ids.get(name)!));
      ids.delete(name);
    }
  });

  it("finds style names however a brewer writes them: ipas, neipa, hazy, west coast (issue 27 §3)", async () => {
    await addPost("Turvas e suculentas", "A Hazy IPA (New England) tem amargor macio.", 7);
    await addPost("Clássicos americanos", "A American IPA é seca, amarga e resinosa.", 8);
    // A plural in lowercase, as typed on a phone.
    expect(await search("ipas")).toEqual(await search("ipa"));
    expect((await search("apas")).sort()).toEqual(await search("apa"));
    for (const q of ["neipa", "NEIPAs", "hazy", "new england", "New England IPA", '"hazy ipa"']) {
      expect(await search(q), q).toEqual(["Turvas e suculentas"]);
    }
    for (const q of ["west coast", "West Coast IPA", "westcoast", "american ipa"]) {
      expect(await search(q), q).toEqual(expect.arrayContaining(["Clássicos americanos", "West Coast"]));
      expect(await search(q), q).not.toContain("Turvas e suculentas");
    }
    for (const name of ["Turvas e suculentas", "Clássicos americanos"]) {
      await getDb()
        .delete(schema.posts)
        .where(eq(schema.posts.id, ids.get(name)!));
      ids.delete(name);
    }
  });

  it("ignores case and accents, in the text and in what is typed", async () => {
    expect(await search("MATURACAO")).toEqual(["Cervejas de inverno", "Dry hopping em casa"]);
    expect(await search("maturação")).toEqual(["Cervejas de inverno", "Dry hopping em casa"]);
    expect(await search("CATHARINA")).toEqual(["Catharina Sour"]);
  });

  it("matches Portuguese variants of a word (plural, inflections)", async () => {
    // "lúpulos" in a text and the tag "lúpulo"; "maturações" and "maturação".
    expect(await search("lúpulo")).toEqual(["Dry hopping em casa"]);
    expect(await search("LUPULOS")).toEqual(["Dry hopping em casa"]);
    expect(await search("maturações")).toEqual(["Cervejas de inverno", "Dry hopping em casa"]);
    expect(await search("fruta")).toEqual(["Catharina Sour"]);
    expect(await search("frutas")).toEqual(["Catharina Sour"]);
    // An acronym's English plural: "IPAs" is the plural of IPA (and searching "IPAs" finds IPA).
    expect(await search("ipa")).toContain("Lupulagem");
    expect(await search("IPAs")).toEqual(await search("ipa"));
  });

  it("needs every word, and takes quoted phrases and exclusions", async () => {
    expect(await search("cerveja queijos")).toEqual(["Cervejas de inverno"]);
    expect(await search("cerveja -queijo")).toEqual(["Copos e temperatura"]);
    expect(await search('"frutas tropicais"')).toEqual(["Catharina Sour"]);
    expect(await search('"tropicais frutas"')).toEqual([]);
  });

  it("finds phrases through the word pairs each post stores (drizzle/0006), as the phrase operator would", async () => {
    // "maturação, a frio": the stop word "a" keeps its place, so the phrase with it matches, without it not.
    expect(await search('"maturação a frio"')).toEqual(["Dry hopping em casa"]);
    expect(await search('"maturação frio"')).toEqual([]);
    expect(await search('"frutas tropicais na receita"')).toEqual(["Catharina Sour"]);
    expect(await search('"dry hopping" lupulos')).toEqual(["Dry hopping em casa"]);
    expect(await search('cerveja -"cerveja gelada"')).toEqual(["Cervejas de inverno"]);
    expect(await search('-"cerveja gelada" -"frutas tropicais" -ipa')).toEqual([
      "Cervejas de inverno",
      "Dry hopping em casa",
    ]);
    expect(phrasesAsPairs("'maturaca' <2> 'fri' & !( 'cervej' <-> 'gel' <-> 'it''s' )")).toBe(
      "( 'maturaca 2 fri' ) & ! ( ( 'cervej 1 gel' & 'gel 1 it''s' ) )",
    );
    // No phrase, or one the pairs cannot say: the query runs as it is.
    expect(phrasesAsPairs("'ipa' & !'lag'")).toBeNull();
    expect(phrasesAsPairs("!'a' <-> 'b'")).toBeNull();
    expect(phrasesAsPairs("'a' <-> ( 'b' | 'c' )")).toBeNull();
  });

  it("takes a search of exclusions alone: every post without those words, newest first", async () => {
    // Answered without the index's full scan (excludedWords): the same posts as the rule says.
    expect(await search("-cerveja")).toEqual([
      "West Coast",
      "Dry hopping em casa",
      "Catharina Sour",
      "Guia da IPA",
      "Lupulagem",
    ]);
    expect(await search('-cerveja -ipa -"frutas tropicais"')).toEqual(["Dry hopping em casa"]);
    expect(await search("-ipa", "Outros")).toEqual(["Cervejas de inverno", "Dry hopping em casa", "Catharina Sour"]);
    expect((await listPosts({ q: "-a" })).total).toBe(0); // nothing left to exclude, as a stop word alone
  });

  it("combines with the category filter", async () => {
    expect(await search("ipa", "Outros")).toHaveLength(4);
    expect(await search("ipa", "Lager")).toEqual([]);
  });

  it("counts every match for the pagination, and clamps a page past the end", async () => {
    const first = await listPosts({ q: "a", pageSize: 2 });
    expect(first.total).toBe(0); // a stop word alone matches nothing
    const page = await listPosts({ q: "cerveja", pageSize: 1, page: 1 });
    expect(page).toMatchObject({ total: 2, pageCount: 2, page: 1 });
    const past = await listPosts({ q: "cerveja", pageSize: 1, page: 9 });
    expect(past).toMatchObject({ total: 2, pageCount: 2, page: 2 });
    expect(past.posts).toHaveLength(1);
  });

  it("follows edits: content, title, tags added, removed and renamed", async () => {
    const db = getDb();
    const id = ids.get("West Coast")!;
    await db.update(schema.posts).set({ content: "Notas de pinho e toranja." }).where(eq(schema.posts.id, id));
    expect(await search("toranja")).toEqual(["West Coast"]);
    await db.update(schema.posts).set({ name: "Costa Oeste" }).where(eq(schema.posts.id, id));
    expect(await search("costa")).toEqual(["Costa Oeste"]);
    expect(await search("west")).toEqual([]);

    const hazy = await tag("Hazy");
    await db.insert(schema.postsTags).values({ postId: id, tagId: hazy });
    expect(await search("hazy")).toEqual(["Costa Oeste"]);
    await db.update(schema.tags).set({ name: "Turva" }).where(eq(schema.tags.id, hazy));
    expect(await search("turva")).toEqual(["Costa Oeste"]);
    expect(await search("hazy")).toEqual([]);
    await db.delete(schema.postsTags).where(eq(schema.postsTags.tagId, hazy));
    expect(await search("turva")).toEqual([]);
  });

  it("uses the index, not a scan of every post", async () => {
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from posts where search @@ websearch_to_tsquery('cervejometro_pt', 'maturacao')`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("posts_search_idx");
  });
});
