// POST /admin/posts/:id/salvamento-automatico: the editor's server autosave (issue 28 item 6,
// docs/decisions/0037-server-autosave.md). The form as the editor would save it plus its session
// key; stored as that session's rolling autosave revision, never touching the post. Answers JSON:
// { savedAt } (200), or { error, fieldErrors? } with 400 (invalid or unreadable), 404 (no such
// post, or it is in the trash) or 405. Same-origin is checked by the server for every POST
// (server/limits.ts checkOrigin); the session here, as every admin action.
import type { Route } from "./+types/posts.autosave";
import { requireAdmin } from "~/lib/auth/auth.server";
import { fieldErrorsOf, nulFieldErrors } from "~/lib/http/form.server";
import { saveAutosave } from "~/models/post-autosave.server";
import { postAutosaveSchema, postAutosaveValuesFromFormData } from "~/schemas/post-autosave";

function json(status: number, body: Record<string, unknown>) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params, url }: Route.ActionArgs) {
  // A parent loader does not run for an action: the session is checked here.
  const admin = await requireAdmin(request, url);
  if (request.method !== "POST") return json(405, { error: "Método não permitido." });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json(400, { error: "Formulário inválido." });
  }
  const values = postAutosaveValuesFromFormData(form);
  const nul = nulFieldErrors(values);
  if (Object.keys(nul).length > 0) return json(400, { error: "Não foi possível salvar.", fieldErrors: nul });
  const parsed = postAutosaveSchema.safeParse(values);
  if (!parsed.success)
    return json(400, { error: "Não foi possível salvar.", fieldErrors: fieldErrorsOf(parsed.error) });
  const result = await saveAutosave(params.id, parsed.data, admin);
  if (!result.ok) return json(404, { error: "Este post não existe mais." });
  return json(200, { savedAt: result.savedAt.toISOString() });
}

// Autosaves are POST only. A visit to the address is an admin URL like the others (sign-in
// first), then a 404.
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  return new Response("Não encontrado.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
