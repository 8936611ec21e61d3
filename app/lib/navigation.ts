/**
 * Site navigation data (docs/decisions/0020-routes-and-layout.md): the main tools of the
 * sidebar and mobile menu, content and legal pages, the related-pages and
 * useful-tools blocks, and which links carry nofollow.
 *
 * Pure data and functions; components map `icon` to an actual icon.
 */

import { isActivePath, normalizePath } from "./paths";

export { isActivePath, linkRel, normalizePath, showsRelatedBlocks } from "./paths";

export type IconName =
  | "beer"
  | "scale"
  | "party"
  | "user"
  | "hop"
  | "percent"
  | "recipe"
  | "wallet"
  | "book"
  | "newspaper"
  | "chart"
  | "file"
  | "shield";

export interface NavItem {
  to: string;
  label: string;
  description: string;
  icon: IconName;
}

const comparador: NavItem = {
  to: "/",
  label: "Comparador de Preços",
  description: "Descubra qual cerveja sai mais barata por litro",
  icon: "scale",
};
const festa: NavItem = {
  to: "/festa",
  label: "Calculadora de Festa",
  description: "Cerveja, bebidas sem álcool e gelo para o seu evento",
  icon: "party",
};
const porPessoa: NavItem = {
  to: "/por-pessoa",
  label: "Cerveja por Pessoa",
  description: "Quanto cada convidado bebe, em litros e unidades",
  icon: "user",
};
const ibu: NavItem = {
  to: "/ibu",
  label: "Calculadora de IBU",
  description: "O amargor da sua receita pela fórmula de Tinseth",
  icon: "hop",
};
const abv: NavItem = {
  to: "/abv",
  label: "Calculadora de ABV",
  description: "Teor alcoólico, atenuação e calorias da sua cerveja",
  icon: "percent",
};
const receita: NavItem = {
  to: "/receita",
  label: "Receita de Cerveja",
  description: "Maltes, lúpulos e levedura: OG, ABV, IBU, cor e estilo BJCP",
  icon: "recipe",
};
const orcamento: NavItem = {
  to: "/orcamento",
  label: "Orçamento de Bebidas",
  description: "Divida o orçamento entre cerveja, vinho, destilados e sem álcool",
  icon: "wallet",
};
const glossario: NavItem = {
  to: "/glossario",
  label: "Glossário",
  description: "Os termos do mundo da cerveja e das bebidas de A a Z",
  icon: "book",
};
const blog: NavItem = {
  to: "/blog",
  label: "Blog",
  description: "Dicas, guias e novidades sobre cerveja",
  icon: "newspaper",
};
const infograficos: NavItem = {
  to: "/infograficos",
  label: "Infográficos",
  description: "Estilos, cores, copos e temperaturas de serviço em imagens",
  icon: "chart",
};
const termos: NavItem = {
  to: "/termos-de-uso",
  label: "Termos de Uso",
  description: "As regras de uso do Cervejômetro",
  icon: "file",
};
const privacidade: NavItem = {
  to: "/politica-de-privacidade",
  label: "Política de Privacidade",
  description: "Como tratamos os seus dados, conforme a LGPD",
  icon: "shield",
};

/**
 * The sidebar and mobile menu, in display order: the seven calculators (the recipe sheet after ABV, issue 30), then the reference
 * pages beside them (issue 16: the glossary and the infographics), then the blog.
 */
export const mainTools: readonly NavItem[] = [
  comparador,
  festa,
  porPessoa,
  ibu,
  abv,
  receita,
  orcamento,
  glossario,
  infograficos,
  blog,
];

/** Content pages (footer "useful links"). */
export const contentPages: readonly NavItem[] = [blog, glossario, infograficos];

/** Legal pages (footer legal column); links to them carry nofollow. */
export const legalPages: readonly NavItem[] = [termos, privacidade];

/** The calculator routes, where the related-pages and useful-tools blocks appear. */
export const TOOL_ROUTES = ["/", "/ibu", "/abv", "/receita", "/festa", "/por-pessoa", "/orcamento"] as const;
export type ToolRoute = (typeof TOOL_ROUTES)[number];

const allItems: readonly NavItem[] = [...mainTools, ...legalPages];
const itemsByPath = new Map(allItems.map((item) => [item.to, item]));

/** The navigation item for a path (after normalisation), if it is one of ours. */
export function navItemFor(pathname: string): NavItem | undefined {
  return itemsByPath.get(normalizePath(pathname));
}

/** Hand-picked related pages per tool route, best first (4 each, so 3 remain after exclusion). */
const RELATED: Record<ToolRoute, readonly NavItem[]> = {
  "/": [festa, orcamento, porPessoa, blog],
  "/festa": [porPessoa, orcamento, comparador, blog],
  "/por-pessoa": [festa, comparador, orcamento, blog],
  "/ibu": [abv, glossario, infograficos, blog],
  "/abv": [ibu, glossario, infograficos, blog],
  "/receita": [ibu, abv, infograficos, glossario],
  "/orcamento": [festa, comparador, porPessoa, blog],
};

/** Related pages for any other route. */
const DEFAULT_RELATED: readonly NavItem[] = [comparador, ibu, blog, glossario, festa];

function isToolRoute(path: string): path is ToolRoute {
  return (TOOL_ROUTES as readonly string[]).includes(path);
}

function take(
  items: readonly NavItem[],
  pathname: string,
  max: number,
  skip: ReadonlySet<string> = new Set(),
): NavItem[] {
  const limit = Math.max(0, Math.floor(max));
  return items.filter((item) => !isActivePath(pathname, item.to) && !skip.has(item.to)).slice(0, limit);
}

/**
 * The "related pages" block (docs/decisions/0020-routes-and-layout.md): the route's fixed list (or the default
 * list for other routes), without the current page, at most `max` items.
 */
export function relatedPagesFor(pathname: string, max = 3): NavItem[] {
  const path = normalizePath(pathname);
  const list = isToolRoute(path) ? RELATED[path] : DEFAULT_RELATED;
  return take(list, path, max);
}

/**
 * The "Ferramentas úteis" block: calculators from the main tools, in menu order,
 * without the current page and without what {@link relatedPagesFor} shows (with its
 * default max) for the same path, at most `max` items.
 */
export function usefulToolsFor(pathname: string, max = 3): NavItem[] {
  const path = normalizePath(pathname);
  const calculators = mainTools.filter((item) => isToolRoute(item.to));
  const shown = new Set(relatedPagesFor(path).map((item) => item.to));
  return take(calculators, path, max, shown);
}
