import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * True once the page runs in the browser: false in the server HTML and during hydration (so
 * both agree), true right after, and true at once for a component first mounted on the client.
 * A store instead of `useEffect(() => setHydrated(true), [])`, which costs an extra render
 * and sets state inside an effect.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A value only the browser knows (the platform, say), with `serverValue` in the server HTML
 * and during hydration, so the two agree.
 */
export function useClientValue<T>(clientValue: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, clientValue, () => serverValue);
}
