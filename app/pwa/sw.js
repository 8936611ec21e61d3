// The service worker (issue 12 item 7): the site opens and calculates with no signal. Plain script, no
// library. scripts/service-worker.mjs writes it to the build's client/sw.js after four constants:
// VERSION (a digest of what it precaches, so every build that changes the app is a new worker),
// PRECACHE (the built JS/CSS of the public pages, the offline page, the manifest and icons),
// STATIC_PAGES (public pages without data of their own: their HTML depends only on the address) and
// PRECACHE_PAGES (the six calculators, the glossary and the infographics: after one visit to any page
// they open offline, even those never opened).
//
// - /assets/* (hashed, immutable): from the cache, else the network, kept.
// - A page: the network first, and a copy kept when the server allows it (a public page; the admin
//   and sign-in answer `private, no-store`); without signal the last copy, else the offline page.
//   The PRECACHE_PAGES copies are fetched at install, under the same rules, and never pushed out.
// - React Router's data and route-manifest requests: the same, and the page a link's data belongs to
//   is kept once as a document too; offline with no copy, an answer that makes the router load the
//   page as a document, which then gets the copy or the offline page.
// - Never kept: anything but GET, other origins, the admin, sign-in, ad clicks, media, feeds (a page
//   load of these offline gets the offline page).
//
// A new build installs at once (skipWaiting), deletes the older caches and takes over open pages; a
// page already open keeps running its old code until its next load, like without a worker.
/* global VERSION, PRECACHE, STATIC_PAGES, PRECACHE_PAGES */

const SHELL = `cj-shell-${VERSION}`;
const PAGES = `cj-pages-${VERSION}`;
const OFFLINE_PAGE = "/offline.html";
// Sent when the worker fetches a page the visitor already has on screen, or reached by a client-side
// link (see keepCopy): it is a copy, not a view, and the server counts no ad impression for it.
const COPY_HEADER = "X-Offline-Copy";
// Pages and data answers kept per build: a calculator's typed inputs make new addresses, and a
// phone's storage is not ours to fill.
const MAX_KEPT = 100;
// The precached pages' keys: a visitor typing into a calculator fills MAX_KEPT with its addresses,
// and these must stay.
const PINNED = new Set(PRECACHE_PAGES.map((path) => new URL(path, self.location.origin).href));
const NEVER = /^\/(?:admin|auth|post-creator|anuncio|media|og|healthz|sitemap|robots\.txt|rss\.xml|sw\.js)(?:[/.]|$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        // Hashed assets may come from the HTTP cache (the first visit just fetched them); the few
        // unhashed files are asked again.
        cache.addAll(
          PRECACHE.map((url) => new Request(url, { cache: url.startsWith("/assets/") ? "default" : "no-cache" })),
        ),
      )
      .then(precachePages)
      .then(() => self.skipWaiting()),
  );
});

/**
 * The pages of PRECACHE_PAGES, kept like a page seen (keepCopy: only a public 200 of HTML, marked as a
 * copy so no ad impression is counted, stored whole with the CSP its nonce belongs to). While this
 * worker installs, the pages open are not yet its own (the previous worker, or none, serves them),
 * so the visitor waits for none of this. One page after another, at low priority: on a phone on 3G
 * the page the visitor came for may still be loading its images. A page that fails is skipped (it
 * is kept on its next visit instead): it never fails the install.
 */
async function precachePages() {
  for (const path of PRECACHE_PAGES) await keepCopy(new URL(path, self.location.origin).href, { priority: "low" });
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("cj-") && key !== SHELL && key !== PAGES) await caches.delete(key);
      }
      await self.clients.claim();
      // The pages open now loaded before this worker existed (or with the previous build): keep a
      // copy so the page the visitor is on opens offline too, unless the install just did.
      const windows = await self.clients.matchAll({ type: "window" });
      await Promise.all(windows.map((client) => keepCopy(client.url, { once: true })));
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.test(url.pathname)) {
    // Never kept; but without signal, loading such a page shows the offline page, not the browser's error.
    if (request.mode === "navigate") event.respondWith(fetch(request).catch(offlinePage));
    return;
  }
  if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
  else if (request.mode === "navigate") event.respondWith(page(event, url));
  else if (url.pathname.endsWith(".data")) event.respondWith(routerRequest(event, url, documentOf(url)));
  else if (url.pathname === "/__manifest") event.respondWith(routerRequest(event, url));
  else if (PRECACHE.includes(url.pathname)) event.respondWith(fetch(request).catch(() => fromCache(SHELL, request)));
});

/** A response the worker may keep: a full 200 from this origin that the server did not mark private. */
function storable(response) {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  return !/\b(?:no-store|private)\b/i.test(response.headers.get("Cache-Control") || "");
}

async function fromCache(name, key, options) {
  const cache = await caches.open(name);
  const hit = await cache.match(key, { ignoreVary: true, ...options });
  if (!hit) throw new TypeError(`sem cópia de ${typeof key === "string" ? key : key.url}`);
  return hit;
}

async function asset(request) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (storable(response)) await cache.put(request, response.clone());
  return response;
}

async function page(event, url) {
  try {
    const response = await fetch(event.request);
    if (storable(response) && isHtml(response)) {
      const copy = response.clone();
      event.waitUntil(keep(url.href, copy));
    }
    return response;
  } catch {
    return (await keptPage(url)) || offlinePage();
  }
}

/** Keeps a page or data answer; past MAX_KEPT, the ones written longest ago go (never a precached page). */
async function keep(key, response) {
  const cache = await caches.open(PAGES);
  await cache.put(key, response);
  // In the order written (a put replaces and moves to the end).
  const keys = (await cache.keys()).filter((request) => !PINNED.has(request.url));
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) await cache.delete(old);
}

async function offlinePage() {
  return (await caches.match(OFFLINE_PAGE, { ignoreVary: true })) || Response.error();
}

async function keptPage(url) {
  const cache = await caches.open(PAGES);
  const exact = await cache.match(url.href, { ignoreVary: true });
  if (exact || !STATIC_PAGES.includes(url.pathname)) return exact;
  // A calculator's address with inputs never opened online: its page as kept, which then reads the
  // inputs from the address like any page (only the link preview in its head depends on them).
  return (
    (await cache.match(url.pathname, { ignoreVary: true })) ||
    (await cache.match(url.href, { ignoreSearch: true, ignoreVary: true }))
  );
}

/**
 * A request of the router's own (a page's loader data, or the route manifest). When it is a page's
 * data (`pageHref`), that page was reached by a client-side link: its document is kept too, once, so
 * a reload offline finds it.
 */
async function routerRequest(event, url, pageHref) {
  try {
    const response = await fetch(event.request);
    if (storable(response)) {
      const copy = response.clone();
      event.waitUntil(keep(url.href, copy));
      // Not for an address with a query: a calculator rewrites it as the visitor types.
      if (pageHref && !new URL(pageHref).search) event.waitUntil(keepCopy(pageHref, { once: true }));
    }
    return response;
  } catch {
    return fromCache(PAGES, url.href).catch(() => reloadAsDocument(pageHref));
  }
}

/**
 * The page whose loader data a `.data` request asks for: /festa.data?_routes=… is /festa, and
 * (React Router 8's trailing-slash-aware form) /_.data is / and /blog/_.data is /blog/.
 */
function documentOf(dataUrl) {
  const { pathname } = dataUrl;
  const path =
    pathname === "/_root.data" || pathname.endsWith("/_.data")
      ? pathname.replace(/(_root|_)\.data$/, "")
      : pathname.slice(0, -".data".length);
  const search = new URLSearchParams(dataUrl.search);
  search.delete("_routes");
  const query = search.toString();
  return new URL(query ? `${path}?${query}` : path, dataUrl.origin).href;
}

/**
 * React Router's answer for "load this address as a document" (a 204 with its X-Remix headers):
 * offline, a client-side navigation to a page without a kept copy becomes a document load, which
 * the worker answers with its copy or the offline page instead of the router's error screen.
 */
function reloadAsDocument(pageHref) {
  const headers = { "X-Remix-Reload-Document": "true" };
  if (pageHref) {
    const url = new URL(pageHref);
    headers["X-Remix-Redirect"] = url.pathname + url.search;
    headers["X-Remix-Status"] = "302";
  }
  return new Response(null, { status: 204, headers });
}

function isHtml(response) {
  return (response.headers.get("Content-Type") || "").startsWith("text/html");
}

/**
 * Fetches a page and keeps it when it may be kept (never throws: without signal, or past the
 * phone's storage, the page is kept on its next load instead). `once`: not when a copy exists.
 */
async function keepCopy(href, { once = false, priority = "auto" } = {}) {
  const url = new URL(href);
  url.hash = "";
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (once && (await caches.open(PAGES).then((cache) => cache.match(url.href, { ignoreVary: true })))) return;
  try {
    // Always asked of the server, never a stale HTTP-cache copy (stale-while-revalidate could hand a
    // new worker the previous build's page, naming scripts its caches no longer hold); a page just
    // loaded costs a 304, which the server sends without a CSP, so the stored nonce and header agree.
    const response = await fetch(url.href, { headers: { [COPY_HEADER]: "1" }, cache: "no-cache", priority });
    if (storable(response) && isHtml(response)) await keep(url.href, response);
  } catch {
    // No signal right now: the page is kept on its next load instead.
  }
}
