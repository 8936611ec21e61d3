/**
 * The glossary's search rules on plain strings, apart from its data (glossary.ts): the
 * page's client code filters the terms the server rendered, reading each card's search
 * text from its data attributes, so the browser never downloads the glossary itself
 * (issue 12). Pure and isomorphic.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lowercase, accents removed ("Lúpulo" → "lupulo"), whitespace collapsed: for searching. */
export function normalizeForSearch(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The words of a query, normalised; none for an empty query. */
export function queryWords(query: string): string[] {
  return normalizeForSearch(query).split(" ").filter(Boolean);
}

/** Whether a normalised text contains every word (an empty query matches everything). */
export function containsAll(haystack: string, words: readonly string[]): boolean {
  return words.every((w) => haystack.includes(w));
}

export const ALPHABET: readonly string[] = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/**
 * The letters /glossario itself shows in full; every other letter has a page of its own
 * (/glossario/d), so the glossary's first page stays under 30 KB of gzipped HTML on a phone
 * (issue 27) while every term is one link away without JavaScript.
 */
export const FIRST_PAGE_LETTERS: readonly string[] = ["A", "B"];

/** The page that shows a letter's terms: /glossario for the first letters, else /glossario/d. */
export function letterPagePath(letter: string): string {
  return FIRST_PAGE_LETTERS.includes(letter) ? "/glossario" : `/glossario/${letter.toLowerCase()}`;
}

/** Anchor id of a letter section ("letra-a"); term ids never start with "letra-". */
export function letterAnchor(letter: string): string {
  return `letra-${letter.toLowerCase()}`;
}

/** The page's description, with the real number of terms (the route's loader counts them). */
export function glossaryDescription(termCount: number): string {
  return `${termCount} termos de cerveja, vinho e destilados explicados de forma simples, de A a Z: estilos, ingredientes, produção, IBU, ABV e mais.`;
}

/** The element around the terms, which the search filters, and the search box's anchor ("Voltar à busca"). */
export const GLOSSARY_TERMS_ID = "glossario-termos";
export const GLOSSARY_SEARCH_ID = "glossario-busca";

/** What a term's search looks in: its name, other names and definition, normalised. */
export function termSearchText(name: string, aliases: readonly string[], definition: string): string {
  return normalizeForSearch([name, ...aliases, definition].join(" "));
}

/** The name without its parenthesised gloss, for compact links ("IBU (Intern…)" → "IBU"). */
export function shortNameOf(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, "");
}

/** A term as the "ir direto para" shortcuts see it: its anchor, short name and normalised names (name first). */
export interface NamedTerm {
  id: string;
  short: string;
  names: readonly string[];
}

/**
 * Terms whose name or other names contain every word of the query, best first (name
 * starting with the query, then shorter names): the "ir direto para" shortcuts shown
 * above the alphabetical results, so "lupulo" leads straight to "Lúpulo".
 */
export function rankNameMatches<T extends NamedTerm>(terms: readonly T[], query: string, limit = 5): T[] {
  const q = normalizeForSearch(query);
  const words = queryWords(q);
  if (words.length === 0) return [];
  const scored: { term: T; score: number }[] = [];
  for (const term of terms) {
    const hits = term.names.filter((n) => containsAll(n, words));
    if (hits.length === 0) continue;
    const starts = hits.some((n) => n.startsWith(q));
    scored.push({ term, score: (starts ? 0 : 1000) + (term.names[0]?.length ?? 0) });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((s) => s.term);
}
