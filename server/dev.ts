// `npm run dev`: the same Express app with Vite's middleware and hot reload.
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { getDbHandle } from "../app/lib/data/db.server";
import { getEnv } from "../app/lib/env.server";
import { createApp } from "./app";
import { serveWithGracefulShutdown } from "./serve";
import { startServices } from "./startup";

const env = getEnv();
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const services = await startServices(env);
const app = createApp({
  env,
  vite,
  clientDir: path.resolve("build/client"),
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  getDb: () => {
    try {
      return getDbHandle();
    } catch {
      return undefined;
    }
  },
});
serveWithGracefulShutdown(app, env, services);
