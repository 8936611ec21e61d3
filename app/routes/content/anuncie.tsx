// /anuncie (issue 25 item 5): the page every empty slot's "Anuncie aqui" leads to. Static text
// (app/content/advertise.ts) rendered on the server only, like the legal pages.
import type { Route } from "./+types/anuncie";
import { serverIsland } from "~/components/content/server-island";
import { ADVERTISE_DESCRIPTION, ADVERTISE_TITLE } from "~/content/advertise";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";

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
