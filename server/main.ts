// Starts the site: reads the environment, opens the database (lock, migrations, demo
// content, administrator), builds the Express app and listens. Production runs it from
// the compiled bundle (server/index.ts, started by scripts/start.mjs); `npm run dev`
// loads it through Vite (server/dev.ts). Either way the routes and the server share one
// copy of every module: the database handle set here is the one the loaders read.
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { getDbHandle } from "../app/lib/data/db.server";
import { ConfigError, getEnv } from "../app/lib/env.server";
import { createApp } from "./app";
import { serveWithGracefulShutdown } from "./serve";
import { startServices } from "./startup";

export interface StartOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build (assets, public files); unused by dev, where Vite serves them. */
  clientDir: string;
  vite?: ViteDevServer;
}

export async function startServer({ build, clientDir, vite }: StartOptions): Promise<Server> {
  try {
    const env = getEnv();
    const services = await startServices(env);
    const app = createApp({
      env,
      build,
      clientDir,
      vite,
      getDb: () => {
        try {
          return getDbHandle();
        } catch {
          return undefined;
        }
      },
    });
    return serveWithGracefulShutdown(app, env, services);
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error("[server] falha ao iniciar:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
