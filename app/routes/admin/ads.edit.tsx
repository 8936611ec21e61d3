// /admin/anuncios/:id: the shared ad form, filled with the stored ad.
import type { Route } from "./+types/ads.edit";
import { adminMeta } from "~/components/admin/admin-page";
import { AdEditor } from "./ad-editor";
import { adEditorAction, adEditorLoader } from "./ad-editor.server";

export const loader = (args: Route.LoaderArgs) => adEditorLoader(args);
export const action = (args: Route.ActionArgs) => adEditorAction(args);

export default function EditAdPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdEditor key={loaderData.ad?.id} loaderData={loaderData} actionData={actionData} heading="Editar anúncio" />;
}

export const meta: Route.MetaFunction = () => adminMeta("Editar anúncio");
