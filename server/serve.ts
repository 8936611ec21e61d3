import type { Server } from "node:http";
import type { Express } from "express";
import type { Env } from "../app/lib/env.server";
import { stopAdStats } from "../app/models/ad-stats.server";
import { stopAudience } from "../app/models/audience.server";
import { settleAudienceCounts } from "./audience";
import type { Services } from "./startup";

/**
 * Listens and, on SIGTERM or SIGINT, stops accepting connections, lets running requests
 * finish (10 s at most), closes the database and releases the data-folder lock.
 */
export function serveWithGracefulShutdown(app: Express, env: Env, services: Services): Server {
  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`[server] Cervejômetro em http://localhost:${port} (banco: ${services.handle.kind})`);
  });
  // Behind a reverse proxy (README "Behind a reverse proxy"), the proxy must be the side that
  // closes an idle keep-alive connection: nginx and most load balancers keep them 60 s, so the
  // server keeps them longer, and a client never reuses a connection the server has just closed
  // (issue 27 item 1.4: "SocketError: other side closed"). Headers must arrive within that too.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let closing = false;
  let exitCode = 0;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal} recebido: encerrando…`);
    const force = setTimeout(() => {
      console.error("[server] requisições ainda abertas após 10 s; encerrando mesmo assim.");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      try {
        // Issue 9: the impressions and clicks counted since the last batch, before the
        // database closes (running requests have finished by now).
        await stopAdStats().catch((error: Error) =>
          console.error("[anúncios] impressões e cliques perdidos:", error.message),
        );
        // Issue 26: likewise the page views, visitors and calculations.
        await settleAudienceCounts();
        await stopAudience().catch((error: Error) =>
          console.error("[público] estatísticas de audiência perdidas:", error.message),
        );
        await services.close();
        console.log("[server] encerrado.");
        process.exit(exitCode);
      } catch (error) {
        console.error("[server] erro ao fechar o banco:", error);
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  // Issue 27 item 1.1: an error no request handler caught is a bug (each handler answers its own
  // broken bodies, tests/e2e/hardening-bodies.test.ts), and a process after one is in an unknown
  // state. It is logged, the counts are written, the database is closed, and the process exits
  // with 1 so that its supervisor starts a fresh one (docs/running-under-systemd.md).
  const fatal = (kind: string) => (error: unknown) => {
    console.error(`[server] ${kind}; reiniciando:`, error);
    exitCode = 1;
    shutdown(kind);
  };
  process.on("uncaughtException", fatal("erro não tratado"));
  process.on("unhandledRejection", fatal("promessa rejeitada sem tratamento"));
  return server;
}
