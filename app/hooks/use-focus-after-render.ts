import { useCallback, useEffect, useRef } from "react";

/**
 * Focus an element by id once the next render is committed: a field that an add, remove
 * or reset has just created or moved does not exist yet when the handler runs.
 */
export function useFocusAfterRender() {
  const pending = useRef<{ id: string; preventScroll?: boolean } | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    document.getElementById(target.id)?.focus({ preventScroll: target.preventScroll });
  });
  return useCallback((id: string, { preventScroll }: { preventScroll?: boolean } = {}) => {
    pending.current = { id, preventScroll };
  }, []);
}
