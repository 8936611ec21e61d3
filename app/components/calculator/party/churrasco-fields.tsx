// /festa's churrasco inputs (issue 29 item 1, D19): the switch and the mix of meats.
import { CUT_LABELS, CUTS, type FestaForm } from "~/calculators/party-plan";
import type { FieldErrors } from "~/calculators/validation";
import { NumberField } from "~/components/calculator/kit/number-field";
import { FormSwitch } from "~/components/calculator/party/form-switch";

type Update = <K extends keyof FestaForm>(field: K) => (value: FestaForm[K]) => void;

export function ChurrascoFields({
  form,
  update,
  errors,
}: {
  form: FestaForm;
  update: Update;
  errors: FieldErrors<FestaForm>;
}) {
  return (
    <div className="space-y-3">
      <FormSwitch
        name="churrasco"
        label="Vai ter churrasco?"
        hint="Somamos carnes, carvão, pão de alho e acompanhamentos à lista."
        checked={form.churrasco}
        onChange={update("churrasco")}
      />
      {form.churrasco ? (
        <fieldset className="min-w-0 space-y-2">
          <legend className="mb-2 text-sm leading-none font-medium">Divisão das carnes</legend>
          <div className="grid gap-3 sm:grid-cols-3 sm:items-end">
            {CUTS.map((cut) => (
              <NumberField
                key={cut}
                id={cut}
                label={`${CUT_LABELS[cut]} (%)`}
                inputMode="numeric"
                value={form[cut]}
                onChange={update(cut)}
                error={errors[cut]}
                className="min-w-0"
              />
            ))}
          </div>
          <p className="text-xs text-muted-foreground">A soma deve ser 100%.</p>
        </fieldset>
      ) : null}
    </div>
  );
}
