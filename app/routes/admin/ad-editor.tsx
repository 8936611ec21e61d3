// The ad form (docs/decisions/0026-ad-rules.md, issue 9 point 2), one component for /admin/anuncios/novo and
// /admin/anuncios/:id. A plain form POST that works without JavaScript; with it the same
// zod schema checks first (react-hook-form), an image can be uploaded, and the preview
// shows the ad as its slot will draw it, on a computer and on a phone.
import { zodResolver } from "@hookform/resolvers/zod";
import Save from "lucide-react/icons/save";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { toast } from "~/lib/toast";
import { ImageUploadButton } from "~/components/admin/image-upload-button";
import { MediaPickerButton } from "~/components/admin/media/media-picker";
import { AdSlot } from "~/components/ad-slot";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SpinnerIcon } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import {
  AD_DEVICES,
  AD_FORMATS,
  AD_PAGE_GROUPS,
  AD_POSITIONS,
  AD_WEIGHT_MAX,
  AD_WEIGHT_MIN,
  adSizesText,
  type PublicAd,
} from "~/lib/ads/ads";
import { mediaSizeFromUrl } from "~/lib/media/media";
import {
  AD_DEVICE_LABELS,
  AD_FORMAT_LABELS,
  AD_LIMITS,
  AD_PAGE_GROUP_LABELS,
  AD_POSITION_INFO,
  adSchema,
  type AdFormValues,
  type AdInput,
} from "~/schemas/ad";
import type { AdEditorActionData } from "./ad-editor.server";

const FIELDS = [
  "format",
  "title",
  "description",
  "imageUrl",
  "imageMobileUrl",
  "link",
  "position",
  "device",
  "pageGroups",
  "categoryIds",
  "weight",
  "advertiserId",
  "startDate",
  "endDate",
  "active",
  "alcoholic",
] as const;

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30";

export interface AdEditorLoaderData {
  ad: { id: string; title: string } | null;
  values: AdFormValues;
  advertisers: { id: string; name: string }[];
  categories: { id: string; name: string }[];
}

export function AdEditor({
  loaderData,
  actionData,
  heading,
}: {
  loaderData: AdEditorLoaderData;
  actionData: AdEditorActionData | undefined;
  heading: string;
}) {
  // After a refused save the form comes back with what was typed (also without JavaScript).
  const initial = actionData?.values ?? loaderData.values;
  const navigation = useNavigation();
  const submit = useSubmit();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";

  // Every registered control also gets its default from `initial`: react-hook-form fills
  // fields only once JavaScript runs, and the form must work without it.
  // Checked on submit, then as the field changes: an error appearing on blur would move
  // "Salvar" under the pointer between press and release, and the click would be lost.
  const form = useForm<AdFormValues, unknown, AdInput>({
    resolver: zodResolver(adSchema),
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, formState, setValue } = form;
  const serverErrors = actionData?.fieldErrors ?? {};
  const errorOf = (key: (typeof FIELDS)[number]) =>
    (formState.errors[key]?.message as string | undefined) ?? serverErrors[key];

  useEffect(() => {
    if (!actionData) return;
    // docs/decisions/0006-ad-errors-are-shown.md: a failed save is shown as the docs/decisions/0026-ad-rules.md toast (and was logged by the action).
    if (actionData.formError)
      toast.error(actionData.formError.title, { description: actionData.formError.description });
    for (const [key, message] of Object.entries(actionData.fieldErrors ?? {})) {
      if ((FIELDS as readonly string[]).includes(key))
        form.setError(key as (typeof FIELDS)[number], { type: "server", message });
    }
  }, [actionData, form]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void form.handleSubmit(() => void submit(target, { method: "post" }))(event);
  };

  const values = useWatch({ control: form.control }) as typeof initial;
  const position = (AD_POSITIONS as readonly string[]).includes(values.position) ? values.position : "header";
  const info = AD_POSITION_INFO[position];
  const banner = values.format === "banner";
  const desktopSize = mediaSizeFromUrl(values.imageUrl);
  const mobileSize = mediaSizeFromUrl(values.imageMobileUrl);
  const previewAd: PublicAd = {
    id: "previa",
    title: values.title || "Título do anúncio",
    description: values.description || "Descrição do anúncio",
    imageUrl: values.imageUrl || "/placeholder.svg",
    link: values.link || "#",
    position,
    alcoholic: values.alcoholic,
    format: banner ? "banner" : "card",
    imageWidth: desktopSize?.width ?? null,
    imageHeight: desktopSize?.height ?? null,
    imageMobileUrl: values.imageMobileUrl || null,
    imageMobileWidth: mobileSize?.width ?? null,
    imageMobileHeight: mobileSize?.height ?? null,
  };
  const bannerSizes = `Banner: ${adSizesText(position, "desktop")}`;
  const phoneOnly = position === "mobile-footer" || position === "mobile-menu";

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card>
          <CardContent className="px-4 sm:px-6">
            <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
              <fieldset className="space-y-2 sm:col-span-2" aria-describedby="ad-format-description">
                <legend className="text-sm leading-none font-medium">Formato</legend>
                <div className="flex flex-wrap gap-x-6 gap-y-2 pt-2">
                  {AD_FORMATS.map((f) => (
                    <label key={f} className="flex min-h-6 items-center gap-2 text-sm">
                      <input
                        type="radio"
                        value={f}
                        defaultChecked={initial.format === f}
                        className="size-4 accent-primary"
                        {...register("format")}
                      />
                      {AD_FORMAT_LABELS[f]}
                    </label>
                  ))}
                </div>
                <p id="ad-format-description" className="text-xs text-muted-foreground">
                  Banner: só a imagem, no tamanho padrão da posição, e o espaço todo é o link. Cartão: imagem, título e
                  texto.
                </p>
                <FieldError message={errorOf("format")} />
              </fieldset>
              <Field
                id="ad-position"
                label="Posição"
                error={errorOf("position")}
                description={`Aparece ${info.where}. ${bannerSizes}${
                  phoneOnly ? "" : `; no celular, ${adSizesText(position, "mobile")}`
                }. Cartão: ${info.size}.`}
                className="sm:col-span-2"
              >
                {(c) => (
                  <select {...c} {...register("position")} defaultValue={initial.position} className={SELECT_CLASS}>
                    {AD_POSITIONS.map((p) => (
                      <option key={p} value={p} className="bg-background text-foreground">
                        {AD_POSITION_INFO[p].label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id="ad-title"
                label="Título"
                error={errorOf("title")}
                description={
                  banner ? "No Banner, é o texto alternativo da imagem (lido por leitores de tela)." : undefined
                }
                className="sm:col-span-2"
              >
                {(c) => (
                  <Input
                    {...c}
                    maxLength={AD_LIMITS.titleMax + 20}
                    {...register("title")}
                    defaultValue={initial.title}
                  />
                )}
              </Field>
              <Field
                id="ad-description"
                label="Descrição"
                error={errorOf("description")}
                description={banner ? "Só o Cartão mostra a descrição; no Banner é opcional." : undefined}
                className="sm:col-span-2"
              >
                {(c) => (
                  <Textarea
                    {...c}
                    rows={2}
                    maxLength={AD_LIMITS.descriptionMax + 20}
                    {...register("description")}
                    defaultValue={initial.description}
                  />
                )}
              </Field>
              <Field
                id="ad-image"
                label="Imagem para computador"
                error={errorOf("imageUrl")}
                description={
                  banner
                    ? `Envie a imagem: ${adSizesText(position, "desktop")} (outro tamanho só com a mesma proporção).${
                        desktopSize ? ` Enviada: ${desktopSize.width} × ${desktopSize.height} px.` : ""
                      }`
                    : `URL (http ou https) ou envie um arquivo. Tamanho indicado: ${info.size}.`
                }
                className="sm:col-span-2"
              >
                {(c) => (
                  <div className="flex flex-wrap gap-2 sm:flex-nowrap">
                    <Input
                      className="basis-full sm:basis-auto"
                      {...c}
                      inputMode="url"
                      placeholder="https://… ou /media/…"
                      {...register("imageUrl")}
                      defaultValue={initial.imageUrl}
                    />
                    <ImageUploadButton
                      fileLabel="Arquivo do computador"
                      buttonLabel="Enviar arquivo do computador"
                      onUploaded={(url) => setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
                    />
                    <MediaPickerButton
                      buttonLabel="Escolher imagem do computador da biblioteca"
                      onPick={(media) => setValue("imageUrl", media.url, { shouldDirty: true, shouldValidate: true })}
                    />
                  </div>
                )}
              </Field>
              <Field
                id="ad-image-mobile"
                label="Imagem para celular"
                error={errorOf("imageMobileUrl")}
                description={`Opcional, só no Banner: ${adSizesText(position, "mobile")}. Sem ela, o celular mostra a imagem para computador reduzida.${
                  mobileSize ? ` Enviada: ${mobileSize.width} × ${mobileSize.height} px.` : ""
                }`}
                className="sm:col-span-2"
              >
                {(c) => (
                  <div className="flex flex-wrap gap-2 sm:flex-nowrap">
                    <Input
                      className="basis-full sm:basis-auto"
                      {...c}
                      inputMode="url"
                      placeholder="/media/…"
                      {...register("imageMobileUrl")}
                      defaultValue={initial.imageMobileUrl}
                    />
                    <ImageUploadButton
                      fileLabel="Arquivo do celular"
                      buttonLabel="Enviar arquivo do celular"
                      onUploaded={(url) => setValue("imageMobileUrl", url, { shouldDirty: true, shouldValidate: true })}
                    />
                    <MediaPickerButton
                      buttonLabel="Escolher imagem do celular da biblioteca"
                      onPick={(media) =>
                        setValue("imageMobileUrl", media.url, { shouldDirty: true, shouldValidate: true })
                      }
                    />
                  </div>
                )}
              </Field>
              <Field
                id="ad-link"
                label="Link"
                error={errorOf("link")}
                description="Para onde o anúncio leva (http ou https)."
                className="sm:col-span-2"
              >
                {(c) => (
                  <Input
                    {...c}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    {...register("link")}
                    defaultValue={initial.link}
                  />
                )}
              </Field>
              <Field
                id="ad-device"
                label="Dispositivo"
                error={errorOf("device")}
                description="Computador ou celular conforme o navegador do visitante."
              >
                {(c) => (
                  <select {...c} {...register("device")} defaultValue={initial.device} className={SELECT_CLASS}>
                    {AD_DEVICES.map((d) => (
                      <option key={d} value={d} className="bg-background text-foreground">
                        {AD_DEVICE_LABELS[d]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                id="ad-weight"
                label="Peso"
                error={errorOf("weight")}
                description={`De ${AD_WEIGHT_MIN} a ${AD_WEIGHT_MAX}: um anúncio de peso 10 aparece o dobro de vezes que um de peso 5 na mesma posição.`}
              >
                {(c) => (
                  <Input
                    {...c}
                    type="number"
                    inputMode="numeric"
                    min={AD_WEIGHT_MIN}
                    max={AD_WEIGHT_MAX}
                    step={1}
                    {...register("weight")}
                    defaultValue={initial.weight}
                  />
                )}
              </Field>
              <fieldset className="space-y-2 sm:col-span-2" aria-describedby="ad-pages-description">
                <legend className="text-sm leading-none font-medium">Páginas</legend>
                <div className="flex flex-wrap gap-x-6 gap-y-2 pt-2">
                  {AD_PAGE_GROUPS.map((g) => (
                    <label key={g} className="flex min-h-6 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        value={g}
                        defaultChecked={initial.pageGroups.includes(g)}
                        className="size-4 accent-primary"
                        {...register("pageGroups")}
                      />
                      {AD_PAGE_GROUP_LABELS[g]}
                    </label>
                  ))}
                </div>
                {loaderData.categories.length > 0 ? (
                  <fieldset className="space-y-1 rounded-md border px-3 py-2">
                    <legend className="px-1 text-xs font-medium text-muted-foreground">Categorias do blog</legend>
                    <div className="flex flex-wrap gap-x-5 gap-y-1">
                      {loaderData.categories.map((cat) => (
                        <label key={cat.id} className="flex min-h-6 items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            value={cat.id}
                            defaultChecked={initial.categoryIds.includes(cat.id)}
                            className="size-4 accent-primary"
                            {...register("categoryIds")}
                          />
                          {cat.name}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ) : null}
                <p id="ad-pages-description" className="text-xs text-muted-foreground">
                  Nenhuma marcada: todas as páginas. Categorias marcadas limitam o anúncio, no blog, aos posts e listas
                  dessas categorias.
                </p>
                <FieldError message={errorOf("pageGroups") ?? errorOf("categoryIds")} />
              </fieldset>
              <Field
                id="ad-advertiser"
                label="Anunciante"
                error={errorOf("advertiserId")}
                description="Opcional: agrupa os anúncios de um mesmo cliente."
                className="sm:col-span-2"
              >
                {(c) => (
                  <select
                    {...c}
                    {...register("advertiserId")}
                    defaultValue={initial.advertiserId}
                    className={SELECT_CLASS}
                  >
                    <option value="" className="bg-background text-foreground">
                      Nenhum
                    </option>
                    {loaderData.advertisers.map((a) => (
                      <option key={a.id} value={a.id} className="bg-background text-foreground">
                        {a.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="ad-start" label="Início" error={errorOf("startDate")}>
                {(c) => <Input {...c} type="date" {...register("startDate")} defaultValue={initial.startDate} />}
              </Field>
              <Field id="ad-end" label="Fim" error={errorOf("endDate")}>
                {(c) => <Input {...c} type="date" {...register("endDate")} defaultValue={initial.endDate} />}
              </Field>
              <p className="-mt-3 text-xs text-muted-foreground sm:col-span-2">
                Datas no horário de São Paulo; o anúncio aparece do início ao fim, inclusive.
              </p>
              <CheckField id="ad-active" label="Ativo" defaultChecked={initial.active} {...register("active")} />
              <CheckField
                id="ad-alcoholic"
                label="Anúncio de bebida alcoólica"
                description="Mostra no anúncio: “Beba com moderação. Venda proibida para menores de 18 anos.”"
                defaultChecked={initial.alcoholic}
                {...register("alcoholic")}
              />
              <div className="flex flex-wrap gap-2 sm:col-span-2">
                <Button type="submit" disabled={saving}>
                  {saving ? <SpinnerIcon /> : <Save aria-hidden="true" />}
                  Salvar
                </Button>
                <Button asChild variant="outline">
                  <Link to="/admin/anuncios">Cancelar</Link>
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>

        <section aria-labelledby="ad-preview-title" className="space-y-4">
          <Card className="lg:sticky lg:top-4">
            <CardContent className="space-y-4 px-4 sm:px-6">
              <div>
                <h3 id="ad-preview-title" className="font-semibold">
                  Prévia
                </h3>
                <p className="text-sm text-muted-foreground">
                  {info.label}: como o anúncio aparece {info.where}.
                </p>
              </div>
              <div className="space-y-2">
                <p className="text-sm font-medium">No computador</p>
                <div className="overflow-x-auto">
                  <AdSlot position={position} ad={previewAd} preview view="desktop" label="Prévia no computador" />
                </div>
              </div>
              <div className="space-y-2">
                <p className="text-sm font-medium">No celular</p>
                <div className="max-w-[358px]">
                  <AdSlot position={position} ad={previewAd} preview view="mobile" label="Prévia no celular" />
                </div>
              </div>
            </CardContent>
          </Card>
        </section>
      </div>
    </div>
  );
}

function CheckField({
  id,
  label,
  description,
  ...input
}: { id: string; label: string; description?: string } & React.ComponentProps<"input">) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary"
        {...input}
      />
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm leading-none font-medium">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
