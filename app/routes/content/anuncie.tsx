// /anuncie (issue 25 item 5, issue 26 item 4): the page every empty slot's "Anuncie aqui" leads
// to. Static text (app/content/advertise.ts) rendered on the server only, like the legal pages,
// with the last full month's audience when the owner shows it (/admin/estatisticas) and it was
// counted. The figures may be as old as the page cache's copy; the switch empties that cache.
import type { Route } from "./+types/anuncie";
import { serverIsland } from "~/components/content/server-island";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";
import { todayInSaoPaulo } from "~/lib/format";
import { mediaKitAudience } from "~/models/audience-read.server";
import { siteOperatorForPage } from "~/models/site-identity.server";
import { NO_HYDRATION } from "~/lib/static-page/hydration";

// Text and links: served without React, with the layout's plain script (issue 24.4).
export const handle = NO_HYDRATION;

// Here, not in content/advertise.ts: the page's body text stays out of its script (a server island).
const ADVERTISE_TITLE = "Anuncie no Cervejômetro";
const ADVERTISE_DESCRIPTION =
  "Banners para quem compra, serve e produz cerveja: as posições, os formatos e tamanhos, como contamos impressões e cliques e como falar com a gente.";

const Document = serverIsland(() => import("~/components/content/advertise-document"));

export default function AnunciePage({ loaderData }: Route.ComponentProps) {
  return (
    <Document
      id="anuncie"
      title={ADVERTISE_TITLE}
      description={ADVERTISE_DESCRIPTION}
      audience={loaderData.audience}
      adsEmail={loaderData.adsEmail}
    />
  );
}

// Its head is resolved on the server (issue 12.2); the audience is a few numbers, or null.
export async function loader({ url }: Route.LoaderArgs) {
  const [head, audience, operator] = await Promise.all([
    pageHead(url, {}, { title: ADVERTISE_TITLE, description: ADVERTISE_DESCRIPTION }),
    mediaKitAudience(todayInSaoPaulo()).catch((error: unknown) => {
      // The page sells the slots with or without numbers: a failed read leaves them out.
      console.warn("[anuncie] números de audiência indisponíveis:", error);
      return null;
    }),
    siteOperatorForPage(),
  ]);
  // The ads contact (/admin/site), the same for every address of the page.
  return { head, audience, adsEmail: operator.adsEmail };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
