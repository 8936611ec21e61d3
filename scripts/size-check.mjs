#!/usr/bin/env node
// `npm run size`: the JavaScript a first visit to each public route downloads, read from the
// build alone (no server, no browser, no timing), so CI can hold the budget of issues 12 and 24:
// at most 12 script files and 140 KB gzipped per public route (the target stays 130 KB, shown
// beside it), and no public route made to download code that only other routes or the admin use.
//
// The scripts of a page are what React Router's <Scripts> preloads: the client entry and its
// imports, then each matched route's module and its imports, all from the build's client
// manifest. Sizes are the gzip files the build precompresses (zopfli). "Other code" is the minified
// bytes of modules in those files that the page's own modules never import (statically):
// code a shared chunk carries for another route. It needs client-chunks.json, which
// scripts/vite/chunk-groups.ts writes beside the client folder.
//
//   node scripts/size-check.mjs [--verbose] [--target]     BUILD_DIR (default ./build) must hold a build
//
// Exits 1 when a route is over budget or the build is missing.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "react-router";

export const PUBLIC_ROUTES = [
  "/",
  "/festa",
  "/por-pessoa",
  "/ibu",
  "/abv",
  "/receita",
  "/orcamento",
  "/blog",
  "/blog/um-post",
  "/drinks",
  "/glossario",
  "/infograficos",
  "/termos-de-uso",
  "/politica-de-privacidade",
  "/anuncie",
];
// Measured too, without a budget: the sign-in page is public but not part of the site's pages.
export const OTHER_ROUTES = ["/auth"];
// otherKB: minified bytes of other public pages' code a page may download because small
// shared modules are grouped (a few icons, a formatter); code only the admin runs: none.
// gzipKB is what CI holds every public page to (issue 24.4: room for the next feature);
// targetKB is the goal each page should stay within, reported beside it (`--target`, as
// `npm run bench` runs it, fails on it).
export const BUDGET = { files: 12, gzipKB: 140, targetKB: 130, otherKB: 10 };

/** The KB gzipped a route may weigh: the CI ceiling, or with `target` the 130 KB goal. */
export function sizeLimitKB(_route, { target = false } = {}) {
  return target ? BUDGET.targetKB : BUDGET.gzipKB;
}

const root = path.resolve(import.meta.dirname, "..");

function readManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/** React Router's route tree rebuilt from the manifest, for matchRoutes. */
function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest.routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({ id: r.id, path: r.path, index: r.index, children: build(r.id) }));
  return build(undefined);
}

function gzipSize(file) {
  const gz = `${file}.gz`;
  return existsSync(gz) ? statSync(gz).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * For each path: the route ids it matches, the script files a first visit loads (in the
 * order the page preloads them), their gzipped bytes, and the minified bytes of modules in
 * them that the page never imports.
 */
export function measureRoutes(
  buildDir = process.env.BUILD_DIR || "build",
  paths = [...PUBLIC_ROUTES, ...OTHER_ROUTES],
) {
  const dir = realpathSync(path.resolve(root, buildDir));
  const clientDir = path.join(dir, "client");
  const manifest = readManifest(clientDir);
  // A build made before vite.config.ts wrote the chunk report still has files and sizes.
  const reportFile = path.join(dir, "client-chunks.json");
  const report = existsSync(reportFile)
    ? JSON.parse(readFileSync(reportFile, "utf8"))
    : { chunks: {}, modules: {}, missing: true };
  const tree = routeTree(manifest);
  // Pages served without React (scripts/static-page.mjs): their one plain script.
  const staticRecord = path.join(dir, "static-page.json");
  const withoutReact = existsSync(staticRecord) ? JSON.parse(readFileSync(staticRecord, "utf8")) : { routes: [] };
  const facadeOf = new Map(Object.entries(report.chunks).map(([file, c]) => [`/${file}`, c.facade]));

  const rows = paths.map((pathname) => {
    const matches = matchRoutes(tree, pathname) ?? [];
    const routeIds = matches.map((m) => m.route.id);
    if (routeIds.some((id) => withoutReact.routes.includes(id))) {
      const file = `/${withoutReact.file}`;
      return {
        path: pathname,
        routeIds,
        files: [file],
        gzipBytes: gzipSize(path.join(clientDir, file)),
        needed: new Set(),
      };
    }
    const files = [manifest.entry.module, ...manifest.entry.imports];
    for (const id of routeIds) files.push(manifest.routes[id].module, ...(manifest.routes[id].imports ?? []));
    const unique = [...new Set(files)];
    const gzipBytes = unique.reduce((sum, src) => sum + gzipSize(path.join(clientDir, src)), 0);

    // The modules the page runs: the static import closure of the entry and its routes.
    const needed = new Set();
    const stack = [manifest.entry.module, ...routeIds.map((id) => manifest.routes[id].module)].map((src) =>
      facadeOf.get(src),
    );
    while (stack.length) {
      const id = stack.pop();
      if (!id || needed.has(id)) continue;
      needed.add(id);
      stack.push(...(report.modules[id] ?? []));
    }
    return { path: pathname, routeIds, files: unique, gzipBytes, needed };
  });
  // What some public page runs: code in a public page's files that no public page runs is
  // the admin's (or the sign-in page's), never acceptable.
  const publicCode = new Set(rows.filter((r) => PUBLIC_ROUTES.includes(r.path)).flatMap((r) => [...r.needed]));
  return rows.map(({ needed, ...row }) => {
    const other = [];
    for (const src of row.files) {
      const chunk = report.chunks[src.slice(1)];
      for (const [id, bytes] of Object.entries(chunk?.modules ?? {})) {
        // Virtual helpers ("\0rolldown/runtime.js", Vite's preload helper) serve every chunk.
        if (needed.has(id) || bytes === 0 || !path.isAbsolute(id)) continue;
        other.push({ id: path.relative(root, id), file: src, bytes, adminOnly: !publicCode.has(id) });
      }
    }
    other.sort((a, b) => b.bytes - a.bytes);
    return {
      ...row,
      otherBytes: report.missing ? Number.NaN : other.reduce((sum, o) => sum + o.bytes, 0),
      adminOnlyBytes: other.reduce((sum, o) => sum + (o.adminOnly ? o.bytes : 0), 0),
      other,
    };
  });
}

/** Prints the table; returns the routes over budget. */
export function printSizeTable(rows, { verbose = false, log = console.log, target = false } = {}) {
  log(
    `JS per route on a first visit (budget: ≤ ${BUDGET.files} files, ≤ ${target ? BUDGET.targetKB : BUDGET.gzipKB} KB gzipped${target ? " (the target)" : ` (the target is ${BUDGET.targetKB})`}, ≤ ${BUDGET.otherKB} KB minified of other pages' code, no admin code):`,
  );
  log(
    `  ${"route".padEnd(26)} ${"files".padStart(5)} ${"KB gzip".padStart(8)} ${"limit".padStart(6)} ${"other KB".padStart(9)}`,
  );
  const over = [];
  for (const row of rows) {
    const budgeted = PUBLIC_ROUTES.includes(row.path);
    const kb = row.gzipBytes / 1024;
    const otherKb = row.otherBytes / 1024;
    const problems = budgeted
      ? [
          row.files.length > BUDGET.files ? "files" : "",
          kb > sizeLimitKB(row.path, { target }) ? "size" : "",
          otherKb > BUDGET.otherKB ? "other pages' code" : "",
          row.adminOnlyBytes > 0 ? "admin code" : "",
        ].filter(Boolean)
      : [];
    if (problems.length) over.push(row);
    log(
      `  ${row.path.padEnd(26)} ${String(row.files.length).padStart(5)} ${kb.toFixed(1).padStart(8)} ${(budgeted ? String(sizeLimitKB(row.path, { target })) : "—").padStart(6)} ${(Number.isNaN(otherKb) ? "—" : otherKb.toFixed(1)).padStart(9)}${budgeted ? "" : "  (no budget)"}${problems.length ? `  ← over budget: ${problems.join(", ")}` : budgeted && kb > BUDGET.targetKB ? `  (over the ${BUDGET.targetKB} KB target)` : ""}`,
    );
    if (verbose) {
      log(`      ${row.files.join(" ")}`);
      for (const o of row.other.slice(0, 15))
        log(`      other: ${o.id} (${o.bytes} B in ${o.file})${o.adminOnly ? " ← only the admin runs it" : ""}`);
    }
  }
  return over;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const rows = measureRoutes();
    const over = printSizeTable(rows, {
      verbose: process.argv.includes("--verbose"),
      target: process.argv.includes("--target"),
    });
    if (over.length) {
      console.error(`size: ${over.length} route(s) over budget`);
      process.exit(1);
    }
  } catch (error) {
    console.error(`size: ${error.message} (build first: npm run build)`);
    process.exit(1);
  }
}
