import { RefreshCw } from "lucide-react";
import { type FormEvent, useRef } from "react";
import { toast } from "sonner";
import {
  ABV_FORMULAS,
  type AdvancedInput,
  advancedQuery,
  type AdvancedResult,
  calculateAdvanced,
  exportRows,
  FORMULA_DESCRIPTIONS,
  FORMULA_LABELS,
  formatAbv,
  MEASUREMENT_LABELS,
  MEASUREMENTS,
  parseFormula,
  parseMeasurement,
  READING_DEFAULTS,
  validateAdvanced,
} from "~/calculators/abv";
import { Banner, GRAVITY_HINT, panel, ResultPanel, shareTextFor } from "~/components/calculator/abv/panels";
import { AbvResultActions } from "~/components/calculator/abv/result-actions";
import { AdvancedMethod, AdvancedResultView } from "~/components/calculator/abv/results";
import { NumberField } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { scrollToResult } from "~/hooks/use-calculator-form";

export interface Submitted {
  result: AdvancedResult;
  input: AdvancedInput;
  /** null for a result rendered from a shared link (the export then uses "now"). */
  at: Date | null;
}

const FIELD_ORDER = ["og", "fg", "temperature", "calibration", "wcf"] as const;

/** "Avançada": instrument, formula and temperature; the analysis appears after "Calcular análise". */
export function AdvancedTab({
  advanced,
  onChange,
  submitted,
  onSubmitted,
  path,
}: {
  advanced: AdvancedInput;
  onChange: (patch: Partial<AdvancedInput>) => void;
  submitted: Submitted | null;
  onSubmitted: (submitted: Submitted) => void;
  path: string;
}) {
  const resultRef = useRef<HTMLElement>(null);
  const validation = validateAdvanced(advanced);
  const { errors } = validation;
  const stale = submitted !== null && advancedQuery(submitted.input) !== advancedQuery(advanced);
  const refractometer = advanced.measurement === "refractometer";
  const set = (key: "og" | "fg" | "temperature" | "calibration" | "wcf") => (value: string) =>
    onChange({ [key]: value });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!validation.ok) {
      const first = FIELD_ORDER.find((f) => validation.errors[f]);
      if (first) document.getElementById(`abv-adv-${first}`)?.focus();
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
        <form noValidate onSubmit={onSubmit} aria-labelledby="abv-adv-form-title" className={panel}>
          <h2 id="abv-adv-form-title" className="text-lg font-semibold">
            Dados da medição
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <div className="space-y-1.5">
              <Label htmlFor="abv-adv-measurement">Instrumento</Label>
              <Select
                value={advanced.measurement}
                onValueChange={(value) => {
                  const m = parseMeasurement(value);
                  if (m && m !== advanced.measurement) onChange({ measurement: m, ...READING_DEFAULTS[m] });
                }}
              >
                <SelectTrigger id="abv-adv-measurement" className="w-full" aria-describedby="abv-adv-measurement-hint">
                  {/* The text in the server HTML too (Radix fills an empty value only after hydration). */}
                  <SelectValue>{MEASUREMENT_LABELS[advanced.measurement]}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {MEASUREMENTS.map((m) => (
                    <SelectItem key={m} value={m}>
                      {MEASUREMENT_LABELS[m]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <p id="abv-adv-measurement-hint" className="text-xs text-muted-foreground">
                {refractometer ? "Leituras em °Brix (°Bx)." : "Leituras em densidade (SG)."} Trocar o instrumento
                restaura as leituras padrão.
              </p>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="abv-adv-formula">Fórmula</Label>
              <Select
                value={advanced.formula}
                onValueChange={(value) => {
                  const f = parseFormula(value);
                  if (f) onChange({ formula: f });
                }}
              >
                <SelectTrigger id="abv-adv-formula" className="w-full" aria-describedby="abv-adv-formula-hint">
                  <SelectValue>{FORMULA_LABELS[advanced.formula]}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {ABV_FORMULAS.map((f) => (
                    <SelectItem key={f} value={f}>
                      {FORMULA_LABELS[f]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <p id="abv-adv-formula-hint" className="text-xs text-muted-foreground">
                {FORMULA_DESCRIPTIONS[advanced.formula]}
              </p>
            </div>
            <NumberField
              id="abv-adv-og"
              label={refractometer ? "Leitura original (°Bx)" : "Densidade original (OG)"}
              value={advanced.og}
              onChange={set("og")}
              error={errors.og}
              suffix={refractometer ? "°Bx" : undefined}
              hint={refractometer ? "Mosto antes da fermentação. Ex.: 12,5." : `Ex.: 1,050. ${GRAVITY_HINT}`}
            />
            <NumberField
              id="abv-adv-fg"
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
        </form>

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
            {submitted ? (
              <AdvancedResultView result={submitted.result} />
            ) : (
              <p className="text-muted-foreground">
                Preencha os dados e clique em “Calcular análise” para ver ABV, atenuação, densidades corrigidas, °Plato,
                °Brix e calorias.
              </p>
            )}
          </div>
          {submitted ? (
            <AbvResultActions
              rows={(date) => exportRows(submitted.result, date)}
              calculatedAt={submitted.at}
              path={stale ? `/abv?${advancedQuery(submitted.input)}` : path}
              shareText={shareTextFor(submitted.result.abv, submitted.result.category)}
            />
          ) : null}
        </ResultPanel>
      </div>
      {submitted ? <AdvancedMethod result={submitted.result} /> : null}
    </>
  );
}
