import ClipboardList from "lucide-react/icons/clipboard-list";
import FlaskConical from "lucide-react/icons/flask-conical";
import { ShareButton } from "~/components/calculator/share-button";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  IBU_CATEGORIES,
  buGuRatio,
  formatIbu,
  type IbuCategory,
  type IbuResult,
  type IbuValues,
} from "~/calculators/ibu";
import { recipeHrefFromIbu } from "~/calculators/recipe-link";
import { BU_GU_BALANCED, BU_GU_BITTER } from "~/content/facts";
import { formatNumber, formatPercent } from "~/lib/format";
import { cn } from "~/lib/utils";

/** How the scale is drawn: 0 to 80 IBU, four equal segments, darker as it gets more bitter. */
const SCALE_MAX = 80;
const TONES: Record<IbuCategory, string> = {
  Baixo: "bg-primary/20",
  Moderado: "bg-primary/45",
  Acentuado: "bg-primary/70",
  Intenso: "bg-primary",
};

/** Short on screen ("< 20", "20–40", "≥ 60"), in words for screen readers. */
function rangeLabel(from: number, to?: number): { short: string; spoken: string } {
  if (from === 0 && to !== undefined) return { short: `< ${to}`, spoken: `abaixo de ${to} IBU` };
  if (to === undefined) return { short: `≥ ${from}`, spoken: `${from} IBU ou mais` };
  return { short: `${from}–${to}`, spoken: `de ${from} a menos de ${to} IBU` };
}

/** The four categories of docs/decisions/0017-ibu-rules.md with a marker at the total. The list is the text; the bar is decoration. */
export function IbuCategoryScale({ totalIBU, category }: { totalIBU: number; category: IbuCategory }) {
  const position = (Math.min(Math.max(totalIBU, 0), SCALE_MAX) / SCALE_MAX) * 100;
  return (
    <div className="mt-5">
      <div aria-hidden="true" className="relative px-0.5">
        <div className="flex h-2.5 gap-0.5 overflow-hidden rounded-full">
          {IBU_CATEGORIES.map((c) => (
            <div key={c.category} className={cn("flex-1", TONES[c.category])} />
          ))}
        </div>
        <div
          className="absolute -top-1 h-[18px] w-1.5 -translate-x-1/2 rounded-full bg-foreground ring-2 ring-card"
          style={{ left: `${position}%` }}
          data-testid="ibu-scale-marker"
        />
      </div>
      {/* The name sits on a group around the list: naming a list itself is read unevenly (html-validate aria-label-misuse). */}
      <div role="group" aria-label="Escala de amargor">
        <ol className="mt-2 grid grid-cols-4 gap-1 text-xs">
          {IBU_CATEGORIES.map((c) => {
            const current = c.category === category;
            return (
              <li
                key={c.category}
                aria-current={current ? "true" : undefined}
                className={cn("leading-tight", current ? "font-semibold text-foreground" : "text-muted-foreground")}
              >
                <span className="block">{c.category}</span>
                <span className="block font-normal tabular-nums" aria-hidden="true">
                  {rangeLabel(c.from, c.to).short}
                </span>
                <span className="sr-only">, {rangeLabel(c.from, c.to).spoken}</span>
                {current ? <span className="sr-only"> (faixa desta receita)</span> : null}
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}

export type IbuResultState =
  { kind: "empty" } | { kind: "invalid" } | { kind: "ready"; result: IbuResult; values: IbuValues };

/**
 * The result card. Its body is a polite live region: the total, the category and each
 * addition are announced when they change.
 */
export function IbuResultCard({ state }: { state: IbuResultState }) {
  return (
    <Card className="gap-4" aria-labelledby="ibu-resultado-titulo" role="region">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>
          <h2 id="ibu-resultado-titulo" className="text-xl font-semibold">
            Resultado
          </h2>
        </CardTitle>
        {state.kind === "ready" ? <CardDescription>Amargor estimado pelo método de Tinseth.</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <div aria-live="polite" data-testid="ibu-result">
          {state.kind === "ready" ? (
            <ReadyResult result={state.result} values={state.values} />
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
              <FlaskConical className="size-8 text-primary" aria-hidden="true" />
              <p className="max-w-xs text-pretty">
                {state.kind === "invalid"
                  ? "Corrija os campos destacados para ver o amargor da receita."
                  : "Preencha a receita e clique em Calcular para ver o IBU total e o de cada adição."}
              </p>
            </div>
          )}
        </div>
        {state.kind === "ready" ? (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ShareButton
              className="w-full sm:w-auto"
              title="Calculadora de IBU"
              text={`IBU total: ${formatIbu(state.result.totalIBU)} — ${state.result.category}`}
            />
            {/* Issue 30 item 9: the hops, volume and OG open on the recipe sheet (a plain link, no recipe code here). */}
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <a href={recipeHrefFromIbu(state.values)} data-testid="ibu-levar-receita">
                <ClipboardList aria-hidden="true" /> Levar para a receita
              </a>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ReadyResult({ result, values }: { result: IbuResult; values: IbuValues }) {
  const ratio = buGuRatio(result.totalIBU, values.originalGravity);
  return (
    <>
      <div className="rounded-lg bg-accent/60 p-4">
        <p className="text-sm text-muted-foreground">IBU total</p>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-4xl font-bold tabular-nums tracking-tight" data-testid="ibu-total">
            {formatIbu(result.totalIBU)}
          </span>
          <span className="sr-only"> — </span>
          <span
            className="rounded-md bg-primary px-2 py-0.5 text-sm font-semibold text-primary-foreground"
            data-testid="ibu-category"
          >
            {result.category}
          </span>
        </p>
        <IbuCategoryScale totalIBU={result.totalIBU} category={result.category} />
      </div>

      <h3 className="mt-5 mb-2 text-sm font-semibold">Por adição</h3>
      <ul className="divide-y rounded-lg border">
        {result.additions.map((a, index) => {
          const hop = values.additions[index];
          return (
            <li
              key={a.id}
              className="flex items-center justify-between gap-3 px-3 py-2.5"
              data-testid="ibu-addition-result"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium">Adição {index + 1}</p>
                {hop ? (
                  <p className="text-xs text-muted-foreground">
                    {formatNumber(hop.alphaAcid)}% · {formatNumber(hop.weight)} g · {formatNumber(hop.boilTime)} min ·
                    utilização {formatPercent(a.utilization * 100)}
                  </p>
                ) : null}
              </div>
              <p className="shrink-0 text-right text-sm tabular-nums">
                <span className="text-base font-semibold">{formatIbu(a.ibu)}</span> IBU
              </p>
            </li>
          );
        })}
      </ul>

      {ratio !== undefined ? (
        <p className="mt-4 text-sm text-muted-foreground">
          Relação BU:GU (amargor ÷ pontos de densidade):{" "}
          <span className="font-semibold text-foreground tabular-nums">
            {formatNumber(ratio, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
          </span>
          . Em torno de {formatNumber(BU_GU_BALANCED)}, amargor e malte se equilibram; abaixo, predomina o malte e,
          acima de {formatNumber(BU_GU_BITTER)}, o amargor.
        </p>
      ) : null}
    </>
  );
}
