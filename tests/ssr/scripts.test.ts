// The scripts each public page's server HTML tells the browser to fetch on a first visit
// (issue 12.1): at most 12 files, none of them an admin or sign-in route's module, and exactly
// the files `npm run size` (scripts/size-check.mjs) measures from the build, so the budget CI
// checks is the one pages really have. The server serves BUILD_DIR (default build/).
import { describe, expect, it } from "vitest";
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
    },
  );
});
