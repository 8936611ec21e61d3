// /festa's result: beer, non-alcoholic drinks, ice and cost, the detailed sum, sharing and
// the links onward (docs/decisions/0008-party-model.md).
import Beer from "lucide-react/icons/beer";
import Flame from "lucide-react/icons/flame";
import CupSoda from "lucide-react/icons/cup-soda";
import Snowflake from "lucide-react/icons/snowflake";
import Wallet from "lucide-react/icons/wallet";
import {
  comparatorHref,
  ICE_BAG_KG,
  perPersonHrefFromParty,
  SOFT_DRINK_BOTTLE_LITRES,
  type PartyResult,
} from "~/calculators/party";
import { CUT_LABELS, money, type ChurrascoResult, type ShoppingList } from "~/calculators/party-plan";
import { partyArithmetic } from "~/components/calculator/party/party-arithmetic";
import { countOf, litres, OnwardLinks, packsText, ResultTile, unitsText } from "~/components/calculator/party/parts";
import { ShareButton } from "~/components/calculator/share-button";
import { formatCurrency, formatNumber } from "~/lib/format";
import { partyShareText } from "~/lib/seo/previews/party";

/** The line under "Resultado": who the result is for. */
export function partySummary(result: PartyResult) {
  return `Para ${countOf(result.guests, "convidado", "convidados")} em ${countOf(result.input.hours, "hora", "horas", 1)}, com ${countOf(result.input.drinkers, "pessoa", "pessoas")} bebendo cerveja.`;
}

const kg = (n: number) => `${formatNumber(n, { maximumFractionDigits: 1 })} kg`;

export function PartyResultView({
  result,
  shareTitle,
  churrasco,
  list,
}: {
  result: PartyResult;
  shareTitle: string;
  /** Issue 29: the churrasco's figures (D19), when there is one. */
  churrasco?: ChurrascoResult;
  /** Issue 29: the priced shopping list, when the plan's fields are valid. */
  list?: ShoppingList;
}) {
  const { container, input } = result;
  // Issue 15: the group sees the numbers and what the list costs.
  const shareText = partyShareText(result, list, churrasco);
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
        {churrasco ? (
          <ResultTile
            className="sm:col-span-2"
            testId="churrasco"
            icon={<Flame className="size-4 text-primary" aria-hidden="true" />}
            label="Churrasco"
            value={`${kg(churrasco.meatToBuyKg)} de carne`}
            detail={
              <>
                {churrasco.cuts.map((c) => `${CUT_LABELS[c.cut]} ${kg(c.kg)}`).join(" · ")}. Carvão{" "}
                {kg(churrasco.charcoalKg)} ({countOf(churrasco.charcoalBags, "saco", "sacos")} de 5 kg) ·{" "}
                {countOf(churrasco.garlicBread, "pão de alho", "pães de alho")} · farofa {kg(churrasco.farofaKg)} ·
                vinagrete {kg(churrasco.vinagreteKg)}.
              </>
            }
          />
        ) : null}
        <ResultTile
          className="sm:col-span-2"
          testId="custo"
          icon={<Wallet className="size-4 text-primary" aria-hidden="true" />}
          label="Custo da lista de compras"
          value={list ? money(list.totalCents) : "—"}
          detail={
            list ? (
              <>
                {money(list.perAdultCents)} por adulto ({countOf(result.adults, "adulto", "adultos")}).{" "}
                <a href="#lista-de-compras" className="font-medium text-primary underline underline-offset-4">
                  Ver a lista e editar os preços
                </a>
              </>
            ) : (
              "Corrija os campos destacados para ver o custo."
            )
          }
        />
      </dl>

      <details className="group rounded-lg border px-4 py-3 text-sm">
        <summary className="cursor-pointer font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 max-md:-my-3 max-md:py-3">
          Ver a conta detalhada
        </summary>
        <ul className="mt-3 space-y-1 text-muted-foreground tabular-nums">
          {partyArithmetic(result).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>

      <div className="flex flex-wrap gap-2">
        <ShareButton title={shareTitle} text={shareText} />
      </div>

      <OnwardLinks
        links={[
          {
            to: comparatorHref(input.containerMl, input.price),
            label: "Comparar preços",
            description: input.price
              ? `Abra o comparador com a ${container.unit.one} de ${container.volume} a ${formatCurrency(input.price)} e veja se outra embalagem sai mais barata por litro.`
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
