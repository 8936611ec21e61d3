import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  acquireDataDirLock,
  assertDataDirFree,
  currentOwner,
  DataDirLockedError,
  lockHolder,
  parseLock,
  processStartTime,
} from "./data-lock.server";

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A live process that is not ours: `sleep` (not Node), or a Node process standing in for a server. */
async function spawnLive(command: "sleep" | "node"): Promise<number> {
  const child =
    command === "sleep" ? spawn("sleep", ["60"]) : spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
  children.push(child);
  await new Promise((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  return child.pid!;
}

function writeLock(dir: string, content: unknown) {
  writeFileSync(path.join(dir, "cervejometro.lock"), typeof content === "string" ? content : JSON.stringify(content));
}

const onLinux = existsSync("/proc/self/stat");

describe("data folder lock", () => {
  it("is taken and released by this process, recording pid, boot id and start time, private to its owner", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const file = path.join(dir, "cervejometro.lock");
    const owner = parseLock(readFileSync(file, "utf8"));
    expect(owner).toEqual(currentOwner());
    expect(owner?.pid).toBe(process.pid);
    if (onLinux) {
      expect(owner?.bootId).toBe(readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim());
      expect(owner?.startTime).toMatch(/^\d+$/);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    release();
    expect(existsSync(file)).toBe(false);
  });

  it("refuses a folder held by another live process of ours (its pid and start time match)", async () => {
    const dir = tempDir();
    const pid = await spawnLive("node");
    writeLock(dir, { pid, bootId: currentOwner().bootId, startTime: processStartTime(pid) });
    expect(lockHolder(dir)).toBe(pid);
    expect(() => assertDataDirFree(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/em uso pelo servidor/);
  });

  it("is not blocked by a live unrelated process that reuses the recorded pid (other start time)", async () => {
    const dir = tempDir();
    const pid = await spawnLive("sleep");
    const real = processStartTime(pid);
    expect(real).not.toBeNull();
    // The lock was written by a process that had this PID before: a different start time.
    writeLock(dir, { pid, bootId: currentOwner().bootId, startTime: `${real}0` });
    expect(lockHolder(dir)).toBeUndefined();
    expect(() => assertDataDirFree(dir)).not.toThrow();
    const release = acquireDataDirLock(dir);
    expect(parseLock(readFileSync(path.join(dir, "cervejometro.lock"), "utf8"))?.pid).toBe(process.pid);
    release();
  });

  it.runIf(onLinux)("is not blocked by a lock written before a reboot (other boot id), even naming PID 1", () => {
    const dir = tempDir();
    writeLock(dir, { pid: 1, bootId: "00000000-0000-0000-0000-000000000000", startTime: processStartTime(1) });
    expect(lockHolder(dir)).toBeUndefined();
    acquireDataDirLock(dir)();
  });

  it.runIf(onLinux)("reads a bare pid from older versions: held only while that pid is a Node.js process", async () => {
    const dir = tempDir();
    const node = await spawnLive("node");
    writeLock(dir, String(node));
    expect(lockHolder(dir)).toBe(node);
    const sleep = await spawnLive("sleep");
    writeLock(dir, String(sleep));
    expect(lockHolder(dir)).toBeUndefined();
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", "0"]);
    await new Promise((r) => dead.on("exit", r));
    writeLock(dir, { pid: dead.pid, bootId: currentOwner().bootId, startTime: "1" });
    expect(lockHolder(dir)).toBeUndefined();
    expect(() => assertDataDirFree(dir)).not.toThrow();
    const release = acquireDataDirLock(dir);
    expect(parseLock(readFileSync(path.join(dir, "cervejometro.lock"), "utf8"))?.pid).toBe(process.pid);
    release();
  });
});
