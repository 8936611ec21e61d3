// /anuncie (issue 25 item 5): the page every empty slot's "Anuncie aqui" leads to. Static text
// (app/content/advertise.ts) rendered on the server only, like the legal pages.
import type { Route } from "./+types/anuncie";
import { serverIsland } from "~/components/content/server-island";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";

// Here, not in content/advertise.ts: the page's body text stays out of its script (a server island).
const ADVERTISE_TITLE = "Anuncie no Cervejômetro";
const ADVERTISE_DESCRIPTION =
  "Banners para quem compra, serve e produz cerveja: as posições, os formatos e tamanhos, como contamos impressões e cliques e como falar com a gente.";

const Document = serverIsland(() => import("~/components/content/advertise-document"));

export default function AnunciePage() {
  return <Document id="anuncie" title={ADVERTISE_TITLE} description={ADVERTISE_DESCRIPTION} />;
}

// Its head is resolved on the server (issue 12.2); the loader returns nothing else.
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await pageHead(url, {}, { title: ADVERTISE_TITLE, description: ADVERTISE_DESCRIPTION }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
