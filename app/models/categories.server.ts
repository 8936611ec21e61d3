// Blog categories (docs/decisions/0025-posts-and-categories.md). The post form creates a category
// when its name is new (docs/decisions/0025-posts-and-categories.md); the categories tab (issue 9) creates, renames and deletes.
import { asc, count, eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "~/lib/data/db.server";
import { slugify } from "~/lib/slug";
import { invalidateCache } from "~/lib/data/ttl-cache.server";
import { categoryKey, normalizeCategoryName, type CategoryInput } from "~/schemas/category";
import { recordActivity, type ActivityActor } from "./activity.server";
import { DEFAULT_CATEGORY } from "./posts.server";

const { categories, categoryRedirects } = schema;

/**
 * A name that is a category's again no longer redirects (issue 28): the real category wins
 * over an old link's redirect. Runs inside the write that gives a category this name.
 */
async function releaseOldName(tx: Pick<Db, "delete">, name: string) {
  await tx.delete(categoryRedirects).where(eq(categoryRedirects.oldName, name));
}

export interface Category {
  id: string;
  name: string;
  description: string | null;
  /** Derived from the name (docs/decisions/0004-slugs.md), never stored: renaming a category moves its slug too. */
  slug: string;
}

// The database's collation decides `order by name` (byte order under C / C.UTF-8, where
// "Ácidas" sorts after "Zumbi"); visitors expect dictionary order whatever the server.
const byName = new Intl.Collator("pt-BR").compare;

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
};

function toCategory(row: { id: string; name: string; description: string | null }): Category {
  return { ...row, slug: slugify(row.name) };
}

/** Every category, in pt-BR alphabetical order of name. */
export async function listCategories(): Promise<Category[]> {
  const rows = await getDb().select(categoryColumns).from(categories).orderBy(asc(categories.name));
  return rows.map(toCategory).sort((a, b) => byName(a.name, b.name));
}

/** The category with exactly this name (names are unique), or null. */
export async function getCategoryByName(name: string): Promise<Category | null> {
  const [row] = await getDb().select(categoryColumns).from(categories).where(eq(categories.name, name)).limit(1);
  return row ? toCategory(row) : null;
}

type Executor = Pick<Db, "select" | "insert" | "execute" | "delete">;

/**
 * Category writes are serialised by one transaction-scoped advisory lock: uniqueness
 * ignores case and accents, which the column's unique index cannot see, so two saves of
 * "IPA" and "ipa" at the same moment must not both pass the check.
 */
async function lockCategories(tx: Pick<Db, "execute">) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cervejometro:categories'))`);
}

/** The category whose name is the same as `name` ignoring case, accents and spacing. */
async function findByKey(tx: Pick<Db, "select">, name: string, exceptId?: string) {
  // Compared here rather than with SQL lower(), which under a C locale lowers only
  // ASCII ("ÁCIDAS" must find "Ácidas"). A blog has a few dozen categories.
  const key = categoryKey(name);
  const rows = await tx
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
  return rows.find((row) => row.id !== exceptId && categoryKey(row.name) === key) ?? null;
}

/** True for the default category ("Outros"), which is never deleted nor renamed. */
export function isDefaultCategory(name: string): boolean {
  return categoryKey(name) === categoryKey(DEFAULT_CATEGORY);
}

/**
 * The id of the category with this name, ignoring case and accents ("ipa" finds "IPA",
 * "acidas" finds "Ácidas"), creating it when there is none (docs/decisions/0025-posts-and-categories.md). Runs inside the
 * caller's transaction.
 */
export async function ensureCategory(tx: Executor, rawName: string): Promise<string> {
  const name = normalizeCategoryName(rawName);
  await lockCategories(tx);
  const find = async () => (await findByKey(tx, name))?.id;
  const existing = await find();
  if (existing) return existing;
  const [created] = await tx
    .insert(categories)
    .values({ name })
    .onConflictDoNothing({ target: categories.name })
    .returning({ id: categories.id });
  if (created) await releaseOldName(tx, name);
  const id = created?.id ?? (await find());
  if (!id) throw new Error(`Não foi possível criar a categoria "${name}".`);
  return id;
}

/** Every category with its number of posts (drafts included), for the admin list. */
export async function listCategoriesWithPostCounts(): Promise<(Category & { postCount: number })[]> {
  const rows = await getDb()
    .select({ ...categoryColumns, postCount: count(schema.posts.id) })
    .from(categories)
    .leftJoin(schema.posts, eq(schema.posts.categoryId, categories.id))
    .groupBy(categories.id);
  return rows
    .map((row) => ({ ...toCategory(row), postCount: Number(row.postCount) }))
    .sort((a, b) => byName(a.name, b.name));
}

/** One category with its number of posts, or null (the delete confirmation). */
export async function getCategoryWithPostCount(id: string): Promise<(Category & { postCount: number }) | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await getDb()
    .select({ ...categoryColumns, postCount: count(schema.posts.id) })
    .from(categories)
    .leftJoin(schema.posts, eq(schema.posts.categoryId, categories.id))
    .where(eq(categories.id, id))
    .groupBy(categories.id);
  return row ? { ...toCategory(row), postCount: Number(row.postCount) } : null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Category names appear on the blog's filters, on every post card and post page. */
function invalidateCategoryReads() {
  invalidateCache("categories:");
  invalidateCache("posts:");
}

export type CategoryWriteResult =
  { ok: true; category: Category } | { ok: false; reason: "duplicate" | "not-found" | "protected" };

/** Creates a category unless one with the same name (case and accents ignored) exists. */
export async function createCategory(input: CategoryInput, actor: ActivityActor): Promise<CategoryWriteResult> {
  const result = await getDb().transaction(async (tx): Promise<CategoryWriteResult> => {
    await lockCategories(tx);
    if (await findByKey(tx, input.name)) return { ok: false, reason: "duplicate" };
    const [row] = await tx
      .insert(categories)
      .values({ name: input.name, description: input.description || null })
      .returning(categoryColumns);
    await releaseOldName(tx, row!.name);
    await recordActivity(actor, { entity: "category", action: "create", itemId: row!.id, itemTitle: row!.name }, tx);
    return { ok: true, category: toCategory(row!) };
  });
  if (result.ok) invalidateCategoryReads();
  return result;
}

/**
 * Renames and/or redescribes a category; "Outros" keeps its name. A rename keeps the old
 * name as a redirect to this category (issue 28).
 */
export async function updateCategory(
  id: string,
  input: CategoryInput,
  actor: ActivityActor,
): Promise<CategoryWriteResult> {
  if (!UUID_RE.test(id)) return { ok: false, reason: "not-found" };
  const result = await getDb().transaction(async (tx): Promise<CategoryWriteResult> => {
    await lockCategories(tx);
    const [current] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
    if (!current) return { ok: false, reason: "not-found" };
    if (isDefaultCategory(current.name) && input.name !== current.name) return { ok: false, reason: "protected" };
    if (await findByKey(tx, input.name, id)) return { ok: false, reason: "duplicate" };
    const [row] = await tx
      .update(categories)
      .set({ name: input.name, description: input.description || null })
      .where(eq(categories.id, id))
      .returning(categoryColumns);
    const renamed = row!.name !== current.name;
    if (renamed) {
      // Issue 28: old /blog?categoria= links answer 301 to the new name. Earlier old names
      // already point at this category by id, so they follow it too (no chain).
      await releaseOldName(tx, row!.name);
      await tx
        .insert(categoryRedirects)
        .values({ oldName: current.name, categoryId: id })
        .onConflictDoUpdate({ target: categoryRedirects.oldName, set: { categoryId: id } });
    }
    await recordActivity(actor, { entity: "category", action: "update", itemId: id, itemTitle: row!.name }, tx);
    return { ok: true, category: toCategory(row!) };
  });
  if (result.ok) invalidateCategoryReads();
  return result;
}

export type CategoryDeleteResult =
  { ok: true; name: string; moved: number } | { ok: false; reason: "not-found" | "protected" };

/**
 * Deletes a category; its posts (drafts too) move to "Outros", created when missing,
 * in the same transaction, so no post is ever left pointing nowhere. Its old links then
 * lead to "Outros" (issue 28).
 */
export async function deleteCategory(id: string, actor: ActivityActor): Promise<CategoryDeleteResult> {
  if (!UUID_RE.test(id)) return { ok: false, reason: "not-found" };
  const result = await getDb().transaction(async (tx): Promise<CategoryDeleteResult> => {
    await lockCategories(tx);
    const [current] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
    if (!current) return { ok: false, reason: "not-found" };
    if (isDefaultCategory(current.name)) return { ok: false, reason: "protected" };
    const moved = await tx.select({ id: schema.posts.id }).from(schema.posts).where(eq(schema.posts.categoryId, id));
    if (moved.length > 0) {
      const fallback = await ensureCategory(tx, DEFAULT_CATEGORY);
      await tx.update(schema.posts).set({ categoryId: fallback }).where(eq(schema.posts.categoryId, id));
    }
    // Issue 28: its name (and, through ON DELETE SET NULL, its earlier names) now lead to
    // "Outros", where its posts went.
    await tx
      .insert(categoryRedirects)
      .values({ oldName: current.name, categoryId: null })
      .onConflictDoUpdate({ target: categoryRedirects.oldName, set: { categoryId: null } });
    await tx.delete(categories).where(eq(categories.id, id));
    await recordActivity(actor, { entity: "category", action: "delete", itemId: id, itemTitle: current.name }, tx);
    return { ok: true, name: current.name, moved: moved.length };
  });
  if (result.ok) invalidateCategoryReads();
  return result;
}
