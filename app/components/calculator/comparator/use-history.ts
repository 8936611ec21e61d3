import { useCallback, useSyncExternalStore } from "react";
import {
  HISTORY_STORAGE_KEY,
  addToHistory,
  isSavable,
  parseHistory,
  type HistoryRecord,
  type ResultItem,
} from "~/calculators/comparator";
import { formatDateLong } from "~/lib/format";

// The comparisons saved in this browser (docs/decisions/0016-comparator-rules.md) as a small external store over localStorage:
// read on the client only (the server and the hydration render see none), once per page
// load or when another tab changes them, and written through `replace`.

const NONE: HistoryRecord[] = [];
let records: HistoryRecord[] = NONE;
let loaded = false;
const listeners = new Set<() => void>();

function writeHistory(next: readonly HistoryRecord[]) {
  try {
    if (next.length === 0) localStorage.removeItem(HISTORY_STORAGE_KEY);
    else localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    console.warn("[comparador] não foi possível salvar o histórico:", error);
  }
}

/** Only valid records are kept; anything unreadable is logged and removed (docs/decisions/0016-comparator-rules.md). */
function load() {
  let raw: string | null;
  try {
    raw = localStorage.getItem(HISTORY_STORAGE_KEY);
  } catch {
    return; // storage disabled: the comparator still works, without history
  }
  const result = parseHistory(raw);
  if (result.storage === "remove") {
    console.warn(`[comparador] histórico inválido em "${HISTORY_STORAGE_KEY}" foi removido (${result.problem}).`);
    writeHistory([]);
  } else if (result.storage === "rewrite") {
    console.warn(`[comparador] histórico em "${HISTORY_STORAGE_KEY}" corrigido: ${result.problem}.`);
    writeHistory(result.records);
  }
  records = result.records;
}

function replace(next: HistoryRecord[]) {
  records = next;
  writeHistory(next);
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== HISTORY_STORAGE_KEY && event.key !== null) return;
  load();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (!loaded) {
    loaded = true;
    load(); // React compares the snapshot again after subscribing, so this shows at once
  }
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function useComparisonHistory() {
  const current = useSyncExternalStore(
    subscribe,
    () => records,
    () => NONE,
  );

  /** docs/decisions/0016-comparator-rules.md: only a non-empty result with every price per litre above 0 is saved. */
  const save = useCallback((results: readonly ResultItem[]) => {
    if (!isSavable(results)) return;
    const now = new Date();
    replace(addToHistory(records, results, String(now.getTime()), formatDateLong(now)));
  }, []);

  const clear = useCallback(() => replace([]), []);

  return { records: current, save, clear };
}
