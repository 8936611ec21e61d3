import type { LucideIcon } from "lucide-react";
import ArrowDownToLine from "lucide-react/icons/arrow-down-to-line";
import Beer from "lucide-react/icons/beer";
import CircleCheck from "lucide-react/icons/circle-check";
import CupSoda from "lucide-react/icons/cup-soda";
import Info from "lucide-react/icons/info";
import Martini from "lucide-react/icons/martini";
import Wine from "lucide-react/icons/wine";
import { Button } from "~/components/ui/button";
import { Slider } from "~/components/ui/slider";
import {
  DRINK_TYPES,
  DRINKS,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  type DrinkType,
  type Shares,
  formatShare,
} from "~/calculators/budget";

export const DRINK_ICONS: Record<DrinkType, LucideIcon> = {
  beer: Beer,
  wine: Wine,
  spirits: Martini,
  nonAlcoholic: CupSoda,
};

/**
 * The four sliders of docs/decisions/0019-budget-rules.md: moving one redistributes the others (the parent passes
 * `redistribute`), so they always show a split of exactly 100%. They show the typed percentages
 * until one is moved; then "Calcular Orçamento" computes with them (D20) and "Atualizar
 * Porcentagens" copies them into the form's percentage fields without calculating.
 */
export function BudgetSliders({
  shares,
  onChange,
  onApply,
  moved,
}: {
  shares: Shares;
  onChange: (type: DrinkType, value: number) => void;
  onApply: () => void;
  /** A slider was moved since the fields last changed: the sliders show another split than the fields. */
  moved: boolean;
}) {
  const total = DRINK_TYPES.reduce((acc, t) => acc + shares[t], 0);
  return (
    <fieldset className="space-y-4 rounded-lg border bg-muted/40 p-4" aria-describedby="orcamento-sliders-hint">
      <legend className="px-1 text-sm font-medium">Ajuste rápido da divisão</legend>
      <p id="orcamento-sliders-hint" className="-mt-2 text-xs text-muted-foreground">
        Ao mover um controle, os outros três se ajustam proporcionalmente e a soma fica sempre em 100%. Use as setas,
        Home e End no teclado.
      </p>

      <div className="space-y-4">
        {DRINK_TYPES.map((type) => {
          const Icon = DRINK_ICONS[type];
          const labelId = `orcamento-slider-${DRINKS[type].param}-label`;
          return (
            <div key={type} className="space-y-2" data-testid={`slider-${DRINKS[type].param}`}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <span id={labelId} className="flex items-center gap-2 font-medium">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  {DRINKS[type].label}
                </span>
                <span className="font-semibold tabular-nums" aria-hidden="true" data-testid="slider-value">
                  {formatShare(shares[type])}
                </span>
              </div>
              <Slider
                value={shares[type]}
                min={SLIDER_MIN}
                max={SLIDER_MAX}
                step={SLIDER_STEP}
                aria-label={DRINKS[type].label}
                valueText={formatShare}
                onValueChange={(next) => {
                  if (next !== shares[type]) onChange(type, next);
                }}
              />
            </div>
          );
        })}
      </div>

      <div className="flex flex-col gap-3 border-t pt-3 @sm:flex-row @sm:items-center @sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Soma dos controles: <strong className="text-foreground tabular-nums">{formatShare(total)}</strong>
        </p>
        <Button type="button" variant="secondary" onClick={onApply} className="w-full @sm:w-auto">
          <ArrowDownToLine aria-hidden="true" />
          Atualizar Porcentagens
        </Button>
      </div>
      <p role="status" className="flex items-start gap-2 text-xs text-muted-foreground">
        {moved ? (
          <>
            <Info className="mt-px size-3.5 shrink-0 text-primary" aria-hidden="true" />
            “Calcular Orçamento” usará a divisão dos controles. “Atualizar Porcentagens” só a copia para o formulário.
          </>
        ) : (
          <>
            <CircleCheck className="mt-px size-3.5 shrink-0 text-success" aria-hidden="true" />
            Os percentuais do formulário correspondem aos controles.
          </>
        )}
      </p>
    </fieldset>
  );
}
