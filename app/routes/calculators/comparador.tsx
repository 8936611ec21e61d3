// Price comparator (/): price per litre of each beer, cheapest first. The result is
// computed on "Calcular" (not live), and the inputs live in the URL (docs/decisions/0003-url-state.md), so a shared link
// renders its result in the server HTML.
import type { MetaFunction } from "react-router";
import { useRef, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { toast } from "sonner";
import {
  SUBMIT_PARAM,
  compareBeers,
  entriesFromForm,
  entriesFromResults,
  entriesFromSearch,
  entriesToQuery,
  fieldErrorsOf,
  hasCascoFromSearch,
  historyHasCasco,
  initialEntries,
  sameEntries,
  type BeerEntry,
  type Comparison,
  type HistoryRecord,
} from "~/calculators/comparator";
import { entryFieldId } from "~/components/calculator/comparator/entry";
import { ComparatorForm, HISTORY_ID } from "~/components/calculator/comparator/form";
import { ComparatorHistory } from "~/components/calculator/comparator/history";
import { ComparatorResults } from "~/components/calculator/comparator/results";
import { useComparisonHistory } from "~/components/calculator/comparator/use-history";
import { CalculatorPage } from "~/components/calculator/kit/calculator-page";
import { comparatorFaq, comparatorHow } from "~/content/calculators/comparador";
import {
  focusFirstInvalidField,
  prefersReducedMotion,
  scrollBehavior,
  useCalculatorForm,
} from "~/hooks/use-calculator-form";
import { useFocusAfterRender } from "~/hooks/use-focus-after-render";
import { calculatorMeta } from "~/lib/seo/meta";
import { comparatorPreview } from "~/lib/seo/previews/comparator";

const title = "Comparador de Preços de Cerveja";
const description =
  "Compare o preço por litro de latas, long necks e garrafas e descubra qual cerveja sai mais em conta.";

/** Delay before the page scrolls to a new result (docs/decisions/0016-comparator-rules.md). */
const SCROLL_DELAY_MS = 100;

interface ComparatorState {
  entries: BeerEntry[];
  /** "Tenho o casco" (issue 14). */
  hasCasco: boolean;
  comparison: Comparison | null;
  /** The inputs the shown result was computed from (to tell when it is out of date). */
  resultQuery: string | null;
  /** "Calcular" found fields to fix: empty required ones are marked too (issue 16). */
  showErrors: boolean;
}

const emptyState = (hasCasco = false): ComparatorState => ({
  entries: initialEntries(),
  hasCasco,
  comparison: null,
  resultQuery: null,
  showErrors: false,
});

const toQuery = (s: Pick<ComparatorState, "entries" | "hasCasco">) => entriesToQuery(s.entries, s.hasCasco);

/** The entries and, when they compare, their result; otherwise the fields to fix are marked. */
function stateFor(entries: BeerEntry[], hasCasco: boolean): ComparatorState {
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
function readState(params: URLSearchParams): ComparatorState {
  const hasCasco = hasCascoFromSearch(params);
  const entries = entriesFromSearch(params);
  if (!entries) return emptyState(hasCasco);
  if (params.has("c") || params.has(SUBMIT_PARAM)) return stateFor(entries, hasCasco);
  return { ...emptyState(hasCasco), entries };
}

export default function ComparadorPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { state, setState, scrollToResult } = useCalculatorForm({
    read: readState,
    toQuery,
    result: resultsRef,
    focus: resultsHeadingRef,
    // What was typed or chosen before the scripts ran (issue 16): the entries and the casco
    // switch, keeping a result the link showed (it then reads as out of date).
    form: formRef,
    fromForm: (fields, s) => {
      const typed = entriesFromForm(fields);
      const typedCasco = fields.get("casco") === "1";
      if (!typed || (sameEntries(typed, s.entries) && typedCasco === s.hasCasco)) return s;
      return { ...s, entries: typed, hasCasco: typedCasco };
    },
  });
  const { entries, hasCasco, comparison, resultQuery, showErrors } = state;
  const history = useComparisonHistory();
  const focusAfterRender = useFocusAfterRender();

  function handleCalculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = compareBeers(entries, { hasCasco });
    if (!outcome.ok) {
      // The messages must be in the page before the first of them can take the focus.
      flushSync(() => setState((s) => ({ ...s, showErrors: true })));
      focusFirstInvalidField(formRef.current);
      toast.error(outcome.error.title, { description: outcome.error.description });
      return;
    }
    setState((s) => ({ ...s, comparison: outcome.comparison, resultQuery: toQuery(s), showErrors: false }));
    history.save(outcome.comparison.results);
    scrollToResult({ delayMs: SCROLL_DELAY_MS });
  }

  /** "Tenho o casco" re-ranks a result that is still up to date at once: it is a switch for the whole comparison. */
  function handleCascoChange(next: boolean) {
    setState((s) => {
      const current = s.comparison !== null && s.resultQuery === toQuery(s);
      return current ? stateFor(s.entries, next) : { ...s, hasCasco: next };
    });
  }

  function handleNewComparison() {
    setState(emptyState());
    window.scrollTo({ top: 0, behavior: scrollBehavior(prefersReducedMotion()) });
    focusAfterRender(entryFieldId("1", "name"), { preventScroll: true });
  }

  function handleRedo(record: HistoryRecord) {
    const next = stateFor(entriesFromResults(record.results), historyHasCasco(record.results));
    setState(next);
    if (next.comparison) scrollToResult({ delayMs: SCROLL_DELAY_MS });
  }

  return (
    <CalculatorPage
      title={title}
      description={description}
      how={comparatorHow(comparison?.results[0])}
      related={
        history.records.length > 0 ? (
          <ComparatorHistory id={HISTORY_ID} records={history.records} onClear={history.clear} onRedo={handleRedo} />
        ) : null
      }
      faq={comparatorFaq}
    >
      <ComparatorForm
        formRef={formRef}
        entries={entries}
        hasCasco={hasCasco}
        fieldErrors={fieldErrorsOf(entries)}
        showMissing={showErrors}
        hasHistory={history.records.length > 0}
        onEntriesChange={(update) => setState((s) => ({ ...s, entries: update(s.entries) }))}
        onCascoChange={handleCascoChange}
        onSubmit={handleCalculate}
      />
      <div ref={resultsRef} aria-live="polite" className="scroll-mt-result">
        {comparison ? (
          <ComparatorResults
            comparison={comparison}
            stale={resultQuery !== toQuery(state)}
            headingRef={resultsHeadingRef}
            onNewComparison={handleNewComparison}
            shareTitle={title}
          />
        ) : null}
      </div>
    </CalculatorPage>
  );
}

// Issue 15: a shared link with a valid calculation previews its result (text and image).
export const meta: MetaFunction = (args) => calculatorMeta(comparatorPreview, args, { title, description });
