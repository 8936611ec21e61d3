import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trophy from "lucide-react/icons/trophy";
import type { Ref } from "react";
import { ShareButton } from "~/components/calculator/share-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  itemPerLiter,
  itemPerUnit,
  itemUnits,
  looksLikeUnitPrice,
  promoText,
  roundMoney,
  unitWord,
  type Comparison,
  type ResultItem,
} from "~/calculators/comparator";
import { differenceFromBest, resultSummary, shareText } from "~/calculators/comparator-texts";
import { formatCurrency, formatNumber, formatPercent } from "~/lib/format";
import { cn } from "~/lib/utils";

/**
 * What the shopper bought, as the shelf said it (issue 14): "12 × 350 ml por R$ 39,90 ·
 * R$ 3,33 por lata", the promotion applied, and a returnable's two prices per litre.
 */
function ItemDetails({ item }: { item: ResultItem }) {
  const units = itemUnits(item);
  const returnable = item.priceNoCasco !== undefined;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {units > 1 ? `${formatNumber(units)} × ` : ""}
        {formatNumber(item.volume)} ml por {formatCurrency(item.price)}
        {returnable ? ` com o casco ou ${formatCurrency(item.priceNoCasco!)} sem` : ""}
        {units > 1 || item.promo ? (
          <>
            {" · "}
            <span className="font-medium text-foreground">
              {formatCurrency(roundMoney(itemPerUnit(item)))} por {unitWord(item.volume)}
            </span>
          </>
        ) : null}
      </p>
      {item.promo ? <p className="text-sm text-muted-foreground">com a promoção ({promoText(item.promo)})</p> : null}
      {returnable ? (
        <p className="text-sm text-muted-foreground">
          Retornável: {formatCurrency(itemPerLiter(item, true))} por litro com o casco,{" "}
          {formatCurrency(itemPerLiter(item, false))} sem o casco
        </p>
      ) : null}
    </>
  );
}

/** The results card: every beer by price per litre, cheapest first, the best flagged. */
export function ComparatorResults({
  comparison,
  stale,
  headingRef,
  onNewComparison,
  shareTitle,
}: {
  comparison: Comparison;
  /** The inputs changed after this result was computed. */
  stale: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onNewComparison: () => void;
  shareTitle: string;
}) {
  const { results, skipped } = comparison;
  const best = results[0];
  if (!best) return null;
  return (
    <div
      className="mt-8 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
      data-testid="comparator-results"
    >
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="resultado"
        className="scroll-mt-result text-xl font-semibold tracking-tight outline-none"
      >
        Resultado da comparação
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{resultSummary(results)}</p>

      {stale ? (
        <p className="mt-3 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          Você alterou os dados depois deste cálculo. Calcule de novo para atualizar o resultado.
        </p>
      ) : null}

      <div role="group" aria-label="Cervejas do menor para o maior preço por litro">
        <ol className="mt-4 space-y-3">
          {results.map((item, index) => {
            const diff = differenceFromBest(item, best);
            return (
              <li
                key={item.id}
                className={cn(
                  "flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border p-3 sm:p-4",
                  item.isLowestPrice ? "border-primary/70 bg-primary/10" : "bg-background/60",
                )}
                data-testid="comparator-result"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <p className="flex min-w-0 items-baseline gap-2 font-semibold">
                      <span className="text-muted-foreground tabular-nums">{formatNumber(index + 1)}º</span>
                      <span className="min-w-0 break-words">{item.label}</span>
                    </p>
                    {item.isLowestPrice ? (
                      <Badge className="px-2 py-0.5 text-xs font-semibold">
                        <Trophy aria-hidden="true" /> Melhor Preço!
                      </Badge>
                    ) : null}
                  </div>
                  <ItemDetails item={item} />
                </div>
                <div className="text-right">
                  <p className="text-2xl font-bold tabular-nums" data-testid="price-per-liter">
                    {formatCurrency(item.pricePerLiter)}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    por litro
                    {item.priceNoCasco !== undefined ? (item.withCasco ? " com o casco" : " sem o casco") : ""}
                  </p>
                </div>
                {looksLikeUnitPrice(item) ? (
                  <p
                    role="note"
                    className="basis-full rounded-md border border-amber-600/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200"
                    data-testid="unit-price-warning"
                  >
                    <strong>Esse preço é do fardo inteiro?</strong> {formatCurrency(item.pricePerLiter)} por litro é
                    muito menos do que qualquer cerveja custa: se {formatCurrency(item.price)} é o preço de uma unidade,
                    deixe “Unidades” em 1 ou digite o preço do fardo de {formatNumber(itemUnits(item))}.
                  </p>
                ) : null}
                {!item.isLowestPrice ? (
                  <p className="basis-full text-sm text-muted-foreground">
                    {formatCurrency(diff.perLiter)} a mais por litro ({formatPercent(diff.percent)} mais caro que a
                    melhor opção)
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>

      {skipped.length > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {skipped.length === 1 ? "Ficou de fora por dados incompletos: " : "Ficaram de fora por dados incompletos: "}
          {skipped.join(", ")}.
        </p>
      ) : null}

      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <ShareButton title={shareTitle} text={shareText(results)} className="w-full sm:w-auto" />
        <Button type="button" variant="secondary" className="w-full sm:w-auto" onClick={onNewComparison}>
          <RotateCcw aria-hidden="true" /> Nova Comparação
        </Button>
      </div>
    </div>
  );
}
