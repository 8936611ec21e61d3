// Configuration is read once at start through one zod schema (house style 7) and fails
// fast with a clear message. .env.example lists every variable.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { AUDIENCE_RETENTION_MONTHS_DEFAULT } from "./audience/audience-keys";
import { passwordProblem } from "./auth/password-policy.server";

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "DATABASE_URL deve começar com postgres:// ou postgresql://")
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    SITE_URL: optionalString.pipe(z.url("SITE_URL deve ser uma URL completa, como https://exemplo.com.br").optional()),
    BETTER_AUTH_SECRET: optionalString,
    ADMIN_EMAIL: optionalString.pipe(z.email("ADMIN_EMAIL deve ser um e-mail válido").optional()),
    // The administrator password policy (issue 10): refused here, before anything starts.
    ADMIN_PASSWORD: optionalString.pipe(
      z
        .string()
        .optional()
        .superRefine((password, ctx) => {
          const problem = password === undefined ? null : passwordProblem(password);
          if (problem) ctx.addIssue({ code: "custom", message: `ADMIN_PASSWORD: ${problem}` });
        }),
    ),
    TRUST_PROXY: optionalString,
    // Folder of the daily access-log files (server/access-log.ts). Unset: in production a
    // logs/ folder beside the data folder (the privacy policy promises daily files deleted
    // after six months, issue 27 §2); elsewhere stdout only.
    ACCESS_LOG_DIR: optionalString,
    // Months the audience statistics' daily aggregates are kept (issue 26, D17; the privacy
    // policy states the default).
    AUDIENCE_RETENTION_MONTHS: z.coerce
      .number()
      .int("AUDIENCE_RETENTION_MONTHS deve ser um número inteiro de meses")
      .min(1, "AUDIENCE_RETENTION_MONTHS deve ser de 1 a 120 meses")
      .max(120, "AUDIENCE_RETENTION_MONTHS deve ser de 1 a 120 meses")
      .default(AUDIENCE_RETENTION_MONTHS_DEFAULT),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.BETTER_AUTH_SECRET && env.BETTER_AUTH_SECRET.length < 32) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "BETTER_AUTH_SECRET deve ter pelo menos 32 caracteres",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos",
      });
    }
  });

export type Env = z.output<typeof envSchema> & { SITE_URL: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** "./data" → "<cwd>/logs": the folder beside the data folder. */
export function defaultAccessLogDir(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), "logs");
}

/** Parses a set of variables; throws ConfigError listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value (as in a copied .env.example) means "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(config)"}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const port = env.PORT;
  return {
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    ACCESS_LOG_DIR:
      env.ACCESS_LOG_DIR ?? (env.NODE_ENV === "production" ? defaultAccessLogDir(env.DATA_DIR) : undefined),
  };
}

const holder: { __cervejometroEnv?: Env } = {};

/** The process configuration, parsed once (a .env file in the working folder is read first). */
export function getEnv(): Env {
  if (!holder.__cervejometroEnv && existsSync(".env")) process.loadEnvFile(".env");
  holder.__cervejometroEnv ??= parseEnv(process.env);
  return holder.__cervejometroEnv;
}

export function setEnv(env: Env) {
  holder.__cervejometroEnv = env;
}
