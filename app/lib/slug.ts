/**
 * Slugs for posts and categories (docs/decisions/0004-slugs.md).
 *
 * Pure and isomorphic: safe on the server and in the browser.
 */

/** Combining diacritical marks left behind by NFD decomposition ("ã" → "a" + U+0303). */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Turns a title into a URL slug (docs/decisions/0004-slugs.md): accents removed via NFD, lowercased,
 * every run of characters other than a–z and 0–9 replaced by one hyphen,
 * leading and trailing hyphens trimmed.
 *
 * "Cerveja Artesanal: o Guia!" → "cerveja-artesanal-o-guia"
 * "Ação & Reação" → "acao-reacao"
 *
 * May return "" when the text has no letters or digits; see {@link uniqueSlug}.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Slug used when a title has no letters or digits at all. */
export const FALLBACK_SLUG = "post";

/**
 * The slug for `title` that does not clash with any of `existing` (docs/decisions/0004-slugs.md):
 * the plain slug when free, otherwise the slug with "-2", "-3", … appended
 * (the first free one). A title without letters or digits gets "post".
 */
export function uniqueSlug(title: string, existing: Iterable<string>): string {
  const base = slugify(title) || FALLBACK_SLUG;
  const taken = existing instanceof Set ? (existing as Set<string>) : new Set(existing);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
