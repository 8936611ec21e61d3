import RefreshCw from "lucide-react/icons/refresh-cw";
import { type FormEvent, type Ref, useRef } from "react";
import { toast } from "~/lib/toast";
import {
  ABV_FORMULAS,
  type AdvancedInput,
  advancedQuery,
  formatAbv,
  KINDS,
  MEASUREMENTS,
  READING_DEFAULTS,
  readingKind,
  readingShown,
  SHOWN,
} from "~/calculators/abv";
import {
  advancedResultFor,
  type AdvancedResult,
  calculateAdvanced,
  FORMULA_DESCRIPTIONS,
  FORMULA_LABELS,
  MEASUREMENT_LABELS,
  validateAdvanced,
} from "~/calculators/abv-advanced";
import type { AbvTools } from "~/calculators/abv-tools-state";
import { CarriedFields, INVALID_DESCRIPTION, INVALID_TOAST, ResetButton } from "~/components/calculator/abv/form-parts";
import { ChoiceField } from "~/components/calculator/abv/choice-field";
import { Banner, GRAVITY_HINT, panel, ResultPanel, shareTextFor } from "~/components/calculator/abv/panels";
import { AbvResultActions } from "~/components/calculator/abv/result-actions";
import { AdvancedMethod, AdvancedResultView } from "~/components/calculator/abv/advanced-results";
import { CalculatorForm } from "~/components/calculator/kit/calculator-page";
import { NumberField } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";
import { focusFirstInvalidField, scrollToResult } from "~/hooks/use-calculator-form";

/**
 * The analysis asked for: the inputs of the last "Calcular análise", or of a shared advanced
 * link (read with the page's URL state, whose code does not calculate it: the result is
 * worked out here, by the tab's own code, issue 12). `result` is absent for a link.
 */
export interface Submitted {
  input: AdvancedInput;
  result?: AdvancedResult;
  /** null for a result rendered from a shared link (the export then uses "now"). */
  at: Date | null;
}

/** The analysis `submitted` shows; undefined when there is none (a link with an invalid field shows none). */
export function analysisOf(submitted: Submitted | null): AdvancedResult | undefined {
  return submitted ? (submitted.result ?? advancedResultFor(submitted.input)) : undefined;
}

const MEASUREMENT_OPTIONS = MEASUREMENTS.map((m) => ({ value: m, label: MEASUREMENT_LABELS[m] }));
const FORMULA_OPTIONS = ABV_FORMULAS.map((f) => ({ value: f, label: FORMULA_LABELS[f] }));

/** "Avançada": instrument, formula and temperature; the analysis appears after "Calcular análise". */
export function AdvancedTab({
  advanced,
  onChange,
  submitted,
  onSubmitted,
  onReset,
  resetHref,
  path,
  tools,
  carry,
  formRef,
}: {
  advanced: AdvancedInput;
  onChange: (patch: Partial<AdvancedInput>) => void;
  submitted: Submitted | null;
  onSubmitted: (submitted: Submitted) => void;
  onReset: () => void;
  /** The page with this form at its defaults ("Redefinir" before the scripts run). */
  resetHref: string;
  path: string;
  /** The tools on the page: those used are exported after the analysis (issue 16). */
  tools: AbvTools;
  /** The tools' state, carried by this GET form. */
  carry: string;
  formRef?: Ref<HTMLFormElement>;
}) {
  const resultRef = useRef<HTMLElement>(null);
  const validation = validateAdvanced(advanced);
  const { errors } = validation;
  const analysis = analysisOf(submitted);
  const stale =
    submitted !== null && analysis !== undefined && advancedQuery(submitted.input) !== advancedQuery(advanced);
  const refractometer = advanced.measurement === "refractometer";
  const set = (key: "og" | "fg" | "temperature" | "calibration" | "wcf") => (value: string) =>
    onChange({ [key]: value });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validation.ok) {
      focusFirstInvalidField(event.currentTarget);
      toast.error(INVALID_TOAST, { description: INVALID_DESCRIPTION });
      return;
    }
    const result = calculateAdvanced(validation.value);
    onSubmitted({ result, input: advanced, at: new Date() });
    toast.success("Cálculo avançado de ABV realizado com sucesso!", {
      description: `ABV ${formatAbv(result.abv)} · ${result.category}`,
    });
    requestAnimationFrame(() => scrollToResult(resultRef.current, { focus: null, block: "nearest" }));
  }

  return (
    <>
      <Banner title="Análise completa">
        Escolha o instrumento e a fórmula, informe a temperatura da amostra e clique em “Calcular análise”: você vê ABV,
        atenuação aparente e real, densidades corrigidas, °Plato, °Brix e calorias. Com o refratômetro, digite as
        leituras em °Brix: corrigimos o efeito do álcool pela fórmula de Terrill.
      </Banner>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CalculatorForm formRef={formRef} onSubmit={onSubmit} aria-labelledby="abv-adv-form-title" className={panel}>
          <h2 id="abv-adv-form-title" className="text-lg font-semibold">
            Dados da medição
          </h2>
          {/* The tab travels with the form, so the server renders this tab for the submitted fields. */}
          <input type="hidden" name="aba" value="avancada" />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <ChoiceField
              id="abv-adv-measurement"
              name="medicao"
              label="Instrumento"
              value={advanced.measurement}
              options={MEASUREMENT_OPTIONS}
              onChange={(m) => {
                if (m !== advanced.measurement) onChange({ measurement: m, ...READING_DEFAULTS[m] });
              }}
              hint={`${refractometer ? "Leituras em °Brix (°Bx)." : "Leituras em densidade (SG)."} Trocar o instrumento restaura as leituras padrão.`}
            />
            <ChoiceField
              id="abv-adv-formula"
              name="formula"
              label="Fórmula"
              value={advanced.formula}
              options={FORMULA_OPTIONS}
              onChange={(f) => onChange({ formula: f })}
              hint={FORMULA_DESCRIPTIONS[advanced.formula]}
            />
            <NumberField
              id="abv-adv-og"
              name="og"
              kind={readingKind(advanced.measurement)}
              format={readingShown(advanced.measurement)}
              label={refractometer ? "Leitura original (°Bx)" : "Densidade original (OG)"}
              value={advanced.og}
              onChange={set("og")}
              error={errors.og}
              suffix={refractometer ? "°Bx" : undefined}
              hint={refractometer ? "Mosto antes da fermentação. Ex.: 12,5." : `Ex.: 1,050. ${GRAVITY_HINT}`}
            />
            <NumberField
              id="abv-adv-fg"
              name="fg"
              kind={readingKind(advanced.measurement)}
              format={readingShown(advanced.measurement)}
              label={refractometer ? "Leitura final (°Bx)" : "Densidade final (FG)"}
              value={advanced.fg}
              onChange={set("fg")}
              error={errors.fg}
              suffix={refractometer ? "°Bx" : undefined}
              hint={
                refractometer
                  ? "Leitura sem correção, como o aparelho mostra. Ex.: 4,2."
                  : `Ex.: 1,010. ${GRAVITY_HINT}`
              }
            />
            {refractometer ? (
              <NumberField
                id="abv-adv-wcf"
                name="fator"
                kind={KINDS.wcf}
                format={SHOWN.wcf}
                label="Fator de correção do mosto (WCF)"
                value={advanced.wcf}
                onChange={set("wcf")}
                error={errors.wcf}
                hint="Padrão 1,04. Refratômetros com ATC já compensam a temperatura."
              />
            ) : (
              <>
                <NumberField
                  id="abv-adv-temperature"
                  name="temp"
                  kind={KINDS.temperature}
                  format={SHOWN.temperature}
                  label="Temperatura da amostra"
                  value={advanced.temperature}
                  onChange={set("temperature")}
                  error={errors.temperature}
                  suffix="°C"
                  allowNegative
                  hint="Na hora da leitura. Mínimo 0 °C."
                />
                <NumberField
                  id="abv-adv-calibration"
                  name="calibracao"
                  kind={KINDS.temperature}
                  format={SHOWN.temperature}
                  label="Calibração do densímetro"
                  value={advanced.calibration}
                  onChange={set("calibration")}
                  error={errors.calibration}
                  suffix="°C"
                  hint="Geralmente 20 °C (alguns, 15,56 °C = 60 °F)."
                />
              </>
            )}
          </div>
          <Button type="submit" size="lg" className="w-full">
            Calcular análise
          </Button>
          <ResetButton onReset={onReset} href={resetHref} className="w-full" />
          <CarriedFields query={carry} />
        </CalculatorForm>

        <ResultPanel titleId="abv-adv-result-title" ref={resultRef}>
          {stale ? (
            <p
              className="flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm"
              data-print-hide
            >
              <RefreshCw className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              Os dados mudaram desde o último cálculo. Clique em “Calcular análise” para atualizar o resultado.
            </p>
          ) : null}
          <div aria-live="polite" data-testid="abv-advanced-result">
            {analysis ? (
              <AdvancedResultView result={analysis} />
            ) : (
              <p className="text-muted-foreground">
                Preencha os dados e clique em “Calcular análise” para ver ABV, atenuação, densidades corrigidas, °Plato,
                °Brix e calorias.
              </p>
            )}
          </div>
          {submitted && analysis ? (
            <AbvResultActions
              result={analysis}
              tools={tools}
              calculatedAt={submitted.at}
              path={stale ? `/abv?${advancedQuery(submitted.input)}` : path}
              shareText={shareTextFor(analysis.abv, analysis.category)}
              idPrefix="abv-avancada"
            />
          ) : null}
        </ResultPanel>
      </div>
      {analysis ? <AdvancedMethod result={analysis} /> : null}
    </>
  );
}
