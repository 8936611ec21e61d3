// The one loader and action behind the ad form: /admin/anuncios/novo and
// /admin/anuncios/:id re-export these (house style: thin routes that share an editor).
import { data } from "react-router";
import { addDays, DEFAULT_AD_DAYS } from "~/lib/ads/ads";
import { requireAdmin } from "~/lib/auth/auth.server";
import { todayInSaoPaulo } from "~/lib/format";
import { parseSubmission, type SubmissionError } from "~/lib/http/form.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { getAdForEdit } from "~/models/ads-list.server";
import { createAd, updateAd } from "~/models/ad-writes.server";
import { AD_TOASTS, adFormValuesFromFormData, adSchema, emptyAdForm, type AdFormValues } from "~/schemas/ad";

interface EditorArgs {
  request: Request;
  /** React Router's normalised URL of the request (the loader's and action's own argument). */
  url: URL;
  params: { id?: string };
}

export const ADS_LIST = "/admin/anuncios";

export async function adEditorLoader({ request, params, url }: EditorArgs) {
  await requireAdmin(request, url);
  const id = params.id ?? null;
  // São Paulo's today and 30 days later (docs/decisions/0026-ad-rules.md), not the server's clock zone.
  const today = todayInSaoPaulo();
  if (!id) return { ad: null, values: emptyAdForm(today, addDays(today, DEFAULT_AD_DAYS)) };
  const ad = await getAdForEdit(id);
  if (!ad) throw data(null, { status: 404 });
  const values: AdFormValues = {
    title: ad.title,
    description: ad.description,
    imageUrl: ad.imageUrl,
    link: ad.link,
    position: ad.position,
    startDate: ad.startDate,
    endDate: ad.endDate,
    active: ad.active,
    alcoholic: ad.alcoholic,
  };
  return { ad: { id: ad.id, title: ad.title }, values };
}

export type AdEditorActionData = SubmissionError<AdFormValues>;

export async function adEditorAction({ request, params, url }: EditorArgs) {
  const admin = await requireAdmin(request, url);
  const id = params.id ?? null;
  const values = adFormValuesFromFormData(await request.formData());
  const parsed = parseSubmission(adSchema, values);
  if (parsed.response) return parsed.response;
  const failure = id ? AD_TOASTS.updateError : AD_TOASTS.createError;
  try {
    if (!id) {
      await createAd(admin, parsed.value);
      return redirectWithToast(ADS_LIST, { type: "success", ...AD_TOASTS.created });
    }
    if (!(await updateAd(admin, id, parsed.value))) {
      return redirectWithToast(ADS_LIST, { type: "error", ...AD_TOASTS.notFound });
    }
    return redirectWithToast(ADS_LIST, { type: "success", ...AD_TOASTS.updated });
  } catch (error) {
    // docs/decisions/0006-ad-errors-are-shown.md: the failure is shown (the toast) and logged.
    console.error(`[admin] falha ao ${id ? "atualizar" : "adicionar"} anúncio:`, error);
    return data<AdEditorActionData>({ fieldErrors: {}, values, formError: { ...failure } }, { status: 500 });
  }
}
