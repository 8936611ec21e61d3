// The access log the privacy policy promises (issue 10 item 10; Marco Civil da Internet,
// art. 15: an application provider keeps access records for six months, then deletes
// them). One line per request: ISO time, client address (req.ip, so through TRUST_PROXY),
// the client's source port (issue 27 §2: behind shared addresses (CGNAT) an address alone
// identifies no one, and the STJ requires the port with it, REsp 1.777.769/SP and
// REsp 1.784.156/SP), method, path WITHOUT the query (calculator values stay out of the
// log), status and duration in ms. Always to stdout; with ACCESS_LOG_DIR (in production
// by default a logs/ folder beside the data folder, app/lib/env.server.ts), also appended
// to one file per São Paulo day (access-YYYY-MM-DD.log, mode 0600), and files older than
// six months are deleted at start and once a day.
import { closeSync, fchmodSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const FILE_PATTERN = /^access-(\d{4})-(\d{2})-(\d{2})\.log$/;
const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_MONTHS = 6;

const saoPauloDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date in São Paulo, as YYYY-MM-DD. */
export function saoPauloDay(at: Date): string {
  return saoPauloDate.format(at);
}

export function logFileName(at: Date): string {
  return `access-${saoPauloDay(at)}.log`;
}

/**
 * The first day that is still kept: files of earlier days are older than six months.
 * Counted in calendar months on the São Paulo date (22 Nov → 22 May is kept, 21 May
 * goes); a day that does not exist in the target month (31 Aug → 31 Feb) clamps to the
 * month's last day.
 */
export function oldestKeptDay(now: Date, months = RETENTION_MONTHS): string {
  const [y, m, d] = saoPauloDay(now).split("-").map(Number) as [number, number, number];
  let year = y;
  let month = m - months;
  while (month < 1) {
    month += 12;
    year -= 1;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Deletes access-*.log files of days before the retention window; returns their names. */
export function pruneAccessLogs(dir: string, now = new Date()): string[] {
  const keepFrom = oldestKeptDay(now);
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    const match = FILE_PATTERN.exec(name);
    if (!match) continue;
    if (`${match[1]}-${match[2]}-${match[3]}` < keepFrom) {
      rmSync(path.join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** Bytes that could forge a second log line or hide text (control characters, spaces) are percent-encoded. */
function clean(value: string): string {
  return value.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
}

/**
 * The client's source port. From a trusted proxy (TRUST_PROXY), the one it forwards in
 * X-Forwarded-Port (nginx: `proxy_set_header X-Forwarded-Port $remote_port;`, README
 * "Access log"), the last value when a chain appended several; otherwise the socket's.
 */
export function clientPort(req: Request): string {
  const socketPort = req.socket.remotePort;
  const trust = req.app?.get("trust proxy fn") as ((addr: string, i: number) => boolean) | undefined;
  const forwarded = req.headers["x-forwarded-port"];
  if (trust && forwarded && req.socket.remoteAddress && trust(req.socket.remoteAddress, 0)) {
    const last = String(forwarded).split(",").pop()!.trim();
    if (/^\d{1,5}$/.test(last) && Number(last) <= 65535) return last;
  }
  return socketPort === undefined ? "" : String(socketPort);
}

export function formatAccessLine(entry: {
  time: Date;
  ip: string;
  /** The client's source port ("" when unknown: written "-"). */
  port?: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}): string {
  return `${entry.time.toISOString()} ${clean(entry.ip || "-")} ${clean(entry.port || "-")} ${clean(entry.method)} ${clean(entry.path)} ${entry.status} ${entry.durationMs}ms`;
}

export interface AccessLogOptions {
  /** Folder of the daily files; without it, stdout only. */
  dir?: string;
  /** Where each line goes besides the files (stdout by default). */
  write?: (line: string) => void;
  now?: () => Date;
}

export interface AccessLog {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Appends one line (stdout and the day's file). */
  record: (line: string, at: Date) => void;
  close: () => void;
}

export function createAccessLog({ dir, write, now = () => new Date() }: AccessLogOptions = {}): AccessLog {
  const out = write ?? ((line: string) => process.stdout.write(`${line}\n`));
  let fd: number | undefined;
  let fdDay = "";
  let timer: NodeJS.Timeout | undefined;

  if (dir) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    pruneAccessLogs(dir, now());
    timer = setInterval(() => pruneAccessLogs(dir, now()), DAY_MS);
    timer.unref();
  }

  // Synchronous appends on one open descriptor: a line is on disk when the request ends,
  // so nothing is lost when the process exits right after a graceful shutdown.
  const toFile = (line: string, at: Date) => {
    if (!dir) return;
    const day = saoPauloDay(at);
    try {
      if (fd === undefined || day !== fdDay) {
        if (fd !== undefined) closeSync(fd);
        fd = openSync(path.join(dir, `access-${day}.log`), "a", 0o600);
        // An existing file keeps its mode on open: make it private whatever it was.
        fchmodSync(fd, 0o600);
        fdDay = day;
      }
      writeSync(fd, `${line}\n`);
    } catch (error) {
      fd = undefined;
      console.error(
        "[access-log] não foi possível gravar o registro de acesso:",
        error instanceof Error ? error.message : error,
      );
    }
  };

  const record = (line: string, at: Date) => {
    out(line);
    toFile(line, at);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const time = now();
    // The raw path as sent (still percent-encoded), without the query.
    const url = req.originalUrl || req.url || "/";
    const q = url.indexOf("?");
    const pathOnly = q === -1 ? url : url.slice(0, q);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      // A client that hung up before the answer was complete: logged with status 499, as nginx does.
      const status = res.writableFinished ? res.statusCode : 499;
      const line = formatAccessLine({
        time,
        ip: req.ip ?? req.socket.remoteAddress ?? "",
        port: clientPort(req),
        method: req.method,
        path: pathOnly,
        status,
        durationMs,
      });
      record(line, time);
    };
    res.once("finish", finish);
    res.once("close", finish);
    next();
  };

  const close = () => {
    if (timer) clearInterval(timer);
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  };

  return { middleware, record, close };
}
