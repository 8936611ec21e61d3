// /admin/posts/:id: the shared post editor filled with the stored post.
import type { Route } from "./+types/posts.edit";
import { adminMeta } from "~/components/admin/admin-page";
import { PostEditor } from "./post-editor";
import { postEditorAction, postEditorLoader } from "./post-editor.server";

export const loader = (args: Route.LoaderArgs) => postEditorLoader(args);
export const action = (args: Route.ActionArgs) => postEditorAction(args);

export default function EditPostPage({ loaderData, actionData }: Route.ComponentProps) {
  // A new key per post (and per saved version) gives a fresh form.
  return (
    <PostEditor
      key={`${loaderData.post?.id}:${loaderData.values.version}`}
      loaderData={loaderData}
      actionData={actionData}
      heading="Editar Post"
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.post ? `Editar: ${loaderData.post.name}` : "Editar Post");
