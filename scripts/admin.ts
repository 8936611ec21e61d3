// Administrator accounts (D13: there is no sign-up).
//   npm run admin -- create --email E --password P [--name "Nome"]
//   npm run admin -- reset-password --email E --password P
import { parseArgs } from "node:util";
import { createAdmin, resetAdminPassword } from "../app/lib/auth.server";
import { exitWithError, withCliDb } from "./cli-db";

const USAGE = `Uso:
  npm run admin -- create --email EMAIL --password SENHA [--name NOME]
  npm run admin -- reset-password --email EMAIL --password SENHA`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  if (!values.email || !values.password) {
    console.error(`Erro: informe --email e --password.\n\n${USAGE}`);
    process.exit(1);
  }
  const { email, password, name } = values;
  await withCliDb(async () => {
    if (command === "create") {
      const created = await createAdmin({ email, password, name });
      console.log(`Administrador ${created.email} criado.`);
    } else if (command === "reset-password") {
      const updated = await resetAdminPassword({ email, password });
      console.log(`Senha de ${updated.email} redefinida; as sessões abertas foram encerradas.`);
    } else {
      console.error(`Erro: comando desconhecido "${command}".\n\n${USAGE}`);
      process.exitCode = 1;
    }
  });
}

main().catch(exitWithError);
