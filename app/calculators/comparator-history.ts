/**
 * The comparator's history (docs/decisions/0016-comparator-rules.md): stored comparisons read
 * back and checked, a new one added, one redone, and the names its list shows. Apart from
 * comparator.ts because the page needs it only when this browser has a history to show or a
 * comparison to save: its code then loads with the history section (issue 12).
 *
 * Pure and isomorphic: no React, no DOM, no storage (the page decides where records live).
 */
import {
  type BeerEntry,
  containerText,
  CUSTOM_VOLUME,
  emptyEntry,
  HISTORY_LIMIT,
  isComputable,
  isPresetVolume,
  itemUnits,
  type Promo,
  promoText,
  type ResultItem,
  toInputNumber,
  toInputPrice,
} from "~/calculators/comparator";
import { formatCurrency } from "~/lib/format";

// ---------------------------------------------------------------------------
// Names of what was compared (issue 16: "Lata 350 ml — R$ 3,49"; issue 14: packs)
// ---------------------------------------------------------------------------

/** What a result item is, without its brand: "Lata 350 ml — R$ 3,49", "12 × Lata 350 ml — R$ 39,90 (leve 3, pague 2)". */
export function itemDescription(item: ResultItem): string {
  const returnable = item.priceNoCasco !== undefined ? " retornável" : "";
  const promo = item.promo ? ` (${promoText(item.promo)})` : "";
  return `${containerText(item.volume, itemUnits(item))}${returnable} — ${formatCurrency(item.price)}${promo}`;
}

/** Whether the label is the position the page gave ("Cerveja 2"), not a brand typed. */
export function isPositionLabel(label: string): boolean {
  return /^Cerveja \d+$/.test(label);
}

/** A history line's name: the brand typed, else the container and its price (old records too). */
export function historyName(item: ResultItem): string {
  return isPositionLabel(item.label) ? itemDescription(item) : item.label;
}

// ---------------------------------------------------------------------------
// History (docs/decisions/0016-comparator-rules.md "Corrupt history … logged and removed")
// ---------------------------------------------------------------------------

// Stored records are checked by hand rather than with zod: zod's core was a third of the
// landing page's own JavaScript (issue 12), for the shapes of two small objects.

/** A JSON object (not an array, not null), whose fields are read one by one. */
function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A finite number above 0; the spec's records may hold numbers as strings ("350"), read as numbers. */
function positiveNumber(v: unknown): number | undefined {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** A whole number above 0 (units, leve, pague). */
function wholeNumber(v: unknown): number | undefined {
  return typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : undefined;
}

/** A stored result as read: optional fields are absent or valid, anything else makes it invalid. */
type StoredItem = Omit<ResultItem, "label"> & { label?: string };

function readPromo(v: unknown): Promo | undefined {
  if (!isObject(v)) return undefined;
  const take = wholeNumber(v.take);
  const pay = wholeNumber(v.pay);
  return take === undefined || pay === undefined ? undefined : { take, pay };
}

const readString = (v: unknown) => (typeof v === "string" ? v : undefined);
const readBoolean = (v: unknown) => (typeof v === "boolean" ? v : undefined);

/** Issue 14's fields, and the label: records saved before packs existed still load without them. */
const OPTIONAL_FIELDS = ["label", "units", "promo", "priceNoCasco", "withCasco"] as const;

/** One stored result with only its known fields; undefined when a field is missing or does not read. */
function readStoredItem(v: unknown): StoredItem | undefined {
  if (!isObject(v)) return undefined;
  const item = {
    id: typeof v.id === "number" && Number.isFinite(v.id) ? String(v.id) : readString(v.id),
    label: readString(v.label),
    volume: positiveNumber(v.volume),
    price: positiveNumber(v.price),
    pricePerLiter: positiveNumber(v.pricePerLiter),
    isLowestPrice: readBoolean(v.isLowestPrice),
    units: wholeNumber(v.units),
    promo: readPromo(v.promo),
    priceNoCasco: positiveNumber(v.priceNoCasco),
    withCasco: readBoolean(v.withCasco),
  };
  const { id, volume, price, pricePerLiter, isLowestPrice } = item;
  if (id === undefined || volume === undefined || price === undefined || pricePerLiter === undefined) return undefined;
  if (isLowestPrice === undefined) return undefined;
  // An optional field may be absent, but one that is there must read.
  if (OPTIONAL_FIELDS.some((key) => v[key] !== undefined && item[key] === undefined)) return undefined;
  return { ...item, id, volume, price, pricePerLiter, isLowestPrice };
}

/** One stored comparison; undefined when it or any of its results is invalid. */
function readStoredRecord(v: unknown): { id: string; date: string; results: StoredItem[] } | undefined {
  if (!isObject(v) || typeof v.id !== "string" || v.id === "" || typeof v.date !== "string" || v.date === "")
    return undefined;
  if (!Array.isArray(v.results) || v.results.length === 0) return undefined;
  const results: StoredItem[] = [];
  for (const raw of v.results) {
    const item = readStoredItem(raw);
    if (!item) return undefined;
    results.push(item);
  }
  return { id: v.id, date: v.date, results };
}

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
    const parsed = readStoredRecord(item);
    if (!parsed) continue;
    records.push({
      id: parsed.id,
      date: parsed.date,
      results: parsed.results.map((r, i) => {
        const { id, volume, price, pricePerLiter, isLowestPrice, units, promo, priceNoCasco, withCasco } = r;
        const result: ResultItem = {
          id,
          label: r.label?.trim() || `Cerveja ${i + 1}`,
          volume,
          price,
          pricePerLiter,
          isLowestPrice,
        };
        if (units !== undefined && units !== 1) result.units = units;
        if (promo && promo.pay < promo.take) result.promo = promo;
        if (priceNoCasco !== undefined) {
          result.priceNoCasco = priceNoCasco;
          result.withCasco = withCasco ?? false;
        }
        return result;
      }),
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
    entry.price = toInputPrice(r.price);
    entry.name = isPositionLabel(r.label) ? "" : r.label;
    if (itemUnits(r) !== 1) entry.units = String(itemUnits(r));
    if (r.promo) {
      entry.promo = true;
      entry.promoTake = String(r.promo.take);
      entry.promoPay = String(r.promo.pay);
    }
    if (r.priceNoCasco !== undefined) {
      entry.returnable = true;
      entry.priceNoCasco = toInputPrice(r.priceNoCasco);
    }
    return entry;
  });
}

/** Whether a stored comparison was ranked with the casco (any of its returnables). */
export function historyHasCasco(results: readonly ResultItem[]): boolean {
  return results.some((r) => r.priceNoCasco !== undefined && r.withCasco === true);
}
