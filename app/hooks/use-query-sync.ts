import { useEffect, useRef } from "react";
import { replaceQuery } from "~/lib/url-state";

/**
 * Keeps the query string equal to `query` once the visitor has changed something (docs/decisions/0003-url-state.md).
 * The first render leaves the URL alone, so a plain visit keeps a clean address and a
 * shared link is not rewritten before the visitor touches it. Pass the location key when
 * the state is reset in place on a navigation (useCalculatorForm): the first render after
 * that navigation leaves the new address alone too.
 */
export function useQuerySync(query: string, navigationKey = "") {
  const seenKey = useRef<string | null>(null);
  useEffect(() => {
    if (seenKey.current !== navigationKey) {
      seenKey.current = navigationKey;
      return;
    }
    replaceQuery(query);
  }, [query, navigationKey]);
}
