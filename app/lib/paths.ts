// Path rules every page needs in the browser (the current page's highlight, the related blocks'
// visibility, nofollow), apart from navigation.ts's items, which the server-rendered navigation
// and footer hold (issue 12.2). navigation.ts re-exports them.

/**
 * A pathname without query string, hash or trailing slash ("/ibu/?x=1" → "/ibu");
 * "" becomes "/".
 */
export function normalizePath(pathname: string): string {
  let p = pathname.split(/[?#]/, 1)[0] ?? "";
  p = p.replace(/\/+$/, "");
  if (!p.startsWith("/")) p = `/${p}`;
  return p;
}

/** Whether `pathname` is `base` or below it, by whole segments ("/blog/x" yes, "/blogger" no). */
function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Whether the link `to` is the current page, for highlighting: "/" only on "/" itself;
 * other links also on their sub-pages ("/blog" on "/blog/some-post"), and "/blog" on
 * "/drinks", which is the same page.
 */
export function isActivePath(current: string, to: string): boolean {
  const cur = normalizePath(current);
  const target = normalizePath(to);
  if (target === "/") return cur === "/";
  if (isUnder(cur, target)) return true;
  return target === "/blog" && isUnder(cur, "/drinks");
}

/** Paths (and everything below them) that are admin or legal pages. */
const ADMIN_PATHS = ["/admin", "/auth", "/post-creator"] as const;
const LEGAL_PATHS = ["/termos-de-uso", "/politica-de-privacidade"] as const;
const NOFOLLOW_PATHS: readonly string[] = [...LEGAL_PATHS, ...ADMIN_PATHS];

function isNofollowPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return NOFOLLOW_PATHS.some((base) => isUnder(path, base));
}

/** Whether the related-pages and useful-tools blocks show on this page: not on admin or legal pages. */
export function showsRelatedBlocks(pathname: string): boolean {
  return !isNofollowPath(pathname);
}

/** `rel` for an internal link: "nofollow" for legal and admin pages, otherwise none. */
export function linkRel(to: string): string | undefined {
  if (!to.startsWith("/") || to.startsWith("//")) return undefined;
  return isNofollowPath(to) ? "nofollow" : undefined;
}
