// IBU calculator (/ibu): bitterness of a recipe by Tinseth's formula (app/calculators/ibu.ts).
import type { MetaFunction } from "react-router";
import { Calculator, RotateCcw } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { toast } from "sonner";
import {
  IBU_KINDS,
  INVALID_TOAST,
  calculateIbu,
  defaultIbuInput,
  formatIbu,
  ibuFromQuery,
  ibuToQuery,
  sameIbuInput,
  validateIbu,
  type IbuInput,
} from "~/calculators/ibu";
import { CalculatorForm, CalculatorPage } from "~/components/calculator/kit/calculator-page";
import { NumberField } from "~/components/calculator/kit/number-field";
import { IbuAdditionList } from "~/components/calculator/ibu/addition-fields";
import { IbuResultCard, type IbuResultState } from "~/components/calculator/ibu/result";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { serverIsland } from "~/components/content/server-island";
import { focusFirstInvalidField, scrollToResult, useCalculatorForm } from "~/hooks/use-calculator-form";
import { calculatorMeta } from "~/lib/seo/meta";
import { ibuPreview } from "~/lib/seo/previews/ibu";

// "Como calculamos" and the FAQ: static text, in the server's HTML only (issue 12.2).
const Content = serverIsland(() => import("~/components/calculator/content-islands/ibu"));

const title = "Calculadora de IBU";
const description = "Calcule o amargor da sua receita pelo método de Tinseth, adição por adição de lúpulo.";

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
interface IbuState {
  input: IbuInput;
  /** A result is wanted: after "Calcular" or from a link with inputs. */
  calculated: boolean;
  /** The address bar carries the inputs: after any change or "Calcular"; not after "Redefinir". */
  linked: boolean;
}

function readState(params: URLSearchParams): IbuState {
  const { input, fromLink } = ibuFromQuery(params);
  return { input, calculated: fromLink, linked: fromLink };
}

export default function IbuPage() {
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, setState, reset } = useCalculatorForm({
    read: readState,
    toQuery: (s: IbuState) => (s.linked ? ibuToQuery(s.input) : ""),
    // What was typed while the scripts were loading (issue 16): only the inputs, so a plain
    // visit still waits for "Calcular" (a link's fields would be a calculation made).
    form: formRef,
    fromForm: (fields, s) => {
      const typed = ibuFromQuery(fields).input;
      return sameIbuInput(typed, s.input) ? s : { ...s, input: typed, linked: true };
    },
  });
  const { input, calculated } = state;

  const validation = validateIbu(input);
  const errors = calculated ? validation.errors : { additions: {} };
  const resultState: IbuResultState = !calculated
    ? { kind: "empty" }
    : validation.ok
      ? { kind: "ready", result: calculateIbu(validation.value), values: validation.value }
      : { kind: "invalid" };

  // A change that does not change the numbers (the field showing "1000" back as "1.000" on
  // blur) leaves a clean address clean.
  const update = (patch: Partial<IbuInput>) =>
    setState((s) => {
      const next = { ...s.input, ...patch };
      return { ...s, input: next, linked: s.linked || ibuToQuery(next) !== ibuToQuery(s.input) };
    });

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
      how={<Content id="ibu-como-calculamos" part="how" />}
      faq={<Content id="ibu-perguntas" part="faq" />}
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
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => reset({ input: defaultIbuInput(), calculated: false, linked: false })}
                >
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
          <IbuResultCard state={resultState} />
        </div>
      </div>
    </CalculatorPage>
  );
}

// Issue 15: a shared link with a valid calculation previews its result (text and image).
export const meta: MetaFunction = (args) => calculatorMeta(ibuPreview, args, { title, description });
