import type { MetaFunction } from "react-router";
import { Calculator, Plus } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { ComparatorEntry, entryFieldId } from "~/components/calculator/comparator/entry";
import { ComparatorHistory } from "~/components/calculator/comparator/history";
import { ComparatorResults } from "~/components/calculator/comparator/results";
import { Faq, type FaqItem } from "~/components/calculator/kit/faq";
import { HowWeCalculate } from "~/components/calculator/kit/how-we-calculate";
import { useQuerySync } from "~/hooks/use-query-sync";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import {
  HISTORY_STORAGE_KEY,
  addEntry,
  addToHistory,
  canAddEntry,
  canRemoveEntry,
  compareBeers,
  entriesFromParams,
  entriesFromResults,
  entriesToQuery,
  initialEntries,
  isSavable,
  parseHistory,
  pricePerLiter,
  removeEntry,
  type BeerEntry,
  type Comparison,
  type HistoryRecord,
} from "~/calculators/comparator";
import { formatCurrency, formatDateLong, formatNumber } from "~/lib/format";
import { pageSeoMeta } from "~/lib/seo/meta";

const title = "Comparador de Preços de Cerveja";
const description = "Compare o preço por litro de latas, long necks e garrafas e descubra qual cerveja sai mais em conta.";

/** Delay before the page scrolls to a new result (§4). */
const SCROLL_DELAY_MS = 100;

/** A price in a formula: "5,60", and a third decimal when it was typed ("3,499"). */
const MONEY_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 3 };

export default function ComparadorPage() {
  // A navigation to this page with other inputs (a link, back/forward) starts afresh;
  // our own replaceState writes (D3) do not change the location key.
  const location = useLocation();
  return (
    <>
      <PageHeader title={title} description={description} />
      <Comparator key={location.key} />
      <Faq items={faqItems} />
    </>
  );
}

interface InitialState {
  entries: BeerEntry[];
  comparison: Comparison | null;
  /** The inputs the shown result was computed from (to tell when it is out of date). */
  resultQuery: string | null;
}

/** Synchronous, so a shared link renders its result in the server HTML (D3). */
function initialState(values: string[]): InitialState {
  const fromUrl = entriesFromParams(values);
  if (!fromUrl) return { entries: initialEntries(), comparison: null, resultQuery: null };
  const outcome = compareBeers(fromUrl);
  return {
    entries: fromUrl,
    comparison: outcome.ok ? outcome.comparison : null,
    resultQuery: outcome.ok ? entriesToQuery(fromUrl) : null,
  };
}

function smoothBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

function writeHistory(records: readonly HistoryRecord[]) {
  try {
    if (records.length === 0) localStorage.removeItem(HISTORY_STORAGE_KEY);
    else localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(records));
  } catch (error) {
    console.warn("[comparador] não foi possível salvar o histórico:", error);
  }
}

function Comparator() {
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => initialState(searchParams.getAll("c")));
  const [entries, setEntries] = useState<BeerEntry[]>(initial.entries);
  const [comparison, setComparison] = useState<Comparison | null>(initial.comparison);
  const [resultQuery, setResultQuery] = useState<string | null>(initial.resultQuery);
  const [history, setHistory] = useState<HistoryRecord[]>([]);

  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  /** A field to focus once the entries have re-rendered (after add, remove, reset). */
  const focusAfterRender = useRef<{ id: string; preventScroll?: boolean } | null>(null);
  const scrollTimer = useRef<number | undefined>(undefined);

  const query = entriesToQuery(entries);
  useQuerySync(query);

  // History is read once on the client (§4), keeping only valid records; anything
  // unreadable is logged and removed (§8).
  useEffect(() => {
    let raw: string | null;
    try {
      raw = localStorage.getItem(HISTORY_STORAGE_KEY);
    } catch {
      return; // storage disabled: the comparator still works, without history
    }
    const loaded = parseHistory(raw);
    if (loaded.storage === "remove") {
      console.warn(`[comparador] histórico inválido em "${HISTORY_STORAGE_KEY}" foi removido (${loaded.problem}).`);
      writeHistory([]);
    } else if (loaded.storage === "rewrite") {
      console.warn(`[comparador] histórico em "${HISTORY_STORAGE_KEY}" corrigido: ${loaded.problem}.`);
      writeHistory(loaded.records);
    }
    setHistory(loaded.records);
  }, []);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    document.getElementById(target.id)?.focus({ preventScroll: target.preventScroll });
  });

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  function scrollToResults() {
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => {
      resultsRef.current?.scrollIntoView({ behavior: smoothBehavior(), block: "start" });
      resultsHeadingRef.current?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
  }

  function updateEntry(next: BeerEntry) {
    setEntries((list) => list.map((e) => (e.id === next.id ? next : e)));
  }

  function handleAdd() {
    const next = addEntry(entries);
    const added = next.at(-1);
    if (added && next.length > entries.length) focusAfterRender.current = { id: entryFieldId(added.id, "name") };
    setEntries(next);
  }

  function handleRemove(id: string) {
    const index = entries.findIndex((e) => e.id === id);
    const next = removeEntry(entries, id);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfterRender.current = neighbour ? { id: entryFieldId(neighbour.id, "name") } : null;
    setEntries(next);
  }

  function handleCalculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = compareBeers(entries);
    if (!outcome.ok) {
      toast.error(outcome.error.title, { description: outcome.error.description });
      return;
    }
    setComparison(outcome.comparison);
    setResultQuery(query);
    const now = new Date();
    // §5: only a non-empty result with every price per litre above 0 is saved.
    if (isSavable(outcome.comparison.results)) {
      const nextHistory = addToHistory(history, outcome.comparison.results, String(now.getTime()), formatDateLong(now));
      setHistory(nextHistory);
      writeHistory(nextHistory);
    }
    scrollToResults();
  }

  function handleNewComparison() {
    setEntries(initialEntries());
    setComparison(null);
    setResultQuery(null);
    window.scrollTo({ top: 0, behavior: smoothBehavior() });
    focusAfterRender.current = { id: entryFieldId("1", "name"), preventScroll: true };
  }

  function handleClearHistory() {
    setHistory([]);
    writeHistory([]);
  }

  function handleRedo(record: HistoryRecord) {
    const restored = entriesFromResults(record.results);
    const outcome = compareBeers(restored);
    setEntries(restored);
    setComparison(outcome.ok ? outcome.comparison : null);
    setResultQuery(outcome.ok ? entriesToQuery(restored) : null);
    if (outcome.ok) scrollToResults();
  }

  const removable = canRemoveEntry(entries);
  const best = comparison?.results[0];

  return (
    <>
      <form onSubmit={handleCalculate} noValidate aria-labelledby="cervejas-title">
        <section className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
          <div className="mb-4 space-y-1">
            <h2 id="cervejas-title" className="text-xl font-semibold tracking-tight">
              Cervejas para comparar
            </h2>
            <p className="text-sm text-muted-foreground">
              Escolha o volume e informe o preço de cada cerveja. Pode digitar com vírgula ou ponto: 4,99 ou 4.99.
            </p>
          </div>
          <div className="space-y-3">
            {entries.map((entry, index) => (
              <ComparatorEntry
                key={entry.id}
                entry={entry}
                position={index + 1}
                canRemove={removable}
                onChange={updateEntry}
                onRemove={() => handleRemove(entry.id)}
              />
            ))}
          </div>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-between">
            <Button type="button" variant="outline" onClick={handleAdd} disabled={!canAddEntry(entries)}>
              <Plus aria-hidden="true" /> Adicionar Cerveja
            </Button>
            <Button type="submit" size="lg" className="sm:min-w-40">
              <Calculator aria-hidden="true" /> Calcular
            </Button>
          </div>
        </section>
      </form>

      <div ref={resultsRef} aria-live="polite" className="scroll-mt-20 md:scroll-mt-6">
        {comparison ? (
          <ComparatorResults
            comparison={comparison}
            stale={resultQuery !== query}
            headingRef={resultsHeadingRef}
            onNewComparison={handleNewComparison}
            shareTitle={title}
          />
        ) : null}
      </div>

      <HowWeCalculate sources={sources}>
        <p>
          Para cada cerveja, dividimos o preço pelo volume em litros: <code>preço por litro = preço ÷ (volume em ml ÷ 1000)</code>.
        </p>
        {best ? (
          <p>
            Na sua comparação, a melhor opção ({best.label}): {formatNumber(best.price, MONEY_DIGITS)} ÷ {formatNumber(best.volume / 1000, { maximumFractionDigits: 6 })} ={" "}
            {formatCurrency(best.pricePerLiter)} por litro.
          </p>
        ) : (
          <p>
            Exemplo: uma lata de {formatNumber(350)} ml por {formatCurrency(3.49)} custa {formatNumber(3.49, MONEY_DIGITS)} ÷{" "}
            {formatNumber(0.35)} = {formatCurrency(pricePerLiter(3.49, 350))} por litro.
          </p>
        )}
        <p>
          Mostramos o resultado com 2 casas decimais. A menor cotação recebe o selo “Melhor Preço!”; cervejas com o mesmo valor
          em centavos empatam e recebem o selo juntas. Cervejas sem volume ou sem preço válidos ficam de fora.
        </p>
      </HowWeCalculate>

      {history.length > 0 ? <ComparatorHistory records={history} onClear={handleClearHistory} onRedo={handleRedo} /> : null}
    </>
  );
}

const sources = [
  {
    label: "Lei nº 10.962/2004, art. 2º-A (preço por unidade de medida)",
    url: "https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2004/lei/l10.962.htm",
  },
  { label: "BIPM, Sistema Internacional de Unidades (1 L = 1000 ml)", url: "https://www.bipm.org/en/publications/si-brochure" },
];

const faqItems: FaqItem[] = [
  {
    question: "Como usar o comparador de preços de cerveja?",
    answer: [
      "Para cada cerveja, escolha o volume da embalagem — latinha, lata, long neck, latão, garrafa, litrão ou “Outro” para digitar qualquer volume em ml — e informe o preço. O nome ou a marca é opcional, mas ajuda a não se perder. Precisa de mais linhas? Toque em “Adicionar Cerveja”.",
      "Depois toque em “Calcular”: as cervejas aparecem da mais barata para a mais cara por litro, e a vencedora ganha o selo “Melhor Preço!”. Os preços podem ser digitados com vírgula ou ponto (4,99 ou 4.99). Cada comparação fica salva no histórico deste navegador, e o botão “Compartilhar” envia um link que refaz o mesmo cálculo.",
    ],
  },
  {
    question: "Como é calculado o preço por litro?",
    answer: [
      "Dividimos o preço pelo volume em litros: preço por litro = preço ÷ (volume em ml ÷ 1000).",
      `Uma lata de ${formatNumber(350)} ml por ${formatCurrency(3.49)}, por exemplo, custa ${formatNumber(3.49)} ÷ ${formatNumber(0.35)} = ${formatCurrency(pricePerLiter(3.49, 350))} por litro. O resultado é mostrado com 2 casas decimais, e cervejas com o mesmo valor em centavos empatam.`,
    ],
  },
  {
    question: "Por que comparar o preço por litro e não o preço da embalagem?",
    answer: [
      `Porque as embalagens têm tamanhos diferentes, e a mais barata na prateleira nem sempre é a que sai mais em conta. Uma latinha de ${formatNumber(269)} ml por ${formatCurrency(2.99)} parece uma pechincha, mas custa ${formatCurrency(pricePerLiter(2.99, 269))} o litro — mais do que um latão de ${formatNumber(473)} ml por ${formatCurrency(4.99)}, que sai a ${formatCurrency(pricePerLiter(4.99, 473))} o litro.`,
      `O litro coloca todas as opções na mesma base, como o preço por unidade de medida das etiquetas de supermercado. Numa festa a diferença aparece: ${formatCurrency(0.5)} a menos por litro em ${formatNumber(30)} litros são ${formatCurrency(15)} de economia.`,
    ],
  },
  {
    question: "Posso comparar marcas diferentes?",
    answer: [
      "Sim. Dá para comparar qualquer cerveja, de qualquer marca, estilo ou embalagem, e também a mesma cerveja em tamanhos ou lojas diferentes. Dê um nome a cada uma para reconhecer o resultado.",
      "Lembre-se de que o comparador olha só o preço: uma cerveja artesanal, um estilo mais encorpado ou com mais álcool pode valer o preço mais alto. Use o resultado para decidir com informação, não apenas pelo mais barato.",
    ],
  },
];

export const meta: MetaFunction = (args) => pageSeoMeta(args, { title, description });
