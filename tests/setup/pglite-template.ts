// Integration projects' global setup: create and migrate one embedded database, dump its
// data folder once, and hand the dump's path to the test files (`inject("pgliteTemplate")`).
// A fresh PGlite spends most of its start in initdb (about 10 s a file on a busy 2-core
// machine, the migrations well under one); loading a dump skips it, so each file starts
// from the same migrated database in a fraction of the time.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDb } from "~/lib/data/db.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite data folder (tests/setup/test-db.ts loads it). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  const handle = await openDb({ kind: "pglite-memory" });
  try {
    await handle.migrate();
    // Uncompressed: a larger file, but each test file loads it faster than a gzip.
    const dump = await handle.pglite!.dumpDataDir("none");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
