/**
 * Registers the service worker (app/pwa/sw.js, served as /sw.js by a production build) once the
 * page has loaded and the browser is idle, so its precaching never competes with the first visit's
 * own downloads. Not in development: the dev server has no built worker, and one left by a
 * production server on the same address would answer the dev server's pages from its caches.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  if (import.meta.env.DEV) {
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => registrations.forEach((registration) => registration.unregister()))
      .catch(() => undefined);
    return;
  }
  const register = () => {
    // A refusal (private mode, blocked by the browser) only means no offline use.
    navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  };
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
