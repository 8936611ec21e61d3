import ChevronDown from "lucide-react/icons/chevron-down";
import History from "lucide-react/icons/rotate-ccw-clock";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash";
import Trophy from "lucide-react/icons/trophy";
import { Button } from "~/components/ui/button";
import type { BeerEntry } from "~/calculators/comparator";
import {
  entriesFromResults,
  historyHasCasco,
  historyName,
  itemDescription,
  type HistoryRecord,
} from "~/calculators/comparator-history";
import { formatCurrency, formatNumber } from "~/lib/format";

/** "Histórico": the last comparisons kept in this browser, newest first (docs/decisions/0016-comparator-rules.md). */
export function ComparatorHistory({
  id,
  records,
  onClear,
  onRedo,
}: {
  /** The target of the "Histórico" link beside the form. */
  id: string;
  records: readonly HistoryRecord[];
  onClear: () => void;
  /** "Refazer": the entries and "Tenho o casco" of a stored comparison. */
  onRedo: (entries: BeerEntry[], hasCasco: boolean) => void;
}) {
  return (
    <section
      id={id}
      aria-labelledby="historico-title"
      className="mt-8 scroll-mt-20 md:scroll-mt-6 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
      data-testid="comparator-history"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="historico-title" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
            <History className="size-5 text-primary" aria-hidden="true" /> Histórico
          </h2>
          <p className="text-sm text-muted-foreground">Suas últimas 10 comparações ficam salvas só neste navegador.</p>
        </div>
        <Button type="button" variant="outline" size="sm" className="h-11 md:h-8" onClick={onClear}>
          <Trash2 aria-hidden="true" /> Limpar Histórico
        </Button>
      </div>

      <ul className="mt-4 divide-y rounded-lg border">
        {records.map((record) => {
          const winners = record.results.filter((r) => r.isLowestPrice);
          const best = winners[0] ?? record.results[0];
          const count = record.results.length;
          return (
            <li key={record.id} className="space-y-2 p-3 sm:p-4" data-testid="history-record">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 flex-1 basis-44 space-y-0.5">
                  <p className="text-xs text-muted-foreground">{record.date}</p>
                  {best ? (
                    <p className="text-sm">
                      <Trophy className="mr-1 inline size-4 align-[-2px] text-primary" aria-hidden="true" />
                      <span className="font-semibold">{historyName(best)}</span> a{" "}
                      <span className="font-semibold tabular-nums">{formatCurrency(best.pricePerLiter)}</span> por litro
                      {winners.length > 1 ? ` (empate entre ${formatNumber(winners.length)})` : ""}
                    </p>
                  ) : null}
                  <p className="text-xs text-muted-foreground">
                    {count === 1 ? "1 cerveja comparada" : `${formatNumber(count)} cervejas comparadas`}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="-mr-2 h-11 shrink-0 md:h-8"
                  onClick={() => onRedo(entriesFromResults(record.results), historyHasCasco(record.results))}
                  aria-label={`Refazer a comparação de ${record.date}`}
                >
                  <RotateCcw aria-hidden="true" /> Refazer
                </Button>
              </div>
              <details className="group text-sm">
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded text-muted-foreground underline-offset-2 hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none md:min-h-0 [&::-webkit-details-marker]:hidden">
                  <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
                  Ver todas
                </summary>
                <ol className="mt-2 space-y-1 pl-5">
                  {record.results.map((r) => (
                    <li key={r.id} className="flex flex-wrap justify-between gap-x-3 tabular-nums">
                      <span>
                        {historyName(r) === r.label ? `${r.label} · ${itemDescription(r)}` : itemDescription(r)}
                        {r.isLowestPrice ? (
                          <span className="ml-1 font-semibold text-primary">Melhor Preço!</span>
                        ) : null}
                      </span>
                      <span className="font-medium">{formatCurrency(r.pricePerLiter)}/L</span>
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// What the page's history store needs once this browser has a history (use-history.ts loads this module then).
export { addToHistory, isSavable, parseHistory } from "~/calculators/comparator-history";
