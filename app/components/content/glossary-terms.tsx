import { useEffect } from "react";
import { GlossaryTermCard } from "~/components/content/glossary-term-card";
import { JsonLd } from "~/components/json-ld";
import { glossaryJsonLd, glossaryTerms, groupByLetter, shortName, termPath } from "~/content/glossary";
import { GLOSSARY_SEARCH_ID, letterAnchor, letterPagePath } from "~/content/glossary-search";

const ALL_GROUPS = groupByLetter(glossaryTerms);

/**
 * The terms of the letters a glossary page shows, and its DefinedTermSet: the part of
 * /glossario and /glossario/d that holds the glossary's data. The page loads this module
 * lazily: the server renders it into the HTML, and a browser that got that HTML keeps it as
 * it is (the search only toggles `hidden`), so only a client-side navigation to a glossary
 * page downloads it. /glossario (`withIndex`) also lists every other term by name, each a
 * link to its letter's page: the whole glossary is reachable without JavaScript from the
 * first page, which stays small (issue 27).
 */
export default function GlossaryTerms({
  origin,
  title,
  description,
  letters,
  withIndex = false,
}: {
  origin: string;
  title: string;
  description: string;
  /** The letters shown in full. */
  letters: readonly string[];
  withIndex?: boolean;
}) {
  // Rendered here only after a client-side navigation (the server's HTML is kept otherwise):
  // the anchor of the address is in the document only now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, []);
  const shown = ALL_GROUPS.filter((g) => letters.includes(g.letter));
  const others = withIndex ? ALL_GROUPS.filter((g) => !letters.includes(g.letter)) : [];
  return (
    <>
      <JsonLd data={glossaryJsonLd(origin, title, description, letters, withIndex)} />
      {shown.map((group) => {
        const anchor = letterAnchor(group.letter);
        return (
          <section
            key={group.letter}
            id={anchor}
            aria-labelledby={`${anchor}-titulo`}
            data-letter={group.letter}
            // The letters' cards and the index below them are most of the page: laid out
            // as the reader scrolls to them (issue 24 item 4). The heights are about what a
            // letter and the index take on a phone and on a wide screen. Not the cards one by
            // one: a link to a letter or a term would land where the cards above it were
            // guessed to end, then move as they are laid out.
            className="render-later scroll-mt-20 [--render-later-height:280rem] md:scroll-mt-36 lg:[--render-later-height:150rem]"
          >
            <div className="mb-4 flex items-baseline justify-between gap-3 border-b pb-2">
              <h2 id={`${anchor}-titulo`} className="text-2xl font-bold">
                <span className="sr-only">Letra </span>
                {group.letter}
              </h2>
              <a
                href={`#${GLOSSARY_SEARCH_ID}`}
                className="inline-flex items-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline max-md:min-h-11"
              >
                Voltar à busca
              </a>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              {group.terms.map((term) => (
                <GlossaryTermCard key={term.id} term={term} pageLetters={letters} />
              ))}
            </div>
          </section>
        );
      })}
      {others.length > 0 ? (
        <section
          aria-labelledby="glossario-outras-letras"
          data-glossary-index=""
          className="render-later space-y-6 [--render-later-height:240rem] sm:[--render-later-height:140rem] lg:[--render-later-height:95rem]"
        >
          <div className="border-b pb-2">
            <h2 id="glossario-outras-letras" className="text-2xl font-bold">
              De {others[0]?.letter} a {others.at(-1)?.letter}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Cada letra tem sua página, com as definições. Toque num termo para abri-lo.
            </p>
          </div>
          <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((group) => (
              <div key={group.letter}>
                <h3 className="text-lg font-semibold">
                  <a
                    href={letterPagePath(group.letter)}
                    className="inline-flex min-h-11 items-center underline decoration-primary/60 underline-offset-4 hover:decoration-primary"
                  >
                    <span className="sr-only">Letra </span>
                    {group.letter}
                    <span className="ml-2 text-sm font-normal text-muted-foreground">
                      {group.terms.length} {group.terms.length === 1 ? "termo" : "termos"}
                    </span>
                  </a>
                </h3>
                <ul className="flex flex-wrap gap-x-1 text-sm leading-relaxed">
                  {group.terms.map((term, i) => (
                    <li key={term.id}>
                      <a
                        href={termPath(term)}
                        className="underline-offset-4 hover:underline max-md:inline-flex max-md:min-h-11 max-md:min-w-11 max-md:items-center max-md:justify-center"
                      >
                        {shortName(term)}
                      </a>
                      {i < group.terms.length - 1 ? <span aria-hidden="true"> · </span> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
