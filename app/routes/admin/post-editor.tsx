// The post editor (docs/decisions/0025-posts-and-categories.md, issue 8 point 4), one component for /admin/posts/novo,
// /admin/posts/:id and /post-creator. A plain form POST that works without JavaScript;
// with it: the same zod schema checks first (react-hook-form), tags become chips, the
// SEO tab previews what the public page will output, the unsaved form is kept in
// localStorage and leaving with unsaved changes asks first.
import { zodResolver } from "@hookform/resolvers/zod";
import Eye from "lucide-react/icons/eye";
import History from "lucide-react/icons/history";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Save from "lucide-react/icons/save";
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Form, Link, useBlocker, useNavigation, useSubmit } from "react-router";
import { toast } from "~/lib/toast";
import { CoverImageField, type CoverPreview } from "~/components/admin/cover-image-field";
import { ImageUploadButton } from "~/components/admin/image-upload-button";
import {
  AutosaveIndicator,
  AutosaveRecovery,
  usePostAutosave,
  type AutosaveOfferData,
} from "~/components/admin/post-autosave";
import { MediaPickerButton } from "~/components/admin/media/media-picker";
import { MarkdownEditor } from "~/components/admin/markdown-editor";
import { PostStatusBadge } from "~/components/admin/post-status-badge";
import { SeoAnalysis, SeoPreviews } from "~/components/admin/seo-previews";
import { pendingTags, TagInput } from "~/components/admin/tag-input";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SpinnerIcon } from "~/components/ui/spinner";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { plainExcerpt } from "~/lib/blog";
import { seoTitleRating } from "~/lib/seo/analysis";
import { resolveSeo, siteOrigin, type GlobalSeo, type PageSeo } from "~/lib/seo/resolve";
import { slugify } from "~/lib/slug";
import { cn } from "~/lib/utils";
import { POST_LIMITS } from "~/schemas/limits";
import {
  normalizeTags,
  POST_FIELDS,
  POST_FORM_STATUSES,
  POST_STATUS_LABELS,
  postSchema,
  type PostFormValues,
} from "~/schemas/post";
import type { PostEditorActionData } from "./post-editor.server";
import { useClientValue, useHydrated } from "~/hooks/use-hydrated";

export interface PostEditorLoaderData {
  post: { id: string; slug: string; status: "draft" | "published" | "scheduled"; name: string } | null;
  values: PostFormValues;
  categories: string[];
  tagSuggestions: string[];
  seo: { global: GlobalSeo; page: PageSeo | null };
  /** An autosave newer than the post's last save, offered back (issue 28 item 6). */
  autosave?: AutosaveOfferData | null;
  cover: CoverPreview | null;
}

export const DRAFT_KEY_PREFIX = "cj_post_draft:";

interface StoredDraft {
  values: PostFormValues;
  savedAt: string;
}

/** The stored copy's text; undefined in the server HTML and during hydration (not known yet). */
function readDraftText(key: string): string | null | undefined {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseDraft(raw: string | null): StoredDraft | null {
  try {
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredDraft;
    return parsed && typeof parsed === "object" && parsed.values && typeof parsed.values.name === "string"
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function sameValues(a: PostFormValues, b: PostFormValues) {
  return POST_FIELDS.every((k) => k === "version" || JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

export function PostEditor({
  loaderData,
  actionData,
  heading,
}: {
  loaderData: PostEditorLoaderData;
  actionData: PostEditorActionData | undefined;
  heading: string;
}) {
  const { post, categories, tagSuggestions, seo } = loaderData;
  // After a refused save the form comes back with what was typed (also without JavaScript).
  const initial = actionData?.values ?? loaderData.values;
  const draftKey = `${DRAFT_KEY_PREFIX}${post?.id ?? "new"}`;
  const navigation = useNavigation();
  const submit = useSubmit();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const savingRef = useRef(false);

  // Every registered control also gets defaultValue={initial.…}: react-hook-form fills
  // fields only once JavaScript runs, and the form must work without it.
  const form = useForm<PostFormValues>({
    resolver: zodResolver(postSchema),
    defaultValues: initial,
    mode: "onTouched",
  });
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const serverErrors = actionData?.fieldErrors ?? {};
  const errorOf = (key: keyof PostFormValues) => (errors[key]?.message as string | undefined) ?? serverErrors[key];

  // ------------------------------------------------------------ server answers
  useEffect(() => {
    if (!actionData) return;
    savingRef.current = false;
    if (actionData.formError)
      toast.error(actionData.formError.title, { description: actionData.formError.description });
    // Server-only errors land on their fields so they are shown and announced.
    for (const [key, message] of Object.entries(actionData.fieldErrors ?? {})) {
      if ((POST_FIELDS as string[]).includes(key))
        form.setError(key as keyof PostFormValues, { type: "server", message });
    }
  }, [actionData, form]);

  // ------------------------------------------------------------ unsaved draft in localStorage
  // The copy this browser kept is read once the page runs (a store read, so the server HTML and
  // hydration agree) and judged once per draft key, on arrival: the copies written while typing
  // never turn into an offer, and a later change of `initial` is the save itself.
  const storedText = useClientValue(() => readDraftText(draftKey), undefined);
  const [arrival, setArrival] = useState<{ key: string; offer: StoredDraft | null } | null>(null);
  if (storedText !== undefined && arrival?.key !== draftKey) {
    const stored = parseDraft(storedText);
    // A draft equal to what the form shows is kept, not removed: after a refused save the
    // form remounts with the typed values, and the copy must survive a "Recarregar".
    setArrival({ key: draftKey, offer: stored && !sameValues(stored.values, initial) ? stored : null });
  }
  const offer = arrival?.key === draftKey ? arrival.offer : null;
  // Copies are written only once no offer is pending (none found, or restored or discarded).
  const decided = arrival?.key === draftKey && arrival.offer === null;
  const mayStoreDraft = useEffectEvent(() => decided && !savingRef.current);

  const storeDraft = useCallback(() => {
    try {
      const draft: StoredDraft = { values: form.getValues(), savedAt: new Date().toISOString() };
      localStorage.setItem(draftKey, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the form still works, only the safety net is gone.
    }
  }, [form, draftKey]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Every change of a value (typing, a chip, the editor) schedules a copy.
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        if (!mayStoreDraft()) return;
        clearTimeout(timer);
        timer = setTimeout(storeDraft, 300);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form, storeDraft]);

  // A successful save leaves this page (redirect to the list): the draft has done its job.
  useEffect(
    () => () => {
      if (savingRef.current) localStorage.removeItem(draftKey);
    },
    [draftKey],
  );

  /** Puts kept values (the browser copy, a server autosave) into the form, unsaved. */
  const fillForm = (kept: PostFormValues) => {
    for (const key of POST_FIELDS) {
      if (key === "version") continue;
      setValue(key, kept[key] as never, { shouldDirty: true });
    }
  };
  const restore = () => {
    if (!offer) return;
    fillForm(offer.values);
    setArrival({ key: draftKey, offer: null });
  };

  // ------------------------------------------------------------ server autosave (issue 28 item 6)
  const autosave = usePostAutosave({ postId: post?.id ?? null, form, paused: () => savingRef.current });
  const discard = () => {
    localStorage.removeItem(draftKey);
    setArrival({ key: draftKey, offer: null });
  };

  // ------------------------------------------------------------ leaving with unsaved changes
  const dirty = formState.isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !savingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (savingRef.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // ------------------------------------------------------------ SEO tab: what the page will output
  const values = useWatch({ control: form.control }) as typeof initial;
  // The address the post will have once saved: the typed one (normalised as the server
  // will), else the current one, else the one made from the title.
  const typedSlug = slugify(values.slug ?? "");
  const slug = typedSlug || post?.slug || slugify(values.name) || "novo-post";
  const slugMoved = Boolean(post && typedSlug && typedSlug !== post.slug);
  const resolved = useMemo(
    () =>
      resolveSeo({
        path: `/blog/${slug}`,
        // The same explicit values as the public post page's meta (routes/blog/post.tsx).
        explicit: {
          title: values.seoTitle || values.name,
          description: values.seoDescription || plainExcerpt(values.content, 160),
          keywords: values.seoKeywords || values.tags.join(", "),
          image: values.seoImage || undefined,
          canonicalUrl: values.canonicalUrl || undefined,
          type: "article",
        },
        page: seo.page,
        global: seo.global,
      }),
    [
      slug,
      values.seoTitle,
      values.name,
      values.seoDescription,
      values.content,
      values.seoKeywords,
      values.tags,
      values.seoImage,
      values.canonicalUrl,
      seo,
    ],
  );
  const [tab, setTab] = useState("conteudo");
  // Without JavaScript "Publicar em" is always there; with it, only when scheduling.
  const hydrated = useHydrated();
  const [analyse, setAnalyse] = useState(false);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    // A tag still typed in the field counts (nothing typed is lost).
    const typed = pendingTags(target);
    if (typed.some((t) => t.trim()))
      setValue("tags", normalizeTags([...form.getValues("tags"), ...typed]), { shouldDirty: true });
    void form.handleSubmit(
      () => {
        // Kept until the save is confirmed (a refused save must not lose the last keystrokes).
        if (decided && formState.isDirty) storeDraft();
        savingRef.current = true;
        // The manual save supersedes the last autosave's time.
        autosave.reset();
        void submit(target, { method: "post" });
      },
      (invalid) => {
        // Show the tab that holds the first error.
        const first = POST_FIELDS.find((k) => invalid[k]);
        if (first && ["seoTitle", "seoDescription", "seoKeywords", "seoImage", "canonicalUrl"].includes(first))
          setTab("seo");
        else setTab("conteudo");
      },
    )(event);
  };

  // Ctrl/⌘+S saves, as in every editor (issue 28), instead of the browser saving the page.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      if (!savingRef.current) formRef.current?.requestSubmit();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const status = values.status;
  const titleLength = resolved.title.length;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold">{heading}</h2>
          {post ? <PostStatusBadge status={post.status} /> : null}
        </div>
        {post ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/admin/posts/${post.id}/visualizar`} target="_blank" rel="noopener">
                <Eye aria-hidden="true" /> Visualizar
              </Link>
            </Button>
            {/* Issue 28 item 2: every saved version, compared and restorable. */}
            <Button asChild variant="outline" size="sm">
              <Link to={`/admin/posts/${post.id}/historico`}>
                <History aria-hidden="true" /> Histórico
              </Link>
            </Button>
          </div>
        ) : null}
      </div>

      {actionData?.conflict ? (
        <div role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm">
          <p className="font-medium">{actionData.conflict}</p>
          <p className="mt-1 text-muted-foreground">
            O que você digitou continua no formulário e guardado neste navegador.
          </p>
          <Button asChild variant="outline" size="sm" className="mt-3">
            <a href={post ? `/admin/posts/${post.id}` : "/admin/posts/novo"}>
              <RotateCcw aria-hidden="true" /> Recarregar
            </a>
          </Button>
        </div>
      ) : null}

      {offer ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-primary/50 bg-accent/60 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-medium">Restaurar rascunho não salvo?</p>
            <p className="text-sm text-muted-foreground">
              Há alterações deste post que não foram salvas, guardadas neste navegador em{" "}
              {new Date(offer.savedAt).toLocaleString("pt-BR", {
                timeZone: "America/Sao_Paulo",
                dateStyle: "short",
                timeStyle: "short",
              })}
              .
            </p>
          </div>
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={restore}>
              Restaurar
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={discard}>
              Descartar
            </Button>
          </div>
        </div>
      ) : null}

      {post ? (
        <AutosaveRecovery
          postId={post.id}
          offer={loaderData.autosave}
          current={initial}
          session={autosave.session}
          onRecover={fillForm}
        />
      ) : null}

      {/* Multipart: no percent-encoding, so a long post stays under the server's 64 KB cap. */}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
      >
        <input type="hidden" {...register("version")} defaultValue={initial.version} />
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="conteudo" className="px-4">
              Conteúdo
            </TabsTrigger>
            <TabsTrigger value="seo" className="px-4">
              SEO
            </TabsTrigger>
          </TabsList>

          {/* Both panels stay in the page (only hidden) so every field posts with the form. */}
          <TabsContent value="conteudo" forceMount className="data-[state=inactive]:hidden">
            <Card>
              <CardContent className="grid gap-5 px-4 sm:px-6 md:grid-cols-2">
                <Field id="post-name" label="Título" error={errorOf("name")} className="md:col-span-2">
                  {(control) => (
                    <Input
                      {...control}
                      maxLength={POST_LIMITS.nameMax + 20}
                      {...register("name")}
                      defaultValue={initial.name}
                    />
                  )}
                </Field>
                <Field
                  id="post-slug"
                  label="Endereço (slug)"
                  error={errorOf("slug")}
                  className="md:col-span-2"
                  description={
                    <>
                      <span className="block font-mono break-all text-foreground" data-testid="post-url-preview">
                        {seo.global.siteDomain}/blog/{slug}
                      </span>
                      <span className="block">
                        {post
                          ? slugMoved
                            ? "O endereço antigo continua funcionando: ele redireciona para o novo."
                            : "Pode ser alterado: o endereço antigo continuará funcionando, redirecionando para o novo."
                          : "Vazio: gerado a partir do título. Letras minúsculas, números e hífens."}
                      </span>
                    </>
                  }
                >
                  {(c) => {
                    const field = register("slug");
                    return (
                      <Input
                        {...c}
                        {...field}
                        // Shown as the server will store it once the field is left ("Meu Post" → "meu-post").
                        onBlur={(event) => {
                          const normalised = slugify(event.target.value);
                          if (normalised && normalised !== event.target.value)
                            setValue("slug", normalised, { shouldDirty: true });
                          return field.onBlur(event);
                        }}
                        autoCapitalize="none"
                        autoCorrect="off"
                        spellCheck={false}
                        maxLength={POST_LIMITS.slugMax + 20}
                        placeholder={post ? undefined : slugify(values.name) || "gerado-a-partir-do-titulo"}
                        defaultValue={initial.slug}
                      />
                    );
                  }}
                </Field>
                <Field
                  id="post-category"
                  label="Categoria"
                  error={errorOf("category")}
                  description="Escolha uma existente ou digite um nome novo: ela é criada ao salvar."
                >
                  {(c) => (
                    <>
                      <Input
                        {...c}
                        list="post-category-options"
                        autoComplete="off"
                        maxLength={POST_LIMITS.categoryMax}
                        {...register("category")}
                        defaultValue={initial.category}
                      />
                      <datalist id="post-category-options">
                        {categories.map((name) => (
                          <option key={name} value={name} />
                        ))}
                      </datalist>
                    </>
                  )}
                </Field>
                <Field id="post-tags" label="Tags" error={errorOf("tags")}>
                  {(c) => (
                    <Controller
                      control={control}
                      name="tags"
                      render={({ field }) => (
                        <TagInput
                          id={c.id}
                          value={field.value}
                          onChange={(tags) => field.onChange(tags)}
                          suggestions={tagSuggestions}
                          invalid={c["aria-invalid"]}
                          describedBy={c["aria-describedby"]}
                        />
                      )}
                    />
                  )}
                </Field>
                <Field id="post-status" label="Status" error={errorOf("status")}>
                  {(c) => (
                    <select
                      {...c}
                      {...register("status")}
                      defaultValue={initial.status}
                      className="flex h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30"
                    >
                      {POST_FORM_STATUSES.map((s) => (
                        <option key={s} value={s} className="bg-background text-foreground">
                          {POST_STATUS_LABELS[s]}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field
                  id="post-publish-at"
                  label="Publicar em"
                  error={errorOf("publishAt")}
                  description="Horário de São Paulo. Usado quando o status é Agendado."
                  className={cn(hydrated && status !== "scheduled" && "hidden")}
                >
                  {(c) => (
                    <Input {...c} type="datetime-local" {...register("publishAt")} defaultValue={initial.publishAt} />
                  )}
                </Field>
                <div className="space-y-2 md:col-span-2">
                  <Label htmlFor="post-content">Conteúdo</Label>
                  <Controller
                    control={control}
                    name="content"
                    render={({ field }) => (
                      <MarkdownEditor
                        id="post-content"
                        name="content"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        invalid={Boolean(errorOf("content"))}
                        describedBy={errorOf("content") ? "post-content-error" : undefined}
                      />
                    )}
                  />
                  <FieldError id="post-content-error" message={errorOf("content")} />
                </div>
                <Controller
                  control={control}
                  name="coverImageId"
                  render={({ field }) => (
                    <CoverImageField
                      initial={loaderData.cover}
                      value={field.value ?? ""}
                      onChange={(id) => field.onChange(id)}
                      error={errorOf("coverImageId")}
                    />
                  )}
                />
              </CardContent>
            </Card>
          </TabsContent>

          <TabsContent value="seo" forceMount className="data-[state=inactive]:hidden">
            <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <Card>
                <CardContent className="grid gap-5 px-4 sm:px-6">
                  <Field
                    id="post-seo-title"
                    label="Título SEO"
                    error={errorOf("seoTitle")}
                    description={`Vazio: usa o título do post. Na busca aparece como "${resolved.title}".`}
                    labelAside={
                      <span className="text-xs text-muted-foreground" aria-live="polite">
                        {/* Issue 27 §3: the rating is of what the page outputs (with the site's
                            name), and says so beside that length, not beside the field's own. */}
                        {values.seoTitle.length}/{POST_LIMITS.seoTitleMax} · na busca: {titleLength} caracteres ·{" "}
                        {seoTitleRating(titleLength)}
                      </span>
                    }
                  >
                    {(c) => <Input {...c} {...register("seoTitle")} defaultValue={initial.seoTitle} />}
                  </Field>
                  <Field
                    id="post-seo-description"
                    label="Descrição SEO"
                    error={errorOf("seoDescription")}
                    description="Vazio: usa o começo do conteúdo."
                    labelAside={
                      <span className="text-xs text-muted-foreground">
                        {values.seoDescription.length}/{POST_LIMITS.seoDescriptionMax}
                      </span>
                    }
                  >
                    {(c) => <Input {...c} {...register("seoDescription")} defaultValue={initial.seoDescription} />}
                  </Field>
                  <Field
                    id="post-seo-keywords"
                    label="Palavras-chave"
                    error={errorOf("seoKeywords")}
                    description="Separadas por vírgula; de 3 a 7 é o recomendado."
                  >
                    {(c) => <Input {...c} {...register("seoKeywords")} defaultValue={initial.seoKeywords} />}
                  </Field>
                  <Field
                    id="post-seo-image"
                    label="Imagem"
                    error={errorOf("seoImage")}
                    description="URL ou envio de arquivo; recomendado 1200×630."
                  >
                    {(c) => (
                      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
                        <Input
                          className="basis-full sm:basis-auto"
                          {...c}
                          inputMode="url"
                          placeholder="https://… ou envie um arquivo"
                          {...register("seoImage")}
                          defaultValue={initial.seoImage}
                        />
                        <ImageUploadButton
                          fileLabel="Arquivo da imagem SEO"
                          onUploaded={(url) => setValue("seoImage", url, { shouldDirty: true, shouldValidate: true })}
                        />
                        <MediaPickerButton
                          buttonLabel="Escolher imagem SEO da biblioteca"
                          onPick={(media) =>
                            setValue("seoImage", media.url, { shouldDirty: true, shouldValidate: true })
                          }
                        />
                      </div>
                    )}
                  </Field>
                  <Field
                    id="post-canonical"
                    label="URL canônica"
                    error={errorOf("canonicalUrl")}
                    description="Só quando o texto foi publicado antes em outro endereço."
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
                  <div className="flex items-center gap-3 border-t pt-4">
                    <Switch id="post-analyse" checked={analyse} onCheckedChange={setAnalyse} />
                    <Label htmlFor="post-analyse">Analisar SEO</Label>
                  </div>
                </CardContent>
              </Card>
              <div className="min-w-0 space-y-4">
                <SeoPreviews
                  title={resolved.title}
                  description={resolved.description}
                  url={resolved.canonical}
                  image={previewImage(resolved.image, seo.global.siteDomain)}
                  siteName={resolved.siteName}
                  domain={seo.global.siteDomain}
                />
                {analyse ? (
                  <SeoAnalysis
                    title={resolved.title}
                    siteTitle={seo.global.siteTitle}
                    description={resolved.description}
                    keywords={resolved.keywords}
                    content={values.content}
                  />
                ) : null}
              </div>
            </div>
          </TabsContent>
        </Tabs>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
          <AutosaveIndicator state={autosave.state} isNew={!post} />
          <Button asChild variant="outline">
            <Link to="/admin">Cancelar</Link>
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? <SpinnerIcon /> : <Save aria-hidden="true" />}
            Salvar
          </Button>
        </div>
      </Form>

      <AlertDialog open={blocker.state === "blocked"}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Sair sem salvar?</AlertDialogTitle>
            <AlertDialogDescription>
              As alterações deste post ainda não foram salvas. Uma cópia fica guardada neste navegador e será oferecida
              quando você voltar.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => blocker.reset?.()}>Continuar editando</AlertDialogCancel>
            <AlertDialogAction onClick={() => blocker.proceed?.()}>Sair sem salvar</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/**
 * The page outputs absolute image URLs on the site's domain; the preview loads the same
 * image by its path, so it shows wherever the panel runs (localhost, a staging host).
 */
function previewImage(image: string, domain: string): string {
  const origin = siteOrigin(domain);
  return image.startsWith(`${origin}/`) ? image.slice(origin.length) : image;
}
