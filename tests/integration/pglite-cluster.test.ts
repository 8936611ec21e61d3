// Issue 12.6: a new embedded database is created (PostgreSQL's initdb, a WebAssembly module
// of its own) in a short-lived node process, so the memory initdb leaves behind goes back to
// the system instead of staying in the server for good (app/lib/data/db.server.ts).
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createPgliteCluster, openDb } from "~/lib/data/db.server";
import { usingPostgres } from "../setup/test-db";

const root = mkdtempSync(path.join(os.tmpdir(), "cervejometro-cluster-"));
const instantiate = WebAssembly.instantiate;

// `npm test` sets PGLITE_CLUSTER_TEMPLATE (copies instead of an initdb per database); the first
// two tests run without it, as a server does, and the last one with a template of its own.
const template = process.env.PGLITE_CLUSTER_TEMPLATE;
afterEach(() => {
  WebAssembly.instantiate = instantiate;
  if (template === undefined) delete process.env.PGLITE_CLUSTER_TEMPLATE;
  else process.env.PGLITE_CLUSTER_TEMPLATE = template;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Runs once, in the PGlite pass: it opens its own embedded folder whatever the database under test.
describe.skipIf(usingPostgres)("a new embedded database (issue 12.6)", () => {
  it("is created by another process: this one instantiates only PGlite's own WebAssembly", async () => {
    delete process.env.PGLITE_CLUSTER_TEMPLATE;
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
    // initdb's own failure, not a copy's (with npm test's template it would first make one).
    delete process.env.PGLITE_CLUSTER_TEMPLATE;
    const file = path.join(root, "not-a-folder");
    writeFileSync(file, "");
    await expect(createPgliteCluster(path.join(file, "pglite"))).rejects.toThrow(/initdb do banco embutido falhou/);
  }, 60_000);

  it("is a copy of one template when PGLITE_CLUSTER_TEMPLATE is set: made once, each copy a database of its own", async () => {
    process.env.PGLITE_CLUSTER_TEMPLATE = path.join(root, "template");
    const [a, b] = [path.join(root, "a", "pglite"), path.join(root, "b", "pglite")];
    // One after the other: the second finds the template the first made (side by side, each
    // would run initdb and the first to finish would keep its copy).
    await createPgliteCluster(a);
    await createPgliteCluster(b);
    expect(existsSync(path.join(root, "template", "PG_VERSION"))).toBe(true);
    // Nothing half-made is left beside it.
    expect(readdirSync(root).filter((name) => name.startsWith("template"))).toEqual(["template"]);
    const [first, second] = [await openDb({ kind: "pglite", dir: a }), await openDb({ kind: "pglite", dir: b })];
    try {
      await first.migrate();
      await first.db.execute(sql`create table only_in_a (n int)`);
      const tables = async (handle: typeof first) =>
        (
          (await handle.db.execute(
            sql`select count(*)::int as n from information_schema.tables where table_name = 'only_in_a'`,
          )) as unknown as { rows: Array<{ n: number }> }
        ).rows[0]!.n;
      expect(await tables(first)).toBe(1);
      expect(await tables(second)).toBe(0);
      expect(statSync(a).mode & 0o777).toBe(0o700);
    } finally {
      await first.close();
      await second.close();
    }
  }, 120_000);
});
