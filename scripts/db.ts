// npm run db:migrate — applies the committed migrations.
// npm run db:seed    — adds the pt-BR demo content (idempotent: existing rows are kept).
import { seedDemoContent } from "../db/seed";
import { exitWithError, withCliDb } from "./cli-db";

const command = process.argv[2];

withCliDb(async (handle) => {
  if (command === "migrate") {
    console.log(`Migrações aplicadas (${handle.kind}).`);
  } else if (command === "seed") {
    const counts = await seedDemoContent(handle.db);
    console.log(
      `Conteúdo de demonstração: ${counts.posts} posts, ${counts.categories} categorias, ${counts.tags} tags, ${counts.ads} anúncios e ${counts.pageSettings} configurações de SEO adicionados.`,
    );
  } else {
    console.error("Uso: npm run db:migrate | npm run db:seed");
    process.exitCode = 1;
  }
}).catch(exitWithError);
