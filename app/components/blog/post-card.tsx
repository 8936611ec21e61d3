import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { CoverImage, type CoverImageData } from "./cover-image";
import { PostHtml } from "./post-html";
import { ShareButtons } from "./share-buttons";

export interface PostCardData {
  id: string;
  name: string;
  slug: string;
  category: string;
  createdAt: string;
  /**
   * createdAt as the visitor reads it ("22 de novembro de 2026 às 05:34"), written by the server
   * (formatDateLong): hydrating the list then creates no Intl date formatter, whose first use
   * loads the locale's data on the main thread (issue 24.4).
   */
  createdAtLabel: string;
  tags: string[];
  html: string | null;
  url: string;
  cover?: CoverImageData | null;
}

/** docs/decisions/0024-blog-list-and-filtering.md card: title, category, date with time, content clamped to 6 lines, Leia mais, tags, sharing. */
export function PostCard({
  post,
  categoryHref,
  eager = false,
}: {
  post: PostCardData;
  categoryHref: string;
  /** The first cards of a page are in view at once: their covers are not lazy. */
  eager?: boolean;
}) {
  const titleId = `post-${post.id}`;
  return (
    <article
      aria-labelledby={titleId}
      // A word or link too long for a phone breaks instead of pushing the card out (issue 27).
      className="flex min-w-0 flex-col gap-3 overflow-hidden rounded-xl border bg-card p-5 shadow-xs wrap-anywhere"
    >
      {post.cover ? (
        // Decorative here: the title link right below names the post (the page's cover carries the alt text).
        <Link to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden="true" className="-mx-5 -mt-5 mb-1 block">
          <CoverImage
            image={{ ...post.cover, alt: "" }}
            sizes="(min-width: 1280px) 24rem, (min-width: 1024px) 50vw, 100vw"
            priority={eager}
            className="aspect-video object-cover"
          />
        </Link>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <Badge asChild variant="secondary">
          <Link to={categoryHref}>{post.category}</Link>
        </Badge>
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time dateTime={post.createdAt}>{post.createdAtLabel}</time>
        </span>
      </div>
      <h2 id={titleId} className="text-xl font-semibold tracking-tight text-balance">
        <Link
          to={`/blog/${post.slug}`}
          className="rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {post.name}
        </Link>
      </h2>
      <PostHtml html={post.html} className="line-clamp-6 text-muted-foreground" />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <Link
          to={`/blog/${post.slug}`}
          className="inline-flex items-center gap-1 rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 max-md:min-h-11"
          aria-label={`Leia mais: ${post.name}`}
        >
          Leia mais <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <ShareButtons url={post.url} title={post.name} />
      </div>
      {post.tags.length > 0 ? (
        // No name on the list (screen readers ignore most names on lists); each tag reads "#tag".
        <ul className="flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
