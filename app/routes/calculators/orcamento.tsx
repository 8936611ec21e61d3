import type { MetaFunction } from "react-router";
import { Calculator, RotateCcw } from "lucide-react";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { BudgetQualityPicker } from "~/components/calculator/budget/quality";
import { BudgetResults } from "~/components/calculator/budget/results";
import { BudgetSliders } from "~/components/calculator/budget/sliders";
import { Faq, type FaqItem } from "~/components/calculator/kit/faq";
import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { NumberField } from "~/components/calculator/kit/number-field";
import { useQuerySync } from "~/hooks/use-query-sync";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  BUDGET_DEFAULTS,
  BUDGET_MESSAGES,
  DRINK_TYPES,
  DRINKS,
  MIN_TOTAL_BUDGET,
  QUALITY_LABELS,
  QUALITY_LEVELS,
  UNIT_PRICES,
  type BudgetField,
  type BudgetFormValues,
  type BudgetInput,
  type BudgetResult,
  type DrinkType,
  type Shares,
  calculateBudget,
  defaultFormValues,
  formFromSearchParams,
  formToQuery,
  formatShare,
  normalizeToHundred,
  percentErrorDescription,
  percentageSum,
  redistribute,
  sharesEqual,
  summarizeBudget,
  typedPercentages,
  validateBudgetForm,
} from "~/calculators/budget";
import { formatCurrency } from "~/lib/format";
import { pageSeoMeta } from "~/lib/seo/meta";
import { cn } from "~/lib/utils";

const title = "Calculadora de Orçamento";
const description =
  "Divida o orçamento da festa entre cerveja, vinho, destilados e bebidas sem álcool e veja quanto comprar de cada.";

const FIELD_IDS: Record<BudgetField, string> = {
  total: "orcamento-total",
  guests: "orcamento-convidados",
  beer: "orcamento-cerveja",
  wine: "orcamento-vinho",
  spirits: "orcamento-destilados",
  nonAlcoholic: "orcamento-sem-alcool",
};
const FIELD_ORDER: BudgetField[] = ["total", "guests", ...DRINK_TYPES];

const PERCENT_HINTS: Record<DrinkType, string> = {
  beer: "Latas ou long necks",
  wine: "Tintos, brancos, espumantes",
  spirits: "Vodca, cachaça, gim, uísque",
  nonAlcoholic: "Refrigerante, suco, água",
};

interface Calculation {
  input: BudgetInput;
  result: BudgetResult;
}

function sameInput(a: BudgetInput, b: BudgetInput) {
  return (
    a.totalBudget === b.totalBudget &&
    a.guestCount === b.guestCount &&
    a.qualityLevel === b.qualityLevel &&
    sharesEqual(a.percentages, b.percentages)
  );
}

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

export default function OrcamentoPage() {
  const [searchParams] = useSearchParams();
  // D3: a shared link's result is computed during the first render, so the server HTML
  // already carries it. A plain visit starts empty (§4: results appear after "Calcular").
  const [initial] = useState(() => {
    const { values, fromUrl } = formFromSearchParams(searchParams);
    const validation = fromUrl ? validateBudgetForm(values) : undefined;
    const calculation: Calculation | undefined = validation?.ok
      ? { input: validation.value, result: calculateBudget(validation.value) }
      : undefined;
    return { values, fromUrl, calculation };
  });

  const [values, setValues] = useState<BudgetFormValues>(initial.values);
  const [sliders, setSliders] = useState<Shares>(() => normalizeToHundred(typedPercentages(initial.values)));
  const [calculation, setCalculation] = useState<Calculation | undefined>(initial.calculation);
  const [showErrors, setShowErrors] = useState(false);
  // The address stays clean until the visitor changes something or calculates; "Redefinir"
  // cleans it again.
  const [pristine, setPristine] = useState(!initial.fromUrl);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);

  useQuerySync(pristine ? "" : formToQuery(values));

  const validation = useMemo(() => validateBudgetForm(values), [values]);
  const errors = showErrors ? validation.errors : {};
  const stale = calculation !== undefined && !(validation.ok && sameInput(validation.value, calculation.input));
  const typedSum = percentageSum(typedPercentages(values));
  const allPercentagesValid = DRINK_TYPES.every((t) => validation.errors[t] === undefined);
  const sumOk = allPercentagesValid && Math.abs(typedSum - 100) <= 0.01 + 1e-9;
  const slidersApplied = sharesEqual(sliders, typedPercentages(values)) && allPercentagesValid;

  function update<K extends keyof BudgetFormValues>(key: K, value: BudgetFormValues[K]) {
    setValues((prev) => ({ ...prev, [key]: value }));
    setPristine(false);
  }

  function moveSlider(type: DrinkType, value: number) {
    setSliders((prev) => redistribute(prev, type, value));
  }

  function applySliders() {
    setValues((prev) => ({
      ...prev,
      beer: String(sliders.beer),
      wine: String(sliders.wine),
      spirits: String(sliders.spirits),
      nonAlcoholic: String(sliders.nonAlcoholic),
    }));
    setPristine(false);
  }

  function revealResults() {
    window.setTimeout(() => {
      const heading = resultHeadingRef.current;
      if (!heading) return;
      const { top, bottom } = heading.getBoundingClientRect();
      if (top < 0 || bottom > window.innerHeight) {
        heading.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
      }
    }, 100);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPristine(false);
    setShowErrors(true);
    const check = validateBudgetForm(values);
    if (!check.ok && check.kind === "fields") {
      const first = FIELD_ORDER.find((f) => check.errors[f] !== undefined);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    if (!check.ok) {
      toast.error(BUDGET_MESSAGES.percentErrorTitle, { description: percentErrorDescription(check.sum) });
      return;
    }
    const result = calculateBudget(check.value);
    setCalculation({ input: check.value, result });
    toast.success(BUDGET_MESSAGES.successTitle, { description: summarizeBudget(result) });
    revealResults();
  }

  function onReset() {
    const defaults = defaultFormValues();
    setValues(defaults);
    setSliders({ ...BUDGET_DEFAULTS.percentages });
    setCalculation(undefined);
    setShowErrors(false);
    setPristine(true);
    toast.success("Calculadora resetada", { description: "Todos os valores foram restaurados para o padrão." });
  }

  return (
    <>
      <PageHeader title={title} description={description} />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card className="@container gap-4">
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl font-semibold">Dados do orçamento</h2>
            </CardTitle>
            <CardDescription>Quanto você quer gastar, para quantas pessoas e como dividir entre as bebidas.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Dados do orçamento">
              <div className="grid gap-4 @sm:grid-cols-2">
                <NumberField
                  id={FIELD_IDS.total}
                  name="total"
                  label="Orçamento total (R$)"
                  value={values.total}
                  onChange={(v) => update("total", v)}
                  hint={`Mínimo de ${formatCurrency(MIN_TOTAL_BUDGET)}`}
                  error={errors.total}
                />
                <NumberField
                  id={FIELD_IDS.guests}
                  name="convidados"
                  label="Convidados (opcional)"
                  inputMode="numeric"
                  value={values.guests}
                  onChange={(v) => update("guests", v)}
                  hint="Para calcular o custo por pessoa"
                  error={errors.guests}
                />
              </div>

              <BudgetQualityPicker value={values.quality} onChange={(q) => update("quality", q)} />

              <div className="space-y-4">
                <BudgetSliders shares={sliders} onChange={moveSlider} onApply={applySliders} applied={slidersApplied} />

                <fieldset className="space-y-3" aria-describedby="orcamento-soma">
                  <legend className="text-sm font-medium">Percentuais usados no cálculo</legend>
                  <div className="grid grid-cols-2 gap-x-3 gap-y-4">
                    {DRINK_TYPES.map((type) => (
                      <NumberField
                        key={type}
                        id={FIELD_IDS[type]}
                        name={DRINKS[type].param}
                        label={DRINKS[type].label}
                        suffix="%"
                        value={values[type]}
                        onChange={(v) => update(type, v)}
                        hint={PERCENT_HINTS[type]}
                        error={errors[type]}
                      />
                    ))}
                  </div>
                  <p
                    id="orcamento-soma"
                    data-testid="soma-percentuais"
                    className={cn("text-sm tabular-nums", sumOk ? "text-muted-foreground" : "font-medium text-destructive")}
                  >
                    Soma: {allPercentagesValid ? formatShare(typedSum) : "—"}
                    {sumOk ? null : " (precisa ser 100%)"}
                  </p>
                </fieldset>
              </div>

              <div className="flex flex-col-reverse gap-2 @sm:flex-row @sm:justify-end">
                <Button type="button" variant="outline" onClick={onReset}>
                  <RotateCcw aria-hidden="true" />
                  Redefinir
                </Button>
                <Button type="submit">
                  <Calculator aria-hidden="true" />
                  Calcular Orçamento
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <div className="space-y-6">
          <BudgetResults result={calculation?.result} stale={stale} headingRef={resultHeadingRef} />
        </div>
      </div>

      <HowWeCalculate
        sources={[
          { label: "Tabela de preços de referência do Cervejômetro (preço médio por unidade em cada nível de qualidade)" },
          { label: "Método dos maiores restos (método de Hamilton), usado no arredondamento dos controles" },
        ]}
      >
        <p>
          Cada bebida recebe uma fatia do orçamento: <code>valor = orçamento × percentual ÷ 100</code>. Os quatro
          percentuais precisam somar 100%.
        </p>
        <p>
          A quantidade é o número de unidades inteiras que cabem nessa fatia, arredondado para baixo (não dá para comprar
          meia garrafa): <code>quantidade = ⌊valor ÷ preço unitário⌋</code>. O que não chega a comprar mais uma unidade
          aparece como sobra: <code>sobra = valor − quantidade × preço unitário</code>.
        </p>
        <p>
          Com o número de convidados, <code>custo por convidado = orçamento ÷ convidados</code>.
        </p>
        <p>Preços de referência por unidade (cerveja e sem álcool) ou por garrafa (vinho e destilados):</p>
        <table className="w-full text-left text-xs tabular-nums sm:text-sm">
          <thead>
            <tr className="border-b text-foreground">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                Bebida
              </th>
              {QUALITY_LEVELS.map((q) => (
                <th key={q} scope="col" className="py-1.5 pl-2 text-right font-medium">
                  {QUALITY_LABELS[q]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DRINK_TYPES.map((type) => (
              <tr key={type} className="border-b last:border-0">
                <th scope="row" className="py-1.5 pr-2 font-normal whitespace-nowrap">
                  {DRINKS[type].label}
                </th>
                {QUALITY_LEVELS.map((q) => (
                  <td key={q} className="py-1.5 pl-2 text-right whitespace-nowrap">
                    {formatCurrency(UNIT_PRICES[type][q])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Nos controles deslizantes, ao mover um deles o restante (100 menos o valor escolhido) é dividido entre os outros
          três na proporção dos valores que eles já tinham — em partes iguais se todos estiverem em 0. Para manter números
          inteiros que somam exatamente 100, cada um recebe a parte inteira da sua fatia e os pontos que faltam vão para as
          maiores frações.
        </p>
      </HowWeCalculate>

      <Faq items={FAQ} />
    </>
  );
}

const FAQ: FaqItem[] = [
  {
    question: "Como o orçamento é dividido entre as bebidas?",
    answer: [
      "Você decide quanto do total vai para cerveja, vinho, destilados e bebidas sem álcool, em percentuais que precisam somar 100%. A divisão padrão — 50% cerveja, 20% vinho, 20% destilados e 10% sem álcool — funciona bem para aniversários e churrascos com público variado.",
      "Se quase todo mundo bebe cerveja, aumente a fatia dela; num jantar, dê mais espaço ao vinho. Os controles deslizantes ajudam a testar divisões: ao mover um, os outros se ajustam sozinhos para manter os 100%. Depois clique em “Atualizar Porcentagens” para levar os valores ao formulário e em “Calcular Orçamento”.",
    ],
  },
  {
    question: "O que significam os níveis Econômico, Médio e Premium?",
    answer: [
      "Cada nível usa um preço médio de referência por unidade. Econômico: cerveja R$ 5, vinho R$ 30, destilado R$ 40 e bebida sem álcool R$ 3 — marcas populares e embalagens em promoção. Médio: R$ 10, R$ 60, R$ 80 e R$ 6 — marcas tradicionais. Premium: R$ 18, R$ 120, R$ 150 e R$ 12 — cervejas especiais e artesanais, vinhos e destilados importados.",
      "Os preços variam conforme a região e a loja; use o resultado como ponto de partida e confira os valores onde você vai comprar.",
    ],
  },
  {
    question: "Como a quantidade de cada bebida é calculada?",
    answer: [
      "Dividimos o valor reservado para a bebida pelo preço unitário e arredondamos para baixo, porque não dá para comprar meia garrafa. Exemplo: R$ 200 para vinho no nível Médio (R$ 60 a garrafa) dão 3 garrafas, e sobram R$ 20.",
      "Cerveja e bebidas sem álcool são contadas em unidades (latas ou garrafinhas); vinho e destilados, em garrafas. A sobra de cada bebida aparece no resultado e pode ir para gelo, copos ou petiscos.",
    ],
  },
  {
    question: "Quanto devo gastar com bebidas por convidado?",
    answer: [
      "Informe o número de convidados e a calculadora mostra o custo por pessoa (orçamento ÷ convidados) e quantas unidades de cada bebida cabem para cada um. Com o padrão de R$ 1.000 para 20 convidados, são R$ 50 por pessoa.",
      "Para saber se isso basta, pense no consumo: numa festa de 5 horas, quem bebe cerveja num ritmo moderado toma cerca de 1,65 litro, quase 5 latas de 350 ml, porque o ritmo cai depois da quarta hora. A Calculadora de Festa e a calculadora de Cerveja por Pessoa fazem essa conta para você.",
    ],
  },
  {
    question: "Como economizar nas bebidas da festa?",
    answer: [
      "Compare o preço por litro, não o da embalagem: a lata, a long neck e a garrafa de 600 ml costumam ter preços por litro bem diferentes — o Comparador de Preços faz essa conta. Comprar em fardos, caixas ou no atacado também baixa o preço unitário.",
      "Garanta gelo suficiente e gele as bebidas com antecedência, para não faltar bebida gelada nem sobrar bebida quente. Ofereça água e bebidas sem álcool à vontade: são baratas e ajudam todo mundo a beber com moderação.",
    ],
  },
];

export const meta: MetaFunction = (args) => pageSeoMeta(args, { title, description });
