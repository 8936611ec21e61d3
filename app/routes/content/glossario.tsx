import { data, redirect } from "react-router";
import type { Route } from "./+types/glossario";
import { GlossaryBrowser } from "~/components/content/glossary-browser";
import { PageHeader } from "~/components/page-header";
import { glossaryStats, glossaryTerms, groupByLetter } from "~/content/glossary";
import { FIRST_PAGE_LETTERS, glossaryDescription, letterAnchor, letterPagePath } from "~/content/glossary-search";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";
import { useSiteOrigin } from "~/hooks/use-site-origin";

const title = "Glossário de Bebidas";

// /glossario shows the first letters in full and every other term by name; /glossario/d shows one
// letter (issue 27: the first page under 30 KB of gzipped HTML). Its loader returns only its head
// and counts, from the address alone: a kept copy serves a page offline (scripts/service-worker.mjs),
// and the terms reach the browser only in the server's HTML.
export default function GlossarioPage({ loaderData }: Route.ComponentProps) {
  const { termCount, letters, pageLetters, pageTermCount, pageTitle } = loaderData;
  const description = glossaryDescription(termCount);
  return (
    <>
      <PageHeader
        title={pageTitle}
        description={pageLetters.length === 1 ? `Termos com a letra ${pageLetters[0]}. ${description}` : description}
      />
      <GlossaryBrowser
        // Each page starts with an empty search.
        key={pageLetters.join()}
        origin={useSiteOrigin()}
        title={title}
        description={description}
        termCount={termCount}
        letters={letters}
        pageLetters={pageLetters}
        pageTermCount={pageTermCount}
      />
    </>
  );
}

// The letters of a page and how many terms they have: /glossario its first letters, /glossario/d
// the letter D. A first letter's own address goes to its section of /glossario; an address that
// names no letter with terms is not found.
export async function loader({ url, params }: Route.LoaderArgs) {
  const { termCount, letters } = glossaryStats();
  let pageLetters: string[] = [...FIRST_PAGE_LETTERS];
  if (params.letra !== undefined) {
    const letter = params.letra.toUpperCase();
    if (!/^[A-Z]$/.test(letter) || !letters.includes(letter)) throw data(null, { status: 404 });
    const path = letterPagePath(letter);
    if (path === "/glossario") throw redirect(`/glossario#${letterAnchor(letter)}`, 301);
    if (params.letra !== letter.toLowerCase()) throw redirect(path, 301);
    pageLetters = [letter];
  }
  const pageTermCount = groupByLetter(glossaryTerms)
    .filter((g) => pageLetters.includes(g.letter))
    .reduce((sum, g) => sum + g.terms.length, 0);
  const single = params.letra !== undefined;
  const pageTitle = single ? `${title}: letra ${pageLetters[0]}` : title;
  const description = single
    ? `${pageTermCount} termos de cerveja, vinho e destilados com a letra ${pageLetters[0]}, explicados de forma simples.`
    : glossaryDescription(termCount);
  return {
    head: await pageHead(url, {}, { title: pageTitle, description }),
    termCount,
    letters,
    pageLetters,
    pageTermCount,
    pageTitle,
  };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
