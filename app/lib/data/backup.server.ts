// Backups and moving between databases (issue 10, item 9): one portable archive with
// every content table, taken consistently, and a restore into an empty embedded or
// PostgreSQL database. Both work on the Drizzle schema generically (every table in
// db/schema.ts, every column), so a column or table added by a later migration is
// carried without touching this file; only short-lived auth state is left out.
//
// Rows travel as PostgreSQL's own JSON (row_to_json out, jsonb_populate_record in), so
// each value keeps its exact database form (timestamps to the microsecond, dates,
// booleans) on PGlite and PostgreSQL alike; bytea goes as base64.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { is, sql, type SQLChunk } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { MIGRATIONS_FOLDER, schema, type Db } from "./db.server";

export const BACKUP_FORMAT = "cervejometro-backup";
export const BACKUP_VERSION = 1;

/**
 * Tables left out of a backup: sessions and verification tokens (a restored site signs
 * everyone in again) and the sign-in failure log. Everything else in the schema goes in.
 */
// visitor_salts: a day's salt is never written anywhere beyond its day (D16), a backup included.
export const BACKUP_EXCLUDED_TABLES: readonly string[] = ["session", "verification", "login_failures", "visitor_salts"];

export interface BackupTable {
  name: string;
  /** Database column names, in schema order. */
  columns: string[];
  rowCount: number;
  /** sha256 (hex) of JSON.stringify(rows). */
  sha256: string;
  /** One object per row, keyed by column name; bytea values in base64. */
  rows: Record<string, unknown>[];
}

export interface BackupArchive {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Tag of the last migration applied to the database it was taken from. */
  migration: string | null;
  excludedTables: string[];
  tables: BackupTable[];
}

/** A problem with an archive or a target database that the person can act on. */
export class BackupError extends Error {
  override name = "BackupError";
}

// ---------------------------------------------------------------- the schema, generically

interface TableInfo {
  table: PgTable;
  name: string;
  columns: PgColumn[];
  primaryKey: string[];
  dependsOn: Set<string>;
}

function schemaTables(): TableInfo[] {
  const infos: TableInfo[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.schema && config.schema !== "public") continue;
    const primaryKey =
      config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.filter((c) => c.primary).map((c) => c.name);
    const dependsOn = new Set(
      config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name).filter((n) => n !== config.name),
    );
    infos.push({ table: value, name: config.name, columns: config.columns, primaryKey, dependsOn });
  }
  return infos;
}

/** Referenced tables before the tables that reference them (insert order). */
function inForeignKeyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const ordered: TableInfo[] = [];
  const visit = (t: TableInfo, path: string[]) => {
    if (done.has(t.name)) return;
    if (path.includes(t.name)) throw new Error(`Ciclo de chaves estrangeiras: ${[...path, t.name].join(" → ")}`);
    for (const dep of t.dependsOn) {
      const target = byName.get(dep);
      if (target) visit(target, [...path, t.name]);
    }
    done.add(t.name);
    ordered.push(t);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t, []);
  return ordered;
}

/** The tables a backup holds, in insert order. */
export function backupTables(): TableInfo[] {
  return inForeignKeyOrder(schemaTables().filter((t) => !BACKUP_EXCLUDED_TABLES.includes(t.name)));
}

const isBytea = (c: PgColumn) => c.getSQLType() === "bytea";
const isGenerated = (c: PgColumn) => Boolean((c as { generated?: unknown }).generated);
const hasSequence = (c: PgColumn) =>
  /serial$/i.test(c.getSQLType()) || Boolean((c as { generatedIdentity?: unknown }).generatedIdentity);

const ident = (name: string) => sql.identifier(name);
const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

// ---------------------------------------------------------------- migrations

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_FOLDER, "meta", "_journal.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { entries: JournalEntry[] }).entries;
}

/** Tag of the last migration Drizzle's migrator recorded (it stores the journal's `when`). */
async function appliedMigration(db: Db): Promise<string | null> {
  let last: number;
  try {
    const rows = rowsOf(
      await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    if (!rows[0]) return null;
    last = Number(rows[0].created_at);
  } catch {
    return null;
  }
  return journal().find((e) => e.when === last)?.tag ?? null;
}

// ---------------------------------------------------------------- export

function checksum(rows: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(rows)).digest("hex");
}

/**
 * Reads every backed-up table in one read-only REPEATABLE READ transaction: one
 * snapshot, so a post and its tags, or an ad and its counts, always agree.
 */
export async function createBackup(db: Db): Promise<BackupArchive> {
  const migration = await appliedMigration(db);
  const tables = backupTables();
  const out = await db.transaction(
    async (tx) => {
      // Timestamps written in UTC whatever the server's time zone: the same database
      // gives the same archive.
      await tx.execute(sql`set local time zone 'UTC'`);
      const result: BackupTable[] = [];
      for (const t of tables) {
        const select = list(
          t.columns.map((c) =>
            isBytea(c)
              ? sql`translate(encode(${ident(c.name)}, 'base64'), E'\\n', '') as ${ident(c.name)}`
              : ident(c.name),
          ),
        );
        const order = t.primaryKey.length ? sql` order by ${list(t.primaryKey.map(ident))}` : sql``;
        const raw = rowsOf(
          await tx.execute(
            sql`select row_to_json(x)::text as j from (select ${select} from ${ident(t.name)}${order}) as x`,
          ),
        );
        const rows = raw.map((r) => JSON.parse(String(r.j)) as Record<string, unknown>);
        result.push({
          name: t.name,
          columns: t.columns.map((c) => c.name),
          rowCount: rows.length,
          sha256: checksum(rows),
          rows,
        });
      }
      return result;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    migration,
    excludedTables: [...BACKUP_EXCLUDED_TABLES],
    tables: out,
  };
}

/** The archive as a file: gzip'd JSON. */
export function encodeBackup(archive: BackupArchive): Buffer {
  return gzipSync(JSON.stringify(archive), { level: 6 });
}

/** File name of a backup taken today (date in America/Sao_Paulo, docs/decisions/0002-brazilian-numbers.md). */
export function backupFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `cervejometro-backup-${day}.json.gz`;
}

/** Reads and checks an archive: its format, version, and each table's row count and sha256. */
export function decodeBackup(data: Buffer): BackupArchive {
  let archive: BackupArchive;
  try {
    archive = JSON.parse(gunzipSync(data).toString("utf8")) as BackupArchive;
  } catch {
    throw new BackupError("O arquivo não é uma cópia de segurança do Cervejômetro (esperado um .json.gz).");
  }
  if (archive?.format !== BACKUP_FORMAT || !Array.isArray(archive.tables)) {
    throw new BackupError("O arquivo não é uma cópia de segurança do Cervejômetro.");
  }
  if (archive.version !== BACKUP_VERSION) {
    throw new BackupError(
      `Versão de cópia de segurança não suportada: ${archive.version} (esta versão lê a ${BACKUP_VERSION}).`,
    );
  }
  for (const t of archive.tables) {
    if (!Array.isArray(t.rows) || !Array.isArray(t.columns) || t.rows.length !== t.rowCount) {
      throw new BackupError(`Cópia de segurança corrompida: a tabela ${t.name} não tem ${t.rowCount} linhas.`);
    }
    if (checksum(t.rows) !== t.sha256) {
      throw new BackupError(`Cópia de segurança corrompida: o sha256 da tabela ${t.name} não confere.`);
    }
  }
  return archive;
}

// ---------------------------------------------------------------- import

export interface RestoreResult {
  tables: { name: string; rows: number }[];
}

/** Rows per INSERT, bounded by their JSON size (media rows hold whole images). */
function* chunks(rows: Record<string, unknown>[], maxBytes = 8 * 1024 * 1024, maxRows = 500) {
  let batch: Record<string, unknown>[] = [];
  let size = 0;
  for (const row of rows) {
    const rowSize = JSON.stringify(row).length;
    if (batch.length && (size + rowSize > maxBytes || batch.length >= maxRows)) {
      yield batch;
      batch = [];
      size = 0;
    }
    batch.push(row);
    size += rowSize;
  }
  if (batch.length) yield batch;
}

/**
 * Loads an archive into an empty, migrated database in one transaction: every table
 * that a backup covers must be empty, rows go in foreign-key order, and serial
 * sequences continue after the highest id. Anything wrong rolls the whole import back.
 */
export async function restoreBackup(db: Db, archive: BackupArchive): Promise<RestoreResult> {
  const known = journal().map((e) => e.tag);
  if (archive.migration && !known.includes(archive.migration)) {
    throw new BackupError(
      `A cópia foi feita por uma versão mais nova do Cervejômetro (migração ${archive.migration}). Atualize o código antes de importar.`,
    );
  }
  const targets = backupTables();
  const byName = new Map(targets.map((t) => [t.name, t]));
  for (const t of archive.tables) {
    const target = byName.get(t.name);
    if (!target) throw new BackupError(`A tabela ${t.name} da cópia não existe neste banco.`);
    const missing = t.columns.filter((c) => !target.columns.some((col) => col.name === c));
    if (missing.length) {
      throw new BackupError(`A tabela ${t.name} deste banco não tem as colunas ${missing.join(", ")} da cópia.`);
    }
  }

  return db.transaction(async (tx) => {
    const filled: string[] = [];
    for (const t of targets) {
      const rows = rowsOf(await tx.execute(sql`select exists (select 1 from ${ident(t.name)}) as filled`));
      if (rows[0]?.filled === true || rows[0]?.filled === "t") filled.push(t.name);
    }
    if (filled.length) {
      throw new BackupError(
        `O banco de destino não está vazio (tabelas com dados: ${filled.join(", ")}). Importe num banco novo: uma pasta DATA_DIR vazia ou um banco PostgreSQL recém-criado, antes de iniciar o servidor.`,
      );
    }

    const result: RestoreResult = { tables: [] };
    for (const target of targets) {
      const data = archive.tables.find((t) => t.name === target.name);
      if (!data) continue;
      const columns = target.columns.filter((c) => data.columns.includes(c.name) && !isGenerated(c));
      const bytea = columns.filter(isBytea).map((c) => c.name);
      const record = bytea.length
        ? sql`j.value - ${sql.raw(`array[${bytea.map((n) => `'${n.replace(/'/g, "''")}'`).join(", ")}]`)}`
        : sql`j.value`;
      const values = list(
        columns.map((c) =>
          isBytea(c) ? sql`decode(j.value ->> ${c.name}, 'base64')` : sql`r.${ident(c.name)}`,
        ),
      );
      const overriding = target.columns.some((c) => (c as { generatedIdentity?: unknown }).generatedIdentity)
        ? sql` overriding system value`
        : sql``;
      for (const batch of chunks(data.rows)) {
        await tx.execute(
          sql`insert into ${ident(target.name)} (${list(columns.map((c) => ident(c.name)))})${overriding}
              select ${values}
              from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as j(value)
              cross join lateral jsonb_populate_record(null::${ident(target.name)}, ${record}) as r`,
        );
      }
      for (const c of target.columns.filter(hasSequence)) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${target.name}"`}, ${c.name}), coalesce(max(${ident(c.name)}), 0) + 1, false) from ${ident(target.name)}`,
        );
      }
      result.tables.push({ name: target.name, rows: data.rows.length });
    }
    return result;
  });
}
