// Real databases for integration tests (house style 9): in-memory PGlite loaded from the
// migrated template the project's global setup dumped once (tests/setup/pglite-template.ts),
// or, when TEST_DATABASE_URL points at a PostgreSQL server (the throwaway cluster
// scripts/test.mjs starts), a fresh database on it per test file.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { inject } from "vitest";
import {
  MIGRATIONS_FOLDER,
  PGLITE_EXTENSIONS,
  openDb,
  schema,
  setDbHandle,
  type Db,
  type DbHandle,
} from "~/lib/data/db.server";
import { setEnv, parseEnv } from "~/lib/env.server";
import { processCache } from "~/lib/data/ttl-cache.server";

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

let template: Blob | undefined;

/**
 * A new in-memory PGlite holding the migrated template: the same database a fresh PGlite
 * plus `migrate()` gives, without initdb. Its `migrate()` still works (nothing to apply).
 */
export async function openMigratedPglite(): Promise<DbHandle> {
  template ??= new Blob([readFileSync(inject("pgliteTemplate"))], { type: "application/x-tar" });
  const client = new PGlite({ loadDataDir: template, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite-memory",
    pglite: client,
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

/** Opens a fresh, migrated database and makes it the process database. */
export async function openTestDb(): Promise<DbHandle & { drop(): Promise<void> }> {
  setEnv(
    parseEnv({
      NODE_ENV: "test",
      SITE_URL: "http://localhost:3000",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-123",
    }),
  );
  // The process cache holds reads of the previous file's database (test files share one
  // module graph, vitest.config.ts): a new database starts with an empty cache.
  processCache().dropLocal();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openMigratedPglite();
    setDbHandle(handle);
    return { ...handle, drop: () => handle.close() };
  }
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ kind: "postgres", url: url.toString() });
  await handle.migrate();
  setDbHandle(handle);
  return {
    ...handle,
    async drop() {
      await handle.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
