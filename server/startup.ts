// Everything the server does before it listens: open the database (holding the lock
// on the embedded folder), apply migrations, seed demo content into an empty embedded
// database and make sure an administrator exists.
import { correctDemoTexts, seedDemoContent, isDatabaseEmpty } from "../db/seed";
import { createAdmin, getAuth, hasAnyUser } from "../app/lib/auth/auth.server";
import { startRetentionSweep } from "../app/lib/auth/retention-sweep.server";
import { fixDataDirModes, pgliteDir, secureDataDir } from "../app/lib/data/data-dir.server";
import { acquireDataDirLock } from "../app/lib/data/data-lock.server";
import type { CacheBus } from "../app/lib/data/cache-bus.server";
import { openDb, setDbHandle, type DbHandle } from "../app/lib/data/db.server";
import { isSiteIdentityComplete } from "../app/models/site-identity.server";
import type { Env } from "../app/lib/env.server";
import { randomBytes } from "node:crypto";

export const DEMO_ADMIN_EMAIL = "admin@cervejometro.local";

export interface Services {
  handle: DbHandle;
  /** Resolves once migrations have run (immediately unless the database was down). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export async function startServices(env: Env, log = console): Promise<Services> {
  let release = () => {};
  let handle: DbHandle;
  if (env.DATABASE_URL) {
    handle = await openDb({ kind: "postgres", url: env.DATABASE_URL });
  } else {
    release = acquireDataDirLock(env.DATA_DIR);
    try {
      // Issue 10: the folder and every file in it private to this user (0700/0600).
      secureDataDir(env.DATA_DIR);
      handle = await openDb({ kind: "pglite", dir: pgliteDir(env) });
    } catch (error) {
      release();
      throw error;
    }
  }
  setDbHandle(handle);
  // Issue 9: with several servers on one PostgreSQL, a write on one drops the cached
  // copies on all (LISTEN/NOTIFY). It reconnects by itself while the database is away.
  // Loaded only for PostgreSQL: the bus holds the PostgreSQL driver, about 10 MB of memory
  // for nothing on the embedded database (issue 12.6).
  const bus: CacheBus | undefined = env.DATABASE_URL
    ? (await import("../app/lib/data/cache-bus.server")).startCacheBus({ url: env.DATABASE_URL, log })
    : undefined;

  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve) => {
    const attempt = async () => {
      if (stopped) return;
      try {
        await handle.migrate();
        await prepareContent(handle, env, log);
        resolve();
      } catch (error) {
        // docs/decisions/0014-caching-and-degradation.md: the site keeps serving what needs no data while the database is away.
        log.error(`[db] banco de dados indisponível (${(error as Error).message}); nova tentativa em 10 s.`);
        retry = setTimeout(attempt, 10_000);
        retry.unref();
      }
    };
    void attempt();
  });
  // Issue 27 §2: failed sign-ins and sessions deleted when the privacy policy says, by a
  // sweep every minute once the tables exist (unref'd: it never holds the process open).
  let stopSweep: (() => void) | undefined;
  void ready.then(() => {
    if (!stopped) stopSweep = startRetentionSweep({ log, audienceMonths: env.AUDIENCE_RETENTION_MONTHS });
  });
  // An embedded database is local: wait for it, so the first request sees content.
  if (!env.DATABASE_URL) {
    await ready;
    // PGlite writes a fresh database's files (and pg_internal.init at each start) with
    // open modes whatever the umask.
    fixDataDirModes(env.DATA_DIR);
  }

  return {
    handle,
    ready,
    async close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      stopSweep?.();
      await bus?.close();
      await handle.close();
      setDbHandle(undefined);
      release();
    },
  };
}

async function prepareContent(handle: DbHandle, env: Env, log: Pick<Console, "log" | "error">) {
  const embedded = handle.kind !== "postgres";
  if (embedded && (await isDatabaseEmpty(handle.db))) {
    const counts = await seedDemoContent(handle.db);
    log.log(
      `[seed] conteúdo de demonstração criado: ${counts.posts} posts, ${counts.categories} categorias, ${counts.ads} anúncios.`,
    );
  }
  // Issue 27: a demo text corrected since this database was seeded, unless the administrator changed it.
  await correctDemoTexts(handle.db);
  await getAuth(); // fail early on a bad auth configuration
  // D21: a public site names who runs it. Until the administrator fills /admin/site (the demo's
  // fictitious operator does not count), a production start says so.
  if (env.NODE_ENV === "production" && !(await isSiteIdentityComplete())) {
    log.log(
      "[site] Aviso: os dados do responsável pelo site (nome, CPF ou CNPJ, endereço, contato, foro) não foram preenchidos. " +
        "Preencha-os em /admin/site antes de publicar o site: as páginas legais dependem deles.",
    );
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const ctx = await getAuth().$context;
    if (!(await ctx.internalAdapter.findUserByEmail(env.ADMIN_EMAIL.toLowerCase()))) {
      await createAdmin({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
      log.log(`[admin] administrador ${env.ADMIN_EMAIL} criado a partir de ADMIN_EMAIL/ADMIN_PASSWORD.`);
    }
  } else if (embedded && !(await hasAnyUser())) {
    // docs/decisions/0013-admin-and-security.md: only on the embedded development database, and only once.
    const password = randomBytes(12).toString("base64url");
    await createAdmin({ email: DEMO_ADMIN_EMAIL, password, name: "Administrador de demonstração" });
    log.log(
      [
        "",
        "  Administrador de demonstração criado (esta senha não será mostrada de novo):",
        `    e-mail: ${DEMO_ADMIN_EMAIL}`,
        `    senha:  ${password}`,
        "  Troque-a com: npm run admin -- reset-password --email " + DEMO_ADMIN_EMAIL + " --password NOVA_SENHA",
        "",
      ].join("\n"),
    );
  }
}
