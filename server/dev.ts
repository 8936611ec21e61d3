// `npm run dev`: Vite in middleware mode and the same server as production, loaded through
// Vite's SSR module graph so that the server and the routes share one copy of every module
// (as the production bundle does). Routes and components reload on edit; a change under
// server/ needs a restart.
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type * as Main from "./main";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startServer } = (await vite.ssrLoadModule("/server/main.ts")) as typeof Main;
await startServer({
  vite,
  clientDir: path.resolve("build/client"),
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
