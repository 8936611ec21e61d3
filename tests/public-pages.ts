// The public routes of the spec's table (docs/decisions/0020-routes-and-layout.md) with the h1 each
// shows, shared by the server-HTML tests (tests/ssr) and the browser tests (tests/e2e).
import { demoPosts } from "../db/seed-data";
import { slugify } from "../app/lib/slug";

/** A demo post's page: the IBU guide, or the first demo post if it is renamed. */
export const POST = demoPosts.find((p) => p.name.startsWith("IBU:")) ?? demoPosts[0]!;
export const POST_PATH = `/blog/${slugify(POST.name)}`;

export const PUBLIC_PAGES = [
  { path: "/", h1: "Comparador de Preços de Cerveja" },
  { path: "/festa", h1: "Calculadora de Festa" },
  { path: "/por-pessoa", h1: "Cerveja por Pessoa" },
  { path: "/ibu", h1: "Calculadora de IBU" },
  { path: "/abv", h1: "Calculadora de ABV" },
  { path: "/receita", h1: "Receita de Cerveja" },
  { path: "/orcamento", h1: "Calculadora de Orçamento" },
  { path: "/blog", h1: "Blog Cervejeiro" },
  { path: "/drinks", h1: "Blog Cervejeiro" },
  { path: POST_PATH, h1: POST.name },
  { path: "/glossario", h1: "Glossário de Bebidas" },
  { path: "/infograficos", h1: "Infográficos" },
  { path: "/termos-de-uso", h1: "Termos de Uso" },
  { path: "/politica-de-privacidade", h1: "Política de Privacidade" },
] as const;

/** The h1 of the 404 page. */
export const NOT_FOUND_H1 = "Oops! Essa cerveja acabou";
