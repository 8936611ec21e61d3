import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, assertDataDirFree, DataDirLockedError, lockHolder } from "./data-lock.server";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("data folder lock", () => {
  it("is taken and released by this process", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const file = path.join(dir, "cervejometro.lock");
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it("refuses a folder held by another live process", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "cervejometro.lock"), String(other.pid));
      expect(lockHolder(dir)).toBe(other.pid);
      expect(() => assertDataDirFree(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/em uso pelo servidor/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", "0"]);
    await new Promise((r) => dead.on("exit", r));
    writeFileSync(path.join(dir, "cervejometro.lock"), String(dead.pid));
    expect(lockHolder(dir)).toBeUndefined();
    expect(() => assertDataDirFree(dir)).not.toThrow();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "cervejometro.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
