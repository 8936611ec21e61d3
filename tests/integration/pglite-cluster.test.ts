// Issue 12.6: a new embedded database is created (PostgreSQL's initdb, a WebAssembly module
// of its own) in a short-lived node process, so the memory initdb leaves behind goes back to
// the system instead of staying in the server for good (app/lib/data/db.server.ts).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createPgliteCluster, openDb } from "~/lib/data/db.server";
import { usingPostgres } from "../setup/test-db";

const root = mkdtempSync(path.join(os.tmpdir(), "cervejometro-cluster-"));
const instantiate = WebAssembly.instantiate;

afterEach(() => {
  WebAssembly.instantiate = instantiate;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Runs once, in the PGlite pass: it opens its own embedded folder whatever the database under test.
describe.skipIf(usingPostgres)("a new embedded database (issue 12.6)", () => {
  it("is created by another process: this one instantiates only PGlite's own WebAssembly", async () => {
    const dir = path.join(root, "data", "pglite");
    // PGlite instantiates PostgreSQL (9 MB, or its module compiled earlier in this process),
    // initdb (300 KB, or its compiled module) and each extension (a few KB) it loads.
    let instantiated = 0;
    WebAssembly.instantiate = ((...args: Parameters<typeof instantiate>) => {
      const source = args[0];
      if (source instanceof WebAssembly.Module || (source as ArrayBuffer).byteLength > 100_000) instantiated++;
      return instantiate(...args);
    }) as typeof instantiate;
    const handle = await openDb({ kind: "pglite", dir });
    try {
      // In this process: PostgreSQL itself; initdb (a second module) ran elsewhere.
      expect(instantiated).toBe(1);
      expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
      await handle.migrate();
      const result = (await handle.db.execute(sql`select count(*)::int as n from posts`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(result.rows).toEqual([{ n: 0 }]);
      // Every byte of the shared buffers is resident from the start (PGLITE_START_PARAMS).
      const buffers = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: Array<{ shared_buffers: string }>;
      };
      expect(buffers.rows).toEqual([{ shared_buffers: "8MB" }]);
    } finally {
      await handle.close();
    }
    // A second start opens the same folder without creating anything.
    instantiated = 0;
    const again = await openDb({ kind: "pglite", dir });
    expect(instantiated).toBe(1);
    await again.close();
    // A fresh database on a fresh start takes over 30 s on two busy cores.
  }, 120_000);

  it("says why when the folder cannot be created", async () => {
    const file = path.join(root, "not-a-folder");
    writeFileSync(file, "");
    await expect(createPgliteCluster(path.join(file, "pglite"))).rejects.toThrow(/initdb do banco embutido falhou/);
  }, 60_000);
});
