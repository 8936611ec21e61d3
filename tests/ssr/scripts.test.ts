// The scripts each public page's server HTML tells the browser to fetch on a first visit
// (issue 12.1): at most 12 files, none of them an admin or sign-in route's module, and exactly
// the files `npm run size` (scripts/size-check.mjs) measures from the build, so the budget CI
// checks is the one pages really have. The server serves BUILD_DIR (default build/).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, MIN_HINTED_BYTES } from "../../scripts/vite/compile-hints";
import { BUDGET, measureRoutes } from "../../scripts/size-check.mjs";
import { PUBLIC_PAGES } from "../public-pages";
import { firstVisitScripts, page } from "./support";

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
      const scripts = firstVisitScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.length).toBeLessThanOrEqual(BUDGET.files);
      expect(scripts.filter((s) => adminModules.has(s))).toEqual([]);
      const row = measured.get(path)!;
      expect(new Set(scripts)).toEqual(new Set(row.files));
      expect(row.other.filter((o) => o.adminOnly).map((o) => o.id)).toEqual([]);
      // The stylesheet goes first on a slow link: no script is fetched before the first paint
      // (app/lib/http/boot-after-paint.ts), and the page still links its stylesheet.
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/^\s*import \* as \w+ from/m);
      expect(html).toContain("requestAnimationFrame(() => setTimeout(go, 0))");
      expect(html).toMatch(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css/);
      // Those of some size ask V8 to compile their functions as they stream in, React's among them
      // (scripts/vite/compile-hints.ts): the magic comment works only as the file's first line.
      if (scripts.length > 1) {
        const code = scripts.map((s) => readFileSync(`${buildDir}/client${s}`, "utf8"));
        const unhinted = scripts.filter(
          (s, i) => code[i]!.length >= MIN_HINTED_BYTES && !code[i]!.startsWith(`${COMPILE_HINT}\n`),
        );
        expect(unhinted).toEqual([]);
        // React's chunk, the largest, among them.
        const largest = code.reduce((a, b) => (b.length > a.length ? b : a));
        expect(largest.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
      }
    },
  );
});
