/**
 * Beer price comparator (docs/decisions/0016-comparator-rules.md /
 * History record, docs/decisions/0016-comparator-rules.md; docs/decisions/0002-brazilian-numbers.md numbers, docs/decisions/0003-url-state.md URL state).
 *
 * Pure and isomorphic: no React, no DOM, no storage. The route keeps the state and calls
 * these functions; the history helpers take and return plain strings so the page decides
 * where they are stored.
 */
import * as z from "zod/mini";
import { CONTAINER_VOLUMES, isContainerVolume } from "~/calculators/containers";
import { formatCurrency, formatNumber, parseDecimal } from "~/lib/format";
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

/** The spec's toasts (docs/decisions/0028-calculator-messages.md). */
export const MESSAGES = {
  noValidBeer: { title: "Dados incompletos", description: "Por favor, preencha os dados de pelo menos uma cerveja" },
  notComputable: {
    title: "Erro no cálculo",
    description: "Não foi possível calcular o preço por litro com os dados fornecidos",
  },
} as const;

export type ComparatorMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

// ---------------------------------------------------------------------------
// Entries (docs/decisions/0016-comparator-rules.md)
// ---------------------------------------------------------------------------

export interface BeerEntry {
  /** "1", "2", "3" at start; a new one is the highest existing id + 1. */
  id: string;
  /** A preset ml value as a string ("350"), CUSTOM_VOLUME, or "" before a choice. */
  volume: string;
  /** Typed volume in ml, only when `volume` is CUSTOM_VOLUME. */
  customVolume?: string;
  /** Typed price in reais ("4,99" or "4.99", docs/decisions/0002-brazilian-numbers.md). */
  price: string;
  /** Optional brand or name; only shown, never put in the URL. */
  name?: string;
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

/** The entry's volume in ml, or undefined when there is none or it is not a number (docs/decisions/0002-brazilian-numbers.md). */
export function entryVolumeMl(entry: BeerEntry): number | undefined {
  if (entry.volume === CUSTOM_VOLUME) return parseDecimal(entry.customVolume ?? "");
  if (entry.volume === "") return undefined;
  const preset = Number(entry.volume);
  return isPresetVolume(preset) ? preset : undefined;
}

/** The entry's price in reais, or undefined (docs/decisions/0002-brazilian-numbers.md: "4,99" and "4.99" → 4.99). */
export function entryPrice(entry: BeerEntry): number | undefined {
  return parseDecimal(entry.price);
}

/** docs/decisions/0016-comparator-rules.md: a beer is valid only if volume > 0 and price > 0 and both are numbers. */
export function isValidBeer(entry: BeerEntry): boolean {
  const volume = entryVolumeMl(entry);
  const price = entryPrice(entry);
  return (
    volume !== undefined &&
    price !== undefined &&
    Number.isFinite(volume) &&
    Number.isFinite(price) &&
    volume > 0 &&
    price > 0
  );
}

/** Whether the visitor typed or chose anything in the entry. */
export function isBlankEntry(entry: BeerEntry): boolean {
  return entry.volume === "" && entry.price.trim() === "" && (entry.customVolume ?? "").trim() === "";
}

/** "Cerveja 2" or the brand the visitor typed. */
export function entryLabel(entry: BeerEntry, position: number): string {
  const name = entry.name?.trim();
  return name ? name : `Cerveja ${position}`;
}

// ---------------------------------------------------------------------------
// Formula (docs/decisions/0016-comparator-rules.md) and results (docs/decisions/0016-comparator-rules.md)
// ---------------------------------------------------------------------------

/**
 * Price per litre (docs/decisions/0016-comparator-rules.md): price ÷ (volume in ml ÷ 1000), since 1 L = 1000 ml (SI).
 * NaN for a non-positive volume; the caller decides whether the value is usable.
 */
export function pricePerLiter(price: number, volumeMl: number): number {
  if (!(volumeMl > 0)) return Number.NaN;
  return price / (volumeMl / 1000);
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

export interface ResultItem {
  id: string;
  /** The brand typed, or "Cerveja {position}". */
  label: string;
  /** ml */
  volume: number;
  /** reais */
  price: number;
  /** reais per litre */
  pricePerLiter: number;
  /** "Melhor Preço!": the lowest price per litre (all of them on a tie). */
  isLowestPrice: boolean;
}

export interface Comparison {
  /** Sorted by price per litre, cheapest first; equal prices keep the entry order. */
  results: ResultItem[];
  /** Labels of entries with some data that were left out (incomplete or invalid). */
  skipped: string[];
}

export type CompareOutcome = { ok: true; comparison: Comparison } | { ok: false; error: ComparatorMessage };

/**
 * "Calcular" (docs/decisions/0016-comparator-rules.md): valid beers only; "Dados incompletos" when there is none,
 * "Erro no cálculo" when no price per litre can be computed (an overflow to Infinity
 * or an underflow to 0 with absurd inputs).
 */
export function compareBeers(entries: readonly BeerEntry[]): CompareOutcome {
  const computed: Omit<ResultItem, "isLowestPrice">[] = [];
  const skipped: string[] = [];
  let validCount = 0;
  entries.forEach((entry, index) => {
    const label = entryLabel(entry, index + 1);
    if (!isValidBeer(entry)) {
      if (!isBlankEntry(entry)) skipped.push(label);
      return;
    }
    validCount += 1;
    const volume = entryVolumeMl(entry)!;
    const price = entryPrice(entry)!;
    const perLiter = pricePerLiter(price, volume);
    if (!isComputable(perLiter)) {
      skipped.push(label);
      return;
    }
    computed.push({ id: entry.id, label, volume, price, pricePerLiter: perLiter });
  });

  if (validCount === 0) return { ok: false, error: MESSAGES.noValidBeer };
  if (computed.length === 0) return { ok: false, error: MESSAGES.notComputable };

  const lowest = Math.min(...computed.map((r) => toCents(r.pricePerLiter)));
  const results = computed
    .map((r) => ({ ...r, isLowestPrice: toCents(r.pricePerLiter) === lowest }))
    .sort((a, b) => a.pricePerLiter - b.pricePerLiter);
  return { ok: true, comparison: { results, skipped } };
}

/** How much more than the best a result costs per litre (0 for the best). */
export function differenceFromBest(item: ResultItem, best: ResultItem): { perLiter: number; percent: number } {
  const perLiter = item.pricePerLiter - best.pricePerLiter;
  return { perLiter, percent: (perLiter / best.pricePerLiter) * 100 };
}

// ---------------------------------------------------------------------------
// URL state (docs/decisions/0003-url-state.md): /?c=350:3.49&c=473:4.99&c=710:7.50 (ml:price, dot decimals)
// ---------------------------------------------------------------------------

/** A plain non-negative decimal with a dot, as written in the URL. */
const URL_NUMBER = /^\d+(?:\.\d+)?$/;

function fromUrlNumber(s: string): number | undefined {
  if (!URL_NUMBER.test(s)) return undefined;
  const n = Number(s);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** A number back into a text field, the Brazilian way: 3.49 → "3,49". */
export function toInputNumber(n: number): string {
  return toUrlNumber(n).replace(".", ",");
}

function typedToUrl(typed: string | undefined): string {
  const n = parseDecimal(typed ?? "");
  return n !== undefined && n > 0 ? toUrlNumber(n) : "";
}

/** A price for the URL in reais with a dot: 7.5 → "7.50"; more decimals are kept (3.499). */
function priceToUrl(typed: string): string {
  const n = parseDecimal(typed);
  if (n === undefined || !(n > 0)) return "";
  return Number.isInteger(Number((n * 100).toPrecision(12))) ? n.toFixed(2) : toUrlNumber(n);
}

/** The entry's volume for the URL: the preset or the typed custom volume in ml. */
function volumeToUrl(entry: BeerEntry): string {
  if (entry.volume === CUSTOM_VOLUME) return typedToUrl(entry.customVolume);
  const ml = entryVolumeMl(entry);
  return ml === undefined ? "" : String(ml);
}

/** An entry for the URL, "ml:price"; undefined for a blank entry (left out of the link). */
function entryToUrl(entry: BeerEntry): string | undefined {
  const ml = volumeToUrl(entry);
  const price = priceToUrl(entry.price);
  return ml === "" && price === "" ? undefined : `${ml}:${price}`;
}

/**
 * An entry from one "ml:price" value. A volume among the presets selects it; any other
 * positive volume is a custom one. Unreadable parts become empty fields; a value with
 * nothing readable is dropped. Ids are given afterwards, in order.
 */
function entryFromUrl(raw: string): BeerEntry | undefined {
  const [mlPart = "", pricePart = ""] = raw.trim().split(":");
  const ml = fromUrlNumber(mlPart);
  const price = fromUrlNumber(pricePart);
  if (ml === undefined && price === undefined) return undefined;
  const entry = emptyEntry("");
  if (ml !== undefined) {
    if (isPresetVolume(ml)) entry.volume = String(ml);
    else {
      entry.volume = CUSTOM_VOLUME;
      entry.customVolume = toInputNumber(ml);
    }
  }
  if (price !== undefined) entry.price = toInputNumber(price);
  return entry;
}

/**
 * The comparator in the URL: one `c=ml:price` per entry that has anything in it (blank
 * entries are left out, so the untouched page keeps a clean address). Not escaped:
 * URLSearchParams would turn ":" into "%3A", and the values are only digits and dots.
 */
export const COMPARATOR_URL_FIELDS: UrlFields<{ entries: BeerEntry[] }> = {
  entries: { name: "c", list: true, fallback: [], max: MAX_ENTRIES, read: entryFromUrl, write: entryToUrl },
};

export function entriesToQuery(entries: readonly BeerEntry[]): string {
  return writeFields({ entries: [...entries] }, COMPARATOR_URL_FIELDS, rawEncoding);
}

/** The entries a link describes, ids "1"…"n"; undefined when it has none (the page starts with three blanks). */
export function entriesFromSearch(params: URLSearchParams): BeerEntry[] | undefined {
  const { entries } = readFields(params, COMPARATOR_URL_FIELDS);
  return entries.length > 0 ? entries.map((entry, i) => ({ ...entry, id: String(i + 1) })) : undefined;
}

/** Entries from the values of the `c` parameters (each "ml:price"). */
export function entriesFromParams(values: readonly string[]): BeerEntry[] | undefined {
  return entriesFromSearch(new URLSearchParams(values.map((value) => ["c", value])));
}

// ---------------------------------------------------------------------------
// History (docs/decisions/0016-comparator-rules.md "Corrupt history … logged and removed")
// ---------------------------------------------------------------------------

/** The spec's records may hold numbers as strings ("350"); both are read as numbers. */
function toNumber(v: number | string): number {
  if (typeof v === "number") return v;
  return v.trim() === "" ? Number.NaN : Number(v);
}

/** A finite number above 0 (zod's number already rejects NaN and Infinity). */
const positiveNumber = z.pipe(
  z.pipe(z.union([z.number(), z.string()]), z.transform(toNumber)),
  z.number().check(z.positive()),
);

// zod/mini: the same validation as "zod" at a fraction of its size on the landing page.
const resultItemSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  label: z.optional(z.string()),
  volume: positiveNumber,
  price: positiveNumber,
  pricePerLiter: positiveNumber,
  isLowestPrice: z.boolean(),
});

const historyRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  date: z.string().check(z.minLength(1)),
  results: z.array(resultItemSchema).check(z.minLength(1)),
});

export interface HistoryRecord {
  /** Timestamp string (Date.now()). */
  id: string;
  /** pt-BR date-time string. */
  date: string;
  results: ResultItem[];
}

export interface LoadedHistory {
  records: HistoryRecord[];
  /**
   * What to do with the stored value: "keep" it, "remove" it (unreadable or nothing
   * valid in it) or "rewrite" it with `records` (some records were invalid).
   */
  storage: "keep" | "remove" | "rewrite";
  /** Why something was dropped, for the console warning. */
  problem?: string;
}

/** A stored history as the page can trust it: valid records only, at most 10. */
export function parseHistory(raw: string | null): LoadedHistory {
  if (raw === null) return { records: [], storage: "keep" };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { records: [], storage: "remove", problem: "o valor não é JSON válido" };
  }
  if (!Array.isArray(data)) return { records: [], storage: "remove", problem: "o valor não é uma lista" };

  const records: HistoryRecord[] = [];
  for (const item of data) {
    const parsed = historyRecordSchema.safeParse(item);
    if (!parsed.success) continue;
    records.push({
      id: parsed.data.id,
      date: parsed.data.date,
      results: parsed.data.results.map((r, i) => ({ ...r, label: r.label?.trim() || `Cerveja ${i + 1}` })),
    });
  }
  const kept = records.slice(0, HISTORY_LIMIT);
  if (data.length > 0 && records.length === 0) {
    return { records: [], storage: "remove", problem: "nenhum registro válido" };
  }
  if (kept.length !== data.length) {
    return { records: kept, storage: "rewrite", problem: `${data.length - kept.length} registro(s) descartado(s)` };
  }
  return { records: kept, storage: "keep" };
}

/** docs/decisions/0016-comparator-rules.md: a comparison is saved only if it is non-empty and every price per litre is above 0. */
export function isSavable(results: readonly ResultItem[]): boolean {
  return results.length > 0 && results.every((r) => isComputable(r.pricePerLiter));
}

/** The history with a new comparison in front, at most 10 (docs/decisions/0016-comparator-rules.md); unchanged if not savable. */
export function addToHistory(
  history: readonly HistoryRecord[],
  results: readonly ResultItem[],
  id: string,
  date: string,
): HistoryRecord[] {
  if (!isSavable(results)) return [...history];
  return [{ id, date, results: [...results] }, ...history.filter((r) => r.id !== id)].slice(0, HISTORY_LIMIT);
}

/** Entries that reproduce a stored comparison (for "Refazer"), ids "1"…"n" in result order. */
export function entriesFromResults(results: readonly ResultItem[]): BeerEntry[] {
  return results.map((r, i) => {
    const entry = emptyEntry(String(i + 1));
    if (isPresetVolume(r.volume)) entry.volume = String(r.volume);
    else {
      entry.volume = CUSTOM_VOLUME;
      entry.customVolume = toInputNumber(r.volume);
    }
    entry.price = toInputNumber(r.price);
    entry.name = /^Cerveja \d+$/.test(r.label) ? "" : r.label;
    return entry;
  });
}

// ---------------------------------------------------------------------------
// Texts built from a comparison (share sheet, screen-reader summary)
// ---------------------------------------------------------------------------

function beersCount(n: number): string {
  return n === 1 ? "1 cerveja comparada" : `${n} cervejas comparadas`;
}

/** docs/decisions/0016-comparator-rules.md: the share text announces the best price per litre and the number of beers compared. */
export function shareText(results: readonly ResultItem[]): string {
  const best = results[0];
  if (!best) return "Compare o preço por litro das cervejas no Cervejômetro.";
  return `Melhor preço por litro: ${formatCurrency(best.pricePerLiter)} (${best.label}, ${formatNumber(best.volume)} ml) — ${beersCount(results.length)} no Cervejômetro.`;
}

/** One sentence for the results' live region. */
export function resultSummary(results: readonly ResultItem[]): string {
  const winners = results.filter((r) => r.isLowestPrice);
  const best = winners[0];
  if (!best) return "";
  const who =
    winners.length === 1
      ? best.label
      : `${winners
          .slice(0, -1)
          .map((w) => w.label)
          .join(", ")} e ${winners.at(-1)!.label} (empate)`;
  const count = beersCount(results.length);
  return `Melhor preço: ${who}, ${formatCurrency(best.pricePerLiter)} por litro. ${count.charAt(0).toUpperCase()}${count.slice(1)}.`;
}
