// /festa's result: beer, non-alcoholic drinks, ice and cost, the detailed sum, sharing and
// the links onward (docs/decisions/0008-party-model.md).
import Beer from "lucide-react/icons/beer";
import CupSoda from "lucide-react/icons/cup-soda";
import Snowflake from "lucide-react/icons/snowflake";
import Wallet from "lucide-react/icons/wallet";
import {
  BEER_LITRES_PER_HOUR,
  BEER_LITRES_PER_HOUR_LATER,
  comparatorHref,
  ICE_BAG_KG,
  perPersonHrefFromParty,
  PROFILE_FACTORS,
  SOFT_DRINK_BOTTLE_LITRES,
  TAPER_AFTER_HOURS,
  WEATHER_FACTORS,
  type PartyResult,
} from "~/calculators/party";
import { countOf, litres, OnwardLinks, packsText, ResultTile, unitsText } from "~/components/calculator/party/parts";
import { ShareButton } from "~/components/calculator/share-button";
import { formatCurrency, formatNumber } from "~/lib/format";
import { partyShareText } from "~/lib/seo/previews/party";

/** "0,35 × 4 h + 0,25 × 1 h" (docs/decisions/0008-party-model.md: the rate drops after the 4th hour), or "0,35 × 3 h". */
function beerHoursText(hours: number) {
  const first = Math.min(hours, TAPER_AFTER_HOURS);
  const later = hours - first;
  const firstText = `${formatNumber(BEER_LITRES_PER_HOUR)} × ${formatNumber(first)} h`;
  if (later <= 0) return firstText;
  return `${firstText} + ${formatNumber(BEER_LITRES_PER_HOUR_LATER)} × ${formatNumber(later)} h`;
}

/** The line under "Resultado": who the result is for. */
export function partySummary(result: PartyResult) {
  return `Para ${countOf(result.guests, "convidado", "convidados")} em ${countOf(result.input.hours, "hora", "horas", 1)}, com ${countOf(result.input.drinkers, "pessoa", "pessoas")} bebendo cerveja.`;
}

export function PartyResultView({ result, shareTitle }: { result: PartyResult; shareTitle: string }) {
  const { container, input, cost } = result;
  // Issue 15: the group sees the numbers, the cost too when a price was given.
  const shareText = partyShareText(result);
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
        <summary className="cursor-pointer font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 max-md:-my-3 max-md:py-3">
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
        <ShareButton title={shareTitle} text={shareText} />
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
