// The production server as installed by an operator (issue 10 items 1, 5, 7 and 10):
// under a folder whose path holds a dot-folder (~/.cache/…), every hashed asset is served;
// HSTS and the proxy warning follow SITE_URL and TRUST_PROXY; the access log goes to
// stdout and to private daily files, without queries, and expected client errors leave
// no stack trace in the output.
import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstVisitScripts } from "../first-visit-scripts";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A server without a database (pages and assets need none; docs/decisions/0014-caching-and-degradation.md), from the given build folder. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const closedPort = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      TRUST_PROXY: "",
      // Production writes the access log's files: a folder of its own, not one beside a shared temp folder.
      ACCESS_LOG_DIR: mkdtempSync(path.join(os.tmpdir(), "cervejometro-logs-")),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/nada`,
      BETTER_AUTH_SECRET: "x".repeat(40),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      await fetch(`${base}/healthz`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { child, base, output: () => output };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

describe("instalado sob uma pasta com ponto (~/.cache/…) (issue 10 item 1)", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let installed: string;

  beforeAll(async () => {
    expect(existsSync(path.join(buildDir, "client/assets")), `build em ${buildDir}`).toBe(true);
    const home = mkdtempSync(path.join(os.tmpdir(), "cervejometro-home-"));
    dirs.push(home);
    installed = path.join(home, ".cache", "cervejometro", "build");
    mkdirSync(path.dirname(installed), { recursive: true });
    // BUILD_DIR is a link to the current build (scripts/build.mjs): copy the folder itself.
    cpSync(realpathSync(buildDir), installed, { recursive: true });
    // The server bundle imports its packages: they resolve from the install's node_modules.
    symlinkSync(path.join(root, "node_modules"), path.join(home, ".cache", "cervejometro", "node_modules"));
    // Dot-files inside the served folders stay private.
    writeFileSync(path.join(installed, "client/assets/.segredo.js"), "segredo");
    writeFileSync(path.join(installed, "client/.env"), "SEGREDO=1");
    server = await startServer({ BUILD_DIR: installed, SITE_URL: "http://127.0.0.1" });
  });

  it("todo asset com hash da página responde 200, com o tipo certo e cache imutável", async () => {
    const html = await (await fetch(`${server.base}/`)).text();
    // React Router writes "app-….css#" for a stylesheet a lazy chunk also imports; the browser
    // requests it without the fragment.
    const assets = [
      ...new Set([
        ...[...html.matchAll(/(?:href|src)="(\/assets\/[^"#]+)[^"]*"/g)].map((m) => m[1]!),
        ...firstVisitScripts(html),
      ]),
    ];
    expect(assets.length).toBeGreaterThan(2);
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    for (const asset of assets) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const res = await fetch(server.base + asset, { headers: { "Accept-Encoding": encoding } });
        expect(res.status, `${asset} (${encoding})`).toBe(200);
        expect(res.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("content-type"), asset).toMatch(asset.endsWith(".css") ? /text\/css/ : /javascript/);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    }
    // Every asset of the build, not only the ones this page links.
    const all = readdirSync(path.join(installed, "client/assets")).filter((f) => /^[^.].*\.(js|css)$/.test(f));
    for (const file of all) {
      const res = await fetch(`${server.base}/assets/${file}`);
      expect(res.status, file).toBe(200);
      await res.arrayBuffer();
    }
    const icon = await fetch(`${server.base}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toMatch(/max-age=3600/);
  });

  it("arquivos com ponto dentro das pastas servidas continuam recusados, sem cache imutável", async () => {
    const hidden = await fetch(`${server.base}/assets/.segredo.js`);
    expect([403, 404]).toContain(hidden.status);
    expect(hidden.headers.get("cache-control")).not.toMatch(/immutable|public/);
    expect(await hidden.text()).not.toContain("segredo");
    const env = await fetch(`${server.base}/.env`);
    expect(env.status).toBe(404);
    expect(await env.text()).not.toContain("SEGREDO");
    const missing = await fetch(`${server.base}/assets/nao-existe-Abc123.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });

  it("em http puro (SITE_URL http, sem TRUST_PROXY) não manda HSTS nem avisa sobre proxy", async () => {
    const res = await fetch(`${server.base}/`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    // Without a trusted proxy, a client's X-Forwarded-Proto means nothing.
    const forged = await fetch(`${server.base}/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
    expect(server.output()).not.toContain("TRUST_PROXY não está definido");
  });

  afterAll(async () => {
    if (server) expect(await stop(server.child)).toBe(0);
  });
});

describe("atrás de um proxy https e o registro de acesso (issue 10 items 7 e 10)", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let logDir: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-logs-"));
    dirs.push(dir);
    logDir = path.join(dir, "acessos");
    mkdirSync(logDir);
    // A day file from seven months ago and one from last week.
    const day = (monthsAgo: number, daysAgo = 0) => {
      const d = new Date();
      d.setUTCMonth(d.getUTCMonth() - monthsAgo);
      d.setUTCDate(d.getUTCDate() - daysAgo);
      return d.toISOString().slice(0, 10);
    };
    writeFileSync(path.join(logDir, `access-${day(7)}.log`), "velho\n");
    writeFileSync(path.join(logDir, `access-${day(0, 7)}.log`), "recente\n");
    server = await startServer({ SITE_URL: "https://cervejometro.example", ACCESS_LOG_DIR: logDir });
  });

  it("avisa na partida que TRUST_PROXY falta quando SITE_URL é https, e manda HSTS", async () => {
    expect(server.output()).toContain("SITE_URL usa https, mas TRUST_PROXY não está definido");
    const res = await fetch(`${server.base}/`);
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("sem TRUST_PROXY, o login vindo de https responde 403 e o servidor explica numa linha, sem rastro de pilha", async () => {
    // What a browser behind an https proxy sends: its https Origin, the proxy's Host.
    const httpsOrigin = server.base.replace("http://", "https://");
    const res = await fetch(`${server.base}/auth`, {
      method: "POST",
      headers: { Origin: httpsOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.test&password=qualquer-coisa",
    });
    // The server's Origin check compares the scheme too (issue 27 item 1.3).
    expect(res.status).toBe(403);
    await res.text();
    await expect
      .poll(() => server.output())
      .toContain(
        `a origem ${httpsOrigin} não confere com ${server.base} (atrás de um proxy https, defina TRUST_PROXY)`,
      );
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it("uma linha por pedido (hora ISO, IP, método, caminho sem query, status, duração), no stdout e no arquivo do dia, 0600", async () => {
    const marker = `/ibu?volume=20&segredo=${Date.now()}`;
    await (await fetch(server.base + marker)).text();
    await (await fetch(`${server.base}/blog/%00`)).text();
    const expected = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z 127\.0\.0\.1 \d{1,5} GET \/ibu 200 \d+ms$/m;
    // The lines come through the child's stdout pipe, a moment after the answers.
    await expect.poll(() => server.output()).toMatch(expected);
    await expect.poll(() => server.output()).toMatch(/ GET \/blog\/%00 400 \d+ms$/m);
    expect(server.output()).not.toContain("segredo=");

    const files = readdirSync(logDir).filter((f) => f.startsWith("access-"));
    // The seven-month-old file was deleted at start; last week's stays.
    expect(files.some((f) => readFileSync(path.join(logDir, f), "utf8") === "velho\n")).toBe(false);
    expect(files.some((f) => readFileSync(path.join(logDir, f), "utf8") === "recente\n")).toBe(true);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
    const file = path.join(logDir, `access-${today}.log`);
    await expect.poll(() => existsSync(file) && readFileSync(file, "utf8")).toMatch(expected);
    await expect.poll(() => readFileSync(file, "utf8")).toMatch(/ GET \/blog\/%00 400 \d+ms$/m);
    expect(readFileSync(file, "utf8")).not.toContain("segredo=");
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("erros esperados do cliente não deixam rastro de pilha na saída do servidor", async () => {
    const origin = server.base;
    const requests: Array<[string, RequestInit]> = [
      ["/blog?q=%00", {}],
      ["/%E0%A4%A", {}],
      ["/", { method: "PUT", headers: { Origin: origin } }],
      ["/blog", { method: "DELETE", headers: { Origin: origin } }],
      ["/blog", { method: "POST", headers: { Origin: origin }, body: "a=1" }],
      ["/auth", { method: "POST", headers: { Origin: origin, "Content-Type": "application/json" }, body: "{}" }],
      ["/auth", { method: "POST", headers: { Origin: origin, "Content-Type": "text/plain" }, body: "x" }],
      [
        "/auth",
        {
          method: "POST",
          headers: { Origin: origin, "Content-Type": "multipart/form-data; boundary=x" },
          body: "--x\r\nlixo",
        },
      ],
      ["/auth", { method: "POST", headers: { Origin: "null" }, body: "a=1" }],
      ["/auth", { method: "POST", body: "x".repeat(70 * 1024), headers: { Origin: origin } }],
      ["/nao-existe", {}],
    ];
    for (const [p, init] of requests) {
      const res = await fetch(server.base + p, init);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
      await res.text();
    }
    await expect.poll(() => server.output()).toMatch(/ GET \/nao-existe 404 \d+ms$/m);
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toMatch(/Error:/);
  });

  afterAll(async () => {
    if (server) expect(await stop(server.child)).toBe(0);
  });
});
