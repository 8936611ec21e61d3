// npm run bench -- search: the blog's search and feeds at scale (issue 12.5), figures for
// the closing notes, never a timed test. Seeds the demo content plus 20,000 posts (every
// one ends with "A maturação a frio…", so those words match them all), then times what
// /blog runs (listPostsCached: search, count and tags; the plain list's first pages
// cached) and the admin's title search — the first call, then the median and worst of
// several — and sizes the sitemap.
// "CPU ms" is the CPU time per call (this process, and the throwaway cluster's processes):
// unlike the wall times it hardly moves when other programs load the machine.
//
// PostgreSQL: DATABASE_URL (a database the script may fill: it creates and drops its own
// `bench_search_*` database there), else a throwaway cluster started like scripts/test.mjs
// does when the server binaries are installed. Then the embedded database (PGlite in
// memory). BENCH_POSTS changes the count; BENCH_ONLY=postgres|pglite runs one.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDb, setDbHandle, schema, type Db, type DbHandle } from "../app/lib/data/db.server";
import { setEnv, parseEnv } from "../app/lib/env.server";
import { slugify } from "../app/lib/slug";
import { sitemapFiles } from "../app/lib/seo/feeds";
import { processCache } from "../app/lib/data/ttl-cache.server";
import { listAdminPosts } from "../app/models/post-writes.server";
import { listPostSlugsForSitemap, listPostsCached } from "../app/models/posts.server";
import { seedDemoContent } from "../db/seed";
import { demoPosts } from "../db/seed-data";

const POSTS = Number(process.env.BENCH_POSTS ?? 20_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 9);
const ONLY = process.env.BENCH_ONLY;

// What visitors type: a word in every post, nothing at all, a style, a word with and
// without accents, two words, a title word, a deep page, and the plain list.
const CASES: { label: string; q?: string; page?: number; category?: string; admin?: boolean }[] = [
  { label: "maturacao (all posts)", q: "maturacao" },
  { label: "maturação, page 500", q: "maturação", page: 500 },
  { label: "xyzzy (no match)", q: "xyzzy" },
  { label: "ipa", q: "ipa" },
  { label: "LÚPULO", q: "LÚPULO" },
  { label: "harmonização queijo", q: "harmonização queijo" },
  { label: "catharina sour", q: "catharina sour" },
  { label: '"maturação a frio" (all)', q: '"maturação a frio"' },
  { label: "-xyzzy (all)", q: "-xyzzy" },
  { label: "ipa or lager", q: "ipa or lager" },
  { label: "ipa + category", q: "ipa", category: "Estilos de Cerveja" },
  { label: "no search, page 1" },
  { label: "no search, page 3000", page: 3000 },
  { label: "category, page 1", category: "Harmonização" },
  // The admin's title search (/admin?q=), drafts included: title words by prefix.
  { label: "admin: catharina", q: "catharina", admin: true },
  { label: "admin: c (most titles)", q: "c", admin: true },
  { label: "admin: xyzzy", q: "xyzzy", admin: true },
];

setEnv(
  parseEnv({
    NODE_ENV: "test",
    SITE_URL: "http://localhost:3000",
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-1",
  }),
);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function seedMany(db: Db, n: number) {
  await seedDemoContent(db);
  const categories = await db
    .select({ id: schema.categories.id, name: schema.categories.name })
    .from(schema.categories);
  const tags = await db.select({ id: schema.tags.id, name: schema.tags.name }).from(schema.tags);
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const tagId = new Map(tags.map((t) => [t.name, t.id]));
  const day = 86_400_000;
  const start = Date.now() - 2 * day;
  const BATCH = 500;
  for (let from = 0; from < n; from += BATCH) {
    const rows: { demo: (typeof demoPosts)[number]; values: typeof schema.posts.$inferInsert }[] = [];
    for (let i = from; i < Math.min(n, from + BATCH); i++) {
      const demo = demoPosts[i % demoPosts.length]!;
      const name = `${demo.name} ${i + 1}`.slice(0, 100);
      const at = new Date(start - i * 37 * 60_000);
      rows.push({
        demo,
        values: {
          name,
          slug: `${slugify(demo.name).slice(0, 120)}-${i + 1}`,
          content: `${demo.content}\n\nA maturação a frio deixa a cerveja ${i % 2 ? "mais limpa" : "mais redonda"}.`,
          categoryId: categoryId.get(demo.category) ?? null,
          createdAt: at,
          publishedAt: at,
          updatedAt: at,
        },
      });
    }
    const inserted = await db
      .insert(schema.posts)
      .values(rows.map((r) => r.values))
      .returning({ id: schema.posts.id });
    const links = inserted.flatMap((row, k) =>
      rows[k]!.demo.tags.map((t) => ({ postId: row.id, tagId: tagId.get(t)! })),
    );
    await db.insert(schema.postsTags).values(links);
    if ((from / BATCH) % 8 === 7) process.stdout.write(`  ${from + BATCH} posts…\n`);
  }
  // The triggers rewrite each post once its tags arrive; autovacuum would clean that up
  // on a live server (PGlite has none: its numbers are after the same cleanup).
  await db.execute(sql`vacuum analyze`);
}

// CPU time spent on the searches, which unlike wall time hardly moves when other programs
// load the machine: this process's own (PGlite runs inside it) plus, for the throwaway
// cluster, every PostgreSQL process's (Linux /proc, clock ticks of 10 ms).
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function clusterCpuMs(postmaster: number): number {
  let sum = processCpuMs(postmaster);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      if (Number(fields[1]) === postmaster) sum += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return sum;
}

function cpuMs(postmaster?: number): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000 + (postmaster ? clusterCpuMs(postmaster) : 0);
}

async function measure(kind: string, handle: DbHandle, postmaster?: number) {
  setDbHandle(handle);
  let t = performance.now();
  await handle.migrate();
  await seedMany(handle.db, POSTS);
  console.log(`\n${kind}: ${POSTS} posts seeded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  console.log(
    `  ${"search".padEnd(26)} ${"total".padStart(6)} ${"first ms".padStart(9)} ${"median ms".padStart(10)} ${"max ms".padStart(8)} ${"CPU ms".padStart(7)}`,
  );
  for (const c of CASES) {
    // What /blog calls: searches are never cached, the plain list's first pages are (the
    // first call fills the cache, the next ones read it).
    processCache().dropLocal();
    const times: number[] = [];
    let total = 0;
    let first = 0;
    let cpu = 0;
    for (let i = 0; i < REPEAT + 1; i++) {
      if (i === 1) cpu = cpuMs(postmaster);
      t = performance.now();
      const result = c.admin
        ? await listAdminPosts({ q: c.q, page: c.page })
        : await listPostsCached({ q: c.q, page: c.page, category: c.category });
      if (i === 0) first = performance.now() - t;
      else times.push(performance.now() - t);
      total = result.total;
    }
    console.log(
      `  ${c.label.padEnd(26)} ${String(total).padStart(6)} ${first.toFixed(1).padStart(9)} ${median(times).toFixed(1).padStart(10)} ${Math.max(
        ...times,
      )
        .toFixed(1)
        .padStart(8)} ${((cpuMs(postmaster) - cpu) / REPEAT).toFixed(1).padStart(7)}`,
    );
  }
  t = performance.now();
  const files = sitemapFiles("cervejometro.com.br", await listPostSlugsForSitemap(), new Date());
  const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.xml), 0);
  console.log(
    `  sitemap: ${files.length} file(s), ${(bytes / 1024 / 1024).toFixed(1)} MB in all, largest ${(Math.max(...files.map((f) => Buffer.byteLength(f.xml))) / 1024 / 1024).toFixed(2)} MB, built in ${(performance.now() - t).toFixed(0)} ms`,
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL cluster (as scripts/test.mjs starts one), or null without binaries. */
async function throwawayPostgres(): Promise<{ url: string; postmaster: number; stop(): void } | null> {
  const base = "/usr/lib/postgresql";
  const version = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) return null;
  const bin = path.join(base, version, "bin");
  const dir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-bench-pg-"));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) spawnSync("chown", ["-R", "postgres", dir]);
  const sh = (cmd: string, args: string[]) => {
    const [c, a] = isRoot
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    return spawnSync(c as string, a as string[], { stdio: ["ignore", "ignore", "inherit"] }).status;
  };
  const data = path.join(dir, "data");
  const port = await freePort();
  if (sh("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]) !== 0)
    throw new Error("initdb failed");
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${data} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  if (sh("pg_ctl", ["-D", data, "-w", "-l", path.join(dir, "log"), "-o", opts, "start"]) !== 0)
    throw new Error("pg_ctl start failed");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    postmaster: Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    stop() {
      sh("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (ONLY !== "pglite") {
  const cluster = process.env.DATABASE_URL ? null : await throwawayPostgres();
  const serverUrl = process.env.DATABASE_URL || cluster?.url;
  if (!serverUrl) {
    console.log("\nPostgreSQL: no DATABASE_URL and no server binaries; skipped");
  } else {
    const name = `bench_search_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDb({ kind: "postgres", url: url.toString() });
    try {
      await measure("PostgreSQL", handle, cluster?.postmaster);
    } finally {
      await handle.close();
      if (process.env.BENCH_KEEP) console.log(`  kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      cluster?.stop();
    }
  }
}
if (ONLY !== "postgres") {
  const handle = await openDb({ kind: "pglite-memory" });
  try {
    await measure("PGlite (embedded, in memory)", handle);
  } finally {
    await handle.close();
  }
}
