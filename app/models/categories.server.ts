// Blog categories, read side (spec §3 Category, §7 "Categories").
import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
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
