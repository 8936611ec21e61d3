/**
 * The page a single-fetch data request addresses: `/x.data` is `/x`; with
 * future.v8_trailingSlashAwareDataRequests (React Router 8) the root's data is `/_.data` and a
 * page with a trailing slash asks `/x/_.data`; `/_root.data` is React Router 7's root. Used by
 * the server's request guards (server/limits.ts) and the data responses' cache policy.
 */
export function stripDataSuffix(pathname: string): string {
  if (pathname === "/_root.data" || pathname.endsWith("/_.data"))
    return pathname.replace(/(_root|_)\.data$/, "") || "/";
  const stripped = pathname.replace(/\.data$/, "");
  return stripped.length > 1 ? stripped.replace(/\/+$/, "") : stripped;
}
