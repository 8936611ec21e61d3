// The blog's cached public reads (issue 12.4): a save shows at once, a scheduled post turns
// public at its time, and what no write announces stays cached.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/data/db.server";
import { invalidateCache, processCache } from "~/lib/data/ttl-cache.server";
import { postInput as input } from "../../tests/setup/post-input";
import { openTestDb } from "../../tests/setup/test-db";
import { createPost, updatePost, versionOf, getPostForEdit } from "./post-writes.server";
import { getPostPageCached, listPostsCached } from "./posts.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
  processCache().dropLocal();
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

const names = async (category?: string) => (await listPostsCached({ pageSize: 10, category })).posts.map((p) => p.name);

/** A post written straight into the table: no save, so no cache is told. */
async function insertBehindTheApp(name: string, slug: string, publishedAt = sql`now() - interval '1 minute'`) {
  await getDb().execute(
    sql`insert into posts (name, slug, content, status, published_at) values (${name}, ${slug}, 'Texto.', 'scheduled', ${publishedAt})`,
  );
}

describe("cached blog reads", () => {
  it("serve a saved post at once, and keep what no save announced", async () => {
    await createPost(input({ name: "Primeiro post" }));
    expect(await names()).toEqual(["Primeiro post"]);
    await insertBehindTheApp("Escrito por fora", "escrito-por-fora");
    // Cached: the list was read before, and nothing dropped it.
    expect(await names()).toEqual(["Primeiro post"]);
    const { id, slug } = await createPost(input({ name: "Segundo post", category: "Lager" }));
    expect(await names()).toEqual(["Segundo post", "Primeiro post", "Escrito por fora"]);
    expect(await names("Lager")).toEqual(["Segundo post"]);

    expect((await getPostPageCached(slug))!.post.content).toBe("Conteúdo suficiente para o post.");
    const stored = (await getPostForEdit(id))!;
    await updatePost(id, input({ name: "Segundo post", category: "Lager", content: "Texto novo." }), versionOf(stored));
    expect((await getPostPageCached(slug))!.post.content).toBe("Texto novo.");
  });

  it("show a scheduled post when its time comes, with nothing saved meanwhile", async () => {
    // As a save would: the scheduled post is written and the caches dropped.
    await insertBehindTheApp("Agendado para já", "agendado-para-ja", sql`now() + interval '1 second'`);
    invalidateCache("posts:");
    expect(await names()).not.toContain("Agendado para já");
    expect(await getPostPageCached("agendado-para-ja")).toBeNull();
    // Well within the cache's 10 s: the next publication time empties it.
    await expect.poll(names, { timeout: 5_000, interval: 100 }).toContain("Agendado para já");
    expect(await getPostPageCached("agendado-para-ja")).not.toBeNull();
  });

  it("do not keep empty answers (unknown slugs and categories)", async () => {
    const before = processCache().size;
    for (let i = 0; i < 20; i++) {
      expect(await getPostPageCached(`nao-existe-${i}`)).toBeNull();
      expect((await listPostsCached({ category: `Nenhuma ${i}` })).total).toBe(0);
    }
    expect(processCache().size).toBeLessThanOrEqual(before + 1);
  });
});
