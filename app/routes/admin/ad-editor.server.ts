// The one loader and action behind the ad form: /admin/anuncios/novo and
// /admin/anuncios/:id re-export these (house style: thin routes that share an editor).
import { data } from "react-router";
import { addDays, DEFAULT_AD_DAYS, matchAdSize } from "~/lib/ads/ads";
import { requireAdmin } from "~/lib/auth/auth.server";
import { todayInSaoPaulo } from "~/lib/format";
import { invalid, parseSubmission, type FieldErrors, type SubmissionError } from "~/lib/http/form.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { getAdForEdit } from "~/models/ads-list.server";
import { createAd, updateAd, type AdImageSizes } from "~/models/ad-writes.server";
import { advertiserExists, listAdvertiserOptions } from "~/models/advertisers.server";
import { listCategories } from "~/models/categories.server";
import { getMediaSizeByUrl } from "~/models/media.server";
import {
  AD_MESSAGES,
  AD_TOASTS,
  adFormValuesFromFormData,
  adSchema,
  adSizeMessage,
  emptyAdForm,
  type AdFormValues,
  type AdInput,
} from "~/schemas/ad";

interface EditorArgs {
  request: Request;
  /** React Router's normalised URL of the request (the loader's and action's own argument). */
  url: URL;
  params: { id?: string };
}

export const ADS_LIST = "/admin/anuncios";

/** The choices the form offers beside the ad: advertisers and blog categories. */
async function editorChoices() {
  const [advertisers, categories] = await Promise.all([listAdvertiserOptions(), listCategories()]);
  return { advertisers, categories: categories.map((c) => ({ id: c.id, name: c.name })) };
}

export async function adEditorLoader({ request, params, url }: EditorArgs) {
  await requireAdmin(request, url);
  const id = params.id ?? null;
  // São Paulo's today and 30 days later (docs/decisions/0026-ad-rules.md), not the server's clock zone.
  const today = todayInSaoPaulo();
  const choices = await editorChoices();
  if (!id) return { ad: null, values: emptyAdForm(today, addDays(today, DEFAULT_AD_DAYS)), ...choices };
  const ad = await getAdForEdit(id);
  if (!ad) throw data(null, { status: 404 });
  const values: AdFormValues = {
    format: ad.format,
    imageMobileUrl: ad.imageMobileUrl ?? "",
    device: ad.device,
    pageGroups: ad.pageGroups,
    categoryIds: ad.categoryIds,
    weight: String(ad.weight),
    advertiserId: ad.advertiserId ?? "",
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
  return { ad: { id: ad.id, title: ad.title }, values, ...choices };
}

/**
 * What only the server can check (D16): the images' real pixel sizes, read from the stored
 * images (the size in a /media URL could be typed by hand), against the position's standard
 * sizes for a banner, and that the advertiser chosen exists. The sizes are stored with the ad
 * and feed the public <img width height>. Field errors when something is off, nothing saved.
 */
async function checkAdOnServer(input: AdInput): Promise<{ sizes: AdImageSizes } | { fieldErrors: FieldErrors }> {
  const fieldErrors: FieldErrors = {};
  const [desktop, mobile] = await Promise.all([
    getMediaSizeByUrl(input.imageUrl),
    input.imageMobileUrl ? getMediaSizeByUrl(input.imageMobileUrl) : null,
  ]);
  if (input.format === "banner") {
    if (!desktop) fieldErrors.imageUrl = AD_MESSAGES.bannerUpload;
    else if (!matchAdSize(input.position, "desktop", desktop.width, desktop.height))
      fieldErrors.imageUrl = adSizeMessage(input.position, "desktop", desktop);
    if (input.imageMobileUrl) {
      if (!mobile) fieldErrors.imageMobileUrl = AD_MESSAGES.bannerUpload;
      else if (!matchAdSize(input.position, "mobile", mobile.width, mobile.height))
        fieldErrors.imageMobileUrl = adSizeMessage(input.position, "mobile", mobile);
    }
  }
  if (input.advertiserId && !(await advertiserExists(input.advertiserId))) {
    fieldErrors.advertiserId = AD_MESSAGES.advertiser;
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  return {
    sizes: {
      imageWidth: desktop?.width ?? null,
      imageHeight: desktop?.height ?? null,
      imageMobileWidth: mobile?.width ?? null,
      imageMobileHeight: mobile?.height ?? null,
    },
  };
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
    const checked = await checkAdOnServer(parsed.value);
    if ("fieldErrors" in checked) return invalid(values, checked.fieldErrors);
    if (!id) {
      await createAd(admin, parsed.value, checked.sizes);
      return redirectWithToast(ADS_LIST, { type: "success", ...AD_TOASTS.created });
    }
    if (!(await updateAd(admin, id, parsed.value, checked.sizes))) {
      return redirectWithToast(ADS_LIST, { type: "error", ...AD_TOASTS.notFound });
    }
    return redirectWithToast(ADS_LIST, { type: "success", ...AD_TOASTS.updated });
  } catch (error) {
    // docs/decisions/0006-ad-errors-are-shown.md: the failure is shown (the toast) and logged.
    console.error(`[admin] falha ao ${id ? "atualizar" : "adicionar"} anúncio:`, error);
    return data<AdEditorActionData>({ fieldErrors: {}, values, formError: { ...failure } }, { status: 500 });
  }
}
