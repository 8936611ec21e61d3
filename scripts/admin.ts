// Administrator accounts (docs/decisions/0013-admin-and-security.md: there is no sign-up).
//   npm run admin -- create --email E --password P [--name "Nome"]
//   npm run admin -- reset-password --email E --password P
//   npm run admin -- unlock --email E
import { parseArgs } from "node:util";
import { createAdmin, resetAdminPassword, unlockAdmin } from "../app/lib/auth/auth.server";
import { exitWithError, withCliDb } from "./cli-db";

const USAGE = `Uso:
  npm run admin -- create --email EMAIL --password SENHA [--name NOME]
  npm run admin -- reset-password --email EMAIL --password SENHA
  npm run admin -- unlock --email EMAIL

A senha de um administrador precisa de pelo menos 12 caracteres e não pode ser uma senha comum.`;

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
  const needsPassword = command !== "unlock";
  if (!values.email || (needsPassword && !values.password)) {
    console.error(`Erro: informe --email${needsPassword ? " e --password" : ""}.\n\n${USAGE}`);
    process.exit(1);
  }
  const { email, name } = values;
  const password = values.password ?? "";
  await withCliDb(async () => {
    if (command === "create") {
      const created = await createAdmin({ email, password, name });
      console.log(`Administrador ${created.email} criado.`);
    } else if (command === "reset-password") {
      const updated = await resetAdminPassword({ email, password });
      console.log(
        `Senha de ${updated.email} redefinida; as sessões abertas e as tentativas sem sucesso foram apagadas.`,
      );
    } else if (command === "unlock") {
      const unlocked = await unlockAdmin({ email });
      console.log(
        `Tentativas de login sem sucesso de ${unlocked.email} apagadas (${unlocked.cleared}); o login não tem mais espera.`,
      );
    } else {
      console.error(`Erro: comando desconhecido "${command}".\n\n${USAGE}`);
      process.exitCode = 1;
    }
  });
}

main().catch(exitWithError);
