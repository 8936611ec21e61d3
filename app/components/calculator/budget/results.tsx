import { Info, ReceiptText } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { ShareButton } from "~/components/calculator/share-button";
import { DRINK_ICONS } from "~/components/calculator/budget/sliders";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  DRINKS,
  QUALITY_LABELS,
  type BudgetLine,
  type BudgetResult,
  formatShare,
  summarizeBudget,
} from "~/calculators/budget";
import { formatCurrency, formatNumber } from "~/lib/format";

function quantityText(line: BudgetLine) {
  const unit = line.quantity === 1 ? DRINKS[line.type].unitSingular : line.unit;
  return `${formatNumber(line.quantity)} ${unit}`;
}

function Stat({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="rounded-lg border bg-background p-3 dark:bg-input/20">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

/** The results card: totals and one line per drink (docs/decisions/0019-budget-rules.md). */
export function BudgetResults({
  result,
  stale,
  headingRef,
}: {
  result: BudgetResult | undefined;
  /** The form changed since this result was calculated. */
  stale: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby="orcamento-resultado-title">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h2
              id="orcamento-resultado-title"
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-result text-xl font-semibold outline-none"
            >
              Resultado
            </h2>
          </CardTitle>
          <CardDescription>Quanto comprar de cada bebida.</CardDescription>
          {result ? (
            <CardAction>
              <ShareButton title="Calculadora de Orçamento" text={summarizeBudget(result)} size="sm" />
            </CardAction>
          ) : null}
        </CardHeader>

        <CardContent aria-live="polite" data-testid="budget-results">
          {!result ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
              <ReceiptText className="size-8 text-primary/70" aria-hidden="true" />
              <p className="max-w-xs">
                Preencha os dados e clique em <strong className="text-foreground">Calcular Orçamento</strong> para ver
                quanto comprar de cada bebida.
              </p>
            </div>
          ) : (
            <div className="space-y-4">
              {stale ? (
                <p className="flex items-start gap-2 rounded-lg border border-primary/40 bg-accent px-3 py-2 text-sm text-accent-foreground">
                  <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  Você alterou os dados. Clique em “Calcular Orçamento” para atualizar o resultado.
                </p>
              ) : null}

              <dl className="grid grid-cols-2 gap-2">
                <Stat
                  label="Orçamento total"
                  value={formatCurrency(result.totalBudget)}
                  note={`Qualidade ${QUALITY_LABELS[result.qualityLevel]}`}
                />
                {result.costPerGuest !== undefined && result.guestCount !== undefined ? (
                  <Stat
                    label="Custo por convidado"
                    value={formatCurrency(result.costPerGuest)}
                    note={`${formatNumber(result.guestCount)} ${result.guestCount === 1 ? "convidado" : "convidados"}`}
                  />
                ) : (
                  <Stat label="Custo por convidado" value="—" note="Informe os convidados" />
                )}
                <Stat label="Total em bebidas" value={formatCurrency(result.spent)} />
                <Stat label="Sobra" value={formatCurrency(result.leftover)} note="Não compra mais uma unidade" />
              </dl>

              {/* The name sits on a group around the list: naming a list itself is read unevenly (html-validate aria-label-misuse). */}
              <div role="group" aria-label="Bebidas">
                <ul className="space-y-2">
                  {result.lines.map((line) => {
                    const Icon = DRINK_ICONS[line.type];
                    return (
                      <li
                        key={line.type}
                        className="rounded-lg border p-3"
                        data-testid={`linha-${DRINKS[line.type].param}`}
                      >
                        <div className="flex items-start justify-between gap-3">
                          <div className="flex items-center gap-2">
                            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                              <Icon className="size-4" aria-hidden="true" />
                            </span>
                            <div>
                              <h3 className="font-medium leading-tight">{line.label}</h3>
                              <p className="text-xs text-muted-foreground tabular-nums">
                                {`${formatShare(line.percentage)} · ${formatCurrency(line.allocation)}`}
                              </p>
                            </div>
                          </div>
                          <p className="text-right text-lg font-semibold tabular-nums" data-testid="quantidade">
                            {quantityText(line)}
                          </p>
                        </div>
                        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground tabular-nums">
                          <span>{`${formatCurrency(line.unitPrice)} por ${DRINKS[line.type].unitSingular}`}</span>
                          <span>{`Sobra ${formatCurrency(line.leftover)}`}</span>
                          {line.perGuest !== undefined ? (
                            <span>{`≈ ${formatNumber(line.perGuest, { maximumFractionDigits: 1 })} por convidado`}</span>
                          ) : null}
                        </p>
                      </li>
                    );
                  })}
                </ul>
              </div>

              <p className="text-xs text-muted-foreground">
                Preços de referência: confira os valores na sua região. Beba com moderação. Venda de bebidas alcoólicas
                proibida para menores de 18 anos.
              </p>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
