import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { bootAfterFirstPaint, withoutUnusedRouterData } from "~/lib/http/boot-after-paint";
import { cacheControlFor, PRIVATE_NO_STORE } from "~/lib/http/cache-control";
import { hasToastCookie } from "~/lib/http/toast.server";
import { stripDataSuffix } from "~/lib/http/data-request";
import { NonceProvider } from "~/lib/http/nonce";
import { nonceContext } from "~/lib/http/request-context";

export const streamTimeout = 5_000;

// Pages are small and every response is complete before it is sent: that lets us give
// each page an ETag (docs/decisions/0014-caching-and-degradation.md) and answer a matching If-None-Match with 304.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const url = new URL(request.url);
  const nonce = loadContext.get(nonceContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", cacheControlFor(url.pathname, responseStatusCode));
  // A page that reads the toast cookie or sets any cookie is this visitor's alone.
  if (hasToastCookie(request) || responseHeaders.has("Set-Cookie"))
    responseHeaders.set("Cache-Control", PRIVATE_NO_STORE);
  responseHeaders.set("Vary", "Accept-Encoding");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => {
      clearTimeout(timeoutId);
      const html = withoutUnusedRouterData(bootAfterFirstPaint(Buffer.concat(chunks).toString("utf8")));
      // The nonce changes on every response; leave it out of the validator.
      const etag = `W/"${createHash("sha1")
        .update(nonce ? html.replaceAll(nonce, "") : html)
        .digest("base64url")}"`;
      responseHeaders.set("ETag", etag);
      if (status === 200 && request.headers.get("If-None-Match") === etag) {
        resolve(new Response(null, { status: 304, headers: responseHeaders }));
        return;
      }
      resolve(new Response(html, { status, headers: responseHeaders }));
    });

    const options: RenderToPipeableStreamOptions = {
      nonce: nonce || undefined,
      // The page is sent whole (onAllReady): every Suspense boundary stays inline, in place.
      // By default React moves a boundary of more than 12.8 KB to the end of the page, hidden,
      // for a script to put back, and the root's boundary (app/root.tsx) holds the whole page:
      // without JavaScript it would stay hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>,
      options,
    );
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  // With future.v8_trailingSlashAwareDataRequests the root's data is /_.data and a page with a
  // trailing slash asks /page/_.data.
  const path = stripDataSuffix(new URL(request.url).pathname);
  if (!response.headers.has("Cache-Control")) {
    response.headers.set("Cache-Control", cacheControlFor(path, response.status));
  }
  if (hasToastCookie(request) || response.headers.has("Set-Cookie"))
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return response;
};

// Only server faults reach the log. A 4xx the route threw on purpose (a 404, a 405 for a
// method a route has no action for) is the client's error and stays out of it, stack
// trace and all (issue 10 item 5), as does the error of a request the client abandoned.
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's own check of an action's Origin (answered 400). The server's Origin check
  // already refused other hosts, so this is https vs http on the same host: nearly always an
  // https proxy without TRUST_PROXY. One line for the operator, no stack trace.
  if (error instanceof Error && /origin does not match `origin` header/.test(error.message)) {
    console.warn(
      `[server] ação recusada: a origem ${request.headers.get("Origin") ?? "?"} não confere com ${new URL(request.url).origin} (atrás de um proxy https, defina TRUST_PROXY).`,
    );
    return;
  }
  // React Router wraps its own failures in a route error response; log what is inside.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};
