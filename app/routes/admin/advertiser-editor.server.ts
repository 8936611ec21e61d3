// The one loader and action behind the advertiser form: /admin/anunciantes/novo and
// /admin/anunciantes/:id re-export these (house style: thin routes that share an editor).
import { data } from "react-router";
import { requireAdmin } from "~/lib/auth/auth.server";
import { invalid, parseSubmission, type SubmissionError } from "~/lib/http/form.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { getAdvertiser as getReportLinkOf } from "~/models/ad-reports.server";
import { reportLinkAction } from "./report-link.server";
import { advertiserNameTaken, createAdvertiser, getAdvertiser, updateAdvertiser } from "~/models/advertisers.server";
import {
  ADVERTISER_MESSAGES,
  ADVERTISER_TOASTS,
  advertiserSchema,
  advertiserValuesFromFormData,
  EMPTY_ADVERTISER_FORM,
  type AdvertiserFormValues,
} from "~/schemas/advertiser";

interface EditorArgs {
  request: Request;
  url: URL;
  params: { id?: string };
}

export const ADVERTISERS_LIST = "/admin/anunciantes";

export async function advertiserEditorLoader({ request, params, url }: EditorArgs) {
  await requireAdmin(request, url);
  const id = params.id ?? null;
  if (!id) return { advertiser: null, reportUrl: null, values: EMPTY_ADVERTISER_FORM };
  const [advertiser, link] = await Promise.all([getAdvertiser(id), getReportLinkOf(id)]);
  if (!advertiser) throw data(null, { status: 404 });
  return {
    advertiser: {
      id: advertiser.id,
      name: advertiser.name,
      reportTokenCreatedAt: link?.reportTokenCreatedAt?.toISOString() ?? null,
    },
    // The advertiser's read-only report link (issue 25 item 4), when one is active.
    reportUrl: link?.reportToken ? `${url.origin}/relatorio/${link.reportToken}` : null,
    values: { name: advertiser.name, contact: advertiser.contact },
  };
}

export type AdvertiserEditorActionData = SubmissionError<AdvertiserFormValues>;

export async function advertiserEditorAction({ request, params, url }: EditorArgs) {
  const admin = await requireAdmin(request, url);
  const id = params.id ?? null;
  const form = await request.formData();
  // "Gerar link para o anunciante" / "Revogar link" post here too (report-link.server.ts).
  if (id) {
    const linked = await reportLinkAction(admin, form, url.pathname);
    if (linked) return linked;
  }
  const values = advertiserValuesFromFormData(form);
  const parsed = parseSubmission(advertiserSchema, values);
  if (parsed.response) return parsed.response;
  try {
    if (await advertiserNameTaken(parsed.value.name, id)) {
      return invalid(values, { name: ADVERTISER_MESSAGES.nameTaken });
    }
    if (!id) {
      await createAdvertiser(admin, parsed.value);
      return redirectWithToast(ADVERTISERS_LIST, { type: "success", ...ADVERTISER_TOASTS.created });
    }
    if (!(await updateAdvertiser(admin, id, parsed.value))) {
      return redirectWithToast(ADVERTISERS_LIST, { type: "error", ...ADVERTISER_TOASTS.notFound });
    }
    return redirectWithToast(ADVERTISERS_LIST, { type: "success", ...ADVERTISER_TOASTS.updated });
  } catch (error) {
    console.error(`[admin] falha ao ${id ? "atualizar" : "adicionar"} anunciante:`, error);
    const failure = id ? ADVERTISER_TOASTS.updateError : ADVERTISER_TOASTS.createError;
    return data<AdvertiserEditorActionData>({ fieldErrors: {}, values, formError: { ...failure } }, { status: 500 });
  }
}
