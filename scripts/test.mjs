#!/usr/bin/env node
// `npm test`: every suite, one summary line. Unit tests; integration tests on in-memory
// PGlite and on a throwaway PostgreSQL cluster this script starts and stops itself
// (required when CI=true); end-to-end tests in Debian's Chromium against the production
// build on a free port with a fresh database. Exits non-zero on any failure.
//
//   node scripts/test.mjs                 everything
//   node scripts/test.mjs --only e2e      one suite (unit, integration, postgres, ssr, e2e;
//                                         e2e without a filter runs ssr on the same server first)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const ci = process.env.CI === "true" || process.env.CI === "1";
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
// Anything after "--" goes to vitest as file filters: node scripts/test.mjs --only e2e -- ibu
const dashIndex = process.argv.indexOf("--");
const filters = dashIndex > 0 ? process.argv.slice(dashIndex + 1) : [];
const resultsDir = path.join(root, "test-results");
mkdirSync(resultsDir, { recursive: true });

// Every embedded database the suites create (a dozen: the browser shards' servers, the server
// lifecycle's, the integration tests' own folders) is a copy of one cluster initdb makes once
// (app/lib/data/db.server.ts createPgliteCluster): about 5 s of CPU saved per database.
const clusterTemplateRoot = mkdtempSync(path.join(os.tmpdir(), "cervejometro-cluster-template-"));
process.env.PGLITE_CLUSTER_TEMPLATE ??= path.join(clusterTemplateRoot, "pglite");
process.on("exit", () => rmSync(clusterTemplateRoot, { recursive: true, force: true }));

const totals = { passed: 0, failed: 0, skipped: 0 };
const parallel = !only;
const problems = [];
// Every failed test by suite, file and name, printed again just above the totals: a CI log
// is often read from its tail, and "1 failed" alone does not say which.
const failures = [];

function log(message) {
  console.log(`\n\x1b[1m== ${message}\x1b[0m`);
}

// With `out` (an array), the child's output is collected there instead of printed: lanes
// that run at the same time print their output whole when they finish, not interleaved.
function run(cmd, args, options = {}, out = undefined) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: out ? ["ignore", "pipe", "pipe"] : "inherit", ...options });
    if (out) {
      child.stdout.on("data", (d) => out.push(String(d)));
      child.stderr.on("data", (d) => out.push(String(d)));
    }
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Prints a lane's collected output under a header. */
function flush(title, out) {
  if (!out || out.length === 0) return;
  console.log(`\n\x1b[1m---- ${title} ----\x1b[0m\n${out.join("").trimEnd()}`);
  out.length = 0;
}

async function vitest(name, project, env = {}, extra = [], out = undefined) {
  // Parallel runs (each with its own BUILD_DIR) must not read each other's reports.
  const reportFile = path.join(resultsDir, `${name}${process.env.BUILD_DIR ? `-${process.env.BUILD_DIR}` : ""}.json`);
  rmSync(reportFile, { force: true });
  const code = await run(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${reportFile}`,
      ...extra,
    ],
    { env: { ...process.env, ...env } },
    out,
  );
  if (!existsSync(reportFile)) {
    problems.push(`${name}: vitest produced no report (exit ${code})`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const failedSuites = report.testResults.filter(
    (r) => r.status === "failed" && r.assertionResults.length === 0,
  ).length;
  for (const file of report.testResults) {
    const rel = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((t) => t.status === "failed");
    for (const t of failedTests) {
      const why = (t.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 200);
      failures.push(`${name} › ${rel} › ${t.fullName}${why ? ` — ${why}` : ""}`);
    }
    if (file.status === "failed" && file.assertionResults.length === 0) {
      failures.push(`${name} › ${rel} — ${(file.message ?? "").split("\n")[0].slice(0, 200)}`);
    }
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + failedSuites;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numTotalTests === 0) problems.push(`${name}: no test ran`);
  if (code !== 0 && report.numFailedTests + failedSuites === 0) {
    problems.push(`${name}: vitest exited ${code}`);
    totals.failed += 1;
  }
  const line = `${name}: ${report.numPassedTests} passed, ${report.numFailedTests + failedSuites} failed`;
  if (out) out.push(`${line}\n`);
  else console.log(line);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// ------------------------------------------------------------------ PostgreSQL

function findPgBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : undefined;
}

async function withPostgres(fn) {
  const bin = findPgBin();
  if (!bin) {
    if (ci) {
      problems.push("postgres: PostgreSQL server binaries not found (required when CI=true)");
      totals.failed += 1;
    } else {
      console.log("postgres: server binaries not found; skipping the PostgreSQL run (install postgresql to enable it)");
    }
    return;
  }
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-pg-"));
  const dataDir = path.join(dir, "data");
  const asPg = (cmd, args) => (isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args]);
  if (isRoot) {
    if (spawnSync("id", ["postgres"]).status !== 0) {
      spawnSync("useradd", ["--system", "--no-create-home", "postgres"], { stdio: "inherit" });
    }
    spawnSync("chown", ["-R", "postgres", dir]);
  }
  const port = await freePort();
  const sh = (cmd, args) => {
    const [c, a] = asPg(path.join(bin, cmd), args);
    return spawnSync(c, a, { stdio: ["ignore", "ignore", "inherit"] }).status;
  };
  try {
    if (sh("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]) !== 0)
      throw new Error("initdb failed");
    const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    if (sh("pg_ctl", ["-D", dataDir, "-w", "-l", path.join(dir, "log"), "-o", opts, "start"]) !== 0)
      throw new Error("pg_ctl start failed");
    await fn(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } catch (error) {
    problems.push(`postgres: ${error.message}`);
    totals.failed += 1;
  } finally {
    sh("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);
    rmSync(dir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ Chromium

// Debian's chromium-headless-shell first: the browser tests need no window, and the headless
// shell (Chromium's content layer alone, what Playwright itself runs headless) spends half the
// CPU of the full browser's "new headless" mode on the same tests (calc-festa: 33.5 s -> 17.5 s
// of Chromium CPU), which on two cores is most of `npm test`'s time (issue 13.7).
const CHROME_CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"];

function ensureChromium() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : undefined;
  if (existsSync(CHROME_CANDIDATES[0])) return CHROME_CANDIDATES[0];
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("chromium-headless-shell not found: installing Debian's package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium-headless-shell"], {
      stdio: "inherit",
      env,
    });
  }
  return CHROME_CANDIDATES.find((p) => existsSync(p));
}

async function waitForHealth(url, child, timeoutMs = 180_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy in time");
}

// The server-rendering tests (project ssr, no browser) and the browser tests (project e2e)
// run against the production build with fresh databases. A full run splits the browser
// files into two shards, each with its own server and database, run at the same time:
// the files that sign in and change things (admin, sign-in, server lifecycle, hardening)
// and the files that read the public site. One browser left a core idle most of the time,
// and two databases keep one shard's posts and sign-in failures out of the other's pages.
// ssr runs first on the public shard's server, while its database holds only the demo
// content.
const ADMIN_SHARD = /(^|\/)(admin-|auth\.|server-lifecycle|hardening-)/;
// The server's lifecycle (its own servers, a whole second build) uses no browser and none of the
// shards' servers: in a full run it goes to the checks lane once the build is there, which ends
// its unit and integration tests while both browser shards still have minutes to go.
const LIFECYCLE = "tests/e2e/server-lifecycle.test.ts";
let buildDone;
const built = new Promise((resolve) => (buildDone = resolve));

async function startServer(label) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = { email: "admin.e2e@cervejometro.test", password: "senha-e2e-Segura-2026" };
  const serverEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // In production the access log's files default to a logs/ folder beside the data folder,
    // here the shared temporary folder: each server gets its own, removed with its data.
    ACCESS_LOG_DIR: `${dataDir}-logs`,
    SITE_URL: baseUrl,
    DATABASE_URL: "",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Tests play several clients through X-Forwarded-For, as a proxy in front would.
    TRUST_PROXY: "loopback",
  };
  log(`${label} server on ${baseUrl}`);
  const server = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const serverLog = [];
  server.stdout.on("data", (d) => serverLog.push(String(d)));
  server.stderr.on("data", (d) => serverLog.push(String(d)));
  const env = {
    E2E_BASE_URL: baseUrl,
    E2E_ADMIN_EMAIL: admin.email,
    E2E_ADMIN_PASSWORD: admin.password,
    E2E_DATA_DIR: dataDir,
  };
  async function stop(out) {
    server.kill("SIGTERM");
    const code = await new Promise((resolve) => {
      if (server.exitCode !== null) return resolve(server.exitCode);
      const t = setTimeout(() => {
        server.kill("SIGKILL");
        resolve("killed");
      }, 30_000);
      server.on("exit", (c) => {
        clearTimeout(t);
        resolve(c);
      });
    });
    if (code !== 0) {
      problems.push(`${label}: server did not shut down cleanly (${code})`);
      totals.failed += 1;
    }
    if (totals.failed > 0 || process.env.E2E_SHOW_SERVER_LOG) {
      // Access-log lines ("2026-…Z ip METHOD /path status Nms") would crowd out the errors.
      const lines = serverLog.join("").split("\n");
      const errors = lines.filter((line) => !/^\d{4}-\d\d-\d\dT\S+Z \S+ \S+ [A-Z]+ \S* \d{3} \d+ms$/.test(line));
      const shown = process.env.E2E_SHOW_SERVER_LOG === "all" ? lines : errors;
      const text = `\n--- ${label} server log (tail, access lines hidden) ---\n${shown.slice(-80).join("\n")}\n`;
      if (out) out.push(text);
      else console.log(text);
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-logs`, { recursive: true, force: true });
  }
  try {
    await waitForHealth(`${baseUrl}/healthz`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, env, stop };
}

/** One server, its ssr and/or browser files, then stop; failures are counted, not thrown. */
async function onServer(label, fn, out) {
  let server;
  try {
    server = await startServer(label);
    await fn(server);
  } catch (error) {
    problems.push(`${label}: ${error.message}`);
    totals.failed += 1;
  } finally {
    await server?.stop(out);
  }
}

async function e2e({ ssr = true, browser = true } = {}, out = undefined) {
  const chrome = browser ? ensureChromium() : "";
  if (browser && !chrome) {
    problems.push("e2e: Chromium not found (set CHROME_PATH or install Debian's chromium-headless-shell)");
    totals.failed += 1;
    buildDone(false);
    return;
  }
  log("build");
  if ((await run("npm", ["run", "build", "--silent"], {}, out)) !== 0) {
    flush("build", out);
    problems.push("e2e: build failed");
    totals.failed += 1;
    buildDone(false);
    return;
  }
  buildDone(true);
  flush("build", out);
  const withChrome = (server) => ({ ...server.env, CHROME_PATH: chrome });
  const ssrOn = (server, o) => vitest("ssr", "ssr", { SSR_BASE_URL: server.baseUrl }, browser ? [] : filters, o);

  // A filtered run (`--only e2e -- ibu`) or ssr alone: one server, as before.
  if (!browser || filters.length > 0) {
    await onServer(
      "e2e",
      async (server) => {
        if (ssr) {
          log("ssr (server HTML, html-validate)");
          await ssrOn(server, out);
        }
        if (browser) {
          log("e2e (Chromium)");
          await vitest("e2e", "e2e", withChrome(server), filters, out);
        }
      },
      out,
    );
    flush("e2e", out);
    return;
  }

  const files = readdirSync(path.join(root, "tests", "e2e"))
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => `tests/e2e/${f}`)
    .filter((f) => !(parallel && f === LIFECYCLE));
  const adminFiles = files.filter((f) => ADMIN_SHARD.test(f));
  const publicFiles = files.filter((f) => !ADMIN_SHARD.test(f));
  log(`ssr + e2e in two shards (${publicFiles.length} public files, ${adminFiles.length} admin files)`);
  const publicOut = [];
  const adminOut = [];
  await Promise.all([
    onServer(
      "e2e-public",
      async (server) => {
        if (ssr) await ssrOn(server, publicOut);
        await vitest("e2e-public", "e2e", withChrome(server), publicFiles, publicOut);
      },
      publicOut,
    ).then(() => flush("ssr + e2e (public pages)", publicOut)),
    onServer(
      "e2e-admin",
      (server) => vitest("e2e-admin", "e2e", withChrome(server), adminFiles, adminOut),
      adminOut,
    ).then(() => flush("e2e (admin, sign-in, server)", adminOut)),
  ]);
}

// ------------------------------------------------------------------ main

// A full run has two lanes at once: unit and integration tests (no browser, mostly CPU in
// short bursts), then the server's lifecycle, beside the build and the browser tests.
const started = Date.now();
/**
 * The machine's CPU time so far, in seconds, all cores and processes (Linux's /proc/stat), or
 * undefined elsewhere. The same commit took 578 s and then 678 s on one machine an hour apart
 * (issue 27 §1.4): printed beside the wall time, the CPU the run took tells a slower or busier
 * host (more CPU time for the same work, or other processes' time) from a heavier suite.
 */
function cpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq) / 100; // in USER_HZ ticks, 100 a second on Linux
  } catch {
    return undefined;
  }
}
const cpuAtStart = cpuSeconds();
async function checksLane(out) {
  if (!only || only === "unit") {
    log("unit");
    await vitest("unit", "unit", {}, [], out);
  }
  if (!only || only === "integration") {
    log("integration (PGlite)");
    await vitest("integration-pglite", "integration", {}, [], out);
  }
  if (!only || only === "integration" || only === "postgres") {
    log("integration (PostgreSQL)");
    await withPostgres((url) => vitest("integration-postgres", "integration", { TEST_DATABASE_URL: url }, [], out));
  }
  if (parallel && (await built)) {
    log("server lifecycle");
    await vitest("e2e-lifecycle", "e2e", {}, [LIFECYCLE], out);
  }
}
async function browserLane(out) {
  if (!only || only === "e2e" || only === "ssr") {
    log(only === "ssr" ? "ssr" : "ssr + e2e");
    // `--only e2e -- <filter>` runs just the matching browser files; `--only e2e` alone runs ssr too.
    await e2e({ ssr: only !== "e2e" || filters.length === 0, browser: only !== "ssr" }, out);
  }
}
if (parallel) {
  const checksOut = [];
  const browserOut = [];
  await Promise.all([
    checksLane(checksOut).then(() => flush("unit + integration", checksOut)),
    browserLane(browserOut).then(() => flush("build", browserOut)),
  ]);
} else {
  await checksLane();
  await browserLane();
}

for (const f of failures) console.log(`FAILED: ${f}`);
for (const p of problems) console.log(`problem: ${p}`);
const cpuAtEnd = cpuSeconds();
const cpuNote =
  cpuAtStart !== undefined && cpuAtEnd !== undefined
    ? ` (the machine's CPU: ${Math.round(cpuAtEnd - cpuAtStart)} core-s on ${os.availableParallelism()} cores)`
    : "";
console.log(`\ntotal time ${Math.round((Date.now() - started) / 1000)} s${cpuNote}`);
// Skipped tests (the ones that need the other database) on their own line: the last line
// stays exactly "N passed, N failed", which CI reads.
// Which runtime ran every suite (issue 24: CI proves the tests ran on Node 24).
console.log(`Node ${process.version}`);
if (totals.skipped) console.log(`${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
