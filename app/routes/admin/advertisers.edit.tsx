// /admin/anunciantes/:id: the shared advertiser form, filled with the stored advertiser.
import type { Route } from "./+types/advertisers.edit";
import { adminMeta } from "~/components/admin/admin-page";
import { AdvertiserEditor } from "./advertiser-editor";
import { advertiserEditorAction, advertiserEditorLoader } from "./advertiser-editor.server";

export const loader = (args: Route.LoaderArgs) => advertiserEditorLoader(args);
export const action = (args: Route.ActionArgs) => advertiserEditorAction(args);

export default function EditAdvertiserPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdvertiserEditor
      key={loaderData.advertiser?.id}
      loaderData={loaderData}
      actionData={actionData}
      heading="Editar anunciante"
    />
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Editar anunciante");
