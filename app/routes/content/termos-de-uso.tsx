import type { Route } from "./+types/termos-de-uso";
import { serverIsland } from "~/components/content/server-island";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";

const title = "Termos de Uso";
const description =
  "As regras para usar o Cervejômetro, os limites das estimativas das nossas calculadoras, a publicidade e o consumo responsável.";

// The text lives in content/legal/ (issue 13: content out of routes) and is static: the server
// renders it and a first visit's browser never downloads it (a server island, issue 12.2).
const Document = serverIsland(() => import("~/components/content/terms-of-use-document"));

export default function TermosDeUsoPage() {
  return <Document id="termos-de-uso" title={title} description={description} />;
}

// Its head is resolved on the server (issue 12.2); the loader returns nothing else.
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await pageHead(url, {}, { title, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
