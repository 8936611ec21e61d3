import type { Route } from "./+types/infograficos";
import { serverIsland } from "~/components/content/server-island";
import { InfographicSection } from "~/components/infographics/infographic-section";
import { StyleChart, StyleTable } from "~/components/infographics/style-chart";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { INFOGRAPHICS, type InfographicMeta } from "~/content/infographics/catalog";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";
import { useSiteOrigin } from "~/hooks/use-site-origin";

const PATH = "/infograficos";
const title = "Infográficos";
const metaTitle = "Infográficos de Cerveja";
const description =
  "Estilos por álcool e amargor, escala de cor SRM/EBC, copos, temperatura de serviço e o processo da cerveja, desenhados a partir de referências.";

/** The one interactive infographic (a style picked in the list is highlighted in the chart). */
const STYLES_ID = "estilos-abv-ibu";
// The others need no script: their code and data reach the browser only in the server's HTML.
const InfographicDrawings = serverIsland(() => import("~/components/content/infographic-drawings"));

export default function InfograficosPage() {
  const origin = useSiteOrigin();
  return (
    <>
      <PageHeader
        title={title}
        description="Estilos, cores, copos, temperaturas de serviço e o processo de produção da cerveja em gráficos fáceis de ler, com os dados em tabela e as fontes de cada um."
      />

      <nav aria-labelledby="indice-infograficos" className="mb-8 rounded-xl border bg-card p-4">
        <h2 id="indice-infograficos" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Nesta página
        </h2>
        <ol className="mt-2 grid list-inside list-decimal gap-x-6 gap-y-1 marker:text-muted-foreground sm:grid-cols-2">
          {INFOGRAPHICS.map((info) => (
            <li key={info.id}>
              <a
                href={`#${info.id}`}
                className="inline-flex min-h-11 items-center font-medium underline-offset-2 hover:text-primary hover:underline md:min-h-8"
              >
                {info.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="space-y-12">
        {INFOGRAPHICS.filter((info) => info.id === STYLES_ID).map((info) => (
          <InfographicSection key={info.id} meta={info} table={<StyleTable />}>
            <StyleChart />
          </InfographicSection>
        ))}
        {/* The first section here is not the page's first: it keeps its top border and space. */}
        <InfographicDrawings
          id="infograficos-desenhos"
          className="space-y-12 [&>section:first-of-type]:border-t [&>section:first-of-type]:pt-8"
        />
      </div>

      <JsonLd data={structuredData(INFOGRAPHICS, origin)} />
    </>
  );
}

/** docs/decisions/0011-server-rendered-seo.md: the page as a collection of its infographics, in the server HTML. */
function structuredData(infographics: readonly InfographicMeta[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: metaTitle,
    description,
    url: `${origin}${PATH}`,
    inLanguage: "pt-BR",
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: infographics.length,
      itemListElement: infographics.map((info, i) => ({
        "@type": "ListItem",
        position: i + 1,
        url: `${origin}${PATH}#${info.id}`,
        item: {
          "@type": "CreativeWork",
          name: info.title,
          description: info.intro,
          url: `${origin}${PATH}#${info.id}`,
          inLanguage: "pt-BR",
          citation: info.sources.map((s) => s.label),
        },
      })),
    },
  };
}

// Its head is resolved on the server (issue 12.2); the loader returns nothing else.
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await pageHead(url, {}, { title: metaTitle, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
