// Production entry: `npm start` builds, then runs this file.
import path from "node:path";
import type { ServerBuild } from "react-router";
import { getDbHandle } from "../app/lib/data/db.server";
import { ConfigError, getEnv } from "../app/lib/env.server";
import { createApp } from "./app";
import { startServices } from "./startup";
import { serveWithGracefulShutdown } from "./serve";

async function main() {
  const env = getEnv();
  const buildDir = path.resolve(process.env.BUILD_DIR || "build");
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const services = await startServices(env);
  const app = createApp({
    env,
    build,
    clientDir: path.join(buildDir, "client"),
    getDb: () => {
      try {
        return getDbHandle();
      } catch {
        return undefined;
      }
    },
  });
  serveWithGracefulShutdown(app, env, services);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error("[server] falha ao iniciar:", error instanceof Error ? error.message : error);
  process.exit(1);
});
