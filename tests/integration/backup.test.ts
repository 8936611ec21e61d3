// Issue 10, item 9: a seeded embedded database exported, imported into PostgreSQL (in
// the PostgreSQL pass; another PGlite otherwise) and compared row by row and byte by
// byte; the same through the two npm commands; and the admin download.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, getAuth } from "~/lib/auth/auth.server";
import {
  BackupError,
  backupTables,
  createBackup,
  decodeBackup,
  encodeBackup,
  restoreBackup,
  type BackupArchive,
} from "~/lib/data/backup.server";
import { acquireDataDirLock } from "~/lib/data/data-lock.server";
import { schema, setDbHandle, type DbHandle } from "~/lib/data/db.server";
import { seedDemoContent } from "../../db/seed";
import { loader as backupLoader } from "~/routes/admin/backup";
import { openMigratedPglite, openTestDb, usingPostgres } from "../setup/test-db";

const root = path.resolve(import.meta.dirname, "../..");
const ADMIN = { email: "dona@cervejometro.test", password: "Lupulo-Cascade-Backup-2026" };
const tmp = mkdtempSync(path.join(os.tmpdir(), "cervejometro-backup-"));

let source: DbHandle;
let spare: DbHandle;
const opened: { drop(): Promise<void> }[] = [];
const pgDatabases: string[] = [];
let image: Buffer;
let archive: BackupArchive;
let file: Buffer;

/** A fresh, empty, migrated target: a PostgreSQL database in the PostgreSQL pass, else PGlite. */
async function emptyTarget() {
  const target = await openTestDb();
  opened.push(target);
  return target;
}

async function signIn(email: string, password: string) {
  const { headers } = await getAuth().api.signInEmail({
    body: { email, password },
    headers: new Headers(),
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function count(handle: DbHandle, table: string): Promise<number> {
  const result = (await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
}

beforeAll(async () => {
  // The source is always the embedded database, as on a site about to move.
  spare = await openTestDb(); // sets the test configuration; its empty database is the first target
  opened.push(spare as DbHandle & { drop(): Promise<void> });
  source = await openMigratedPglite();
  setDbHandle(source);
  await seedDemoContent(source.db);
  await createAdmin({ email: ADMIN.email, password: ADMIN.password, name: "Dona do Bar" });
  const [admin] = await source.db.select({ id: schema.user.id }).from(schema.user);
  // An image with every byte value, including NULs and invalid UTF-8.
  image = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300_000)]);
  const [stored] = await source.db
    .insert(schema.media)
    .values({
      mimeType: "image/webp",
      sizeBytes: image.length,
      sha256: createHash("sha256").update(image).digest("hex"),
      originalName: "balcão.webp",
      altText: "Balcão do bar com torneiras de chope",
      width: 640,
      height: 480,
      data: image,
      uploadedBy: admin!.id,
    })
    .returning({ id: schema.media.id });
  // Issue 28 item 5: a post's cover, and a revision that carries it, travel with the archive.
  const [post] = await source.db.select({ id: schema.posts.id }).from(schema.posts).limit(1);
  await source.db.update(schema.posts).set({ coverImageId: stored!.id }).where(eq(schema.posts.id, post!.id));
  await source.db.insert(schema.postRevisions).values({
    postId: post!.id,
    userEmail: "sistema",
    name: "Com capa",
    content: "Texto.",
    slug: "com-capa",
    status: "published",
    tags: [],
    coverImageId: stored!.id,
  });
  // Short-lived state that must stay out of a backup.
  await signIn(ADMIN.email, ADMIN.password);
  await source.db.insert(schema.loginFailures).values({ key: "ip:203.0.113.9" });
  expect(await count(source, "session")).toBe(1);

  archive = await createBackup(source.db);
  file = encodeBackup(archive);
});

afterAll(async () => {
  await source?.close();
  for (const d of opened) await d.drop();
  if (pgDatabases.length) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of pgDatabases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(tmp, { recursive: true, force: true });
});

describe("the backup archive", () => {
  it("holds every content table of the schema with counts and checksums, and no sessions", async () => {
    const names = archive.tables.map((t) => t.name);
    expect(names).toEqual(backupTables().map((t) => t.name));
    for (const t of [
      "posts",
      "categories",
      "tags",
      "posts_tags",
      "ads",
      "seo_global_settings",
      "seo_page_settings",
      "media",
      "user",
      "account",
      // Issue 28: who runs the site (the demo's operator here).
      "site_identity",
    ]) {
      expect(names).toContain(t);
    }
    expect(archive.tables.find((t) => t.name === "site_identity")!.rowCount).toBe(1);
    for (const t of ["session", "verification", "login_failures"]) expect(names).not.toContain(t);
    // Referenced tables come before the tables that point at them.
    expect(names.indexOf("categories")).toBeLessThan(names.indexOf("posts"));
    expect(names.indexOf("posts")).toBeLessThan(names.indexOf("posts_tags"));
    expect(names.indexOf("user")).toBeLessThan(names.indexOf("media"));
    for (const t of archive.tables) expect(t.rowCount, t.name).toBe(await count(source, t.name));
    expect(archive.tables.find((t) => t.name === "posts")!.rowCount).toBeGreaterThan(0);
    expect(archive.tables.find((t) => t.name === "account")!.rows[0]!.password).toMatch(/\S{20,}/); // the hash travels
    expect(archive.migration).toMatch(/^\d{4}_/);
    expect(file.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    expect(decodeBackup(file).tables).toEqual(archive.tables);
  });

  it("is refused when altered", () => {
    const tampered = JSON.parse(gunzipSync(file).toString("utf8")) as BackupArchive;
    tampered.tables.find((t) => t.name === "posts")!.rows[0]!.name = "Outro título";
    expect(() => decodeBackup(encodeBackup(tampered))).toThrow(/sha256 da tabela posts/);
    expect(() => decodeBackup(Buffer.from("not gzip"))).toThrow(BackupError);
  });
});

describe(`import into an empty ${usingPostgres ? "PostgreSQL" : "PGlite"} database`, () => {
  let target: DbHandle;

  beforeAll(async () => {
    target = spare;
    const result = await restoreBackup(target.db, decodeBackup(file));
    expect(result.tables.map((t) => t.name)).toEqual(archive.tables.map((t) => t.name));
  });

  it("loses nothing: every row of every table and every media byte", async () => {
    const again = await createBackup(target.db);
    expect(again.tables.map((t) => t.name)).toEqual(archive.tables.map((t) => t.name));
    for (const t of archive.tables) {
      const copy = again.tables.find((c) => c.name === t.name)!;
      expect(copy.rows, t.name).toEqual(t.rows);
      expect(copy.sha256, t.name).toBe(t.sha256);
    }
    const [media] = await target.db.select().from(schema.media);
    if (!media) throw new Error("no media row");
    expect(Buffer.compare(media.data, image)).toBe(0);
    expect(createHash("sha256").update(media.data).digest("hex")).toBe(media.sha256);
    expect(await count(target, "session")).toBe(0);
    expect(await count(target, "login_failures")).toBe(0);
  });

  it("keeps the administrator's password: the owner signs in on the new database", async () => {
    setDbHandle(target);
    try {
      expect(await signIn(ADMIN.email, ADMIN.password)).toMatch(/session_token=/);
    } finally {
      setDbHandle(source);
    }
  });

  it("refuses a database that already has content, changing nothing", async () => {
    const before = await count(target, "posts");
    await expect(restoreBackup(target.db, archive)).rejects.toThrow(/não está vazio/);
    expect(await count(target, "posts")).toBe(before);
  });

  it("imports an archive of the previous release, taken before the site identity existed (issue 28)", async () => {
    const previous = structuredClone(archive);
    previous.tables = previous.tables.filter((t) => t.name !== "site_identity");
    previous.migration = "0009_search_styles";
    const fresh = await emptyTarget();
    await restoreBackup(fresh.db, decodeBackup(encodeBackup(previous)));
    for (const t of previous.tables) expect(await count(fresh, t.name), t.name).toBe(t.rowCount);
    // Nothing to carry: the administrator fills /admin/site after the restore (the admin says so).
    expect(await count(fresh, "site_identity")).toBe(0);
  });

  it("carries a post's cover and the library's alt text, and imports an archive from before them (issue 28)", async () => {
    const [media] = await target.db.select({ id: schema.media.id, altText: schema.media.altText }).from(schema.media);
    expect(media?.altText).toBe("Balcão do bar com torneiras de chope");
    const covered = await target.db
      .select({ id: schema.posts.id })
      .from(schema.posts)
      .where(eq(schema.posts.coverImageId, media!.id));
    expect(covered).toHaveLength(1);
    const revisions = await target.db
      .select({ id: schema.postRevisions.id })
      .from(schema.postRevisions)
      .where(eq(schema.postRevisions.coverImageId, media!.id));
    expect(revisions).toHaveLength(1);

    // The release before migration 0013: no alt text, no covers.
    const previous = structuredClone(archive);
    previous.migration = "0012_post_revisions";
    const drop: Record<string, string[]> = {
      media: ["alt_text"],
      posts: ["cover_image_id"],
      post_revisions: ["cover_image_id", "autosave", "edit_session"],
    };
    for (const t of previous.tables) {
      const gone = drop[t.name];
      if (!gone) continue;
      t.columns = t.columns.filter((c) => !gone.includes(c));
      for (const row of t.rows) for (const c of gone) delete row[c];
      t.sha256 = createHash("sha256").update(JSON.stringify(t.rows)).digest("hex");
    }
    const fresh = await emptyTarget();
    await restoreBackup(fresh.db, decodeBackup(encodeBackup(previous)));
    for (const t of previous.tables) expect(await count(fresh, t.name), t.name).toBe(t.rowCount);
    const [old] = await fresh.db.select({ altText: schema.media.altText }).from(schema.media);
    expect(old?.altText).toBe("");
    expect(
      await fresh.db
        .select()
        .from(schema.posts)
        .where(sql`${schema.posts.coverImageId} is not null`),
    ).toHaveLength(0);
  });

  it("rolls everything back when one row fails", async () => {
    const broken = structuredClone(archive);
    const ads = broken.tables.find((t) => t.name === "ads")!;
    ads.rows[ads.rows.length - 1]!.position = "rodapé-inexistente"; // breaks a check constraint
    const fresh = await emptyTarget();
    await expect(restoreBackup(fresh.db, broken)).rejects.toThrow();
    for (const t of archive.tables) expect(await count(fresh, t.name), t.name).toBe(0);
  });
});

describe("npm run db:export / db:import", () => {
  function npmScript(args: string[], env: Record<string, string>) {
    return spawnSync(process.execPath, ["--import", "tsx", "scripts/db.ts", ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
      encoding: "utf8",
      timeout: 120_000,
    });
  }

  it("moves the database with the two commands (embedded → the configured database → a new archive)", async () => {
    const archiveFile = path.join(tmp, "backup.json.gz");
    writeFileSync(archiveFile, file);
    // The configured database: a new, empty PostgreSQL database in that pass (the
    // command applies the migrations), an embedded folder that does not exist yet otherwise.
    const env: Record<string, string> = usingPostgres
      ? { DATABASE_URL: await createPgDatabase() }
      : { DATA_DIR: path.join(tmp, "novo-data") };
    const imported = npmScript(["import", archiveFile], env);
    expect(imported.stderr).toBe("");
    expect(imported.status).toBe(0);
    expect(imported.stdout).toMatch(/importada \(banco (postgres|pglite)\)/);
    // Issue 27 item 1.3: checksums detect corruption, not tampering; the import says so.
    expect(imported.stdout).toContain("detectam um arquivo corrompido, não um arquivo alterado de propósito");

    const exportedFile = path.join(tmp, "de-novo.json.gz");
    const exported = npmScript(["export", exportedFile], env);
    expect(exported.stderr).toBe("");
    expect(exported.status).toBe(0);
    expect(statSync(exportedFile).mode & 0o777).toBe(0o600);
    const second = decodeBackup(readFileSync(exportedFile));
    for (const t of archive.tables) expect(second.tables.find((c) => c.name === t.name)?.rows, t.name).toEqual(t.rows);

    // Importing twice is refused: the database is no longer empty.
    const twice = npmScript(["import", archiveFile], env);
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain("não está vazio");
    // An existing file is never overwritten.
    const overwrite = npmScript(["export", exportedFile], env);
    expect(overwrite.status).toBe(1);
    expect(overwrite.stderr).toContain("já existe");
  }, 240_000); // four runs of the command, each starting tsx and opening the database

  it("db:export refuses an embedded folder a running server holds, pointing to /admin/backup", () => {
    const dataDir = path.join(tmp, "em-uso");
    const release = acquireDataDirLock(dataDir); // this test process plays the running server
    try {
      const refused = npmScript(["export", path.join(tmp, "nao.json.gz")], { DATA_DIR: dataDir });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("/admin/backup");
    } finally {
      release();
    }
  });
});

describe("GET /admin/backup", () => {
  const request = (cookie?: string) =>
    new Request("http://localhost:3000/admin/backup", { headers: cookie ? { cookie } : {} });

  it("sends a visitor without a session to /auth", async () => {
    setDbHandle(source);
    const thrown = await backupLoader({
      request: request(),
      url: new URL(request().url),
      params: {},
      context: {},
    } as never).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth?redirect=%2Fadmin%2Fbackup");
  });

  it("gives the administrator a private gzip download that db:import accepts", async () => {
    setDbHandle(source);
    const cookie = await signIn(ADMIN.email, ADMIN.password);
    const res = await backupLoader({
      request: request(cookie),
      url: new URL(request().url),
      params: {},
      context: {},
    } as never);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/gzip");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename=cervejometro-backup-\d{4}-\d{2}-\d{2}\.json\.gz$/,
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const downloaded = decodeBackup(Buffer.from(await res.arrayBuffer()));
    const target = await emptyTarget();
    await restoreBackup(target.db, downloaded);
    const [media] = await target.db.select().from(schema.media).where(eq(schema.media.originalName, "balcão.webp"));
    if (!media) throw new Error("no media row");
    expect(Buffer.compare(media.data, image)).toBe(0);
    expect(await count(target, "posts")).toBe(await count(source, "posts"));
  });

  it("turns a client-side navigation (a fetch() of the route's data) into a document request", async () => {
    setDbHandle(source);
    const cookie = await signIn(ADMIN.email, ADMIN.password);
    // React Router 8 passes the data request as it came (.data, ?_routes); the route's url
    // argument is the page's own address, which the redirect must name.
    const fetched = new Request("http://localhost:3000/admin/backup.data?_routes=routes%2Fadmin%2Fbackup", {
      headers: { cookie, "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" },
    });
    const thrown = await backupLoader({
      request: fetched,
      url: new URL("http://localhost:3000/admin/backup"),
      params: {},
      context: {},
    } as never).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/backup");
    expect(res.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("gives the file to a document request the service worker passes on (Chromium: Sec-Fetch-Dest empty, mode navigate)", async () => {
    setDbHandle(source);
    const cookie = await signIn(ADMIN.email, ADMIN.password);
    // Redirecting this one to itself, as a client-side navigation is, looped until the browser gave up.
    const passedOn = new Request("http://localhost:3000/admin/backup", {
      headers: { cookie, "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "navigate" },
    });
    const res = await backupLoader({ request: passedOn, url: new URL(passedOn.url), params: {}, context: {} } as never);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename=cervejometro-backup-/);
  });
});

/** A new database on the test PostgreSQL server, with nothing in it. */
async function createPgDatabase(): Promise<string> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  pgDatabases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
