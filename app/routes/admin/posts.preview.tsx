// /admin/posts/:id/visualizar: "Visualizar" (issue 8 point 7). The post as its public
// page will show it, drafts and scheduled posts included, for the administrator only,
// under a banner and kept out of search engines.
import Eye from "lucide-react/icons/eye";
import { data, Link } from "react-router";
import type { Route } from "./+types/posts.preview";
import { PostStatusBadge } from "~/components/admin/post-status-badge";
import { PostArticle } from "~/components/blog/post-article";
import { requireAdmin } from "~/lib/auth/auth.server";
import { plainExcerpt, readingTime } from "~/lib/blog";
import { formatDateLong } from "~/lib/format";
import { renderMarkdown } from "~/lib/markdown/markdown.server";
import { absoluteUrl } from "~/lib/seo/resolve";
import { displayStatus, getPostForEdit } from "~/models/post-writes.server";
import { DEFAULT_CATEGORY } from "~/models/posts.server";
import { getGlobalSeoCached } from "~/models/seo-settings.server";
import { getLibraryItem } from "~/models/media.server";
import { coverImageData } from "~/components/blog/cover-image";

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const post = await getPostForEdit(params.id);
  if (!post) throw data(null, { status: 404 });
  const [global, cover] = await Promise.all([
    getGlobalSeoCached(),
    post.coverImageId ? getLibraryItem(post.coverImageId) : null,
  ]);
  const status = displayStatus(post.status, post.publishedAt);
  return {
    id: post.id,
    status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    post: {
      name: post.name,
      category: post.category ?? DEFAULT_CATEGORY,
      tags: post.tags,
      publishedAt: (post.publishedAt ?? post.updatedAt).toISOString(),
      readingMinutes: readingTime(post.content),
      html: renderMarkdown(post.content).html,
      url: absoluteUrl(`/blog/${post.slug}`, global.siteDomain),
      excerpt: plainExcerpt(post.content, 160),
      cover: coverImageData(cover),
    },
  };
}

export default function PostPreviewPage({ loaderData }: Route.ComponentProps) {
  const { id, status, publishedAt, post } = loaderData;
  return (
    <>
      <div
        role="status"
        className="mx-auto mb-6 flex max-w-3xl flex-col gap-3 rounded-lg border border-primary/50 bg-accent/60 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex flex-wrap items-center gap-2">
          <Eye className="size-4" aria-hidden="true" />
          <strong>Pré-visualização</strong> <PostStatusBadge status={status} />
          {status === "draft"
            ? "Rascunho: visitantes não veem este post."
            : status === "scheduled" && publishedAt
              ? `Visível para visitantes a partir de ${formatDateLong(publishedAt)}.`
              : "Este post está publicado."}
        </p>
        <Link to={`/admin/posts/${id}`} className="font-medium underline underline-offset-4">
          Voltar ao editor
        </Link>
      </div>
      <PostArticle post={post} related={[]} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Pré-visualização: ${loaderData?.post.name ?? "post"} | Cervejômetro` },
  { name: "robots", content: "noindex, nofollow" },
];
