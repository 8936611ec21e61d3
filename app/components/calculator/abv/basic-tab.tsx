import type { FormEvent } from "react";
import { toast } from "sonner";
import { type BasicInput, calculateBasic, exportRows, formatAbv, validateGravities } from "~/calculators/abv";
import { AbvResultActions } from "~/components/calculator/abv/result-actions";
import { BasicMethod, BasicResultView } from "~/components/calculator/abv/results";
import { Banner, GRAVITY_HINT, panel, ResultPanel, shareTextFor } from "~/components/calculator/abv/panels";
import { NumberField } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";

/** "Básica": OG and FG, recalculated on every valid change (OG ≥ FG), docs/decisions/0018-abv-rules.md. */
export function BasicTab({
  basic,
  onChange,
  path,
}: {
  basic: BasicInput;
  onChange: (basic: BasicInput) => void;
  path: string;
}) {
  const validation = validateGravities(basic);
  const { errors } = validation;
  const result = validation.ok ? calculateBasic(validation.value) : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!result) {
      document.getElementById(errors.og ? "abv-og" : "abv-fg")?.focus();
      return;
    }
    toast.success("Cálculo de ABV realizado com sucesso!", {
      description: `ABV ${formatAbv(result.abv)} · ${result.category}`,
    });
  }

  return (
    <>
      <Banner title="Cálculo rápido">
        Informe a densidade original (antes da fermentação) e a final (depois dela), lidas no densímetro. O ABV é
        recalculado na hora pela fórmula padrão.
      </Banner>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <form noValidate onSubmit={onSubmit} aria-labelledby="abv-basic-form-title" className={panel}>
          <h2 id="abv-basic-form-title" className="text-lg font-semibold">
            Densidades
          </h2>
          <NumberField
            id="abv-og"
            label="Densidade original (OG)"
            value={basic.og}
            onChange={(og) => onChange({ ...basic, og })}
            error={errors.og}
            hint={`Ex.: 1,050. ${GRAVITY_HINT}`}
          />
          <NumberField
            id="abv-fg"
            label="Densidade final (FG)"
            value={basic.fg}
            onChange={(fg) => onChange({ ...basic, fg })}
            error={errors.fg}
            hint={`Ex.: 1,010. ${GRAVITY_HINT} Cervejas muito secas: até 0,990.`}
          />
          <Button type="submit" size="lg" className="w-full">
            Calcular ABV
          </Button>
        </form>

        <ResultPanel titleId="abv-basic-result-title">
          <div aria-live="polite" data-testid="abv-basic-result">
            {result ? (
              <BasicResultView result={result} />
            ) : (
              <p className="text-muted-foreground">Corrija os campos destacados para ver o resultado.</p>
            )}
          </div>
          {result ? (
            <AbvResultActions
              rows={(date) => exportRows(result, date)}
              calculatedAt={null}
              path={path}
              shareText={shareTextFor(result.abv, result.category)}
            />
          ) : null}
        </ResultPanel>
      </div>
      <BasicMethod result={result} />
    </>
  );
}
