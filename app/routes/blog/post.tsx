import { ChevronRight, Clock, Tag } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/post";
import { PostHtml } from "~/components/blog/post-html";
import { ShareButtons } from "~/components/blog/share-buttons";
import { Badge } from "~/components/ui/badge";
import { blogHref, plainExcerpt, readingTime } from "~/lib/blog";
import { formatDateLong } from "~/lib/format";
import { absoluteUrl } from "~/lib/seo";
import { layoutSeo, seoMeta } from "~/lib/seo-meta";

export async function loader({ params }: Route.LoaderArgs) {
  const [{ getPostBySlug, listRelatedPosts }, { getGlobalSeoCached }, { renderMarkdown }] = await Promise.all([
    import("~/models/posts.server"),
    import("~/models/seo-settings.server"),
    import("~/lib/markdown.server"),
  ]);
  const post = await getPostBySlug(params.slug);
  // D10: an unknown slug renders the 404 page with status 404.
  if (!post) throw data(null, { status: 404 });
  const [related, global] = await Promise.all([listRelatedPosts(post, 3), getGlobalSeoCached()]);
  return {
    post: {
      id: post.id,
      name: post.name,
      slug: post.slug,
      category: post.category,
      tags: post.tags,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      readingMinutes: readingTime(post.content),
      html: renderMarkdown(post.content).html,
      excerpt: plainExcerpt(post.content, 160),
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
      seoKeywords: post.seoKeywords,
      seoImage: post.seoImage,
      canonicalUrl: post.canonicalUrl,
      url: absoluteUrl(`/blog/${post.slug}`, global.siteDomain),
    },
    related: related.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      createdAt: r.createdAt.toISOString(),
      excerpt: plainExcerpt(r.content, 120),
    })),
  };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  const categoryLink = blogHref("/blog", { categoria: post.category });
  return (
    <article className="mx-auto max-w-3xl">
      <nav aria-label="Trilha de navegação" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-foreground hover:underline">
              Início
            </Link>
          </li>
          <ChevronRight className="size-4" aria-hidden="true" />
          <li>
            <Link to="/blog" className="hover:text-foreground hover:underline">
              Blog
            </Link>
          </li>
          <ChevronRight className="size-4" aria-hidden="true" />
          <li>
            <Link to={categoryLink} className="hover:text-foreground hover:underline">
              {post.category}
            </Link>
          </li>
        </ol>
      </nav>

      <header className="mb-6 space-y-3">
        <Badge asChild variant="secondary">
          <Link to={categoryLink}>{post.category}</Link>
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.name}</h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <time dateTime={post.createdAt}>{formatDateLong(post.createdAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" /> {post.readingMinutes} min de leitura
          </span>
        </p>
        <ShareButtons url={post.url} title={post.name} />
      </header>

      <PostHtml html={post.html} className="text-[1.05rem]" />

      {post.tags.length > 0 ? (
        <ul className="mt-8 flex flex-wrap items-center gap-2" aria-label="Tags">
          <Tag className="size-4 text-muted-foreground" aria-hidden="true" />
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge asChild variant="outline">
                <Link to={blogHref("/blog", { q: tag })}>#{tag}</Link>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t pt-6">
        <p className="text-sm font-medium">Gostou? Compartilhe:</p>
        <ShareButtons url={post.url} title={post.name} />
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-posts" className="mt-10">
          <h2 id="related-posts" className="mb-3 text-xl font-semibold">
            Posts relacionados
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {related.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/blog/${r.slug}`}
                  className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 outline-none hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="font-medium">{r.name}</span>
                  <span className="line-clamp-3 text-sm text-muted-foreground">{r.excerpt}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

// D10/D11: the post's own SEO fields first, then the "blog-post" setting, then global.
export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) return [];
  const stored = layoutSeo(args.matches);
  const description = post.seoDescription || post.excerpt;
  const image = post.seoImage || undefined;
  return seoMeta(args, {
    title: post.seoTitle,
    description,
    keywords: post.seoKeywords || post.tags.join(", ") || undefined,
    image,
    canonicalUrl: post.canonicalUrl || undefined,
    type: "article",
    publishedTime: post.createdAt,
    modifiedTime: post.updatedAt,
    section: post.category,
    tags: post.tags,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.name,
        description,
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        url: post.url,
        mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
        image: absoluteUrl(image ?? stored?.global.defaultImage ?? "/og-image.png", new URL(post.url).host),
        articleSection: post.category,
        keywords: post.tags.join(", "),
        inLanguage: "pt-BR",
        author: { "@type": "Organization", name: "Cervejômetro" },
        publisher: { "@type": "Organization", name: "Cervejômetro" },
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Início", item: absoluteUrl("/", new URL(post.url).host) },
          { "@type": "ListItem", position: 2, name: "Blog", item: absoluteUrl("/blog", new URL(post.url).host) },
          { "@type": "ListItem", position: 3, name: post.name, item: post.url },
        ],
      },
    ],
  });
};
