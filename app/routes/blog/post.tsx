import { data, redirect } from "react-router";
import type { Route } from "./+types/post";
import { IslandAdSlot } from "~/components/island-ad-slot";
import { coverImageData } from "~/components/blog/cover-image";
import { PostArticle, type PostArticleData } from "~/components/blog/post-article";
import { plainExcerpt, readingTime } from "~/lib/blog";
import { todayInSaoPaulo } from "~/lib/format";
import { renderPostMarkdown } from "~/lib/markdown/markdown.server";
import { blogCardPath } from "~/lib/og/blog-card-path";
import { headFromLoader } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";
import { absoluteUrl, type PageSeoInput } from "~/lib/seo/resolve";
import { adContextFor, contentHouseCard, placeContentAd } from "~/models/ads.server";
import {
  getPostPageCached,
  getPostSlugRedirectCached,
  isTrashedSlug,
  type Post as PostRecord,
} from "~/models/posts.server";
import { getGlobalSeoCached } from "~/models/seo-settings.server";
import { siteOperatorForPage } from "~/models/site-identity.server";
import type { SiteOperator } from "~/content/site-operator";
import { NO_HYDRATION } from "~/lib/static-page/hydration";

// An article, its links and its share buttons: served without React, with the layout's plain
// script, which also serves the share buttons (issue 24.4).
export const handle = NO_HYDRATION;

export async function loader({ params, url, request }: Route.LoaderArgs) {
  // Issue 12.4: the post and its related posts, and its HTML, come from caches that a
  // save drops at once (the HTML is kept by the post's version).
  const found = await getPostPageCached(params.slug, 3);
  if (!found) {
    // D4 revised: an address the post had before its slug was edited answers 301 to the
    // current one, forever (only when the post is public; the query string goes along).
    const current = await getPostSlugRedirectCached(params.slug);
    if (current) throw redirect(`/blog/${encodeURIComponent(current)}${url.search}`, 301);
    // docs/decisions/0010-blog-post-page.md: an unknown slug renders the 404 page with status 404;
    // a post in the trash answers 410 (issue 28: gone on purpose, search engines drop it sooner).
    throw data(null, { status: (await isTrashedSlug(params.slug)) ? 410 : 404 });
  }
  const { post, related } = found;
  const [global, contentAd, houseCard, operator] = await Promise.all([
    getGlobalSeoCached(),
    // Issue 9: the "content" position, after the second paragraph (counted when placed),
    // among the ads for this visitor's device and this post's category (D15 revised).
    adContextFor(request).then((context) => placeContentAd(todayInSaoPaulo(), Math.random, context)),
    contentHouseCard(),
    siteOperatorForPage(),
  ]);
  const page: PostPage = {
    id: post.id,
    name: post.name,
    slug: post.slug,
    category: post.category,
    tags: post.tags,
    createdAt: post.createdAt.toISOString(),
    publishedAt: post.publishedAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    readingMinutes: readingTime(post.content),
    html: renderPostMarkdown(post).html,
    excerpt: plainExcerpt(post.content, 160),
    url: absoluteUrl(`/blog/${post.slug}`, global.siteDomain),
    cover: coverImageData(post.cover),
  };
  return {
    contentAd,
    houseCard,
    post: page,
    related: related.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      createdAt: r.createdAt.toISOString(),
      excerpt: plainExcerpt(r.content, 120),
    })),
    head: await pageHead(
      url,
      postSeo(
        {
          ...page,
          seoTitle: post.seoTitle,
          seoDescription: post.seoDescription,
          seoKeywords: post.seoKeywords,
          seoImage: post.seoImage,
          canonicalUrl: post.canonicalUrl,
        },
        operator,
      ),
    ),
  };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <PostArticle
      post={loaderData.post}
      related={loaderData.related}
      inContent={
        <IslandAdSlot position="content" ad={loaderData.contentAd} houseCard={loaderData.houseCard} className="my-6" />
      }
    />
  );
}

// docs/decisions/0010-blog-post-page.md/docs/decisions/0011-server-rendered-seo.md: the post's own SEO fields first, then the "blog-post" setting, then
// global, resolved on the server (issue 12.2).
/**
 * The blog's publisher as JSON-LD `Organization` (issue 28): the brand, with the company's
 * legal name and the contact e-mail once /admin/site holds them. A person running the site is
 * not an organisation's legal name: their name stays on the legal pages.
 */
function publisherOrganization(operator: SiteOperator) {
  const id = operator.identification;
  return {
    "@type": "Organization",
    name: "Cervejômetro",
    ...(id?.kind === "pessoa_juridica" ? { legalName: id.legalName } : {}),
    ...(operator.contactEmail ? { email: operator.contactEmail } : {}),
  };
}

function postSeo(post: PostPage & PostSeoFields, operator: SiteOperator): PageSeoInput {
  const description = post.seoDescription || post.excerpt;
  // Issue 15: a post without an image of its own previews as a generated title card; issue 28
  // item 5: the cover comes before that card when the SEO image is empty.
  const cover = post.seoImage ? null : (post.cover ?? null);
  const image = post.seoImage || cover?.src || blogCardPath(post);
  return {
    title: post.seoTitle,
    description,
    keywords: post.seoKeywords || post.tags.join(", ") || undefined,
    image,
    ...(cover ? { imageSize: { width: cover.width, height: cover.height } } : {}),
    ...(post.seoImage
      ? {}
      : cover
        ? cover.alt
          ? { imageAlt: cover.alt }
          : {}
        : { imageAlt: `${post.name} · ${post.category} · ${post.readingMinutes} min de leitura` }),
    canonicalUrl: post.canonicalUrl || undefined,
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    section: post.category,
    tags: post.tags,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.name,
        description,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        url: post.url,
        mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
        image: absoluteUrl(image, new URL(post.url).host),
        articleSection: post.category,
        keywords: post.tags.join(", "),
        inLanguage: "pt-BR",
        author: { "@type": "Organization", name: "Cervejômetro" },
        publisher: publisherOrganization(operator),
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
  };
}

type PostPage = PostArticleData & { id: string; slug: string; createdAt: string; updatedAt: string; excerpt: string };
type PostSeoFields = Pick<PostRecord, "seoTitle" | "seoDescription" | "seoKeywords" | "seoImage" | "canonicalUrl">;

export const meta: Route.MetaFunction = headFromLoader;
