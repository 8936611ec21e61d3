// The brewer's recipe sheet (/receita, issue 30): grains, hops and yeast to OG, FG, ABV, IBU and
// colour, the BJCP style check, and the brew day. The formulas: app/calculators/recipe.ts (D18);
// when the result shows and what the URL carries: components/calculator/recipe/page-state.ts.
import type { Route } from "./+types/receita";
import Calculator from "lucide-react/icons/calculator";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useMemo, useRef, type FormEvent } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { flushSync } from "react-dom";
import { toast } from "~/lib/toast";
import {
  calculateRecipe,
  RECIPE_FIELDS,
  RECIPE_QUERY_KEYS,
  validateRecipe,
  type RecipeInput,
  type RecipeNumberField,
} from "~/calculators/recipe";
import { YEASTS, yeastByName } from "~/calculators/recipe-data";
import { importErrorMessage } from "~/calculators/beerxml-messages";
import type { PrimingSugar } from "~/calculators/abv-tools-state";
import { PRIMING_SUGAR_INFO } from "~/calculators/priming";
import { ChoiceField } from "~/components/calculator/abv/choice-field";
import { CalculatorForm, CalculatorPage } from "~/components/calculator/kit/calculator-page";
import { NumberField } from "~/components/calculator/kit/number-field";
import { useCountCalculation } from "~/components/calculator/kit/count-calculation";
import { BeerXmlImport } from "~/components/calculator/recipe/beerxml-import";
import { HopList, MaltList } from "~/components/calculator/recipe/ingredient-rows";
import {
  description,
  readState,
  resetState,
  resultStateOf,
  stateFromForm,
  title,
  toQuery,
  withInput,
} from "~/components/calculator/recipe/page-state";
import { RecipeResultCard, recipeSummary } from "~/components/calculator/recipe/result";
import { serverIsland } from "~/components/content/server-island";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SRM_HEX } from "~/content/infographics/colors";
import { BJCP_STYLES } from "~/content/infographics/styles";
import { focusFirstInvalidField, scrollToResult, useCalculatorForm } from "~/hooks/use-calculator-form";
import { headFromLoader, headOnlyRevalidate } from "~/lib/seo/head";
import { calculatorHead } from "~/lib/seo/head.server";
import { recipePreview } from "~/lib/seo/previews/recipe";

// "Como calculamos" and the FAQ: static text, in the server's HTML only (issue 12.2).
const Content = serverIsland(() => import("~/components/calculator/content-islands/receita"));

const CUSTOM_YEAST = "";
const SUGAR_OPTIONS = (Object.keys(PRIMING_SUGAR_INFO) as PrimingSugar[]).map((value) => ({
  value,
  label: PRIMING_SUGAR_INFO[value].label,
}));

/** The label, unit and hint of each plain number field of the recipe. */
const FIELD_TEXT: Record<RecipeNumberField, { label: string; suffix?: string; hint?: string }> = {
  volume: { label: "Volume no fermentador", suffix: "L" },
  efficiency: { label: "Eficiência da brassagem", suffix: "%", hint: "Típico: 65 a 80%." },
  attenuation: { label: "Atenuação aparente", suffix: "%" },
  mashRatio: { label: "Razão água/malte", suffix: "L/kg", hint: "Padrão: 3 L por kg." },
  mashTemp: { label: "Temperatura da mostura", suffix: "°C" },
  grainTemp: { label: "Temperatura do malte", suffix: "°C" },
  boilTime: { label: "Tempo de fervura", suffix: "min" },
  boilOff: { label: "Evaporação", suffix: "L/h" },
  absorption: { label: "Absorção do grão", suffix: "L/kg" },
  fermentTemp: { label: "Temperatura máxima na fermentação", suffix: "°C", hint: "Para o CO₂ residual do priming." },
  co2: { label: "Carbonatação", suffix: "vol", hint: "Volumes de CO₂; típico 2,2 a 2,7." },
  servingTemp: { label: "Temperatura de serviço", suffix: "°C" },
  starter: { label: "Starter", suffix: "L", hint: "0 sem starter." },
};

export default function ReceitaPage() {
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, setState, reset } = useCalculatorForm({
    read: readState,
    toQuery,
    form: formRef,
    fromForm: stateFromForm,
  });
  const { input, calculated } = state;
  const { styles, swatches } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const importError = importErrorMessage(searchParams);
  const styleOptions = useMemo(
    () => [
      { value: "", label: "Nenhum: mostrar os estilos compatíveis" },
      ...styles.map((s) => ({ value: s.bjcp, label: `${s.bjcp} ${s.name}` })),
    ],
    [styles],
  );
  const validation = validateRecipe(input, styles);
  const resultState = resultStateOf(calculated, validation, input, styles);
  useCountCalculation("receita", resultState.kind === "ready");
  const errors = calculated ? validation.errors : { maltRows: {}, hopRows: {} };
  const update = (patch: Partial<RecipeInput>) => setState((s) => withInput(s, patch));
  const ready = resultState.kind === "ready" ? resultState : undefined;

  function numberField(field: RecipeNumberField, className?: string) {
    const text = FIELD_TEXT[field];
    const spec = RECIPE_FIELDS[field];
    return (
      <NumberField
        key={field}
        id={`receita-${field}`}
        name={RECIPE_QUERY_KEYS[field]}
        kind={spec.kind}
        className={className}
        label={text.label}
        suffix={text.suffix}
        allowNegative={spec.min < 0}
        value={input[field]}
        onChange={(value) => update({ [field]: value })}
        hint={text.hint}
        error={errors[field]}
      />
    );
  }

  function onCalculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    flushSync(() => setState((s) => ({ ...s, calculated: true, linked: true })));
    if (!validation.ok) {
      toast.error("Valores inválidos", { description: "Verifique os campos destacados da receita." });
      focusFirstInvalidField(formRef.current);
      return;
    }
    toast.success("Receita calculada!", { description: recipeSummary(calculateRecipe(validation.value, styles)) });
    const card = resultRef.current;
    if (card && card.getBoundingClientRect().top > window.innerHeight * 0.6)
      setTimeout(() => scrollToResult(card, { focus: null }), 100);
  }

  const knownYeast = yeastByName(input.yeast);
  const yeastOptions = [
    ...YEASTS.map((y) => ({ value: y.name, label: `${y.name} (${y.attenuation}%)` })),
    ...(!knownYeast && input.yeast ? [{ value: input.yeast, label: `${input.yeast} (personalizada)` }] : []),
    { value: CUSTOM_YEAST, label: "Outra (personalizada)" },
  ];

  return (
    <CalculatorPage
      title={title}
      description={description}
      how={<Content id="receita-como-calculamos" part="how" className="render-later" />}
      faq={<Content id="receita-perguntas" part="faq" className="render-later" />}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Card className="gap-5">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2 className="text-xl font-semibold">Sua receita</h2>
            </CardTitle>
            <CardDescription>Volume, maltes, lúpulos e levedura; o dia da brassagem logo abaixo.</CardDescription>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <CalculatorForm
              action="/receita"
              formRef={formRef}
              onSubmit={onCalculate}
              aria-label="Receita de cerveja"
              className="space-y-6"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                {numberField("volume")}
                {numberField("efficiency")}
              </div>

              <MaltList
                malts={input.malts}
                errors={errors.maltRows}
                listError={errors.malts}
                shares={ready?.result.shares}
                onChange={(malts) => update({ malts })}
              />

              <HopList
                hops={input.hops}
                errors={errors.hopRows}
                listError={errors.hops}
                ibus={ready ? Object.fromEntries(ready.result.ibu.additions.map((a) => [a.id, a.ibu])) : undefined}
                onChange={(hops) => update({ hops })}
              />

              <section aria-labelledby="receita-levedura-titulo" className="space-y-3">
                <h3 id="receita-levedura-titulo" className="text-base font-semibold">
                  Levedura
                </h3>
                <ChoiceField
                  id="receita-levedura"
                  name="levedura"
                  label="Levedura"
                  value={input.yeast}
                  options={yeastOptions}
                  onChange={(name) => {
                    const y = yeastByName(name);
                    update(
                      y
                        ? { yeast: y.name, attenuation: String(y.attenuation), yeastKind: y.kind, yeastForm: y.form }
                        : { yeast: name },
                    );
                  }}
                  hint={
                    knownYeast
                      ? `${knownYeast.kind === "lager" ? "Lager" : "Ale"}, ${knownYeast.form === "seco" ? "seca" : "líquida"}, fermenta de ${knownYeast.tempMin} a ${knownYeast.tempMax} °C.`
                      : undefined
                  }
                />
                {!knownYeast ? (
                  <div className="space-y-1.5">
                    <Label htmlFor="receita-levedura-nome">Nome da levedura (opcional)</Label>
                    <Input
                      id="receita-levedura-nome"
                      value={input.yeast}
                      maxLength={60}
                      autoComplete="off"
                      onChange={(e) => update({ yeast: e.target.value })}
                    />
                  </div>
                ) : null}
                <div className="grid gap-4 sm:grid-cols-3">
                  {numberField("attenuation")}
                  <ChoiceField
                    id="receita-tipo-levedura"
                    name="tipo_levedura"
                    label="Tipo"
                    value={input.yeastKind}
                    options={[
                      { value: "ale", label: "Ale" },
                      { value: "lager", label: "Lager" },
                    ]}
                    onChange={(yeastKind) => update({ yeastKind })}
                  />
                  <ChoiceField
                    id="receita-fermento"
                    name="fermento"
                    label="Apresentação"
                    value={input.yeastForm}
                    options={[
                      { value: "seco", label: "Seco (sachê)" },
                      { value: "liquido", label: "Líquido (pacote)" },
                    ]}
                    onChange={(yeastForm) => update({ yeastForm })}
                  />
                </div>
                {input.yeastForm === "liquido" ? numberField("starter") : null}
              </section>

              <section aria-labelledby="receita-estilo-campo-titulo" className="space-y-3">
                <h3 id="receita-estilo-campo-titulo" className="text-base font-semibold">
                  Estilo
                </h3>
                <ChoiceField
                  id="receita-estilo"
                  name="estilo"
                  label="Estilo BJCP 2021"
                  value={styleOptions.some((o) => o.value === input.style) ? input.style : ""}
                  options={styleOptions}
                  onChange={(style) => update({ style })}
                  error={errors.style}
                />
              </section>

              <section aria-labelledby="receita-dia-titulo" className="space-y-3">
                <h3 id="receita-dia-titulo" className="text-base font-semibold">
                  Mostura e fervura
                </h3>
                <div className="grid gap-4 sm:grid-cols-3">
                  {numberField("mashRatio")}
                  {numberField("mashTemp")}
                  {numberField("grainTemp")}
                  {numberField("boilTime")}
                  {numberField("boilOff")}
                  {numberField("absorption")}
                </div>
              </section>

              <section aria-labelledby="receita-carbonatacao-campo-titulo" className="space-y-3">
                <h3 id="receita-carbonatacao-campo-titulo" className="text-base font-semibold">
                  Carbonatação
                </h3>
                <div className="grid gap-4 sm:grid-cols-2">
                  {numberField("co2")}
                  {numberField("servingTemp")}
                  {numberField("fermentTemp")}
                  <ChoiceField
                    id="receita-acucar"
                    name="acucar"
                    label="Açúcar do priming"
                    value={input.sugar}
                    options={SUGAR_OPTIONS}
                    onChange={(sugar) => update({ sugar })}
                  />
                </div>
              </section>

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

        <div ref={resultRef} id="resultado" className="scroll-mt-result">
          <RecipeResultCard
            state={resultState}
            styleName={ready?.values.style ? `${ready.values.style.bjcp} ${ready.values.style.name}` : undefined}
            swatches={swatches}
          />
          <Card className="mt-6 gap-4 print:hidden">
            <CardContent className="px-4 sm:px-6">
              <BeerXmlImport
                styles={styles}
                serverError={importError}
                onImport={(imported) => {
                  setState({ input: imported, calculated: true, linked: true });
                  toast.success("Receita importada!", {
                    description: "O formulário foi preenchido com o arquivo BeerXML.",
                  });
                }}
              />
            </CardContent>
          </Card>
        </div>
      </div>
    </CalculatorPage>
  );
}

// Issue 15: a shared recipe previews its numbers (text and image with the colour).
// The BJCP table comes as data, the same for every address: its 60-odd styles stay out of the
// page's scripts (the size ceiling), and the server renders the style check of a shared link.
export async function loader({ url }: Route.LoaderArgs) {
  return {
    head: await calculatorHead(url, recipePreview, { title, description }),
    swatches: SRM_HEX,
    styles: BJCP_STYLES.map(({ bjcp, name, og, fg, abv, ibu, srm }) => ({ bjcp, name, og, fg, abv, ibu, srm })),
  };
}

export const meta: Route.MetaFunction = headFromLoader;
export const shouldRevalidate = headOnlyRevalidate;
