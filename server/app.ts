// The Express application: the access log, security headers with a per-request CSP
// nonce, early refusals of bad requests (input, method, origin, size, type), static
// files, the health check and the React Router handler. Shared by the production entry
// (server/index.ts) and the dev server (server/dev.ts).
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { CLIENT_IP_HEADER } from "../app/lib/auth/auth.server";
import type { DbHandle } from "../app/lib/data/db.server";
import type { Env } from "../app/lib/env.server";
import { onProcessCacheDrop } from "../app/lib/data/ttl-cache.server";
import { todayInSaoPaulo } from "../app/lib/format";
import { isPrivatePath, PUBLIC_HTML_CACHE } from "../app/lib/http/cache-control";
import { currentPageViewKey, newPageViewToken } from "../app/lib/http/page-view-token.server";
import { requestContext } from "../app/lib/http/request-context";
import { adContextFor, pickAdGroup } from "../app/models/ads.server";
import { dropPostsIfPublicationDue } from "../app/models/posts.server";
import { createAccessLog } from "./access-log";
import { audienceCounter } from "./audience";
import { createPageCache, createPageResponder } from "./page-cache";
import { checkOrigin, lingerBeforeClose, rejectBadInput } from "./limits";
import { createReactRouterHandler, methodGuard } from "./react-router-handler";
import { listFiles, precompressedAssets } from "./static";
import { setStaticPageScript } from "../app/lib/http/static-page.server";
import { readStaticPageScript } from "./static-page";

export interface AppOptions {
  env: Env;
  getDb: () => DbHandle | undefined;
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
  vite?: ViteDevServer;
}

export function createApp({ env, getDb, build, clientDir, vite }: AppOptions) {
  const app = express();
  // Pages without React (issue 24.4) load this plain script: the source under Vite, else the build's file.
  setStaticPageScript(vite ? "/app/lib/static-page/enhance.ts" : readStaticPageScript(clientDir));
  const production = env.NODE_ENV === "production";
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) {
    const value = env.TRUST_PROXY;
    app.set("trust proxy", /^\d+$/.test(value) ? Number(value) : value === "true" ? true : value);
  }
  const siteIsHttps = env.SITE_URL.startsWith("https://");
  if (siteIsHttps && !env.TRUST_PROXY) {
    // Behind an https proxy, Express sees http: React Router's own check of an action's
    // Origin then compares https with http and sign-in answers 400 (README, deployment).
    console.warn(
      "[server] Aviso: SITE_URL usa https, mas TRUST_PROXY não está definido. Atrás de um proxy reverso com HTTPS, " +
        "defina TRUST_PROXY (por exemplo, TRUST_PROXY=loopback) para que o servidor veja o protocolo e o endereço " +
        "reais dos visitantes; sem isso, o login responde 400.",
    );
  }

  // Issue 10 item 10: one line per request, first, so that refusals are logged too. The
  // dev server leaves it out (every Vite module would be a line).
  if (!vite) app.use(createAccessLog({ dir: env.ACCESS_LOG_DIR }).middleware);

  // The nonce doubles as the page-view token the ad beacon sends back (issue 25,
  // app/lib/http/page-view-token.server.ts): 128 random bits as before, plus its time and MAC.
  const tokenKey = currentPageViewKey(env);
  app.use((req, res, next) => {
    res.locals.nonce = newPageViewToken(tokenKey);
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
      // HSTS is sent below, only over https.
      strictTransportSecurity: false,
      // Agrees with frame-ancestors 'none'.
      xFrameOptions: { action: "deny" },
      crossOriginEmbedderPolicy: false,
      // Sent below, on the private pages only (decision 0040).
      crossOriginOpenerPolicy: false,
    }),
  );

  app.use((req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    // Decision 0040: the admin, the sign-in, the editor and an advertiser's report keep a window
    // that opened them (or that they open) from holding a reference to them. Public pages, the
    // same for every visitor, go without: the header makes the browser move each arriving visitor
    // into a new browsing-context group (on Android, a process of its own), 0.3–0.6 s of a
    // phone's main thread in Lighthouse for nothing to protect.
    if (isPrivatePath(req.path)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // With TRUST_PROXY the request knows its real scheme; without it, SITE_URL says
    // whether visitors reach the site over https. Never on a plain http site.
    if (env.TRUST_PROXY ? req.secure : siteIsHttps) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  });

  // Issue 10 items 4, 5 and 7: client errors are answered here, before any body is read.
  app.use(lingerBeforeClose);
  app.use(rejectBadInput);
  app.use(methodGuard(build));
  app.use(checkOrigin);

  app.get("/healthz", async (_req, res) => {
    const handle = getDb();
    const up = handle ? await handle.ping() : false;
    res.setHeader("Cache-Control", "no-store");
    res.status(up ? 200 : 503).json({ status: up ? "ok" : "degraded", database: up ? "up" : "down" });
  });

  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
    // Only the build's own files reach the static handler: every other request (each page) used
    // to cost it a stat() of a file that is not there, ~0.1 ms of CPU here.
    const clientFiles = listFiles(clientDir);
    const serveClientFile = express.static(clientDir, {
      index: false,
      maxAge: "1h",
      setHeaders: (res, file) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        // The service worker names the files of its build: browsers must ask for it again on
        // every visit, so a new deployment is picked up on the next one (issue 12 item 7).
        if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
      },
    });
    app.use((req, res, next) => {
      let file: string;
      try {
        file = decodeURIComponent(req.path).slice(1);
      } catch {
        return next(); // the routes answer a malformed path
      }
      if (clientFiles.has(file)) return serveClientFile(req, res, next);
      next();
    });
  }

  app.use(compression());

  app.use((_req, res, next) => {
    // Private unless the document handler says otherwise (docs/decisions/0014-caching-and-degradation.md). The React Router adapter
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

  // Issue 26: page views, counted once each response has gone (cached or rendered).
  app.use(audienceCounter({ siteHost: new URL(env.SITE_URL).host }));

  app.all(
    "/{*splat}",
    createReactRouterHandler({
      build,
      mode: production ? "production" : "development",
      getLoadContext: (req: Request, res: Response) =>
        requestContext({ nonce: String(res.locals.nonce), clientIp: String(req.headers[CLIENT_IP_HEADER] ?? "") }),
      // Issue 12 item 4: public pages rendered once per few seconds (server/page-cache.ts).
      // Not under the dev server, whose pages change with every edit.
      pageCache: vite ? undefined : createSitePageCache().respond,
    }),
  );

  // Last resort. A client error raised by a library (a static file's bad range, an
  // aborted body) is answered with its status and kept out of the log; anything else is
  // a 500 whose details go to the log only.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = Number(
      (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode,
    );
    if (res.headersSent) return next(error);
    res.setHeader("Cache-Control", "no-store");
    if (status >= 400 && status < 500) {
      res.status(status).type("text/plain; charset=utf-8").send("Requisição inválida.");
      return;
    }
    console.error("[server] erro inesperado:", error);
    res.status(500).type("text/plain; charset=utf-8").send("Erro interno do servidor.");
  });

  return app;
}

/** The site's page cache, wired to the ads, the posts' schedule and the process cache. */
export function createSitePageCache() {
  const cache = createPageCache();
  // Every drop from the process cache (admin saves here or on another server, a scheduled
  // post's time) may change any page: all of them go.
  const unsubscribe = onProcessCacheDrop(() => cache.clear());
  // Expired pages leave memory even when no request comes to replace them.
  const sweeper = setInterval(() => cache.sweep(), cache.ttlMs);
  sweeper.unref();
  const respond = createPageResponder(cache, {
    today: () => todayInSaoPaulo(),
    pickAds: async (group, today, request) => pickAdGroup(group, today, Math.random, await adContextFor(request)),
    beforeLookup: () => dropPostsIfPublicationDue(),
    publicCacheControl: PUBLIC_HTML_CACHE,
  });
  return {
    cache,
    respond,
    close: () => {
      unsubscribe();
      clearInterval(sweeper);
    },
  };
}
