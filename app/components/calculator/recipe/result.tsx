// The recipe sheet's result (issue 30): the five numbers with the colour, the BJCP style check,
// the brew day, the pitch and the carbonation. Every figure with D18's decimals; a range's "in
// or out" is written in words beside its bar, never told by colour alone.
import FileDown from "lucide-react/icons/file-down";
import FlaskConical from "lucide-react/icons/flask-conical";
import Printer from "lucide-react/icons/printer";
import type { RecipeResult, RecipeValues } from "~/calculators/recipe";
import { beerXmlFileName } from "~/calculators/beerxml-messages";
import { ShareButton } from "~/components/calculator/share-button";
import { deferredPart } from "~/components/calculator/deferred-part";
import type { RecipeResultState } from "~/components/calculator/recipe/page-state";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatFixed as fixed, formatNumber } from "~/lib/format";

// The style check, the brew day, the pitch and the carbonation: below the five numbers, in the
// server's HTML; their code comes once the browser is idle.
const DeferredDetails = deferredPart(
  () => import("~/components/calculator/recipe/result-details").then((m) => m.RecipeDetails),
  { id: "receita-detalhes", when: "idle" },
);

// The sheet for paper is never seen on screen: the server renders it with the result, and its code
// comes once the browser is idle (the 140 KB ceiling of npm run size); "Imprimir" waits for it.
const DeferredPrintSheet = deferredPart(
  () => import("~/components/calculator/recipe/print-sheet").then((m) => m.RecipePrintSheet),
  { id: "ficha-de-brassagem-parte", when: "idle" },
);

/** The recipe's summary line, shared by the share text and the toast. */
export function recipeSummary(r: RecipeResult): string {
  return `OG ${fixed(r.og, 3)} · FG ${fixed(r.fg, 3)} · ${fixed(r.abv, 1)}% ABV · ${fixed(r.ibu.totalIBU, 1)} IBU · ${fixed(r.ebc, 0)} EBC (${r.colorBand})`;
}

/**
 * The swatch of an SRM value from the site's SRM → sRGB table (content/infographics/colors.ts's
 * srmToHex), which the page gets from its loader: rounded, 1 to the table's end.
 */
function swatchOf(srm: number, swatches: readonly string[]): string {
  return swatches[Math.min(swatches.length, Math.max(1, Math.round(srm))) - 1] ?? "#000000";
}

export function RecipeResultCard({
  state,
  styleName,
  swatches,
}: {
  state: RecipeResultState;
  styleName?: string;
  /** SRM 1, 2, … as "#rrggbb". */
  swatches: readonly string[];
}) {
  return (
    <Card className="gap-4" aria-labelledby="receita-resultado-titulo" role="region">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>
          <h2
            id="receita-resultado-titulo"
            tabIndex={-1}
            className="scroll-mt-result text-xl font-semibold outline-none"
          >
            Resultado
          </h2>
        </CardTitle>
        {state.kind === "ready" ? (
          <CardDescription>
            {styleName ? `Comparada com ${styleName} (BJCP 2021).` : "Os números da receita e o dia da brassagem."}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <div aria-live="polite" data-testid="receita-resultado">
          {state.kind === "ready" ? (
            <Ready result={state.result} values={state.values} query={state.query} swatches={swatches} />
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
              <FlaskConical className="size-8 text-primary" aria-hidden="true" />
              <p className="max-w-xs text-pretty">
                {state.kind === "invalid"
                  ? "Corrija os campos destacados para ver os números da receita."
                  : "Monte a receita e clique em Calcular para ver OG, FG, ABV, IBU, cor e o dia da brassagem."}
              </p>
            </div>
          )}
        </div>
        {state.kind === "ready" ? (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
            <ShareButton
              className="w-full sm:w-auto"
              title="Receita de Cerveja"
              text={`Minha receita: ${recipeSummary(state.result)}`}
            />
            {/* A plain link: the server writes the file from the same query, so it works without JavaScript. */}
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <a
                href={`/receita/beerxml?${state.query}`}
                download={beerXmlFileName(state.values)}
                data-testid="receita-exportar"
              >
                <FileDown aria-hidden="true" /> Exportar BeerXML
              </a>
            </Button>
            <Button
              type="button"
              variant="outline"
              className="w-full sm:w-auto"
              onClick={() => void DeferredPrintSheet.live().then(() => window.print())}
            >
              <Printer aria-hidden="true" /> Imprimir
            </Button>
          </div>
        ) : null}
        {state.kind === "ready" ? <DeferredPrintSheet result={state.result} values={state.values} /> : null}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, testId, note }: { label: string; value: string; testId: string; note?: string }) {
  return (
    <div className="rounded-lg bg-accent/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-2xl font-bold tabular-nums tracking-tight" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

function Ready({
  result: r,
  values,
  query,
  swatches,
}: {
  result: RecipeResult;
  values: RecipeValues;
  query: string;
  swatches: readonly string[];
}) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-2">
        <Figure
          label="Densidade original (OG)"
          value={fixed(r.og, 3)}
          testId="receita-og"
          note={`${fixed(r.pitch.plato, 1)} °P`}
        />
        <Figure
          label="Densidade final (FG)"
          value={fixed(r.fg, 3)}
          testId="receita-fg"
          note={`atenuação ${formatNumber(values.attenuation)}%`}
        />
        <Figure
          label="Álcool (ABV)"
          value={`${fixed(r.abv, 1)}%`}
          testId="receita-abv"
          note={`${formatNumber(r.calories)} kcal/100 ml`}
        />
        <Figure
          label="Amargor (IBU)"
          value={fixed(r.ibu.totalIBU, 1)}
          testId="receita-ibu"
          note={r.buGu === undefined ? undefined : `BU:GU ${fixed(r.buGu, 2)}`}
        />
        <div className="col-span-2 rounded-lg bg-accent/60 p-3">
          <dt className="text-xs text-muted-foreground">Cor (Morey)</dt>
          <dd className="mt-1 flex items-center gap-3">
            {/* The swatch has a border in both themes, so a pale beer stays visible on a light card and a dark one on a dark card. */}
            <span
              aria-hidden="true"
              className="size-12 shrink-0 rounded-full border-2 border-foreground/30 shadow-inner"
              style={{ backgroundColor: swatchOf(r.srm, swatches) }}
              data-testid="receita-cor-amostra"
            />
            <span>
              <span className="block text-2xl font-bold tabular-nums tracking-tight" data-testid="receita-ebc">
                {fixed(r.ebc, 0)} EBC
              </span>
              <span className="block text-xs text-muted-foreground">
                <span data-testid="receita-cor-faixa" className="font-semibold text-foreground">
                  {r.colorBand}
                </span>{" "}
                · {fixed(r.srm, 1)} SRM
              </span>
            </span>
          </dd>
        </div>
      </dl>

      <DeferredDetails result={r} values={values} query={query} />
    </div>
  );
}
