/**
 * Beer price comparator (docs/decisions/0016-comparator-rules.md /
 * History record, docs/decisions/0016-comparator-rules.md; docs/decisions/0002-brazilian-numbers.md numbers, docs/decisions/0003-url-state.md URL state).
 * Issue 14 adds how Brazilians really buy beer: packs ("Unidades"), "leve X, pague Y"
 * promotions and returnable bottles priced with and without the empty one (o casco).
 * Issue 16: numbers read as typed ("4.200" ml is 4200), plausible ranges with a message
 * on the field, and a no-JavaScript GET form read by the same code.
 *
 * Pure and isomorphic: no React, no DOM, no storage. The route keeps the state and calls
 * these functions; the history helpers take and return plain strings so the page decides
 * where they are stored.
 */
import { CONTAINER_TABLE, CONTAINER_VOLUMES, isContainerVolume } from "~/calculators/containers";
import { formatCurrency, formatNumber } from "~/lib/format";
import { describeRange, formatTyped, inRange, parseNumber, type Range } from "~/lib/numbers";
import { rawEncoding, readFields, toUrlNumber, type UrlFields, writeFields } from "~/lib/url-state";

// ---------------------------------------------------------------------------
// Constants (docs/decisions/0016-comparator-rules.md)
// ---------------------------------------------------------------------------

/** Volume presets in ml (docs/decisions/0016-comparator-rules.md), in the order the select lists them: every container of the one table. */
export const VOLUME_PRESETS = CONTAINER_VOLUMES;

/** The select value of "Outro" (docs/decisions/0016-comparator-rules.md: volume is a preset ml value or "custom"). */
export const CUSTOM_VOLUME = "custom";

/** History keeps at most 10 comparisons, newest first (docs/decisions/0016-comparator-rules.md). */
export const HISTORY_LIMIT = 10;

/** localStorage key of the history (docs/decisions/0021-browser-behaviours.md). */
export const HISTORY_STORAGE_KEY = "comparisonHistory";

/** At most this many beers per comparison (also bounds what a crafted link can ask for). */
export const MAX_ENTRIES = 50;

/** The usual packs offered as quick choices beside "Unidades" (issue 14). */
export const PACK_SIZES = [6, 8, 12, 15, 18, 24] as const;

// Plausibility (issue 16, D2 revised): anything outside is a message on the field, never a
// silent result. A container from a 100 ml mini can to a 20 l keg; a price from ten
// centavos to R$ 10.000 (a pallet of crates, not a typo of the decimal comma); packs up to
// 100 units; "leve X" up to 100.
export const VOLUME_RANGE: Range = { min: 100, max: 20_000, unit: "ml" };
export const PRICE_RANGE: Range = { min: 0.1, max: 10_000 };
export const UNITS_RANGE: Range = { min: 1, max: 100 };
export const PROMO_TAKE_RANGE: Range = { min: 2, max: 100 };

/** The spec's toasts (docs/decisions/0028-calculator-messages.md), and the one for fields to fix beside valid beers. */
export const MESSAGES = {
  noValidBeer: { title: "Dados incompletos", description: "Por favor, preencha os dados de pelo menos uma cerveja" },
  notComputable: {
    title: "Erro no cálculo",
    description: "Não foi possível calcular o preço por litro com os dados fornecidos",
  },
  fixFields: {
    title: "Dados incompletos",
    description: "Corrija os campos indicados para comparar todas as cervejas.",
  },
} as const;

export type ComparatorMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

const priceRangeText = `entre ${formatCurrency(PRICE_RANGE.min)} e ${formatCurrency(PRICE_RANGE.max)}`;

/** The messages under the fields (issue 16: errors where the eye is), in the spec's tone. */
export const FIELD_MESSAGES = {
  volumeMissing: "Escolha o volume.",
  customMissing: "Informe o volume em ml.",
  customInvalid: `Informe um volume ${describeRange(VOLUME_RANGE)}.`,
  priceMissing: "Informe o preço.",
  priceInvalid: `Informe um preço ${priceRangeText}.`,
  unitsInvalid: `Informe um número inteiro de unidades ${describeRange(UNITS_RANGE)}.`,
  takeInvalid: `Informe quantas leva: um número inteiro ${describeRange(PROMO_TAKE_RANGE)}.`,
  payInvalid: "Informe quantas paga: um número inteiro, menor do que quantas leva.",
  noCascoMissing: "Informe o preço sem o casco.",
  noCascoInvalid: `Informe um preço sem o casco ${priceRangeText}.`,
  noCascoNotHigher: "O preço sem o casco deve ser maior que o preço com o casco.",
} as const;

// ---------------------------------------------------------------------------
// Entries (docs/decisions/0016-comparator-rules.md)
// ---------------------------------------------------------------------------

export interface BeerEntry {
  /** "1", "2", "3" at start; a new one is the highest existing id + 1. */
  id: string;
  /** A preset ml value as a string ("350"), CUSTOM_VOLUME, or "" before a choice. */
  volume: string;
  /** Typed volume in ml, only when `volume` is CUSTOM_VOLUME ("4.200" is 4200 ml). */
  customVolume?: string;
  /**
   * Typed price in reais ("4,99", "4.99", "1.299,90", docs/decisions/0002-brazilian-numbers.md) for the whole pack;
   * for a returnable bottle, the price bringing the empty one (com o casco).
   */
  price: string;
  /** Optional brand or name: shown, and carried last in the entry's URL value ("~Nome", issue 27 §3). */
  name?: string;
  /** Typed number of containers the price buys (issue 14); empty means 1. */
  units?: string;
  /** "Leve X, pague Y" is on (issue 14). */
  promo?: boolean;
  /** X of "leve X" as typed. */
  promoTake?: string;
  /** Y of "pague Y" as typed. */
  promoPay?: string;
  /** A returnable bottle (issue 14), priced with and without the casco. */
  returnable?: boolean;
  /** The price without bringing the empty bottle, as typed. */
  priceNoCasco?: string;
}

export function emptyEntry(id: string): BeerEntry {
  return { id, volume: "", price: "", name: "" };
}

/** The three empty entries the comparator starts with (docs/decisions/0016-comparator-rules.md). */
export function initialEntries(): BeerEntry[] {
  return [emptyEntry("1"), emptyEntry("2"), emptyEntry("3")];
}

/** The id for a new entry: the highest numeric id plus 1 ("1" for an empty list). */
export function nextEntryId(entries: readonly BeerEntry[]): string {
  let highest = 0;
  for (const e of entries) {
    const n = Number(e.id);
    if (Number.isInteger(n) && n > highest) highest = n;
  }
  return String(highest + 1);
}

/** Whether "Adicionar Cerveja" may add another entry. */
export function canAddEntry(entries: readonly BeerEntry[]): boolean {
  return entries.length < MAX_ENTRIES;
}

/** "Adicionar Cerveja": appends a blank entry (up to MAX_ENTRIES). */
export function addEntry(entries: readonly BeerEntry[]): BeerEntry[] {
  if (!canAddEntry(entries)) return [...entries];
  return [...entries, emptyEntry(nextEntryId(entries))];
}

/** The remove button exists only while there is more than one entry (docs/decisions/0016-comparator-rules.md). */
export function canRemoveEntry(entries: readonly BeerEntry[]): boolean {
  return entries.length > 1;
}

/** Removes an entry; the last remaining one is never removed. */
export function removeEntry(entries: readonly BeerEntry[], id: string): BeerEntry[] {
  if (!canRemoveEntry(entries)) return [...entries];
  return entries.filter((e) => e.id !== id);
}

/** Choosing a volume. "Outro" clears the custom volume and shows its field (docs/decisions/0016-comparator-rules.md). */
export function withVolume(entry: BeerEntry, volume: string): BeerEntry {
  if (volume === CUSTOM_VOLUME) return { ...entry, volume, customVolume: "" };
  const { customVolume: _dropped, ...rest } = entry;
  return { ...rest, volume };
}

export function isPresetVolume(ml: number): boolean {
  return isContainerVolume(ml);
}

/** A typed whole number ("12", "1.000"), or undefined. */
function parseWhole(typed: string | undefined): number | undefined {
  const n = parseNumber(typed ?? "", "grouped");
  return n !== undefined && Number.isInteger(n) ? n : undefined;
}

const VOLUME_UNIT = /^(.*?)\s*(ml|mililitros?|l|litros?)\.?$/i;

/**
 * A typed volume in ml: a number ("473", "4.200"), or a number with its unit as people write
 * it on a can (issue 27 section 3): "473 ml", "473ml", "1 L", "1,5 litro" (litres × 1000).
 */
export function parseVolumeMl(typed: string): number | undefined {
  const unit = VOLUME_UNIT.exec(typed.trim());
  if (!unit) return parseNumber(typed, "grouped");
  const n = parseNumber(unit[1] ?? "", "grouped");
  if (n === undefined) return undefined;
  return /^l/i.test(unit[2] ?? "") ? Math.round(n * 1000 * 1000) / 1000 : n;
}

/** The entry's volume in ml, or undefined when there is none or it is not a number (issue 16: "4.200" is 4200). */
export function entryVolumeMl(entry: BeerEntry): number | undefined {
  if (entry.volume === CUSTOM_VOLUME) return parseVolumeMl(entry.customVolume ?? "");
  if (entry.volume === "") return undefined;
  const preset = Number(entry.volume);
  return isPresetVolume(preset) ? preset : undefined;
}

/** The entry's price in reais, or undefined ("4,99", "4.99", "R$ 1.299,90"). */
export function entryPrice(entry: BeerEntry): number | undefined {
  return parseNumber(entry.price, "grouped");
}

/** The number of containers the price buys: 1 unless a valid number was typed. */
export function entryUnits(entry: BeerEntry): number {
  const n = parseWhole(entry.units);
  return n !== undefined && inRange(n, UNITS_RANGE) ? n : 1;
}

export interface Promo {
  take: number;
  pay: number;
}

/** The entry's "leve X, pague Y" when it is on and valid. */
export function entryPromo(entry: BeerEntry): Promo | undefined {
  if (!entry.promo) return undefined;
  const take = parseWhole(entry.promoTake);
  const pay = parseWhole(entry.promoPay);
  if (take === undefined || pay === undefined || !inRange(take, PROMO_TAKE_RANGE) || !(pay >= 1 && pay < take)) {
    return undefined;
  }
  return { take, pay };
}

/** The price without the casco of a returnable entry, or undefined. */
export function entryPriceNoCasco(entry: BeerEntry): number | undefined {
  return entry.returnable ? parseNumber(entry.priceNoCasco ?? "", "grouped") : undefined;
}

/** Whether the visitor typed or chose anything in the entry (a brand alone counts: it was started). */
export function isBlankEntry(entry: BeerEntry): boolean {
  return (
    entry.volume === "" &&
    entry.price.trim() === "" &&
    (entry.customVolume ?? "").trim() === "" &&
    (entry.name ?? "").trim() === "" &&
    (entry.units ?? "").trim() === "" &&
    !entry.promo &&
    !entry.returnable
  );
}

/** The fields of an entry that can carry a message. */
export type EntryField = "volume" | "custom" | "price" | "units" | "promoTake" | "promoPay" | "priceNoCasco";

export interface FieldError {
  message: string;
  /** Nothing typed yet (shown only after "Calcular"); otherwise the value typed is wrong. */
  missing: boolean;
}

export type EntryErrors = Partial<Record<EntryField, FieldError>>;

const missing = (message: string): FieldError => ({ message, missing: true });
const invalid = (message: string): FieldError => ({ message, missing: false });

/**
 * What is wrong with each field of an entry (issue 16), in the order the fields appear.
 * A blank entry has nothing wrong: it is left out of the comparison.
 */
export function entryErrors(entry: BeerEntry): EntryErrors {
  if (isBlankEntry(entry)) return {};
  const errors: EntryErrors = {};
  if (entry.volume === "") errors.volume = missing(FIELD_MESSAGES.volumeMissing);
  else if (entry.volume === CUSTOM_VOLUME) {
    const ml = entryVolumeMl(entry);
    if ((entry.customVolume ?? "").trim() === "") errors.custom = missing(FIELD_MESSAGES.customMissing);
    else if (ml === undefined || !inRange(ml, VOLUME_RANGE)) errors.custom = invalid(FIELD_MESSAGES.customInvalid);
  } else if (entryVolumeMl(entry) === undefined) errors.volume = missing(FIELD_MESSAGES.volumeMissing);

  const price = entryPrice(entry);
  if (entry.price.trim() === "") errors.price = missing(FIELD_MESSAGES.priceMissing);
  else if (price === undefined || !inRange(price, PRICE_RANGE)) errors.price = invalid(FIELD_MESSAGES.priceInvalid);

  if ((entry.units ?? "").trim() !== "") {
    const units = parseWhole(entry.units);
    if (units === undefined || !inRange(units, UNITS_RANGE)) errors.units = invalid(FIELD_MESSAGES.unitsInvalid);
  }

  if (entry.promo) {
    const take = parseWhole(entry.promoTake);
    const pay = parseWhole(entry.promoPay);
    const takeOk = take !== undefined && inRange(take, PROMO_TAKE_RANGE);
    if (!takeOk) {
      errors.promoTake =
        (entry.promoTake ?? "").trim() === ""
          ? missing(FIELD_MESSAGES.takeInvalid)
          : invalid(FIELD_MESSAGES.takeInvalid);
    }
    if (pay === undefined || pay < 1 || (takeOk && pay >= take)) {
      errors.promoPay =
        (entry.promoPay ?? "").trim() === "" ? missing(FIELD_MESSAGES.payInvalid) : invalid(FIELD_MESSAGES.payInvalid);
    }
  }

  if (entry.returnable) {
    const noCasco = entryPriceNoCasco(entry);
    if ((entry.priceNoCasco ?? "").trim() === "") errors.priceNoCasco = missing(FIELD_MESSAGES.noCascoMissing);
    else if (noCasco === undefined || !inRange(noCasco, PRICE_RANGE)) {
      errors.priceNoCasco = invalid(FIELD_MESSAGES.noCascoInvalid);
    } else if (price !== undefined && !errors.price && noCasco <= price) {
      errors.priceNoCasco = invalid(FIELD_MESSAGES.noCascoNotHigher);
    }
  }
  return errors;
}

export function hasErrors(errors: EntryErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** docs/decisions/0016-comparator-rules.md: a beer is valid only if volume > 0 and price > 0, both numbers, and (issue 16) every field is plausible. */
export function isValidBeer(entry: BeerEntry): boolean {
  return !isBlankEntry(entry) && !hasErrors(entryErrors(entry));
}

/** "Cerveja 2" or the brand the visitor typed. */
export function entryLabel(entry: BeerEntry, position: number): string {
  const name = entry.name?.trim();
  return name ? name : `Cerveja ${position}`;
}

// ---------------------------------------------------------------------------
// Formula (docs/decisions/0016-comparator-rules.md, issue 14) and results
// ---------------------------------------------------------------------------

/**
 * Price per litre (docs/decisions/0016-comparator-rules.md): price ÷ (volume in ml ÷ 1000), since 1 L = 1000 ml (SI).
 * A pack of `units` containers holds units × volume (issue 14). NaN for a non-positive volume.
 */
export function pricePerLiter(price: number, volumeMl: number, units = 1): number {
  if (!(volumeMl > 0) || !(units > 0)) return Number.NaN;
  return price / ((units * volumeMl) / 1000);
}

/** "Leve X, pague Y" (issue 14): taking X packs costs Y of them, so one costs price × Y ÷ X. */
export function promoPrice(price: number, promo: Promo | undefined): number {
  return promo ? (price * promo.pay) / promo.take : price;
}

/** A price per litre a comparison can use: a finite number above 0 (docs/decisions/0016-comparator-rules.md history rule). */
export function isComputable(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/**
 * Whole cents as the page shows them (2 decimals, docs/decisions/0016-comparator-rules.md). `toPrecision(12)` first drops the
 * binary noise (3.5 / 0.35 = 10.000000000000002), so two prices that read the same are
 * the same: ties are flagged together.
 */
export function toCents(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12)));
}

/** A money amount rounded to the cents shown, half up: 39,90 ÷ 12 = 3,325 → 3,33 (Intl alone shows 3,32 from 3.32499…). */
export function roundMoney(value: number): number {
  return toCents(value) / 100;
}

export interface ResultItem {
  id: string;
  /** The brand typed, or "Cerveja {position}". */
  label: string;
  /** ml of one container */
  volume: number;
  /** reais, for the whole pack (with the casco for a returnable) */
  price: number;
  /** reais per litre, the one ranked (with or without the casco as chosen) */
  pricePerLiter: number;
  /** "Melhor Preço!": the lowest price per litre (all of them on a tie). */
  isLowestPrice: boolean;
  /** Containers in the pack (issue 14); absent in older history records (1). */
  units?: number;
  /** "Leve X, pague Y" applied. */
  promo?: Promo;
  /** A returnable bottle: the price without the casco. */
  priceNoCasco?: number;
  /** For a returnable: whether the ranked price is the one with the casco. */
  withCasco?: boolean;
}

/** Containers in an item's pack (1 for older records). */
export function itemUnits(item: ResultItem): number {
  return item.units ?? 1;
}

/** Below this price per litre a pack's price is almost surely one can's (issue 27 section 3). */
export const IMPLAUSIBLE_PACK_PRICE_PER_LITER = 2;

/**
 * Whether an item of several units costs so little per litre (under R$ 2) that its price is
 * most likely one can's typed with the pack's quantity: the page then asks, gently, "Esse preço
 * é do fardo inteiro?" instead of crowning it "Melhor Preço!" in silence.
 */
export function looksLikeUnitPrice(item: ResultItem): boolean {
  return itemUnits(item) > 1 && item.pricePerLiter < IMPLAUSIBLE_PACK_PRICE_PER_LITER;
}

/** What one pack of an item costs after its promotion, with or without the casco. */
function itemPackPrice(item: ResultItem, withCasco: boolean): number {
  const price = item.priceNoCasco !== undefined && !withCasco ? item.priceNoCasco : item.price;
  return promoPrice(price, item.promo);
}

/** The item's price per litre with or without the casco (both the same for a non-returnable). */
export function itemPerLiter(item: ResultItem, withCasco: boolean): number {
  return pricePerLiter(itemPackPrice(item, withCasco), item.volume, itemUnits(item));
}

/** The price of one container of the ranked price ("R$ 3,33 por lata"). */
export function itemPerUnit(item: ResultItem): number {
  return itemPackPrice(item, item.withCasco ?? true) / itemUnits(item);
}

export interface Comparison {
  /** Sorted by price per litre, cheapest first; equal prices keep the entry order. */
  results: ResultItem[];
  /** Labels of entries with some data that were left out (incomplete or invalid). */
  skipped: string[];
}

export type CompareOutcome =
  | { ok: true; comparison: Comparison }
  | {
      ok: false;
      error: ComparatorMessage;
      /** Messages per entry id, for the fields (issue 16); entries without any are absent. */
      fieldErrors: Record<string, EntryErrors>;
    };

export interface CompareOptions {
  /** "Tenho o casco" (issue 14): returnable bottles rank by their price with the casco. */
  hasCasco?: boolean;
}

/** The messages of every entry that has any; when every entry is blank, the first one's missing fields. */
export function fieldErrorsOf(entries: readonly BeerEntry[]): Record<string, EntryErrors> {
  const all: Record<string, EntryErrors> = {};
  for (const entry of entries) {
    const errors = entryErrors(entry);
    if (hasErrors(errors)) all[entry.id] = errors;
  }
  const first = entries[0];
  if (first && entries.every(isBlankEntry)) {
    all[first.id] = { volume: missing(FIELD_MESSAGES.volumeMissing), price: missing(FIELD_MESSAGES.priceMissing) };
  }
  return all;
}

/**
 * "Calcular" (docs/decisions/0016-comparator-rules.md, issue 16): every entry with data
 * must be right, or nothing is ranked: a ranking without the fardo mistyped as 4,2 ml
 * would flag the wrong beer as "Melhor Preço!". "Dados incompletos" with the spec's text
 * when no beer is valid, with "corrija os campos" when some are; "Erro no cálculo" when no
 * price per litre can be computed.
 */
export function compareBeers(entries: readonly BeerEntry[], { hasCasco = false }: CompareOptions = {}): CompareOutcome {
  const fieldErrors = fieldErrorsOf(entries);
  const valid = entries.filter((entry) => !isBlankEntry(entry) && !fieldErrors[entry.id]);
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, error: valid.length === 0 ? MESSAGES.noValidBeer : MESSAGES.fixFields, fieldErrors };
  }
  const computed: Omit<ResultItem, "isLowestPrice">[] = [];
  const skipped: string[] = [];
  entries.forEach((entry, index) => {
    if (isBlankEntry(entry)) return;
    const label = entryLabel(entry, index + 1);
    const item: Omit<ResultItem, "isLowestPrice"> = {
      id: entry.id,
      label,
      volume: entryVolumeMl(entry)!,
      price: entryPrice(entry)!,
      pricePerLiter: Number.NaN,
    };
    const units = entryUnits(entry);
    if (units !== 1) item.units = units;
    const promo = entryPromo(entry);
    if (promo) item.promo = promo;
    const noCasco = entryPriceNoCasco(entry);
    if (noCasco !== undefined) {
      item.priceNoCasco = noCasco;
      item.withCasco = hasCasco;
    }
    item.pricePerLiter = itemPerLiter({ ...item, isLowestPrice: false }, item.withCasco ?? true);
    if (!isComputable(item.pricePerLiter)) skipped.push(label);
    else computed.push(item);
  });

  if (computed.length === 0) {
    return { ok: false, error: skipped.length > 0 ? MESSAGES.notComputable : MESSAGES.noValidBeer, fieldErrors };
  }
  const lowest = Math.min(...computed.map((r) => toCents(r.pricePerLiter)));
  const results = computed
    .map((r) => ({ ...r, isLowestPrice: toCents(r.pricePerLiter) === lowest }))
    .sort((a, b) => a.pricePerLiter - b.pricePerLiter);
  return { ok: true, comparison: { results, skipped } };
}

// ---------------------------------------------------------------------------
// Names of what was compared (issue 16: "Lata 350 ml — R$ 3,49"; issue 14: packs)
// ---------------------------------------------------------------------------

/** One container's word: "lata", "garrafa", "long neck" (containers.ts), "unidade" for another volume. */
export function unitWord(ml: number, count = 1): string {
  if (isContainerVolume(ml)) {
    const { unit } = CONTAINER_TABLE[ml];
    return count === 1 ? unit.one : unit.many;
  }
  return count === 1 ? "unidade" : "unidades";
}

/** "Lata 350 ml", "Long neck 330 ml", "710 ml"; a pack reads "12 × Lata 350 ml". */
export function containerText(ml: number, units = 1): string {
  const one = isContainerVolume(ml) ? CONTAINER_TABLE[ml].label : `${formatNumber(ml)} ml`;
  return units > 1 ? `${formatNumber(units)} × ${one}` : one;
}

/** "leve 3, pague 2" */
export function promoText(promo: Promo): string {
  return `leve ${formatNumber(promo.take)}, pague ${formatNumber(promo.pay)}`;
}

// ---------------------------------------------------------------------------
// URL state (docs/decisions/0003-url-state.md): /?c=350:3.49&c=473:4.99&c=710:7.50 (ml:price, dot decimals)
// Issue 14: c=ml:price:units, c=ml:price:units:leveX-pagueY, and for a returnable bottle a
// tag with its price without the casco, c=ml:price:units:semcasco-P (price = with the
// casco), in any order after units; casco=1 for "tenho o casco".
// ---------------------------------------------------------------------------

/** A plain non-negative decimal with a dot, as written in the URL (never a thousands group: D3). */
const URL_NUMBER = /^\d+(?:\.\d+)?$/;

function fromUrlNumber(s: string): number | undefined {
  if (!URL_NUMBER.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** A number back into a text field the way it is typed: 3.49 → "3,49", 4200 → "4.200". */
export function toInputNumber(n: number): string {
  return formatTyped(n, "grouped", { maxDecimals: 6 });
}

/** A price back into its field: "7,50", "1.299,90" (a third decimal typed is kept). */
export function toInputPrice(n: number): string {
  return formatTyped(n, "grouped", { minDecimals: 2, maxDecimals: 3 });
}

/** A price for the URL in reais with a dot: 7.5 → "7.50"; more decimals are kept (3.499). */
function priceForUrl(n: number): string {
  return Number.isInteger(Number((n * 100).toPrecision(12))) ? n.toFixed(2) : toUrlNumber(n);
}

/** A typed price for the URL, or "" when it is not a plausible price (never an absurd value in a link). */
function priceToUrl(typed: string | undefined): string {
  const n = parseNumber(typed ?? "", "grouped");
  return n !== undefined && inRange(n, PRICE_RANGE) ? priceForUrl(n) : "";
}

/** The entry's volume for the URL: the preset, or the custom volume when plausible. */
function volumeToUrl(entry: BeerEntry): string {
  const ml = entryVolumeMl(entry);
  if (ml === undefined) return "";
  if (entry.volume === CUSTOM_VOLUME) return inRange(ml, VOLUME_RANGE) ? toUrlNumber(ml) : "";
  return String(ml);
}

/**
 * An entry for the URL, "ml:price[:units[:tags]]"; undefined for a blank entry (left out
 * of the link). The rule for an implausible value (issue 16): its part is left empty, as
 * if nothing were typed, so a link never carries it.
 */
function entryToUrl(entry: BeerEntry): string | undefined {
  const ml = volumeToUrl(entry);
  const price = priceToUrl(entry.price);
  const tags: string[] = [];
  const promo = entryPromo(entry);
  if (promo) tags.push(`leve${promo.take}-pague${promo.pay}`);
  if (entry.returnable) {
    const noCasco = priceToUrl(entry.priceNoCasco);
    if (noCasco !== "") tags.push(`semcasco-${noCasco}`);
  }
  const units = entryUnits(entry);
  if (ml === "" && price === "" && tags.length === 0 && units === 1) return undefined;
  // The beer's name, last, so a shared link shows "Heineken" instead of "Cerveja 3" (issue 27
  // §3). Percent-encoded: the rest of the value is written raw, and a name may hold anything.
  const name = Array.from(entry.name?.trim() ?? "")
    .slice(0, NAME_MAX)
    .join("");
  if (name) tags.push(`${NAME_TAG}${encodeURIComponent(name)}`);
  const parts = [ml, price];
  if (units !== 1 || tags.length > 0) parts.push(String(units));
  return [...parts, ...tags].join(":");
}

/** The name's tag in an entry's URL value, and its length limit (the form's). */
const NAME_TAG = "~";
const NAME_MAX = 60;

const PROMO_TAG = /^leve(\d{1,3})-pague(\d{1,3})$/;
const NO_CASCO_TAG = /^semcasco-(\d+(?:\.\d+)?)$/;

/**
 * An entry from one "ml:price[:units[:tags]]" value. A volume among the presets selects
 * it; any other positive volume is a custom one (an implausible one is shown with its
 * message, never used silently). Unreadable parts become empty fields; a value with
 * nothing readable is dropped. Ids are given afterwards, in order.
 */
function entryFromUrl(raw: string): BeerEntry | undefined {
  const [mlPart = "", pricePart = "", unitsPart = "", ...tags] = raw.trim().split(":");
  const ml = fromUrlNumber(mlPart);
  const price = fromUrlNumber(pricePart);
  const units = /^\d{1,3}$/.test(unitsPart) ? Number(unitsPart) : undefined;
  const entry = emptyEntry("");
  let readable = ml !== undefined || price !== undefined;
  if (ml !== undefined) {
    if (isPresetVolume(ml)) entry.volume = String(ml);
    else {
      entry.volume = CUSTOM_VOLUME;
      entry.customVolume = toInputNumber(ml);
    }
  }
  if (price !== undefined) entry.price = toInputPrice(price);
  if (units !== undefined && units > 1) entry.units = String(units);
  for (const [index, tag] of tags.entries()) {
    if (tag.startsWith(NAME_TAG)) {
      // The name is last and may itself hold ":" (decoded by the URL parser before the split).
      const name = [tag.slice(NAME_TAG.length), ...tags.slice(index + 1)].join(":").trim();
      entry.name = Array.from(name).slice(0, NAME_MAX).join("");
      break;
    }
    const promo = PROMO_TAG.exec(tag);
    if (promo) {
      entry.promo = true;
      entry.promoTake = promo[1];
      entry.promoPay = promo[2];
      readable = true;
      continue;
    }
    const noCasco = NO_CASCO_TAG.exec(tag);
    const value = noCasco ? fromUrlNumber(noCasco[1]!) : undefined;
    if (value !== undefined) {
      entry.returnable = true;
      entry.priceNoCasco = toInputPrice(value);
      readable = true;
    }
  }
  return readable ? entry : undefined;
}

export interface ComparatorInputs {
  entries: BeerEntry[];
  /** "Tenho o casco" (issue 14). */
  hasCasco: boolean;
}

/**
 * The comparator in the URL: one `c=ml:price…` per entry that has anything in it (blank
 * entries are left out, so the untouched page keeps a clean address), then `casco=1`. Not
 * escaped: URLSearchParams would turn ":" into "%3A", and the values are only digits,
 * dots, letters and hyphens.
 */
export const COMPARATOR_URL_FIELDS: UrlFields<ComparatorInputs> = {
  entries: { name: "c", list: true, fallback: [], max: MAX_ENTRIES, read: entryFromUrl, write: entryToUrl },
  hasCasco: {
    name: "casco",
    fallback: false,
    read: (raw) => raw.trim() === "1",
    write: () => "1",
    omit: (value) => !value,
  },
};

/** The canonical query of a comparison; "casco=1" only beside a returnable bottle, where it means something. */
export function entriesToQuery(entries: readonly BeerEntry[], hasCasco = false): string {
  const casco = hasCasco && entries.some((e) => e.returnable === true);
  return writeFields({ entries: [...entries], hasCasco: casco }, COMPARATOR_URL_FIELDS, rawEncoding);
}

// The GET form without JavaScript (issue 16): each entry's fields are named c{id}_{field}
// (indexed rather than repeated, since an unticked checkbox is not submitted and repeated
// names would fall out of step), "casco" for the switch and "calcular" on the button.

/** The form field names of an entry, which are also its query parameters when the form is submitted. */
export const FORM_FIELDS = {
  name: "nome",
  volume: "volume",
  custom: "ml",
  price: "preco",
  units: "unidades",
  promo: "promocao",
  promoTake: "leve",
  promoPay: "pague",
  returnable: "retornavel",
  priceNoCasco: "semcasco",
} as const;

export type FormField = keyof typeof FORM_FIELDS;

/** "c2_preco": the name of an entry's field in the GET form. */
export function formFieldName(entryId: string, field: FormField): string {
  return `c${entryId}_${FORM_FIELDS[field]}`;
}

/** The submit button's name: a submitted form asks for the comparison (the fields alone only refill the form). */
export const SUBMIT_PARAM = "calcular";

const FORM_PARAM = /^c(\d{1,3})_([a-z]+)$/;
const FIELD_BY_PARAM = new Map<string, FormField>(
  Object.entries(FORM_FIELDS).map(([field, param]) => [param, field as FormField]),
);

/** Text from a form parameter: trimmed, and no longer than any field takes. */
const formText = (raw: string | undefined, max = 30) => (raw ?? "").trim().slice(0, max);

/** Entries from a submitted form's fields (c1_volume, c1_preco…), as typed; undefined when there are none. */
export function entriesFromForm(params: URLSearchParams): BeerEntry[] | undefined {
  const byId = new Map<number, Partial<Record<FormField, string>>>();
  for (const [key, value] of params) {
    const match = FORM_PARAM.exec(key);
    const field = match && FIELD_BY_PARAM.get(match[2]!);
    if (!match || !field) continue;
    const id = Number(match[1]);
    if (!byId.has(id) && byId.size >= MAX_ENTRIES) continue;
    const fields = byId.get(id) ?? {};
    fields[field] ??= value;
    byId.set(id, fields);
  }
  if (byId.size === 0) return undefined;
  return [...byId.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, f]) => {
      const volume = formText(f.volume);
      const entry: BeerEntry = {
        id: String(id),
        volume: volume === CUSTOM_VOLUME || isPresetVolume(Number(volume)) ? volume : "",
        price: formText(f.price),
        name: formText(f.name, 60),
      };
      if (entry.volume === CUSTOM_VOLUME) entry.customVolume = formText(f.custom);
      const units = formText(f.units);
      if (units !== "" && units !== "1") entry.units = units;
      if (f.promo !== undefined) {
        entry.promo = true;
        entry.promoTake = formText(f.promoTake);
        entry.promoPay = formText(f.promoPay);
      }
      if (f.returnable !== undefined) {
        entry.returnable = true;
        entry.priceNoCasco = formText(f.priceNoCasco);
      }
      return entry;
    });
}

/** An entry as its form fields hold it: what is hidden or switched off does not count. */
function asFields(entry: BeerEntry) {
  const custom = entry.volume === CUSTOM_VOLUME;
  return [
    entry.id,
    entry.volume,
    custom ? (entry.customVolume ?? "").trim() : "",
    entry.price.trim(),
    (entry.name ?? "").trim(),
    (entry.units ?? "").trim() === "1" ? "" : (entry.units ?? "").trim(),
    entry.promo ? `${(entry.promoTake ?? "").trim()}/${(entry.promoPay ?? "").trim()}` : "",
    entry.returnable ? (entry.priceNoCasco ?? "").trim() : "",
  ];
}

/** Whether two lists of entries hold the same fields (the form read back after hydration against the state). */
export function sameEntries(a: readonly BeerEntry[], b: readonly BeerEntry[]): boolean {
  return JSON.stringify(a.map(asFields)) === JSON.stringify(b.map(asFields));
}

/** The entries a link describes, ids "1"…"n"; undefined when it has none (the page starts with three blanks). */
export function entriesFromSearch(params: URLSearchParams): BeerEntry[] | undefined {
  if (!params.has("c")) return entriesFromForm(params);
  const { entries } = readFields(params, COMPARATOR_URL_FIELDS);
  return entries.length > 0 ? entries.map((entry, i) => ({ ...entry, id: String(i + 1) })) : undefined;
}

/** "Tenho o casco" from a link or a submitted form. */
export function hasCascoFromSearch(params: URLSearchParams): boolean {
  return params.get("casco")?.trim() === "1";
}

/** Entries from the values of the `c` parameters (each "ml:price…"). */
export function entriesFromParams(values: readonly string[]): BeerEntry[] | undefined {
  return entriesFromSearch(new URLSearchParams(values.map((value) => ["c", value])));
}
