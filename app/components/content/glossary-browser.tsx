import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { Fragment, useEffect, useMemo, useRef, useState } from "react";
import { serverIsland } from "~/components/content/server-island";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  ALPHABET,
  containsAll,
  GLOSSARY_SEARCH_ID,
  GLOSSARY_TERMS_ID,
  letterAnchor,
  normalizeForSearch,
  queryWords,
  rankNameMatches,
  shortNameOf,
  termSearchText,
  type NamedTerm,
} from "~/content/glossary-search";

// The terms and their data (glossary-terms.tsx): in the server's HTML, which the browser
// keeps; downloaded only by a client-side navigation to the page.
const GlossaryTerms = serverIsland(() => import("~/components/content/glossary-terms"));

/** What a search shows: how many terms, under which letters, and the "ir direto para" shortcuts. */
interface Filtered {
  count: number;
  letters: ReadonlySet<string>;
  shortcuts: NamedTerm[];
}

/** A card as the search reads it from the page: its search text and names (glossary-term-card.tsx). */
interface Card extends NamedTerm {
  element: HTMLElement;
  search: string;
}

const cardsOf = new WeakMap<HTMLElement, Card[]>();

/** The cards of the page, read once from their marked elements: the same text the server's glossary searches. */
function readCards(section: HTMLElement): Card[] {
  let cards = cardsOf.get(section);
  if (cards) return cards;
  cards = [...section.querySelectorAll<HTMLElement>("[data-term]")].map((element) => {
    const text = (selector: string) => element.querySelector(selector)?.textContent ?? "";
    const name = text("[data-term-name]");
    const aliases = [...element.querySelectorAll("[data-term-alias]")].map((a) => a.textContent ?? "");
    return {
      element,
      id: element.id,
      short: shortNameOf(name),
      names: [name, ...aliases].map(normalizeForSearch),
      search: termSearchText(name, aliases, text("[data-term-definition]")),
    };
  });
  cardsOf.set(section, cards);
  return cards;
}

/**
 * Shows the cards and letter sections that match a query and hides the others; undefined
 * for an empty query (all shown).
 */
function filterTerms(query: string): Filtered | undefined {
  const root = document.getElementById(GLOSSARY_TERMS_ID);
  const words = queryWords(query);
  let count = 0;
  const letters = new Set<string>();
  const shown: Card[] = [];
  for (const section of root?.querySelectorAll<HTMLElement>("section[data-letter]") ?? []) {
    let any = false;
    for (const card of readCards(section)) {
      const match = containsAll(card.search, words);
      card.element.hidden = !match;
      if (!match) continue;
      count += 1;
      any = true;
      shown.push(card);
    }
    section.hidden = !any;
    if (any) letters.add(section.dataset.letter ?? "");
  }
  return words.length === 0 ? undefined : { count, letters, shortcuts: rankNameMatches(shown, query) };
}

/**
 * Search, A–Z bar and every term. The server renders all terms (SEO, and the page works
 * without JavaScript) and the browser keeps that HTML as it is: the search only hides what
 * does not match, so anchors and the structured data always point at elements that exist,
 * and the glossary's data never has to be downloaded as JavaScript (issue 12).
 */
export function GlossaryBrowser({
  pageUrl,
  title,
  description,
  termCount,
  letters,
}: {
  pageUrl: string;
  title: string;
  description: string;
  /** How many terms and the letters that have some, from the route's loader (glossaryStats). */
  termCount: number;
  letters: readonly string[];
}) {
  const [query, setQuery] = useState("");
  const [filtered, setFiltered] = useState<Filtered | undefined>(undefined);
  const allLetters = useMemo(() => new Set(letters), [letters]);
  const activeLetters = filtered?.letters ?? allLetters;
  const trimmed = query.trim();
  const inputRef = useRef<HTMLInputElement>(null);
  const search = (value: string) => {
    setQuery(value);
    setFiltered(filterTerms(value));
  };

  const clear = () => {
    search("");
    inputRef.current?.focus();
  };

  // A "Veja também" link can point at a term the current search hides: show everything
  // again and scroll to it.
  useEffect(() => {
    const onHashChange = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const el = id ? document.getElementById(id) : null;
      if (!el?.closest("[hidden]")) return;
      setQuery("");
      setFiltered(filterTerms(""));
      el.scrollIntoView({ block: "start" });
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  const status = !filtered
    ? `${termCount} termos, de A a Z.`
    : filtered.count === 0
      ? `Nenhum termo encontrado para “${trimmed}”.`
      : `${filtered.count} ${filtered.count === 1 ? "termo encontrado" : "termos encontrados"} para “${trimmed}”.`;

  return (
    <div className="space-y-6">
      <div
        id={GLOSSARY_SEARCH_ID}
        role="search"
        className="scroll-mt-20 space-y-2 rounded-xl border bg-card p-4 shadow-xs"
      >
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
              onChange={(e) => search(e.target.value)}
              placeholder="Ex.: lúpulo, IBU, Catharina Sour"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="glossario-status"
              // One clear button, ours ("Limpar"): the browser's own × is hidden (issue 27).
              className="h-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
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
        {filtered && filtered.shortcuts.length > 0 ? (
          <p className="text-sm">
            <span className="font-medium">Ir direto para: </span>
            {filtered.shortcuts.map((t, i) => (
              <Fragment key={t.id}>
                {i > 0 ? " · " : null}
                <a
                  href={`#${t.id}`}
                  className="underline decoration-primary/60 underline-offset-4 hover:decoration-primary"
                >
                  {t.short}
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

      {filtered?.count === 0 ? (
        <div className="rounded-xl border border-dashed p-8 text-center">
          <p className="text-muted-foreground">Confira a grafia ou tente um termo mais curto, como “malte” ou “IBU”.</p>
          <Button type="button" variant="outline" className="mt-4" onClick={clear}>
            Limpar busca
          </Button>
        </div>
      ) : null}

      <GlossaryTerms
        id={GLOSSARY_TERMS_ID}
        className="space-y-10"
        fallback={<p className="text-muted-foreground">Carregando os termos…</p>}
        pageUrl={pageUrl}
        title={title}
        description={description}
      />
    </div>
  );
}
