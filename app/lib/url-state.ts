// D3: calculator inputs live in the query string. Writing uses the History API directly
// (replace, not push) so typing never triggers a navigation or a loader round trip; the
// state object React Router keeps in history is preserved.

/** The URL for the current page with `query` as its search string. */
export function urlWithQuery(pathname: string, query: string, hash = ""): string {
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}

/** Replaces the current entry's query string; a no-op on the server or when unchanged. */
export function replaceQuery(query: string) {
  if (typeof window === "undefined") return;
  const { pathname, search, hash } = window.location;
  if (search.replace(/^\?/, "") === query) return;
  window.history.replaceState(window.history.state, "", urlWithQuery(pathname, query, hash));
}

/** A number for the URL: always a dot as decimal separator, no exponent for usual values. */
export function toUrlNumber(n: number): string {
  if (!Number.isFinite(n)) return "";
  return String(Math.round(n * 1e6) / 1e6);
}
