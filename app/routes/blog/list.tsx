import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import X from "lucide-react/icons/x";
import { Fragment, useEffect, useRef } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/list";
import { IslandAdSlot } from "~/components/island-ad-slot";
import { coverImageData } from "~/components/blog/cover-image";
import { PostCard } from "~/components/blog/post-card";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import {
  BLOG_PAGE_SIZE,
  blogDescription,
  blogHref,
  blogTitle,
  categoryHref,
  paginationItems,
  parseBlogQuery,
  type BlogQuery,
} from "~/lib/blog";
import { cached } from "~/lib/data/ttl-cache.server";
import { formatDateLong, todayInSaoPaulo } from "~/lib/format";
import { renderPostMarkdown } from "~/lib/markdown/markdown.server";
import { headFromLoader } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";
import { absoluteUrl, type PageSeoInput } from "~/lib/seo/resolve";
import { cn } from "~/lib/utils";
import { adContextFor, contentHouseCard, placeContentAd } from "~/models/ads.server";
import { listCategories } from "~/models/categories.server";
import { DEFAULT_CATEGORY, getCategoryRedirectCached, listPostsCached, POSTS_CACHE_MS } from "~/models/posts.server";
import { getGlobalSeoCached } from "~/models/seo-settings.server";

export async function loader({ url, request }: Route.LoaderArgs) {
  const query = parseBlogQuery(url.searchParams);
  const head = pageHead(url, listSeo(query));
  try {
    // Issue 12.4: the list, the category names and the cards' HTML come from caches that
    // post and category saves drop at once ("posts:", "categories:"; markdown by version).
    const [result, categories, global] = await Promise.all([
      listPostsCached({
        q: query.q,
        category: query.categoria ?? undefined,
        page: query.pagina,
        pageSize: BLOG_PAGE_SIZE,
      }),
      cached("categories:names", POSTS_CACHE_MS, async () => (await listCategories()).map((c) => c.name)),
      getGlobalSeoCached(),
    ]);
    if (query.categoria && query.categoria !== DEFAULT_CATEGORY && !categories.includes(query.categoria)) {
      // Issue 28: a category renamed or deleted keeps its old links. The old name answers 301
      // to its current name, or to "Outros" when the category is gone: its posts moved there,
      // and the "Outros" filter lists them (it also matches posts without a category), so the
      // link still shows them rather than the whole blog. The page is dropped (the new list
      // has its own pages); every other parameter is kept. Looked up only for a name no
      // category has, so a category created later with an old name simply wins.
      const target = await getCategoryRedirectCached(query.categoria);
      if (target) {
        const params = new URLSearchParams(url.searchParams);
        params.delete("pagina");
        params.set("categoria", target);
        throw redirect(`${url.pathname}?${params}`, 301);
      }
    }
    // Issue 9: the "content" ad sits between the cards, so only a list of two or more
    // has a place for it (and only a placed ad counts as an impression).
    const adAfter = result.posts.length >= 2 ? Math.min(3, result.posts.length - 1) : 0;
    const contentAd =
      adAfter > 0 ? await placeContentAd(todayInSaoPaulo(), Math.random, await adContextFor(request)) : null;
    const houseCard = adAfter > 0 && !contentAd ? await contentHouseCard() : false;
    return {
      ok: true as const,
      head: await head,
      query,
      adAfter,
      contentAd,
      houseCard,
      page: result.page,
      pageCount: result.pageCount,
      total: result.total,
      categories,
      posts: result.posts.map((post) => ({
        id: post.id,
        name: post.name,
        slug: post.slug,
        category: post.category,
        // The date a visitor sees is the publication date, which orders the list.
        createdAt: post.publishedAt.toISOString(),
        createdAtLabel: formatDateLong(post.publishedAt),
        tags: post.tags,
        html: renderPostMarkdown(post, { compact: true }).html,
        url: absoluteUrl(`/blog/${post.slug}`, global.siteDomain),
        cover: coverImageData(post.cover),
      })),
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    // docs/decisions/0014-caching-and-degradation.md: without the database the blog shows its error screen with status 503.
    console.error("[blog] falha ao carregar posts:", (error as Error).message);
    return data({ ok: false as const, head: await head, query }, { status: 503 });
  }
}

export default function BlogListPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const base = pathname === "/drinks" ? "/drinks" : "/blog";
  const header = (
    <PageHeader
      title="Blog Cervejeiro"
      description="Dicas e informações sobre o mundo da cerveja: estilos, harmonização, produção caseira e festas."
    >
      <Link
        to="/admin"
        rel="nofollow"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline max-md:min-h-11"
      >
        <ShieldCheck className="size-4" aria-hidden="true" /> Admin
      </Link>
    </PageHeader>
  );
  if (!loaderData.ok) {
    return (
      <>
        {header}
        <section role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-6">
          <h2 className="text-xl font-semibold">Erro ao carregar posts</h2>
          <p className="mt-2 text-muted-foreground">
            Ocorreu um erro ao tentar carregar os posts. Por favor, tente novamente mais tarde.
          </p>
        </section>
      </>
    );
  }
  const { query, posts, categories, page, pageCount, total, adAfter, contentAd, houseCard } = loaderData;
  const filtered = Boolean(query.q || query.categoria);
  return (
    <>
      {header}
      <SearchBox base={base} q={query.q} categoria={query.categoria} />
      <nav aria-label="Categorias" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <CategoryLink to={blogHref(base, { q: query.q })} active={!query.categoria}>
              Todos
            </CategoryLink>
          </li>
          {categories.map((name) => (
            <li key={name}>
              <CategoryLink to={categoryHref(base, query, name)} active={query.categoria === name}>
                {name}
              </CategoryLink>
            </li>
          ))}
        </ul>
      </nav>

      <p className="sr-only" aria-live="polite">
        {total === 1 ? "1 post encontrado" : `${total} posts encontrados`}
      </p>

      {posts.length === 0 ? (
        <section className="rounded-xl border border-dashed bg-card p-8 text-center">
          <p className="text-lg">
            {filtered ? "Nenhum post encontrado com os filtros atuais." : "Nenhum post disponível no momento."}
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            {filtered ? (
              <Button asChild variant="outline">
                <Link to={base}>Limpar filtros</Link>
              </Button>
            ) : null}
            <Button asChild variant="ghost">
              <Link to="/admin" rel="nofollow">
                Ir para o painel de administração
              </Link>
            </Button>
          </div>
        </section>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2 xl:grid-cols-3">
          {posts.map((post, i) => (
            <Fragment key={post.id}>
              <PostCard
                post={post}
                eager={i === 0}
                categoryHref={categoryHref(base, { q: "", categoria: null, pagina: 1 }, post.category)}
              />
              {i + 1 === adAfter ? (
                <IslandAdSlot position="content" ad={contentAd} houseCard={houseCard} className="self-center" />
              ) : null}
            </Fragment>
          ))}
        </div>
      )}

      {pageCount > 1 ? <Pagination base={base} query={query} page={page} pageCount={pageCount} /> : null}
    </>
  );
}

function CategoryLink({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={cn(
        "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium outline-none transition-colors max-md:h-11 focus-visible:ring-[3px] focus-visible:ring-ring/50",
        active ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
      )}
    >
      {children}
    </Link>
  );
}

/** A GET form (works without JavaScript); with it, results follow the typing. */
function SearchBox({ base, q, categoria }: { base: string; q: string; categoria: string | null }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Keep the field in step with back/forward navigation.
    if (inputRef.current && document.activeElement !== inputRef.current) inputRef.current.value = q;
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = navigation.state === "loading" && navigation.location?.pathname === base;
  return (
    <Form method="get" action={base} role="search" className="mb-4 flex gap-2" preventScrollReset>
      {categoria ? <input type="hidden" name="categoria" value={categoria} /> : null}
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <label htmlFor="blog-search" className="sr-only">
          Buscar posts
        </label>
        <Input
          ref={inputRef}
          id="blog-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Buscar posts..."
          // One clear button, ours ("Limpar busca"): the browser's own × is hidden (issue 27).
          className="pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          maxLength={100}
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              if (form) void submit(form, { replace: true, preventScrollReset: true });
            }, 300);
          }}
        />
      </div>
      <Button type="submit" variant="secondary" aria-busy={searching || undefined}>
        Buscar
      </Button>
      {q ? (
        <Button asChild variant="ghost" size="icon">
          <Link to={blogHref(base, { categoria })} aria-label="Limpar busca">
            <X aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </Form>
  );
}

function Pagination({
  base,
  query,
  page,
  pageCount,
}: {
  base: string;
  query: { q: string; categoria: string | null };
  page: number;
  pageCount: number;
}) {
  const href = (n: number) => blogHref(base, { ...query, pagina: n });
  const item =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium outline-none max-md:h-11 max-md:min-w-11 focus-visible:ring-[3px] focus-visible:ring-ring/50";
  return (
    <nav aria-label="Paginação" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={cn(item, "bg-card hover:bg-accent")}>
          Anterior
        </Link>
      ) : (
        <span className={cn(item, "cursor-not-allowed opacity-50")} aria-disabled="true">
          Anterior
        </span>
      )}
      {paginationItems(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-muted-foreground" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={href(n)}
            aria-label={`Página ${n}`}
            aria-current={n === page ? "page" : undefined}
            className={cn(
              item,
              n === page ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
            )}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={cn(item, "bg-card hover:bg-accent")}>
          Próxima
        </Link>
      ) : (
        <span className={cn(item, "cursor-not-allowed opacity-50")} aria-disabled="true">
          Próxima
        </span>
      )}
    </nav>
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Blog Cervejeiro (RSS)", href: "/rss.xml" },
];

// docs/decisions/0024-blog-list-and-filtering.md: title and description follow the filters. /drinks is the same page and points
// search engines at /blog (docs/decisions/0011-server-rendered-seo.md); a search result page is kept out of the index.
// Resolved on the server (issue 12.2).
function listSeo(query: BlogQuery): PageSeoInput {
  const canonical = blogHref("/blog", { categoria: query.categoria, pagina: query.pagina });
  return {
    title: blogTitle(query.q, query.categoria),
    description: blogDescription(query.q, query.categoria),
    canonicalUrl: canonical,
    noIndex: Boolean(query.q),
    structuredData: {
      "@context": "https://schema.org",
      "@type": "Blog",
      name: "Blog Cervejeiro",
      inLanguage: "pt-BR",
      description: blogDescription(query.q, query.categoria),
    },
  };
}

export const meta: Route.MetaFunction = headFromLoader;
