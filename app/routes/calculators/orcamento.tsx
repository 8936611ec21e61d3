// Drinks budget calculator (/orcamento): the budget split between beer, wine, spirits and
// non-alcoholic drinks, and how much of each it buys (app/calculators/budget.ts).
import type { Route } from "./+types/orcamento";
import Calculator from "lucide-react/icons/calculator";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useRef, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { toast } from "~/lib/toast";
import {
  BUDGET_MESSAGES,
  DRINK_TYPES,
  type BudgetFieldErrors,
  type BudgetFormValues,
  percentErrorDescription,
  percentageSum,
  typedPercentages,
  validateBudgetForm,
} from "~/calculators/budget";
import { loadResults } from "~/components/calculator/budget/deferred-results";
import { BudgetAmountFields, BudgetPercentFields } from "~/components/calculator/budget/fields";
import {
  effectiveValues,
  readState,
  sameInput,
  slidersMoved,
  toQuery,
  withCalculation,
  withSliderMoved,
  withSlidersApplied,
  withTypedFields,
  withValue,
} from "~/components/calculator/budget/page-state";
import { BudgetQualityPicker } from "~/components/calculator/budget/quality";
import { BudgetResults } from "~/components/calculator/budget/results";
import { BudgetSliders } from "~/components/calculator/budget/sliders";
import { usePrefetchOnFormStart } from "~/components/calculator/kit/result-code";
import { useCountCalculation } from "~/components/calculator/kit/count-calculation";
import { CalculatorPage, FormCard } from "~/components/calculator/kit/calculator-page";
import { Button } from "~/components/ui/button";
import { serverIsland } from "~/components/content/server-island";
import { focusFirstInvalidField, scrollToResult, useCalculatorForm } from "~/hooks/use-calculator-form";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { calculatorHead } from "~/lib/seo/head.server";
import { budgetPreview } from "~/lib/seo/previews/budget";

// "Como calculamos" and the FAQ: static text, in the server's HTML only (issue 12.2).
const Content = serverIsland(() => import("~/components/calculator/content-islands/orcamento"));

const title = "Calculadora de Orçamento";
const description =
  "Divida o orçamento da festa entre cerveja, vinho, destilados e bebidas sem álcool e veja quanto comprar de cada.";

export default function OrcamentoPage() {
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, setState, reset } = useCalculatorForm({
    read: readState,
    toQuery,
    // What was typed or picked while the scripts were loading (issue 16), into the fields only.
    form: formRef,
    fromForm: withTypedFields,
  });
  const { values, sliders, calculation } = state;
  // Issue 26: the budget shown after "Calcular Orçamento" or from a link.
  useCountCalculation("orcamento", calculation !== undefined);

  const validation = validateBudgetForm(values);
  const errors: BudgetFieldErrors = state.showErrors ? validation.errors : {};
  // Outdated once the form, or the split the sliders show (D20), would compute something else.
  const next = validateBudgetForm(effectiveValues(state));
  const stale = calculation !== undefined && !(next.ok && sameInput(next.value, calculation.input));
  const allPercentagesValid = DRINK_TYPES.every((t) => validation.errors[t] === undefined);
  const typedSum = allPercentagesValid ? percentageSum(typedPercentages(values)) : undefined;

  function update<K extends keyof BudgetFormValues>(key: K, value: BudgetFormValues[K]) {
    setState((s) => withValue(s, key, value));
  }

  // The result's code, as the visitor starts on the form: it is there when "Calcular Orçamento" shows a result.
  usePrefetchOnFormStart(formRef, loadResults);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // D20: the split the sliders show goes into the fields and into the calculation.
    const { state: submitted, validation: checked } = withCalculation(state);
    // Rendered at once, so the fields' messages (and aria-invalid) exist before the focus moves;
    // the result waits for its code below.
    flushSync(() => setState({ ...submitted, calculation: state.calculation }));
    if (!checked.ok && checked.kind === "fields") {
      toast.error(BUDGET_MESSAGES.fieldsErrorTitle, { description: BUDGET_MESSAGES.fieldsErrorDescription });
      focusFirstInvalidField(formRef.current);
      return;
    }
    if (!checked.ok) {
      toast.error(BUDGET_MESSAGES.percentErrorTitle, { description: percentErrorDescription(checked.sum) });
      return;
    }
    const { calculateBudget, summarizeBudget } = await loadResults();
    setState((s) => ({ ...s, calculation: { input: checked.value } }));
    toast.success(BUDGET_MESSAGES.successTitle, { description: summarizeBudget(calculateBudget(checked.value)) });
    // Once the result is rendered, and only when its heading is off screen (below the form on a
    // phone) or under the strip the success toast covers (issue 27 §3: it hid the top cards).
    window.setTimeout(() => {
      const heading = resultHeadingRef.current;
      if (!heading) return;
      const { top, bottom } = heading.getBoundingClientRect();
      const lane = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
      if (top < lane || bottom > window.innerHeight) scrollToResult(heading, { focus: null });
    }, 100);
  }

  return (
    <CalculatorPage
      title={title}
      description={description}
      related={<Content id="orcamento-como-calculamos" part="how" className="render-later" />}
      faq={<Content id="orcamento-perguntas" part="faq" className="render-later" />}
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <FormCard
          title="Dados do orçamento"
          description="Quanto você quer gastar, para quantas pessoas e como dividir entre as bebidas."
          onSubmit={onSubmit}
          action="/orcamento"
          formRef={formRef}
          className="@container gap-4"
        >
          <BudgetAmountFields values={values} errors={errors} onChange={update} />

          <BudgetQualityPicker value={values.quality} onChange={(q) => update("quality", q)} />

          <div className="space-y-4">
            <BudgetSliders
              shares={sliders}
              onChange={(type, value) => setState((s) => withSliderMoved(s, type, value))}
              onApply={() => setState(withSlidersApplied)}
              moved={slidersMoved(state)}
            />
            <BudgetPercentFields values={values} errors={errors} onChange={update} sum={typedSum} />
          </div>

          <div className="flex flex-col-reverse gap-2 @sm:flex-row @sm:justify-end">
            <Button type="button" variant="outline" onClick={() => reset(readState(new URLSearchParams()))}>
              <RotateCcw aria-hidden="true" />
              Redefinir
            </Button>
            <Button type="submit">
              <Calculator aria-hidden="true" />
              Calcular Orçamento
            </Button>
          </div>
        </FormCard>

        <div className="space-y-6">
          <BudgetResults input={calculation?.input} stale={stale} headingRef={resultHeadingRef} />
        </div>
      </div>
    </CalculatorPage>
  );
}

// Issue 15: a shared link with a valid calculation previews its result (text and image).
// The head (title, description, link preview of the calculation in the address) is resolved on the
// server: the SEO code stays off the page (issue 12.2).
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await calculatorHead(url, budgetPreview, { title, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
