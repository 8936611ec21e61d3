import { Search, X } from "lucide-react";
import { Fragment, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { GlossaryTermCard } from "~/components/content/glossary-term-card";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  ALPHABET,
  glossaryTerms,
  groupByLetter,
  letterAnchor,
  nameMatches,
  searchTerms,
  shortName,
} from "~/content/glossary";

const ALL_GROUPS = groupByLetter(glossaryTerms);
const SEARCH_ID = "glossario-busca";

/**
 * Search, A–Z bar and every term. The server renders all terms (SEO, and the page works
 * without JavaScript); the search only hides what does not match, so anchors and the
 * structured data always point at elements that exist.
 */
export function GlossaryBrowser() {
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const trimmed = deferredQuery.trim();
  const results = useMemo(() => searchTerms(deferredQuery), [deferredQuery]);
  const visible = useMemo(() => new Set(results.map((t) => t.id)), [results]);
  const activeLetters = useMemo(() => new Set(groupByLetter(results).map((g) => g.letter)), [results]);
  const shortcuts = useMemo(() => nameMatches(deferredQuery), [deferredQuery]);
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingScroll = useRef<string | null>(null);

  const clear = () => {
    setQuery("");
    inputRef.current?.focus();
  };

  // A "Veja também" link can point at a term the current search hides: show everything
  // again and scroll to it once it is back.
  useEffect(() => {
    const onHashChange = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const el = id ? document.getElementById(id) : null;
      if (el?.closest("[hidden]")) {
        pendingScroll.current = id;
        setQuery("");
      }
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  useEffect(() => {
    if (!pendingScroll.current || trimmed) return;
    const el = document.getElementById(pendingScroll.current);
    pendingScroll.current = null;
    if (el && !el.closest("[hidden]")) el.scrollIntoView({ block: "start" });
  }, [trimmed]);

  const status = !trimmed
    ? `${glossaryTerms.length} termos, de A a Z.`
    : results.length === 0
      ? `Nenhum termo encontrado para “${trimmed}”.`
      : `${results.length} ${results.length === 1 ? "termo encontrado" : "termos encontrados"} para “${trimmed}”.`;

  return (
    <div className="space-y-6">
      <div id={SEARCH_ID} role="search" className="scroll-mt-20 space-y-2 rounded-xl border bg-card p-4 shadow-xs">
        <label htmlFor="glossario-q" className="text-sm font-medium">
          Buscar no glossário
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              ref={inputRef}
              id="glossario-q"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Ex.: lúpulo, IBU, Catharina Sour"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="glossario-status"
              className="h-10 pl-9"
            />
          </div>
          {query ? (
            <Button type="button" variant="outline" className="h-10" onClick={clear}>
              <X aria-hidden="true" />
              Limpar
            </Button>
          ) : null}
        </div>
        <p
          id="glossario-status"
          aria-live="polite"
          className="text-sm text-muted-foreground"
          data-testid="glossary-status"
        >
          {status}
        </p>
        {shortcuts.length > 0 ? (
          <p className="text-sm">
            <span className="font-medium">Ir direto para: </span>
            {shortcuts.map((t, i) => (
              <Fragment key={t.id}>
                {i > 0 ? " · " : null}
                <a
                  href={`#${t.id}`}
                  className="underline decoration-primary/60 underline-offset-4 hover:decoration-primary"
                >
                  {shortName(t)}
                </a>
              </Fragment>
            ))}
          </p>
        ) : null}
      </div>

      <nav
        aria-label="Índice de A a Z"
        className="z-10 -mx-4 border-y bg-background/95 px-4 py-2 backdrop-blur md:sticky md:top-0 md:-mx-8 md:px-8"
      >
        <ul className="flex flex-wrap gap-1 lg:gap-0.5">
          {ALPHABET.map((letter) => (
            <li key={letter}>
              {activeLetters.has(letter) ? (
                <a
                  href={`#${letterAnchor(letter)}`}
                  aria-label={`Letra ${letter}`}
                  className="inline-flex size-9 items-center justify-center rounded-md border bg-card text-sm font-semibold max-md:size-11 lg:size-8 outline-none hover:border-primary/60 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {letter}
                </a>
              ) : (
                <span
                  aria-disabled="true"
                  title={`Nenhum termo com a letra ${letter}`}
                  className="inline-flex size-9 cursor-not-allowed items-center max-md:size-11 lg:size-8 justify-center rounded-md border border-dashed text-sm text-muted-foreground/70"
                >
                  <span className="sr-only">Letra </span>
                  {letter}
                  <span className="sr-only"> (sem termos)</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {trimmed && results.length === 0 ? (
        <div className="rounded-xl border border-dashed p-8 text-center">
          <p className="text-muted-foreground">Confira a grafia ou tente um termo mais curto, como “malte” ou “IBU”.</p>
          <Button type="button" variant="outline" className="mt-4" onClick={clear}>
            Limpar busca
          </Button>
        </div>
      ) : null}

      <div id="glossario-termos" className="space-y-10">
        {ALL_GROUPS.map((group) => {
          const anchor = letterAnchor(group.letter);
          return (
            <section
              key={group.letter}
              id={anchor}
              aria-labelledby={`${anchor}-titulo`}
              hidden={!activeLetters.has(group.letter)}
              className="scroll-mt-20 md:scroll-mt-36"
            >
              <div className="mb-4 flex items-baseline justify-between gap-3 border-b pb-2">
                <h2 id={`${anchor}-titulo`} className="text-2xl font-bold">
                  <span className="sr-only">Letra </span>
                  {group.letter}
                </h2>
                <a
                  href={`#${SEARCH_ID}`}
                  className="inline-flex items-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline max-md:min-h-11"
                >
                  Voltar à busca
                </a>
              </div>
              <div className="grid gap-4 lg:grid-cols-2">
                {group.terms.map((term) => (
                  <GlossaryTermCard key={term.id} term={term} hidden={!visible.has(term.id)} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
