import { Fragment } from "react";
import { Link } from "react-router";
import {
  GLOSSARY_CATEGORIES,
  glossaryTerm,
  letterOf,
  shortName,
  termPath,
  type GlossaryTerm,
} from "~/content/glossary";
import { navItemFor } from "~/lib/navigation";

/**
 * One glossary entry. Its id is the page anchor (/glossario#ibu); `:target` highlights
 * it without JavaScript and `scroll-margin-top` keeps it clear of the sticky header
 * (phone) and the sticky A–Z bar (desktop). The page's search (glossary-browser.tsx) reads
 * the name, other names and definition from the elements marked data-term-*, so the browser
 * filters the cards without downloading the glossary's data.
 */
export function GlossaryTermCard({ term, pageLetters }: { term: GlossaryTerm; pageLetters: readonly string[] }) {
  const calculator = term.calculator ? navItemFor(term.calculator) : undefined;
  const related = term.related.map((id) => glossaryTerm(id)).filter((t): t is GlossaryTerm => !!t);
  return (
    <article
      id={term.id}
      aria-labelledby={`${term.id}-nome`}
      data-testid="glossary-term"
      data-term=""
      className="scroll-mt-20 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-colors duration-500 target:border-primary target:bg-accent target:text-accent-foreground target:ring-2 target:ring-primary md:scroll-mt-36 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={`${term.id}-nome`} className="text-lg font-semibold leading-snug">
          <dfn className="not-italic" data-term-name="">
            {term.name}
          </dfn>
        </h3>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {GLOSSARY_CATEGORIES[term.category]}
        </span>
      </header>
      {term.aliases?.length ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Também chamado de:{" "}
          {term.aliases.map((alias, i) => (
            <Fragment key={alias}>
              {i > 0 ? ", " : null}
              <span data-term-alias="">{alias}</span>
            </Fragment>
          ))}
        </p>
      ) : null}
      <p className="mt-2 leading-relaxed text-pretty" data-term-definition="">
        {term.definition}
      </p>

      {related.length > 0 || calculator ? (
        <footer className="mt-3 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          {related.length > 0 ? (
            <p className="[&_a]:underline [&_a]:decoration-primary/60 [&_a]:underline-offset-4 [&_a:hover]:decoration-primary">
              <span className="font-medium">Veja também: </span>
              {/* Plain in-page anchors (not router Links) so the browser updates :target; a term of
                  another letter is on that letter's page. */}
              {related.map((r, i) => (
                <Fragment key={r.id}>
                  {i > 0 ? ", " : null}
                  <a href={pageLetters.includes(letterOf(r)) ? `#${r.id}` : termPath(r)}>{shortName(r)}</a>
                </Fragment>
              ))}
            </p>
          ) : null}
          {calculator ? (
            <Link
              to={calculator.to}
              prefetch="intent"
              className="w-fit rounded-md border bg-background px-2.5 py-1 font-medium max-md:flex max-md:min-h-11 max-md:items-center text-foreground outline-none after:ml-1.5 after:content-['→'_/_''] hover:border-primary/60 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Abrir {calculator.label}
            </Link>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
