import { GlossaryTermCard } from "~/components/content/glossary-term-card";
import { JsonLd } from "~/components/json-ld";
import { glossaryJsonLd, glossaryTerms, groupByLetter } from "~/content/glossary";
import { GLOSSARY_SEARCH_ID, letterAnchor } from "~/content/glossary-search";

const ALL_GROUPS = groupByLetter(glossaryTerms);

/**
 * Every term by letter, and the DefinedTermSet that points at their anchors: the part of
 * /glossario that holds the glossary's data. The page loads this module lazily: the server
 * renders it into the HTML, and a browser that got that HTML keeps it as it is (the
 * search only toggles `hidden`), so only a client-side navigation to the page downloads it.
 */
export default function GlossaryTerms({
  pageUrl,
  title,
  description,
}: {
  pageUrl: string;
  title: string;
  description: string;
}) {
  return (
    <>
      <JsonLd data={glossaryJsonLd(pageUrl, title, description)} />
      {ALL_GROUPS.map((group) => {
        const anchor = letterAnchor(group.letter);
        return (
          <section
            key={group.letter}
            id={anchor}
            aria-labelledby={`${anchor}-titulo`}
            data-letter={group.letter}
            className="scroll-mt-20 md:scroll-mt-36"
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
                <GlossaryTermCard key={term.id} term={term} />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
