// What a page view is counted under (issue 26, D17): the page's key, the referrer's domain
// and the device class. Pure: the server hook (server/audience.ts) hands in the request's
// parts, and nothing here keeps or returns more than the key itself (never a query string
// but the blog's category, never a referrer's path, never the user agent).
import { stripDataSuffix } from "../http/data-request";
import { DIRECT_REFERRER_KEY, type AudienceDevice } from "./audience-keys";

/** The longest key a row holds (audience_daily.key is varchar(300)). */
export const AUDIENCE_KEY_MAX = 300;

/** The only query parameter kept: the category filter of /blog and /drinks. */
const CATEGORY_PARAM = "categoria";
const PAGES_WITH_CATEGORY = new Set(["/blog", "/drinks"]);

// Served outside the public layout, or not a page at all: never counted.
const NOT_PUBLIC =
  /^\/(?:_|(?:admin|auth|post-creator|relatorio|anuncio|estatisticas|media|og|assets|api|sitemap|rss|feed|robots|healthz)(?:[/.]|$))/;

/** Whether a React Router single-fetch data request (`/festa.data`, `/_root.data`). */
export function isDataRequestPath(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/**
 * Whether `pathname` (a document's, or the page a `.data` request addresses) is a public page:
 * everything the public layout serves; not the admin, sign-in, the post creator, the
 * advertiser's reports, the ad click and beacon, images, link previews, built assets, feeds,
 * sitemaps, robots.txt, the health check or any static file (a last segment with a dot).
 */
export function isPublicPagePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  if (NOT_PUBLIC.test(path)) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/**
 * The key of a page: its path (a `.data` request's page), lower case, without a trailing
 * slash, without the query string but for `?categoria=` on /blog and /drinks, at most
 * AUDIENCE_KEY_MAX characters. Calculator inputs, searches, pages and React Router's
 * `_routes` are dropped. Null when it is not a public page.
 */
export function pageKey(pathname: string, search = ""): string | null {
  let path = stripDataSuffix(pathname).toLowerCase();
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  if (!isPublicPagePath(path)) return null;
  let key = path;
  if (PAGES_WITH_CATEGORY.has(path)) {
    const category = new URLSearchParams(search).get(CATEGORY_PARAM)?.trim().toLowerCase();
    if (category) key = `${path}?${CATEGORY_PARAM}=${encodeURIComponent(category)}`;
  }
  return key.slice(0, AUDIENCE_KEY_MAX);
}

/** The page key of a URL (absolute, or a path with its query). */
export function pageKeyOfUrl(url: URL): string | null {
  return pageKey(url.pathname, url.search);
}

// Referrer families, recognised by host (without "www.") or Android app package.
const FAMILIES: Array<[key: string, test: (host: string) => boolean]> = [
  // google.com, google.com.br, google.co.uk, news.google.com…
  ["google.com", (h) => /(?:^|\.)google\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/.test(h)],
  ["whatsapp", (h) => /(?:^|\.)whatsapp\.(?:com|net)$/.test(h) || h === "wa.me" || h === "l.wl.co"],
  ["instagram", (h) => /(?:^|\.)instagram\.com$/.test(h)],
  ["facebook", (h) => /(?:^|\.)facebook\.com$/.test(h) || h === "fb.com" || h === "fb.me"],
  ["x", (h) => h === "t.co" || /(?:^|\.)(?:x|twitter)\.com$/.test(h)],
];

const APPS: Record<string, string> = {
  "com.google.android.googlequicksearchbox": "google.com",
  "com.google.android.gm": "google.com",
  "com.whatsapp": "whatsapp",
  "com.whatsapp.w4b": "whatsapp",
  "com.instagram.android": "instagram",
  "com.facebook.katana": "facebook",
  "com.facebook.orca": "facebook",
  "com.twitter.android": "x",
};

function bareHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\d*\./, "");
}

/**
 * The referrer row's key for a `Referer` header: the domain only (never the path), `www.`
 * dropped, the big families named (`google.com`, `whatsapp`, `instagram`, `facebook`, `x`),
 * Android apps by their package. DIRECT_REFERRER_KEY when there is none or it is malformed
 * (or not a web or app address); null when it is this site itself (`ownHost`: the request's
 * Host and the site's public host; a navigation inside the site is not a referrer).
 */
export function referrerKey(referer: string | null | undefined, ownHost: string | readonly string[]): string | null {
  if (!referer?.trim()) return DIRECT_REFERRER_KEY;
  let url: URL;
  try {
    url = new URL(referer.trim());
  } catch {
    return DIRECT_REFERRER_KEY;
  }
  if (url.protocol === "android-app:") {
    const app = url.hostname.toLowerCase();
    if (!app) return DIRECT_REFERRER_KEY;
    return (APPS[app] ?? app).slice(0, AUDIENCE_KEY_MAX);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return DIRECT_REFERRER_KEY;
  const host = bareHost(url.hostname);
  if (!host) return DIRECT_REFERRER_KEY;
  const own = typeof ownHost === "string" ? [ownHost] : ownHost;
  if (own.some((h) => host === bareHost(h.replace(/:\d+$/, "")))) return null;
  for (const [key, test] of FAMILIES) if (test(host)) return key;
  return host.slice(0, AUDIENCE_KEY_MAX);
}

/** The page key of a same-origin `Referer` (the page a client-side navigation left), else null. */
export function sameOriginRefererKey(referer: string | null | undefined, ownHost: string): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.host.toLowerCase() !== ownHost.toLowerCase()) return null;
  return pageKeyOfUrl(url);
}

// Phones (and tablets running Android) say so: "Mobi" (Mobile, Mobile Safari, Mobile
// Firefox), Android, iPhone/iPod, and the older mobile systems. iPadOS reports a Mac.
const MOBILE_UA = /Mobi|Android|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS|Kindle|Silk/i;

/** The device class of a User-Agent: "celular" or "computador". */
export function deviceClass(userAgent: string | null | undefined): AudienceDevice {
  return userAgent && MOBILE_UA.test(userAgent) ? "celular" : "computador";
}
