// The advertiser form (issue 25 item 4), one component for /admin/anunciantes/novo and /:id:
// a plain form POST that works without JavaScript; with it the same zod schema checks first.
import { zodResolver } from "@hookform/resolvers/zod";
import Save from "lucide-react/icons/save";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SpinnerIcon } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { AdvertiserReportLink } from "~/components/ads/advertiser-report-link";
import { ADVERTISER_LIMITS, advertiserSchema, type AdvertiserFormValues } from "~/schemas/advertiser";
import type { AdvertiserEditorActionData } from "./advertiser-editor.server";

const FIELDS = ["name", "contact"] as const;

export function AdvertiserEditor({
  loaderData,
  actionData,
  heading,
}: {
  loaderData: {
    advertiser: { id: string; name: string; reportTokenCreatedAt: string | null } | null;
    reportUrl: string | null;
    values: AdvertiserFormValues;
  };
  actionData: AdvertiserEditorActionData | undefined;
  heading: string;
}) {
  const initial = actionData?.values ?? loaderData.values;
  const navigation = useNavigation();
  const submit = useSubmit();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useForm<AdvertiserFormValues>({
    resolver: zodResolver(advertiserSchema),
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, formState } = form;
  const serverErrors = actionData?.fieldErrors ?? {};
  const errorOf = (key: (typeof FIELDS)[number]) =>
    (formState.errors[key]?.message as string | undefined) ?? serverErrors[key];

  useEffect(() => {
    if (!actionData) return;
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

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <Card className="max-w-2xl">
        <CardContent className="px-4 sm:px-6">
          <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-5">
            <Field id="advertiser-name" label="Nome" error={errorOf("name")}>
              {(c) => (
                <Input
                  {...c}
                  maxLength={ADVERTISER_LIMITS.nameMax + 20}
                  {...register("name")}
                  defaultValue={initial.name}
                />
              )}
            </Field>
            <Field
              id="advertiser-contact"
              label="Contato"
              error={errorOf("contact")}
              description="Quem falar no anunciante: nome, e-mail, telefone (opcional; só o administrador vê)."
            >
              {(c) => (
                <Textarea
                  {...c}
                  rows={3}
                  maxLength={ADVERTISER_LIMITS.contactMax + 20}
                  {...register("contact")}
                  defaultValue={initial.contact}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={saving}>
                {saving ? <SpinnerIcon /> : <Save aria-hidden="true" />}
                Salvar
              </Button>
              <Button asChild variant="outline">
                <Link to="/admin/anunciantes">Cancelar</Link>
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
      {/* The advertiser's read-only report link (issue 25 item 4), once the advertiser exists. */}
      {loaderData.advertiser ? (
        <div className="max-w-2xl">
          <AdvertiserReportLink advertiser={loaderData.advertiser} reportUrl={loaderData.reportUrl} />
        </div>
      ) : null}
    </div>
  );
}
