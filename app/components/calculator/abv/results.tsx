import type { ReactNode } from "react";
import { HowWeCalculate, type Source } from "~/components/calculator/kit/how-we-calculate";
import { Badge } from "~/components/ui/badge";
import { type AlcoholCategory, type BasicResult, formatAbv, formatAttenuation, formatGravity } from "~/calculators/abv";
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

export function Headline({ abv, category, caption }: { abv: number; category: AlcoholCategory; caption: ReactNode }) {
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
