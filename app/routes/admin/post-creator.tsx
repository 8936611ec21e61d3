// /post-creator (docs/decisions/0025-posts-and-categories.md): the same editor as /admin/posts/novo, full page
// inside the site's layout.
import type { Route } from "./+types/post-creator";
import { PageHeader } from "~/components/page-header";
import { headFromLoader } from "~/lib/seo/head";
import { pageHead } from "~/lib/seo/head.server";
import { IdentityNotice } from "~/components/admin/identity-notice";
import { isSiteIdentityComplete } from "~/models/site-identity.server";
import { PostEditor } from "./post-editor";
import { postEditorAction, postEditorLoader } from "./post-editor.server";

const title = "Editor de Posts";
const description = "Escreva, formate e publique posts do blog com pré-visualização ao vivo.";

// The editor's data (after the admin check), and the page's head resolved on the server as every
// page under the site's layout (docs/decisions/0033-head-resolved-in-loaders.md): never indexed.
export async function loader(args: Route.LoaderArgs) {
  const editor = await postEditorLoader(args);
  return {
    ...editor,
    head: await pageHead(args.url, { title, description, noIndex: true }),
    // D21: an admin page, so it warns too until /admin/site is filled in.
    identityMissing: !(await isSiteIdentityComplete()),
  };
}
export const action = (args: Route.ActionArgs) => postEditorAction(args);

export default function PostCreatorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {loaderData.identityMissing ? <IdentityNotice /> : null}
      <PostEditor key="new" loaderData={loaderData} actionData={actionData} heading="Novo post" />
    </>
  );
}

export const meta: Route.MetaFunction = headFromLoader;
