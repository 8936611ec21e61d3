// What a page render started by the server's page cache (server/page-cache.ts) shares with
// the loaders that run inside it. The cache keys a stored page by the ads placed in it, so it
// picks them itself before looking the page up; a render it then starts must place exactly
// those ads, and must tell it which ad groups the page placed and whether anything fell back
// to a degraded answer (such a page is served, never stored). The picks happen in loaders
// several modules deep (the layout, a post, the blog list), which get no handle on the
// request's load context: an AsyncLocalStorage carries this state to them instead.
//
// Outside such a render (tests calling loaders, client data requests, the dev server)
// there is no store, and every function here leaves the loaders' behaviour unchanged.
import { AsyncLocalStorage } from "node:async_hooks";
import type { PublicAd } from "~/lib/ads/ads";

/** Slots whose ads are picked together: the layout's five, and a post's or the blog list's one. */
export type AdGroup = "layout" | "content";
export type AdPick = Partial<Record<string, PublicAd | null>>;

export interface PageRender {
  /** Ads picked by the page cache for this render, by group. */
  forced: Map<AdGroup, AdPick>;
  /** Ads the render placed, by group (filled in as the loaders pick). */
  placed: Map<AdGroup, AdPick>;
  /** Set when a loader answered from a fallback (database away): never store the page. */
  uncacheable: boolean;
}

const storage = new AsyncLocalStorage<PageRender>();

export function newPageRender(forced: Map<AdGroup, AdPick> = new Map()): PageRender {
  return { forced, placed: new Map(), uncacheable: false };
}

export function runPageRender<T>(render: PageRender, fn: () => T): T {
  return storage.run(render, fn);
}

/**
 * The group's ads for the page being rendered: the page cache's pick when it started this
 * render, else `pick()` (a fresh random pick, as every render made before the cache).
 */
export async function chooseAds<T extends AdPick>(group: AdGroup, pick: () => Promise<T>): Promise<T> {
  const render = storage.getStore();
  const chosen = (render?.forced.get(group) as T | undefined) ?? (await pick());
  render?.placed.set(group, chosen);
  return chosen;
}

/** A loader fell back (no ads, default SEO): the page is right for now but not worth keeping. */
export function markUncacheable() {
  const render = storage.getStore();
  if (render) render.uncacheable = true;
}
