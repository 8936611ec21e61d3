// Issue 28 item 1 (D21): a production start prints a warning while the site's identity is not
// filled in: on a new embedded database (the demo's fictitious operator does not count), and
// no longer once the administrator has saved a real one. Outside production, no warning.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { parseEnv, setEnv } from "~/lib/env.server";
import { startServices } from "../../server/startup";
import { usingPostgres } from "../setup/test-db";

const root = mkdtempSync(path.join(os.tmpdir(), "cervejometro-identity-"));
const dataDir = path.join(root, "data");

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function startLines(nodeEnv: "production" | "test", fill?: boolean): Promise<string[]> {
  const lines: string[] = [];
  const log = {
    log: (...a: unknown[]) => lines.push(a.join(" ")),
    error: (...a: unknown[]) => lines.push(a.join(" ")),
  };
  const env = parseEnv({ NODE_ENV: nodeEnv, DATA_DIR: dataDir, SITE_URL: "http://localhost:3000" });
  setEnv(env);
  const services = await startServices(env, log as unknown as Console);
  if (fill) {
    await getDb()
      .update(schema.siteIdentity)
      .set({ legalName: "Dona do Bar Ltda", document: "11222333000181", contactEmail: "contato@donadobar.com.br" });
  }
  await services.close();
  return lines.filter((l) => l.startsWith("[site]"));
}

// Its own embedded folder whatever the database under test: once, in the PGlite pass.
describe.skipIf(usingPostgres)("the production start's warning", () => {
  it("is printed while the identity is the demo's, and not once a real one is saved", async () => {
    const first = await startLines("production", true);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain("os dados do responsável pelo site");
    expect(first[0]).toContain("/admin/site");
    expect(await startLines("production")).toEqual([]);
  }, 180_000);

  it("is not printed outside production", async () => {
    rmSync(dataDir, { recursive: true, force: true });
    expect(await startLines("test")).toEqual([]);
  }, 180_000);
});
