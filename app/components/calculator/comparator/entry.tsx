import { FILL_FOR_ATTRIBUTE, FILL_VALUE_ATTRIBUTE } from "~/lib/pre-hydration";
import Trash2 from "lucide-react/icons/trash";
import { useState, type ReactNode } from "react";
import { NumberField } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  CUSTOM_VOLUME,
  PACK_SIZES,
  VOLUME_PRESETS,
  entryUnits,
  formFieldName,
  withVolume,
  type BeerEntry,
  type EntryErrors,
  type EntryField,
} from "~/calculators/comparator";
import { CONTAINER_TABLE } from "~/calculators/containers";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";

export function volumeOptionLabel(volume: string): string {
  if (volume === CUSTOM_VOLUME) return "Outro";
  const ml = Number(volume) as (typeof VOLUME_PRESETS)[number];
  const name = CONTAINER_TABLE[ml]?.nickname;
  return name ? `${formatNumber(ml)} ml · ${name}` : `${formatNumber(ml)} ml`;
}

/** The DOM id of an entry's field, for labels and for moving focus. */
export function entryFieldId(
  entryId: string,
  field: "name" | "volume" | "custom" | "price" | "units" | "promo" | "take" | "pay" | "returnable" | "no-casco",
) {
  return `cerveja-${entryId}-${field}`;
}

// Fields that depend on a choice (the custom volume, the promotion, the price without the
// casco) are always in the HTML and shown by CSS from the choice itself (`:checked`), so
// they appear before the scripts run and in the GET form without JavaScript (issue 16).
const SHOW_CUSTOM = "hidden group-has-[.volume-custom:checked]/entry:block";
const SHOW_PROMO = "hidden group-has-[.promo-toggle:checked]/entry:grid";
const SHOW_RETURNABLE = "hidden group-has-[.returnable-toggle:checked]/entry:block";

/** A native select styled as the inputs (works before hydration, the phone's own picker). */
const SELECT_CLASS =
  "flex h-11 w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:h-9 md:text-sm dark:bg-input/30 dark:aria-invalid:ring-destructive/40";

/** A checkbox with its label as one target at least 44 px tall on phones. */
function Toggle({
  id,
  name,
  className,
  checked,
  onChange,
  children,
}: {
  id: string;
  name: string;
  className: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md pr-2 text-sm font-medium md:min-h-9">
      <input
        id={id}
        name={name}
        value="1"
        type="checkbox"
        className={cn("size-5 shrink-0 accent-primary md:size-4", className)}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

/** One beer of the comparison: optional brand, volume (preset or "Outro"), price, units, promotion, returnable. */
export function ComparatorEntry({
  entry,
  position,
  canRemove,
  errors,
  showMissing,
  onChange,
  onRemove,
}: {
  entry: BeerEntry;
  /** 1-based place in the list: the legend reads "Cerveja {position}". */
  position: number;
  canRemove: boolean;
  /** What is wrong with each field (comparator.ts entryErrors). */
  errors: EntryErrors;
  /** After "Calcular": empty required fields are marked too, not only wrong values. */
  showMissing: boolean;
  onChange: (entry: BeerEntry) => void;
  onRemove: () => void;
}) {
  const legend = `Cerveja ${position}`;
  const id = entry.id;
  const volumeId = entryFieldId(id, "volume");
  // A wrong value is marked once the visitor leaves its field (not while "4.2" is on its
  // way to "4.200"); an empty one only after "Calcular".
  const [left, setLeft] = useState<ReadonlySet<EntryField>>(() => new Set());
  const leave = (field: EntryField) => () => setLeft((s) => (s.has(field) ? s : new Set(s).add(field)));
  const errorOf = (field: EntryField) => {
    const error = errors[field];
    if (!error) return undefined;
    return showMissing || (!error.missing && left.has(field)) ? error.message : undefined;
  };
  const volumeError = errorOf("volume");
  const units = entryUnits(entry);

  return (
    <fieldset
      className="group/entry relative min-w-0 rounded-lg border bg-background/60 p-4 pt-3"
      data-testid="beer-entry"
    >
      <legend className="sr-only">{legend}</legend>
      <div className="mb-3 flex min-h-8 items-center justify-between gap-2">
        <p aria-hidden="true" className="font-semibold">
          {legend}
        </p>
        {canRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-mr-2 h-11 min-w-11 text-muted-foreground hover:text-destructive md:h-8 md:min-w-0"
            onClick={onRemove}
            aria-label={`Remover ${legend}`}
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">Remover</span>
          </Button>
        ) : null}
      </div>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="col-span-2 space-y-1.5">
          <Label htmlFor={entryFieldId(id, "name")}>
            Marca ou nome <span className="font-normal text-muted-foreground">(opcional)</span>
          </Label>
          <Input
            id={entryFieldId(id, "name")}
            name={formFieldName(id, "name")}
            type="text"
            autoComplete="off"
            maxLength={60}
            placeholder="Ex.: Pilsen da promoção"
            value={entry.name ?? ""}
            onChange={(e) => onChange({ ...entry, name: e.target.value })}
          />
        </div>

        <div className="col-span-2 min-w-0 space-y-1.5">
          <Label htmlFor={volumeId}>Volume</Label>
          <select
            id={volumeId}
            name={formFieldName(id, "volume")}
            className={SELECT_CLASS}
            value={entry.volume}
            onChange={(e) => onChange(withVolume(entry, e.target.value))}
            onBlur={leave("volume")}
            aria-invalid={volumeError ? true : undefined}
            aria-describedby={volumeError ? `${volumeId}-error` : undefined}
          >
            <option value="" className="bg-background text-foreground">
              Selecione
            </option>
            {VOLUME_PRESETS.map((ml) => (
              <option key={ml} value={String(ml)} className="bg-background text-foreground">
                {volumeOptionLabel(String(ml))}
              </option>
            ))}
            <option value={CUSTOM_VOLUME} className="volume-custom bg-background text-foreground">
              Outro
            </option>
          </select>
          {volumeError ? (
            <p id={`${volumeId}-error`} className="text-sm font-medium text-destructive">
              {volumeError}
            </p>
          ) : null}
        </div>

        <div className={cn("col-span-2", SHOW_CUSTOM)} onBlur={leave("custom")}>
          <NumberField
            id={entryFieldId(id, "custom")}
            name={formFieldName(id, "custom")}
            label="Outro volume"
            suffix="ml"
            placeholder="Ex.: 710"
            kind="grouped"
            value={entry.customVolume ?? ""}
            error={errorOf("custom")}
            onChange={(customVolume) => onChange({ ...entry, customVolume })}
          />
        </div>

        <div className="min-w-0" onBlur={leave("price")}>
          <NumberField
            id={entryFieldId(id, "price")}
            name={formFieldName(id, "price")}
            label="Preço (R$)"
            placeholder="0,00"
            kind="grouped"
            format={{ minDecimals: 2 }}
            value={entry.price}
            error={errorOf("price")}
            onChange={(price) => onChange({ ...entry, price })}
          />
        </div>

        <div className="min-w-0" onBlur={leave("units")}>
          <NumberField
            id={entryFieldId(id, "units")}
            name={formFieldName(id, "units")}
            label="Unidades"
            placeholder="1"
            inputMode="numeric"
            kind="grouped"
            value={entry.units ?? ""}
            error={errorOf("units")}
            onChange={(value) => onChange({ ...entry, units: value })}
          />
        </div>
        <div className="col-span-2 flex items-end">
          <div role="group" aria-label={`Fardos comuns para ${legend}`} className="flex flex-wrap gap-1">
            {PACK_SIZES.map((size) => (
              <Button
                key={size}
                type="button"
                variant={units === size ? "default" : "outline"}
                size="sm"
                className="h-11 min-w-11 px-2 tabular-nums md:h-9 md:min-w-9"
                aria-pressed={units === size}
                aria-label={`${size} unidades`}
                // Works before hydration too (app/lib/pre-hydration.ts): fills the field.
                {...{ [FILL_FOR_ATTRIBUTE]: entryFieldId(id, "units"), [FILL_VALUE_ATTRIBUTE]: String(size) }}
                onClick={() => onChange({ ...entry, units: String(size) })}
              >
                {size}
              </Button>
            ))}
          </div>
        </div>

        <div className="col-span-2 flex flex-wrap gap-x-4 sm:col-span-4">
          <Toggle
            id={entryFieldId(id, "promo")}
            name={formFieldName(id, "promo")}
            className="promo-toggle"
            checked={entry.promo === true}
            onChange={(promo) => onChange({ ...entry, promo })}
          >
            Leve X, pague Y
          </Toggle>
          <Toggle
            id={entryFieldId(id, "returnable")}
            name={formFieldName(id, "returnable")}
            className="returnable-toggle"
            checked={entry.returnable === true}
            onChange={(returnable) => onChange({ ...entry, returnable })}
          >
            Retornável
          </Toggle>
        </div>

        <div className={cn("col-span-2 grid-cols-2 gap-3", SHOW_PROMO)}>
          <div onBlur={leave("promoTake")}>
            <NumberField
              id={entryFieldId(id, "take")}
              name={formFieldName(id, "promoTake")}
              label="Leve"
              placeholder="3"
              inputMode="numeric"
              kind="grouped"
              value={entry.promoTake ?? ""}
              error={errorOf("promoTake")}
              onChange={(promoTake) => onChange({ ...entry, promoTake })}
            />
          </div>
          <div onBlur={leave("promoPay")}>
            <NumberField
              id={entryFieldId(id, "pay")}
              name={formFieldName(id, "promoPay")}
              label="Pague"
              placeholder="2"
              inputMode="numeric"
              kind="grouped"
              value={entry.promoPay ?? ""}
              error={errorOf("promoPay")}
              onChange={(promoPay) => onChange({ ...entry, promoPay })}
            />
          </div>
        </div>

        <div className={cn("col-span-2", SHOW_RETURNABLE)} onBlur={leave("priceNoCasco")}>
          <NumberField
            id={entryFieldId(id, "no-casco")}
            name={formFieldName(id, "priceNoCasco")}
            label="Preço sem o casco (R$)"
            hint="O “Preço (R$)” acima é o valor levando a garrafa vazia para trocar."
            placeholder="0,00"
            kind="grouped"
            format={{ minDecimals: 2 }}
            value={entry.priceNoCasco ?? ""}
            error={errorOf("priceNoCasco")}
            onChange={(priceNoCasco) => onChange({ ...entry, priceNoCasco })}
          />
        </div>
      </div>
    </fieldset>
  );
}
