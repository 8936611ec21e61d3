import type { Route } from "./+types/glossario";
import { GlossaryBrowser } from "~/components/content/glossary-browser";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { glossaryJsonLd, glossaryTerms } from "~/content/glossary";
import { pageSeoMeta } from "~/lib/seo/meta";
import { useSiteOrigin } from "~/hooks/use-site-origin";

const PATH = "/glossario";
const title = "Glossário de Bebidas";
const description = `${glossaryTerms.length} termos de cerveja, vinho e destilados explicados de forma simples, de A a Z: estilos, ingredientes, produção, IBU, ABV e mais.`;

export default function GlossarioPage() {
  // The structured data needs absolute URLs (one per term anchor) on the site's domain.
  const pageUrl = `${useSiteOrigin()}${PATH}`;
  return (
    <>
      <PageHeader title={title} description={description} />
      <JsonLd data={glossaryJsonLd(pageUrl, title, description)} />
      <GlossaryBrowser />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageSeoMeta(args, { title, description });
