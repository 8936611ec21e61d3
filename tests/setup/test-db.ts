// Real databases for integration tests (house style 9): in-memory PGlite cloned from a
// migrated template, or, when TEST_DATABASE_URL points at a PostgreSQL server (the
// throwaway cluster scripts/test.mjs starts), a fresh database on it per test file.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDb, setDbHandle, type DbHandle } from "~/lib/data/db.server";
import { setEnv, parseEnv } from "~/lib/env.server";

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Opens a fresh, migrated database and makes it the process database. */
export async function openTestDb(): Promise<DbHandle & { drop(): Promise<void> }> {
  setEnv(parseEnv({ NODE_ENV: "test", SITE_URL: "http://localhost:3000", BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-123" }));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDb({ kind: "pglite-memory" });
    await handle.migrate();
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
