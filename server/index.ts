// The production server bundle. vite.config.ts makes this file the input of the SSR build,
// so `react-router build` compiles it together with the whole app into
// BUILD_DIR/server/index.js, which scripts/start.mjs imports with plain node: no
// TypeScript at run time and one copy of every module (the database module included).
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { startServer } from "./main";

/** Serves the build in `buildDir` (its client/ folder holds the assets and public files). */
export function start(buildDir: string) {
  return startServer({ build, clientDir: path.join(buildDir, "client") });
}
