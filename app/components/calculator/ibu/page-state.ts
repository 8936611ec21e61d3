// The IBU calculator's page state (/ibu): what the route holds, read from its URL or from the
// form's fields, written back to the URL, and the result it shows. Pure, so the route only
// composes the kit and the IBU components.
import {
  calculateIbu,
  defaultIbuInput,
  ibuFromQuery,
  ibuToQuery,
  sameIbuInput,
  type IbuInput,
  type IbuValidation,
} from "~/calculators/ibu";
import type { IbuResultState } from "~/components/calculator/ibu/result";

export const title = "Calculadora de IBU";
export const description = "Calcule o amargor da sua receita pelo método de Tinseth, adição por adição de lúpulo.";

/**
 * When the result shows (a choice the spec leaves open, see the report of issue 3):
 * "Calcular" sets the result (docs/decisions/0017-ibu-rules.md) and "Redefinir" clears it. From then on it follows the
 * inputs live, so the number on screen always matches the link in the address bar (docs/decisions/0003-url-state.md).
 * A link that carries inputs is a calculation already made: its result is computed during
 * render, so it is in the server HTML. Field errors appear after a "Calcular" (or with
 * such a link) and then follow the typing.
 *
 * The form is a real GET form (issue 16): without JavaScript, or before the scripts run,
 * "Calcular" sends its fields (`volume`, `og`, and `alfa1`/`peso1`/`fervura1`, `alfa2`… per addition) to
 * /ibu, which reads them like a link and renders the result or the fields' messages.
 */
export interface IbuState {
  input: IbuInput;
  /** A result is wanted: after "Calcular" or from a link with inputs. */
  calculated: boolean;
  /** The address bar carries the inputs: after any change or "Calcular"; not after "Redefinir". */
  linked: boolean;
}

export function readState(params: URLSearchParams): IbuState {
  const { input, fromLink } = ibuFromQuery(params);
  return { input, calculated: fromLink, linked: fromLink };
}

export const toQuery = (s: IbuState) => (s.linked ? ibuToQuery(s.input) : "");

/** "Redefinir": the defaults, no result, a clean address. */
export const resetState = (): IbuState => ({ input: defaultIbuInput(), calculated: false, linked: false });

/**
 * What was typed while the scripts were loading (issue 16): only the inputs, so a plain
 * visit still waits for "Calcular" (a link's fields would be a calculation made).
 */
export function stateFromForm(fields: URLSearchParams, s: IbuState): IbuState {
  const typed = ibuFromQuery(fields).input;
  return sameIbuInput(typed, s.input) ? s : { ...s, input: typed, linked: true };
}

/**
 * A change to the inputs. One that does not change the numbers (the field showing "1000"
 * back as "1.000" on blur) leaves a clean address clean.
 */
export function withInput(s: IbuState, patch: Partial<IbuInput>): IbuState {
  const next = { ...s.input, ...patch };
  return { ...s, input: next, linked: s.linked || ibuToQuery(next) !== ibuToQuery(s.input) };
}

/** The result card's state: nothing before "Calcular", then the result or what to fix. */
export function resultStateOf(calculated: boolean, validation: IbuValidation): IbuResultState {
  if (!calculated) return { kind: "empty" };
  return validation.ok
    ? { kind: "ready", result: calculateIbu(validation.value), values: validation.value }
    : { kind: "invalid" };
}
