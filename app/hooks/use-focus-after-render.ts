import { useCallback, useEffect, useRef } from "react";

/**
 * Focus an element by id once a render that holds it is committed: a field that an add,
 * remove or reset has just created or moved does not exist yet when the handler runs. The
 * request waits for the element rather than for the next commit: React first runs the
 * effects still pending from an earlier commit (a history read just after hydration, say),
 * which would otherwise find no field yet and drop the request.
 */
export function useFocusAfterRender() {
  const pending = useRef<{ id: string; preventScroll?: boolean } | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    const element = document.getElementById(target.id);
    if (!element) return;
    pending.current = null;
    element.focus({ preventScroll: target.preventScroll });
  });
  return useCallback((id: string, { preventScroll }: { preventScroll?: boolean } = {}) => {
    pending.current = { id, preventScroll };
  }, []);
}
