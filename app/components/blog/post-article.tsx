import ChevronRight from "lucide-react/icons/chevron-right";
import Clock from "lucide-react/icons/clock";
import Tag from "lucide-react/icons/tag";
import { Link } from "react-router";
import { PostHtml } from "~/components/blog/post-html";
import { CoverImage, type CoverImageData } from "~/components/blog/cover-image";
import { ShareButtons } from "~/components/blog/share-buttons";
import { Badge } from "~/components/ui/badge";
import { blogHref } from "~/lib/blog";
import { formatDateLong } from "~/lib/format";
import { splitAfterParagraphs } from "~/lib/markdown/split-html";

export interface PostArticleData {
  name: string;
  category: string;
  tags: string[];
  publishedAt: string;
  readingMinutes: number;
  html: string | null;
  url: string;
  cover?: CoverImageData | null;
}

export interface RelatedPostData {
  id: string;
  name: string;
  slug: string;
  excerpt: string;
}

/** The body of a post page: the public page and the administrator's preview share it. */
export function PostArticle({
  post,
  related,
  inContent,
}: {
  post: PostArticleData;
  related: RelatedPostData[];
  /** The "content" ad slot (issue 9): placed after the post's second paragraph. */
  inContent?: React.ReactNode;
}) {
  const categoryLink = blogHref("/blog", { categoria: post.category });
  return (
    <article className="mx-auto max-w-3xl">
      <nav aria-label="Trilha de navegação" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="inline-flex min-h-11 min-w-11 items-center hover:text-foreground hover:underline">
              Início
            </Link>
          </li>
          {/* The separators sit inside the items: an <ol> holds only <li> elements. */}
          <li className="flex items-center gap-1">
            <ChevronRight className="size-4" aria-hidden="true" />
            <Link
              to="/blog"
              className="inline-flex min-h-11 min-w-11 items-center hover:text-foreground hover:underline"
            >
              Blog
            </Link>
          </li>
          <li className="flex items-center gap-1">
            <ChevronRight className="size-4" aria-hidden="true" />
            <Link
              to={categoryLink}
              className="inline-flex min-h-11 min-w-11 items-center hover:text-foreground hover:underline"
            >
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
          <time dateTime={post.publishedAt}>{formatDateLong(post.publishedAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" /> {post.readingMinutes} min de leitura
          </span>
        </p>
        <ShareButtons url={post.url} title={post.name} />
      </header>

      {post.cover ? (
        <figure className="mb-6 overflow-hidden rounded-xl border">
          <CoverImage image={post.cover} sizes="(min-width: 48rem) 48rem, 100vw" priority />
        </figure>
      ) : null}

      {inContent && post.html !== null ? (
        <PostBodyWithSlot html={post.html} slot={inContent} />
      ) : (
        <PostHtml html={post.html} className="text-[1.05rem]" />
      )}

      {post.tags.length > 0 ? (
        // The tags link to the blog's search: a navigation landmark named "Tags" (a name on the
        // list itself is one most screen readers ignore).
        <nav className="mt-8 flex flex-wrap items-center gap-2" aria-label="Tags">
          <Tag className="size-4 text-muted-foreground" aria-hidden="true" />
          <ul className="flex flex-wrap items-center gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge asChild variant="outline">
                  <Link to={blogHref("/blog", { q: tag })}>#{tag}</Link>
                </Badge>
              </li>
            ))}
          </ul>
        </nav>
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

function PostBodyWithSlot({ html, slot }: { html: string; slot: React.ReactNode }) {
  const [before, after] = splitAfterParagraphs(html, 2);
  return (
    <>
      <PostHtml html={before} className="text-[1.05rem]" />
      {/* The slot is its own block, margins included (the ad's server island, blog/post.tsx). */}
      {slot}
      {after ? <PostHtml html={after} className="text-[1.05rem]" /> : null}
    </>
  );
}
