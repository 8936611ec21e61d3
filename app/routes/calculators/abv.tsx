import type { MetaFunction } from "react-router";
import { FlaskConical, Gauge, Info, RefreshCw } from "lucide-react";
import { type FormEvent, type ReactNode, type Ref, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { abvFaq } from "~/content/calculators/abv";
import { ABV_PRINT_CSS, AbvResultActions, PRINT_AREA_ID } from "~/components/calculator/abv/result-actions";
import { AdvancedMethod, AdvancedResultView, BasicMethod, BasicResultView } from "~/components/calculator/abv/results";
import { AbvTools } from "~/components/calculator/abv/tools";
import { Faq } from "~/components/calculator/kit/faq";
import { NumberField } from "~/components/calculator/kit/number-field";
import { useQuerySync } from "~/hooks/use-query-sync";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import {
  ABV_FORMULAS,
  type AbvTab,
  type AdvancedField,
  type AdvancedInput,
  advancedQuery,
  type AdvancedResult,
  advancedResultFor,
  type BasicInput,
  basicQuery,
  calculateAdvanced,
  calculateBasic,
  exportRows,
  FORMULA_DESCRIPTIONS,
  FORMULA_LABELS,
  formatAbv,
  MEASUREMENT_LABELS,
  MEASUREMENTS,
  parseAbvQuery,
  parseFormula,
  parseMeasurement,
  READING_DEFAULTS,
  validateAdvanced,
  validateGravities,
} from "~/calculators/abv";
import { pageSeoMeta } from "~/lib/seo/meta";

const title = "Calculadora de ABV";
const description =
  "Calcule o teor alcoólico da sua cerveja em percentual por volume (ABV) a partir das densidades original e final, com correções de temperatura e de refratômetro.";

const GRAVITY_HINT = "De 1,000 a 1,200, passo 0,001.";

interface Submitted {
  result: AdvancedResult;
  input: AdvancedInput;
  /** null for a result rendered from a shared link (the export then uses "now"). */
  at: Date | null;
}

function shareTextFor(abv: number, category: string) {
  return `Minha cerveja tem ${formatAbv(abv)} de álcool (${category}). Calcule o ABV da sua no Cervejômetro:`;
}

function focusField(id: string) {
  document.getElementById(id)?.focus();
}

export default function AbvPage() {
  const [searchParams] = useSearchParams();
  // D3: the first render reads the inputs from the URL (also on the server), so a
  // shared link renders its result in the HTML.
  const [initial] = useState(() => parseAbvQuery(searchParams));
  const [tab, setTab] = useState<AbvTab>(initial.tab);
  const [basic, setBasic] = useState<BasicInput>(initial.basic);
  const [advanced, setAdvanced] = useState<AdvancedInput>(initial.advanced);
  const [submitted, setSubmitted] = useState<Submitted | null>(() => {
    if (initial.tab !== "avancada") return null;
    const result = advancedResultFor(initial.advanced);
    return result ? { result, input: initial.advanced, at: null } : null;
  });
  const advancedResultRef = useRef<HTMLElement>(null);

  const query = tab === "avancada" ? advancedQuery(advanced) : basicQuery(basic);
  useQuerySync(query);
  const path = `/abv?${query}`;

  // Basic: recalculated on every valid change (OG ≥ FG), §4.
  const basicValidation = validateGravities(basic);
  const basicErrors = basicValidation.ok ? {} : basicValidation.errors;
  const basicResult = basicValidation.ok ? calculateBasic(basicValidation.value) : undefined;

  const advancedValidation = validateAdvanced(advanced);
  const advancedErrors: Partial<Record<AdvancedField, string>> = advancedValidation.ok ? {} : advancedValidation.errors;
  const stale = submitted !== null && advancedQuery(submitted.input) !== advancedQuery(advanced);
  const refractometer = advanced.measurement === "refractometer";

  function changeTab(value: string) {
    const next: AbvTab = value === "avancada" ? "avancada" : "basica";
    if (next === tab) return;
    // The same beer on both tabs: hydrometer readings follow the visitor across.
    if (advanced.measurement === "hydrometer") {
      if (next === "avancada") setAdvanced((a) => ({ ...a, og: basic.og, fg: basic.fg }));
      else setBasic({ og: advanced.og, fg: advanced.fg });
    }
    setTab(next);
  }

  function onBasicSubmit(event: FormEvent) {
    event.preventDefault();
    if (!basicValidation.ok) {
      focusField(basicErrors.og ? "abv-og" : "abv-fg");
      return;
    }
    const r = calculateBasic(basicValidation.value);
    toast.success("Cálculo de ABV realizado com sucesso!", { description: `ABV ${formatAbv(r.abv)} · ${r.category}` });
  }

  function onAdvancedSubmit(event: FormEvent) {
    event.preventDefault();
    const v = validateAdvanced(advanced);
    if (!v.ok) {
      const order: AdvancedField[] = ["og", "fg", "temperature", "calibration", "wcf"];
      const first = order.find((f) => v.errors[f]);
      if (first) focusField(`abv-adv-${first}`);
      return;
    }
    const result = calculateAdvanced(v.value);
    setSubmitted({ result, input: advanced, at: new Date() });
    toast.success("Cálculo avançado de ABV realizado com sucesso!", {
      description: `ABV ${formatAbv(result.abv)} · ${result.category}`,
    });
    requestAnimationFrame(() => advancedResultRef.current?.scrollIntoView({ behavior: "smooth", block: "nearest" }));
  }

  const setAdv = (key: "og" | "fg" | "temperature" | "calibration" | "wcf") => (value: string) =>
    setAdvanced((a) => ({ ...a, [key]: value }));

  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: ABV_PRINT_CSS }} />
      <PageHeader title={title} description={description} />

      <Tabs value={tab} onValueChange={changeTab} className="gap-4">
        <TabsList className="grid h-11 w-full grid-cols-2 sm:w-96">
          <TabsTrigger value="basica" className="gap-2">
            <Gauge aria-hidden="true" /> Básica
          </TabsTrigger>
          <TabsTrigger value="avancada" className="gap-2">
            <FlaskConical aria-hidden="true" /> Avançada
          </TabsTrigger>
        </TabsList>

        <TabsContent value="basica" className="space-y-4">
          <Banner title="Cálculo rápido">
            Informe a densidade original (antes da fermentação) e a final (depois dela), lidas no densímetro. O ABV é recalculado
            na hora pela fórmula padrão.
          </Banner>
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <form noValidate onSubmit={onBasicSubmit} aria-labelledby="abv-basic-form-title" className={panel}>
              <h2 id="abv-basic-form-title" className="text-lg font-semibold">
                Densidades
              </h2>
              <NumberField
                id="abv-og"
                label="Densidade original (OG)"
                value={basic.og}
                onChange={(og) => setBasic((b) => ({ ...b, og }))}
                error={basicErrors.og}
                hint={`Ex.: 1,050. ${GRAVITY_HINT}`}
              />
              <NumberField
                id="abv-fg"
                label="Densidade final (FG)"
                value={basic.fg}
                onChange={(fg) => setBasic((b) => ({ ...b, fg }))}
                error={basicErrors.fg}
                hint={`Ex.: 1,010. ${GRAVITY_HINT} Cervejas muito secas: até 0,990.`}
              />
              <Button type="submit" size="lg" className="w-full">
                Calcular ABV
              </Button>
            </form>

            <ResultPanel titleId="abv-basic-result-title">
              <div aria-live="polite" data-testid="abv-basic-result">
                {basicResult ? (
                  <BasicResultView result={basicResult} />
                ) : (
                  <p className="text-muted-foreground">Corrija os campos destacados para ver o resultado.</p>
                )}
              </div>
              {basicResult ? (
                <AbvResultActions
                  rows={(date) => exportRows(basicResult, date)}
                  calculatedAt={null}
                  path={path}
                  shareText={shareTextFor(basicResult.abv, basicResult.category)}
                />
              ) : null}
            </ResultPanel>
          </div>
          <BasicMethod result={basicResult} />
        </TabsContent>

        <TabsContent value="avancada" className="space-y-4">
          <Banner title="Análise completa">
            Escolha o instrumento e a fórmula, informe a temperatura da amostra e clique em “Calcular análise”: você vê ABV,
            atenuação aparente e real, densidades corrigidas, °Plato, °Brix e calorias. Com o refratômetro, digite as leituras em
            °Brix: corrigimos o efeito do álcool pela fórmula de Terrill.
          </Banner>
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <form noValidate onSubmit={onAdvancedSubmit} aria-labelledby="abv-adv-form-title" className={panel}>
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
                      if (m && m !== advanced.measurement) setAdvanced((a) => ({ ...a, measurement: m, ...READING_DEFAULTS[m] }));
                    }}
                  >
                    <SelectTrigger id="abv-adv-measurement" className="w-full" aria-describedby="abv-adv-measurement-hint">
                      <SelectValue />
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
                    {refractometer ? "Leituras em °Brix (°Bx)." : "Leituras em densidade (SG)."} Trocar o instrumento restaura as
                    leituras padrão.
                  </p>
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor="abv-adv-formula">Fórmula</Label>
                  <Select
                    value={advanced.formula}
                    onValueChange={(value) => {
                      const f = parseFormula(value);
                      if (f) setAdvanced((a) => ({ ...a, formula: f }));
                    }}
                  >
                    <SelectTrigger id="abv-adv-formula" className="w-full" aria-describedby="abv-adv-formula-hint">
                      <SelectValue />
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
                  onChange={setAdv("og")}
                  error={advancedErrors.og}
                  suffix={refractometer ? "°Bx" : undefined}
                  hint={refractometer ? "Mosto antes da fermentação. Ex.: 12,5." : `Ex.: 1,050. ${GRAVITY_HINT}`}
                />
                <NumberField
                  id="abv-adv-fg"
                  label={refractometer ? "Leitura final (°Bx)" : "Densidade final (FG)"}
                  value={advanced.fg}
                  onChange={setAdv("fg")}
                  error={advancedErrors.fg}
                  suffix={refractometer ? "°Bx" : undefined}
                  hint={refractometer ? "Leitura sem correção, como o aparelho mostra. Ex.: 4,2." : `Ex.: 1,010. ${GRAVITY_HINT}`}
                />
                {refractometer ? (
                  <NumberField
                    id="abv-adv-wcf"
                    label="Fator de correção do mosto (WCF)"
                    value={advanced.wcf}
                    onChange={setAdv("wcf")}
                    error={advancedErrors.wcf}
                    hint="Padrão 1,04. Refratômetros com ATC já compensam a temperatura."
                  />
                ) : (
                  <>
                    <NumberField
                      id="abv-adv-temperature"
                      label="Temperatura da amostra"
                      value={advanced.temperature}
                      onChange={setAdv("temperature")}
                      error={advancedErrors.temperature}
                      suffix="°C"
                      allowNegative
                      hint="Na hora da leitura. Mínimo 0 °C."
                    />
                    <NumberField
                      id="abv-adv-calibration"
                      label="Calibração do densímetro"
                      value={advanced.calibration}
                      onChange={setAdv("calibration")}
                      error={advancedErrors.calibration}
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

            <ResultPanel titleId="abv-adv-result-title" ref={advancedResultRef}>
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
                    Preencha os dados e clique em “Calcular análise” para ver ABV, atenuação, densidades corrigidas, °Plato, °Brix
                    e calorias.
                  </p>
                )}
              </div>
              {submitted ? (
                <AbvResultActions
                  rows={(date) => exportRows(submitted.result, date)}
                  calculatedAt={submitted.at}
                  path={submitted && !stale ? path : `/abv?${advancedQuery(submitted.input)}`}
                  shareText={shareTextFor(submitted.result.abv, submitted.result.category)}
                />
              ) : null}
            </ResultPanel>
          </div>
          {submitted ? <AdvancedMethod result={submitted.result} /> : null}
        </TabsContent>
      </Tabs>

      <AbvTools />
      <Faq items={abvFaq} />
    </>
  );
}

const panel = "flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6";

function Banner({ title: bannerTitle, children }: { title: string; children: ReactNode }) {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">{bannerTitle}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

/** The result card; it is also what "Imprimir" prints (#abv-print-area). */
function ResultPanel({ titleId, children, ref }: { titleId: string; children: ReactNode; ref?: Ref<HTMLElement> }) {
  return (
    <section id={PRINT_AREA_ID} ref={ref} aria-labelledby={titleId} className={`${panel} scroll-mt-20`}>
      <p className="hidden text-sm print:block">Cervejômetro · Calculadora de ABV</p>
      <h2 id={titleId} className="text-lg font-semibold">
        Resultado
      </h2>
      {children}
    </section>
  );
}

export const meta: MetaFunction = (args) => pageSeoMeta(args, { title, description });
