// /admin/site (issue 28 item 1, D21): who runs the site, the LGPD "controlador" the terms of
// use, the privacy policy, the footer, /anuncie and the blog's JSON-LD name. A plain form POST
// that works without JavaScript; with it the same zod schema checks first. The server parses
// everything again (the CPF or CNPJ's check digits too) before saving, records the change in
// the activity log and drops the cached identity and every cached public page.
import { zodResolver } from "@hookform/resolvers/zod";
import Save from "lucide-react/icons/save";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { data, Form, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/site";
import { adminMeta, AdminSection } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SpinnerIcon } from "~/components/ui/spinner";
import { formatCnpj, formatCpf } from "~/lib/br-documents";
import { DEMO_OPERATOR_DOCUMENT } from "~/content/site-operator";
import { requireAdmin } from "~/lib/auth/auth.server";
import { formatDateLong } from "~/lib/format";
import { parseSubmission, type SubmissionError } from "~/lib/http/form.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { toast } from "~/lib/toast";
import { getSiteIdentity, saveSiteIdentity } from "~/models/site-identity.server";
import {
  BRAZIL_STATES,
  EMPTY_SITE_IDENTITY_FORM,
  OPERATOR_KIND_LABELS,
  OPERATOR_KINDS,
  SITE_IDENTITY_LIMITS,
  SITE_IDENTITY_TOASTS,
  siteIdentitySchema,
  siteIdentityValuesFromFormData,
  type SiteIdentityFormValues,
  type SiteIdentityInput,
} from "~/schemas/site-identity";

const PATH = "/admin/site";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  const stored = await getSiteIdentity();
  if (!stored) return { values: EMPTY_SITE_IDENTITY_FORM, updated: null, demo: false };
  const company = stored.kind === "pessoa_juridica";
  const values: SiteIdentityFormValues = {
    legalName: stored.legalName,
    kind: stored.kind,
    document: company ? formatCnpj(stored.document) : formatCpf(stored.document),
    address: stored.address,
    city: stored.city,
    state: stored.state,
    contactEmail: stored.contactEmail,
    dpoName: stored.dpoName,
    dpoEmail: stored.dpoEmail,
    forum: `${stored.forumCity}/${stored.forumState}`,
    adsEmail: stored.adsEmail,
  };
  return {
    values,
    updated: { at: stored.updatedAt.toISOString(), by: stored.updatedBy },
    // The demo seed's fictitious operator (docs/decisions/0036-site-identity.md).
    demo: stored.document === DEMO_OPERATOR_DOCUMENT,
  };
}

export type SiteIdentityActionData = SubmissionError<SiteIdentityFormValues>;

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request, url);
  const values = siteIdentityValuesFromFormData(await request.formData());
  const parsed = parseSubmission(siteIdentitySchema, values);
  if (parsed.response) return parsed.response;
  try {
    await saveSiteIdentity({ id: admin.id, email: admin.email }, parsed.value);
  } catch (error) {
    console.error("[admin] falha ao salvar os dados do site:", error);
    return data<SiteIdentityActionData>(
      { fieldErrors: {}, values, formError: { ...SITE_IDENTITY_TOASTS.saveError } },
      { status: 500 },
    );
  }
  return redirectWithToast(PATH, { type: "success", ...SITE_IDENTITY_TOASTS.saved });
}

const FIELDS = Object.keys(EMPTY_SITE_IDENTITY_FORM) as (keyof SiteIdentityFormValues)[];

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive max-md:min-h-11 md:text-sm dark:bg-input/30";

export default function AdminSitePage({ loaderData, actionData }: Route.ComponentProps) {
  // A new form after each save: the fields show the stored values as the server wrote them back
  // (the CPF or CNPJ with its mask), not what was typed.
  return <SiteIdentityForm key={loaderData.updated?.at ?? "novo"} loaderData={loaderData} actionData={actionData} />;
}

function SiteIdentityForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const initial = actionData?.values ?? loaderData.values;
  const navigation = useNavigation();
  const submit = useSubmit();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useForm<SiteIdentityFormValues, unknown, SiteIdentityInput>({
    resolver: zodResolver(siteIdentitySchema),
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, formState } = form;
  const serverErrors = actionData?.fieldErrors ?? {};
  const errorOf = (key: keyof SiteIdentityFormValues) =>
    (formState.errors[key]?.message as string | undefined) ?? serverErrors[key];

  useEffect(() => {
    if (!actionData) return;
    if (actionData.formError)
      toast.error(actionData.formError.title, { description: actionData.formError.description });
    for (const [key, message] of Object.entries(actionData.fieldErrors ?? {})) {
      if ((FIELDS as string[]).includes(key))
        form.setError(key as keyof SiteIdentityFormValues, { type: "server", message });
    }
  }, [actionData, form]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    void form.handleSubmit(() => void submit(target, { method: "post" }))(event);
  };

  const { updated } = loaderData;
  const inputMax = (n: number) => n + 20;

  return (
    <AdminSection
      title="Dados do site"
      description={
        <>
          Quem mantém o site, como aparece nos Termos de Uso, na Política de Privacidade, no rodapé e em /anuncie. Use
          dados reais: são a identificação exigida pela LGPD (art. 9º) e pelo Código de Defesa do Consumidor.
          {loaderData.demo ? (
            <strong className="mt-1 block font-medium text-foreground">
              Estes são os dados fictícios da demonstração: troque-os pelos seus.
            </strong>
          ) : null}
          {updated ? (
            <span className="mt-1 block">
              Última alteração em {formatDateLong(updated.at)}
              {updated.by ? ` por ${updated.by}` : ""}.
            </span>
          ) : null}
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-6">
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold">Responsável</legend>
          <Field
            id="site-legal-name"
            label="Nome do responsável"
            error={errorOf("legalName")}
            description="A razão social da empresa ou o nome completo da pessoa."
            className="sm:col-span-2"
          >
            {(c) => (
              <Input
                {...c}
                autoComplete="organization"
                maxLength={inputMax(SITE_IDENTITY_LIMITS.nameMax)}
                {...register("legalName")}
                defaultValue={initial.legalName}
              />
            )}
          </Field>
          <fieldset className="space-y-2 sm:col-span-2" aria-describedby="site-kind-description">
            <legend className="text-sm leading-none font-medium">Tipo</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-1 pt-1">
              {OPERATOR_KINDS.map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-2 text-sm md:min-h-8">
                  <input
                    type="radio"
                    value={kind}
                    defaultChecked={initial.kind === kind}
                    className="size-4 accent-primary"
                    {...register("kind")}
                  />
                  {OPERATOR_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
            <p id="site-kind-description" className="text-xs text-muted-foreground">
              Uma empresa que vende anúncios no site tem os registros de acesso guardados por obrigação legal (Marco
              Civil, art. 15); a Política de Privacidade muda a redação conforme o tipo.
            </p>
            <FieldError message={errorOf("kind")} />
          </fieldset>
          <Field
            id="site-document"
            label="CPF ou CNPJ"
            error={errorOf("document")}
            description="Com ou sem pontuação: 123.456.789-09 ou 12.345.678/0001-95."
          >
            {(c) => (
              <Input
                {...c}
                autoComplete="off"
                spellCheck={false}
                maxLength={24}
                {...register("document")}
                defaultValue={initial.document}
              />
            )}
          </Field>
          <Field
            id="site-address"
            label="Endereço"
            error={errorOf("address")}
            description="Rua, número, bairro e CEP. Obrigatório para empresa; para pessoa física, opcional (só a cidade aparece)."
            className="sm:col-span-2"
          >
            {(c) => (
              <Input
                {...c}
                autoComplete="street-address"
                maxLength={inputMax(SITE_IDENTITY_LIMITS.addressMax)}
                {...register("address")}
                defaultValue={initial.address}
              />
            )}
          </Field>
          <Field id="site-city" label="Cidade" error={errorOf("city")}>
            {(c) => (
              <Input
                {...c}
                autoComplete="address-level2"
                maxLength={inputMax(SITE_IDENTITY_LIMITS.cityMax)}
                {...register("city")}
                defaultValue={initial.city}
              />
            )}
          </Field>
          <Field id="site-state" label="UF" error={errorOf("state")}>
            {(c) => (
              <select {...c} {...register("state")} defaultValue={initial.state} className={SELECT_CLASS}>
                <option value="" className="bg-background text-foreground">
                  Escolha…
                </option>
                {BRAZIL_STATES.map((uf) => (
                  <option key={uf} value={uf} className="bg-background text-foreground">
                    {uf}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold">Contato</legend>
          <Field
            id="site-contact-email"
            label="E-mail de contato"
            error={errorOf("contactEmail")}
            description="Para dúvidas, pedidos sobre dados pessoais e notificações."
          >
            {(c) => (
              <Input
                {...c}
                type="email"
                autoComplete="email"
                maxLength={inputMax(SITE_IDENTITY_LIMITS.emailMax)}
                {...register("contactEmail")}
                defaultValue={initial.contactEmail}
              />
            )}
          </Field>
          <Field
            id="site-ads-email"
            label="E-mail para anunciantes"
            error={errorOf("adsEmail")}
            description="Mostrado em /anuncie. Em branco: o e-mail de contato."
          >
            {(c) => (
              <Input
                {...c}
                type="email"
                autoComplete="off"
                maxLength={inputMax(SITE_IDENTITY_LIMITS.emailMax)}
                {...register("adsEmail")}
                defaultValue={initial.adsEmail}
              />
            )}
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2" aria-describedby="site-dpo-description">
          <legend className="mb-3 text-base font-semibold">Encarregado pelos dados pessoais</legend>
          <p id="site-dpo-description" className="-mt-2 text-sm text-muted-foreground sm:col-span-2">
            A pessoa que atende os titulares de dados (LGPD, art. 41). Só um agente de tratamento de pequeno porte pode
            deixar em branco (Resolução CD/ANPD nº 2/2022, art. 11): a política então indica o e-mail de contato como
            canal.
          </p>
          <Field id="site-dpo-name" label="Encarregado (DPO)" error={errorOf("dpoName")}>
            {(c) => (
              <Input
                {...c}
                autoComplete="off"
                maxLength={inputMax(SITE_IDENTITY_LIMITS.nameMax)}
                {...register("dpoName")}
                defaultValue={initial.dpoName}
              />
            )}
          </Field>
          <Field id="site-dpo-email" label="E-mail do encarregado" error={errorOf("dpoEmail")}>
            {(c) => (
              <Input
                {...c}
                type="email"
                autoComplete="off"
                maxLength={inputMax(SITE_IDENTITY_LIMITS.emailMax)}
                {...register("dpoEmail")}
                defaultValue={initial.dpoEmail}
              />
            )}
          </Field>
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-base font-semibold">Termos de Uso</legend>
          <Field
            id="site-forum"
            label="Foro (cidade/UF)"
            error={errorOf("forum")}
            description="A comarca eleita para disputas que não sejam de consumidor, como São Paulo/SP."
          >
            {(c) => (
              <Input
                {...c}
                autoComplete="off"
                maxLength={inputMax(SITE_IDENTITY_LIMITS.cityMax)}
                {...register("forum")}
                defaultValue={initial.forum}
              />
            )}
          </Field>
        </fieldset>

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? <SpinnerIcon /> : <Save aria-hidden="true" />}
            Salvar
          </Button>
        </div>
      </Form>
    </AdminSection>
  );
}

export const meta: Route.MetaFunction = () => adminMeta("Dados do site");
