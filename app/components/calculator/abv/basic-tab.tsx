import ClipboardList from "lucide-react/icons/clipboard-list";
import { type FormEvent, type Ref, useRef } from "react";
import { toast } from "~/lib/toast";
import { type BasicInput, calculateBasic, formatAbv, KINDS, SHOWN, validateGravities } from "~/calculators/abv";
import type { AbvTools } from "~/calculators/abv-tools-state";
import { CarriedFields, INVALID_DESCRIPTION, INVALID_TOAST, ResetButton } from "~/components/calculator/abv/form-parts";
import { BasicResultView } from "~/components/calculator/abv/results";
import { Banner, GRAVITY_HINT, panel, ResultPanel, shareTextFor } from "~/components/calculator/abv/panels";
import { CalculatorForm } from "~/components/calculator/kit/calculator-page";
import { NumberField } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";
import { recipeHrefFromAbv } from "~/calculators/recipe-link";
import { parseNumber } from "~/lib/numbers";
import { deferredPart } from "~/components/calculator/deferred-part";
import { focusFirstInvalidField } from "~/hooks/use-calculator-form";

// "Como calculamos" below the result: in the server's HTML, its code loaded when the visitor comes near it (issue 12.2).
const DeferredBasicMethod = deferredPart(
  () => import("~/components/calculator/abv/basic-method").then((m) => m.BasicMethod),
  { id: "abv-como-calculamos", when: "near" },
);

/** Set when the actions' code is here; a press in their server HTML before that is replayed by them. */
let actionsLoaded = false;

// The export, copy, print and share buttons under the result: in the server's HTML, their code loaded when the
// visitor comes near them (issue 12.2); the files themselves load on the first click (export-files.ts).
const DeferredResultActions = deferredPart(
  () =>
    import("~/components/calculator/abv/result-actions").then((m) => {
      actionsLoaded = true;
      return m.AbvResultActions;
    }),
  { id: "abv-basica-acoes", when: "near" },
);

/** "Básica": OG and FG, recalculated on every valid change (OG ≥ FG), docs/decisions/0018-abv-rules.md. */
export function BasicTab({
  basic,
  onChange,
  onReset,
  resetHref,
  path,
  tools,
  carry,
  formRef,
}: {
  basic: BasicInput;
  onChange: (basic: BasicInput) => void;
  onReset: () => void;
  /** The page with this form at its defaults ("Redefinir" before the scripts run). */
  resetHref: string;
  path: string;
  /** The tools on the page: those used are exported after the result (issue 16). */
  tools: AbvTools;
  /** The tools' state, carried by this GET form. */
  carry: string;
  formRef?: Ref<HTMLFormElement>;
}) {
  const validation = validateGravities(basic);
  const { errors } = validation;
  const result = validation.ok ? calculateBasic(validation.value) : undefined;
  const pressedEarly = useRef(-1);
  // The server button a pointer went down on while the actions' code was still on its way.
  const pressStart = useRef<HTMLButtonElement | null>(null);
  const pressedLive = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!result) {
      focusFirstInvalidField(event.currentTarget);
      toast.error(INVALID_TOAST, { description: INVALID_DESCRIPTION });
      return;
    }
    toast.success("Cálculo de ABV realizado com sucesso!", {
      description: `ABV ${formatAbv(result.abv)} · ${result.category}`,
    });
  }

  return (
    <>
      <Banner title="Cálculo rápido">
        Informe a densidade original (antes da fermentação) e a final (depois dela), lidas no densímetro. O ABV é
        recalculado na hora pela fórmula padrão.
      </Banner>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CalculatorForm formRef={formRef} onSubmit={onSubmit} aria-labelledby="abv-basic-form-title" className={panel}>
          <h2 id="abv-basic-form-title" className="text-lg font-semibold">
            Densidades
          </h2>
          {/* The tab travels with the form, so the server renders this tab for the submitted fields. */}
          <input type="hidden" name="aba" value="basica" />
          <NumberField
            id="abv-og"
            name="og"
            label="Densidade original (OG)"
            value={basic.og}
            onChange={(og) => onChange({ ...basic, og })}
            error={errors.og}
            hint={`Ex.: 1,050. ${GRAVITY_HINT}`}
            kind={KINDS.gravity}
            format={SHOWN.gravity}
          />
          <NumberField
            id="abv-fg"
            name="fg"
            label="Densidade final (FG)"
            value={basic.fg}
            onChange={(fg) => onChange({ ...basic, fg })}
            error={errors.fg}
            hint={`Ex.: 1,010. ${GRAVITY_HINT} Cervejas muito secas: até 0,990.`}
            kind={KINDS.gravity}
            format={SHOWN.gravity}
          />
          <Button type="submit" size="lg" className="w-full">
            Calcular ABV
          </Button>
          <ResetButton onReset={onReset} href={resetHref} className="w-full" />
          <CarriedFields query={carry} />
        </CalculatorForm>

        <ResultPanel titleId="abv-basic-result-title">
          <div aria-live="polite" data-testid="abv-basic-result">
            {result ? (
              <BasicResultView result={result} />
            ) : (
              <p className="text-muted-foreground">Corrija os campos destacados para ver o resultado.</p>
            )}
          </div>
          {result ? (
            <div
              // Watches the clicks of the buttons inside (a key press on a button is a click too; the div is no
              // control): one of the server's HTML pressed before the actions' code is here is pressed again once live.
              // The code can also arrive between the pointer going down and up: the button it went down on is then
              // gone and the browser sends no click, so the pointer coming up on the live button in its place
              // presses it (and a click the browser might still send for that press is not a second one).
              onPointerDownCapture={(event) => {
                const button = (event.target as Element).closest("button");
                pressStart.current = actionsLoaded ? null : button;
                pressedLive.current = false;
              }}
              // A key press is a gesture of its own: its click is never the one a pointer's press already did.
              onKeyDownCapture={() => {
                pressedLive.current = false;
              }}
              onPointerUpCapture={(event) => {
                const started = pressStart.current;
                pressStart.current = null;
                const button = (event.target as Element).closest("button");
                if (!started || started.isConnected || !actionsLoaded || !button) return;
                const buttons = [...event.currentTarget.querySelectorAll("button")];
                if (pressedEarly.current < 0 && buttons.indexOf(button) >= 0) {
                  pressedLive.current = true;
                  button.click();
                }
              }}
              onClickCapture={(event) => {
                const button = (event.target as Element).closest("button");
                if (pressedLive.current && event.nativeEvent.isTrusted) {
                  pressedLive.current = false;
                  event.preventDefault();
                  event.stopPropagation();
                  return;
                }
                if (actionsLoaded || !button) return;
                pressedEarly.current = [...event.currentTarget.querySelectorAll("button")].indexOf(button);
              }}
            >
              <DeferredResultActions
                result={result}
                tools={tools}
                calculatedAt={null}
                path={path}
                shareText={shareTextFor(result.abv, result.category)}
                idPrefix="abv-basica"
                pressedEarly={() => {
                  const pressed = pressedEarly.current;
                  pressedEarly.current = -1;
                  return pressed;
                }}
              />
            </div>
          ) : null}
          {result ? (
            // Issue 30 item 9: OG and FG (as the attenuation) and the priming sugar open on the recipe sheet.
            <Button asChild variant="outline" className="mt-3 w-full sm:w-auto">
              <a href={abvRecipeHref(result.og, result.fg, tools)} data-testid="abv-levar-receita">
                <ClipboardList aria-hidden="true" /> Levar para a receita
              </a>
            </Button>
          ) : null}
        </ResultPanel>
      </div>
      <DeferredBasicMethod result={result} />
    </>
  );
}

/** The recipe link of a result: the priming tool's sugar, CO₂ and temperature when it was used. */
function abvRecipeHref(og: number, fg: number, tools: AbvTools): string {
  const p = tools.priming;
  return recipeHrefFromAbv(
    og,
    fg,
    p
      ? {
          volume: parseNumber(p.volume),
          co2: parseNumber(p.co2),
          temperature: parseNumber(p.temperature),
          sugar: p.sugar,
        }
      : null,
  );
}
