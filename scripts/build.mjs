#!/usr/bin/env node
// `npm run build`: compiles the app together with its server (vite.config.ts) into a new
// folder, BUILD_DIR-releases/<id>, and then points BUILD_DIR (default ./build, a symbolic
// link) at it with one rename. A server already running from the previous build keeps its
// folder, and every file it may still load lazily, until it exits: rebuilding in place
// made such a server answer 500 on its next lazy import.
//
// It builds only when the sources changed since the current build (the list of files
// under app/, server/, db/, drizzle/, public/ and the config files, with their sizes and
// modification times, recorded in the build's build-info.json); `--force` builds anyway.
// Older builds are deleted once no running server uses them: each server leaves a marker
// (BUILD_DIR-releases/.in-use/<id>@<pid>) while its process lives.
//
//   node scripts/build.mjs [--force]
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const root = path.resolve(import.meta.dirname, "..");
const SOURCE_DIRS = ["app", "server", "db", "drizzle", "public", "scripts/vite"];
const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "scripts/build.mjs",
  "scripts/precompress.mjs",
  "scripts/static-page.mjs",
  "scripts/service-worker.mjs",
];
// Tests live beside the code but never reach the build.
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$|(^|\/)__snapshots__\//;
const INFO_FILE = "build-info.json";

/** The link that names the current build and the folder that holds every build. */
export function buildPaths(buildDir = process.env.BUILD_DIR || "build") {
  const link = path.resolve(root, buildDir);
  return { link, releases: `${link}-releases`, markers: path.join(`${link}-releases`, ".in-use") };
}

function listFiles(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else out.push(full);
  }
}

/** A digest of what the build is made from: which files exist, their sizes and times. */
export function sourceFingerprint() {
  const files = [];
  for (const dir of SOURCE_DIRS) listFiles(path.join(root, dir), files);
  for (const file of SOURCE_FILES) files.push(path.join(root, file));
  const lines = [];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    if (NOT_BUILT.test(rel)) continue;
    try {
      const stat = statSync(file);
      lines.push(`${rel}\t${stat.size}\t${Math.round(stat.mtimeMs)}`);
    } catch {
      lines.push(`${rel}\tmissing`);
    }
  }
  lines.sort();
  return { digest: createHash("sha256").update(lines.join("\n")).digest("hex"), files: lines.length };
}

/** The folder BUILD_DIR points at (or is), when it holds a server build. */
export function currentBuild(paths = buildPaths()) {
  try {
    const dir = realpathSync(paths.link);
    return existsSync(path.join(dir, "server", "index.js")) ? dir : undefined;
  } catch {
    return undefined;
  }
}

function readInfo(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, INFO_FILE), "utf8"));
  } catch {
    return undefined;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Marks `dir` as used by this process until it exits, so no later build deletes it. */
export function markInUse(dir, paths = buildPaths()) {
  if (realpathOr(path.dirname(dir)) !== realpathOr(paths.releases)) return; // a folder installed by hand
  mkdirSync(paths.markers, { recursive: true });
  const marker = path.join(paths.markers, `${path.basename(dir)}@${process.pid}`);
  writeFileSync(marker, "");
  process.once("exit", () => rmSync(marker, { force: true }));
}

function realpathOr(p) {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/** Deletes builds other than `keep` that no living process has marked. */
export function pruneBuilds(keep, paths = buildPaths()) {
  if (!existsSync(paths.releases)) return;
  const used = new Set(keep.map((dir) => path.basename(dir)));
  mkdirSync(paths.markers, { recursive: true });
  for (const marker of readdirSync(paths.markers)) {
    const [id, pid] = marker.split("@");
    if (alive(Number(pid))) used.add(id);
    else rmSync(path.join(paths.markers, marker), { force: true });
  }
  for (const entry of readdirSync(paths.releases)) {
    if (entry === ".in-use" || used.has(entry)) continue;
    rmSync(path.join(paths.releases, entry), { recursive: true, force: true });
  }
}

/** Points the link at `dir` in one rename: a reader sees the old build or the new one. */
function pointAt(dir, paths) {
  const tmp = `${paths.link}.${process.pid}.tmp`;
  rmSync(tmp, { force: true });
  symlinkSync(path.relative(path.dirname(paths.link), dir), tmp);
  try {
    renameSync(tmp, paths.link);
  } catch (error) {
    if (!["EISDIR", "ENOTEMPTY", "EEXIST"].includes(error.code)) throw error;
    // A build folder from before builds were kept apart: it joins the old builds.
    renameSync(paths.link, path.join(paths.releases, `legacy-${Date.now().toString(36)}`));
    renameSync(tmp, paths.link);
  }
}

/**
 * The folder of an up-to-date build, building one first when the sources changed (or
 * `force`). Returns its real path.
 */
export function ensureBuild({ force = false, paths = buildPaths(), log = console.log } = {}) {
  const fingerprint = sourceFingerprint();
  const current = currentBuild(paths);
  if (!force && current && readInfo(current)?.fingerprint === fingerprint.digest) {
    log(`[build] build em dia (${path.relative(root, paths.link) || "."}); nada a compilar.`);
    return current;
  }
  const id = `${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${process.pid}`;
  const out = path.join(paths.releases, id);
  mkdirSync(paths.releases, { recursive: true });
  markInUse(out, paths); // before the build starts: a concurrent prune must leave it alone
  const started = Date.now();
  const env = { ...process.env, NODE_ENV: "production", BUILD_OUT: out };
  // The CLI through npm's link to the package's declared bin (React Router 8 renamed the file
  // itself from bin.js to bin.cjs); run with this same Node.
  const rr = path.join(root, "node_modules", ".bin", "react-router");
  const steps = [
    [rr, "build"],
    // The plain script of the pages without React (issue 24.4), before the two steps that read the assets.
    [path.join(root, "scripts", "static-page.mjs"), out],
    [path.join(root, "scripts", "precompress.mjs"), out],
    // The service worker names this build's files (issue 12 item 7).
    [path.join(root, "scripts", "service-worker.mjs"), out],
  ];
  for (const args of steps) {
    const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: "inherit" });
    if (result.status !== 0) {
      rmSync(out, { recursive: true, force: true });
      throw new Error(`falha no build (${path.basename(args[0])} saiu com ${result.status ?? result.signal})`);
    }
  }
  writeFileSync(
    path.join(out, INFO_FILE),
    `${JSON.stringify({ fingerprint: fingerprint.digest, files: fingerprint.files, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  pointAt(out, paths);
  pruneBuilds([out], paths);
  log(
    `[build] ${path.relative(root, out)} em ${((Date.now() - started) / 1000).toFixed(1)} s; ${path.relative(root, paths.link)} aponta para ele.`,
  );
  return realpathSync(out);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    ensureBuild({ force: process.argv.includes("--force") });
  } catch (error) {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  }
}
