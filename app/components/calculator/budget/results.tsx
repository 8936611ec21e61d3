import ReceiptText from "lucide-react/icons/receipt-text";
import type { Ref } from "react";
import type { BudgetInput } from "~/calculators/budget";
import { DeferredResultDetails, DeferredResultShare } from "~/components/calculator/budget/deferred-results";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/**
 * The results card (docs/decisions/0019-budget-rules.md): empty until "Calcular Orçamento", then the
 * result of `input`. The card and its live region are on every visit; what fills them once there
 * is a result loads with it (deferred-results.tsx, issue 12.2).
 */
export function BudgetResults({
  input,
  stale,
  headingRef,
}: {
  /** The calculated input (the last "Calcular Orçamento" or the shared link's), if any. */
  input: BudgetInput | undefined;
  /** The form changed since this result was calculated. */
  stale: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section id="resultado" aria-labelledby="orcamento-resultado-title" className="scroll-mt-result">
      <Card className="gap-4">
        <CardHeader>
          {/* Issue 27 §3: the share buttons wrap below the heading when both do not fit (a
              phone), instead of squeezing "Resultado" and its line into a narrow column. */}
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
            <div className="min-w-48 flex-1 space-y-1.5">
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
            </div>
            {input ? (
              <div className="flex flex-wrap gap-2">
                <DeferredResultShare input={input} />
              </div>
            ) : null}
          </div>
        </CardHeader>

        <CardContent aria-live="polite" data-testid="budget-results">
          {!input ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
              <ReceiptText className="size-8 text-primary/70" aria-hidden="true" />
              <p className="max-w-xs">
                Preencha os dados e clique em <strong className="text-foreground">Calcular Orçamento</strong> para ver
                quanto comprar de cada bebida.
              </p>
            </div>
          ) : (
            <DeferredResultDetails input={input} stale={stale} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
