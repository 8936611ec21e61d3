import { Droplets, FlaskConical, Wheat } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { NumberField } from "~/components/calculator/kit/number-field";
import { SOURCES, Warnings } from "~/components/calculator/abv/results";
import { ToolMethod } from "~/components/calculator/abv/tool-method";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { formatAbv, formatGravity } from "~/calculators/abv";
import {
  calculateDilution,
  calculatePriming,
  calculateRefractometer,
  DILUTION_DEFAULTS,
  type DilutionInput,
  parsePrimingSugar,
  PRIMING_DEFAULTS,
  PRIMING_SUGAR_INFO,
  PRIMING_SUGARS,
  type PrimingInput,
  REFRACTOMETER_DEFAULTS,
  type RefractometerInput,
  validateDilution,
  validatePriming,
  validateRefractometer,
} from "~/calculators/abv-tools";
import { formatNumber } from "~/lib/format";

const litres = (n: number) => `${formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 2 })} L`;

function ToolCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
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

export function RefractometerTool() {
  const [input, setInput] = useState<RefractometerInput>(REFRACTOMETER_DEFAULTS);
  const v = validateRefractometer(input);
  const errors = v.ok ? {} : v.errors;
  const r = v.ok ? calculateRefractometer(v.value) : undefined;
  const set = (key: keyof RefractometerInput) => (value: string) => setInput((s) => ({ ...s, [key]: value }));
  return (
    <ToolCard
      icon={<FlaskConical className="size-5 text-primary" aria-hidden="true" />}
      title="Correção do refratômetro"
      description="Depois da fermentação o álcool faz o refratômetro ler alto. Informe as duas leituras em °Brix para obter OG, FG e ABV reais."
    >
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id="refr-original"
          label="Leitura original (°Bx)"
          value={input.original}
          onChange={set("original")}
          error={errors.original}
          suffix="°Bx"
        />
        <NumberField
          id="refr-final"
          label="Leitura final (°Bx)"
          value={input.final}
          onChange={set("final")}
          error={errors.final}
          suffix="°Bx"
        />
        <NumberField
          id="refr-wcf"
          className="col-span-2"
          label="Fator de correção do mosto (WCF)"
          value={input.wcf}
          onChange={set("wcf")}
          error={errors.wcf}
          hint="Padrão 1,04. Calibre comparando uma leitura do mosto com o densímetro."
        />
      </div>
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
          <p className="text-sm text-muted-foreground">Corrija os campos destacados para ver o resultado.</p>
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

export function PrimingTool() {
  const [input, setInput] = useState<PrimingInput>(PRIMING_DEFAULTS);
  const v = validatePriming(input);
  const errors = v.ok ? {} : v.errors;
  const r = v.ok ? calculatePriming(v.value) : undefined;
  const set = (key: Exclude<keyof PrimingInput, "sugar">) => (value: string) =>
    setInput((s) => ({ ...s, [key]: value }));
  const sugar = PRIMING_SUGAR_INFO[input.sugar];
  return (
    <ToolCard
      icon={<Wheat className="size-5 text-primary" aria-hidden="true" />}
      title="Açúcar para priming"
      description="Quanto açúcar adicionar no envase para chegar à carbonatação desejada, descontando o CO₂ que já está na cerveja."
    >
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id="priming-volume"
          label="Volume de cerveja"
          value={input.volume}
          onChange={set("volume")}
          error={errors.volume}
          suffix="L"
        />
        <NumberField
          id="priming-co2"
          label="CO₂ desejado"
          value={input.co2}
          onChange={set("co2")}
          error={errors.co2}
          suffix="vol"
          hint="Lager 2,2–2,7; Ale 2,0–2,5; Weiss 3,3–4,5."
        />
        <NumberField
          id="priming-temp"
          label="Temperatura"
          value={input.temperature}
          onChange={set("temperature")}
          error={errors.temperature}
          suffix="°C"
          allowNegative
          hint="A mais alta da cerveja depois do fim da fermentação."
        />
        <div className="col-span-2 space-y-1.5">
          <Label htmlFor="priming-sugar">Tipo de açúcar</Label>
          <Select
            value={input.sugar}
            onValueChange={(value) =>
              setInput((s) => ({
                ...s,
                sugar: parsePrimingSugar(value) ?? s.sugar,
              }))
            }
          >
            <SelectTrigger id="priming-sugar" className="w-full">
              {/* The text in the server HTML too (Radix fills an empty value only after hydration). */}
              <SelectValue>{PRIMING_SUGAR_INFO[input.sugar].label}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {PRIMING_SUGARS.map((s) => (
                <SelectItem key={s} value={s}>
                  {PRIMING_SUGAR_INFO[s].label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
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
          <p className="text-sm text-muted-foreground">Corrija os campos destacados para ver o resultado.</p>
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

export function DilutionTool() {
  const [input, setInput] = useState<DilutionInput>(DILUTION_DEFAULTS);
  const v = validateDilution(input);
  const errors = v.ok ? {} : v.errors;
  const r = v.ok ? calculateDilution(v.value) : undefined;
  const set = (key: keyof DilutionInput) => (value: string) => setInput((s) => ({ ...s, [key]: value }));
  return (
    <ToolCard
      icon={<Droplets className="size-5 text-primary" aria-hidden="true" />}
      title="Diluição"
      description="Quanta água adicionar para baixar o teor alcoólico de um lote até o ABV desejado."
    >
      <div className="grid grid-cols-2 gap-3">
        <NumberField
          id="dil-current"
          label="ABV atual"
          value={input.current}
          onChange={set("current")}
          error={errors.current}
          suffix="%"
        />
        <NumberField
          id="dil-target"
          label="ABV desejado"
          value={input.target}
          onChange={set("target")}
          error={errors.target}
          suffix="%"
          allowNegative
        />
        <NumberField
          id="dil-volume"
          className="col-span-2"
          label="Volume atual"
          value={input.volume}
          onChange={set("volume")}
          error={errors.volume}
          suffix="L"
        />
      </div>
      <ToolResult label="Resultado da diluição">
        {r ? (
          <dl className="grid grid-cols-2 gap-2">
            <Figure label="Água a adicionar" value={litres(r.water)} />
            <Figure label="Volume final" value={litres(r.finalVolume)} />
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Corrija os campos destacados para ver o resultado.</p>
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

export function AbvTools() {
  return (
    <section aria-labelledby="abv-tools-title" className="mt-10">
      <h2 id="abv-tools-title" className="mb-1 text-2xl font-semibold tracking-tight">
        Ferramentas do cervejeiro
      </h2>
      <p className="mb-4 text-muted-foreground">
        Correção do refratômetro, açúcar para priming e diluição, calculados enquanto você digita.
      </p>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <RefractometerTool />
        <PrimingTool />
        <DilutionTool />
      </div>
    </section>
  );
}
