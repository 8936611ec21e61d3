// Blog tags, write side (docs/decisions/0025-posts-and-categories.md: tags trimmed, no duplicates, created when new).
import { eq } from "drizzle-orm";
import type { Db } from "~/lib/data/db.server";
import { schema } from "~/lib/data/db.server";
import { normalizeTags } from "~/schemas/post";

const { tags, postsTags } = schema;

/** A transaction handle or the database: both run queries the same way. */
type Executor = Pick<Db, "select" | "insert" | "delete" | "update" | "execute">;

/**
 * The ids of these tag names, creating the new ones. Names are normalised first
 * (normalizeTags) and matched to stored tags ignoring case, so "IPA" reuses "ipa".
 * Runs inside the caller's transaction.
 */
export async function ensureTags(tx: Executor, names: Iterable<string>): Promise<string[]> {
  const wanted = normalizeTags(names);
  if (wanted.length === 0) return [];
  // Case is compared here, not with SQL lower(): under a C locale the database lowers
  // only ASCII letters, and "Águas" must still find "águas". A blog has hundreds of tags.
  const existing = await tx.select({ id: tags.id, name: tags.name }).from(tags);
  const byKey = new Map(existing.map((row) => [row.name.toLocaleLowerCase("pt-BR"), row.id]));
  const ids: string[] = [];
  for (const name of wanted) {
    const key = name.toLocaleLowerCase("pt-BR");
    let id = byKey.get(key);
    if (!id) {
      // Another save may create the same tag at the same moment: the unique name decides.
      const [created] = await tx
        .insert(tags)
        .values({ name })
        .onConflictDoNothing({ target: tags.name })
        .returning({ id: tags.id });
      id = created?.id ?? (await tx.select({ id: tags.id }).from(tags).where(eq(tags.name, name)).limit(1))[0]?.id;
      // docs/decisions/0025-posts-and-categories.md: a tag that fails to be created is skipped.
      if (!id) continue;
      byKey.set(key, id);
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Replaces the tags of a post with these (by id). */
export async function setPostTags(tx: Executor, postId: string, tagIds: string[]): Promise<void> {
  await tx.delete(postsTags).where(eq(postsTags.postId, postId));
  if (tagIds.length > 0) await tx.insert(postsTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}

/** Every tag name, for the form's suggestions. */
export async function listTagNames(db: Executor): Promise<string[]> {
  const rows = await db.select({ name: tags.name }).from(tags);
  return rows.map((r) => r.name).sort(new Intl.Collator("pt-BR").compare);
}
