// The Express application: security headers with a per-request CSP nonce, static
// files, the health check and the React Router handler. Shared by the production
// entry (server/index.ts) and the dev server (server/dev.ts).
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request, type Response } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { CLIENT_IP_HEADER } from "../app/lib/auth.server";
import type { DbHandle } from "../app/lib/db.server";
import type { Env } from "../app/lib/env.server";
import { precompressedAssets } from "./static";

export interface AppOptions {
  env: Env;
  getDb: () => DbHandle | undefined;
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
  vite?: ViteDevServer;
}

export function createApp({ env, getDb, build, clientDir, vite }: AppOptions) {
  const app = express();
  const production = env.NODE_ENV === "production";
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) {
    const value = env.TRUST_PROXY;
    app.set("trust proxy", /^\d+$/.test(value) ? Number(value) : value === "true" ? true : value);
  }

  app.use((req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    // better-auth and the sign-in limit read the client address from this header only;
    // whatever the client sent under that name is overwritten (STACK-NOTES).
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
          "script-src-attr": ["'none'"],
          // Radix positions popovers with inline style attributes.
          "style-src": ["'self'", "'unsafe-inline'"],
          // Ad banners and post images may live on other https hosts.
          "img-src": ["'self'", "data:", "blob:", "https:"],
          "font-src": ["'self'", "data:"],
          "connect-src": vite ? ["'self'", "ws:", "wss:"] : ["'self'"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'none'"],
          ...(production && env.SITE_URL.startsWith("https://") ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      // A form POST without JavaScript must still send its Origin (STACK-NOTES).
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get("/healthz", async (_req, res) => {
    const handle = getDb();
    const up = handle ? await handle.ping() : false;
    res.setHeader("Cache-Control", "no-store");
    res.status(up ? 200 : 503).json({ status: up ? "ok" : "degraded", database: up ? "up" : "down" });
  });

  // D13: state changes only with a same-site Origin. React Router checks actions too;
  // this covers every other non-GET request as well.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (origin && origin !== "null") {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== req.headers.host) {
        res.status(403).type("text/plain").send("Origem não permitida.");
        return;
      }
    }
    next();
  });

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
    app.use(
      express.static(clientDir, {
        index: false,
        maxAge: "1h",
        setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
      }),
    );
  }

  app.use(compression());

  app.use((_req, res, next) => {
    // Private unless the document handler says otherwise (D14). The React Router adapter
    // appends headers, so a Cache-Control it sends replaces this default.
    res.setHeader("Cache-Control", "private, no-store");
    const append = res.append.bind(res);
    res.append = (field: string, value?: string[] | string) =>
      field.toLowerCase() === "cache-control" && value !== undefined ? res.set(field, value) : append(field, value);
    // A 304 tells the browser to reuse its cached page, whose inline scripts carry the
    // nonce of the response that stored it. Caches merge a 304's headers into the stored
    // ones, so sending this response's CSP (a new nonce) would block every inline script
    // of the cached page: no hydration, no theme script. Leave the stored CSP in place.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (args[0] === 304) res.removeHeader("Content-Security-Policy");
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: production ? "production" : "development",
      getLoadContext: (req: Request, res: Response) => ({
        nonce: String(res.locals.nonce),
        clientIp: String(req.headers[CLIENT_IP_HEADER] ?? ""),
      }),
    }),
  );

  return app;
}
