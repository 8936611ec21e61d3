// One way for every admin action to read a submission (house style 5): parse the raw
// values with the same zod schema the form used, and answer anything invalid with 400,
// the first message per field, and the values as typed (so a form without JavaScript
// comes back filled in).
import { data } from "react-router";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export interface SubmissionError<Values> {
  fieldErrors: FieldErrors;
  values: Values;
  formError?: { title: string; description: string };
}

/** The first message per field path ("tags.2" is reported on "tags"). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** Issue 27 item 1.3: what a field may not hold. PostgreSQL text cannot store U+0000. */
export const NUL_MESSAGE = "Este campo contém um caractere inválido (NUL). Remova-o e salve de novo.";

/**
 * The fields whose value (or any item of a list) holds a NUL character, each with
 * NUL_MESSAGE; empty when none does. Checked before the schema, so the database never sees
 * one (it refused them with an error, which was a 500).
 */
export function nulFieldErrors(values: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!values || typeof values !== "object") return out;
  for (const [key, value] of Object.entries(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === "string" && text.includes("\u0000"))) out[key] = NUL_MESSAGE;
  }
  return out;
}

/**
 * Parses `values` with `schema`. Valid: `{ value }`, the parsed output. Invalid:
 * `{ response }`, a 400 carrying the field errors and the submitted values, which the
 * action returns as is (a thrown response would reach the error boundary instead of
 * the form).
 */
export function parseSubmission<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
):
  | { value: z.output<S>; response?: undefined }
  | { value?: undefined; response: ReturnType<typeof invalid<z.input<S>>> } {
  const nul = nulFieldErrors(values);
  if (Object.keys(nul).length > 0) return { response: invalid(values, nul) };
  const parsed = schema.safeParse(values);
  if (parsed.success) return { value: parsed.data };
  return { response: invalid(values, fieldErrorsOf(parsed.error)) };
}

/** A 400 answer with field errors (also for checks only the server can make). */
export function invalid<Values>(
  values: Values,
  fieldErrors: FieldErrors,
  formError?: SubmissionError<Values>["formError"],
) {
  return data<SubmissionError<Values>>({ fieldErrors, values, ...(formError ? { formError } : {}) }, { status: 400 });
}
