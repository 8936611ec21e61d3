// Opens the configured database for a command-line tool. On the embedded database the
// tool refuses a folder held by a running server and holds the lock itself while it
// works, so the two can never write the same PGlite folder at once (STACK-NOTES).
import { existsSync } from "node:fs";
import { fixDataDirModes, pgliteDir, secureDataDir } from "../app/lib/data/data-dir.server";
import { acquireDataDirLock, assertDataDirFree, DataDirLockedError } from "../app/lib/data/data-lock.server";
import { openDb, setDbHandle, type DbHandle } from "../app/lib/data/db.server";
import { getEnv } from "../app/lib/env.server";

export interface CliDbOptions {
  /** Refuse to create an embedded database that does not exist yet (an export of nothing). */
  mustExist?: boolean;
}

export async function withCliDb<T>(fn: (handle: DbHandle) => Promise<T>, options: CliDbOptions = {}): Promise<T> {
  const env = getEnv();
  let release = () => {};
  let handle: DbHandle;
  if (env.DATABASE_URL) {
    handle = await openDb({ kind: "postgres", url: env.DATABASE_URL });
  } else {
    const dir = pgliteDir(env);
    assertDataDirFree(env.DATA_DIR); // a held folder says so before anything else
    if (options.mustExist && !existsSync(dir)) {
      throw new Error(`Nenhum banco embutido em ${dir} (confira DATA_DIR).`);
    }
    release = acquireDataDirLock(env.DATA_DIR);
    try {
      // Issue 10: the data folder private to this user, as the server keeps it.
      secureDataDir(env.DATA_DIR);
      handle = await openDb({ kind: "pglite", dir });
    } catch (error) {
      release();
      throw error;
    }
  }
  setDbHandle(handle);
  try {
    await handle.migrate();
    return await fn(handle);
  } finally {
    await handle.close();
    setDbHandle(undefined);
    if (!env.DATABASE_URL) fixDataDirModes(env.DATA_DIR);
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
