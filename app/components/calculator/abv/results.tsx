import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { HowWeCalculate, type Source } from "~/components/calculator/kit/how-we-calculate";
import { Badge } from "~/components/ui/badge";
import {
  abvBalling,
  abvDaniels,
  abvStandard,
  type AdvancedResult,
  type AlcoholCategory,
  type BasicResult,
  FORMULA_LABELS,
  formatAbv,
  formatAttenuation,
  formatDegrees,
  formatGravity,
  MEASUREMENT_LABELS,
} from "~/calculators/abv";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";

export const SOURCES = {
  brewersFriendAbv: { label: "Brewer's Friend, ABV Calculator", url: "https://www.brewersfriend.com/abv-calculator/" },
  brewersFriendTemp: {
    label: "Brewer's Friend, Hydrometer Temperature Correction",
    url: "https://www.brewersfriend.com/hydrometer-temp/",
  },
  brewersFriendRefrac: {
    label: "Brewer's Friend, Refractometer Calculator",
    url: "https://www.brewersfriend.com/refractometer-calculator/",
  },
  brewersFriendPriming: {
    label: "Brewer's Friend, Beer Priming Calculator",
    url: "https://www.brewersfriend.com/beer-priming-calculator/",
  },
  asbc: { label: "ASBC (American Society of Brewing Chemists), cálculo de calorias" },
  terrill: {
    label: "Sean Terrill, “Refractometer FG Results” (2011)",
    url: "http://seanterrill.com/2011/04/07/refractometer-fg-results/",
  },
  hall: { label: "Michael L. Hall, “Brew by the Numbers”, Zymurgy (1995) — °P e extrato real" },
  daniels: { label: "Ray Daniels, “Designing Great Beers” (Brewers Publications, 1996)" },
} satisfies Record<string, Source>;

const CATEGORY_STYLE: Record<AlcoholCategory, string> = {
  Leve: "border-success/40 bg-success/10 text-foreground",
  Médio: "border-primary/40 bg-primary/10 text-foreground",
  Forte: "border-primary bg-primary/20 text-foreground",
  "Muito forte": "border-destructive/50 bg-destructive/10 text-foreground",
};

export function CategoryBadge({ category }: { category: AlcoholCategory }) {
  return (
    <Badge variant="outline" className={cn("px-2.5 py-1 text-sm", CATEGORY_STYLE[category])}>
      {category}
    </Badge>
  );
}

export function Stat({ label, value, unit, hint }: { label: string; value: string; unit?: string; hint?: string }) {
  return (
    <div className="rounded-lg border bg-background/60 p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-base font-semibold tabular-nums sm:text-lg">
        {value}
        {unit ? <span className="ml-1 text-xs font-normal text-muted-foreground">{unit}</span> : null}
      </dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

export function Warnings({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2">
      {items.map((w) => (
        <li key={w} className="flex gap-2 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{w}</span>
        </li>
      ))}
    </ul>
  );
}

function Headline({ abv, category, caption }: { abv: number; category: AlcoholCategory; caption: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className="text-sm font-medium text-muted-foreground">Teor alcoólico (ABV)</p>
        <p className="text-5xl font-bold tracking-tight text-primary tabular-nums" data-testid="abv-value">
          {formatAbv(abv)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{caption}</p>
      </div>
      <div className="text-right">
        <p className="text-xs font-medium text-muted-foreground">Categoria</p>
        <CategoryBadge category={category} />
      </div>
    </div>
  );
}

export function BasicResultView({ result }: { result: BasicResult }) {
  return (
    <div className="space-y-4">
      <Headline abv={result.abv} category={result.category} caption="Fórmula padrão" />
      <dl className="grid grid-cols-2 gap-2">
        <Stat label="Atenuação aparente" value={formatAttenuation(result.apparentAttenuation)} />
        <Stat label="Atenuação real" value={formatAttenuation(result.realAttenuation)} />
        <Stat label="Calorias" value={formatNumber(result.calories, { maximumFractionDigits: 0 })} unit="kcal/100 ml" />
        <Stat label="Densidades (OG → FG)" value={`${formatGravity(result.og)} → ${formatGravity(result.fg)}`} />
      </dl>
    </div>
  );
}

export function AdvancedResultView({ result }: { result: AdvancedResult }) {
  const refractometer = result.measurement === "refractometer";
  const others = (
    [
      ["standard", abvStandard(result.ogCorrected, result.fgCorrected)],
      ["balling", abvBalling(result.ogCorrected, result.fgCorrected)],
      ["daniels", abvDaniels(result.ogCorrected, result.fgCorrected)],
    ] as const
  ).map(([f, abv]) => ({ formula: f, abv }));
  return (
    <div className="space-y-4">
      <Headline
        abv={result.abv}
        category={result.category}
        caption={`${FORMULA_LABELS[result.formula]} · ${MEASUREMENT_LABELS[result.measurement]}`}
      />
      <Warnings items={result.warnings} />
      <dl className="grid grid-cols-2 gap-2">
        <Stat label="Atenuação aparente" value={formatAttenuation(result.apparentAttenuation)} />
        <Stat label="Atenuação real" value={formatAttenuation(result.realAttenuation)} />
        <Stat label="Calorias" value={formatNumber(result.calories, { maximumFractionDigits: 0 })} unit="kcal/100 ml" />
        <Stat
          label="Densidade original corrigida"
          value={formatGravity(result.ogCorrected)}
          hint={
            refractometer
              ? `Leitura: ${formatDegrees(result.readings.og)} °Bx`
              : `Leitura: ${formatGravity(result.readings.og)}`
          }
        />
        <Stat
          label="Densidade final corrigida"
          value={formatGravity(result.fgCorrected)}
          hint={
            refractometer
              ? `Leitura: ${formatDegrees(result.readings.fg)} °Bx`
              : `Leitura: ${formatGravity(result.readings.fg)}`
          }
        />
        <Stat
          label={refractometer ? "Correção do refratômetro" : "Correção de temperatura"}
          value={
            refractometer
              ? `WCF ${formatNumber(result.wcf, { minimumFractionDigits: 2, maximumFractionDigits: 3 })}`
              : `× ${formatNumber(result.temperatureFactor ?? 1, { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`
          }
          hint={
            refractometer
              ? "FG pela fórmula de Terrill"
              : `${formatNumber(result.temperature, { maximumFractionDigits: 1 })} °C (calibração ${formatNumber(result.calibration, { maximumFractionDigits: 2 })} °C)`
          }
        />
        <Stat
          label="Extrato original"
          value={`${formatDegrees(result.ogPlato)} °P`}
          hint={`${formatDegrees(result.ogBrix)} °Bx`}
        />
        <Stat
          label="Extrato aparente final"
          value={`${formatDegrees(result.fgPlato)} °P`}
          hint={`${formatDegrees(result.fgBrix)} °Bx`}
        />
      </dl>
      <div className="rounded-lg border p-3">
        <p className="text-xs font-medium text-muted-foreground">As três fórmulas com as mesmas densidades</p>
        <ul className="mt-1 divide-y text-sm">
          {others.map((o) => (
            <li
              key={o.formula}
              className={cn("flex justify-between gap-2 py-1", o.formula === result.formula && "font-semibold")}
            >
              <span>
                {FORMULA_LABELS[o.formula]}
                {o.formula === result.formula ? <span className="sr-only"> (escolhida)</span> : null}
              </span>
              <span className="tabular-nums">{formatAbv(o.abv)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function BasicMethod({ result }: { result: BasicResult | undefined }) {
  return (
    <HowWeCalculate sources={[SOURCES.brewersFriendAbv, SOURCES.asbc, SOURCES.hall]}>
      <p>
        <strong>ABV</strong> pela fórmula padrão: <code>ABV = (OG − FG) × 131,25</code>
        {result ? (
          <>
            {" "}
            — aqui,{" "}
            <code>
              ({formatGravity(result.og)} − {formatGravity(result.fg)}) × 131,25 = {formatAbv(result.abv)}
            </code>
          </>
        ) : null}
        .
      </p>
      <p>
        <strong>Atenuação aparente</strong>: <code>(OG − FG) / (OG − 1) × 100</code>. <strong>Atenuação real</strong>:
        em graus Plato, <code>(OE − RE) / OE × 100</code>, com o extrato real <code>RE = 0,1808·OE + 0,8192·AE</code>{" "}
        (OE e AE são OG e FG convertidas para °P pela cúbica de Hall). Com OG = 1,000 não há açúcar a atenuar e
        mostramos “—”.
      </p>
      <p>
        <strong>Calorias por 100 ml</strong> (fórmula da ASBC para 355 ml dividida por 3,55): do álcool{" "}
        <code>529,92 × FG × (OG − FG) / (1,775 − OG)</code> mais dos carboidratos{" "}
        <code>1000 × FG × (0,1808·OG + 0,8192·FG − 1,0004)</code>, arredondadas.
      </p>
      <p>
        <strong>Categoria</strong> pelo ABV mostrado: abaixo de 4% Leve, abaixo de 6% Médio, abaixo de 8% Forte, acima
        disso Muito forte.
      </p>
    </HowWeCalculate>
  );
}

export function AdvancedMethod({ result }: { result: AdvancedResult }) {
  const og = formatNumber(result.ogCorrected, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const fg = formatNumber(result.fgCorrected, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  const sources: Source[] = [SOURCES.brewersFriendAbv];
  if (result.measurement === "refractometer") sources.push(SOURCES.brewersFriendRefrac, SOURCES.terrill);
  else sources.push(SOURCES.brewersFriendTemp);
  sources.push(SOURCES.hall);
  if (result.formula === "daniels") sources.push(SOURCES.daniels);
  sources.push(SOURCES.asbc);

  return (
    <HowWeCalculate sources={sources}>
      {result.measurement === "refractometer" ? (
        <p>
          <strong>Refratômetro</strong>: as leituras em °Bx são divididas pelo fator de correção do mosto (WCF). A OG
          vem da leitura original pela inversa <code>SG = 1 + P / (258,6 − (P / 258,2) × 227,1)</code>; a FG, pela
          cúbica de Terrill{" "}
          <code>
            1 − 0,0044993·OB + 0,011774·FB + 0,00027581·OB² − 0,0012717·FB² − 0,0000072800·OB³ + 0,000063293·FB³
          </code>
          , que desconta o efeito do álcool sobre a leitura.
        </p>
      ) : (
        <p>
          <strong>Temperatura</strong>: cada leitura é multiplicada por <code>f(T_leitura) / f(T_calibração)</code>, com{" "}
          <code>f(T) = 1,00130346 − 0,000134722124·T + 0,00000204052596·T² − 0,00000000232820948·T³</code> e T em °F
          (convertido de °C). A 20 °C num densímetro de 20 °C o fator é 1.
        </p>
      )}
      {result.formula === "standard" ? (
        <p>
          <strong>ABV padrão</strong>: <code>(OG − FG) × 131,25</code> — aqui,{" "}
          <code>
            ({og} − {fg}) × 131,25 = {formatAbv(result.abv)}
          </code>
          .
        </p>
      ) : result.formula === "daniels" ? (
        <p>
          <strong>ABV de Daniels</strong> (fórmula alternativa):{" "}
          <code>76,08 × (OG − FG) / (1,775 − OG) × FG / 0,794</code> — o primeiro termo é o álcool em peso e{" "}
          <code>FG / 0,794</code> o converte em volume (0,794 é a densidade do etanol). Aqui, com OG {og} e FG {fg}:{" "}
          {formatAbv(result.abv)}.
        </p>
      ) : (
        <p>
          <strong>ABV de Balling</strong> pelo extrato real: OE e AE em °P, <code>RE = 0,1808·OE + 0,8192·AE</code>,{" "}
          <code>ABW = (OE − RE) / (2,0665 − 0,010665·OE)</code> e <code>ABV = ABW × FG / 0,794</code>. Aqui, OE ={" "}
          {formatDegrees(result.ogPlato)} °P e AE = {formatDegrees(result.fgPlato)} °P: {formatAbv(result.abv)}.
        </p>
      )}
      <p>
        <strong>°Plato</strong>: <code>−616,868 + 1111,14·SG − 630,272·SG² + 135,997·SG³</code>; <strong>°Brix</strong>:{" "}
        <code>((182,4601·SG − 775,6821)·SG + 1262,7794)·SG − 669,5622</code>. <strong>Atenuação aparente</strong>{" "}
        <code>(OG − FG) / (OG − 1)</code>; <strong>real</strong> <code>(OE − RE) / OE</code>. <strong>Calorias</strong>{" "}
        pela fórmula da ASBC por 100 ml. Tudo calculado sobre as densidades corrigidas.
      </p>
    </HowWeCalculate>
  );
}
