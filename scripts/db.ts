// npm run db:migrate         — applies the committed migrations.
// npm run db:seed            — adds the pt-BR demo content (idempotent: existing rows are kept).
// npm run db:export -- FILE  — writes a backup archive (gzip'd JSON) of the configured database.
// npm run db:import -- FILE  — loads a backup archive into an empty database.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DataDirLockedError } from "../app/lib/data/data-lock.server";
import { exitWithError, withCliDb } from "./cli-db";

const USAGE = `Uso:
  npm run db:migrate
  npm run db:seed
  npm run db:export -- ARQUIVO.json.gz
  npm run db:import -- ARQUIVO.json.gz`;

const [command, file] = process.argv.slice(2);

async function main() {
  if (command === "migrate") {
    await withCliDb(async (handle) => console.log(`Migrações aplicadas (${handle.kind}).`));
  } else if (command === "seed") {
    // The demo content and the backup code are loaded by the commands that use them: tsx
    // resolves every module of the graph each time a command starts (about 1 s of CPU for them).
    const { seedDemoContent } = await import("../db/seed");
    await withCliDb(async (handle) => {
      const counts = await seedDemoContent(handle.db);
      console.log(
        `Conteúdo de demonstração: ${counts.posts} posts, ${counts.categories} categorias, ${counts.tags} tags, ${counts.ads} anúncios e ${counts.pageSettings} configurações de SEO adicionados.`,
      );
    });
  } else if (command === "export" && file) {
    await exportTo(path.resolve(file));
  } else if (command === "import" && file) {
    await importFrom(path.resolve(file));
  } else {
    console.error(USAGE);
    process.exitCode = 1;
  }
}

async function exportTo(target: string) {
  if (existsSync(target)) throw new Error(`O arquivo ${target} já existe.`);
  const { createBackup, encodeBackup } = await import("../app/lib/data/backup.server");
  try {
    await withCliDb(
      async (handle) => {
        const archive = await createBackup(handle.db);
        // Private like the data folder: the archive holds the password hashes. "wx": an
        // existing backup is never overwritten by mistake.
        writeFileSync(target, encodeBackup(archive), { flag: "wx", mode: 0o600 });
        const rows = archive.tables.reduce((sum, t) => sum + t.rowCount, 0);
        console.log(
          `Cópia de segurança gravada em ${target}: ${archive.tables.length} tabelas, ${rows} linhas (banco ${handle.kind}, migração ${archive.migration ?? "desconhecida"}).`,
        );
        for (const t of archive.tables) console.log(`  ${t.name}: ${t.rowCount}`);
      },
      { mustExist: true },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // PGlite allows one process: the running server is the one that can read it.
      throw new Error(
        `O servidor está usando o banco embutido em ${error.dir} (pid ${error.pid}). Com o servidor no ar, baixe a cópia em /admin/backup (entre como administrador); ou pare o servidor e rode este comando de novo.`,
      );
    }
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new Error(`O arquivo ${target} já existe.`);
    throw error;
  }
}

async function importFrom(source: string) {
  const { decodeBackup, restoreBackup } = await import("../app/lib/data/backup.server");
  // Read and check the archive before touching any database.
  const archive = decodeBackup(readFileSync(source));
  // Issue 27 item 1.3: the checksums catch a damaged file, not an edited one (whoever edits it
  // can recompute them), and an archive carries administrators and their password hashes.
  console.log(
    "Atenção: as somas de verificação detectam um arquivo corrompido, não um arquivo alterado de propósito. Importe só cópias que você mesmo fez e guardou em local privado.",
  );
  await withCliDb(async (handle) => {
    const result = await restoreBackup(handle.db, archive);
    const rows = result.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Cópia de ${archive.createdAt} importada (banco ${handle.kind}): ${result.tables.length} tabelas, ${rows} linhas.`,
    );
    for (const t of result.tables) console.log(`  ${t.name}: ${t.rows}`);
  });
}

main().catch(exitWithError);
