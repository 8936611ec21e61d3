// The calculators, the glossary, the infographics and the legal pages resolve their <head> on the
// server (issue 12.2) and their loaders return nothing else: the service worker takes these pages
// as pages of their address alone (HEAD_ONLY_PAGES, scripts/service-worker.mjs), whose kept copy
// stands in for the same page with other inputs. A loader that starts returning data of its own
// fails here, before a stale offline copy could show it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { getDb, schema } from "~/lib/data/db.server";
import { HEAD_ONLY_PAGES } from "../../scripts/service-worker.mjs";
import { openTestDb } from "../../tests/setup/test-db";

type HeadLoader = (args: {
  request: Request;
  url: URL;
  params: object;
  context: object;
}) => Promise<{ head: MetaDescriptor[] }>;

const ROUTES: Record<string, () => Promise<{ loader: HeadLoader }>> = {
  "/": () => import("./calculators/comparador") as never,
  "/festa": () => import("./calculators/festa") as never,
  "/por-pessoa": () => import("./calculators/por-pessoa") as never,
  "/ibu": () => import("./calculators/ibu") as never,
  "/abv": () => import("./calculators/abv") as never,
  "/receita": () => import("./calculators/receita") as never,
  "/orcamento": () => import("./calculators/orcamento") as never,
  "/glossario": () => import("./content/glossario") as never,
  "/infograficos": () => import("./content/infograficos") as never,
  "/termos-de-uso": () => import("./content/termos-de-uso") as never,
  "/politica-de-privacidade": () => import("./content/politica-de-privacidade") as never,
  "/anuncie": () => import("./content/anuncie") as never,
};

let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
  // The legal pages' server islands load their text as the route module loads (server-island.tsx):
  // awaited here, so no import is left running when the test ends.
  await Promise.all([
    import("~/components/content/terms-of-use-document"),
    import("~/components/content/privacy-policy-document"),
    import("~/components/content/advertise-document"),
  ]);
  await getDb().insert(schema.seoPageSettings).values({
    pageId: "festa",
    path: "/festa",
    title: "Quanto comprar para a festa",
    description: "Descrição gravada pelo administrador.",
  });
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

async function load(href: string) {
  const { pathname } = new URL(href, "http://localhost");
  const { loader } = await ROUTES[pathname]!();
  const url = new URL(href, "http://localhost");
  return loader({ request: new Request(url), url, params: {}, context: {} });
}

const tag = (head: MetaDescriptor[], key: string) =>
  (
    head.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key)) as
      { content?: string } | undefined
  )?.content;
const title = (head: MetaDescriptor[]) => (head.find((t) => "title" in t) as { title?: string } | undefined)?.title;

/**
 * Data a loader may return beside its head because it does not depend on the address: the
 * glossary's number of terms and its letters, counted from the data, and the letters the page
 * shows, from its path (/glossario, /glossario/d: issue 27); the media
 * kit's audience of the last full month (issue 26), the same whatever the query; who runs the
 * site (issue 28, /admin/site) on the legal pages and the ads contact on /anuncie; the recipe
 * sheet's BJCP table and SRM swatches (issue 30), kept out of its scripts.
 */
const PAGE_CONSTANTS: Record<string, string[]> = {
  "/glossario": ["termCount", "letters", "pageLetters", "pageTermCount", "pageTitle"],
  "/anuncie": ["audience", "adsEmail"],
  "/receita": ["swatches", "styles"],
  "/termos-de-uso": ["operator"],
  "/politica-de-privacidade": ["operator"],
};

describe("páginas cujo loader só resolve o <head>", () => {
  it("cada uma da lista do service worker devolve só o head", async () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...HEAD_ONLY_PAGES].sort());
    for (const page of HEAD_ONLY_PAGES) {
      const data = await load(page);
      const extra = PAGE_CONSTANTS[page] ?? [];
      expect(Object.keys(data), page).toEqual(["head", ...extra]);
      // What else a loader returns is the same for every address of the page (a kept copy still fits).
      if (extra.length) {
        const other = (await load(`${page}?q=outra-coisa`)) as unknown as Record<string, unknown>;
        for (const key of extra) expect(other[key], `${page} ${key}`).toEqual((data as Record<string, unknown>)[key]);
      }
      expect(title(data.head), page).toMatch(/\S/);
      expect(tag(data.head, "robots"), page).toBe("index, follow");
    }
  });

  it("a configuração gravada da página vence o título embutido; a prévia do link traz o resultado", async () => {
    const bare = await load("/festa");
    expect(title(bare.head)).toBe("Quanto comprar para a festa | Comparador de Preços de Cerveja");
    expect(tag(bare.head, "description")).toBe("Descrição gravada pelo administrador.");

    const link = await load(
      "/festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=moderado&embalagem=350",
    );
    expect(title(link.head)).toBe(title(bare.head));
    expect(tag(link.head, "og:title")).toBe("Festa para 28 pessoas: 120 latas de 350 ml");
    expect(tag(link.head, "og:image")).toMatch(/^https:\/\/cervejometro\.com\.br\/og\/festa\.png\?/);

    const abv = await load("/abv");
    expect(title(abv.head)).toBe("Calculadora de ABV | Comparador de Preços de Cerveja");
  });
});
