// Blog list state (docs/decisions/0024-blog-list-and-filtering.md): filters and page live in the
// URL (?q=…&categoria=…&pagina=…) so a filtered page is linkable, rendered on the server
// and browsable without JavaScript.

export const BLOG_PAGE_SIZE = 3;
export const DEFAULT_BLOG_TITLE = "Blog Cervejeiro | Dicas e Informações sobre o Mundo da Cerveja";
export const DEFAULT_BLOG_DESCRIPTION =
  "Dicas, guias e novidades sobre cerveja: estilos, harmonização, produção caseira, drinks e como planejar a sua festa.";

export interface BlogQuery {
  q: string;
  categoria: string | null;
  pagina: number;
}

export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const categoria = (params.get("categoria") ?? "").trim() || null;
  const page = Number.parseInt(params.get("pagina") ?? "1", 10);
  return { q, categoria, pagina: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** The list URL for a state; page 1 and empty filters are left out of the address. */
export function blogHref(base: string, state: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.categoria) params.set("categoria", state.categoria);
  if (state.pagina && state.pagina > 1) params.set("pagina", String(state.pagina));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** docs/decisions/0024-blog-list-and-filtering.md: changing a filter resets the page to 1; clicking the active category clears it. */
export function categoryHref(base: string, current: BlogQuery, category: string | null): string {
  const next = current.categoria === category ? null : category;
  return blogHref(base, { q: current.q, categoria: next, pagina: 1 });
}

/** docs/decisions/0024-blog-list-and-filtering.md: the page title follows the filters. */
export function blogTitle(q: string, categoria: string | null): string {
  if (q && categoria) return `Busca por "${q}" na categoria ${categoria} | Blog`;
  if (q) return `Resultados da busca por "${q}" | Blog`;
  if (categoria) return `Categoria: ${categoria} | Blog`;
  return DEFAULT_BLOG_TITLE;
}

export function blogDescription(q: string, categoria: string | null): string {
  if (q && categoria) return `Posts da categoria ${categoria} que falam de "${q}" no Blog Cervejeiro.`;
  if (q) return `Posts do Blog Cervejeiro que falam de "${q}".`;
  if (categoria)
    return `Todos os posts da categoria ${categoria} no Blog Cervejeiro: dicas e informações sobre cerveja.`;
  return DEFAULT_BLOG_DESCRIPTION;
}

/** Page numbers to show: first, last, the current one and its neighbours; null = gap. */
export function paginationItems(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const n of sorted) {
    const last = items[items.length - 1];
    if (typeof last === "number" && n - last > 1) items.push(null);
    items.push(n);
  }
  return items;
}

/** Minutes to read at 200 words per minute, at least 1. */
export function readingTime(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`~\-|[\]()!]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** Plain text of a Markdown post for descriptions: first characters, cut at a word. */
export function plainExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .replace(/<[^>]+>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*\|.*\|\s*$/gm, " ")
    .replace(/[#>*_`~|]/g, " ")
    .replace(/^\s*[-+]\s+/gm, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
