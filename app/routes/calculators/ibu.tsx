import type { MetaFunction } from "react-router";
import { Calculator, Plus, RotateCcw } from "lucide-react";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { Faq, type FaqItem } from "~/components/calculator/kit/faq";
import { IbuAdditionFields, hopFieldId } from "~/components/calculator/ibu/addition-fields";
import { IbuResultCard, type IbuResultState } from "~/components/calculator/ibu/result";
import { NumberField } from "~/components/calculator/kit/number-field";
import { useQuerySync } from "~/hooks/use-query-sync";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  INVALID_TOAST,
  MAX_ADDITIONS,
  REMOVE_REFUSED_TOAST,
  RESET_TOAST,
  calculateIbu,
  defaultIbuInput,
  formatIbu,
  ibuFromQuery,
  ibuToQuery,
  newAddition,
  removeAddition,
  validateIbu,
  type HopAdditionInput,
  type IbuErrors,
  type IbuInput,
} from "~/calculators/ibu";
import { pageSeoMeta } from "~/lib/seo/meta";

const title = "Calculadora de IBU";
const description = "Calcule o amargor da sua receita pelo método de Tinseth, adição por adição de lúpulo.";

/**
 * When the result shows (a choice the spec leaves open, see the report of issue 3):
 * "Calcular" sets the result (§4) and "Resetar" clears it. From then on it follows the
 * inputs live, so the number on screen always matches the link in the address bar
 * (D3), which is what "Compartilhar" shares. A link that carries inputs is a
 * calculation already made: its result is computed during render, so it is in the
 * server HTML. Field errors appear after a "Calcular" (or with such a link) and then
 * follow the typing.
 */
export default function IbuPage() {
  // A real navigation to /ibu (the sidebar link, back/forward) starts from its own URL;
  // the address-bar updates of useQuerySync do not navigate and keep the state.
  const location = useLocation();
  return <IbuCalculator key={location.key} />;
}

function IbuCalculator() {
  const [searchParams] = useSearchParams();
  const initial = useMemo(() => ibuFromQuery(searchParams), [searchParams]);
  const [input, setInput] = useState<IbuInput>(initial.input);
  /** A result is wanted: after "Calcular" or from a link with inputs. */
  const [calculated, setCalculated] = useState(initial.fromLink);
  /** The address bar carries the inputs: after any change or "Calcular"; not after "Resetar". */
  const [linked, setLinked] = useState(initial.fromLink);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useQuerySync(linked ? ibuToQuery(input) : "");

  const validation = useMemo(() => validateIbu(input), [input]);
  const errors: IbuErrors = calculated && !validation.ok ? validation.errors : { additions: {} };
  const resultState: IbuResultState = !calculated
    ? { kind: "empty" }
    : validation.ok
      ? { kind: "ready", result: calculateIbu(validation.value), values: validation.value }
      : { kind: "invalid" };

  function update(patch: Partial<IbuInput>) {
    setInput((current) => ({ ...current, ...patch }));
    setLinked(true);
  }

  function updateAddition(id: string, patch: Partial<Omit<HopAdditionInput, "id">>) {
    setInput((current) => ({
      ...current,
      additions: current.additions.map((a) => (a.id === id ? { ...a, ...patch } : a)),
    }));
    setLinked(true);
  }

  function addAddition() {
    const added = newAddition(input.additions);
    update({ additions: [...input.additions, added] });
    // The new addition's first field, once it is rendered.
    requestAnimationFrame(() => document.getElementById(hopFieldId(added.id, "alphaAcid"))?.focus());
  }

  function removeAdditionById(id: string) {
    const remaining = removeAddition(input.additions, id);
    if (!remaining) {
      toast.error(REMOVE_REFUSED_TOAST.title, { description: REMOVE_REFUSED_TOAST.description });
      return;
    }
    update({ additions: remaining });
    addButtonRef.current?.focus();
  }

  function focusFirstError(e: IbuErrors) {
    const firstAddition = input.additions.find((a) => e.additions[a.id]);
    const addErrors = firstAddition ? e.additions[firstAddition.id] : undefined;
    const id = e.volume
      ? "ibu-volume"
      : e.originalGravity
        ? "ibu-og"
        : firstAddition && addErrors
          ? hopFieldId(firstAddition.id, addErrors.alphaAcid ? "alphaAcid" : addErrors.weight ? "weight" : "boilTime")
          : undefined;
    if (id) document.getElementById(id)?.focus();
  }

  function onCalculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCalculated(true);
    setLinked(true);
    if (!validation.ok) {
      const message = INVALID_TOAST[validation.reason];
      toast.error(message.title, { description: message.description });
      focusFirstError(validation.errors);
      return;
    }
    const result = calculateIbu(validation.value);
    toast.success("Cálculo finalizado!", { description: `IBU total: ${formatIbu(result.totalIBU)} — ${result.category}` });
    // On a phone the result sits below the form.
    const card = resultRef.current;
    if (card && card.getBoundingClientRect().top > window.innerHeight * 0.6) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      setTimeout(() => card.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" }), 100);
    }
  }

  function onReset() {
    setInput(defaultIbuInput());
    setCalculated(false);
    setLinked(false);
    toast.success(RESET_TOAST.title, { description: RESET_TOAST.description });
  }

  const atMax = input.additions.length >= MAX_ADDITIONS;

  return (
    <>
      <PageHeader title={title} description={description} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Card className="gap-5">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2 className="text-xl font-semibold">Dados da receita</h2>
            </CardTitle>
            <CardDescription>Volume e densidade do mosto na fervura e cada adição de lúpulo.</CardDescription>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <form noValidate onSubmit={onCalculate} aria-label="Calculadora de IBU" className="space-y-5">
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  id="ibu-volume"
                  name="volume"
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
                  label="Densidade original (OG)"
                  value={input.originalGravity}
                  onChange={(originalGravity) => update({ originalGravity })}
                  hint="Mínimo 1,001, com 3 casas decimais (ex.: 1,050)."
                  error={errors.originalGravity}
                />
              </div>

              <section aria-labelledby="ibu-lupulos-titulo" className="space-y-3">
                <h3 id="ibu-lupulos-titulo" className="text-base font-semibold">
                  Adições de lúpulo
                </h3>
                {input.additions.map((addition, index) => (
                  <IbuAdditionFields
                    key={addition.id}
                    addition={addition}
                    index={index}
                    errors={errors.additions[addition.id]}
                    onChange={(patch) => updateAddition(addition.id, patch)}
                    onRemove={() => removeAdditionById(addition.id)}
                  />
                ))}
                <Button
                  ref={addButtonRef}
                  type="button"
                  variant="outline"
                  className="w-full border-dashed"
                  onClick={addAddition}
                  disabled={atMax}
                >
                  <Plus aria-hidden="true" /> Adicionar lúpulo
                </Button>
                {atMax ? (
                  <p className="text-xs text-muted-foreground">Limite de {MAX_ADDITIONS} adições por receita.</p>
                ) : null}
              </section>

              <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:justify-end">
                <Button type="button" variant="ghost" onClick={onReset}>
                  <RotateCcw aria-hidden="true" /> Resetar
                </Button>
                <Button type="submit" size="lg">
                  <Calculator aria-hidden="true" /> Calcular
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <div ref={resultRef} className="scroll-mt-20 space-y-0 lg:sticky lg:top-6">
          <IbuResultCard state={resultState} />
        </div>
      </div>

      <HowWeCalculate
        sources={[
          { label: "Glenn Tinseth, “The Tinseth Formula”", url: "http://realbeer.com/hops/research.html" },
          { label: "Brewer's Friend, calculadora de IBU", url: "https://www.brewersfriend.com/ibu-calculator/" },
          { label: "Ray Daniels, “Designing Great Beers” (relação BU:GU)" },
        ]}
      >
        <p>
          Usamos a fórmula de Glenn Tinseth, a mesma das calculadoras de cervejeiros caseiros. Para cada adição, a{" "}
          <strong>utilização</strong> diz quanto dos alfa-ácidos do lúpulo vira amargor na cerveja:
        </p>
        <p>
          <code>utilização = 1,65 × 0,000125^(OG − 1) × (1 − e^(−0,04 × minutos)) ÷ 4,15</code>
        </p>
        <p>
          O primeiro fator (1,65 × 0,000125^(OG − 1)) diminui a utilização em mostos mais densos; o segundo cresce com o tempo
          de fervura e quase estabiliza depois de 60 a 90 minutos. Sem fervura (0 min), a adição não soma IBU.
        </p>
        <p>
          <code>mg/L de alfa-ácidos = (alfa-ácido % ÷ 100) × gramas × 1000 ÷ litros</code>
          <br />
          <code>IBU da adição = utilização × mg/L de alfa-ácidos</code>
        </p>
        <p>
          O IBU total é a soma das adições sem arredondar; mostramos cada valor com uma casa decimal. A categoria vem do
          total: abaixo de 20 Baixo, de 20 a menos de 40 Moderado, de 40 a menos de 60 Acentuado, 60 ou mais Intenso. A
          relação BU:GU divide o IBU pelos pontos de densidade ((OG − 1) × 1000).
        </p>
      </HowWeCalculate>

      <Faq items={FAQ} />
    </>
  );
}

const FAQ: FaqItem[] = [
  {
    question: "O que é IBU?",
    answer: [
      "IBU (International Bitterness Units, ou Unidades Internacionais de Amargor) mede o amargor de uma cerveja. Um IBU corresponde a 1 miligrama de iso-alfa-ácidos, os compostos amargos que o lúpulo libera na fervura, por litro de cerveja.",
      "É um número de laboratório: a sensação de amargor também depende do malte, do açúcar residual, da carbonatação e da temperatura em que a cerveja é servida.",
    ],
  },
  {
    question: "Qual a faixa de IBU mais comum?",
    answer: [
      "A maioria das cervejas fica entre 10 e 60 IBU. Lagers leves de massa e cervejas de trigo costumam ficar entre 8 e 20; Pale Ales, entre 30 e 50; IPAs, entre 40 e 70; Double IPAs e Imperial Stouts podem passar de 70.",
      "Acima de 100 IBU, a diferença quase não é percebida: o paladar satura e a solubilidade dos iso-alfa-ácidos tem limite.",
    ],
  },
  {
    question: "Como o IBU é calculado?",
    answer: [
      "Usamos a fórmula de Tinseth. Para cada adição de lúpulo, calculamos quanto de alfa-ácido entra no mosto (alfa-ácido em % ÷ 100 × gramas × 1000 ÷ litros) e multiplicamos pela utilização, que cresce com o tempo de fervura e diminui em mostos mais densos.",
      "O IBU total é a soma das adições. Lúpulos adicionados no fim da fervura, no whirlpool ou no dry hopping dão aroma, mas quase nada de amargor por esse cálculo.",
    ],
  },
  {
    question: "Como equilibrar o amargor da cerveja?",
    answer: [
      "Compare o amargor com o malte: a relação BU:GU (IBU ÷ pontos de densidade; uma OG de 1,050 tem 50 pontos) perto de 0,5 costuma ser equilibrada. Abaixo disso, a cerveja tende ao adocicado e maltado; acima de 0,7, ao amargo e seco.",
      "Para ajustar, mude o peso ou o tempo da adição de amargor (a de 60 minutos) e deixe as adições finais para aroma. Confira o alfa-ácido na embalagem do lúpulo, pois ele varia de safra para safra.",
    ],
  },
];

export const meta: MetaFunction = (args) => pageSeoMeta(args, { title, description });
