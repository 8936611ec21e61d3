// The price comparator's page state (/): what the route holds, read from its URL or from the
// form's fields, and written back to the URL (docs/decisions/0003-url-state.md). Pure, so the
// route only composes the kit and the comparator's components.
import {
  SUBMIT_PARAM,
  compareBeers,
  entriesFromForm,
  entriesFromSearch,
  entriesToQuery,
  hasCascoFromSearch,
  initialEntries,
  sameEntries,
  type BeerEntry,
  type Comparison,
} from "~/calculators/comparator";

export const title = "Comparador de Preços de Cerveja";
export const description =
  "Compare o preço por litro de latas, long necks e garrafas e descubra qual cerveja sai mais em conta.";

/** Delay before the page scrolls to a new result (docs/decisions/0016-comparator-rules.md). */
export const SCROLL_DELAY_MS = 100;

export interface ComparatorState {
  entries: BeerEntry[];
  /** "Tenho o casco" (issue 14). */
  hasCasco: boolean;
  comparison: Comparison | null;
  /** The inputs the shown result was computed from (to tell when it is out of date). */
  resultQuery: string | null;
  /** "Calcular" found fields to fix: empty required ones are marked too (issue 16). */
  showErrors: boolean;
}

export const emptyState = (hasCasco = false): ComparatorState => ({
  entries: initialEntries(),
  hasCasco,
  comparison: null,
  resultQuery: null,
  showErrors: false,
});

export const toQuery = (s: Pick<ComparatorState, "entries" | "hasCasco">) => entriesToQuery(s.entries, s.hasCasco);

/** The entries and, when they compare, their result; otherwise the fields to fix are marked. */
export function stateFor(entries: BeerEntry[], hasCasco: boolean): ComparatorState {
  const outcome = compareBeers(entries, { hasCasco });
  return {
    entries,
    hasCasco,
    comparison: outcome.ok ? outcome.comparison : null,
    resultQuery: outcome.ok ? toQuery({ entries, hasCasco }) : null,
    showErrors: !outcome.ok,
  };
}

/**
 * A shared link (`c=…`) or a form submitted without JavaScript (`calcular`) is compared
 * at once, so the server HTML holds the ranking or the messages; the form's fields alone
 * (read back after hydration) only refill the form.
 */
export function readState(params: URLSearchParams): ComparatorState {
  const hasCasco = hasCascoFromSearch(params);
  const entries = entriesFromSearch(params);
  if (!entries) return emptyState(hasCasco);
  if (params.has("c") || params.has(SUBMIT_PARAM)) return stateFor(entries, hasCasco);
  return { ...emptyState(hasCasco), entries };
}

/**
 * What was typed or chosen before the scripts ran (issue 16): the entries and the casco
 * switch, keeping a result the link showed (it then reads as out of date).
 */
export function stateFromForm(fields: URLSearchParams, s: ComparatorState): ComparatorState {
  const typed = entriesFromForm(fields);
  const typedCasco = fields.get("casco") === "1";
  if (!typed || (sameEntries(typed, s.entries) && typedCasco === s.hasCasco)) return s;
  return { ...s, entries: typed, hasCasco: typedCasco };
}
