// Price comparator (/): price per litre of each beer, cheapest first. The result is
// computed on "Calcular" (not live), and the inputs live in the URL (docs/decisions/0003-url-state.md), so a shared link
// renders its result in the server HTML.
import type { MetaFunction } from "react-router";
import { useRef, type FormEvent } from "react";
import { toast } from "sonner";
import {
  compareBeers,
  entriesFromResults,
  entriesFromSearch,
  entriesToQuery,
  initialEntries,
  type BeerEntry,
  type Comparison,
  type HistoryRecord,
} from "~/calculators/comparator";
import { entryFieldId } from "~/components/calculator/comparator/entry";
import { ComparatorForm } from "~/components/calculator/comparator/form";
import { ComparatorHistory } from "~/components/calculator/comparator/history";
import { ComparatorResults } from "~/components/calculator/comparator/results";
import { useComparisonHistory } from "~/components/calculator/comparator/use-history";
import { CalculatorPage } from "~/components/calculator/kit/calculator-page";
import { comparatorFaq, comparatorHow } from "~/content/calculators/comparador";
import { prefersReducedMotion, scrollBehavior, useCalculatorForm } from "~/hooks/use-calculator-form";
import { useFocusAfterRender } from "~/hooks/use-focus-after-render";
import { calculatorMeta } from "~/lib/seo/meta";
import { comparatorPreview } from "~/lib/seo/previews";

const title = "Comparador de Preços de Cerveja";
const description =
  "Compare o preço por litro de latas, long necks e garrafas e descubra qual cerveja sai mais em conta.";

/** Delay before the page scrolls to a new result (docs/decisions/0016-comparator-rules.md). */
const SCROLL_DELAY_MS = 100;

interface ComparatorState {
  entries: BeerEntry[];
  comparison: Comparison | null;
  /** The inputs the shown result was computed from (to tell when it is out of date). */
  resultQuery: string | null;
}

const emptyState = (): ComparatorState => ({ entries: initialEntries(), comparison: null, resultQuery: null });

/** The entries and, when they compare, their result. */
function stateFor(entries: BeerEntry[]): ComparatorState {
  const outcome = compareBeers(entries);
  return {
    entries,
    comparison: outcome.ok ? outcome.comparison : null,
    resultQuery: outcome.ok ? entriesToQuery(entries) : null,
  };
}

function readState(params: URLSearchParams): ComparatorState {
  const fromUrl = entriesFromSearch(params);
  return fromUrl ? stateFor(fromUrl) : emptyState();
}

export default function ComparadorPage() {
  const resultsRef = useRef<HTMLDivElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { state, setState, scrollToResult } = useCalculatorForm({
    read: readState,
    toQuery: (s) => entriesToQuery(s.entries),
    result: resultsRef,
    focus: resultsHeadingRef,
  });
  const { entries, comparison, resultQuery } = state;
  const history = useComparisonHistory();
  const focusAfterRender = useFocusAfterRender();

  function handleCalculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = compareBeers(entries);
    if (!outcome.ok) {
      toast.error(outcome.error.title, { description: outcome.error.description });
      return;
    }
    setState((s) => ({ ...s, comparison: outcome.comparison, resultQuery: entriesToQuery(s.entries) }));
    history.save(outcome.comparison.results);
    scrollToResult({ delayMs: SCROLL_DELAY_MS });
  }

  function handleNewComparison() {
    setState(emptyState());
    window.scrollTo({ top: 0, behavior: scrollBehavior(prefersReducedMotion()) });
    focusAfterRender(entryFieldId("1", "name"), { preventScroll: true });
  }

  function handleRedo(record: HistoryRecord) {
    const next = stateFor(entriesFromResults(record.results));
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
          <ComparatorHistory records={history.records} onClear={history.clear} onRedo={handleRedo} />
        ) : null
      }
      faq={comparatorFaq}
    >
      <ComparatorForm
        entries={entries}
        onEntriesChange={(update) => setState((s) => ({ ...s, entries: update(s.entries) }))}
        onSubmit={handleCalculate}
      />
      <div ref={resultsRef} aria-live="polite" className="scroll-mt-20 md:scroll-mt-6">
        {comparison ? (
          <ComparatorResults
            comparison={comparison}
            stale={resultQuery !== entriesToQuery(entries)}
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
