// What a public page's meta() and shouldRevalidate() are: its <head> tags come resolved from
// its loader (head.server.ts), so the browser renders them as they are and hydrates the
// server's <head> without the SEO code (issue 12.2).
import type { MetaDescriptor, ShouldRevalidateFunctionArgs } from "react-router";

/** `export const meta = headFromLoader;` */
export function headFromLoader({ loaderData }: { loaderData?: { head?: MetaDescriptor[] } | null }) {
  return loaderData?.head ?? [];
}

/**
 * For a page whose loader returns only its head (a calculator, the glossary): its own inputs
 * rewritten in the address keep it, with no request; another page loads its own. The head of a
 * calculator link then stays the one it was opened with: only a link preview reads the result
 * in it, from the server's HTML.
 */
export function headOnlyRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}
