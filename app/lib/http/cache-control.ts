// docs/decisions/0014-caching-and-degradation.md: public HTML may be cached by a CDN for the spec's 5 minutes and served stale for
// 30 more while it revalidates; nothing of the admin or the sign-in is ever stored.
export const PUBLIC_HTML_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=1800";
export const PRIVATE_NO_STORE = "private, no-store";

// /relatorio: an advertiser's report link (issue 25) is theirs alone, and a revoked or renewed
// link must stop working at once, never be answered from a cache.
const PRIVATE_PREFIXES = ["/admin", "/auth", "/post-creator", "/relatorio"];

// React Router matches paths whatever their case ("/AUTH" renders the sign-in): so does this,
// or "/AUTH" went out with the public cache policy and without the opener policy (decision 0040).
export function isPrivatePath(pathname: string) {
  const path = pathname.toLowerCase();
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function cacheControlFor(pathname: string, status: number): string {
  if (isPrivatePath(pathname)) return PRIVATE_NO_STORE;
  // Errors and missing pages are not worth keeping: the next request may succeed.
  if (status !== 200) return "no-store";
  return PUBLIC_HTML_CACHE;
}
