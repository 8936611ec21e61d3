// What the service worker of a build precaches (scripts/service-worker.mjs), on a small made-up build:
// the public pages' code and what it names (a lazy chunk, a font), never the admin's or sign-in's, no
// big on-demand library; the pages whose HTML it fetches at install (those of the offline list this build
// has, without a loader of their own); and its VERSION moves with what it precaches, so a new deployment is a new
// worker (browsers then drop the old caches) while an admin-only change is not.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precacheLists, writeServiceWorker } from "./service-worker.mjs";

let dir: string;
const client = () => path.join(dir, "client");

function file(rel: string, content: string | Buffer) {
  const full = path.join(client(), rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

function route(id: string, extra: Record<string, unknown>) {
  return { id, hasLoader: false, hasDefaultExport: true, imports: [], css: [], ...extra };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "cj-sw-"));
  const manifest = {
    entry: { module: "/assets/entry.client-E1.js", imports: ["/assets/runtime-R1.js"], css: [] },
    version: "v1",
    routes: {
      root: route("root", { path: "", hasLoader: true, module: "/assets/root-A1.js", css: ["/assets/app-C1.css#"] }),
      "routes/layout": route("routes/layout", { parentId: "root", hasLoader: true, module: "/assets/layout-L1.js" }),
      "routes/calculators/comparador": route("routes/calculators/comparador", {
        parentId: "routes/layout",
        index: true,
        module: "/assets/comparador-K1.js",
      }),
      // A calculator's loader returns only its head (HEAD_ONLY_PAGES): still a page of its address.
      "routes/calculators/festa": route("routes/calculators/festa", {
        parentId: "routes/layout",
        path: "festa",
        hasLoader: true,
        module: "/assets/festa-F1.js",
        imports: ["/assets/shared-S1.js"],
      }),
      // The blog's list has data of its own.
      "routes/blog/list": route("routes/blog/list", {
        parentId: "routes/layout",
        path: "blog",
        hasLoader: true,
        module: "/assets/list-B1.js",
      }),
      "routes/blog/post": route("routes/blog/post", {
        parentId: "routes/layout",
        path: "blog/:slug",
        hasLoader: true,
        module: "/assets/post-P1.js",
      }),
      "routes/admin/panel": route("routes/admin/panel", { path: "admin", module: "/assets/panel-D1.js" }),
      "routes/auth/login": route("routes/auth/login", { path: "auth", module: "/assets/login-G1.js" }),
      "routes/seo/rss": route("routes/seo/rss", {
        path: "rss.xml",
        hasDefaultExport: false,
        module: "/assets/rss-X1.js",
      }),
    },
  };
  file("assets/manifest-v1.js", `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  file("assets/entry.client-E1.js", 'import "./runtime-R1.js";');
  file("assets/runtime-R1.js", "export {}");
  file("assets/root-A1.js", 'import("./toaster-T1.js")');
  file("assets/toaster-T1.js", "export {}");
  file("assets/layout-L1.js", "export {}");
  file("assets/comparador-K1.js", "export {}");
  file("assets/festa-F1.js", 'import "./shared-S1.js"; const pdf = () => import("./jspdf-J1.js");');
  file("assets/shared-S1.js", "export {}");
  file("assets/jspdf-J1.js", `export const big = "${"x".repeat(70 * 1024)}";`);
  file("assets/post-P1.js", "export {}");
  file("assets/list-B1.js", "export {}");
  file("assets/panel-D1.js", 'import "./editor-Q1.js";');
  file("assets/editor-Q1.js", "export {}");
  file("assets/login-G1.js", "export {}");
  file("assets/rss-X1.js", "");
  file("assets/app-C1.css", "@font-face{src:url(/assets/inter-I1.woff2)}");
  file("assets/inter-I1.woff2", Buffer.from([1, 2, 3]));
  file("assets/app-C1.css.gz", Buffer.from([0]));
  for (const rel of ["offline.html", "offline.js", "site.webmanifest", "favicon.svg"]) file(rel, rel);
  for (const rel of ["icons/icon-192.png", "icons/icon-512.png", "icons/maskable-512.png"]) file(rel, rel);
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("service worker: lista do precache", () => {
  it("o código das páginas públicas e o que ele nomeia; nada do admin, do login nem bibliotecas grandes sob demanda", () => {
    const { precache, staticPages, pages } = precacheLists(client());
    expect(precache).toEqual([
      "/assets/app-C1.css",
      "/assets/comparador-K1.js",
      "/assets/entry.client-E1.js",
      "/assets/festa-F1.js",
      "/assets/inter-I1.woff2",
      "/assets/layout-L1.js",
      "/assets/list-B1.js",
      "/assets/manifest-v1.js",
      "/assets/post-P1.js",
      "/assets/root-A1.js",
      "/assets/runtime-R1.js",
      "/assets/shared-S1.js",
      "/assets/toaster-T1.js",
      "/offline.html",
      "/offline.js",
      "/site.webmanifest",
      "/favicon.svg",
      "/icons/icon-192.png",
      "/icons/icon-512.png",
      "/icons/maskable-512.png",
    ]);
    // Pages under the public layout, at a fixed address, with no loader or a head-only one (not the blog).
    expect(staticPages).toEqual(["/", "/festa"]);
    // The offline list's pages that this build has as static pages, in the list's order.
    expect(pages).toEqual(["/", "/festa"]);
  });

  it("a versão muda com um arquivo do precache e não com um do admin", () => {
    const first = writeServiceWorker(dir).version;
    const source = readFileSync(path.join(client(), "sw.js"), "utf8");
    expect(source).toContain(`const VERSION = "${first}";`);
    expect(source).not.toContain("/* global");
    expect(source).toContain(`const PRECACHE_PAGES = ["/","/festa"];`);
    expect(writeServiceWorker(dir).version).toBe(first);

    file("assets/editor-Q1.js", "export const changed = 1;");
    expect(writeServiceWorker(dir).version).toBe(first);

    file("offline.html", "outra página sem conexão");
    const second = writeServiceWorker(dir).version;
    expect(second).not.toBe(first);
    expect(readFileSync(path.join(client(), "sw.js"), "utf8")).toContain(`const VERSION = "${second}";`);
  });
});
