// The recipe's malt and hop rows (issue 30): added and removed in place, each field named as the
// GET form sends it (malte_qtd1, malte_unidade1…; alfa1, peso1, fervura1, lupulo_nome1), so the
// sheet works without JavaScript too; the page writes the canonical malte=/lupulo= link.
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { useRef } from "react";
import {
  HOP_NAME_FIELD,
  hopFieldName,
  MALT_FIELDS,
  maltFieldName,
  MAX_HOPS,
  MAX_MALTS,
  newHop,
  newMalt,
  type HopErrors,
  type MaltErrors,
  type MaltInput,
  type RecipeHopInput,
} from "~/calculators/recipe";
import { IBU_KINDS } from "~/calculators/ibu";
import { MALTS, maltByName } from "~/calculators/recipe-data";
import { ChoiceField } from "~/components/calculator/abv/choice-field";
import { NumberField } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatNumber } from "~/lib/format";
import { formatTyped, parseNumber } from "~/lib/numbers";
import { cn } from "~/lib/utils";

const ROW_CLASS = "rounded-lg border bg-background/60 p-3 sm:p-4 dark:bg-background/30";

function RowHeader({ title, onRemove, removeLabel }: { title: string; onRemove: () => void; removeLabel: string }) {
  return (
    <>
      <legend className="float-left mb-3 flex h-6 items-center">
        <h4 className="text-sm font-semibold">{title}</h4>
      </legend>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="float-right -my-1 text-muted-foreground hover:text-destructive"
        onClick={onRemove}
        aria-label={removeLabel}
      >
        <Trash2 aria-hidden="true" />
        <span className="hidden sm:inline">Remover</span>
      </Button>
    </>
  );
}

const CUSTOM = "";

/** A kg amount shown in grams and back, when the visitor switches the unit. */
function convertAmount(amount: string, from: MaltInput["unit"], to: MaltInput["unit"]): string {
  if (from === to) return amount;
  const value = parseNumber(amount, from === "kg" ? MALT_FIELDS.amountKg.kind : MALT_FIELDS.amountG.kind);
  if (value === undefined) return amount;
  return to === "g"
    ? formatTyped(value * 1000, MALT_FIELDS.amountG.kind, { maxDecimals: 1 })
    : formatTyped(value / 1000, MALT_FIELDS.amountKg.kind, { maxDecimals: 3 });
}

export function MaltList({
  malts,
  errors,
  listError,
  shares,
  onChange,
}: {
  malts: readonly MaltInput[];
  errors: Record<string, MaltErrors>;
  listError?: string;
  /** % of the grist per malt id, when the recipe is valid. */
  shares?: Record<string, number>;
  onChange: (malts: MaltInput[]) => void;
}) {
  const addRef = useRef<HTMLButtonElement>(null);
  const atMax = malts.length >= MAX_MALTS;

  function add() {
    const added = newMalt(malts);
    onChange([...malts, added]);
    requestAnimationFrame(() => document.getElementById(`malte-${added.id}-tipo`)?.focus());
  }

  function remove(id: string) {
    onChange(malts.filter((m) => m.id !== id));
    addRef.current?.focus();
  }

  return (
    <section aria-labelledby="receita-maltes-titulo" className="space-y-3">
      <h3 id="receita-maltes-titulo" className="text-base font-semibold">
        Maltes e açúcares
      </h3>
      {malts.map((malt, index) => (
        <MaltRow
          key={malt.id}
          malt={malt}
          number={index + 1}
          errors={errors[malt.id]}
          share={shares?.[malt.id]}
          onChange={(patch) => onChange(malts.map((m) => (m.id === malt.id ? { ...m, ...patch } : m)))}
          onRemove={() => remove(malt.id)}
        />
      ))}
      {listError ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        ref={addRef}
        type="button"
        variant="outline"
        className="w-full border-dashed"
        onClick={add}
        disabled={atMax}
      >
        <Plus aria-hidden="true" /> Adicionar malte
      </Button>
      {atMax ? <p className="text-xs text-muted-foreground">Limite de {MAX_MALTS} maltes por receita.</p> : null}
    </section>
  );
}

function MaltRow({
  malt,
  number,
  errors,
  share,
  onChange,
  onRemove,
}: {
  malt: MaltInput;
  number: number;
  errors?: MaltErrors;
  share?: number;
  onChange: (patch: Partial<MaltInput>) => void;
  onRemove: () => void;
}) {
  const known = maltByName(malt.name);
  const custom = !known;
  const options = [
    ...MALTS.map((m) => ({ value: m.name, label: `${m.name} (${formatNumber(m.ebc)} EBC)` })),
    ...(custom && malt.name ? [{ value: malt.name, label: `${malt.name} (personalizado)` }] : []),
    { value: CUSTOM, label: "Outro (personalizado)" },
  ];
  const sr = <span className="sr-only"> do malte {number}</span>;
  const amountSpec = MALT_FIELDS[malt.unit === "g" ? "amountG" : "amountKg"];
  return (
    <fieldset className={ROW_CLASS} data-testid="malt-row">
      <RowHeader title={`Malte ${number}`} onRemove={onRemove} removeLabel={`Remover malte ${number}`} />
      <div className="clear-both space-y-3">
        <ChoiceField
          id={`malte-${malt.id}-tipo`}
          name={maltFieldName("name", number)}
          label={`Malte ${number}`}
          value={malt.name}
          options={options}
          onChange={(name) => {
            const picked = maltByName(name);
            onChange(
              picked
                ? { name: picked.name, ebc: formatTyped(picked.ebc), extract: formatTyped(picked.extract) }
                : { name },
            );
          }}
        />
        {custom ? (
          <div className="space-y-1.5">
            <Label htmlFor={`malte-${malt.id}-nome`}>Nome{sr}</Label>
            <Input
              id={`malte-${malt.id}-nome`}
              value={malt.name}
              maxLength={60}
              autoComplete="off"
              placeholder="Ex.: Malte Pale da maltaria local"
              onChange={(e) => onChange({ name: e.target.value })}
            />
          </div>
        ) : null}
        <div className="grid grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)] gap-2 sm:grid-cols-[minmax(0,1.2fr)_5.5rem_minmax(0,1fr)_minmax(0,1fr)] sm:gap-3">
          <NumberField
            id={`malte-${malt.id}-quantidade`}
            name={maltFieldName("amount", number)}
            kind={amountSpec.kind}
            className="min-w-0 [&_input]:tabular-nums"
            label={<span>Quantidade{sr}</span>}
            value={malt.amount}
            onChange={(amount) => onChange({ amount })}
            error={errors?.amount}
          />
          <ChoiceField
            id={`malte-${malt.id}-unidade`}
            name={maltFieldName("unit", number)}
            label="Unidade"
            value={malt.unit}
            options={[
              { value: "kg", label: "kg" },
              { value: "g", label: "g" },
            ]}
            onChange={(unit) => onChange({ unit, amount: convertAmount(malt.amount, malt.unit, unit) })}
          />
          <NumberField
            id={`malte-${malt.id}-ebc`}
            name={maltFieldName("ebc", number)}
            className="min-w-0 [&_input]:pr-14 [&_input]:tabular-nums"
            label={<span>Cor{sr}</span>}
            suffix="EBC"
            value={malt.ebc}
            onChange={(ebc) => onChange({ ebc })}
            error={errors?.ebc}
          />
          <NumberField
            id={`malte-${malt.id}-extrato`}
            name={maltFieldName("extract", number)}
            className="min-w-0 [&_input]:tabular-nums"
            label={<span>Extrato{sr}</span>}
            suffix="%"
            value={malt.extract}
            onChange={(extract) => onChange({ extract })}
            error={errors?.extract}
          />
        </div>
        {share !== undefined ? (
          <p className="text-sm text-muted-foreground" data-testid="malt-share">
            <span className="font-medium text-foreground tabular-nums">
              {formatNumber(share, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%
            </span>{" "}
            da receita
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

const HOP_FIELDS = [
  { key: "alphaAcid", label: "Alfa-ácido", suffix: "%", inputMode: "decimal" },
  { key: "weight", label: "Peso", suffix: "g", inputMode: "decimal" },
  { key: "boilTime", label: "Fervura", suffix: "min", inputMode: "numeric" },
] as const;

export function HopList({
  hops,
  errors,
  listError,
  ibus,
  onChange,
}: {
  hops: readonly RecipeHopInput[];
  errors: Record<string, HopErrors>;
  listError?: string;
  /** IBU per hop id, when the recipe is valid. */
  ibus?: Record<string, number>;
  onChange: (hops: RecipeHopInput[]) => void;
}) {
  const addRef = useRef<HTMLButtonElement>(null);
  const atMax = hops.length >= MAX_HOPS;

  function add() {
    const added = newHop(hops);
    onChange([...hops, added]);
    requestAnimationFrame(() => document.getElementById(`lupulo-${added.id}-nome`)?.focus());
  }

  function remove(id: string) {
    onChange(hops.filter((h) => h.id !== id));
    addRef.current?.focus();
  }

  return (
    <section aria-labelledby="receita-lupulos-titulo" className="space-y-3">
      <h3 id="receita-lupulos-titulo" className="text-base font-semibold">
        Lúpulos
      </h3>
      {/* Without JavaScript, a form whose every hop row was removed says so. */}
      {hops.length === 0 ? <input type="hidden" name="lupulos" value="0" /> : null}
      {hops.map((hop, index) => {
        const number = index + 1;
        const ibu = ibus?.[hop.id];
        return (
          <fieldset key={hop.id} className={ROW_CLASS} data-testid="hop-row">
            <RowHeader
              title={`Lúpulo ${number}`}
              onRemove={() => remove(hop.id)}
              removeLabel={`Remover lúpulo ${number}`}
            />
            <div className="clear-both space-y-3">
              <div className="space-y-1.5">
                <Label htmlFor={`lupulo-${hop.id}-nome`}>
                  Nome<span className="sr-only"> do lúpulo {number}</span> (opcional)
                </Label>
                <Input
                  id={`lupulo-${hop.id}-nome`}
                  name={`${HOP_NAME_FIELD}${number}`}
                  value={hop.name}
                  maxLength={60}
                  autoComplete="off"
                  placeholder="Ex.: Cascade"
                  onChange={(e) => onChange(hops.map((h) => (h.id === hop.id ? { ...h, name: e.target.value } : h)))}
                />
              </div>
              <div className="grid grid-cols-3 gap-2 sm:gap-3">
                {HOP_FIELDS.map((field) => (
                  <NumberField
                    key={field.key}
                    id={`lupulo-${hop.id}-${field.key}`}
                    name={hopFieldName(field.key, number)}
                    kind={IBU_KINDS[field.key]}
                    className={cn(
                      "min-w-0 [&_input]:pr-9 [&_input]:tabular-nums",
                      field.suffix === "min" && "[&_input]:pr-11",
                    )}
                    label={
                      <span className="leading-tight">
                        {field.label}
                        <span className="sr-only"> do lúpulo {number}</span>
                      </span>
                    }
                    suffix={field.suffix}
                    inputMode={field.inputMode}
                    value={hop[field.key]}
                    onChange={(value) =>
                      onChange(hops.map((h) => (h.id === hop.id ? { ...h, [field.key]: value } : h)))
                    }
                    error={errors[hop.id]?.[field.key]}
                  />
                ))}
              </div>
              {ibu !== undefined ? (
                <p className="text-sm text-muted-foreground" data-testid="hop-ibu">
                  <span className="font-medium text-foreground tabular-nums">
                    {formatNumber(ibu, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} IBU
                  </span>{" "}
                  desta adição
                </p>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      {listError ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        ref={addRef}
        type="button"
        variant="outline"
        className="w-full border-dashed"
        onClick={add}
        disabled={atMax}
      >
        <Plus aria-hidden="true" /> Adicionar lúpulo
      </Button>
      {atMax ? <p className="text-xs text-muted-foreground">Limite de {MAX_HOPS} adições por receita.</p> : null}
    </section>
  );
}
