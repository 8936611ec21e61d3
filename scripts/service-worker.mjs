#!/usr/bin/env node
// Writes the service worker of a build (issue 12 item 7): client/sw.js = four constants + app/pwa/sw.js.
// scripts/build.mjs runs it on the folder it just built: node scripts/service-worker.mjs DIR
//
// What it precaches comes from React Router's browser manifest (client/assets/manifest-*.js): the
// entry and every public page's module, imports and CSS, plus whatever those files name in turn (lazy
// chunks, fonts), so a page opened once calculates offline and the others open from a client-side
// link. The admin's and sign-in's code is left out. PRECACHE_PAGES are the pages whose HTML the worker
// fetches at install, so that they open offline after one visit to any page. VERSION is a digest of
// the worker, that list and every file it precaches: a build that changes none of them keeps the same
// worker, and browsers keep their caches (a change of the server's HTML alone reaches a copy when the
// page is next opened with signal).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(root, "app", "pwa", "sw.js");
// Served from public/: the offline page and what the manifest and that page need.
const STATIC_FILES = [
  "/offline.html",
  "/offline.js",
  "/site.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
];
// Issue 12 item 7: the six calculators, the glossary and the infographics. Only pages whose HTML depends on
// nothing but their address are taken (STATIC_PAGES): a copy of a page with data of its own (the blog)
// would go stale.
export const OFFLINE_PAGES = [
  "/",
  "/festa",
  "/por-pessoa",
  "/ibu",
  "/abv",
  "/receita",
  "/orcamento",
  "/glossario",
  "/infograficos",
];
// Pages whose loader returns only their head, resolved from the address and the stored SEO settings
// (app/lib/seo/head.server.ts), and at most data the same for every address (the glossary's count of
// terms, the media kit's last month's audience, who runs the site): as address-only as a page without a loader.
// app/routes/head-only-loaders.integration.test.ts holds their loaders to that.
export const HEAD_ONLY_PAGES = [...OFFLINE_PAGES, "/termos-de-uso", "/politica-de-privacidade", "/anuncie"];
const PRIVATE_ROUTE = /^routes\/(admin|auth)\//;
const LAZY_LIMIT = 64 * 1024; // bytes before compression
const ASSET_NAME = /[\w.-]+\.(?:js|css|woff2?|ttf|png|svg|webp|jpe?g|gif|avif)\b/g;

/** React Router's browser manifest of a build: `window.__reactRouterManifest={…};`. */
export function readRouteManifest(clientDir) {
  const names = readdirSync(path.join(clientDir, "assets")).filter((n) => /^manifest-[\w-]+\.js$/.test(n));
  if (names.length !== 1) throw new Error(`esperava um manifest-*.js em ${clientDir}/assets, achei ${names.length}`);
  const text = readFileSync(path.join(clientDir, "assets", names[0]), "utf8");
  return { file: `/assets/${names[0]}`, manifest: JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) };
}

/** The worker's lists for a built client folder. */
export function precacheLists(clientDir) {
  const { file, manifest } = readRouteManifest(clientDir);
  const assetsDir = path.join(clientDir, "assets");
  const existing = new Set(readdirSync(assetsDir).filter((n) => !/\.(br|gz)$/.test(n)));

  const publicRoutes = Object.values(manifest.routes).filter(
    (route) => route.hasDefaultExport !== false && !PRIVATE_ROUTE.test(route.id),
  );
  const entry = [manifest.entry.module, ...manifest.entry.imports, ...(manifest.entry.css ?? [])];
  // A URL may carry a fragment or query of the bundler's (React Router marks some CSS with "#").
  const wanted = new Set([file, ...entry.map((url) => url.replace(/[?#].*$/, ""))]);
  for (const route of publicRoutes) {
    for (const url of [route.module, ...(route.imports ?? []), ...(route.css ?? [])])
      wanted.add(url.replace(/[?#].*$/, ""));
  }
  // Whatever a wanted file names (a lazy chunk, a font in the CSS) is wanted too, unless it is a big
  // library loaded on demand (the ABV's PDF export: jsPDF and html2canvas, about 240 KB gzipped):
  // a visitor's phone should not download that just in case; it is kept the first time it is used.
  const queue = [...wanted].filter((url) => url !== file); // the manifest names every route, admin included
  while (queue.length) {
    const url = queue.pop();
    if (!/\.(js|css)$/.test(url)) continue;
    const text = readFileSync(path.join(clientDir, url), "utf8");
    for (const [name] of text.matchAll(ASSET_NAME)) {
      const found = `/assets/${name}`;
      if (existing.has(name) && !wanted.has(found) && statSync(path.join(assetsDir, name)).size <= LAZY_LIMIT) {
        wanted.add(found);
        queue.push(found);
      }
    }
  }

  // Pages under the public layout with a fixed address and no data of their own (no loader, or one
  // that returns only their head): their HTML holds nothing but what the address says, so a kept
  // copy may stand in for the same page with other inputs.
  // A route whose last segment is optional (/glossario/:letra?) counts by its address without it:
  // the other addresses (/glossario/d) are kept once opened, like any page.
  const staticPages = publicRoutes
    .map((r) => ({ ...r, path: (r.path ?? "").replace(/\/:\w+\?$/, "") }))
    .filter((r) => r.parentId === "routes/layout" && !/[:*]/.test(r.path))
    .map((r) => ({ route: r, page: `/${r.path}` }))
    .filter(({ route, page }) => !route.hasLoader || HEAD_ONLY_PAGES.includes(page))
    .map(({ page }) => page)
    .sort();

  // The plain script of the pages without React (scripts/static-page.mjs, issue 24.4).
  try {
    const { file: staticScript } = JSON.parse(readFileSync(path.join(clientDir, "..", "static-page.json"), "utf8"));
    if (typeof staticScript === "string") wanted.add(`/${staticScript}`);
  } catch {
    // a build without it: its pages hydrate
  }

  const pages = OFFLINE_PAGES.filter((page) => staticPages.includes(page));
  return { precache: [...[...wanted].sort(), ...STATIC_FILES], staticPages, pages };
}

export function writeServiceWorker(buildDir) {
  const clientDir = path.join(buildDir, "client");
  const { precache, staticPages, pages } = precacheLists(clientDir);
  const source = readFileSync(SOURCE, "utf8");
  const hash = createHash("sha256").update(source).update(JSON.stringify(pages));
  let bytes = 0;
  for (const url of precache) {
    const content = readFileSync(path.join(clientDir, url));
    bytes += content.length;
    hash.update(url).update(content);
  }
  const version = hash.digest("hex").slice(0, 12);
  const header =
    `// Generated by scripts/service-worker.mjs from app/pwa/sw.js; do not edit.\n` +
    `const VERSION = ${JSON.stringify(version)};\n` +
    `const PRECACHE = ${JSON.stringify(precache)};\n` +
    `const STATIC_PAGES = ${JSON.stringify(staticPages)};\n` +
    `const PRECACHE_PAGES = ${JSON.stringify(pages)};\n`;
  writeFileSync(path.join(clientDir, "sw.js"), header + source.replace(/^\/\* global [^*]*\*\/\n/m, ""));
  return { version, files: precache.length, bytes, staticPages, pages };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = path.resolve(process.argv[2] || process.env.BUILD_DIR || "build");
  const { version, files, bytes, pages } = writeServiceWorker(dir);
  console.log(
    `service-worker: sw.js ${version}, ${files} arquivos no precache (${Math.round(bytes / 1024)} KB sem compressão) ` +
      `e ${pages.length} páginas`,
  );
}
