import { data } from "react-router";
import type { Route } from "./+types/post";
import { PageHeader } from "~/components/page-header";
import { formatDateLong } from "~/lib/format";
import { pageMeta } from "~/lib/meta";

export async function loader({ params }: Route.LoaderArgs) {
  const { getPostBySlug } = await import("~/models/posts.server");
  const post = await getPostBySlug(params.slug);
  if (!post) throw data(null, { status: 404 });
  return {
    post: {
      name: post.name,
      category: post.category,
      createdAt: post.createdAt.toISOString(),
      description: post.seoDescription || `${post.name}: leia no Blog Cervejeiro do Cervejômetro.`,
      seoTitle: post.seoTitle,
    },
  };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article>
      <PageHeader title={post.name} description={post.description}>
        <p className="text-sm text-muted-foreground">
          {post.category} · <time dateTime={post.createdAt}>{formatDateLong(post.createdAt)}</time>
        </p>
      </PageHeader>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.post.seoTitle, description: loaderData.post.description }) : [];
