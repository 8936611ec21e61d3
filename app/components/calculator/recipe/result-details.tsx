// The rest of the recipe sheet's result (issue 30): the style check (or the styles the recipe
// fits), the brew day, the pitch and the carbonation. The server renders it with the result; its
// code comes once the browser is idle (result.tsx, DeferredDetails), so a first visit stays
// within the 140 KB ceiling of npm run size.
import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import {
  SHOWN_DECIMALS,
  type RecipeResult,
  type RecipeValues,
  type StatCheck,
  type StyleStat,
} from "~/calculators/recipe";
import { PRIMING_SUGAR_INFO } from "~/calculators/priming";
import { formatFixed as fixed, formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";

const STAT_LABELS: Record<StyleStat, string> = { og: "OG", fg: "FG", abv: "ABV", ibu: "IBU", srm: "Cor (SRM)" };
const statText = (stat: StyleStat, n: number) => `${fixed(n, SHOWN_DECIMALS[stat])}${stat === "abv" ? "%" : ""}`;

export function RecipeDetails({
  result: r,
  values,
  query,
}: {
  result: RecipeResult;
  values: RecipeValues;
  query: string;
}) {
  return (
    <div className="space-y-6">
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
