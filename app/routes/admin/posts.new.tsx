// /admin/posts/novo: the shared post editor with an empty form.
import type { Route } from "./+types/posts.new";
import { adminMeta } from "~/components/admin/admin-page";
import { PostEditor } from "./post-editor";
import { postEditorAction, postEditorLoader } from "./post-editor.server";

export const loader = (args: Route.LoaderArgs) => postEditorLoader(args);
export const action = (args: Route.ActionArgs) => postEditorAction(args);

export default function NewPostPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PostEditor key="new" loaderData={loaderData} actionData={actionData} heading="Criar Novo Post" />;
}

export const meta: Route.MetaFunction = () => adminMeta("Criar Novo Post");
