#!/usr/bin/env node
// `npm start`: builds only when the sources changed since the current build
// (scripts/build.mjs, which never touches a folder a running server uses), then runs the
// compiled server in this same process with plain node, so `npm start` leaves one node
// process under npm and nothing in between. `--no-build` (`npm run serve`) serves
// BUILD_DIR as it is, which may also be a build folder copied by hand.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { buildPaths, currentBuild, ensureBuild, markInUse } from "./build.mjs";
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();

process.env.NODE_ENV = "production";
// Issue 12.6: V8 compiles the embedded database's WebAssembly, and recompiles its hot
// functions, on background threads; with one such thread instead of one per core the
// memory those compilations leave behind in malloc's per-thread arenas stays small (the
// peak after start went from about 280 MB to 240 MB). Set before the database opens.
v8.setFlagsFromString("--wasm-num-compilation-tasks=1");
const paths = buildPaths();

let dir;
try {
  dir = process.argv.includes("--no-build") ? currentBuild(paths) : ensureBuild({ paths });
} catch (error) {
  console.error(`[build] ${error.message}`);
  process.exit(1);
}
if (dir) {
  markInUse(dir, paths);
  // A build that finished between resolving BUILD_DIR and marking it may have deleted it.
  if (!existsSync(path.join(dir, "server", "index.js"))) {
    dir = currentBuild(paths);
    if (dir) markInUse(dir, paths);
  }
}
if (!dir) {
  console.error(`[server] nenhum build em ${paths.link}: rode npm run build (ou npm start).`);
  process.exit(1);
}

const { start } = await import(pathToFileURL(path.join(dir, "server", "index.js")).href);
await start(dir);
