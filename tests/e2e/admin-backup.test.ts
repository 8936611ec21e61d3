// Issue 10 on the running production server (embedded database): its data folder is
// private, `npm run db:export` is refused while it runs and points to /admin/backup,
// and that download is for a signed-in administrator only and is an archive that
// `npm run db:import` accepts.
import { spawnSync } from "node:child_process";
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { decodeBackup, restoreBackup } from "~/lib/data/backup.server";
import { openDb } from "~/lib/data/db.server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL, DATA_DIR, DESKTOP, launchBrowser, newContext, PHONE } from "./support";

const root = path.resolve(import.meta.dirname, "../..");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the running server's data folder", () => {
  it.runIf(DATA_DIR)("is 0700 with every file in it 0600", () => {
    const open: string[] = [];
    const visit = (entry: string) => {
      const stat = lstatSync(entry);
      const mode = stat.mode & 0o777;
      if (stat.isDirectory()) {
        if (mode !== 0o700) open.push(`${entry} ${mode.toString(8)}`);
        for (const name of readdirSync(entry)) visit(path.join(entry, name));
      } else if (!stat.isSymbolicLink() && mode !== 0o600) {
        open.push(`${entry} ${mode.toString(8)}`);
      }
    };
    visit(DATA_DIR);
    expect(open).toEqual([]);
  });

  it.runIf(DATA_DIR)("is refused to db:export, which points to /admin/backup", () => {
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/db.ts", "export", path.join(os.tmpdir(), `nunca-${process.pid}.json.gz`)],
      { cwd: root, env: { ...process.env, DATA_DIR, DATABASE_URL: "", NODE_ENV: "production" }, encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("está usando o banco embutido");
    expect(result.stderr).toContain("/admin/backup");
  });
});

describe("GET /admin/backup", () => {
  it("sends a visitor without a session to /auth", async () => {
    const res = await fetch(`${BASE_URL}/admin/backup`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth?redirect=%2Fadmin%2Fbackup");
  });

  for (const [name, viewport, clientIp] of [
    ["desktop", DESKTOP, "198.51.100.71"],
    ["phone", PHONE, "198.51.100.72"],
  ] as const) {
    it(`gives a signed-in administrator (${name}) a private archive that db:import accepts`, async () => {
      const context = await newContext(browser, { viewport, clientIp });
      try {
        const page = await context.newPage();
        // Asking for the file first goes through sign-in and comes back to it as a download.
        await page.goto("/admin/backup").catch(() => {}); // redirected to /auth
        await page.waitForURL(/\/auth\?redirect=%2Fadmin%2Fbackup/);
        const download = page.waitForEvent("download");
        await page.getByLabel("E-mail").fill(ADMIN_EMAIL);
        await page.getByLabel("Senha").fill(ADMIN_PASSWORD);
        await page.getByRole("button", { name: "Entrar" }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^cervejometro-backup-\d{4}-\d{2}-\d{2}\.json\.gz$/);
        expect(decodeBackup(readFileSync(await file.path())).tables.length).toBeGreaterThan(5);

        const res = await context.request.get("/admin/backup", { maxRedirects: 0 });
        expect(res.status()).toBe(200);
        expect(res.headers()["content-type"]).toBe("application/gzip");
        expect(res.headers()["cache-control"]).toBe("private, no-store");
        const archive = decodeBackup(await res.body());
        const names = archive.tables.map((t) => t.name);
        expect(names).toEqual(expect.arrayContaining(["posts", "ads", "media", "user", "account"]));
        expect(names).not.toContain("session");

        const target = await openDb({ kind: "pglite-memory" });
        try {
          await target.migrate();
          const result = await restoreBackup(target.db, archive);
          expect(result.tables.find((t) => t.name === "posts")?.rows).toBe(
            archive.tables.find((t) => t.name === "posts")?.rowCount,
          );
          expect(result.tables.find((t) => t.name === "user")?.rows).toBeGreaterThan(0);
        } finally {
          await target.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});
