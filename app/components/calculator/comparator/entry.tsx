import { Trash2 } from "lucide-react";
import { NumberField } from "~/components/calculator/kit/number-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { CUSTOM_VOLUME, VOLUME_PRESETS, withVolume, type BeerEntry } from "~/calculators/comparator";
import { formatNumber } from "~/lib/format";

/** What Brazilians call each preset container. */
const CONTAINER_NAMES: Record<(typeof VOLUME_PRESETS)[number], string> = {
  269: "latinha",
  300: "garrafinha",
  330: "long neck",
  350: "lata",
  473: "latão",
  600: "garrafa",
  1000: "litrão",
};

export function volumeOptionLabel(volume: string): string {
  if (volume === CUSTOM_VOLUME) return "Outro";
  const ml = Number(volume) as (typeof VOLUME_PRESETS)[number];
  const name = CONTAINER_NAMES[ml];
  return name ? `${formatNumber(ml)} ml · ${name}` : `${formatNumber(ml)} ml`;
}

/** The closed select shows only the volume ("1.000 ml"), which fits half a phone width. */
function volumeShortLabel(volume: string): string {
  return volume === CUSTOM_VOLUME ? "Outro" : `${formatNumber(Number(volume))} ml`;
}

/** The DOM id of an entry's field, for labels and for moving focus. */
export function entryFieldId(entryId: string, field: "name" | "volume" | "custom" | "price") {
  return `cerveja-${entryId}-${field}`;
}

/** One beer of the comparison: optional brand, volume (preset or "Outro") and price. */
export function ComparatorEntry({
  entry,
  position,
  canRemove,
  onChange,
  onRemove,
}: {
  entry: BeerEntry;
  /** 1-based place in the list: the legend reads "Cerveja {position}". */
  position: number;
  canRemove: boolean;
  onChange: (entry: BeerEntry) => void;
  onRemove: () => void;
}) {
  const legend = `Cerveja ${position}`;
  const isCustom = entry.volume === CUSTOM_VOLUME;
  const volumeId = entryFieldId(entry.id, "volume");
  return (
    <fieldset className="relative min-w-0 rounded-lg border bg-background/60 p-4 pt-3" data-testid="beer-entry">
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
            className="-mr-2 text-muted-foreground hover:text-destructive"
            onClick={onRemove}
            aria-label={`Remover ${legend}`}
          >
            <Trash2 aria-hidden="true" />
            <span className="hidden sm:inline">Remover</span>
          </Button>
        ) : null}
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)_minmax(0,0.9fr)]">
        <div className="col-span-2 space-y-1.5 lg:col-span-1">
          <Label htmlFor={entryFieldId(entry.id, "name")}>
            Marca ou nome <span className="font-normal text-muted-foreground">(opcional)</span>
          </Label>
          <Input
            id={entryFieldId(entry.id, "name")}
            name={entryFieldId(entry.id, "name")}
            type="text"
            autoComplete="off"
            maxLength={60}
            placeholder="Ex.: Pilsen da promoção"
            value={entry.name ?? ""}
            onChange={(e) => onChange({ ...entry, name: e.target.value })}
          />
        </div>

        <div className={isCustom ? "col-span-2 grid grid-cols-2 gap-3 sm:col-span-1 sm:gap-2" : "min-w-0"}>
          <div className="min-w-0 space-y-1.5">
            <Label htmlFor={volumeId}>Volume</Label>
            <Select value={entry.volume} onValueChange={(v) => onChange(withVolume(entry, v))}>
              <SelectTrigger id={volumeId} className="w-full">
                <SelectValue placeholder="Selecione">
                  {entry.volume ? volumeShortLabel(entry.volume) : undefined}
                </SelectValue>
              </SelectTrigger>
              <SelectContent>
                {VOLUME_PRESETS.map((ml) => (
                  <SelectItem key={ml} value={String(ml)}>
                    {volumeOptionLabel(String(ml))}
                  </SelectItem>
                ))}
                <SelectItem value={CUSTOM_VOLUME}>Outro</SelectItem>
              </SelectContent>
            </Select>
          </div>
          {isCustom ? (
            <NumberField
              id={entryFieldId(entry.id, "custom")}
              label="Outro volume"
              suffix="ml"
              placeholder="Ex.: 710"
              value={entry.customVolume ?? ""}
              onChange={(customVolume) => onChange({ ...entry, customVolume })}
            />
          ) : null}
        </div>

        <NumberField
          className={isCustom ? "col-span-2 min-w-0 sm:col-span-1" : "min-w-0"}
          id={entryFieldId(entry.id, "price")}
          label="Preço (R$)"
          placeholder="0,00"
          value={entry.price}
          onChange={(price) => onChange({ ...entry, price })}
        />
      </div>
    </fieldset>
  );
}
