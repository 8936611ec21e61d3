// The one database module (house style 4): embedded PGlite by default, a PostgreSQL
// server when DATABASE_URL is set. Both speak the same Drizzle pg-core schema and run
// the same committed migrations. The server opens one handle at start (setDbHandle) and
// the loaders read it (getDb).
import { execFile } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as schema from "../../../db/schema";

export { schema };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dir: string }
  | { kind: "pglite-memory"; from?: PGlite };

export interface DbHandle {
  db: Db;
  kind: DbTarget["kind"];
  /** Applies the committed migrations in ./drizzle. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded instance, for tests that clone a migrated database. */
  pglite?: PGlite;
}

/**
 * Extensions the migrations use, which an embedded database must load when it opens:
 * unaccent, for the blog's full-text search (drizzle/0003_search.sql). Anything that
 * opens a PGlite on our data (tests, tools) passes these.
 */
export const PGLITE_EXTENSIONS = { unaccent };

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/**
 * Issue 12.6: PostgreSQL's default 128 MB of shared buffers were the largest part of the
 * server's resident memory (PGlite keeps them inside its WebAssembly memory, and every byte
 * of them is resident from the start: 8 MB instead of 16 saves 8 MB). The demo database is
 * about 9 MB, most pages are served from the page cache, and a page outside the buffers is
 * one read from the OS cache away.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=8MB"];

/**
 * Issue 12.6: creating a new embedded database (PostgreSQL's initdb, its own WebAssembly
 * module) leaves about 70 MB in the process for good: malloc's main heap cannot shrink past
 * what initdb's work left fragmented, and PGlite keeps the compiled initdb module cached.
 * Run in a short-lived node process, that memory goes back to the system when it exits;
 * the server then opens the new folder as it opens an existing one (first start only,
 * about 1 s more).
 *
 * With PGLITE_CLUSTER_TEMPLATE set (scripts/test.mjs sets it for `npm test`: issue 27 §1.4),
 * the new folder is a copy of a cluster initdb made once in that folder.
 */
export async function createPgliteCluster(dir: string): Promise<void> {
  const template = process.env.PGLITE_CLUSTER_TEMPLATE;
  if (!template) return initdb(dir);
  // A copy of a cluster initdb made once (`npm test` starts a dozen embedded databases: about
  // 5 s of CPU each to initdb, a few milliseconds to copy). Made atomically, so processes that
  // start side by side all end up with one whole template.
  try {
    if (!existsSync(path.join(template, "PG_VERSION"))) {
      const fresh = `${template}.${process.pid}.${Date.now()}`;
      await initdb(fresh);
      try {
        renameSync(fresh, template);
      } catch {
        rmSync(fresh, { recursive: true, force: true }); // another process made it first
      }
    }
    cpSync(template, dir, { recursive: true, errorOnExist: true, force: false });
    chmodSync(dir, 0o700);
  } catch (error) {
    const message = (error as Error).message;
    if (message.startsWith("initdb do banco embutido falhou")) throw error;
    throw new Error(`initdb do banco embutido falhou: ${message}`, { cause: error });
  }
}

/** PostgreSQL's initdb for a new embedded folder, in a short-lived process (see above). */
async function initdb(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script =
    "const { PGlite } = require(process.argv[1]);" +
    "const db = new PGlite(process.argv[2]);" +
    "db.waitReady.then(() => db.close()).catch((error) => { console.error(error); process.exit(1); });";
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ["-e", script, entry, dir], (error, _stdout, stderr) => {
      if (error) reject(new Error(`initdb do banco embutido falhou: ${stderr.trim() || error.message}`));
      else resolve();
    });
  });
}

export async function openDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === "postgres") {
    // Loaded only for PostgreSQL: on the embedded database the driver is memory for nothing
    // (issue 12.6).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // An unreachable server must not crash the process: pages without data still
    // render (docs/decisions/0014-caching-and-degradation.md). Errors reach the caller of each query instead.
    pool.on("error", (error) => console.error("[db] erro no pool do PostgreSQL:", error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: () => pingDb(db),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (target.kind === "pglite") {
    // PGlite creates only the last folder of its path. Private: it holds password hashes.
    mkdirSync(path.dirname(path.resolve(target.dir)), { recursive: true, mode: 0o700 });
    if (!existsSync(path.join(target.dir, "PG_VERSION"))) await createPgliteCluster(target.dir);
    client = new PGlite(target.dir, { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
  } else {
    client = target.from ? ((await target.from.clone()) as PGlite) : new PGlite({ extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: target.kind,
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => pingDb(db),
    close: () => client.close(),
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- process-wide handle

// Production runs one compiled bundle, so a module variable is the whole story. In
// `npm run dev` Vite evaluates this module again when it or db/schema.ts is edited; the
// new copy must find the handle the server opened at start, so outside production it
// lives on globalThis.
const holder: { __cervejometroDb?: DbHandle } =
  process.env.NODE_ENV === "production" ? {} : (globalThis as { __cervejometroDb?: DbHandle });

export function setDbHandle(handle: DbHandle | undefined) {
  holder.__cervejometroDb = handle;
}

export function getDbHandle(): DbHandle {
  const handle = holder.__cervejometroDb;
  if (!handle) throw new Error("Banco de dados não inicializado: o servidor chama setDbHandle() ao iniciar.");
  return handle;
}

export function getDb(): Db {
  return getDbHandle().db;
}
