// Test projects (the React Router plugin is left out: tests import modules directly).
// unit: pure logic beside the code; integration: models and sign-in on a real database
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); e2e: the built server in Chromium.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by each
    // file's content and the config): npm test starts seven vitest processes (unit, two
    // integration passes, ssr, two browser shards, the server's lifecycle) that transformed the
    // same app modules each, about 40 s of CPU in all (issue 27 §1.4). No plugin here reads
    // files outside the module it transforms (vitest's known limit for this cache).
    experimental: { fsModuleCache: true },
    // `npm run test:coverage`: line coverage of app/ from the unit and integration projects.
    coverage: {
      provider: "v8",
      include: ["app/**/*.{ts,tsx}"],
      exclude: ["app/**/*.test.{ts,tsx}", "app/**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "test-results/coverage",
      // The figure is wanted even when a test fails (the before/after table).
      reportOnFailure: true,
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "db/**/*.test.ts",
            "scripts/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**"],
          environment: "node",
          setupFiles: ["tests/setup/console-error.ts"],
          // One module graph for all files rather than a fresh one per file: a third of the CPU
          // (the tests are pure; none keeps state in a module between files).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["app/**/*.integration.test.ts", "db/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          // One migrated PGlite, dumped once and loaded by every file (tests/setup/test-db.ts).
          globalSetup: ["tests/setup/pglite-template.ts"],
          // Files share one module graph instead of re-importing drizzle, better-auth and the
          // models (and compiling PGlite's WebAssembly) in a new worker each: about 30% less
          // CPU for the same tests. Every file opens its own database (openTestDb), so no state
          // that matters is shared.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The server-rendered HTML of every public route from the production server with a
          // fresh database, no browser: statuses, headers, head tags, shared calculator links,
          // feeds and html-validate (tests/ssr/server.ts starts the server or takes test.mjs's).
          name: "ssr",
          include: ["tests/ssr/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/ssr/server.ts"],
          setupFiles: ["tests/setup/fetch-retry.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          setupFiles: ["tests/setup/fetch-retry.ts"],
          // playwright-core and axe imported once per run, not once per file, and one Chromium
          // for all the files of a run (tests/e2e/support.ts launchBrowser relies on this).
          isolate: false,
        },
      },
    ],
  },
});
