import type { MetaFunction } from "react-router";
import { serverIsland } from "~/components/content/server-island";
import { pageSeoMeta } from "~/lib/seo/meta";

const title = "Termos de Uso";
const description =
  "As regras para usar o Cervejômetro, os limites das estimativas das nossas calculadoras, a publicidade e o consumo responsável.";

// The text lives in content/legal/ (issue 13: content out of routes) and is static: the server
// renders it and a first visit's browser never downloads it (a server island, issue 12.2).
const Document = serverIsland(() => import("~/components/content/terms-of-use-document"));

export default function TermosDeUsoPage() {
  return <Document id="termos-de-uso" title={title} description={description} />;
}

export const meta: MetaFunction = (args) => pageSeoMeta(args, { title, description });
