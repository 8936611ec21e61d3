// A database created by the previous release (only drizzle/0000) upgrades in place when
// the server starts and applies the newer migrations: nothing is lost, existing posts
// become published at their creation time (issue 8 point 9). PGlite always; PostgreSQL
// too when TEST_DATABASE_URL is set.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from "~/lib/data/db.server";

let previousRelease: string;

beforeAll(() => {
  // The migrations folder as the previous release shipped it: 0000 only.
  previousRelease = mkdtempSync(path.join(os.tmpdir(), "cj-migrations-"));
  mkdirSync(path.join(previousRelease, "meta"));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const first = journal.entries[0]!;
  expect(first.tag).toBe("0000_init");
  writeFileSync(path.join(previousRelease, "meta/_journal.json"), JSON.stringify({ ...journal, entries: [first] }));
  copyFileSync(path.join(MIGRATIONS_FOLDER, "0000_init.sql"), path.join(previousRelease, "0000_init.sql"));
});

afterAll(() => {
  rmSync(previousRelease, { recursive: true, force: true });
});

type Exec = (query: string) => Promise<{ rows: Record<string, unknown>[] }>;

async function fillPreviousRelease(exec: Exec) {
  await exec(
    `insert into categories (id, name, description) values ('11111111-1111-4111-8111-111111111111', 'IPA', 'Lupuladas')`,
  );
  await exec(`insert into tags (id, name) values ('22222222-2222-4222-8222-222222222222', 'Amargor')`);
  await exec(`insert into posts (id, name, content, slug, category_id, seo_title, created_at, updated_at)
    values ('33333333-3333-4333-8333-333333333333', 'Post antigo', 'Conteúdo do post antigo.', 'post-antigo',
            '11111111-1111-4111-8111-111111111111', 'SEO antigo', '2025-03-04T10:00:00Z', '2025-03-05T10:00:00Z')`);
  await exec(
    `insert into posts_tags (post_id, tag_id) values ('33333333-3333-4333-8333-333333333333', '22222222-2222-4222-8222-222222222222')`,
  );
  await exec(`insert into media (mime_type, size_bytes, sha256, data) values ('image/png', 3, 'abc', '\\x010203')`);
  await exec(`insert into ads (title, description, link, position, start_date, end_date)
    values ('Anúncio', 'Descrição', 'https://exemplo.com', 'header', '2025-01-01', '2025-12-31')`);
}

async function expectUpgraded(exec: Exec) {
  const { rows: posts } = await exec(
    `select name, slug, seo_title, status, published_at, created_at, updated_at from posts order by slug`,
  );
  expect(posts).toHaveLength(1);
  const post = posts[0]!;
  expect(post).toMatchObject({
    name: "Post antigo",
    slug: "post-antigo",
    seo_title: "SEO antigo",
    status: "published",
  });
  expect(new Date(post.published_at as string).toISOString()).toBe("2025-03-04T10:00:00.000Z");
  expect(new Date(post.updated_at as string).toISOString()).toBe("2025-03-05T10:00:00.000Z");
  const { rows: links } = await exec(`select count(*)::int as n from posts_tags`);
  expect(links[0]!.n).toBe(1);
  const { rows: media } = await exec(`select width, height, size_bytes from media`);
  expect(media).toEqual([{ width: null, height: null, size_bytes: 3 }]);
  const { rows: ads } = await exec(`select count(*)::int as n from ads`);
  expect(ads[0]!.n).toBe(1);
  // The new rules hold for new rows.
  await expect(
    exec(`insert into posts (name, content, slug, status, published_at) values ('x', 'x', 'x', 'scheduled', null)`),
  ).rejects.toThrow();
  await exec(
    `insert into posts (name, content, slug, status) values ('Rascunho', 'Rascunho novo.', 'rascunho', 'draft')`,
  );
}

// Issue 28: a database of the release before the site identity (every migration up to 0009)
// with data, upgraded in place by 0010: nothing lost, the new table empty (the admin then asks
// for it) and holding its rules.
describe("upgrade from the previous release (0009) with data", () => {
  let release0009: string;

  beforeAll(() => {
    release0009 = mkdtempSync(path.join(os.tmpdir(), "cj-migrations-0009-"));
    mkdirSync(path.join(release0009, "meta"));
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const upTo = journal.entries.findIndex((e) => e.tag === "0009_search_styles");
    expect(upTo).toBe(9);
    const entries = journal.entries.slice(0, upTo + 1);
    writeFileSync(path.join(release0009, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const e of entries)
      copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(release0009, `${e.tag}.sql`));
  });

  afterAll(() => {
    rmSync(release0009, { recursive: true, force: true });
  });

  it("on PGlite", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    const db = drizzlePglite(client);
    const exec: Exec = async (q) => ({ rows: (await client.query(q)).rows as Record<string, unknown>[] });
    await migratePglite(db, { migrationsFolder: release0009 });
    await expect(exec(`select 1 from site_identity`)).rejects.toThrow();
    await exec(`insert into "user" (id, name, email, role) values ('u1', 'Dona', 'dona@exemplo.com.br', 'admin')`);
    await exec(
      `insert into categories (id, name, description) values ('11111111-1111-4111-8111-111111111111', 'IPA', 'Lupuladas')`,
    );
    await exec(`insert into posts (name, content, slug, category_id, status, published_at)
      values ('Post publicado', 'Conteúdo.', 'post-publicado', '11111111-1111-4111-8111-111111111111', 'published', now())`);
    await exec(`insert into seo_global_settings (site_title, site_description, default_image, site_domain)
      values ('Cervejômetro', 'Calculadoras de cerveja para todos.', '/og-image.png', 'cervejometro.com.br')`);
    await exec(`insert into admin_activity (user_id, user_email, entity, action, item_title)
      values ('u1', 'dona@exemplo.com.br', 'post', 'create', 'Post publicado')`);
    await exec(`insert into media (id, mime_type, size_bytes, sha256, data, width, height)
      values ('44444444-4444-4444-8444-444444444444', 'image/webp', 3, 'def', '\\x010203', 1200, 630)`);

    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });

    expect((await exec(`select slug, status from posts`)).rows).toEqual([
      { slug: "post-publicado", status: "published" },
    ]);
    expect((await exec(`select site_title from seo_global_settings`)).rows).toEqual([{ site_title: "Cervejômetro" }]);
    expect((await exec(`select count(*)::int as n from admin_activity`)).rows[0]!.n).toBe(1);
    expect((await exec(`select email from "user"`)).rows).toEqual([{ email: "dona@exemplo.com.br" }]);
    expect((await exec(`select count(*)::int as n from site_identity`)).rows[0]!.n).toBe(0);
    // 0011 (issue 28, trash and old addresses): existing posts are not in the trash, no redirect yet.
    expect((await exec(`select deleted_at from posts`)).rows).toEqual([{ deleted_at: null }]);
    expect((await exec(`select count(*)::int as n from post_slug_redirects`)).rows[0]!.n).toBe(0);
    expect((await exec(`select count(*)::int as n from category_redirects`)).rows[0]!.n).toBe(0);
    await exec(`insert into post_slug_redirects (old_slug, post_id) select 'endereco-antigo', id from posts`);
    await exec(`insert into category_redirects (old_name, category_id)
      values ('Lupuladas', '11111111-1111-4111-8111-111111111111')`);
    await exec(`insert into site_identity (legal_name, kind, document, city, state, contact_email, forum_city, forum_state, updated_by)
      values ('Dona Ltda', 'pessoa_juridica', '11222333000181', 'São Paulo', 'SP', 'contato@exemplo.com.br', 'São Paulo', 'SP', 'u1')`);
    await expect(
      exec(`insert into site_identity (id, legal_name, kind, document, city, state, contact_email, forum_city, forum_state)
        values (2, 'Outra', 'pessoa_fisica', '12345678909', 'Rio', 'RJ', 'a@exemplo.com.br', 'Rio', 'RJ')`),
    ).rejects.toThrow();
    // 0012 (issue 28, post revisions): no history yet for existing posts; a save's revision goes in.
    expect((await exec(`select count(*)::int as n from post_revisions`)).rows[0]!.n).toBe(0);
    await exec(`insert into post_revisions (post_id, user_id, user_email, name, content, slug, tags, status)
      select id, 'u1', 'dona@exemplo.com.br', name, content, slug, array['Amargor'], status from posts`);
    expect((await exec(`select user_email, tags from post_revisions`)).rows).toEqual([
      { user_email: "dona@exemplo.com.br", tags: ["Amargor"] },
    ]);
    // 0013 (issue 28, media library, covers, autosave): an image keeps its bytes with an empty alt
    // text, a post has no cover, a revision is an ordinary save; a cover goes when its image does.
    expect((await exec(`select alt_text, width, size_bytes from media`)).rows).toEqual([
      { alt_text: "", width: 1200, size_bytes: 3 },
    ]);
    expect((await exec(`select cover_image_id from posts`)).rows).toEqual([{ cover_image_id: null }]);
    expect((await exec(`select autosave, edit_session, cover_image_id from post_revisions`)).rows).toEqual([
      { autosave: false, edit_session: null, cover_image_id: null },
    ]);
    await exec(`update posts set cover_image_id = '44444444-4444-4444-8444-444444444444'`);
    await expect(exec(`update posts set cover_image_id = '55555555-5555-4555-8555-555555555555'`)).rejects.toThrow();
    await exec(`delete from media where id = '44444444-4444-4444-8444-444444444444'`);
    expect((await exec(`select cover_image_id from posts`)).rows).toEqual([{ cover_image_id: null }]);
    // Removing the administrator keeps the identity (who saved it becomes unknown).
    await exec(`delete from "user" where id = 'u1'`);
    expect((await exec(`select user_id, user_email from post_revisions`)).rows).toEqual([
      { user_id: null, user_email: "dona@exemplo.com.br" },
    ]);
    expect((await exec(`select legal_name, updated_by from site_identity`)).rows).toEqual([
      { legal_name: "Dona Ltda", updated_by: null },
    ]);
    await client.close();
  }, 60_000);
});

describe("upgrade from the 0000 schema with data", () => {
  it("on PGlite", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    const db = drizzlePglite(client);
    const exec: Exec = async (q) => ({ rows: (await client.query(q)).rows as Record<string, unknown>[] });
    await migratePglite(db, { migrationsFolder: previousRelease });
    await fillPreviousRelease(exec);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await expectUpgraded(exec);
    // Starting again applies nothing twice.
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
    await client.close();
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL",
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `t_upgrade_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
      try {
        const db = drizzlePg(pool);
        const exec: Exec = async (q) => ({ rows: (await pool.query(q)).rows as Record<string, unknown>[] });
        await migratePg(db, { migrationsFolder: previousRelease });
        await fillPreviousRelease(exec);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await expectUpgraded(exec);
        await db.execute(sql`select 1`);
      } finally {
        await pool.end();
        // pool.end() resolves before its sockets close; dropping "with (force)" meanwhile
        // killed a closing connection, which then raised an unhandled error here.
        for (let i = 0; i < 100; i++) {
          const { rows } = await admin.query(`select count(*)::int as n from pg_stat_activity where datname = $1`, [
            name,
          ]);
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
