// Two servers on one PostgreSQL (issue 9 point 4): each with its own cache and its own
// LISTEN connection. A write on A must show on B's next read even though B's cached
// copy has a minute to live; B drops only what A invalidated; after B's connection is
// killed it reconnects by itself and drops its whole cache (it may have missed
// notifications). PostgreSQL only: PGlite is one process and has no bus.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCacheBus, type CacheBus } from "~/lib/data/cache-bus.server";
import { openDb, schema, setDbHandle, getDb, type DbHandle } from "~/lib/data/db.server";
import { parseEnv, setEnv } from "~/lib/env.server";
import { createTtlCache, invalidateCache, processCache, type TtlCache } from "~/lib/data/ttl-cache.server";
import { createCategory, listCategories, updateCategory } from "~/models/categories.server";

const serverUrl = process.env.TEST_DATABASE_URL;
const actor = { id: "bus-admin", email: "bus@example.com" };
const HOUR = 3_600_000;

describe.skipIf(!serverUrl)("cache bus on PostgreSQL", () => {
  let dbName = "";
  let dbUrl = "";
  let handle: DbHandle;
  let a: CacheBus;
  let b: CacheBus;
  // Server A is this process's app (its invalidateCache broadcasts); B has a cache of its own.
  let cacheA: TtlCache;
  let cacheB: TtlCache;
  const readOnB = () =>
    cacheB.cached("categories:list", HOUR, () => listCategories()).then((list) => list.map((c) => c.name));

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        SITE_URL: "http://localhost:3000",
        BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-123",
      }),
    );
    dbName = `t_bus_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    handle = await openDb({ kind: "postgres", url: dbUrl });
    await handle.migrate();
    setDbHandle(handle);
    await getDb().insert(schema.user).values({ id: actor.id, name: "Bus", email: actor.email });

    cacheA = processCache();
    cacheB = createTtlCache();
    a = startCacheBus({ url: dbUrl, log: quiet });
    b = startCacheBus({ url: dbUrl, cache: cacheB, minDelayMs: 50, maxDelayMs: 200, log: quiet });
    await Promise.all([a.whenConnected(), b.whenConnected()]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await handle?.close();
    setDbHandle(undefined);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it("a write on A shows on B's next read, and B keeps what A did not touch", async () => {
    expect(await readOnB()).toEqual([]);
    await cacheB.cached("seo:global", HOUR, async () => "configuração de B");
    const created = await createCategory({ name: "Nova no A", description: "" }, actor);
    expect(created.ok).toBe(true);
    // The notification travels asynchronously: wait for B's read to change.
    await expect.poll(readOnB, { timeout: 5000 }).toEqual(["Nova no A"]);
    expect(await cacheB.cached("seo:global", HOUR, async () => "recarregada")).toBe("configuração de B");

    // A rename too (the blog filters read the new name at once on every server).
    if (!created.ok) return;
    await updateCategory(created.category.id, { name: "Renomeada no A", description: "" }, actor);
    await expect.poll(readOnB, { timeout: 5000 }).toEqual(["Renomeada no A"]);
  });

  it("B's announcements reach A, and a server ignores its own", async () => {
    await cacheA.cached("ads:hoje", HOUR, async () => "anúncio antigo");
    await b.notify("ads:");
    await expect
      .poll(() => cacheA.cached("ads:hoje", HOUR, async () => "anúncio novo"), { timeout: 5000 })
      .toBe("anúncio novo");
    // B's own notice did not make B drop its keys (only a local invalidation does).
    await cacheB.cached("ads:hoje", HOUR, async () => "de B");
    await b.notify("ads:");
    // A later notice from A reaches B after B's own (one listener gets them in commit
    // order): once B has dropped A's marker, it has seen and ignored its own notice.
    await cacheB.cached("marca:b", HOUR, async () => 1);
    await a.notify("marca:");
    await expect.poll(() => cacheB.cached("marca:b", HOUR, async () => 2), { timeout: 5000 }).toBe(2);
    expect(await cacheB.cached("ads:hoje", HOUR, async () => "recarregada")).toBe("de B");
  });

  it("a killed connection comes back by itself and B drops its whole cache", async () => {
    await cacheB.cached("seo:page:/ibu", HOUR, async () => "antes da queda");
    const before = b.connections;
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = $1",
        [`cervejometro-cache-${b.serverId.slice(0, 8)}`],
      );
      expect(rows).toHaveLength(1);
    } finally {
      await admin.end();
    }
    await expect.poll(() => b.connections, { timeout: 10_000 }).toBe(before + 1);
    expect(b.connected).toBe(true);
    expect(await cacheB.cached("seo:page:/ibu", HOUR, async () => "depois")).toBe("depois");
    // And it listens again.
    await readOnB();
    await createCategory({ name: "Depois da queda", description: "" }, actor);
    await expect.poll(readOnB, { timeout: 5000 }).toContain("Depois da queda");
  });

  it("invalidateCache() on A broadcasts through the installed bus", async () => {
    await cacheB.cached("posts:lista", HOUR, async () => "velha");
    invalidateCache("posts:");
    await expect.poll(() => cacheB.cached("posts:lista", HOUR, async () => "nova"), { timeout: 5000 }).toBe("nova");
  });
});

const quiet = { log: () => {}, error: () => {} };
