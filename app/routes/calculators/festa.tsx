import type { MetaFunction } from "react-router";
// Party calculator (/festa): how much beer, non-alcoholic drinks and ice to buy, by the
// consumption model of decisions.md D8, revised (app/calculators/party.ts).
//
// Results recompute live: every change that leaves the form valid updates them at once;
// while a field is invalid its message shows under it and the result waits. The inputs
// live in the URL (D3), so a shared link renders its result in the server HTML.
import { Beer, CupSoda, RotateCcw, Snowflake, Wallet } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  BEER_LITRES_PER_HOUR,
  BEER_LITRES_PER_HOUR_LATER,
  calculateParty,
  comparatorHref,
  CONTAINER_SIZES,
  CONTAINERS,
  ICE_BAG_KG,
  PARTY_DEFAULTS,
  partyFormFromSearch,
  partyFormToQuery,
  perPersonHrefFromParty,
  PROFILE_FACTORS,
  PROFILE_HINTS,
  PROFILE_LABELS,
  PROFILES,
  SOFT_DRINK_BOTTLE_LITRES,
  SOFT_DRINK_LITRES_PER_HOUR,
  TAPER_AFTER_HOURS,
  validatePartyForm,
  WEATHER_FACTORS,
  WEATHER_LABELS,
  WEATHERS,
  type PartyForm,
  type PartyResult,
} from "~/calculators/party";
import { Faq, type FaqItem } from "~/components/calculator/kit/faq";
import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { NumberField } from "~/components/calculator/kit/number-field";
import { ChoiceGroup } from "~/components/calculator/party/choice-group";
import {
  countOf,
  litres,
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
import { formatCurrency, formatNumber } from "~/lib/format";
import { pageSeoMeta } from "~/lib/seo/meta";

const title = "Calculadora de Festa";
const description = "Calcule quanta cerveja, bebida sem álcool e gelo comprar para a sua festa ou churrasco.";

const factor = (n: number) => `× ${formatNumber(n)}`;

const WEATHER_OPTIONS = WEATHERS.map((w) => ({ value: w, label: WEATHER_LABELS[w], hint: factor(WEATHER_FACTORS[w]) }));
// D8: each profile says what it means (cans in 4 h), not only its factor.
const PROFILE_OPTIONS = PROFILES.map((p) => ({ value: p, label: PROFILE_LABELS[p], hint: PROFILE_HINTS[p] }));
const CONTAINER_HINTS = { 269: "lata", 350: "lata", 473: "latão", 600: "garrafa", 1000: "litrão" } as const;
const CONTAINER_OPTIONS = CONTAINER_SIZES.map((ml) => ({ value: ml, label: CONTAINERS[ml].volume, hint: CONTAINER_HINTS[ml] }));

export default function FestaPage() {
  // A real navigation to /festa (a link with other inputs) starts a fresh calculator;
  // typing only replaces the URL (D3) and keeps the same key.
  const location = useLocation();
  return <PartyCalculator key={location.key} />;
}

function PartyCalculator() {
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState<PartyForm>(() => partyFormFromSearch(searchParams));
  const resultRef = useRef<HTMLHeadingElement>(null);
  useQuerySync(partyFormToQuery(form));

  // Computed during render, so the server HTML of a shared link already has the result.
  const validation = validatePartyForm(form);
  const result = validation.ok ? calculateParty(validation.input) : undefined;
  const { errors } = validation;
  const container = CONTAINERS[form.embalagem];

  function update<K extends keyof PartyForm>(key: K) {
    return (value: PartyForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  }

  function reset() {
    setForm(PARTY_DEFAULTS);
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
              <h2 className="text-xl font-semibold">Dados da festa</h2>
            </CardTitle>
            <CardDescription>Quem vem, quanto tempo dura e como a cerveja será comprada.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={showResult} className="space-y-6" aria-label="Dados da festa">
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  id="bebem"
                  label="Adultos que bebem cerveja"
                  inputMode="numeric"
                  value={form.bebem}
                  onChange={update("bebem")}
                  error={errors.bebem}
                />
                <NumberField
                  id="nao_bebem"
                  label="Adultos que não bebem"
                  inputMode="numeric"
                  hint="Não tomam bebida alcoólica."
                  value={form.nao_bebem}
                  onChange={update("nao_bebem")}
                  error={errors.nao_bebem}
                />
                <NumberField
                  id="criancas"
                  label="Crianças"
                  inputMode="numeric"
                  value={form.criancas}
                  onChange={update("criancas")}
                  hint="Só nas bebidas sem álcool."
                  error={errors.criancas}
                />
                <NumberField
                  id="horas"
                  label="Duração da festa"
                  suffix="horas"
                  value={form.horas}
                  onChange={update("horas")}
                  hint="De 1 a 12 horas (aceita 4,5)."
                  error={errors.horas}
                />
              </div>

              <ChoiceGroup legend="Clima" name="clima" value={form.clima} options={WEATHER_OPTIONS} onChange={update("clima")} />
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

              <NumberField
                id="preco"
                label={`Preço por ${container.unit.one} (opcional)`}
                value={form.preco}
                onChange={update("preco")}
                placeholder="Ex.: 3,49"
                suffix="R$"
                hint="Com o preço, mostramos o custo total e por adulto."
                error={errors.preco}
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
                ? `Para ${countOf(result.guests, "convidado", "convidados")} em ${countOf(result.input.hours, "hora", "horas", 1)}, com ${countOf(result.input.drinkers, "pessoa", "pessoas")} bebendo cerveja.`
                : "Recalculado a cada alteração."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <div aria-live="polite" data-testid="resultado">
              {result ? (
                <PartyResultView result={result} />
              ) : (
                <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                  Corrija os campos destacados para ver quanto comprar.
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
              "Modelo de consumo do Cervejômetro, conferido com as regras práticas publicadas no Brasil: cerca de 1 a 1,5 L por pessoa em 4 h, 1,5 a 2 L em 6 h e 2 a 2,5 L em 8 h",
          },
          { label: "Organização Mundial da Saúde: consumo episódico pesado é beber 60 g ou mais de álcool puro numa mesma ocasião" },
          { label: "gelo: 1 kg para cada 2 litros de bebida, referência usual de distribuidoras e buffets" },
        ]}
      >
        <p>
          <strong className="text-foreground">Cerveja por pessoa que bebe</strong> ={" "}
          <code>
            ({formatNumber(BEER_LITRES_PER_HOUR)} L/h nas {TAPER_AFTER_HOURS} primeiras horas +{" "}
            {formatNumber(BEER_LITRES_PER_HOUR_LATER)} L/h em cada hora depois da {TAPER_AFTER_HOURS}ª) × perfil × clima
          </code>
          : o ritmo cai ao longo da festa. Perfil: leve × 0,7 (cerca de 3 latas de 350 ml em 4 h), moderado × 1 (cerca de 4)
          e intenso × 1,4 (cerca de 5 a 6). Clima: ameno × 1, quente × 1,15, muito quente × 1,3. A duração vai de 1 a 12
          horas; para um evento mais longo, calcule cada dia separadamente.
        </p>
        <p>
          <strong className="text-foreground">Total de cerveja</strong> = pessoas que bebem × consumo por pessoa{" "}
          <code>+ 10%</code> de margem de segurança. Unidades = total ÷ volume da embalagem, arredondado para cima. Pacotes,
          também arredondados para cima: fardos de 15 latas de 269 ml, fardos de 12 latas de 350 e 473 ml, engradados de 24
          garrafas de 600 ml e engradados de 12 garrafas de 1 L.
        </p>
        <p>
          <strong className="text-foreground">Bebidas sem álcool</strong> (água, refrigerante, suco), por hora × clima:{" "}
          <code>{formatNumber(SOFT_DRINK_LITRES_PER_HOUR.nonDrinker, { minimumFractionDigits: 2 })} L</code> por adulto que não
          bebe álcool, <code>{formatNumber(SOFT_DRINK_LITRES_PER_HOUR.child, { minimumFractionDigits: 2 })} L</code> por criança
          e <code>{formatNumber(SOFT_DRINK_LITRES_PER_HOUR.drinker, { minimumFractionDigits: 2 })} L</code> por quem bebe
          cerveja (água entre uma cerveja e outra). Sem margem extra. Garrafas de {formatNumber(SOFT_DRINK_BOTTLE_LITRES)} L
          arredondadas para cima.
        </p>
        <p>
          <strong className="text-foreground">Gelo</strong>: <code>1 kg para cada 2 L</code> de bebida a gelar (cerveja com
          a margem + bebidas sem álcool), arredondado para cima até o quilo inteiro e mostrado também em sacos de{" "}
          {formatNumber(ICE_BAG_KG)} kg. O gelo para servir nos copos é à parte.
        </p>
        <p>
          <strong className="text-foreground">Custo</strong> = unidades × preço por unidade; por adulto = custo ÷ (adultos que
          bebem + adultos que não bebem). Crianças não entram no rateio. O resultado é recalculado a cada alteração, sempre
          que os dados são válidos.
        </p>
      </HowWeCalculate>

      <ResponsibleDrinking />

      <Faq items={FAQ} />
    </>
  );
}

/** "0,35 × 4 h + 0,25 × 1 h" (D8: the rate drops after the 4th hour), or "0,35 × 3 h". */
function beerHoursText(hours: number) {
  const first = Math.min(hours, TAPER_AFTER_HOURS);
  const later = hours - first;
  const firstText = `${formatNumber(BEER_LITRES_PER_HOUR)} × ${formatNumber(first)} h`;
  if (later <= 0) return firstText;
  return `${firstText} + ${formatNumber(BEER_LITRES_PER_HOUR_LATER)} × ${formatNumber(later)} h`;
}

function PartyResultView({ result }: { result: PartyResult }) {
  const { container, input, cost } = result;
  const shareText = `Festa para ${countOf(result.guests, "convidado", "convidados")} (${countOf(input.hours, "hora", "horas", 1)}): ${litres(result.beerLitres)} de cerveja (${unitsText(result.units, container)}), ${litres(result.softDrinkLitres)} de bebidas sem álcool e ${formatNumber(result.iceKgRounded)} kg de gelo.`;
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <ResultTile
          className="border-primary/40 bg-accent/60 sm:col-span-2 dark:bg-accent/40"
          testId="cerveja"
          icon={<Beer className="size-4 text-primary" aria-hidden="true" />}
          label="Cerveja"
          value={
            <>
              {unitsText(result.units, container)}
              <span className="mt-0.5 block text-base font-medium text-muted-foreground">
                {litres(result.beerLitres)} · {packsText(result.packs, container)}
              </span>
            </>
          }
          detail={`Comprando ${container.pack.many} fechados: ${countOf(result.unitsInPacks, container.unit.one, container.unit.many)}.`}
        />
        <ResultTile
          testId="sem-alcool"
          icon={<CupSoda className="size-4 text-primary" aria-hidden="true" />}
          label="Bebidas sem álcool"
          value={litres(result.softDrinkLitres)}
          detail={`≈ ${countOf(result.softDrinkBottles, "garrafa", "garrafas")} de ${formatNumber(SOFT_DRINK_BOTTLE_LITRES)} L (água, refrigerante, suco)`}
        />
        <ResultTile
          testId="gelo"
          icon={<Snowflake className="size-4 text-primary" aria-hidden="true" />}
          label="Gelo"
          value={`${formatNumber(result.iceKgRounded)} kg`}
          detail={`${countOf(result.iceBags, "saco", "sacos")} de ${formatNumber(ICE_BAG_KG)} kg, para gelar ${litres(result.chilledLitres)} de bebida. Gelo para os copos à parte.`}
        />
        <ResultTile
          className="sm:col-span-2"
          testId="custo"
          icon={<Wallet className="size-4 text-primary" aria-hidden="true" />}
          label="Custo da cerveja"
          value={cost ? formatCurrency(cost.total) : "—"}
          detail={
            cost ? (
              <>
                {formatCurrency(cost.perAdult)} por adulto ({countOf(result.adults, "adulto", "adultos")}) ·{" "}
                {formatCurrency(cost.perDrinker)} por quem bebe. Em {container.pack.many} fechados:{" "}
                {formatCurrency(cost.inPacks)}.
              </>
            ) : (
              `Informe o preço por ${container.unit.one} para estimar o custo total e por adulto.`
            )
          }
        />
      </dl>

      <details className="group rounded-lg border px-4 py-3 text-sm">
        <summary className="cursor-pointer font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          Ver a conta detalhada
        </summary>
        <ul className="mt-3 space-y-1 text-muted-foreground">
          <li>
            Cerveja por pessoa que bebe: {litres(result.beerPerDrinkerLitres, 2)} ({beerHoursText(input.hours)} ×{" "}
            {formatNumber(PROFILE_FACTORS[input.profile])} × {formatNumber(WEATHER_FACTORS[input.weather])})
          </li>
          <li>
            {countOf(input.drinkers, "pessoa", "pessoas")} × {litres(result.beerPerDrinkerLitres, 2)} ={" "}
            {litres(result.beerBaseLitres, 2)}, + 10% de margem ({litres(result.beerMarginLitres, 2)}) ={" "}
            {litres(result.beerLitres, 2)}
          </li>
          <li>
            Sem álcool: {litres(result.softDrinkNonDrinkersLitres, 2)} para adultos que não bebem +{" "}
            {litres(result.softDrinkChildrenLitres, 2)} para crianças + {litres(result.softDrinkDrinkersLitres, 2)} para
            quem bebe cerveja
          </li>
        </ul>
      </details>

      <div className="flex flex-wrap gap-2">
        <ShareButton title={title} text={shareText} />
      </div>

      <OnwardLinks
        links={[
          {
            to: comparatorHref(input.containerMl, cost?.price),
            label: "Comparar preços",
            description: cost
              ? `Abra o comparador com a ${container.unit.one} de ${container.volume} a ${formatCurrency(cost.price)} e veja se outra embalagem sai mais barata por litro.`
              : "Descubra qual embalagem sai mais barata por litro antes de comprar.",
          },
          {
            to: "/orcamento",
            label: "Planejar o orçamento de bebidas",
            description: "Divida a verba entre cerveja, vinho, destilados e bebidas sem álcool.",
          },
          {
            to: perPersonHrefFromParty(input),
            label: "Ver o consumo por pessoa",
            description: "Litros, unidades e ritmo de cada convidado que bebe.",
          },
        ]}
      />
    </div>
  );
}

const FAQ: FaqItem[] = [
  {
    question: "Quanta cerveja comprar por pessoa para uma festa?",
    answer: [
      "Contamos 0,35 litro por hora nas 4 primeiras horas para quem bebe em ritmo moderado (uma lata de 350 ml por hora) e 0,25 litro por hora depois disso, porque o ritmo cai com o passar da festa. Numa festa de 5 horas são 1,65 litro (cerca de 5 latas) por pessoa que bebe; em 8 horas, 2,4 litros.",
      "O total ainda recebe 10% de margem de segurança, porque faltar cerveja no meio da festa costuma sair mais caro do que sobrar algumas latas.",
    ],
  },
  {
    question: "Por que o clima e o perfil de consumo mudam a conta?",
    answer:
      "Em dias quentes as pessoas bebem mais e mais rápido: contamos 15% a mais no calor e 30% a mais no calor forte, na cerveja e nas bebidas sem álcool. O perfil diz quanto o grupo bebe: leve (cerca de 3 latas de 350 ml em 4 horas), para almoços e eventos de família; moderado (cerca de 4); e intenso (cerca de 5 a 6), para amigos que bebem bastante. Para a OMS, 60 g de álcool ou mais numa mesma ocasião, 4 a 5 latas, já é consumo episódico pesado.",
  },
  {
    question: "Quanto gelo devo comprar?",
    answer: [
      "Calculamos 1 kg de gelo para cada 2 litros de bebida a gelar, somando a cerveja e as bebidas sem álcool, arredondado para cima e mostrado também em sacos de 5 kg. O gelo para servir nos copos é à parte. Em dias muito quentes ou se as bebidas chegarem quentes, compre um pouco mais.",
      "Dica: no isopor, misture gelo com água e um punhado de sal; a bebida gela bem mais rápido do que só com gelo.",
    ],
  },
  {
    question: "Quem não bebe e as crianças entram na conta?",
    answer:
      "Sim, nas bebidas sem álcool: por hora de festa, contamos 0,30 litro de água, refrigerante ou suco para cada adulto que não bebe álcool, 0,20 litro para cada criança e 0,15 litro para quem bebe cerveja, já que todo mundo precisa se hidratar. No calor, esses números sobem 15% ou 30%. Na cerveja, só entram os adultos que bebem.",
  },
  {
    question: "E se a festa durar mais de 12 horas?",
    answer:
      "A calculadora aceita de 1 a 12 horas. Para um evento mais longo, como um fim de semana ou uma festa que vira a noite e continua no dia seguinte, divida em dias e calcule cada dia separadamente: ninguém bebe no mesmo ritmo por tanto tempo.",
  },
  {
    question: "Lata ou garrafa: o que vale mais a pena?",
    answer:
      "Depende do preço por litro. Uma garrafa de 600 ml costuma ser mais barata por litro, mas exige casco e engradado; latas gelam mais rápido e não quebram. Informe o preço e use o comparador para ver qual embalagem sai mais barata.",
  },
  {
    question: "E se sobrar cerveja?",
    answer:
      "Cerveja fechada guardada longe do sol dura meses, então uma sobra pequena não é prejuízo. Muitas distribuidoras vendem em consignação: você devolve o que não abrir. Vale perguntar antes de comprar.",
  },
];

export const meta: MetaFunction = (args) => pageSeoMeta(args, { title, description });
