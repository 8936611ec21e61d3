// Cache invalidation across servers (issue 9 point 4). Several servers on one PostgreSQL
// each keep their own short cache (ttl-cache.server.ts); a write on one of them must
// reach the others at once, or a renamed category or a switched-off ad would linger
// there for the cache's lifetime. Each server LISTENs on one channel over a dedicated
// connection (a pooled one would hand LISTEN to whoever borrows it next) and announces
// every invalidateCache(prefix) with NOTIFY, carrying its own id so it ignores its echo.
//
// When the connection drops, notifications sent meanwhile are lost: on reconnecting the
// server drops its whole cache, and sends the prefixes it could not announce.
// On PGlite there is one process and nothing to do.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { processCache, setCacheBroadcast, type TtlCache } from "./ttl-cache.server";

export const CACHE_CHANNEL = "cervejometro_cache";

export interface CacheBusOptions {
  url: string;
  channel?: string;
  /** Defaults to a random id per process. */
  serverId?: string;
  /** Defaults to the process cache, and then invalidateCache() broadcasts through this bus. */
  cache?: TtlCache;
  log?: Pick<Console, "log" | "error">;
  /** First reconnection delay, doubled per failure up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A query on the connection this often, so a silently dead one is noticed. */
  heartbeatMs?: number;
}

export interface CacheBus {
  readonly serverId: string;
  readonly connected: boolean;
  /** Resolves when LISTEN is in place (again, after a reconnection: see `connections`). */
  whenConnected(): Promise<void>;
  /** How many times the bus has connected (1 after start, 2 after one reconnection…). */
  readonly connections: number;
  /** Tells the other servers to drop `prefix`. */
  notify(prefix: string): Promise<void>;
  close(): Promise<void>;
}

interface Message {
  from: string;
  prefix: string;
}

export function parseMessage(payload: string | undefined): Message | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { from, prefix } = value as Record<string, unknown>;
    if (typeof from !== "string" || typeof prefix !== "string") return null;
    return { from, prefix };
  } catch {
    return null;
  }
}

/** The wait before reconnection attempt `failures` (1, 2, …), with ±20 % jitter. */
export function backoffDelay(failures: number, minMs: number, maxMs: number, random = Math.random): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

// NOTIFY payloads are limited to 8000 bytes; cache prefixes are a few dozen.
const MAX_PREFIX = 1000;

export function startCacheBus(options: CacheBusOptions): CacheBus {
  const channel = options.channel ?? CACHE_CHANNEL;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Canal inválido para o cache: ${channel}`);
  const serverId = options.serverId ?? randomUUID();
  const cache = options.cache ?? processCache();
  const log = options.log ?? console;
  const minDelay = options.minDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? 30_000;

  let client: pg.Client | null = null;
  let connected = false;
  let connections = 0;
  let failures = 0;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  // Prefixes invalidated while disconnected: sent once the connection is back.
  const pending = new Set<string>();
  let waiters: Array<() => void> = [];

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      // Names the connection in pg_stat_activity (an operator sees who listens).
      application_name: `cervejometro-cache-${serverId.slice(0, 8)}`,
    });
    client = next;
    let dropped = false;
    const onDrop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      connected = false;
      clearInterval(heartbeat);
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      if (stopped) return;
      failures++;
      const delay = backoffDelay(failures, minDelay, maxDelay);
      log.error(`[cache] conexão de invalidação perdida (${error?.message ?? "encerrada"}); nova tentativa em ${delay} ms.`);
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
    };
    next.on("error", onDrop);
    next.on("end", () => onDrop());
    next.on("notification", (message) => {
      if (message.channel !== channel) return;
      const parsed = parseMessage(message.payload);
      if (!parsed || parsed.from === serverId) return;
      cache.dropLocal(parsed.prefix);
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      onDrop(error as Error);
      return;
    }
    if (stopped || dropped) return;
    connected = true;
    connections++;
    if (failures > 0) log.log("[cache] conexão de invalidação restabelecida.");
    failures = 0;
    // Whatever other servers announced while this one was not listening is unknown.
    cache.dropLocal("");
    heartbeat = setInterval(() => {
      next.query("select 1").catch((error: Error) => onDrop(error));
    }, heartbeatMs);
    heartbeat.unref();
    for (const prefix of [...pending]) {
      pending.delete(prefix);
      void send(prefix);
    }
    for (const resolve of waiters.splice(0)) resolve();
  };

  const send = async (prefix: string) => {
    const current = client;
    if (!connected || !current) {
      pending.add(prefix);
      return;
    }
    try {
      await current.query("select pg_notify($1, $2)", [channel, JSON.stringify({ from: serverId, prefix } satisfies Message)]);
    } catch (error) {
      // The connection is going down: announce it again once it is back.
      pending.add(prefix);
      log.error(`[cache] falha ao avisar os outros servidores (${(error as Error).message}).`);
    }
  };

  const bus: CacheBus = {
    serverId,
    get connected() {
      return connected;
    },
    get connections() {
      return connections;
    },
    whenConnected() {
      if (connected) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    notify(prefix: string) {
      if (prefix.length > MAX_PREFIX) prefix = "";
      return send(prefix);
    },
    async close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      if (!options.cache) setCacheBroadcast(undefined);
      connected = false;
      waiters = [];
      await client?.end().catch(() => {});
    },
  };

  if (!options.cache) setCacheBroadcast((prefix) => void bus.notify(prefix));
  void connect();
  return bus;
}
