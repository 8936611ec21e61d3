import type { Route } from "./+types/glossario";
import { GlossaryBrowser } from "~/components/content/glossary-browser";
import { PageHeader } from "~/components/page-header";
import { glossaryStats } from "~/content/glossary";
import { glossaryDescription } from "~/content/glossary-search";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";
import { useSiteOrigin } from "~/hooks/use-site-origin";

const PATH = "/glossario";
const title = "Glossário de Bebidas";

// Its loader returns only its head: the page holds nothing but the glossary, so a kept copy serves
// it offline (scripts/service-worker.mjs), and the terms reach the browser only in the server's HTML.
export default function GlossarioPage({ loaderData }: Route.ComponentProps) {
  const { termCount, letters } = loaderData;
  const description = glossaryDescription(termCount);
  // The structured data needs absolute URLs (one per term anchor) on the site's domain.
  const pageUrl = `${useSiteOrigin()}${PATH}`;
  return (
    <>
      <PageHeader title={title} description={description} />
      <GlossaryBrowser
        pageUrl={pageUrl}
        title={title}
        description={description}
        termCount={termCount}
        letters={letters}
      />
    </>
  );
}

// Its head is resolved on the server (issue 12.2); besides it, the loader returns only the number of
// terms and the letters that have some, counted from the data (the terms themselves reach the
// browser in the server's HTML).
export async function loader({ url }: Route.LoaderArgs) {
  const { termCount, letters } = glossaryStats();
  return {
    head: await pageHead(url, {}, { title, description: glossaryDescription(termCount) }),
    termCount,
    letters,
  };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
