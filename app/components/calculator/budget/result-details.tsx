// The result's card once there is a result (/orcamento): its totals, one line per drink and the share buttons. Not part
// of a first visit (issue 12.2): deferred-results.tsx downloads it with the result (budget-result.ts).
import Info from "lucide-react/icons/info";
import type { ReactNode } from "react";
import type { BudgetInput } from "~/calculators/budget";
import { DRINKS, QUALITY_LABELS, formatShare, unitCount, unitName } from "~/calculators/budget";
import { calculateBudget, festaHrefFromBudget, summarizeBudget } from "~/calculators/budget-result";
import { DRINK_ICONS } from "~/components/calculator/budget/sliders";
import { OnwardLinks } from "~/components/calculator/party/parts";
import { ShareButton } from "~/components/calculator/share-button";
import { formatCurrency, formatNumber } from "~/lib/format";

// What "Calcular Orçamento" needs besides the card: the result for its toast.
export { calculateBudget, summarizeBudget };

function Stat({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="rounded-lg border bg-background p-3 dark:bg-input/20">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-muted-foreground">{note}</dd> : null}
    </div>
  );
}

const countText = (n: number) => `${formatNumber(n)} ${n === 1 ? "convidado" : "convidados"}`;

/** "Compartilhar", in the card's header, with the result in a sentence. */
export function BudgetResultShare({ input }: { input: BudgetInput }) {
  return <ShareButton title="Calculadora de Orçamento" text={summarizeBudget(calculateBudget(input))} size="sm" />;
}

/** Totals and one line per drink (docs/decisions/0019-budget-rules.md). */
export function BudgetResultDetails({
  input,
  stale,
}: {
  input: BudgetInput;
  /** The form changed since this result was calculated. */
  stale: boolean;
}) {
  const result = calculateBudget(input);
  return (
    <>
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
              <li key={line.type} className="rounded-lg border p-3" data-testid={`linha-${DRINKS[line.type].param}`}>
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
                  <div className="text-right">
                    <p className="text-lg font-semibold tabular-nums" data-testid="quantidade">
                      {unitCount(line.quantity, line.unit)}
                    </p>
                    {/* D20: beer in litres too. */}
                    {line.type === "beer" ? (
                      <p className="text-xs text-muted-foreground tabular-nums" data-testid="litros">
                        {`${formatNumber(line.litres)} L`}
                      </p>
                    ) : null}
                  </div>
                </div>
                <p className="mt-2 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground tabular-nums">
                  {/* D20: the unit the price buys, named. */}
                  <span data-testid="preco-unitario">{`${formatCurrency(line.unitPrice)} por ${unitName(line.unit)}`}</span>
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

      <OnwardLinks
        links={[
          {
            to: festaHrefFromBudget(input),
            label: "Montar a lista de compras",
            description:
              result.guestCount !== undefined
                ? `${result.guestCount === 1 ? "O convidado vai" : `Os ${countText(result.guestCount)} vão`} para a Calculadora de Festa como adultos que bebem; lá você separa quem não bebe e as crianças.`
                : "Na Calculadora de Festa: cerveja, bebidas sem álcool e gelo para a sua festa.",
          },
        ]}
      />

      <p className="text-xs text-muted-foreground">
        Preços de referência: confira os valores na sua região. Beba com moderação. Venda de bebidas alcoólicas proibida
        para menores de 18 anos.
      </p>
    </>
  );
}
