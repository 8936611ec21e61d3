import type { Server } from "node:http";
import type { Express } from "express";
import type { Env } from "../app/lib/env.server";
import { stopAdStats } from "../app/models/ad-stats.server";
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
  server.keepAliveTimeout = 5_000;

  let closing = false;
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
        await services.close();
        console.log("[server] encerrado.");
        process.exit(0);
      } catch (error) {
        console.error("[server] erro ao fechar o banco:", error);
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
