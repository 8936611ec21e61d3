// /admin/anunciantes/novo: the shared advertiser form, empty.
import type { Route } from "./+types/advertisers.new";
import { adminMeta } from "~/components/admin/admin-page";
import { AdvertiserEditor } from "./advertiser-editor";
import { advertiserEditorAction, advertiserEditorLoader } from "./advertiser-editor.server";

export const loader = (args: Route.LoaderArgs) => advertiserEditorLoader(args);
export const action = (args: Route.ActionArgs) => advertiserEditorAction(args);

export default function NewAdvertiserPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdvertiserEditor loaderData={loaderData} actionData={actionData} heading="Novo anunciante" />;
}

export const meta: Route.MetaFunction = () => adminMeta("Novo anunciante");
