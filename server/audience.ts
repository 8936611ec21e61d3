// Page views counted on the server (issue 26, D17): no cookie, no storage in the browser and
// no counting script. Express middleware in front of the React Router handler, so it sees
// both the pages the page cache serves (server/page-cache.ts) and the ones React Router
// renders. It only listens for the response's `finish`: the counting happens after the
// page has been sent and never adds to its time.
//
// A view is counted for a GET of a public page (count-rules.ts isPublicPagePath) that a
// person (app/lib/http/audience.server.ts isCountable: not a bot, HEAD, prefetch or
// prerender, the offline worker, a script without a browser's headers, or the signed-in
// administrator) was answered with
// - an HTML document, status 200, or 304: a 304 is a person opening the page again from
//   their browser's copy, which is a view like any other;
// - a React Router data request (`/blog.data`, a client-side navigation), status 200, when
//   its page differs from the page the same-origin Referer names: a navigation to another
//   page counts, while a page updating its own address (the blog's search as you type, a
//   category's pages, a calculator's own link) does not.
// Each view counts for the site, its page and its device class; a document also for its
// referrer's domain ("direct" without one). A navigation inside the site, by a link or a
// client-side navigation, has no referrer row: only arrivals from outside fill them, so the
// referrer rows add up to the visits, not the page views.
import type { NextFunction, Request, Response } from "express";
import {
  deviceClass,
  isDataRequestPath,
  pageKey,
  referrerKey,
  sameOriginRefererKey,
} from "../app/lib/audience/count-rules";
import { CLIENT_IP_HEADER } from "../app/lib/auth/auth.server";
import { isCountable, visitorHash } from "../app/lib/http/audience.server";
import { countPageView } from "../app/models/audience.server";

const inFlight = new Set<Promise<unknown>>();

/** Waits for the views still being judged (shutdown: before the last batch is written). */
export async function settleAudienceCounts(): Promise<void> {
  await Promise.all([...inFlight]);
}

/** The request's headers as Fetch Headers (what the shared pipeline reads). */
function fetchHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    try {
      if (Array.isArray(values)) for (const value of values) headers.append(key, value);
      else headers.set(key, values);
    } catch {
      // A header value Fetch refuses: not one the pipeline reads.
    }
  }
  return headers;
}

function isDocumentRequest(req: Request): boolean {
  const dest = req.headers["sec-fetch-dest"];
  if (dest) return dest === "document";
  return String(req.headers.accept ?? "").includes("text/html");
}

export interface AudienceView {
  page: string;
  /** Whether a document (rather than a data request): only documents fill referrer rows. */
  document: boolean;
}

/** The view a finished response stands for, before asking who sent it; null when it is none. */
export function viewOf(req: Request, status: number, contentType: string): AudienceView | null {
  if (req.method !== "GET") return null;
  const path = req.path;
  const search = (req.originalUrl || req.url).replace(/^[^?]*/, "");
  const page = pageKey(path, search);
  if (page === null) return null;
  if (isDataRequestPath(path)) {
    if (status !== 200) return null;
    const host = req.get("host") ?? "";
    if (sameOriginRefererKey(req.get("referer"), host) === page) return null;
    return { page, document: false };
  }
  if (status === 200) return contentType.startsWith("text/html") ? { page, document: true } : null;
  if (status === 304) return isDocumentRequest(req) ? { page, document: true } : null;
  return null;
}

/**
 * The middleware. `siteHost` is the public host (SITE_URL), whose pages are not referrers
 * even when a proxy sends another Host.
 */
export function audienceCounter({ siteHost }: { siteHost: string }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET") {
      res.once("finish", () => {
        const view = viewOf(req, res.statusCode, String(res.getHeader("content-type") ?? ""));
        if (!view) return;
        const counting = count(req, view)
          .catch((error: Error) => console.error("[público] visualização não contada:", error.message))
          .finally(() => inFlight.delete(counting));
        inFlight.add(counting);
      });
    }
    next();
  };

  async function count(req: Request, view: AudienceView) {
    const host = req.get("host") ?? "";
    const headers = fetchHeaders(req);
    // Only the method and headers matter to the pipeline; the URL is never read from the Host.
    const request = new globalThis.Request(`http://localhost${req.path}`, { headers });
    if (!(await isCountable(request))) return;
    const ua = headers.get("user-agent") ?? "";
    const ip = String(req.headers[CLIENT_IP_HEADER] ?? req.ip ?? "");
    countPageView({
      visitor: await visitorHash(ip, ua),
      page: view.page,
      device: deviceClass(ua),
      referrer: view.document ? referrerKey(req.get("referer"), [host, siteHost]) : null,
    });
  }
}
