// A short in-process cache for reads every page makes (the layout's ads and SEO
// settings). Ten seconds of staleness is invisible next to the CDN's five minutes
// (docs/decisions/0014-caching-and-degradation.md), and it spares the database and the event loop on every request. Writes call
// invalidateCache() so an administrator sees changes at once on this process, and the
// cache bus (cache-bus.server.ts) tells the other servers on the same PostgreSQL.
//
// The server entry (which starts the bus) and the app (which reads and writes) are one
// compiled bundle, so the store and the broadcast hook are plain module variables.

export interface TtlCache {
  cached<T>(key: string, ttlMs: number, load: () => Promise<T>, now?: number): Promise<T>;
  /** Drops this process's keys that start with `prefix` ("" drops everything). */
  dropLocal(prefix?: string): void;
  readonly size: number;
}

const MAX_ENTRIES = 500;

/** A cache of its own (the default one below serves the app; tests make more). */
export function createTtlCache(onDrop?: (prefix: string) => void): TtlCache {
  const store = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    cached<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
      const hit = store.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      // Keys include paths a visitor chooses: never let them grow without bound.
      if (store.size >= MAX_ENTRIES) store.clear();
      const value = load();
      store.set(key, { expires: now + ttlMs, value });
      // A failure is not remembered: the next request tries the database again.
      value.catch(() => {
        if (store.get(key)?.value === value) store.delete(key);
      });
      return value;
    },
    dropLocal(prefix = "") {
      if (prefix === "") store.clear();
      else for (const key of store.keys()) if (key.startsWith(prefix)) store.delete(key);
      onDrop?.(prefix);
    },
    get size() {
      return store.size;
    },
  };
}

type Broadcast = (prefix: string) => void;
const holder: { __cervejometroCache?: TtlCache; __cervejometroCacheBroadcast?: Broadcast } = {};
const dropListeners = new Set<(prefix: string) => void>();

/** The process's cache. */
export function processCache(): TtlCache {
  return (holder.__cervejometroCache ??= createTtlCache((prefix) => {
    for (const listener of dropListeners) listener(prefix);
  }));
}

/**
 * Calls `listener` after every drop from the process cache: a write here, one announced by
 * another server over the cache bus, a reconnection of the bus, a scheduled post's time. The
 * page cache (server/page-cache.ts) empties itself then. Returns the unsubscribe function.
 */
export function onProcessCacheDrop(listener: (prefix: string) => void): () => void {
  dropListeners.add(listener);
  return () => dropListeners.delete(listener);
}

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  return processCache().cached(key, ttlMs, load, now);
}

/**
 * After a write: drops the keys with `prefix` here and, when the cache bus runs
 * (PostgreSQL), on every other server too.
 */
export function invalidateCache(prefix = "") {
  processCache().dropLocal(prefix);
  holder.__cervejometroCacheBroadcast?.(prefix);
}

/** Set by the cache bus while it runs; undefined turns broadcasting off. */
export function setCacheBroadcast(broadcast: Broadcast | undefined) {
  holder.__cervejometroCacheBroadcast = broadcast;
}
