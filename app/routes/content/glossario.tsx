import type { Route } from "./+types/glossario";
import { GlossaryBrowser } from "~/components/content/glossary-browser";
import { PageHeader } from "~/components/page-header";
import { GLOSSARY_TERM_COUNT } from "~/content/glossary-search";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";
import { useSiteOrigin } from "~/hooks/use-site-origin";

const PATH = "/glossario";
const title = "Glossário de Bebidas";
const description = `${GLOSSARY_TERM_COUNT} termos de cerveja, vinho e destilados explicados de forma simples, de A a Z: estilos, ingredientes, produção, IBU, ABV e mais.`;

// Its loader returns only its head: the page holds nothing but the glossary, so a kept copy serves
// it offline (scripts/service-worker.mjs), and the terms reach the browser only in the server's HTML.
export default function GlossarioPage() {
  // The structured data needs absolute URLs (one per term anchor) on the site's domain.
  const pageUrl = `${useSiteOrigin()}${PATH}`;
  return (
    <>
      <PageHeader title={title} description={description} />
      <GlossaryBrowser pageUrl={pageUrl} title={title} description={description} />
    </>
  );
}

// Its head is resolved on the server (issue 12.2); the loader returns nothing else.
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await pageHead(url, {}, { title, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
