// Global setup of the `ssr` project: the production server with a fresh embedded database,
// which the files fetch pages from (no browser). `node scripts/test.mjs` hands over the
// server it starts for the e2e run (SSR_BASE_URL), so one build and one server serve both;
// run alone (`npx vitest run --project ssr`), this starts its own with `npm start`, which
// builds into BUILD_DIR (default build/) first when needed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server the ssr files fetch from, e.g. http://127.0.0.1:41234. */
    ssrBaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  if (process.env.SSR_BASE_URL) {
    project.provide("ssrBaseUrl", process.env.SSR_BASE_URL);
    return;
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-ssr-"));
  // Its own process group, so stopping it stops npm and the node server under it.
  const server = spawn("npm", ["start", "--silent"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      DATABASE_URL: "",
      ADMIN_EMAIL: "admin.ssr@cervejometro.test",
      ADMIN_PASSWORD: "senha-ssr-Segura-2026",
    },
  });
  const output: string[] = [];
  server.stdout!.on("data", (d) => output.push(String(d)));
  server.stderr!.on("data", (d) => output.push(String(d)));
  const exited = new Promise<void>((resolve) => server.on("exit", () => resolve()));

  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      process.kill(-server.pid, "SIGTERM");
      const timer = setTimeout(() => server.pid && process.kill(-server.pid, "SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  // A build on a busy machine takes minutes; the health check answers once the database is ready.
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the ssr server exited early (${server.exitCode}):\n${output.join("").slice(-3000)}`);
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ssr server did not answer in time:\n${output.join("").slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide("ssrBaseUrl", baseUrl);
  return stop;
}
