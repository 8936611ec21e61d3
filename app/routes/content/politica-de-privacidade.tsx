import type { MetaFunction } from "react-router";
import { serverIsland } from "~/components/content/server-island";
import { pageSeoMeta } from "~/lib/seo/meta";

const title = "Política de Privacidade";
const description =
  "Como o Cervejômetro trata os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD).";

// The text lives in content/legal/ (issue 13: content out of routes) and is static: the server
// renders it and a first visit's browser never downloads it (a server island, issue 12.2).
const Document = serverIsland(() => import("~/components/content/privacy-policy-document"));

export default function PoliticaDePrivacidadePage() {
  return <Document id="politica-de-privacidade" title={title} description={description} />;
}

export const meta: MetaFunction = (args) => pageSeoMeta(args, { title, description });
