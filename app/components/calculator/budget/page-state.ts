// The /orcamento page's state (docs/decisions/0003-url-state.md): what the route reads from the
// URL or from the fields typed before hydration, the query it writes back, and the pure steps
// its handlers take. Kept out of the route so it holds only the composition (issue 13).
import {
  type BudgetFormValues,
  type BudgetInput,
  type Shares,
  formFromSearchParams,
  formToQuery,
  normalizeToHundred,
  sameFormValues,
  sharesEqual,
  typedPercentages,
  validateBudgetForm,
} from "~/calculators/budget";

export interface BudgetState {
  values: BudgetFormValues;
  sliders: Shares;
  /**
   * The last "Calcular Orçamento" (or the shared link's calculation): its input, whose result the
   * card works out with its own code (budget-result.ts), which a first visit does not download.
   */
  calculation?: { input: BudgetInput };
  showErrors: boolean;
  /** The address stays clean until the visitor changes something or calculates; "Redefinir" cleans it again. */
  pristine: boolean;
}

/**
 * docs/decisions/0003-url-state.md: a shared link's result is computed during the first render, so the server HTML
 * already carries it. A plain visit starts empty (docs/decisions/0019-budget-rules.md: results appear after "Calcular").
 * The form is a real GET form (issue 16): without JavaScript "Calcular Orçamento" sends its
 * fields (the names of the URL) to /orcamento, read here like a link, so the server renders
 * the result, or the messages of the fields to fix.
 */
export function readState(params: URLSearchParams): BudgetState {
  const { values, fromUrl } = formFromSearchParams(params);
  const validation = fromUrl ? validateBudgetForm(values) : undefined;
  return {
    values,
    sliders: normalizeToHundred(typedPercentages(values)),
    calculation: validation?.ok ? { input: validation.value } : undefined,
    showErrors: fromUrl,
    pristine: !fromUrl,
  };
}

export const toQuery = (s: BudgetState) => (s.pristine ? "" : formToQuery(s.values));

/**
 * What was typed or picked while the scripts were loading (issue 16): only the fields, so a
 * plain visit still waits for "Calcular Orçamento" (docs/decisions/0019-budget-rules.md).
 */
export function withTypedFields(fields: URLSearchParams, s: BudgetState): BudgetState {
  const typed = formFromSearchParams(fields).values;
  return sameFormValues(typed, s.values)
    ? s
    : { ...s, values: typed, sliders: normalizeToHundred(typedPercentages(typed)), pristine: false };
}

export function sameInput(a: BudgetInput, b: BudgetInput) {
  const same = a.totalBudget === b.totalBudget && a.guestCount === b.guestCount && a.qualityLevel === b.qualityLevel;
  return same && sharesEqual(a.percentages, b.percentages);
}

/**
 * One field changed. A change that does not change the numbers (a field showing "1000" back
 * as "1.000" on blur) leaves a clean address clean.
 */
export function withValue<K extends keyof BudgetFormValues>(
  s: BudgetState,
  key: K,
  value: BudgetFormValues[K],
): BudgetState {
  const next = { ...s.values, [key]: value };
  return { ...s, values: next, pristine: s.pristine && formToQuery(next) === formToQuery(s.values) };
}

/** "Atualizar Porcentagens": the sliders' shares written into the percentage fields. */
export function withSlidersApplied(s: BudgetState): BudgetState {
  const { beer, wine, spirits, nonAlcoholic } = s.sliders;
  const typed = {
    beer: String(beer),
    wine: String(wine),
    spirits: String(spirits),
    nonAlcoholic: String(nonAlcoholic),
  };
  return { ...s, values: { ...s.values, ...typed }, pristine: false };
}
