import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import {
  createAccessLog,
  formatAccessLine,
  logFileName,
  oldestKeptDay,
  pruneAccessLogs,
  saoPauloDay,
} from "./access-log";

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-access-"));
  dirs.push(dir);
  return dir;
}

describe("days and retention (São Paulo calendar, six months)", () => {
  it("names the file after the São Paulo date, not the UTC one", () => {
    // 02:30 UTC on 1 March is still 28 February, 23:30, in São Paulo (UTC−3).
    expect(saoPauloDay(new Date("2026-03-01T02:30:00Z"))).toBe("2026-02-28");
    expect(logFileName(new Date("2026-03-01T03:30:00Z"))).toBe("access-2026-03-01.log");
  });

  it("keeps six calendar months, clamping to the month's last day", () => {
    expect(oldestKeptDay(new Date("2026-11-22T15:00:00Z"))).toBe("2026-05-22");
    expect(oldestKeptDay(new Date("2026-03-15T15:00:00Z"))).toBe("2025-09-15");
    expect(oldestKeptDay(new Date("2026-08-31T15:00:00Z"))).toBe("2026-02-28");
  });

  it("deletes only access-*.log files of days before the window", () => {
    const dir = tempDir();
    for (const name of [
      "access-2026-05-21.log",
      "access-2026-05-22.log",
      "access-2026-11-22.log",
      "access-2020-01-01.log",
      "outro.log",
      "access-2020-01-01.log.bak",
    ]) {
      writeFileSync(path.join(dir, name), "x\n");
    }
    const removed = pruneAccessLogs(dir, new Date("2026-11-22T15:00:00Z"));
    expect(removed.sort()).toEqual(["access-2020-01-01.log", "access-2026-05-21.log"]);
    expect(readdirSync(dir).sort()).toEqual([
      "access-2020-01-01.log.bak",
      "access-2026-05-22.log",
      "access-2026-11-22.log",
      "outro.log",
    ]);
  });
});

describe("the line", () => {
  it("has time, address, method, path, status and duration, with nothing that could forge a second line", () => {
    const line = formatAccessLine({
      time: new Date("2026-11-22T17:00:00.000Z"),
      ip: "203.0.113.9",
      port: "51234",
      method: "GET",
      path: "/blog/x\n2026-01-01T00:00:00.000Z 1.2.3.4 GET /falso 200 1ms",
      status: 404,
      durationMs: 7,
    });
    expect(line.split("\n")).toHaveLength(1);
    expect(line).toMatch(
      /^2026-11-22T17:00:00\.000Z 203\.0\.113\.9 51234 GET \/blog\/x%0A2026-01-01T00:00:00\.000Z%201\.2\.3\.4%20GET%20\/falso%20200%201ms 404 7ms$/,
    );
  });
});

describe("the middleware", () => {
  async function serve(dir: string | undefined, lines: string[], trustProxy = false) {
    const app = express();
    if (trustProxy) app.set("trust proxy", "loopback");
    const log = createAccessLog({ dir, write: (line) => lines.push(line) });
    app.use(log.middleware);
    app.get("/ok", (_req, res) => res.send("ok"));
    app.use((_req, res) => res.status(404).send("não"));
    const server = createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return { base: `http://127.0.0.1:${port}`, log };
  }

  it("writes one line per request without the query, to stdout and to the day's private file", async () => {
    const dir = path.join(tempDir(), "logs");
    const lines: string[] = [];
    const { base, log } = await serve(dir, lines);
    await (await fetch(`${base}/ok?preco=3.49&nome=Fulano`)).text();
    await (await fetch(`${base}/nada?x=1`)).text();
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z 127\.0\.0\.1 \d{1,5} GET \/ok 200 \d+ms$/);
    expect(lines[1]).toMatch(/ GET \/nada 404 \d+ms$/);
    expect(lines.join("\n")).not.toContain("preco");
    expect(lines.join("\n")).not.toContain("Fulano");

    const file = path.join(dir, logFileName(new Date()));
    expect(readFileSync(file, "utf8")).toBe(`${lines.join("\n")}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    log.close();
  });

  it("makes an existing day file private and deletes expired files at start", async () => {
    const dir = tempDir();
    const today = path.join(dir, logFileName(new Date()));
    writeFileSync(today, "linha antiga\n", { mode: 0o644 });
    writeFileSync(path.join(dir, "access-2000-01-01.log"), "velho\n");
    const lines: string[] = [];
    const { base, log } = await serve(dir, lines);
    expect(readdirSync(dir)).not.toContain("access-2000-01-01.log");
    await (await fetch(`${base}/ok`)).text();
    await expect.poll(() => lines.length).toBe(1);
    expect(readFileSync(today, "utf8")).toBe(`linha antiga\n${lines[0]}\n`);
    expect(statSync(today).mode & 0o777).toBe(0o600);
    log.close();
  });

  it("logs the client's address as seen through the trusted proxy", async () => {
    const lines: string[] = [];
    const { base } = await serve(undefined, lines, true);
    await (
      await fetch(`${base}/ok`, { headers: { "X-Forwarded-For": "198.51.100.7", "X-Forwarded-Port": "51234" } })
    ).text();
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toContain(" 198.51.100.7 51234 GET /ok 200 ");
  });

  it("logs the source port with the address (issue 27, STJ REsp 1.777.769/SP): the socket's without a trusted proxy", async () => {
    const lines: string[] = [];
    const { base } = await serve(undefined, lines);
    // Not trusted: a client cannot choose the port written beside its address.
    await (await fetch(`${base}/ok`, { headers: { "X-Forwarded-Port": "1" } })).text();
    await expect.poll(() => lines.length).toBe(1);
    const port = / 127\.0\.0\.1 (\d+) GET /.exec(lines[0]!)?.[1];
    expect(Number(port)).toBeGreaterThan(1);
    expect(Number(port)).toBeLessThanOrEqual(65535);
  });
});
