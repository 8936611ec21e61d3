// The recipe sheet's result (issue 30): the five numbers with the colour, the BJCP style check,
// the brew day, the pitch and the carbonation. Every figure with D18's decimals; a range's "in
// or out" is written in words beside its bar, never told by colour alone.
import Check from "lucide-react/icons/check";
import FileDown from "lucide-react/icons/file-down";
import FlaskConical from "lucide-react/icons/flask-conical";
import Printer from "lucide-react/icons/printer";
import { Link } from "react-router";
import {
  SHOWN_DECIMALS,
  type RecipeResult,
  type RecipeValues,
  type StatCheck,
  type StyleStat,
} from "~/calculators/recipe";
import { beerXmlFileName } from "~/calculators/beerxml-messages";
import { PRIMING_SUGAR_INFO } from "~/calculators/priming";
import { ShareButton } from "~/components/calculator/share-button";
import { RecipePrintSheet } from "~/components/calculator/recipe/print-sheet";
import type { RecipeResultState } from "~/components/calculator/recipe/page-state";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";

const fixed = (n: number, digits: number) =>
  formatNumber(Number(n.toFixed(digits)), { minimumFractionDigits: digits, maximumFractionDigits: digits });

const STAT_LABELS: Record<StyleStat, string> = { og: "OG", fg: "FG", abv: "ABV", ibu: "IBU", srm: "Cor (SRM)" };
const statText = (stat: StyleStat, n: number) => `${fixed(n, SHOWN_DECIMALS[stat])}${stat === "abv" ? "%" : ""}`;

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
            <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => window.print()}>
              <Printer aria-hidden="true" /> Imprimir
            </Button>
          </div>
        ) : null}
        {state.kind === "ready" ? <RecipePrintSheet result={state.result} values={state.values} /> : null}
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

      {values.style ? (
        <StyleBars checks={r.checks} name={`${values.style.bjcp} ${values.style.name}`} />
      ) : (
        <Fits result={r} query={query} />
      )}

      <section aria-labelledby="receita-brassagem-titulo">
        <h3 id="receita-brassagem-titulo" className="mb-2 text-base font-semibold">
          Dia da brassagem
        </h3>
        <dl className="divide-y rounded-lg border text-sm">
          <Row
            label="Água da mostura"
            value={`${fixed(r.mashWater, 1)} L`}
            testId="receita-agua-mostura"
            note={`${formatNumber(values.mashRatio)} L/kg × ${fixed(r.grainKg, 2)} kg de grãos`}
          />
          <Row
            label="Temperatura da água"
            value={`${fixed(r.strikeTemp, 1)} °C`}
            testId="receita-temp-agua"
            note={`para mosturar a ${formatNumber(values.mashTemp)} °C`}
          />
          <Row
            label="Água de lavagem"
            value={`${fixed(r.spargeWater, 1)} L`}
            testId="receita-agua-lavagem"
            note={`total de água ${fixed(r.totalWater, 1)} L`}
          />
          <Row
            label="Volume pré-fervura"
            value={`${fixed(r.preBoilVolume, 1)} L`}
            testId="receita-pre-fervura"
            note={`${formatNumber(values.boilOff)} L/h por ${formatNumber(values.boilTime)} min`}
          />
          <Row label="Densidade pré-fervura" value={fixed(r.preBoilGravity, 3)} testId="receita-og-pre-fervura" />
        </dl>
      </section>

      <section aria-labelledby="receita-fermento-titulo">
        <h3 id="receita-fermento-titulo" className="mb-2 text-base font-semibold">
          Fermento
        </h3>
        <dl className="divide-y rounded-lg border text-sm">
          <Row
            label="Células necessárias"
            value={`${formatNumber(Math.round(r.pitch.cells))} bilhões`}
            testId="receita-celulas"
            note={`${formatNumber(r.pitch.rate)} milhão/ml/°P (${r.pitch.kind === "lager" ? "lager" : "ale"})`}
          />
          {values.yeastForm === "seco" ? (
            <Row
              label="Fermento seco"
              value={`${formatNumber(r.pitch.dryPackets)} ${r.pitch.dryPackets === 1 ? "sachê" : "sachês"} de 11,5 g`}
              testId="receita-saches"
              note={`${fixed(r.pitch.dryGrams, 1)} g a 10 bilhões de células/g`}
            />
          ) : r.pitch.starter ? (
            <Row
              label="Fermento líquido"
              value={`${formatNumber(r.pitch.starter.packs)} ${r.pitch.starter.packs === 1 ? "pacote" : "pacotes"} + starter de ${formatNumber(r.pitch.starter.litres)} L`}
              testId="receita-pacotes"
              note={`${formatNumber(Math.round(r.pitch.starter.cells))} bilhões de células (starter 1,036 com agitador)`}
            />
          ) : (
            <Row
              label="Fermento líquido"
              value={`${formatNumber(r.pitch.liquidPacks)} ${r.pitch.liquidPacks === 1 ? "pacote" : "pacotes"}`}
              testId="receita-pacotes"
              note="100 bilhões de células por pacote, sem starter"
            />
          )}
        </dl>
      </section>

      <section aria-labelledby="receita-carbonatacao-titulo">
        <h3 id="receita-carbonatacao-titulo" className="mb-2 text-base font-semibold">
          Carbonatação ({formatNumber(values.co2)} volumes de CO₂)
        </h3>
        <dl className="divide-y rounded-lg border text-sm">
          <Row
            label="Priming na garrafa"
            value={`${fixed(r.priming.grams, 0)} g`}
            testId="receita-priming"
            note={`${PRIMING_SUGAR_INFO[values.sugar].label}, ${fixed(r.priming.gramsPerLitre, 1)} g/L`}
          />
          <Row
            label="Pressão no barril"
            value={`${fixed(r.kegBar, 1)} bar · ${fixed(r.kegPsi, 1)} psi`}
            testId="receita-pressao"
            note={`servindo a ${formatNumber(values.servingTemp)} °C`}
          />
        </dl>
        {r.priming.warnings.map((w) => (
          <p key={w} className="mt-2 text-xs text-muted-foreground">
            {w}
          </p>
        ))}
      </section>
    </div>
  );
}

function Row({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="ml-auto text-right">
        <span className="font-semibold tabular-nums" data-testid={testId}>
          {value}
        </span>
        {note ? <span className="block text-xs text-muted-foreground">{note}</span> : null}
      </dd>
    </div>
  );
}

/** Where the value sits on a bar drawn from a little below the range to a little above it. */
function barGeometry(check: StatCheck) {
  const range = check.range!;
  const span = Math.max(range.max - range.min, Number.EPSILON);
  const lo = Math.min(range.min - span * 0.5, check.value);
  const hi = Math.max(range.max + span * 0.5, check.value);
  const at = (n: number) => ((n - lo) / (hi - lo)) * 100;
  return { from: at(range.min), to: at(range.max), marker: at(check.value) };
}

function StyleBars({ checks, name }: { checks: StatCheck[]; name: string }) {
  const outside = checks.filter((c) => c.inRange === false).length;
  return (
    <section aria-labelledby="receita-estilo-titulo">
      <h3 id="receita-estilo-titulo" className="mb-1 text-base font-semibold">
        Estilo: {name}
      </h3>
      <p className="mb-3 text-sm text-muted-foreground" data-testid="receita-estilo-resumo">
        {outside === 0
          ? "Todos os números dentro da faixa do estilo."
          : `${outside} ${outside === 1 ? "número fora" : "números fora"} da faixa do estilo.`}
      </p>
      <ul className="space-y-3">
        {checks.map((c) => {
          if (!c.range) return null;
          const g = barGeometry(c);
          const status = c.inRange ? "dentro" : c.value < c.range.min ? "abaixo" : "acima";
          return (
            <li key={c.stat} data-testid={`receita-faixa-${c.stat}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                <span className="font-medium">{STAT_LABELS[c.stat]}</span>
                <span className="tabular-nums">
                  <span className="font-semibold">{statText(c.stat, c.value)}</span>{" "}
                  <span className="text-muted-foreground">
                    (estilo {statText(c.stat, c.range.min)} a {statText(c.stat, c.range.max)})
                  </span>{" "}
                  <span
                    className={cn(
                      "inline-flex items-center gap-0.5 font-semibold",
                      c.inRange ? "text-success" : "text-destructive",
                    )}
                  >
                    {c.inRange ? <Check className="size-3.5" aria-hidden="true" /> : null}
                    {status}
                  </span>
                </span>
              </div>
              <div aria-hidden="true" className="relative mt-1 h-2.5 rounded-full bg-muted">
                <div
                  className="absolute inset-y-0 rounded-full bg-primary/40"
                  style={{ left: `${g.from}%`, width: `${Math.max(g.to - g.from, 1)}%` }}
                />
                <div
                  className={cn(
                    "absolute -top-1 h-[18px] w-1.5 -translate-x-1/2 rounded-full ring-2 ring-card",
                    c.inRange ? "bg-foreground" : "bg-destructive",
                  )}
                  style={{ left: `${g.marker}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Fits({ result, query }: { result: RecipeResult; query: string }) {
  return (
    <section aria-labelledby="receita-compativeis-titulo">
      <h3 id="receita-compativeis-titulo" className="mb-1 text-base font-semibold">
        Estilos compatíveis
      </h3>
      {result.fits.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="receita-compativeis">
          Nenhum estilo do BJCP 2021 tem OG, FG, ABV, IBU e cor que contenham todos os números desta receita. Escolha um
          estilo para ver o que ajustar.
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">
            OG, FG, ABV, IBU e cor dentro da faixa do BJCP 2021. Toque para comparar:
          </p>
          <ul className="flex flex-wrap gap-2" data-testid="receita-compativeis">
            {result.fits.map((s) => (
              <li key={s.bjcp}>
                <Link
                  to={`/receita?${query}&estilo=${s.bjcp}#resultado`}
                  preventScrollReset
                  replace
                  className="inline-flex min-h-11 items-center rounded-md border px-3 text-sm hover:bg-accent md:min-h-9"
                >
                  {s.bjcp} {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
