// PGlite has no locking between processes: a second process that opens the same
// folder opens it without error and writes are lost (STACK-NOTES). The server holds an
// exclusive lock file in the data folder; every tool refuses a folder that a live
// server holds.
//
// A PID alone does not name a process for long: after a reboot (or in a container that
// restarts) an unrelated live process can own the PID written before, and the server
// would refuse to start forever. So the lock records who we are beyond the PID: the
// boot id and the process start time from /proc (the kernel's own identity of a
// process), and, where /proc is missing, the start time `ps` reports. The lock is held
// only when a live process matches all of them.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

const LOCK_NAME = "cervejometro.lock";
const BOOT_ID_FILE = "/proc/sys/kernel/random/boot_id";

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

/** What the lock file holds: enough to tell our process from a later one with its PID. */
export interface LockOwner {
  pid: number;
  /** /proc/sys/kernel/random/boot_id; null where the system has none. */
  bootId: string | null;
  /** Field 22 of /proc/<pid>/stat (clock ticks since boot), else `ps -o lstart=`; null when neither is readable. */
  startTime: string | null;
}

function lockPath(dir: string) {
  return path.join(path.resolve(dir), LOCK_NAME);
}

function readTrimmed(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim() || null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  return readTrimmed(BOOT_ID_FILE);
}

const hasProc = () => existsSync("/proc/self/stat");

/** The start time of a live process as the system reports it, or null when unknown. */
export function processStartTime(pid: number): string | null {
  if (hasProc()) {
    const stat = readTrimmed(`/proc/${pid}/stat`);
    if (!stat) return null;
    // Field 2 (the command name, in parentheses) may itself hold spaces and ")".
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return rest[22 - 3] ?? null; // rest[0] is field 3
  }
  // No /proc (macOS, BSD): `ps` gives the absolute start time, which a later process
  // with the same PID cannot share.
  const ps = spawnSync("ps", ["-o", "lstart=", "-p", String(pid)], { encoding: "utf8", env: { ...process.env, LC_ALL: "C" } });
  return ps.status === 0 ? ps.stdout.trim() || null : null;
}

export function currentOwner(): LockOwner {
  return { pid: process.pid, bootId: bootId(), startTime: processStartTime(process.pid) };
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

/** Reads a lock file: our JSON record, or the bare PID older versions wrote. */
export function parseLock(text: string): LockOwner | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), bootId: null, startTime: null };
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid)) return undefined;
    return {
      pid: value.pid!,
      bootId: typeof value.bootId === "string" ? value.bootId : null,
      startTime: typeof value.startTime === "string" ? value.startTime : null,
    };
  } catch {
    return undefined;
  }
}

/**
 * True when the process the lock names is still running: same PID, same boot, same
 * start time. A part the system cannot tell is not held against the lock. A lock from
 * an older version (a bare PID) counts only while that PID is a Node.js process.
 */
export function ownerIsLive(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  if (!owner.bootId && !owner.startTime) {
    const cmdline = readTrimmed(`/proc/${owner.pid}/cmdline`);
    if (cmdline !== null) return /node|tsx/.test(cmdline.split("\0")[0] ?? "");
    return true;
  }
  if (owner.bootId) {
    const now = bootId();
    if (now && now !== owner.bootId) return false; // written before a reboot
  }
  if (owner.startTime) {
    const now = processStartTime(owner.pid);
    if (now && now !== owner.startTime) return false; // the PID was reused
  }
  return true;
}

/** The pid of the live process holding the folder, if any. */
export function lockHolder(dir: string): number | undefined {
  const text = readTrimmed(lockPath(dir));
  const owner = text ? parseLock(text) : undefined;
  if (!owner || owner.pid === process.pid) return undefined;
  return ownerIsLive(owner) ? owner.pid : undefined;
}

/** Throws when a live server holds the folder. */
export function assertDataDirFree(dir: string) {
  const pid = lockHolder(dir);
  if (pid) throw new DataDirLockedError(dir, pid);
}

/**
 * Takes the folder for this process. A lock left by a process that died (or by one
 * before a reboot) is taken over; a live holder makes this throw. Returns the release
 * function.
 */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(path.resolve(dir), { recursive: true, mode: 0o700 });
  const file = lockPath(dir);
  const record = JSON.stringify(currentOwner());
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, record);
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
