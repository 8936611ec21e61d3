import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { type AlcoholCategory, type BasicResult, formatAbv, formatAttenuation, formatGravity } from "~/calculators/abv";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";

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
