import { GlossaryTermCard } from "~/components/content/glossary-term-card";
import {
  glossaryTerm,
  glossaryTerms,
  letterOf,
  searchNames,
  searchTerms,
  shortName,
  termPath,
  type GlossaryTerm,
} from "~/content/glossary";
import { queryWords, type NamedTerm } from "~/content/glossary-search";

/**
 * The glossary's search beyond the letters a page shows (issue 27: /glossario sends its first
 * letters, each other letter has its page). The page downloads this module, with the whole
 * glossary, the first time a visitor searches; the offline worker keeps it with the page's code.
 */

export interface OtherLetterMatch extends NamedTerm {
  term: GlossaryTerm;
  letter: string;
}

/** The terms of the other letters whose name, other names or definition contain every word of the query. */
export function searchOtherLetters(query: string, pageLetters: readonly string[]): OtherLetterMatch[] {
  if (queryWords(query).length === 0) return [];
  return searchTerms(query, glossaryTerms)
    .filter((term) => !pageLetters.includes(letterOf(term)))
    .map((term) => ({ id: term.id, short: shortName(term), names: searchNames(term), term, letter: letterOf(term) }));
}

/** Where a term lives, by its anchor id: the address of an old link (/glossario#dunkel → /glossario/d#dunkel). */
export function termPathById(id: string): string | undefined {
  const term = glossaryTerm(id);
  return term ? termPath(term) : undefined;
}

/** The matches of the other letters, as cards, under the page's own. */
export default function OtherLetterResults({
  matches,
  pageLetters,
}: {
  matches: readonly OtherLetterMatch[];
  pageLetters: readonly string[];
}) {
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="glossario-outras-letras-resultados" className="space-y-4">
      <h2 id="glossario-outras-letras-resultados" className="border-b pb-2 text-2xl font-bold">
        Em outras letras
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {matches.map((m) => (
          <GlossaryTermCard key={m.id} term={m.term} pageLetters={pageLetters} />
        ))}
      </div>
    </section>
  );
}
