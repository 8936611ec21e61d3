// IBU calculator (/ibu): bitterness of a recipe by Tinseth's formula (app/calculators/ibu.ts). When the
// result shows and what the URL carries: components/calculator/ibu/page-state.ts.
import type { Route } from "./+types/ibu";
import Calculator from "lucide-react/icons/calculator";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useRef, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { toast } from "~/lib/toast";
import { IBU_KINDS, INVALID_TOAST, calculateIbu, formatIbu, validateIbu, type IbuInput } from "~/calculators/ibu";
import { CalculatorForm, CalculatorPage } from "~/components/calculator/kit/calculator-page";
import { NumberField } from "~/components/calculator/kit/number-field";
import { IbuAdditionList } from "~/components/calculator/ibu/addition-fields";
import {
  description,
  readState,
  resetState,
  resultStateOf,
  stateFromForm,
  title,
  toQuery,
  withInput,
} from "~/components/calculator/ibu/page-state";
import { IbuResultCard } from "~/components/calculator/ibu/result";
import { useCountCalculation } from "~/components/calculator/kit/count-calculation";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { serverIsland } from "~/components/content/server-island";
import { focusFirstInvalidField, scrollToResult, useCalculatorForm } from "~/hooks/use-calculator-form";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { calculatorHead } from "~/lib/seo/head.server";
import { ibuPreview } from "~/lib/seo/previews/ibu";

// "Como calculamos" and the FAQ: static text, in the server's HTML only (issue 12.2).
const Content = serverIsland(() => import("~/components/calculator/content-islands/ibu"));

export default function IbuPage() {
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, setState, reset } = useCalculatorForm({
    read: readState,
    toQuery,
    // What was typed while the scripts were loading (issue 16): only the inputs.
    form: formRef,
    fromForm: stateFromForm,
  });
  const { input, calculated } = state;

  const validation = validateIbu(input);
  // Issue 26: the result shown after "Calcular" or from a link.
  useCountCalculation("ibu", calculated && validation.ok);
  const errors = calculated ? validation.errors : { additions: {} };
  const update = (patch: Partial<IbuInput>) => setState((s) => withInput(s, patch));

  function onCalculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Rendered at once, so the fields' messages (and aria-invalid) exist before the focus moves.
    flushSync(() => setState((s) => ({ ...s, calculated: true, linked: true })));
    if (!validation.ok) {
      const message = INVALID_TOAST[validation.reason];
      toast.error(message.title, { description: message.description });
      focusFirstInvalidField(formRef.current);
      return;
    }
    const result = calculateIbu(validation.value);
    toast.success("Cálculo finalizado!", {
      description: `IBU total: ${formatIbu(result.totalIBU)} — ${result.category}`,
    });
    // On a phone the result sits below the form; focus stays on the form (Enter again recalculates).
    const card = resultRef.current;
    if (card && card.getBoundingClientRect().top > window.innerHeight * 0.6)
      setTimeout(() => scrollToResult(card, { focus: null }), 100);
  }

  return (
    <CalculatorPage
      title={title}
      description={description}
      how={<Content id="ibu-como-calculamos" part="how" className="render-later" />}
      faq={<Content id="ibu-perguntas" part="faq" className="render-later" />}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Card className="gap-5">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2 className="text-xl font-semibold">Dados da receita</h2>
            </CardTitle>
            <CardDescription>Volume e densidade do mosto na fervura e cada adição de lúpulo.</CardDescription>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <CalculatorForm
              action="/ibu"
              formRef={formRef}
              onSubmit={onCalculate}
              aria-label="Calculadora de IBU"
              className="space-y-5"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  id="ibu-volume"
                  name="volume"
                  kind={IBU_KINDS.volume}
                  label="Volume do lote"
                  suffix="L"
                  value={input.volume}
                  onChange={(volume) => update({ volume })}
                  hint="Mínimo 1 L, até 1 casa decimal."
                  error={errors.volume}
                />
                <NumberField
                  id="ibu-og"
                  name="og"
                  kind={IBU_KINDS.originalGravity}
                  format={{ minDecimals: 3, maxDecimals: 6 }}
                  label="Densidade original (OG)"
                  value={input.originalGravity}
                  onChange={(originalGravity) => update({ originalGravity })}
                  hint="Mínimo 1,001, com 3 casas decimais (ex.: 1,050)."
                  error={errors.originalGravity}
                />
              </div>

              <IbuAdditionList
                additions={input.additions}
                errors={errors.additions}
                onChange={(additions) => update({ additions })}
              />

              <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:justify-end">
                <Button type="button" variant="ghost" onClick={() => reset(resetState())}>
                  <RotateCcw aria-hidden="true" /> Redefinir
                </Button>
                <Button type="submit" size="lg">
                  <Calculator aria-hidden="true" /> Calcular
                </Button>
              </div>
            </CalculatorForm>
          </CardContent>
        </Card>

        <div ref={resultRef} className="scroll-mt-result space-y-0 lg:sticky lg:top-6">
          <IbuResultCard state={resultStateOf(calculated, validation)} />
        </div>
      </div>
    </CalculatorPage>
  );
}

// Issue 15: a shared link with a valid calculation previews its result (text and image).
// The head (title, description, link preview of the calculation in the address) is resolved on the
// server: the SEO code stays off the page (issue 12.2).
export async function loader({ url }: Route.LoaderArgs) {
  return { head: await calculatorHead(url, ibuPreview, { title, description }) };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
