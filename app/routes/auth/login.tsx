import { zodResolver } from "@hookform/resolvers/zod";
import ArrowLeft from "lucide-react/icons/arrow-left";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/login";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SpinnerIcon } from "~/components/ui/spinner";
import { APIError } from "better-auth/api";
import { getAdmin, getAuth, revokeRequestSession } from "~/lib/auth/auth.server";
import { knownDeviceCookie, knownDeviceId } from "~/lib/auth/known-device.server";
import * as limit from "~/lib/auth/login-limit.server";
import { LOGIN_FAILED, LOGIN_SUCCESS } from "~/lib/auth/messages";
import { redirectWithToast } from "~/lib/http/toast.server";
import { safeRedirect } from "~/lib/http/safe-redirect";
import { loginSchema, type LoginInput } from "~/schemas/login";
import { clientIpContext } from "~/lib/http/request-context";

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirect"));
  if (await getAdmin(request)) throw redirect(redirectTo);
  return { redirectTo };
}

type ActionResult = {
  formError?: { title: string; description: string };
  fieldErrors?: Partial<Record<keyof LoginInput, string>>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = loginSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const fieldErrors: ActionResult["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof LoginInput;
      fieldErrors[key] ??= issue.message;
    }
    return data<ActionResult>({ fieldErrors }, { status: 400 });
  }
  const { email, password } = parsed.data;
  const attempt = { ip: context.get(clientIpContext), email, deviceId: knownDeviceId(request, email) };

  let gate: Awaited<ReturnType<typeof limit.beginLoginAttempt>> | undefined;
  let signInHeaders: Headers;
  try {
    // docs/decisions/0013-admin-and-security.md: counted and recorded in one step before the password is checked; over a
    // limit the password is not checked at all and the visitor is told how long to wait.
    gate = await limit.beginLoginAttempt(attempt);
    if (!gate.allowed) {
      return data<ActionResult>(
        { formError: { title: LOGIN_FAILED.title, description: gate.message } },
        { status: 429, headers: { "Retry-After": String(gate.retryAfterSeconds) } },
      );
    }
    ({ headers: signInHeaders } = await getAuth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (
      error instanceof APIError &&
      (error.statusCode === 401 || error.statusCode === 400 || error.statusCode === 403)
    ) {
      // The provisional row written by beginLoginAttempt stays as the failure.
      return data<ActionResult>({ formError: { ...LOGIN_FAILED } }, { status: 401 });
    }
    console.error("[auth] falha no login:", error);
    if (gate?.allowed) await limit.cancelLoginAttempt(gate.attemptIds).catch(() => undefined);
    return data<ActionResult>(
      {
        formError: {
          title: LOGIN_FAILED.title,
          description: "O serviço de login está indisponível no momento. Tente novamente em instantes.",
        },
      },
      { status: 503 },
    );
  }

  await limit.loginSucceeded(attempt);
  // A new sign-in gets a new session id: the session this browser had before is ended.
  await revokeRequestSession(request);
  const out = new Headers();
  for (const cookie of signInHeaders.getSetCookie()) out.append("Set-Cookie", cookie);
  out.append("Set-Cookie", knownDeviceCookie(email));
  return redirectWithToast(
    safeRedirect(parsed.data.redirectTo),
    { type: "success", ...LOGIN_SUCCESS },
    { headers: out },
  );
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", redirectTo: loaderData.redirectTo },
  });
  const errors = form.formState.errors;
  const serverField = actionData?.fieldErrors;

  useEffect(() => {
    if (actionData?.formError)
      toast.error(actionData.formError.title, { description: actionData.formError.description });
  }, [actionData]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <div className="w-full max-w-md space-y-4">
        <Link
          to="/"
          className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Voltar ao site
        </Link>
        <Card>
          <CardHeader className="text-center">
            <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-primary">
              <LockKeyhole className="size-6" aria-hidden="true" />
            </div>
            <CardTitle>
              <h1 className="text-2xl font-bold">Acesso Administrativo</h1>
            </CardTitle>
            <CardDescription>Entre com seu e-mail e senha para gerenciar o Cervejômetro.</CardDescription>
          </CardHeader>
          <CardContent>
            <Form
              method="post"
              noValidate
              className="space-y-4"
              onSubmit={(event) => {
                // With JavaScript the form is checked here first; without it the action checks.
                event.preventDefault();
                const target = event.currentTarget;
                void form.handleSubmit(() => submit(target, { method: "post", replace: true }))(event);
              }}
            >
              {/* In the server's HTML too: signing in before the scripts run, or without them, goes where it was asked. */}
              <input type="hidden" {...form.register("redirectTo")} defaultValue={loaderData.redirectTo} />
              <div className="space-y-2">
                <Label htmlFor="email">E-mail</Label>
                <Input
                  id="email"
                  type="email"
                  autoComplete="username"
                  inputMode="email"
                  placeholder="seu@email.com"
                  aria-invalid={Boolean(errors.email ?? serverField?.email) || undefined}
                  aria-describedby={(errors.email ?? serverField?.email) ? "email-error" : undefined}
                  {...form.register("email")}
                />
                <FieldError id="email-error" message={errors.email?.message ?? serverField?.email} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="password">Senha</Label>
                <Input
                  id="password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={Boolean(errors.password ?? serverField?.password) || undefined}
                  aria-describedby={(errors.password ?? serverField?.password) ? "password-error" : undefined}
                  {...form.register("password")}
                />
                <FieldError id="password-error" message={errors.password?.message ?? serverField?.password} />
              </div>
              {actionData?.formError ? (
                <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
                  <strong className="block">{actionData.formError.title}</strong>
                  {actionData.formError.description}
                </p>
              ) : null}
              <Button type="submit" className="w-full" size="lg" disabled={submitting}>
                {submitting ? <SpinnerIcon /> : null}
                {submitting ? "Entrando..." : "Entrar"}
              </Button>
            </Form>
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Não há cadastro público. Para obter acesso, entre em contato com o administrador do site.
            </p>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

// React Router sends an action's headers only through this export: without it the 429
// lost its Retry-After. Set-Cookie is carried over by the framework either way.
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const out = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
};

export const meta: Route.MetaFunction = () => [
  { title: "Entrar | Cervejômetro" },
  { name: "description", content: "Acesso restrito aos administradores do Cervejômetro." },
  { name: "robots", content: "noindex, nofollow" },
];
