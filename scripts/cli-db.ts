// Opens the configured database for a command-line tool. On the embedded database the
// tool refuses a folder held by a running server and holds the lock itself while it
// works, so the two can never write the same PGlite folder at once (STACK-NOTES).
import { acquireDataDirLock, DataDirLockedError } from "../app/lib/data-lock.server";
import { openDb, setDbHandle, type DbHandle } from "../app/lib/db.server";
import { getEnv } from "../app/lib/env.server";
import { pgliteDir } from "../server/startup";

export async function withCliDb<T>(fn: (handle: DbHandle) => Promise<T>): Promise<T> {
  const env = getEnv();
  let release = () => {};
  let handle: DbHandle;
  if (env.DATABASE_URL) {
    handle = await openDb({ kind: "postgres", url: env.DATABASE_URL });
  } else {
    release = acquireDataDirLock(env.DATA_DIR);
    handle = await openDb({ kind: "pglite", dir: pgliteDir(env) });
  }
  setDbHandle(handle);
  try {
    await handle.migrate();
    return await fn(handle);
  } finally {
    await handle.close();
    setDbHandle(undefined);
    release();
  }
}

/** Prints a clear message for the errors a person can act on, then exits 1. */
export function exitWithError(error: unknown): never {
  if (error instanceof DataDirLockedError) console.error(`Erro: ${error.message}`);
  else if (error instanceof Error) console.error(`Erro: ${error.message}`);
  else console.error("Erro:", error);
  process.exit(1);
}
