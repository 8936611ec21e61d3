import { useCallback, useEffect, useState } from "react";
import {
  HISTORY_STORAGE_KEY,
  addToHistory,
  isSavable,
  parseHistory,
  type HistoryRecord,
  type ResultItem,
} from "~/calculators/comparator";
import { formatDateLong } from "~/lib/format";

function writeHistory(records: readonly HistoryRecord[]) {
  try {
    if (records.length === 0) localStorage.removeItem(HISTORY_STORAGE_KEY);
    else localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(records));
  } catch (error) {
    console.warn("[comparador] não foi possível salvar o histórico:", error);
  }
}

/** The comparisons saved in this browser (§5), read once on the client. */
export function useComparisonHistory() {
  const [records, setRecords] = useState<HistoryRecord[]>([]);

  // Only valid records are kept; anything unreadable is logged and removed (§8).
  useEffect(() => {
    let raw: string | null;
    try {
      raw = localStorage.getItem(HISTORY_STORAGE_KEY);
    } catch {
      return; // storage disabled: the comparator still works, without history
    }
    const loaded = parseHistory(raw);
    if (loaded.storage === "remove") {
      console.warn(`[comparador] histórico inválido em "${HISTORY_STORAGE_KEY}" foi removido (${loaded.problem}).`);
      writeHistory([]);
    } else if (loaded.storage === "rewrite") {
      console.warn(`[comparador] histórico em "${HISTORY_STORAGE_KEY}" corrigido: ${loaded.problem}.`);
      writeHistory(loaded.records);
    }
    setRecords(loaded.records);
  }, []);

  /** §5: only a non-empty result with every price per litre above 0 is saved. */
  const save = useCallback(
    (results: readonly ResultItem[]) => {
      if (!isSavable(results)) return;
      const now = new Date();
      const next = addToHistory(records, results, String(now.getTime()), formatDateLong(now));
      setRecords(next);
      writeHistory(next);
    },
    [records],
  );

  const clear = useCallback(() => {
    setRecords([]);
    writeHistory([]);
  }, []);

  return { records, save, clear };
}
