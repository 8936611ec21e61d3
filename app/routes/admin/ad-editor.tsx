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
import { AdSlot } from "~/components/ad-slot";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SpinnerIcon } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { AD_POSITIONS, type PublicAd } from "~/lib/ads/ads";
import { AD_LIMITS, AD_POSITION_INFO, adSchema, type AdFormValues } from "~/schemas/ad";
import type { AdEditorActionData } from "./ad-editor.server";

const FIELDS = [
  "title",
  "description",
  "imageUrl",
  "link",
  "position",
  "startDate",
  "endDate",
  "active",
  "alcoholic",
] as const;

export function AdEditor({
  loaderData,
  actionData,
  heading,
}: {
  loaderData: { ad: { id: string; title: string } | null; values: AdFormValues };
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
  const form = useForm<AdFormValues>({
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
  const info = AD_POSITION_INFO[values.position] ?? AD_POSITION_INFO.header;
  const previewAd: PublicAd = {
    id: "previa",
    title: values.title || "Título do anúncio",
    description: values.description || "Descrição do anúncio",
    imageUrl: values.imageUrl || "/placeholder.svg",
    link: values.link || "#",
    position: values.position,
    alcoholic: values.alcoholic,
  };
  const position = (AD_POSITIONS as readonly string[]).includes(values.position) ? values.position : "header";

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card>
          <CardContent className="px-4 sm:px-6">
            <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
              <Field id="ad-title" label="Título" error={errorOf("title")} className="sm:col-span-2">
                {(c) => (
                  <Input
                    {...c}
                    maxLength={AD_LIMITS.titleMax + 20}
                    {...register("title")}
                    defaultValue={initial.title}
                  />
                )}
              </Field>
              <Field id="ad-description" label="Descrição" error={errorOf("description")} className="sm:col-span-2">
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
                label="Imagem"
                error={errorOf("imageUrl")}
                description={`URL (http ou https) ou envie um arquivo. Tamanho indicado: ${info.size}.`}
                className="sm:col-span-2"
              >
                {(c) => (
                  <div className="flex gap-2">
                    <Input
                      {...c}
                      inputMode="url"
                      placeholder="https://… ou /media/…"
                      {...register("imageUrl")}
                      defaultValue={initial.imageUrl}
                    />
                    <ImageUploadButton
                      fileLabel="Arquivo da imagem do anúncio"
                      onUploaded={(url) => setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
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
                id="ad-position"
                label="Posição"
                error={errorOf("position")}
                description={`Aparece ${info.where}; ${info.size}.`}
                className="sm:col-span-2"
              >
                {(c) => (
                  <select
                    {...c}
                    {...register("position")}
                    defaultValue={initial.position}
                    className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30"
                  >
                    {AD_POSITIONS.map((p) => (
                      <option key={p} value={p} className="bg-background text-foreground">
                        {AD_POSITION_INFO[p].label}
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
          <Card>
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
                <AdSlot position={position} ad={previewAd} preview label="Prévia no computador" />
              </div>
              <div className="space-y-2">
                <p className="text-sm font-medium">No celular</p>
                <div className="max-w-[358px]">
                  <AdSlot position={position} ad={previewAd} preview label="Prévia no celular" />
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
