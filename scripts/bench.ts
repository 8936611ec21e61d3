// npm run bench: figures for the closing notes, never timed tests.
//  1. client JS per route: the scripts a first visit downloads (module preloads), gzipped;
//  2. requests per second of GET / under autocannon on loopback, median of several runs.
// Starts its own production server on a free port with a throwaway embedded database.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const ROUTES = ["/", "/festa", "/por-pessoa", "/ibu", "/abv", "/orcamento", "/blog", "/glossario", "/infograficos", "/termos-de-uso", "/auth"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function gzipSize(file: string) {
  const gz = `${file}.gz`;
  return existsSync(gz) ? statSync(gz).size : gzipSync(readFileSync(file), { level: 9 }).length;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-bench-"));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SITE_URL: base, DATABASE_URL: "" },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    if (i > 240) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }

  console.log("\nClient JS per route (first visit, gzipped):");
  for (const route of ROUTES) {
    const html = await (await fetch(base + route)).text();
    const srcs = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
    const bytes = [...srcs].reduce((sum, src) => sum + gzipSize(path.join(process.env.BUILD_DIR || "build", "client", src)), 0);
    console.log(`  ${route.padEnd(26)} ${(bytes / 1024).toFixed(1).padStart(6)} KB in ${srcs.size} files`);
  }

  for (const target of ["/", "/healthz"]) {
    const rates: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await autocannon({ url: base + target, connections: 10, duration: DURATION });
      rates.push(result.requests.average);
    }
    console.log(
      `\nGET ${target}: median ${Math.round(median(rates))} req/s over ${RUNS} runs of ${DURATION} s, 10 connections (runs: ${rates.map(Math.round).join(", ")})`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
