import { type ComponentType, useCallback, useSyncExternalStore } from "react";
import { HISTORY_STORAGE_KEY, type ResultItem } from "~/calculators/comparator";
import type { HistoryRecord } from "~/calculators/comparator-history";
import { formatDateLong } from "~/lib/format";

// The comparisons saved in this browser (docs/decisions/0016-comparator-rules.md) as a small external store over localStorage:
// read on the client only (the server and the hydration render see none), once per page
// load or when another tab changes them, and written through `replace`.
//
// The code that reads, checks and adds records and the history section (history.tsx) loads
// only when there is something stored to show or a comparison to save (issue 12): a first
// visit, with nothing stored, never downloads it.

type HistoryModule = typeof import("~/components/calculator/comparator/history");

const NONE: HistoryRecord[] = [];
let records: HistoryRecord[] = NONE;
let loaded = false;
let historyModule: HistoryModule | undefined;
const listeners = new Set<() => void>();

const loadHistoryModule = () =>
  import("~/components/calculator/comparator/history").then((module) => (historyModule = module));

function notify() {
  for (const listener of listeners) listener();
}

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
  if (raw === null) {
    if (records === NONE) return;
    records = NONE;
    notify();
    return;
  }
  void loadHistoryModule().then(({ parseHistory }) => {
    const result = parseHistory(raw);
    if (result.storage === "remove") {
      console.warn(`[comparador] histórico inválido em "${HISTORY_STORAGE_KEY}" foi removido (${result.problem}).`);
      writeHistory([]);
    } else if (result.storage === "rewrite") {
      console.warn(`[comparador] histórico em "${HISTORY_STORAGE_KEY}" corrigido: ${result.problem}.`);
      writeHistory(result.records);
    }
    records = result.records.length > 0 ? result.records : NONE;
    notify();
  });
}

function replace(next: HistoryRecord[]) {
  records = next;
  writeHistory(next);
  notify();
}

function onStorage(event: StorageEvent) {
  if (event.key !== HISTORY_STORAGE_KEY && event.key !== null) return;
  load();
}

function subscribe(listener: () => void) {
  if (!loaded) {
    loaded = true;
    load(); // the records arrive with the history's code, and the listener below shows them
  }
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

type HistorySection = HistoryModule["ComparatorHistory"];

export function useComparisonHistory(): {
  records: HistoryRecord[];
  /** The history section, once its code is here (always so when there are records). */
  Section: ComponentType<Parameters<HistorySection>[0]> | undefined;
  save: (results: readonly ResultItem[]) => void;
  clear: () => void;
} {
  const current = useSyncExternalStore(
    subscribe,
    () => records,
    () => NONE,
  );

  /** docs/decisions/0016-comparator-rules.md: only a non-empty result with every price per litre above 0 is saved. */
  const save = useCallback((results: readonly ResultItem[]) => {
    const now = new Date();
    void loadHistoryModule().then(({ addToHistory, isSavable }) => {
      if (!isSavable(results)) return;
      replace(addToHistory(records, results, String(now.getTime()), formatDateLong(now)));
    });
  }, []);

  const clear = useCallback(() => replace([]), []);

  return { records: current, Section: historyModule?.ComparatorHistory, save, clear };
}
