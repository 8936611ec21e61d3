// PGlite has no locking between processes: a second process that opens the same
// folder opens it without error and writes are lost (STACK-NOTES). The server holds an
// exclusive lock file in the data folder; every tool refuses a folder that a live
// server holds.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

const LOCK_NAME = "cervejometro.lock";

export class DataDirLockedError extends Error {
  constructor(
    public readonly dir: string,
    public readonly pid: number,
  ) {
    super(
      `A pasta de dados ${dir} está em uso pelo servidor (pid ${pid}). Pare o servidor antes de usar esta ferramenta.`,
    );
    this.name = "DataDirLockedError";
  }
}

function lockPath(dir: string) {
  return path.join(path.resolve(dir), LOCK_NAME);
}

function isAlive(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of the live process holding the folder, if any. */
export function lockHolder(dir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath(dir), "utf8").trim(), 10);
    return isAlive(pid) && pid !== process.pid ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Throws when a live server holds the folder. */
export function assertDataDirFree(dir: string) {
  const pid = lockHolder(dir);
  if (pid) throw new DataDirLockedError(dir, pid);
}

/**
 * Takes the folder for this process. A lock left by a process that died is taken over;
 * a live holder makes this throw. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(path.resolve(dir), { recursive: true });
  const file = lockPath(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = lockHolder(dir);
      if (pid) throw new DataDirLockedError(dir, pid);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Não foi possível obter o bloqueio da pasta de dados ${dir}.`);
}
