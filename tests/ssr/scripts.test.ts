// The scripts each public page's server HTML tells the browser to fetch on a first visit
// (issue 12.1): at most 12 files, none of them an admin or sign-in route's module, and exactly
// the files `npm run size` (scripts/size-check.mjs) measures from the build, so the budget CI
// checks is the one pages really have. The server serves BUILD_DIR (default build/).
import { describe, expect, it } from "vitest";
import { BUDGET, measureRoutes } from "../../scripts/size-check.mjs";
import { PUBLIC_PAGES } from "../public-pages";
import { page } from "./support";

/** The /assets scripts a page preloads or imports: its <link rel="modulepreload"> and import("…"). */
function pageScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)];
  const imports = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)];
  return [...new Set([...preloads, ...imports].map((m) => m[1]!))];
}

describe("scripts da primeira visita de cada página pública", () => {
  const buildDir = process.env.BUILD_DIR || "build";
  const paths = PUBLIC_PAGES.map((p) => p.path);
  const measured = new Map(measureRoutes(buildDir, [...paths, "/auth", "/admin"]).map((r) => [r.path, r]));
  // The files of the admin and the sign-in page that no public page needs: a public page
  // fetching one would be preloading the admin's code.
  const publicFiles = new Set(paths.flatMap((p) => measured.get(p)!.files));
  const adminModules = new Set(
    ["/auth", "/admin"].flatMap((p) => measured.get(p)!.files).filter((f) => !publicFiles.has(f)),
  );

  it.each(paths.map((p) => [p]))(
    "%s: no máximo 12 arquivos, os que npm run size mede, nenhum do admin",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const scripts = pageScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.length).toBeLessThanOrEqual(BUDGET.files);
      expect(scripts.filter((s) => adminModules.has(s))).toEqual([]);
      const row = measured.get(path)!;
      expect(new Set(scripts)).toEqual(new Set(row.files));
      expect(row.other.filter((o) => o.adminOnly).map((o) => o.id)).toEqual([]);
      // The stylesheet goes first on a slow link: every module preload is low priority
      // (app/entry.server.tsx), and the page still links its stylesheet.
      const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(preloads.length).toBeGreaterThan(0);
      expect(preloads.filter((link) => !link.includes('fetchpriority="low"'))).toEqual([]);
      expect(html).toMatch(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css/);
    },
  );
});
