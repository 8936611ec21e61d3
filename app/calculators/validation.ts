/**
 * What every calculator's validation gives back: the parsed value when the form is
 * valid, else the Portuguese message of each wrong field, keyed like the form so a route
 * puts each message beside its field (`FieldErrors<Form>`; the IBU calculator nests its
 * hop additions' messages). `errors` is there in both cases (empty when valid), so a
 * form can always read `validation.errors.someField`.
 *
 * A calculator may say more about a failure with `Failure`: the IBU calculator which
 * toast to show, the budget that only the sum of its percentages is wrong.
 */
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

export type Validation<V, E extends object, Failure extends object = object> =
  { ok: true; value: V; errors: E } | ({ ok: false; value?: undefined; errors: E } & Failure);
