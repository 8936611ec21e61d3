// Price comparator (/): price per litre of each beer, cheapest first. The result is
// computed on "Calcular" (not live), and the inputs live in the URL (docs/decisions/0003-url-state.md), so a shared link
// renders its result in the server HTML.
import type { Route } from "./+types/comparador";
import { useRef, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { toast } from "~/lib/toast";
import { type BeerEntry, compareBeers, fieldErrorsOf } from "~/calculators/comparator";
import { entryFieldId } from "~/components/calculator/comparator/entry";
import { ComparatorForm, HISTORY_ID } from "~/components/calculator/comparator/form";
import {
  SCROLL_DELAY_MS,
  description,
  emptyState,
  readState,
  stateFor,
  stateFromForm,
  title,
  toQuery,
} from "~/components/calculator/comparator/page-state";
import { DeferredHow, DeferredResults, loadResults } from "~/components/calculator/comparator/deferred-results";
import { useComparisonHistory } from "~/components/calculator/comparator/use-history";
import { usePrefetchOnFormStart } from "~/components/calculator/kit/result-code";
import { CalculatorPage } from "~/components/calculator/kit/calculator-page";
import { useCountCalculation } from "~/components/calculator/kit/count-calculation";
import { serverIsland } from "~/components/content/server-island";
import {
  focusFirstInvalidField,
  prefersReducedMotion,
  scrollBehavior,
  useCalculatorForm,
} from "~/hooks/use-calculator-form";
import { useFocusAfterRender } from "~/hooks/use-focus-after-render";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { calculatorHead } from "~/lib/seo/head.server";
import { comparatorPreview } from "~/lib/seo/previews/comparator";

// The FAQ: static text, in the server's HTML only (issue 12.2).
const Content = serverIsland(() => import("~/components/calculator/content-islands/comparador"));

export default function ComparadorPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { state, setState, scrollToResult } = useCalculatorForm({
    read: readState,
    toQuery,
    result: resultsRef,
    focus: resultsHeadingRef,
    // What was typed or chosen before the scripts ran (issue 16).
    form: formRef,
    fromForm: stateFromForm,
  });
  const { entries, hasCasco, comparison, resultQuery, showErrors } = state;
  // Issue 26: the ranking shown after "Calcular" or from a link.
  useCountCalculation("comparador", comparison !== null);
  const history = useComparisonHistory();
  const focusAfterRender = useFocusAfterRender();

  // The ranking's code, as the visitor starts on the form: it is there when "Calcular" shows it.
  usePrefetchOnFormStart(formRef, loadResults);

  async function handleCalculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = compareBeers(entries, { hasCasco });
    if (!outcome.ok) {
      // The messages must be in the page before the first of them can take the focus.
      flushSync(() => setState((s) => ({ ...s, showErrors: true })));
      focusFirstInvalidField(formRef.current);
      toast.error(outcome.error.title, { description: outcome.error.description });
      return;
    }
    await loadResults();
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

  async function handleRedo(entries: BeerEntry[], hasCasco: boolean) {
    const next = stateFor(entries, hasCasco);
    if (next.comparison) await loadResults();
    setState(next);
    if (next.comparison) scrollToResult({ delayMs: SCROLL_DELAY_MS });
  }

  return (
    <CalculatorPage
      title={title}
      description={description}
      how={<DeferredHow best={comparison?.results[0]} />}
      related={
        history.records.length > 0 && history.Section ? (
          <history.Section id={HISTORY_ID} records={history.records} onClear={history.clear} onRedo={handleRedo} />
        ) : null
      }
      faq={<Content id="comparador-perguntas" part="faq" className="render-later" />}
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
          <DeferredResults
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
// The head (title, description, link preview of the calculation in the address) is resolved on the
// server: the SEO code stays off the page (issue 12.2).
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await calculatorHead(url, comparatorPreview, { title, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
