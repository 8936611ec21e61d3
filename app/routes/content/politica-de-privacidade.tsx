import type { Route } from "./+types/politica-de-privacidade";
import { serverIsland } from "~/components/content/server-island";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";

const title = "Política de Privacidade";
const description =
  "Como o Cervejômetro trata os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD).";

// The text lives in content/legal/ (issue 13: content out of routes) and is static: the server
// renders it and a first visit's browser never downloads it (a server island, issue 12.2).
const Document = serverIsland(() => import("~/components/content/privacy-policy-document"));

export default function PoliticaDePrivacidadePage() {
  return <Document id="politica-de-privacidade" title={title} description={description} />;
}

// Its head is resolved on the server (issue 12.2); the loader returns nothing else.
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await pageHead(url, {}, { title, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
