// The production server as an operator meets it: it keeps serving without its database
// (docs/decisions/0014-caching-and-degradation.md), holds its PGlite folder against other tools, shuts down cleanly, and keeps
// serving its own build while a new one is made (issue 13.4).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, realpathSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
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

/** The compiled server on a free port; `npm run serve` unless other arguments are given. */
async function startServer(env: Record<string, string>, args = ["scripts/start.mjs", "--no-build"]) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      // Production writes the access log's files, by default beside the data folder (in the
      // shared temporary folder here): each server gets a folder of its own.
      ACCESS_LOG_DIR: mkdtempSync(path.join(os.tmpdir(), "cervejometro-logs-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  // Up to 2 minutes: a first start creates the embedded database (initdb), which took over 60 s
  // with the machine's load average at 15.
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

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on("exit", (code) => resolve(code));
  });
}

describe("without a reachable database (D14)", () => {
  it("still serves the calculators and static pages, reports 503 on /healthz and the blog error screen", async () => {
    const closedPort = await freePort();
    const { child, base } = await startServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/nada`,
      BETTER_AUTH_SECRET: "x".repeat(40),
      SITE_URL: "http://127.0.0.1",
    });
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "degraded", database: "down" });

    for (const page of ["/", "/ibu", "/abv", "/glossario", "/termos-de-uso"]) {
      const res = await fetch(base + page);
      expect(res.status, page).toBe(200);
      const html = await res.text();
      expect(html).toContain("Espaço para anúncio — Topo"); // no ads: the house card (D15) instead
      expect(html).toContain('<link rel="canonical" href="https://cervejometro.com.br'); // default SEO
    }
    const blog = await fetch(`${base}/blog`);
    expect(blog.status).toBe(503);
    const html = await blog.text();
    expect(html).toContain("Erro ao carregar posts");
    expect(html).toContain("Ocorreu um erro ao tentar carregar os posts. Por favor, tente novamente mais tarde.");

    // An unhandled failure (a post read with the database away) gets the generic screen,
    // status 500, and no stack trace in production.
    const post = await fetch(`${base}/blog/um-post-qualquer`);
    expect(post.status).toBe(500);
    const errorHtml = await post.text();
    expect(errorHtml).toContain("Unexpected Application Error!");
    expect(errorHtml).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.server\.ts|ECONNREFUSED/);

    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);
  }, 180_000); // starts its own server: a first start on a loaded machine can take a minute
});

describe("the embedded database folder", () => {
  it("is locked while the server runs, refused to the admin tool, and released on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-lock-"));
    dirs.push(dataDir);
    const { child, base, output } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // First start on an empty embedded database: demo content and a demo administrator, printed once.
    expect(output()).toContain("Administrador de demonstração criado");
    expect(output()).toMatch(/senha:\s+\S{12,}/);
    const lockFile = path.join(dataDir, "cervejometro.lock");
    expect(existsSync(lockFile)).toBe(true);

    const admin = (args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
        encoding: "utf8",
      });
    const refused = admin(["create", "--email", "outro@cervejometro.test", "--password", "senha-segura-123"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("em uso pelo servidor");

    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);
    expect(output()).toContain("[server] encerrado.");
    expect(existsSync(lockFile)).toBe(false);

    const created = admin(["create", "--email", "outro@cervejometro.test", "--password", "senha-segura-123"]);
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Administrador outro@cervejometro.test criado.");
    const again = admin(["create", "--email", "outro@cervejometro.test", "--password", "senha-segura-123"]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("Já existe um usuário");

    // A second start does not print a new demo password: the administrator exists.
    const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(second.output()).not.toContain("Administrador de demonstração criado");
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);
  }, 180_000); // two processes of ours, each opening the database
});

describe("the ad counts at shutdown (issue 25)", () => {
  it("a beacon's impression and view and a click, still in memory at SIGTERM, are in the database after it", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-counts-"));
    dirs.push(dataDir);
    const { child, base } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const browser = {
      "User-Agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Accept-Language": "pt-BR",
    };
    const html = await (await fetch(`${base}/`, { headers: { ...browser, Accept: "text/html" } })).text();
    const adId = /data-ad-slot="header" data-ad-id="([^"]+)"/.exec(html)?.[1];
    const token = /pageView\\?",\\?"([^"\\]+)/.exec(html)?.[1];
    expect(adId).toMatch(/^[0-9a-f-]{36}$/);
    expect(token).toHaveLength(36);
    const beacon = await fetch(`${base}/anuncio/evento`, {
      method: "POST",
      headers: { ...browser, Accept: "*/*", Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([
        ["t", token!],
        ["e", `i.${adId}`],
        ["e", `v.${adId}`],
      ]).toString(),
    });
    expect(beacon.status).toBe(204);
    const click = await fetch(`${base}/anuncio/${adId}`, {
      headers: { ...browser, Accept: "text/html" },
      redirect: "manual",
    });
    expect(click.status).toBe(302);
    // At once, well inside the 5-second batch: only the shutdown flush can write them.
    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);

    const { openDb } = await import("~/lib/data/db.server");
    const handle = await openDb({ kind: "pglite", dir: path.join(dataDir, "pglite") });
    try {
      const { rows } = await handle.pglite!.query<{ impressions: number; views: number; clicks: number }>(
        "select impressions::int, views::int, clicks::int from ads where id = $1",
        [adId],
      );
      expect(rows).toEqual([{ impressions: 1, views: 1, clicks: 1 }]);
      const days = await handle.pglite!.query<{ impressions: number; views: number; clicks: number }>(
        "select impressions, views, clicks from ad_daily_stats where ad_id = $1",
        [adId],
      );
      expect(days.rows).toEqual([{ impressions: 1, views: 1, clicks: 1 }]);
    } finally {
      await handle.close();
    }
  }, 180_000);
});

/** Every file under `dir` with its inode, size and modification time. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(name));
    const stat = statSync(file);
    if (stat.isFile()) out[String(name)] = `${stat.ino} ${stat.size} ${stat.mtimeMs}`;
  }
  return out;
}

describe("a new build while a server runs (issue 13.4)", () => {
  it("never touches the running server's build, which still serves every route and chunk; a restart on a fresh build builds nothing", async () => {
    const link = path.resolve(root, process.env.BUILD_DIR || "build");
    const served = realpathSync(link);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-rebuild-"));
    dirs.push(dataDir);
    const { child, base } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    // Only /healthz so far: every lazily loaded server module is still to be imported.
    const before = filesOf(served);

    // What `npm start` does when the sources changed (forced here: they may not have).
    const build = spawnSync(process.execPath, ["scripts/build.mjs", "--force"], { cwd: root, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);
    const fresh = realpathSync(link);
    expect(fresh).not.toBe(served);
    // Not one file of the running server's build rewritten, moved or deleted.
    expect(filesOf(served)).toEqual(before);

    const blog = await (await fetch(`${base}/blog`)).text();
    const post = blog.match(/href="(\/blog\/[^"?#/]+)"/)?.[1];
    expect(post).toBeTruthy();
    const pages = [
      "/",
      "/festa",
      "/por-pessoa",
      "/ibu",
      "/abv",
      "/orcamento",
      "/blog",
      post!,
      "/drinks",
      "/glossario",
      "/infograficos",
      "/termos-de-uso",
      "/politica-de-privacidade",
      "/auth",
      "/robots.txt",
      "/sitemap.xml",
      "/rss.xml",
    ];
    const images = new Set<string>();
    for (const page of pages) {
      const res = await fetch(base + page);
      expect(res.status, page).toBe(200);
      const html = await res.text();
      // Link-preview images are rendered by server modules loaded on first use.
      for (const m of html.matchAll(/<meta property="og:image" content="https?:\/\/[^/"]+(\/og\/[^"]+)"/g))
        images.add(m[1]!);
    }
    for (const image of images) expect((await fetch(base + image)).status, image).toBe(200);
    // Every script and stylesheet of the build the pages were rendered with, lazy route chunks included.
    const assets = readdirSync(path.join(served, "client", "assets")).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.length).toBeGreaterThan(10);
    for (const asset of assets) expect((await fetch(`${base}/assets/${asset}`)).status, asset).toBe(200);

    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);

    // `npm start` again on an up-to-date build starts at once on it, building nothing. (The
    // build above is brought up to date first: in a checkout being edited, the sources may
    // have changed while it ran.)
    const update = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, encoding: "utf8" });
    expect(update.status, update.stderr).toBe(0);
    const current = realpathSync(link);
    const again = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" }, ["scripts/start.mjs"]);
    expect((await fetch(`${again.base}/`)).status).toBe(200);
    expect(again.output()).toContain("build em dia");
    expect(again.output()).not.toContain("building client environment");
    expect(realpathSync(link)).toBe(current);
    again.child.kill("SIGTERM");
    expect(await exited(again.child)).toBe(0);
  }, 420_000); // a server's first start and a whole build (or two), on two busy cores
});
