import type { MetaFunction } from "react-router";
// Beer per person (/por-pessoa): litres and units per person and in total, and the pace,
// by the consumption model of decisions.md D8, revised (app/calculators/party.ts), the
// same as /festa with weather "ameno". Results recompute live while the form is valid; the inputs live in the URL (D3).
import { Beer, Gauge, RotateCcw, Users } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  BEER_LITRES_PER_HOUR,
  BEER_LITRES_PER_HOUR_LATER,
  calculatePerPerson,
  comparatorHref,
  CONTAINER_SIZES,
  CONTAINERS,
  PER_PERSON_DEFAULTS,
  perPersonFormFromSearch,
  perPersonFormToQuery,
  partyHrefFromPerPerson,
  PROFILE_HINTS,
  PROFILE_LABELS,
  PROFILES,
  TAPER_AFTER_HOURS,
  validatePerPersonForm,
  type PerPersonForm,
  type PerPersonResult,
} from "~/calculators/party";
import { Faq, type FaqItem } from "~/components/calculator/kit/faq";
import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { NumberField } from "~/components/calculator/kit/number-field";
import { ChoiceGroup } from "~/components/calculator/party/choice-group";
import {
  countOf,
  litres,
  minutesText,
  OnwardLinks,
  packsText,
  ProfileNote,
  ResponsibleDrinking,
  ResultTile,
  unitsText,
} from "~/components/calculator/party/parts";
import { ShareButton } from "~/components/calculator/share-button";
import { useQuerySync } from "~/hooks/use-query-sync";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatNumber } from "~/lib/format";
import { pageSeoMeta } from "~/lib/seo/meta";

const title = "Cerveja por Pessoa";
const description = "Descubra quantos litros e quantas latas de cerveja cada pessoa consome conforme a duração e o ritmo do evento.";

// D8: each profile says what it means (cans in 4 h), not only its factor.
const PROFILE_OPTIONS = PROFILES.map((p) => ({ value: p, label: PROFILE_LABELS[p], hint: PROFILE_HINTS[p] }));
const CONTAINER_HINTS = { 269: "lata", 350: "lata", 473: "latão", 600: "garrafa", 1000: "litrão" } as const;
const CONTAINER_OPTIONS = CONTAINER_SIZES.map((ml) => ({ value: ml, label: CONTAINERS[ml].volume, hint: CONTAINER_HINTS[ml] }));

export default function PorPessoaPage() {
  // A navigation to /por-pessoa with other inputs starts fresh; typing only replaces the URL.
  const location = useLocation();
  return <PerPersonCalculator key={location.key} />;
}

function PerPersonCalculator() {
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState<PerPersonForm>(() => perPersonFormFromSearch(searchParams));
  const resultRef = useRef<HTMLHeadingElement>(null);
  useQuerySync(perPersonFormToQuery(form));

  // Computed during render, so the server HTML of a shared link already has the result.
  const validation = validatePerPersonForm(form);
  const result = validation.ok ? calculatePerPerson(validation.input) : undefined;
  const { errors } = validation;

  function update<K extends keyof PerPersonForm>(key: K) {
    return (value: PerPersonForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  }

  function reset() {
    setForm(PER_PERSON_DEFAULTS);
    toast.success("Calculadora resetada", { description: "Todos os valores foram restaurados para o padrão." });
  }

  function showResult(event: FormEvent) {
    event.preventDefault();
    const heading = resultRef.current;
    if (!heading) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    heading.focus({ preventScroll: true });
  }

  return (
    <>
      <PageHeader title={title} description={description} />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl font-semibold">Seu evento</h2>
            </CardTitle>
            <CardDescription>Quantas pessoas bebem, por quanto tempo e em que ritmo.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={showResult} className="space-y-6" aria-label="Seu evento">
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  id="pessoas"
                  label="Pessoas que bebem"
                  hint="Só quem vai beber cerveja."
                  inputMode="numeric"
                  value={form.pessoas}
                  onChange={update("pessoas")}
                  error={errors.pessoas}
                />
                <NumberField
                  id="horas"
                  label="Duração do evento"
                  suffix="horas"
                  value={form.horas}
                  onChange={update("horas")}
                  hint="De 1 a 12 horas (aceita 4,5)."
                  error={errors.horas}
                />
              </div>
              <ChoiceGroup
                legend="Perfil de consumo"
                name="perfil"
                value={form.perfil}
                options={PROFILE_OPTIONS}
                onChange={update("perfil")}
                description={<ProfileNote />}
              />
              <ChoiceGroup
                legend="Embalagem"
                name="embalagem"
                value={form.embalagem}
                options={CONTAINER_OPTIONS}
                onChange={update("embalagem")}
                gridClassName="grid-cols-3 sm:grid-cols-5"
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" className="lg:hidden">
                  Ver resultado
                </Button>
                <Button type="button" variant="outline" onClick={reset}>
                  <RotateCcw aria-hidden="true" /> Redefinir
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>

        <Card className="lg:sticky lg:top-6">
          <CardHeader>
            <CardTitle>
              <h2 ref={resultRef} tabIndex={-1} id="resultado" className="scroll-mt-20 text-xl font-semibold outline-none">
                Resultado
              </h2>
            </CardTitle>
            <CardDescription>
              {result
                ? `Perfil ${PROFILE_LABELS[result.input.profile].toLowerCase()}, ${countOf(result.input.hours, "hora", "horas", 1)}, clima ameno.`
                : "Recalculado a cada alteração."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <div aria-live="polite" data-testid="resultado">
              {result ? (
                <PerPersonResultView result={result} />
              ) : (
                <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                  Corrija os campos destacados para ver o consumo.
                </p>
              )}
            </div>
          </CardContent>
        </Card>
      </div>

      <HowWeCalculate
        sources={[
          {
            label:
              "Modelo de consumo do Cervejômetro, o mesmo da Calculadora de Festa, conferido com as regras práticas publicadas no Brasil: cerca de 1 a 1,5 L por pessoa em 4 h, 1,5 a 2 L em 6 h e 2 a 2,5 L em 8 h",
          },
          { label: "Organização Mundial da Saúde: consumo episódico pesado é beber 60 g ou mais de álcool puro numa mesma ocasião" },
        ]}
      >
        <p>
          <strong className="text-foreground">Por pessoa</strong> ={" "}
          <code>
            ({formatNumber(BEER_LITRES_PER_HOUR)} L/h nas {TAPER_AFTER_HOURS} primeiras horas +{" "}
            {formatNumber(BEER_LITRES_PER_HOUR_LATER)} L/h em cada hora depois da {TAPER_AFTER_HOURS}ª) × perfil
          </code>
          , com perfil leve × 0,7 (cerca de 3 latas de 350 ml em 4 h), moderado × 1 (cerca de 4) e intenso × 1,4 (cerca de 5 a
          6), em clima ameno (para dias quentes, use a Calculadora de Festa, que soma 15% ou 30%). Unidades por pessoa =
          litros ÷ volume da embalagem, sem arredondar. A duração vai de 1 a 12 horas.
        </p>
        <p>
          <strong className="text-foreground">Ritmo</strong> = unidades por pessoa ÷ horas, a média do evento. No perfil
          moderado, uma lata de 350 ml por hora nas 4 primeiras horas e cerca de 0,7 lata por hora depois.
        </p>
        <p>
          <strong className="text-foreground">Total</strong> = pessoas × consumo por pessoa <code>+ 10%</code> de margem de
          segurança, em unidades arredondadas para cima e em pacotes (fardos de 15 latas de 269 ml, fardos de 12 latas de 350
          e 473 ml, engradados de 24 garrafas de 600 ml e de 12 garrafas de 1 L). O resultado é recalculado a cada
          alteração, sempre que os dados são válidos.
        </p>
      </HowWeCalculate>

      <ResponsibleDrinking />

      <Faq items={FAQ} />
    </>
  );
}

function PerPersonResultView({ result }: { result: PerPersonResult }) {
  const { container, input } = result;
  const perPersonUnits = unitsText(result.perPersonUnits, container, 1);
  const shareText = `Cerveja por pessoa (${countOf(input.hours, "hora", "horas", 1)}, perfil ${PROFILE_LABELS[input.profile].toLowerCase()}): ${litres(result.perPersonLitres, 2)} (${perPersonUnits}) por pessoa; para ${countOf(input.people, "pessoa", "pessoas")}, ${litres(result.totalLitres)} (${unitsText(result.totalUnits, container)}).`;
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultTile
          testId="por-pessoa"
          icon={<Beer className="size-4 text-primary" aria-hidden="true" />}
          label="Por pessoa"
          value={litres(result.perPersonLitres, 2)}
          detail={`≈ ${perPersonUnits} em ${countOf(input.hours, "hora", "horas", 1)}`}
        />
        <ResultTile
          testId="ritmo"
          icon={<Gauge className="size-4 text-primary" aria-hidden="true" />}
          label="Ritmo por hora"
          value={countOf(result.unitsPerHour, container.unit.one, container.unit.many, 1)}
          detail={
            input.hours > TAPER_AFTER_HOURS
              ? `Em média, uma ${container.unit.one} a cada ${minutesText(result.minutesPerUnit)}: ${countOf(result.unitsPerHourFirst, container.unit.one, container.unit.many, 1)} por hora nas ${TAPER_AFTER_HOURS} primeiras horas e ${countOf(result.unitsPerHourLater, container.unit.one, container.unit.many, 1)} por hora depois.`
              : `Por pessoa: uma ${container.unit.one} a cada ${minutesText(result.minutesPerUnit)}`
          }
        />
        <ResultTile
          className="border-primary/40 bg-accent/60 sm:col-span-2 dark:bg-accent/40"
          testId="total"
          icon={<Users className="size-4 text-primary" aria-hidden="true" />}
          label={`Total para ${countOf(input.people, "pessoa", "pessoas")}`}
          value={
            <>
              {unitsText(result.totalUnits, container)}
              <span className="mt-0.5 block text-base font-medium text-muted-foreground">
                {litres(result.totalLitres)} · {packsText(result.packs, container)}
              </span>
            </>
          }
          detail={`Inclui 10% de margem sobre o consumo estimado de ${litres(result.totalBaseLitres, 2)}.`}
        />
      </dl>

      <div className="flex flex-wrap gap-2">
        <ShareButton title={title} text={shareText} />
      </div>

      <OnwardLinks
        links={[
          {
            to: partyHrefFromPerPerson(input),
            label: "Planejar a festa completa",
            description: "Some quem não bebe, crianças, clima, bebidas sem álcool, gelo e custo.",
          },
          {
            to: comparatorHref(input.containerMl),
            label: "Comparar preços",
            description: "Descubra qual embalagem sai mais barata por litro antes de comprar.",
          },
          {
            to: "/orcamento",
            label: "Planejar o orçamento de bebidas",
            description: "Divida a verba entre cerveja, vinho, destilados e bebidas sem álcool.",
          },
        ]}
      />
    </div>
  );
}

const FAQ: FaqItem[] = [
  {
    question: "Quantas latas de cerveja uma pessoa bebe por hora?",
    answer:
      "Em ritmo moderado, cerca de 0,35 litro por hora nas 4 primeiras horas, uma lata de 350 ml por hora, e 0,25 litro por hora depois disso, porque o ritmo cai ao longo do evento. No perfil leve são 70% disso (cerca de 3 latas em 4 horas) e no intenso, 140% (cerca de 5 a 6 latas em 4 horas).",
  },
  {
    question: "Quantos litros de cerveja por pessoa para um churrasco?",
    answer:
      "Para um churrasco de 4 a 6 horas, conte de 1,4 a 1,9 litro por pessoa que bebe em ritmo moderado, ou seja, de 4 a 5 latas e meia de 350 ml; em 8 horas, 2,4 litros. Em dias quentes o consumo sobe; a Calculadora de Festa leva o clima em conta.",
  },
  {
    question: "Qual perfil de consumo devo escolher?",
    answer:
      "Leve (cerca de 3 latas de 350 ml em 4 horas) para almoços, aniversários e eventos de família, em que muita gente bebe pouco; moderado (cerca de 4) para a maioria das festas e churrascos; intenso (cerca de 5 a 6) para amigos que bebem bastante. Na dúvida, escolha moderado. Para a OMS, 60 g de álcool ou mais numa mesma ocasião, 4 a 5 latas, já é consumo episódico pesado.",
  },
  {
    question: "Por que o total é maior que a soma do consumo por pessoa?",
    answer:
      "Porque somamos 10% de margem de segurança ao total: sempre chega alguém a mais ou alguém bebe além da conta, e as unidades são arredondadas para cima. O consumo por pessoa mostra a estimativa sem margem.",
  },
  {
    question: "Esse ritmo é seguro?",
    answer: [
      "Os números servem para planejar compras, não como meta. O corpo de um adulto elimina, em média, cerca de 7 g de álcool por hora (por volta de 0,1 g por quilo de peso por hora, segundo Widmark), menos que os 14 g de uma dose padrão, que é o álcool de uma lata de 350 ml de cerveja a 5%. Por isso, mesmo uma lata por hora faz o álcool se acumular no sangue.",
      "Intercale com água, coma bem e, se beber, não dirija: na Lei Seca a tolerância é zero.",
    ],
  },
];

export const meta: MetaFunction = (args) => pageSeoMeta(args, { title, description });
