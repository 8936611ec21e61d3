import { useEffect, useRef } from "react";
import { replaceQuery } from "~/lib/url-state";

/**
 * Keeps the query string equal to `query` once the visitor has changed something (D3).
 * The first render leaves the URL alone, so a plain visit keeps a clean address and a
 * shared link is not rewritten before the visitor touches it.
 */
export function useQuerySync(query: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    replaceQuery(query);
  }, [query]);
}
