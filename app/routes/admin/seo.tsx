// /admin/seo (issue 9 point 3; docs/decisions/0023-seo-settings-and-tooling.md
// "SEO"): the global settings and the per-page settings side by side (stacked on a phone).
// Plain form POSTs that work without JavaScript; with it, the same zod schemas check first
// and the page form shows, live, what a search engine will get for that path, computed
// by the same resolver as the public pages. The selected page setting lives in the URL
// (?pagina=ID): after adding it switches to the new one, after deleting it returns to new.
import { zodResolver } from "@hookform/resolvers/zod";
import Save from "lucide-react/icons/save";
import Trash2 from "lucide-react/icons/trash";
import { useEffect, useMemo } from "react";
import { useForm, useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { data, Form, useNavigate, useNavigation, useSubmit } from "react-router";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/seo";
import { ImageUploadButton } from "~/components/admin/image-upload-button";
import { MediaPickerButton } from "~/components/admin/media/media-picker";
import { adminMeta, AdminSection, InlineDeleteConfirm } from "~/components/admin/admin-page";
import { SeoPreviews } from "~/components/admin/seo-previews";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SpinnerIcon } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { requireAdmin } from "~/lib/auth/auth.server";
import { fieldErrorsOf, nulFieldErrors, type FieldErrors } from "~/lib/http/form.server";
import { contentPages, legalPages, mainTools } from "~/lib/navigation";
import { isUrlOrSitePath } from "~/schemas/post";
import { resolveSeo, siteOrigin, type GlobalSeo, type PageSeo } from "~/lib/seo/resolve";
import { redirectWithToast } from "~/lib/http/toast.server";
import { cn } from "~/lib/utils";
import {
  createPageSeo,
  deletePageSeo,
  getGlobalSeo,
  listPageSeo,
  saveGlobalSeo,
  updatePageSeo,
} from "~/models/seo-settings.server";
import {
  EMPTY_PAGE_SEO_FORM,
  GLOBAL_SEO_FIELDS,
  globalSeoSchema,
  globalSeoValuesFromFormData,
  PAGE_SEO_FIELDS,
  pageSeoSchema,
  pageSeoValuesFromFormData,
  SEO_LIMITS,
  SEO_TOASTS,
  type GlobalSeoFormValues,
  type GlobalSeoInput,
  type PageSeoFormValues,
  type PageSeoInput,
} from "~/schemas/seo";
import { useHydrated } from "~/hooks/use-hydrated";
import { useDeleteDialog } from "~/components/admin/use-delete-dialog";

const BASE = "/admin/seo";

/** The tab's URL with a page setting selected (or "Nova configuração" without one). */
function seoHref(pageId?: string | null, extra?: Record<string, string>) {
  const params = new URLSearchParams();
  if (pageId) params.set("pagina", pageId);
  for (const [k, v] of Object.entries(extra ?? {})) params.set(k, v);
  const qs = params.toString();
  return qs ? `${BASE}?${qs}` : BASE;
}

/** The site's own pages, offered as suggestions for "Caminho". */
const SITE_PATHS = [
  ...new Set([...mainTools, ...contentPages, ...legalPages].map((item) => item.to).concat("/drinks")),
];

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const wanted = url.searchParams.get("pagina") ?? "";
  const [global, pages] = await Promise.all([getGlobalSeo(), listPageSeo()]);
  const page = wanted ? (pages.find((p) => p.pageId === wanted) ?? null) : null;
  const usedPaths = new Set(pages.filter((p) => p.pageId !== page?.pageId).map((p) => p.path));
  return {
    global,
    pages: pages.map((p) => ({ pageId: p.pageId, path: p.path })),
    page,
    // Without JavaScript "Excluir" asks here, on the page, instead of in a dialog.
    confirmDelete: Boolean(page && url.searchParams.has("excluir")),
    pathSuggestions: SITE_PATHS.filter((path) => !usedPaths.has(path)),
  };
}

type GlobalActionData = {
  form: "global";
  fieldErrors: FieldErrors;
  values: GlobalSeoFormValues;
  formError?: { title: string; description: string };
};
type PageActionData = {
  form: "page";
  fieldErrors: FieldErrors;
  values: PageSeoFormValues;
  formError?: { title: string; description: string };
};
export type SeoActionData = GlobalActionData | PageActionData;

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const actor = { id: admin.id, email: admin.email };
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "global") {
    const values = globalSeoValuesFromFormData(form);
    const back = seoHref(String(form.get("pagina") ?? ""));
    const nul = nulFieldErrors(values);
    if (Object.keys(nul).length > 0)
      return data<SeoActionData>({ form: "global", fieldErrors: nul, values }, { status: 400 });
    const parsed = globalSeoSchema.safeParse(values);
    if (!parsed.success)
      return data<SeoActionData>({ form: "global", fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
    try {
      await saveGlobalSeo(actor, parsed.data);
    } catch (error) {
      console.error("[admin] falha ao salvar o SEO global:", error);
      return data<SeoActionData>(
        { form: "global", fieldErrors: {}, values, formError: { ...SEO_TOASTS.globalError } },
        { status: 500 },
      );
    }
    return redirectWithToast(back, { type: "success", ...SEO_TOASTS.globalSaved });
  }

  if (intent === "page") {
    const values = pageSeoValuesFromFormData(form);
    // The page_id the form was opened with; empty for "Nova configuração".
    const original = String(form.get("original") ?? "");
    const failure = original ? SEO_TOASTS.pageUpdateError : SEO_TOASTS.pageCreateError;
    const nul = nulFieldErrors(values);
    if (Object.keys(nul).length > 0)
      return data<SeoActionData>({ form: "page", fieldErrors: nul, values }, { status: 400 });
    const parsed = pageSeoSchema.safeParse(values);
    if (!parsed.success)
      return data<SeoActionData>({ form: "page", fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
    try {
      const result = original
        ? await updatePageSeo(actor, original, parsed.data)
        : await createPageSeo(actor, parsed.data);
      if (result.ok) {
        return redirectWithToast(seoHref(result.pageId), {
          type: "success",
          ...(original ? SEO_TOASTS.pageUpdated : SEO_TOASTS.pageCreated),
        });
      }
      if (result.reason === "not-found") {
        return redirectWithToast(BASE, {
          type: "error",
          title: failure.title,
          description: "Esta configuração não existe mais.",
        });
      }
      return data<SeoActionData>(
        { form: "page", fieldErrors: { [result.field]: result.message }, values },
        { status: 400 },
      );
    } catch (error) {
      console.error(`[admin] falha ao ${original ? "atualizar" : "adicionar"} a configuração de SEO da página:`, error);
      return data<SeoActionData>({ form: "page", fieldErrors: {}, values, formError: { ...failure } }, { status: 500 });
    }
  }

  if (intent === "delete") {
    const pageId = String(form.get("pageId") ?? "");
    try {
      if (!(await deletePageSeo(actor, pageId))) {
        return redirectWithToast(BASE, {
          type: "error",
          title: SEO_TOASTS.pageDeleteError.title,
          description: "Esta configuração não existe mais.",
        });
      }
    } catch (error) {
      console.error("[admin] falha ao remover a configuração de SEO da página:", error);
      return redirectWithToast(seoHref(pageId), { type: "error", ...SEO_TOASTS.pageDeleteError });
    }
    return redirectWithToast(BASE, { type: "success", ...SEO_TOASTS.pageDeleted });
  }

  return data({ error: "Ação desconhecida." }, { status: 400 });
}

export default function AdminSeo({ loaderData, actionData }: Route.ComponentProps) {
  const { global, pages, page, confirmDelete, pathSuggestions } = loaderData;
  const answer = actionData as SeoActionData | undefined;
  // Issue 27 §3: while a chosen page's settings load, its form is locked. Typing into it then
  // would be lost: the loaded settings replace the form (a new key) when they arrive.
  const navigation = useNavigation();
  const switching =
    navigation.state === "loading" && navigation.location.pathname === BASE && navigation.formMethod !== "POST";
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <AdminSection
        title="SEO global"
        description="Valores usados em todas as páginas que não têm configuração própria."
      >
        {/* A new key per saved version gives a fresh form (the server may normalise values). */}
        <GlobalSeoForm
          key={JSON.stringify(global)}
          global={global}
          selected={page?.pageId ?? ""}
          answer={answer?.form === "global" ? answer : undefined}
        />
      </AdminSection>
      <AdminSection
        title="SEO por página"
        description="Configurações que valem para um caminho do site e têm precedência sobre as globais."
      >
        <PageSelector pages={pages} selected={page?.pageId ?? ""} />
        {confirmDelete && page ? <PageDeleteConfirm page={page} /> : null}
        {switching ? (
          <p role="status" className="mb-4 flex items-center gap-2 text-sm text-muted-foreground">
            <SpinnerIcon /> Carregando a configuração escolhida…
          </p>
        ) : null}
        <fieldset disabled={switching} aria-busy={switching} className="m-0 min-w-0 border-0 p-0">
          <PageSeoForm
            key={page ? JSON.stringify(page) : "nova"}
            page={page}
            global={global}
            pathSuggestions={pathSuggestions}
            answer={answer?.form === "page" ? answer : undefined}
          />
        </fieldset>
      </AdminSection>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("SEO");

// ---------------------------------------------------------------- shared form plumbing

/**
 * react-hook-form with the shared schema first, then the plain POST; a server answer
 * (field errors, or a failure toast) lands on the form it came from.
 */
function useSeoForm<V extends FieldValues, Parsed>(
  form: UseFormReturn<V, unknown, Parsed>,
  fields: readonly string[],
  answer: { fieldErrors: FieldErrors; formError?: { title: string; description: string } } | undefined,
) {
  const submit = useSubmit();
  useEffect(() => {
    if (!answer) return;
    if (answer.formError) toast.error(answer.formError.title, { description: answer.formError.description });
    for (const [key, message] of Object.entries(answer.fieldErrors)) {
      if (fields.includes(key)) form.setError(key as Path<V>, { type: "server", message });
    }
  }, [answer, form, fields]);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void form.handleSubmit(() => void submit(target, { method: "post" }))(event);
  };
  const errorOf = (key: string) =>
    ((form.formState.errors as Record<string, { message?: unknown } | undefined>)[key]?.message as
      string | undefined) ?? answer?.fieldErrors[key];
  return { onSubmit, errorOf };
}

function useSaving(intent: string) {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === intent
  );
}

function Counter({ value, max }: { value: string; max: number }) {
  return (
    <span
      className={cn(
        "text-xs tabular-nums",
        value.length > max ? "font-medium text-destructive" : "text-muted-foreground",
      )}
    >
      {value.length}/{max}
    </span>
  );
}

function validUrl(value: string | undefined): string | null {
  const v = value?.trim() ?? "";
  return v && isUrlOrSitePath(v) ? v : null;
}

/**
 * The page outputs absolute image URLs on the site's domain; the preview loads the same
 * image by its path, so it shows wherever the panel runs (localhost, a staging host).
 */
function previewImage(image: string, domain: string): string {
  const origin = siteOrigin(domain);
  return image.startsWith(`${origin}/`) ? image.slice(origin.length) : image;
}

// ---------------------------------------------------------------- global settings

function GlobalSeoForm({
  global,
  selected,
  answer,
}: {
  global: GlobalSeo;
  selected: string;
  answer: GlobalActionData | undefined;
}) {
  const initial: GlobalSeoFormValues = answer?.values ?? {
    siteTitle: global.siteTitle,
    siteDescription: global.siteDescription,
    siteKeywords: global.siteKeywords,
    defaultImage: global.defaultImage,
    siteDomain: global.siteDomain,
    twitterHandle: global.twitterHandle ?? "",
    facebookAppId: global.facebookAppId ?? "",
  };
  // Every registered control also gets defaultValue={initial.…}: react-hook-form fills
  // fields only once JavaScript runs, and the form must work without it.
  const form = useForm<GlobalSeoFormValues, unknown, GlobalSeoInput>({
    resolver: zodResolver(globalSeoSchema),
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, setValue } = form;
  const { onSubmit, errorOf } = useSeoForm(form, GLOBAL_SEO_FIELDS, answer);
  const saving = useSaving("global");
  const values = useWatch({ control: form.control }) as typeof initial;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-label="SEO global" className="grid gap-5">
      <input type="hidden" name="intent" value="global" />
      <input type="hidden" name="pagina" value={selected} />
      <Field
        id="seo-site-title"
        label="Título do site"
        error={errorOf("siteTitle")}
        description='Acrescentado ao título de cada página: "Página | Título do site".'
        labelAside={<Counter value={values.siteTitle ?? ""} max={SEO_LIMITS.titleMax} />}
      >
        {(c) => <Input {...c} {...register("siteTitle")} defaultValue={initial.siteTitle} />}
      </Field>
      <Field
        id="seo-site-description"
        label="Descrição do site"
        error={errorOf("siteDescription")}
        labelAside={<Counter value={values.siteDescription ?? ""} max={SEO_LIMITS.descriptionMax} />}
      >
        {(c) => <Textarea {...c} rows={3} {...register("siteDescription")} defaultValue={initial.siteDescription} />}
      </Field>
      <Field
        id="seo-site-keywords"
        label="Palavras-chave"
        error={errorOf("siteKeywords")}
        description="Separadas por vírgula."
      >
        {(c) => <Input {...c} {...register("siteKeywords")} defaultValue={initial.siteKeywords} />}
      </Field>
      <Field
        id="seo-default-image"
        label="Imagem padrão"
        error={errorOf("defaultImage")}
        description="URL, caminho no site (como /og-image.png) ou envio de arquivo; recomendado 1200×630."
      >
        {(c) => (
          <div className="flex flex-wrap gap-2 sm:flex-nowrap">
            <Input
              className="basis-full sm:basis-auto"
              {...c}
              inputMode="url"
              {...register("defaultImage")}
              defaultValue={initial.defaultImage}
            />
            <ImageUploadButton
              fileLabel="Arquivo: imagem padrão"
              buttonLabel="Enviar imagem padrão"
              onUploaded={(url) => setValue("defaultImage", url, { shouldDirty: true, shouldValidate: true })}
            />
            <MediaPickerButton
              buttonLabel="Escolher imagem padrão da biblioteca"
              onPick={(media) => setValue("defaultImage", media.url, { shouldDirty: true, shouldValidate: true })}
            />
          </div>
        )}
      </Field>
      <Field
        id="seo-site-domain"
        label="Domínio do site"
        error={errorOf("siteDomain")}
        description="Sem https://, como cervejometro.com.br."
      >
        {(c) => (
          <Input
            {...c}
            inputMode="url"
            autoCapitalize="none"
            {...register("siteDomain")}
            defaultValue={initial.siteDomain}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="seo-twitter"
          label="Usuário do X/Twitter"
          error={errorOf("twitterHandle")}
          description="Opcional, como @cervejometro."
        >
          {(c) => (
            <Input {...c} autoCapitalize="none" {...register("twitterHandle")} defaultValue={initial.twitterHandle} />
          )}
        </Field>
        <Field id="seo-facebook" label="Facebook App ID" error={errorOf("facebookAppId")} description="Opcional.">
          {(c) => (
            <Input {...c} inputMode="numeric" {...register("facebookAppId")} defaultValue={initial.facebookAppId} />
          )}
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? <SpinnerIcon /> : <Save aria-hidden="true" />}
          Salvar
        </Button>
      </div>
    </Form>
  );
}

// ---------------------------------------------------------------- per-page settings

const selectClass =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30";

/** docs/decisions/0023-seo-settings-and-tooling.md: "Nova configuração" or an existing page id; the choice is the URL's ?pagina=. */
function PageSelector({ pages, selected }: { pages: { pageId: string; path: string }[]; selected: string }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <Form method="get" action={BASE} className="mb-5 flex items-end gap-2 border-b pb-5">
      <div className="min-w-0 flex-1 space-y-2">
        <Label htmlFor="seo-page-select">Configuração</Label>
        <select
          id="seo-page-select"
          name="pagina"
          // Keyed so a new selection from the server (after adding or deleting) shows.
          key={selected}
          defaultValue={selected}
          className={selectClass}
          onChange={(event) => navigate(seoHref(event.currentTarget.value))}
        >
          <option value="" className="bg-background text-foreground">
            Nova configuração
          </option>
          {pages.map((p) => (
            <option key={p.pageId} value={p.pageId} className="bg-background text-foreground">
              {p.pageId} ({p.path})
            </option>
          ))}
        </select>
      </div>
      {/* Without JavaScript the choice is opened with a button; with it, on change. */}
      <Button type="submit" variant="secondary" className={cn(hydrated && "hidden")}>
        Abrir
      </Button>
    </Form>
  );
}

function deleteQuestion(page: { pageId: string; path: string }) {
  return `Tem certeza que deseja excluir a configuração "${page.pageId}" (${page.path})? A página volta a usar as configurações globais.`;
}

function DeleteFields({ pageId }: { pageId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="pageId" value={pageId} />
    </>
  );
}

/** The confirmation without JavaScript: the same words as the dialog, on the page. */
function PageDeleteConfirm({ page }: { page: PageSeo }) {
  return (
    <InlineDeleteConfirm
      title="Excluir configuração"
      idPrefix="seo-confirm"
      className="mb-5"
      action={seoHref(page.pageId)}
      cancelTo={seoHref(page.pageId)}
      fields={<DeleteFields pageId={page.pageId} />}
    >
      {deleteQuestion(page)}
    </InlineDeleteConfirm>
  );
}

function PageSeoForm({
  page,
  global,
  pathSuggestions,
  answer,
}: {
  page: PageSeo | null;
  global: GlobalSeo;
  pathSuggestions: string[];
  answer: PageActionData | undefined;
}) {
  const initial: PageSeoFormValues =
    answer?.values ??
    (page
      ? {
          pageId: page.pageId,
          path: page.path,
          title: page.title,
          description: page.description,
          keywords: page.keywords,
          image: page.image ?? "",
          canonicalUrl: page.canonicalUrl ?? "",
          noIndex: page.noIndex,
          structuredData: page.structuredData ?? "",
        }
      : EMPTY_PAGE_SEO_FORM);
  const form = useForm<PageSeoFormValues, unknown, PageSeoInput>({
    resolver: zodResolver(pageSeoSchema),
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, setValue } = form;
  const { onSubmit, errorOf } = useSeoForm(form, PAGE_SEO_FIELDS, answer);
  const saving = useSaving("page");
  // The confirmation stays open (its buttons disabled) until the deletion has come back.
  const { deleting: confirmingDelete, setDeleting: setConfirmingDelete, busy: deleting } = useDeleteDialog<true>();
  const confirming = confirmingDelete === true;
  const setConfirming = (open: boolean) => setConfirmingDelete(open ? true : null);

  // What the public page at this path will output: the same resolver, the global
  // settings and this form's values as the stored page setting (docs/decisions/0023-seo-settings-and-tooling.md precedence).
  const values = useWatch({ control: form.control }) as typeof initial;
  const path = values.path?.trim().startsWith("/") ? values.path.trim() : "/";
  const resolved = useMemo(
    () =>
      resolveSeo({
        path,
        page: {
          pageId: values.pageId ?? "",
          path,
          title: values.title ?? "",
          description: values.description ?? "",
          keywords: values.keywords ?? "",
          // A value the form would refuse is left out (the preview must not load "não é url").
          image: validUrl(values.image),
          canonicalUrl: validUrl(values.canonicalUrl),
          noIndex: Boolean(values.noIndex),
          structuredData: values.structuredData || null,
        },
        global,
      }),
    [
      path,
      values.pageId,
      values.title,
      values.description,
      values.keywords,
      values.image,
      values.canonicalUrl,
      values.noIndex,
      values.structuredData,
      global,
    ],
  );

  return (
    <div className="grid gap-6">
      <Form
        id="seo-page-form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="SEO da página"
        className="grid gap-5"
      >
        <input type="hidden" name="intent" value="page" />
        <input type="hidden" name="original" value={page?.pageId ?? ""} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="seo-page-id"
            label="ID da página"
            error={errorOf("pageId")}
            description='Como "ibu". "blog-post" vale para todo post do blog sem configuração própria.'
          >
            {(c) => (
              <Input
                {...c}
                autoCapitalize="none"
                autoComplete="off"
                maxLength={SEO_LIMITS.pageIdMax}
                {...register("pageId")}
                defaultValue={initial.pageId}
              />
            )}
          </Field>
          <Field
            id="seo-page-path"
            label="Caminho"
            error={errorOf("path")}
            description="O endereço da página no site, como /ibu."
          >
            {(c) => (
              <>
                <Input
                  {...c}
                  list="seo-page-path-options"
                  autoCapitalize="none"
                  autoComplete="off"
                  placeholder="/"
                  maxLength={SEO_LIMITS.pathMax}
                  {...register("path")}
                  defaultValue={initial.path}
                />
                <datalist id="seo-page-path-options">
                  {pathSuggestions.map((p) => (
                    <option key={p} value={p} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
        </div>
        <Field
          id="seo-page-title"
          label="Título"
          error={errorOf("title")}
          description={`Na busca aparece como "${resolved.title}".`}
          labelAside={<Counter value={values.title ?? ""} max={SEO_LIMITS.titleMax} />}
        >
          {(c) => <Input {...c} {...register("title")} defaultValue={initial.title} />}
        </Field>
        <Field
          id="seo-page-description"
          label="Descrição"
          error={errorOf("description")}
          labelAside={<Counter value={values.description ?? ""} max={SEO_LIMITS.descriptionMax} />}
        >
          {(c) => <Textarea {...c} rows={3} {...register("description")} defaultValue={initial.description} />}
        </Field>
        <Field
          id="seo-page-keywords"
          label="Palavras-chave"
          error={errorOf("keywords")}
          description="Separadas por vírgula. Vazio: as globais."
        >
          {(c) => <Input {...c} {...register("keywords")} defaultValue={initial.keywords} />}
        </Field>
        <Field
          id="seo-page-image"
          label="Imagem"
          error={errorOf("image")}
          description="Vazio: a imagem padrão. Recomendado 1200×630."
        >
          {(c) => (
            <div className="flex flex-wrap gap-2 sm:flex-nowrap">
              <Input
                className="basis-full sm:basis-auto"
                {...c}
                inputMode="url"
                placeholder="https://… ou envie um arquivo"
                {...register("image")}
                defaultValue={initial.image}
              />
              <ImageUploadButton
                fileLabel="Arquivo: imagem da página"
                buttonLabel="Enviar imagem da página"
                onUploaded={(url) => setValue("image", url, { shouldDirty: true, shouldValidate: true })}
              />
              <MediaPickerButton
                buttonLabel="Escolher imagem da página da biblioteca"
                onPick={(media) => setValue("image", media.url, { shouldDirty: true, shouldValidate: true })}
              />
            </div>
          )}
        </Field>
        <Field
          id="seo-page-canonical"
          label="URL canônica"
          error={errorOf("canonicalUrl")}
          description="Vazio: o próprio endereço da página."
        >
          {(c) => (
            <Input
              {...c}
              inputMode="url"
              placeholder={resolved.url}
              {...register("canonicalUrl")}
              defaultValue={initial.canonicalUrl}
            />
          )}
        </Field>
        <div className="flex items-start gap-3">
          {/* A native checkbox drawn as a switch: it posts with the form without JavaScript. */}
          <input
            id="seo-page-noindex"
            type="checkbox"
            role="switch"
            aria-describedby="seo-page-noindex-description"
            {...register("noIndex")}
            defaultChecked={initial.noIndex}
            className="relative mt-0.5 h-[1.15rem] w-8 shrink-0 cursor-pointer appearance-none rounded-full border border-transparent bg-input shadow-xs outline-none transition-colors before:absolute before:top-1/2 before:left-px before:size-4 before:-translate-y-1/2 before:rounded-full before:bg-background before:transition-transform checked:bg-primary checked:before:translate-x-[calc(100%-2px)] focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/80 dark:before:bg-foreground dark:checked:bg-primary dark:checked:before:bg-primary-foreground"
          />
          <div className="space-y-1">
            <Label htmlFor="seo-page-noindex">Não indexar</Label>
            <p id="seo-page-noindex-description" className="text-xs text-muted-foreground">
              Pede aos buscadores que não mostrem esta página (noindex, nofollow).
            </p>
          </div>
        </div>
        <Field
          id="seo-page-jsonld"
          label="Dados estruturados (JSON-LD)"
          error={errorOf("structuredData")}
          description="Opcional. Vazio: o padrão do site (aplicativo web gratuito)."
        >
          {(c) => (
            <Textarea
              {...c}
              rows={5}
              spellCheck={false}
              placeholder={'{\n  "@context": "https://schema.org",\n  "@type": "WebPage"\n}'}
              className="font-mono text-xs md:text-xs"
              {...register("structuredData")}
              defaultValue={initial.structuredData}
            />
          )}
        </Field>
      </Form>
      {/* Outside the form above (forms don't nest): "Salvar" is tied to it by its id. */}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {page ? (
          // Without JavaScript this GET form shows the confirmation on the page.
          <Form
            method="get"
            action={BASE}
            onSubmit={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
            className="mr-auto"
          >
            <input type="hidden" name="pagina" value={page.pageId} />
            <Button type="submit" name="excluir" value="1" variant="outline" className="[&_svg]:text-destructive">
              <Trash2 aria-hidden="true" />
              Excluir
            </Button>
          </Form>
        ) : null}
        <Button type="submit" form="seo-page-form" disabled={saving}>
          {saving ? <SpinnerIcon /> : <Save aria-hidden="true" />}
          Salvar
        </Button>
      </div>

      <div className="min-w-0 space-y-3" aria-label="Prévia da página" role="region">
        <h3 className="text-sm font-semibold">Prévia de {path}</h3>
        <SeoPreviews
          title={resolved.title}
          description={resolved.description}
          url={resolved.canonical}
          image={previewImage(resolved.image, global.siteDomain)}
          siteName={resolved.siteName}
          domain={global.siteDomain}
        />
        <p className="text-xs text-muted-foreground">
          Robots: <code data-testid="seo-preview-robots">{resolved.robots}</code>. Posts do blog e a lista do blog usam
          o título e a descrição próprios quando os têm.
        </p>
      </div>

      {page ? (
        <AlertDialog open={confirming} onOpenChange={(open) => !open && !deleting && setConfirming(false)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Excluir configuração</AlertDialogTitle>
              <AlertDialogDescription>{deleteQuestion(page)}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deleting}>Cancelar</AlertDialogCancel>
              <Form method="post" action={seoHref(page.pageId)}>
                <DeleteFields pageId={page.pageId} />
                <Button type="submit" variant="destructive" disabled={deleting} className="w-full sm:w-auto">
                  Excluir
                </Button>
              </Form>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      ) : null}
    </div>
  );
}
