// /post-creator (docs/decisions/0025-posts-and-categories.md): the same editor as /admin/posts/novo, full page
// inside the site's layout.
import type { Route } from "./+types/post-creator";
import { PageHeader } from "~/components/page-header";
import { seoMeta } from "~/lib/seo/meta";
import { PostEditor } from "./post-editor";
import { postEditorAction, postEditorLoader } from "./post-editor.server";

export const loader = (args: Route.LoaderArgs) => postEditorLoader(args);
export const action = (args: Route.ActionArgs) => postEditorAction(args);

const title = "Editor de Posts";
const description = "Escreva, formate e publique posts do blog com pré-visualização ao vivo.";

export default function PostCreatorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <PostEditor key="new" loaderData={loaderData} actionData={actionData} heading="Novo post" />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title, description, noIndex: true });
