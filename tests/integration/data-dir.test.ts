// Issue 10, item 6: the embedded database folder is private to the user running the
// server (folders 0700, files 0600), on a fresh folder and on one an older version (or
// a careless operator) left open to everyone.
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv, setEnv } from "~/lib/env.server";
import { startServices } from "../../server/startup";
import { usingPostgres } from "../setup/test-db";

const quiet = { log() {}, error() {} } as unknown as Console;
const savedUmask = process.umask();
const root = mkdtempSync(path.join(os.tmpdir(), "cervejometro-modes-"));

afterAll(() => {
  process.umask(savedUmask);
  rmSync(root, { recursive: true, force: true });
});

/** Every entry under dir whose mode is not 0700 (folders) or 0600 (files). */
function openEntries(dir: string): string[] {
  const wrong: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    const mode = stat.mode & 0o7777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${path.relative(dir, entry) || "."} ${mode.toString(8)}`);
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (mode !== 0o600) {
      wrong.push(`${path.relative(dir, entry)} ${mode.toString(8)}`);
    }
  };
  visit(dir);
  return wrong;
}

function countFiles(dir: string): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) n++;
  return n;
}

/** Opens every folder and file to everyone, as an install from before the fix left them. */
function openUp(dir: string) {
  chmodSync(dir, 0o777);
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    chmodSync(path.join(e.parentPath, e.name), e.isDirectory() ? 0o777 : 0o666);
  }
}

async function startAndStop(dataDir: string) {
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, SITE_URL: "http://localhost:3000" });
  setEnv(env);
  const services = await startServices(env, quiet);
  // While the server runs: the lock file, the generated auth secret and PGlite's files.
  const whileRunning = openEntries(dataDir);
  await services.close();
  return whileRunning;
}

// Runs once, in the PGlite pass: it opens its own embedded folders whatever the database under test.
describe.skipIf(usingPostgres)("the embedded data folder (issue 10, item 6)", () => {
  it("is created 0700 with every file 0600 on a fresh start", async () => {
    const dataDir = path.join(root, "fresh", "data");
    process.umask(0); // the probe's setting: without the fix every file came out 0666
    expect(await startAndStop(dataDir)).toEqual([]);
    expect(openEntries(dataDir)).toEqual([]);
    expect(countFiles(dataDir)).toBeGreaterThan(100); // the walk did see PGlite's files
    // A fresh on-disk PGlite runs initdb: over 30 s on two busy cores.
  }, 120_000);

  it("has the modes of an existing folder left 0777 with 0666 files fixed at start", async () => {
    const dataDir = path.join(root, "fresh", "data"); // the database made above
    mkdirSync(path.join(dataDir, "extra"), { recursive: true });
    writeFileSync(path.join(dataDir, "extra", "notes.txt"), "left by the operator");
    openUp(dataDir);
    process.umask(0);
    expect(openEntries(dataDir).length).toBeGreaterThan(100);
    expect(await startAndStop(dataDir)).toEqual([]);
    expect(openEntries(dataDir)).toEqual([]);
  });
});
