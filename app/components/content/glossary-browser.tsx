import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { Fragment, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type * as OtherLetters from "~/components/content/glossary-other-letters";
import { serverIsland } from "~/components/content/server-island";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  ALPHABET,
  containsAll,
  GLOSSARY_SEARCH_ID,
  GLOSSARY_TERMS_ID,
  letterAnchor,
  letterPagePath,
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

// The other letters' terms, for the search and old links (/glossario#dunkel): downloaded the
// first time they are needed.
type OtherLettersModule = typeof OtherLetters;
let otherLetters: Promise<OtherLettersModule> | undefined;
function loadOtherLetters() {
  otherLetters ??= import("~/components/content/glossary-other-letters").catch((error: unknown) => {
    otherLetters = undefined; // offline with no copy: a later search tries again
    throw error;
  });
  return otherLetters;
}

/** The other letters' matches for a query, once downloaded. */
interface Remote {
  query: string;
  matches: OtherLetters.OtherLetterMatch[];
  Results: OtherLettersModule["default"];
}

/** What a search shows: how many terms, under which letters, and the "ir direto para" shortcuts. */
interface Filtered {
  count: number;
  letters: ReadonlySet<string>;
  shortcuts: NamedTerm[];
  /** The page's own cards that match. */
  shown: NamedTerm[];
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
  root?.querySelector<HTMLElement>("[data-glossary-index]")?.toggleAttribute("hidden", words.length > 0);
  return words.length === 0 ? undefined : { count, letters, shortcuts: rankNameMatches(shown, query), shown };
}

/**
 * Search, A–Z bar and every term. The server renders all terms (SEO, and the page works
 * without JavaScript) and the browser keeps that HTML as it is: the search only hides what
 * does not match, so anchors and the structured data always point at elements that exist,
 * and the glossary's data never has to be downloaded as JavaScript (issue 12).
 */
export function GlossaryBrowser({
  origin,
  title,
  description,
  termCount,
  letters,
  pageLetters,
  pageTermCount,
}: {
  /** The site's origin, for the structured data's absolute URLs. */
  origin: string;
  title: string;
  description: string;
  /** How many terms and the letters that have some, from the route's loader (glossaryStats). */
  termCount: number;
  letters: readonly string[];
  /** The letters this page shows in full, and how many terms they have. */
  pageLetters: readonly string[];
  pageTermCount: number;
}) {
  const [query, setQuery] = useState("");
  const [local, setLocal] = useState<Filtered | undefined>(undefined);
  const [remote, setRemote] = useState<Remote | undefined>(undefined);
  const [remoteFailed, setRemoteFailed] = useState(false);
  const latest = useRef("");
  const navigate = useNavigate();
  const onFirstPage = !pageLetters.some((l) => letterPagePath(l) !== "/glossario");
  const allLetters = useMemo(() => new Set(letters), [letters]);
  const trimmed = query.trim();
  const searching = queryWords(query).length > 0;
  const others = searching && remote?.query === query ? remote : undefined;
  const pending = searching && !others && !remoteFailed;
  // What the search shows: the page's own cards, then the other letters' matches.
  const filtered: Filtered | undefined = local && {
    count: local.count + (others?.matches.length ?? 0),
    letters: new Set([...local.letters, ...(others?.matches.map((m) => m.letter) ?? [])]),
    shortcuts: others ? rankNameMatches([...local.shown, ...others.matches], query) : local.shortcuts,
    shown: local.shown,
  };
  const activeLetters = filtered?.letters ?? allLetters;
  const inputRef = useRef<HTMLInputElement>(null);
  const search = (value: string) => {
    latest.current = value;
    setQuery(value);
    setLocal(filterTerms(value));
    if (queryWords(value).length === 0) return;
    loadOtherLetters().then(
      (module) => {
        setRemoteFailed(false);
        if (latest.current !== value) return;
        setRemote({ query: value, matches: module.searchOtherLetters(value, pageLetters), Results: module.default });
      },
      () => setRemoteFailed(true),
    );
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
      latest.current = "";
      setQuery("");
      setLocal(filterTerms(""));
      el.scrollIntoView({ block: "start" });
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  // An old link to a term of another letter (/glossario#dunkel, from before the letters had
  // pages) goes on to that letter's page.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || id.startsWith("letra-") || document.getElementById(id)) return;
    loadOtherLetters().then(
      (module) => {
        const path = module.termPathById(id);
        if (path && decodeURIComponent(window.location.hash.slice(1)) === id) void navigate(path, { replace: true });
      },
      () => undefined,
    );
  }, [navigate]);

  const status = !filtered
    ? onFirstPage
      ? `${termCount} termos, de A a Z.`
      : `${pageTermCount} ${pageTermCount === 1 ? "termo" : "termos"} com a letra ${pageLetters.join(", ")}, de ${termCount} no glossário.`
    : pending
      ? `Buscando “${trimmed}” em todas as letras…`
      : filtered.count === 0
        ? `Nenhum termo encontrado para “${trimmed}”.`
        : `${filtered.count} ${filtered.count === 1 ? "termo encontrado" : "termos encontrados"} para “${trimmed}”.`;

  /** Where a letter of the A–Z bar leads: its section when this page shows it, else its page. */
  const letterHref = (letter: string) =>
    pageLetters.includes(letter)
      ? `#${letterAnchor(letter)}`
      : letterPagePath(letter) === "/glossario"
        ? `/glossario#${letterAnchor(letter)}`
        : letterPagePath(letter);

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
        className="z-10 -mx-4 border-y bg-background px-4 py-2 md:sticky md:top-0 md:-mx-8 md:px-8"
      >
        <ul className="flex flex-wrap gap-1 lg:gap-0.5">
          {ALPHABET.map((letter) => (
            <li key={letter}>
              {activeLetters.has(letter) ? (
                <Link
                  to={letterHref(letter)}
                  prefetch="none"
                  aria-label={`Letra ${letter}`}
                  aria-current={pageLetters.length === 1 && pageLetters[0] === letter ? "page" : undefined}
                  className="inline-flex size-9 items-center justify-center rounded-md border bg-card text-sm font-semibold max-md:size-11 lg:size-8 outline-none hover:border-primary/60 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
                >
                  {letter}
                </Link>
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

      {filtered?.count === 0 && !pending ? (
        <div className="rounded-xl border border-dashed p-8 text-center">
          <p className="text-muted-foreground">Confira a grafia ou tente um termo mais curto, como “malte” ou “IBU”.</p>
          <Button type="button" variant="outline" className="mt-4" onClick={clear}>
            Limpar busca
          </Button>
        </div>
      ) : null}

      <GlossaryTerms
        // One island per page: a client-side navigation to another letter renders its terms.
        key={pageLetters.join()}
        id={GLOSSARY_TERMS_ID}
        className="space-y-10"
        fallback={<p className="text-muted-foreground">Carregando os termos…</p>}
        origin={origin}
        title={title}
        description={description}
        letters={pageLetters}
        withIndex={onFirstPage}
      />
      {others ? <others.Results matches={others.matches} pageLetters={pageLetters} /> : null}
    </div>
  );
}
