/**
 * The header the service worker (app/pwa/sw.js, COPY_HEADER) sends when it fetches a page the
 * visitor already has on screen, to keep a copy for offline use: the server counts no ad
 * impression for that request.
 */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";
