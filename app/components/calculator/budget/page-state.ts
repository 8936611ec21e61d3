// The /orcamento page's state (docs/decisions/0003-url-state.md): what the route reads from the
// URL or from the fields typed before hydration, the query it writes back, and the pure steps
// its handlers take. Kept out of the route so it holds only the composition (issue 13).
import {
  type BudgetFormValues,
  type BudgetInput,
  type Shares,
  formFromSearchParams,
  type DrinkType,
  DRINK_TYPES,
  formToQuery,
  numberToInput,
  redistribute,
  sameFormValues,
  sharesEqual,
  typedPercentages,
  validateBudgetForm,
} from "~/calculators/budget";

export interface BudgetState {
  values: BudgetFormValues;
  /**
   * What the sliders show: the typed percentages, until a slider is moved (D20: "Calcular
   * Orçamento" then computes with the sliders, see `effectiveValues`).
   */
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
    sliders: typedPercentages(values),
    calculation: validation?.ok ? { input: validation.value } : undefined,
    showErrors: fromUrl,
    pristine: !fromUrl,
  };
}

/** A slider was moved since the percentage fields last changed: the sliders show another split than the fields. */
export function slidersMoved(s: BudgetState): boolean {
  return !sharesEqual(s.sliders, typedPercentages(s.values));
}

/**
 * The form "Calcular Orçamento" computes with (D20: the percentages the sliders show): the fields
 * as typed, with the sliders' split in the four percentages once a slider has been moved. The
 * fields follow as typed otherwise, so "33,33" keeps its decimals and a wrong sum still gets
 * "Erro de porcentagem".
 */
export function effectiveValues(s: BudgetState): BudgetFormValues {
  if (!slidersMoved(s)) return s.values;
  const typed = Object.fromEntries(DRINK_TYPES.map((t) => [t, numberToInput(s.sliders[t])]));
  return { ...s.values, ...typed };
}

/**
 * docs/decisions/0003-url-state.md: the address carries what "Calcular Orçamento" would compute
 * (the sliders' split once one was moved), so a link, and the form that page renders for a visitor
 * without JavaScript, give the result the sliders showed.
 */
export const toQuery = (s: BudgetState) => (s.pristine ? "" : formToQuery(effectiveValues(s)));

/**
 * What was typed or picked while the scripts were loading (issue 16): only the fields, so a
 * plain visit still waits for "Calcular Orçamento" (docs/decisions/0019-budget-rules.md).
 */
export function withTypedFields(fields: URLSearchParams, s: BudgetState): BudgetState {
  const typed = formFromSearchParams(fields).values;
  return sameFormValues(typed, s.values)
    ? s
    : { ...s, values: typed, sliders: typedPercentages(typed), pristine: false };
}

export function sameInput(a: BudgetInput, b: BudgetInput) {
  const same = a.totalBudget === b.totalBudget && a.guestCount === b.guestCount && a.qualityLevel === b.qualityLevel;
  return same && sharesEqual(a.percentages, b.percentages);
}

/**
 * One field changed. A change that does not change the numbers (a field showing "1000" back
 * as "1.000" on blur) leaves a clean address clean. A typed percentage is the latest word on
 * the split: the sliders show the four fields again.
 */
export function withValue<K extends keyof BudgetFormValues>(
  s: BudgetState,
  key: K,
  value: BudgetFormValues[K],
): BudgetState {
  const next = { ...s.values, [key]: value };
  const sliders = (DRINK_TYPES as readonly string[]).includes(key) ? typedPercentages(next) : s.sliders;
  return { ...s, values: next, sliders, pristine: s.pristine && formToQuery(next) === formToQuery(s.values) };
}

/** A slider moved (docs/decisions/0019-budget-rules.md: the other three follow in proportion); the address follows (D3). */
export function withSliderMoved(s: BudgetState, type: DrinkType, value: number): BudgetState {
  const sliders = redistribute(s.sliders, type, value);
  return sharesEqual(sliders, s.sliders) ? s : { ...s, sliders, pristine: false };
}

/** "Atualizar Porcentagens": the sliders' shares written into the percentage fields. */
export function withSlidersApplied(s: BudgetState): BudgetState {
  return { ...s, values: effectiveValues(s), pristine: false };
}

/**
 * "Calcular Orçamento" (D20): the sliders' split, when one was moved, goes into the fields as
 * "Atualizar Porcentagens" would, and the form is validated as the fields then read. The caller
 * shows the messages, or the result of `validation.value`.
 */
export function withCalculation(s: BudgetState): {
  state: BudgetState;
  validation: ReturnType<typeof validateBudgetForm>;
} {
  const values = effectiveValues(s);
  const validation = validateBudgetForm(values);
  const state: BudgetState = {
    ...s,
    values,
    sliders: typedPercentages(values),
    pristine: false,
    showErrors: true,
    calculation: validation.ok ? { input: validation.value } : s.calculation,
  };
  return { state, validation };
}
