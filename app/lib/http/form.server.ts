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
