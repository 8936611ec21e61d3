// The React Router request handler, in place of @react-router/express's adapter (same
// request and response mapping) so that a request is judged before React Router sees it
// (issue 10 items 4 and 5): the method against the route it addresses (405 with Allow),
// the body's size (413, counted while it streams), its type (415) and, for a form, that
// it parses (400). Without this, an unexpected method or body reached an action and
// came back as a 500 with a stack trace in the log, and a 200 MB body was read in full.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import {
  createRequestHandler as createReactRouterRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";
import {
  BODY_LIMIT,
  BodyTooLargeError,
  ClientGoneError,
  FORM_TYPES,
  MESSAGES,
  UPLOAD_PATH,
  BEERXML_PATH,
  bodyLimitFor,
  declaredLength,
  limitStream,
  mediaTypeOf,
  readBodyLimited,
  refuse,
  stripDataSuffix,
} from "./limits";
import { nonceContext } from "../app/lib/http/request-context";
import { isCacheableRequest, type createPageResponder } from "./page-cache";

type PageResponder = ReturnType<typeof createPageResponder>;

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  hasAction: boolean;
  children?: RouteNode[];
}

const trees = new WeakMap<ServerBuild, RouteNode[]>();

function routeTree(build: ServerBuild): RouteNode[] {
  let tree = trees.get(build);
  if (!tree) {
    const routes = Object.values(build.routes).filter((r) => r !== undefined);
    const childrenOf = (parentId: string | undefined): RouteNode[] =>
      routes
        .filter((r) => r.parentId === parentId)
        .map((r) => {
          const children = childrenOf(r.id);
          return {
            id: r.id,
            path: r.path,
            index: r.index,
            caseSensitive: r.caseSensitive,
            hasAction: typeof r.module.action === "function",
            ...(children.length > 0 ? { children } : {}),
          };
        });
    tree = childrenOf(undefined);
    trees.set(build, tree);
  }
  return tree;
}

/**
 * Whether a POST to this URL reaches an action: the route React Router would submit to
 * (its getTargetMatch: the deepest route with a path, or the index route with `?index`).
 */
export function acceptsPost(build: ServerBuild, pathname: string, search: string): boolean {
  // The nodes carry the fields matchRoutes reads (id, path, index, caseSensitive, children).
  const matches = matchRoutes(routeTree(build) as unknown as RouteObject[], stripDataSuffix(pathname), build.basename);
  if (!matches || matches.length === 0) return false;
  const last = matches[matches.length - 1]!;
  const nakedIndex = new URLSearchParams(search).getAll("index").some((v) => v === "");
  const target =
    last.route.index && nakedIndex
      ? last
      : matches.filter((m, i) => i === 0 || (m.route.path && m.route.path.length > 0)).at(-1)!;
  return (target.route as unknown as RouteNode).hasAction;
}

async function resolveBuild(source: BuildSource): Promise<ServerBuild> {
  return typeof source === "function" ? await source() : source;
}

/** GET, HEAD and, where a route has an action, POST. Everything else: 405 with Allow. */
export function methodGuard(source: BuildSource) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    try {
      const build = await resolveBuild(source);
      const url = req.originalUrl || req.url || "/";
      const q = url.indexOf("?");
      const post = acceptsPost(build, q === -1 ? url : url.slice(0, q), q === -1 ? "" : url.slice(q));
      const allow = post ? "GET, HEAD, POST" : "GET, HEAD";
      if (req.method === "OPTIONS") {
        res.setHeader("Allow", allow);
        res.setHeader("Cache-Control", "no-store");
        res.status(204).end();
        return;
      }
      if (req.method === "POST" && post) return next();
      refuse(res, 405, MESSAGES.method, { Allow: allow });
    } catch (error) {
      next(error);
    }
  };
}

/** A 413 that also ends the connection, so the rest of the body is never read. */
function tooLarge(req: Request, res: Response) {
  if (res.headersSent) return;
  // The connection ends after this answer (lingerBeforeClose reads off what is in flight).
  res.setHeader("Connection", "close");
  if (stripDataSuffix(req.path) === UPLOAD_PATH) {
    res.setHeader("Cache-Control", "no-store");
    res.status(413).json({ error: MESSAGES.uploadTooLarge });
  } else if (req.path === BEERXML_PATH) {
    // The no-JS BeerXML import: back to the page, which says the file is too large under its field.
    res.setHeader("Cache-Control", "no-store");
    res.redirect(303, "/receita?beerxml_erro=tooLarge#importar-beerxml");
  } else {
    refuse(res, 413, MESSAGES.tooLarge);
  }
}

function createHeaders(requestHeaders: Request["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** The URL as @react-router/express builds it (X-Forwarded-Host only with trust proxy). */
function requestUrl(req: Request): URL {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const a = Number.parseInt(forwardedPort ?? "", 10);
  const b = Number.parseInt(hostPort ?? "", 10);
  const port = Number.isSafeInteger(a) ? a : Number.isSafeInteger(b) ? b : "";
  const hostname = req.hostname?.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

export interface HandlerOptions {
  build: BuildSource;
  mode: "production" | "development";
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
  /** Rendered public pages kept briefly (server/page-cache.ts); production only. */
  pageCache?: PageResponder;
}

export function createReactRouterHandler({ build, mode, getLoadContext, pageCache }: HandlerOptions) {
  const handleRequest = createReactRouterRequestHandler(build, mode);

  return async (req: Request, res: Response, next: NextFunction) => {
    let url: URL;
    try {
      url = requestUrl(req);
    } catch {
      refuse(res, 400, MESSAGES.badRequest);
      return;
    }
    const controller = new AbortController();
    let finished = false;
    res.on("finish", () => (finished = true));
    res.on("close", () => {
      if (!finished) controller.abort();
    });
    const headers = createHeaders(req.headers);
    const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };

    if (req.method !== "GET" && req.method !== "HEAD") {
      const limit = bodyLimitFor(req.path);
      const length = declaredLength(req);
      if (length !== undefined && length > limit) {
        tooLarge(req, res);
        return;
      }
      let type = mediaTypeOf(req);
      const empty = length === 0 || (length === undefined && req.headers["transfer-encoding"] === undefined);
      if (!type && empty) {
        // An empty POST (a bare fetch, a form without fields) is an empty form.
        type = "application/x-www-form-urlencoded";
        headers.set("Content-Type", type);
      }
      if (!(FORM_TYPES as readonly string[]).includes(type)) {
        refuse(res, 415, MESSAGES.mediaType, { "Accept-Post": FORM_TYPES.join(", ") });
        return;
      }
      if (limit > BODY_LIMIT) {
        // The upload streams: its action cuts at 5 MB itself; this only caps what it can be sent.
        const counted = limitStream(req, limit, () => {
          tooLarge(req, res);
          controller.abort();
        });
        init.body = createReadableStreamFromReadable(counted);
        init.duplex = "half";
      } else {
        let body: Buffer;
        try {
          body = await readBodyLimited(req, limit);
        } catch (error) {
          if (error instanceof BodyTooLargeError) tooLarge(req, res);
          else if (!(error instanceof ClientGoneError)) next(error);
          return;
        }
        // A form that does not parse is the client's error (400), found here rather than
        // as an exception inside an action (500).
        try {
          await new Response(new Uint8Array(body), {
            headers: { "Content-Type": headers.get("Content-Type")! },
          }).formData();
        } catch {
          refuse(res, 400, MESSAGES.badForm);
          return;
        }
        init.body = new Uint8Array(body);
      }
    }

    try {
      const request = new Request(url.href, init);
      const context = getLoadContext(req, res);
      const render = () => handleRequest(request, context);
      const response =
        pageCache &&
        isCacheableRequest({ method: req.method, path: req.path, url: req.originalUrl, headers: req.headers })
          ? await pageCache(request, context.get(nonceContext), render)
          : await render();
      if (!(response instanceof globalThis.Response)) {
        if (res.destroyed || res.writableEnded || res.headersSent) return;
        res.status(response.status);
        for (const [key, value] of response.headers) res.setHeader(key, value);
        if (response.body) res.setHeader("Content-Length", response.body.length);
        res.end(response.body ?? undefined);
        return;
      }
      if (res.destroyed || res.writableEnded || res.headersSent) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      // A header the route sets replaces the server-wide default (helmet's CSP or
      // Cross-Origin-Resource-Policy on /media, say) instead of being sent twice; only
      // Set-Cookie accumulates.
      for (const [key, value] of response.headers.entries()) {
        if (key === "set-cookie") res.append(key, value);
        else res.setHeader(key, value);
      }
      if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
      if (response.body) {
        try {
          await writeReadableStreamToWritable(response.body, res);
        } catch (error) {
          if (res.destroyed || res.writableEnded) return;
          throw error;
        }
      } else {
        res.end();
      }
    } catch (error) {
      if (controller.signal.aborted && (res.destroyed || res.writableEnded || res.headersSent)) return;
      next(error);
    }
  };
}
