import Droplets from "lucide-react/icons/droplets";
import FlaskConical from "lucide-react/icons/flask-conical";
import Wheat from "lucide-react/icons/wheat";
import { type FormEvent, type ReactNode, type Ref, useId } from "react";
import { toast } from "~/lib/toast";
import { NumberField } from "~/components/calculator/kit/number-field";
import { CarriedFields, INVALID_DESCRIPTION, INVALID_TOAST, ResetButton } from "~/components/calculator/abv/form-parts";
import { ChoiceField } from "~/components/calculator/abv/choice-field";
import { SOURCES } from "~/components/calculator/abv/sources";
import { Warnings } from "~/components/calculator/abv/warnings";
import { ToolMethod } from "~/components/calculator/abv/tool-method";
import { CalculatorForm } from "~/components/calculator/kit/calculator-page";
import { Button } from "~/components/ui/button";
import { formatAbv, formatGravity } from "~/calculators/abv";
import {
  type AbvToolName,
  type AbvTools,
  calculateDilution,
  calculatePriming,
  calculateRefractometer,
  DILUTION_FIELDS,
  type DilutionInput,
  formatLitres,
  PRIMING_FIELDS,
  PRIMING_SUGAR_INFO,
  PRIMING_SUGARS,
  type PrimingInput,
  REFRACTOMETER_FIELDS,
  type RefractometerInput,
  TOOL_DEFAULTS,
  TOOL_PARAMS,
  TOOL_TITLES,
  validateDilution,
  validatePriming,
  validateRefractometer,
} from "~/calculators/abv-tools";
import { focusFirstInvalidField } from "~/hooks/use-calculator-form";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatNumber } from "~/lib/format";

/** What a tool needs from the page: its state, its setters and the rest of the page's query. */
interface ToolProps<K extends AbvToolName> {
  /** null while unused: the defaults are shown. */
  input: AbvTools[K];
  onChange: (patch: Partial<NonNullable<AbvTools[K]>>) => void;
  /** Marks the tool used with what it shows (its form submitted). */
  onUse: () => void;
  onReset: () => void;
  /** The page with the tool unused ("Redefinir" before the scripts run). */
  resetHref: string;
  /** The page's other state, carried by the tool's GET form. */
  carry: string;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * A tool's card and its GET form. With JavaScript the tool recomputes as the visitor types
 * and its submit only checks the fields; without it, "Calcular" sends the tool's fields
 * (and the page's state) to the server, which renders the result.
 */
function ToolCard({
  icon,
  title,
  description,
  valid,
  onUse,
  onReset,
  resetHref,
  carry,
  formRef,
  fields,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  /** The tool's inputs, inside its form. */
  fields: ReactNode;
  valid: boolean;
  onUse: () => void;
  onReset: () => void;
  resetHref: string;
  carry: string;
  formRef?: Ref<HTMLFormElement>;
  /** The result and the method, after the form. */
  children: ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      focusFirstInvalidField(event.currentTarget);
      toast.error(INVALID_TOAST, { description: INVALID_DESCRIPTION });
      return;
    }
    onUse();
    toast.success("Cálculo realizado com sucesso!");
  }

  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="space-y-1">
        <h3 id={id} className="flex items-center gap-2 text-lg font-semibold">
          {icon} {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <CalculatorForm formRef={formRef} onSubmit={onSubmit} aria-labelledby={id} className="flex flex-col gap-4">
        {fields}
        <div className="flex flex-wrap gap-2">
          {/* Live once the page runs; before that (or without JavaScript) this sends the form. */}
          {hydrated ? null : <Button type="submit">Calcular</Button>}
          <ResetButton onReset={onReset} href={resetHref} />
        </div>
        <CarriedFields query={carry} />
      </CalculatorForm>
      {children}
    </section>
  );
}

function ToolResult({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div
      aria-live="polite"
      aria-label={label}
      role="region"
      className="rounded-lg border border-primary/30 bg-primary/5 p-3"
    >
      {children}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function RefractometerTool({
  input,
  onChange,
  onUse,
  onReset,
  resetHref,
  carry,
  formRef,
}: ToolProps<"refractometer">) {
  const shown: RefractometerInput = input ?? TOOL_DEFAULTS.refractometer;
  const v = validateRefractometer(shown);
  const errors = v.ok ? {} : v.errors;
  const r = v.ok ? calculateRefractometer(v.value) : undefined;
  const f = REFRACTOMETER_FIELDS;
  const names = TOOL_PARAMS.refractometer;
  const set = (key: keyof RefractometerInput) => (value: string) => onChange({ [key]: value });
  return (
    <ToolCard
      icon={<FlaskConical className="size-5 text-primary" aria-hidden="true" />}
      title={TOOL_TITLES.refractometer}
      description="Depois da fermentação o álcool faz o refratômetro ler alto. Informe as duas leituras em °Brix para obter OG, FG e ABV reais."
      valid={v.ok}
      onUse={onUse}
      onReset={onReset}
      resetHref={resetHref}
      carry={carry}
      formRef={formRef}
      fields={
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            id="refr-original"
            name={names.original}
            label="Leitura original (°Bx)"
            value={shown.original}
            onChange={set("original")}
            error={errors.original}
            suffix="°Bx"
            kind={f.original.kind}
            format={f.original.shown}
          />
          <NumberField
            id="refr-final"
            name={names.final}
            label="Leitura final (°Bx)"
            value={shown.final}
            onChange={set("final")}
            error={errors.final}
            suffix="°Bx"
            kind={f.final.kind}
            format={f.final.shown}
          />
          <NumberField
            id="refr-wcf"
            name={names.wcf}
            className="col-span-2"
            label="Fator de correção do mosto (WCF)"
            value={shown.wcf}
            onChange={set("wcf")}
            error={errors.wcf}
            hint="Padrão 1,04. Calibre comparando uma leitura do mosto com o densímetro."
            kind={f.wcf.kind}
            format={f.wcf.shown}
          />
        </div>
      }
    >
      <ToolResult label="Resultado da correção do refratômetro">
        {r ? (
          <div className="space-y-2">
            <dl className="grid grid-cols-3 gap-2">
              <Figure label="OG" value={formatGravity(r.og)} />
              <Figure label="FG" value={formatGravity(r.fg)} />
              <Figure label="ABV" value={formatAbv(r.abv)} />
            </dl>
            <p className="text-xs text-muted-foreground">
              Leituras corrigidas pelo WCF: {formatNumber(r.originalCorrected, { maximumFractionDigits: 2 })} e{" "}
              {formatNumber(r.finalCorrected, { maximumFractionDigits: 2 })} °Bx.
            </p>
            {r.warning ? <Warnings items={[r.warning]} /> : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{INVALID_DESCRIPTION}</p>
        )}
      </ToolResult>
      <ToolMethod sources={[SOURCES.terrill, SOURCES.brewersFriendRefrac]}>
        <p>
          As leituras são divididas pelo WCF. OG pela inversa <code>1 + P / (258,6 − (P / 258,2) × 227,1)</code>; FG
          pela cúbica de Terrill nas duas leituras; ABV pela fórmula padrão <code>(OG − FG) × 131,25</code>.
        </p>
      </ToolMethod>
    </ToolCard>
  );
}

const SUGAR_OPTIONS = PRIMING_SUGARS.map((s) => ({ value: s, label: PRIMING_SUGAR_INFO[s].label }));

export function PrimingTool({ input, onChange, onUse, onReset, resetHref, carry, formRef }: ToolProps<"priming">) {
  const shown: PrimingInput = input ?? TOOL_DEFAULTS.priming;
  const v = validatePriming(shown);
  const errors = v.ok ? {} : v.errors;
  const r = v.ok ? calculatePriming(v.value) : undefined;
  const f = PRIMING_FIELDS;
  const names = TOOL_PARAMS.priming;
  const set = (key: Exclude<keyof PrimingInput, "sugar">) => (value: string) => onChange({ [key]: value });
  const sugar = PRIMING_SUGAR_INFO[shown.sugar];
  return (
    <ToolCard
      icon={<Wheat className="size-5 text-primary" aria-hidden="true" />}
      title={TOOL_TITLES.priming}
      description="Quanto açúcar adicionar no envase para chegar à carbonatação desejada, descontando o CO₂ que já está na cerveja."
      valid={v.ok}
      onUse={onUse}
      onReset={onReset}
      resetHref={resetHref}
      carry={carry}
      formRef={formRef}
      fields={
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            id="priming-volume"
            name={names.volume}
            label="Volume de cerveja"
            value={shown.volume}
            onChange={set("volume")}
            error={errors.volume}
            suffix="L"
            kind={f.volume.kind}
            format={f.volume.shown}
          />
          <NumberField
            id="priming-co2"
            name={names.co2}
            label="CO₂ desejado"
            value={shown.co2}
            onChange={set("co2")}
            error={errors.co2}
            suffix="vol"
            hint="Lager 2,2–2,7; Ale 2,0–2,5; Weiss 3,3–4,5."
            kind={f.co2.kind}
            format={f.co2.shown}
          />
          <NumberField
            id="priming-temp"
            name={names.temperature}
            label="Temperatura"
            value={shown.temperature}
            onChange={set("temperature")}
            error={errors.temperature}
            suffix="°C"
            allowNegative
            hint="A mais alta da cerveja depois do fim da fermentação."
            kind={f.temperature.kind}
            format={f.temperature.shown}
          />
          <ChoiceField
            id="priming-sugar"
            name={names.sugar}
            className="col-span-2"
            label="Tipo de açúcar"
            value={shown.sugar}
            options={SUGAR_OPTIONS}
            onChange={(value) => onChange({ sugar: value })}
          />
        </div>
      }
    >
      <ToolResult label="Resultado do açúcar para priming">
        {r ? (
          <div className="space-y-2">
            <dl className="grid grid-cols-3 gap-2">
              <Figure label="Açúcar" value={`${formatNumber(r.grams, { maximumFractionDigits: 0 })} g`} />
              <Figure
                label="Por litro"
                value={`${formatNumber(r.gramsPerLitre, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} g/L`}
              />
              <Figure
                label="CO₂ residual"
                value={`${formatNumber(r.residual, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} vol`}
              />
            </dl>
            <p className="text-xs text-muted-foreground">{sugar.label}</p>
            <Warnings items={r.warnings} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{INVALID_DESCRIPTION}</p>
        )}
      </ToolResult>
      <ToolMethod sources={[SOURCES.brewersFriendPriming]}>
        <p>
          CO₂ residual <code>3,0378 − 0,050062·T + 0,00026555·T²</code> com T em °F; açúcar{" "}
          <code>g/L/vol × litros × máx(0, alvo − residual)</code>. Açúcar refinado rende 4,0 g/L por volume; os outros
          precisam de mais, 4,0 dividido pelo rendimento relativo (dextrose 0,91, mel 0,74, extrato de malte seco 0,68).
        </p>
      </ToolMethod>
    </ToolCard>
  );
}

export function DilutionTool({
  input,
  onChange,
  onUse,
  onReset,
  resetHref,
  carry,
  formRef,
  defaults = TOOL_DEFAULTS.dilution,
}: ToolProps<"dilution"> & { defaults?: DilutionInput }) {
  const shown: DilutionInput = input ?? defaults;
  const v = validateDilution(shown);
  const errors = v.ok ? {} : v.errors;
  const r = v.ok ? calculateDilution(v.value) : undefined;
  const f = DILUTION_FIELDS;
  const names = TOOL_PARAMS.dilution;
  const set = (key: keyof DilutionInput) => (value: string) => onChange({ [key]: value });
  return (
    <ToolCard
      icon={<Droplets className="size-5 text-primary" aria-hidden="true" />}
      title={TOOL_TITLES.dilution}
      description="Quanta água adicionar para baixar o teor alcoólico de um lote até o ABV desejado."
      valid={v.ok}
      onUse={onUse}
      onReset={onReset}
      resetHref={resetHref}
      carry={carry}
      formRef={formRef}
      fields={
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            id="dil-current"
            name={names.current}
            label="ABV atual"
            value={shown.current}
            onChange={set("current")}
            error={errors.current}
            suffix="%"
            kind={f.current.kind}
            format={f.current.shown}
          />
          <NumberField
            id="dil-target"
            name={names.target}
            label="ABV desejado"
            value={shown.target}
            onChange={set("target")}
            error={errors.target}
            suffix="%"
            allowNegative
            kind={f.target.kind}
            format={f.target.shown}
          />
          <NumberField
            id="dil-volume"
            name={names.volume}
            className="col-span-2"
            label="Volume atual"
            value={shown.volume}
            onChange={set("volume")}
            error={errors.volume}
            suffix="L"
            kind={f.volume.kind}
            format={f.volume.shown}
          />
        </div>
      }
    >
      <ToolResult label="Resultado da diluição">
        {r ? (
          <dl className="grid grid-cols-2 gap-2">
            <Figure label="Água a adicionar" value={formatLitres(r.water)} />
            <Figure label="Volume final" value={formatLitres(r.finalVolume)} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{INVALID_DESCRIPTION}</p>
        )}
      </ToolResult>
      <ToolMethod>
        <p>
          A quantidade de álcool do lote não muda ao diluir (C1·V1 = C2·V2):{" "}
          <code>volume final = ABV atual × volume / ABV desejado</code> e{" "}
          <code>água = volume final − volume atual</code>. Use água fervida e resfriada (ou desaerada) para não oxidar a
          cerveja.
        </p>
      </ToolMethod>
    </ToolCard>
  );
}

/** Each tool's state, setters, carried query and form, from the page. */
export type ToolsProps = {
  tools: AbvTools;
  onChange: <K extends AbvToolName>(name: K, patch: Partial<NonNullable<AbvTools[K]>>) => void;
  onUse: (name: AbvToolName) => void;
  onReset: (name: AbvToolName) => void;
  carry: (name: AbvToolName) => string;
  resetHref: (name: AbvToolName) => string;
  formRefs: Record<AbvToolName, Ref<HTMLFormElement>>;
  /** The dilution tool's starting values: the page's computed ABV (dilutionDefaultsFor). */
  dilutionDefaults?: DilutionInput;
};

export function AbvTools({
  tools,
  onChange,
  onUse,
  onReset,
  carry,
  resetHref,
  formRefs,
  dilutionDefaults,
}: ToolsProps) {
  const props = <K extends AbvToolName>(name: K): ToolProps<K> => ({
    input: tools[name],
    onChange: (patch) => onChange(name, patch),
    onUse: () => onUse(name),
    onReset: () => onReset(name),
    carry: carry(name),
    resetHref: resetHref(name),
    formRef: formRefs[name],
  });
  return (
    <section aria-labelledby="abv-tools-title" className="mt-10">
      <h2 id="abv-tools-title" className="mb-1 text-2xl font-semibold tracking-tight">
        Ferramentas do cervejeiro
      </h2>
      <p className="mb-4 text-muted-foreground">
        Correção do refratômetro, açúcar para priming e diluição, calculados enquanto você digita. O que você calcular
        aqui entra no PDF e no CSV do resultado.
      </p>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <RefractometerTool {...props("refractometer")} />
        <PrimingTool {...props("priming")} />
        <DilutionTool {...props("dilution")} defaults={dilutionDefaults} />
      </div>
    </section>
  );
}
