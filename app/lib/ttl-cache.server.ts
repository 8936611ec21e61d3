// A short in-process cache for reads every page makes (the layout's ads and SEO
// settings). Ten seconds of staleness is invisible next to the CDN's five minutes
// (D14), and it spares the database and the event loop on every request. Writes call
// invalidateCache() so an administrator sees changes at once on this process.
const store = new Map<string, { expires: number; value: Promise<unknown> }>();
const MAX_ENTRIES = 500;

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
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
}

export function invalidateCache(prefix = "") {
  for (const key of store.keys()) if (key.startsWith(prefix)) store.delete(key);
}
