// /admin/anuncios/novo: the shared ad form, empty (today to 30 days later).
import type { Route } from "./+types/ads.new";
import { adminMeta } from "~/components/admin/admin-page";
import { AdEditor } from "./ad-editor";
import { adEditorAction, adEditorLoader } from "./ad-editor.server";

export const loader = (args: Route.LoaderArgs) => adEditorLoader(args);
export const action = (args: Route.ActionArgs) => adEditorAction(args);

export default function NewAdPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdEditor key="new" loaderData={loaderData} actionData={actionData} heading="Novo anúncio" />;
}

export const meta: Route.MetaFunction = () => adminMeta("Novo anúncio");
