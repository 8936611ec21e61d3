import type { Route } from "./+types/politica-de-privacidade";
import { serverIsland } from "~/components/content/server-island";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";
import { siteOperatorForPage } from "~/models/site-identity.server";
import { NO_HYDRATION } from "~/lib/static-page/hydration";

// Text and links: served without React, with the layout's plain script (issue 24.4).
export const handle = NO_HYDRATION;

const title = "Política de Privacidade";
const description =
  "Como o Cervejômetro trata os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD).";

// The text lives in content/legal/ (issue 13: content out of routes) and is static: the server
// renders it and a first visit's browser never downloads it (a server island, issue 12.2).
const Document = serverIsland(() => import("~/components/content/privacy-policy-document"));

export default function PoliticaDePrivacidadePage({ loaderData }: Route.ComponentProps) {
  return (
    <Document operator={loaderData.operator} id="politica-de-privacidade" title={title} description={description} />
  );
}

// Its head is resolved on the server (issue 12.2); beside it, only who runs the site (/admin/site,
// D21), the same for every address of the page.
export async function loader({ url }: Route.LoaderArgs) {
  const [head, operator] = await Promise.all([pageHead(url, {}, { title, description }), siteOperatorForPage()]);
  return { head, operator };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
