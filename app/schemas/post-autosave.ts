// The server autosave of the post editor (issue 28 item 6, docs/decisions/0037-server-autosave.md):
// the same fields and limits as a save, but a draft, so unfinished text is accepted (no minimum
// title or content, no category yet, a schedule without its time), plus the editor's session key.
import { z } from "zod";
import { POST_LIMITS as L, POST_MESSAGES as M } from "./limits";
import { postFormValuesFromFormData, postSchema } from "./post";

/** How often the editor sends an autosave while changes continue: 30 s after the first unsaved change. */
export const AUTOSAVE_INTERVAL_MS = 30_000;

/** The editor's random key for one opening of the editor: 32 hex digits (128 bits). */
export const EDIT_SESSION_RE = /^[0-9a-f]{32}$/;

const encoder = new TextEncoder();
const { version: _version, ...fields } = postSchema.shape;

export const postAutosaveSchema = z.object({
  ...fields,
  name: z.string().trim().max(L.nameMax, M.nameMax),
  category: z.string().trim().max(L.categoryMax, M.categoryMax),
  // A schedule still being typed is kept as text; the revision has a time only once it is valid.
  publishAt: z.string().trim().max(40, M.publishAtInvalid),
  content: z
    .string()
    .max(L.contentMax, M.contentMax)
    .refine(
      (text) => text.length > L.contentMax || encoder.encode(text).length <= L.contentMaxBytes,
      M.contentMaxBytes,
    ),
  session: z.string().regex(EDIT_SESSION_RE, "Sessão de edição inválida. Recarregue a página."),
});

export type PostAutosaveValues = z.input<typeof postAutosaveSchema>;
export type PostAutosaveInput = z.output<typeof postAutosaveSchema>;

/** The raw values of an autosave: the editor's form as a save would read it, plus the session key. */
export function postAutosaveValuesFromFormData(form: FormData): PostAutosaveValues {
  const { version: _ignored, ...values } = postFormValuesFromFormData(form);
  const session = form.get("session");
  return { ...values, session: typeof session === "string" ? session : "" };
}

/** A new editing session's key, from the browser's random numbers (works on plain http too). */
export function newEditSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
