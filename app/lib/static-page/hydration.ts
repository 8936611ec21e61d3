// Issue 24.4: a page that needs no React in the browser ships none. React Router's documented
// "disable JavaScript per route" pattern: a route says so in its `handle`, and the root renders
// <Scripts> only for documents where every matched route wants it. Such a page gets, instead of
// React, React DOM and React Router (~110 KB gzipped, 0.8–1.3 s of a phone's main thread in
// Lighthouse), one small plain script (./enhance.ts) for what its layout does in the browser:
// the phone menu, the theme switch, the phone's ad bar, the ad beacon and the offline worker.
import { useMatches, useRouteLoaderData } from "react-router";

export * from "./attributes";

/** The `handle` of a route whose page works as server HTML plus ./enhance.ts. */
export type NoHydrationHandle = { hydrate: false };
export const NO_HYDRATION: NoHydrationHandle = { hydrate: false };

/** Whether any matched route asked for a page without React. */
export function wantsNoHydration(matches: readonly { handle?: unknown }[]) {
  return matches.some((match) => (match.handle as Partial<NoHydrationHandle> | undefined)?.hydrate === false);
}

/**
 * The plain script's URL when this document is served without React, else null. Only a server
 * render decides it: in the browser React already runs (a client-side navigation to such a page
 * renders it with React, its layout's React handlers and all). A page with a toast to show
 * hydrates (toasts are React's), and so does every page when the build has no plain script.
 */
// Chosen by a constant of the build: the browser's bundle keeps only the one that returns null.
export const useStaticPageScript: () => string | null = import.meta.env.SSR ? useServerStaticPageScript : () => null;

function useServerStaticPageScript(): string | null {
  const matches = useMatches();
  const root = useRouteLoaderData("root") as { toast?: unknown; staticPageScript?: string | null } | undefined;
  if (!root?.staticPageScript || root.toast || !wantsNoHydration(matches)) return null;
  return root.staticPageScript;
}
