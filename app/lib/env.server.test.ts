import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.NODE_ENV).toBe("development");
  });

  it("treats empty values, as in a copied .env.example, as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "", SITE_URL: " ", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAIL).toBeUndefined();
  });

  it("reads the values given and derives SITE_URL from PORT", () => {
    const env = parseEnv({ PORT: "8080", DATABASE_URL: "postgres://u@db:5432/app", DATA_DIR: "/srv/data" });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgres://u@db:5432/app");
    expect(env.DATA_DIR).toBe("/srv/data");
    expect(env.SITE_URL).toBe("http://localhost:8080");
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://cervejometro.com.br/" }).SITE_URL).toBe("https://cervejometro.com.br");
  });

  it("lists every problem in Portuguese", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "porta", DATABASE_URL: "mysql://x", SITE_URL: "nao-e-url", ADMIN_EMAIL: "x" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL deve começar com postgres://");
    expect(message).toContain("SITE_URL deve ser uma URL completa");
    expect(message).toContain("ADMIN_EMAIL deve ser um e-mail válido");
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.com" })).toThrow(
      /ADMIN_EMAIL e ADMIN_PASSWORD devem ser definidos juntos/,
    );
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.com", ADMIN_PASSWORD: "curta" })).toThrow(
      /ADMIN_PASSWORD: A senha deve ter pelo menos 12 caracteres/,
    );
    expect(() => parseEnv({ ADMIN_EMAIL: "a@b.com", ADMIN_PASSWORD: "Qwerty123456" })).toThrow(/senhas comuns/);
    expect(parseEnv({ ADMIN_EMAIL: "a@b.com", ADMIN_PASSWORD: "uma-senha-boa" }).ADMIN_EMAIL).toBe("a@b.com");
  });

  it("in production, the access log goes to files by default: a logs/ folder beside the data folder (issue 27)", () => {
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40) };
    expect(parseEnv(production).ACCESS_LOG_DIR).toBe(path.resolve("logs"));
    expect(parseEnv({ ...production, DATA_DIR: "/srv/cervejometro/data" }).ACCESS_LOG_DIR).toBe(
      "/srv/cervejometro/logs",
    );
    expect(parseEnv({ ...production, ACCESS_LOG_DIR: "/var/log/cervejometro" }).ACCESS_LOG_DIR).toBe(
      "/var/log/cervejometro",
    );
  });

  it("reads ACCESS_LOG_DIR (unset outside production: the access log goes to stdout only)", () => {
    expect(parseEnv({}).ACCESS_LOG_DIR).toBeUndefined();
    expect(parseEnv({ ACCESS_LOG_DIR: " " }).ACCESS_LOG_DIR).toBeUndefined();
    expect(parseEnv({ ACCESS_LOG_DIR: "/var/log/cervejometro" }).ACCESS_LOG_DIR).toBe("/var/log/cervejometro");
  });

  it("refuses a short BETTER_AUTH_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: "curto" })).toThrow(/32 caracteres/);
    expect(parseEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32) }).BETTER_AUTH_SECRET).toHaveLength(
      32,
    );
  });
});
