import { isActivePath } from "~/lib/paths";

/**
 * Marks the navigation links under `root` that lead to the current page (aria-current="page"), for
 * navigation kept as server HTML (a server island) that React does not re-render: the
 * sidebar's tools, whose highlight is styled from that attribute (main-nav.tsx).
 */
export function markActiveLinks(root: ParentNode | null, pathname: string) {
  for (const link of root?.querySelectorAll<HTMLAnchorElement>("nav a[href^='/']") ?? []) {
    if (isActivePath(pathname, link.getAttribute("href") ?? "")) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}
