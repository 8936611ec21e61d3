// Blog categories (spec §3 Category, §7 "Categories"). The post form creates a category
// when its name is new (§5); the categories tab (next issue) adds edit and delete here.
import { asc, count, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "~/lib/db.server";
import { slugify } from "~/lib/slug";

const { categories } = schema;

export interface Category {
  id: string;
  name: string;
  description: string | null;
  /** Derived from the name (D4), never stored: renaming a category moves its slug too. */
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

type Executor = Pick<Db, "select" | "insert">;

/**
 * The id of the category with this name, ignoring case ("ipa" finds "IPA"), creating it
 * when there is none (§5). Runs inside the caller's transaction.
 */
export async function ensureCategory(tx: Executor, rawName: string): Promise<string> {
  const name = rawName.normalize("NFC").replace(/\s+/g, " ").trim();
  // Compared here rather than with SQL lower(), which under a C locale lowers only
  // ASCII ("ÁCIDAS" must find "Ácidas"). A blog has a few dozen categories.
  const key = name.toLocaleLowerCase("pt-BR");
  const find = async () =>
    (await tx.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name))).find(
      (row) => row.name.toLocaleLowerCase("pt-BR") === key,
    )?.id;
  const existing = await find();
  if (existing) return existing;
  const [created] = await tx
    .insert(categories)
    .values({ name })
    .onConflictDoNothing({ target: categories.name })
    .returning({ id: categories.id });
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
