/**
 * Ad selection and display rules (docs/decisions/0026-ad-rules.md, docs/decisions/0020-routes-and-layout.md; docs/decisions/0015-ads-chosen-on-the-server.md).
 *
 * Pure and isomorphic: the loader picks the ad on the server (docs/decisions/0015-ads-chosen-on-the-server.md) with these
 * functions, and the components format it with the same ones.
 */

export const AD_POSITIONS = ["header", "footer", "sidebar", "content", "mobile-footer", "mobile-menu"] as const;

export type AdPosition = (typeof AD_POSITIONS)[number];

/** The slots every public page's layout carries (the "content" slot belongs to the blog's pages). */
export const LAYOUT_AD_SLOTS = [
  "header",
  "footer",
  "sidebar",
  "mobile-menu",
  "mobile-footer",
] as const satisfies readonly AdPosition[];

export const AD_FORMATS = ["banner", "card"] as const;
export type AdFormat = (typeof AD_FORMATS)[number];
export const AD_DEVICES = ["all", "desktop", "mobile"] as const;
export type AdDevice = (typeof AD_DEVICES)[number];
/** Page groups an ad may target; an empty list means every public page. */
export const AD_PAGE_GROUPS = ["calculators", "blog", "content"] as const;
export type AdPageGroup = (typeof AD_PAGE_GROUPS)[number];
export const AD_WEIGHT_MIN = 1;
export const AD_WEIGHT_MAX = 10;
export const AD_WEIGHT_DEFAULT = 5;

/** The fields an ad shows to visitors. */
export interface PublicAd {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  link: string;
  position: AdPosition;
  /** CONAR Annex P: an alcoholic-drink ad shows the moderation clause in its slot. */
  alcoholic?: boolean;
  /** "banner": the image alone is the whole slot's link; "card" (default): image, title and text (D16). */
  format?: AdFormat;
  /** The stored pixel sizes: the slot reserves their ratio (no layout shift). */
  imageWidth?: number | null;
  imageHeight?: number | null;
  /** A banner's phone image, shown below 768 px by `<picture>`. */
  imageMobileUrl?: string | null;
  imageMobileWidth?: number | null;
  imageMobileHeight?: number | null;
}

/** An ad as stored, with its scheduling and targeting fields. Dates are "YYYY-MM-DD". */
export interface AdRow extends PublicAd {
  active: boolean;
  startDate: string;
  endDate: string;
  /** D15 revised: which visitors' device, which pages, and how often among the eligible. */
  device?: AdDevice;
  pageGroups?: readonly AdPageGroup[];
  categoryIds?: readonly string[];
  weight?: number;
}

/**
 * Who is asking and on what page (D15 revised): the visitor's device class, the page's group
 * (null on a page outside the three, e.g. the 404: only ads for every page go there) and, on
 * the blog, the category shown (a post's, or the list's filter).
 */
export interface AdContext {
  device: "desktop" | "mobile";
  pageGroup: AdPageGroup | null;
  categoryId: string | null;
}

/** The context an ad written before targeting existed fits everywhere. */
export const ANY_AD_CONTEXT: AdContext = { device: "desktop", pageGroup: null, categoryId: null };

/**
 * The device class of a request: a phone when the browser says so (the low-entropy client
 * hint `Sec-CH-UA-Mobile: ?1`, sent by Chromium-based browsers) or its user agent looks like
 * one (/Mobi|Android|iPhone/, which also catches Safari and Firefox on phones); otherwise a
 * computer. Tablets without "Mobi" count as computers, which is how they lay the site out.
 */
export function deviceClass(headers: { get(name: string): string | null }): "desktop" | "mobile" {
  if (headers.get("Sec-CH-UA-Mobile")?.trim() === "?1") return "mobile";
  return /Mobi|Android|iPhone/.test(headers.get("User-Agent") ?? "") ? "mobile" : "desktop";
}

const CALCULATOR_PATHS = ["/", "/festa", "/por-pessoa", "/ibu", "/abv", "/orcamento", "/receita"];
const BLOG_PATHS = ["/blog", "/drinks"];
const CONTENT_PATHS = ["/glossario", "/infograficos", "/termos-de-uso", "/politica-de-privacidade", "/anuncie"];

/**
 * The page group of a public path (D15 revised): the calculators, the blog (its list, its
 * posts and /drinks, the same list) or the content pages (glossary, infographics, legal
 * pages, /anuncie); null for anything else (the 404, the admin's previews).
 */
export function pageGroupOf(pathname: string): AdPageGroup | null {
  const path = pathname.split(/[?#]/, 1)[0]!.replace(/\/+$/, "") || "/";
  if (CALCULATOR_PATHS.includes(path)) return "calculators";
  if (BLOG_PATHS.some((base) => path === base || path.startsWith(`${base}/`))) return "blog";
  if (CONTENT_PATHS.includes(path) || path.startsWith("/glossario/")) return "content";
  return null;
}

export function isAdPosition(value: unknown): value is AdPosition {
  return typeof value === "string" && (AD_POSITIONS as readonly string[]).includes(value);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The "YYYY-MM-DD" day of a date string (a timestamp "2026-11-22T10:00:00Z" counts
 * as its first 10 characters), or undefined when it does not start with one.
 */
function dayOf(value: string): string | undefined {
  const m = ISO_DAY.exec(value.trim());
  return m ? m[0] : undefined;
}

/**
 * Whether an ad may be shown in `position` on `today` ("YYYY-MM-DD", São Paulo):
 * active, startDate ≤ today ≤ endDate (inclusive, compared as date strings, which
 * order like dates in this format) and the same position. An ad whose dates are
 * missing or malformed is never eligible.
 */
export function isAdEligible(
  ad: AdRow,
  position: AdPosition,
  today: string,
  context: AdContext = ANY_AD_CONTEXT,
): boolean {
  if (!ad.active || ad.position !== position) return false;
  if (!fitsContext(ad, context)) return false;
  const start = dayOf(ad.startDate);
  const end = dayOf(ad.endDate);
  const day = dayOf(today);
  if (!start || !end || !day) return false;
  return start <= day && day <= end;
}

/**
 * Whether an ad's targeting admits the visitor and the page: its device ("all" or the
 * visitor's), its page groups (none = every page; else the page's group must be listed) and,
 * on a blog page, its categories (none = every category; else the page's category must be
 * listed, so a category-targeted ad never shows on the unfiltered list).
 */
export function fitsContext(ad: AdRow, context: AdContext): boolean {
  const device = ad.device ?? "all";
  if (device !== "all" && device !== context.device) return false;
  const groups = ad.pageGroups ?? [];
  if (groups.length > 0 && (context.pageGroup === null || !groups.includes(context.pageGroup))) return false;
  const categories = ad.categoryIds ?? [];
  if (context.pageGroup === "blog" && categories.length > 0) {
    if (context.categoryId === null || !categories.includes(context.categoryId)) return false;
  }
  return true;
}

/** An ad's rotation weight, 1 to 10 (5 when missing or out of range). */
export function adWeight(ad: Pick<AdRow, "weight">): number {
  const w = ad.weight;
  return typeof w === "number" && Number.isInteger(w) && w >= AD_WEIGHT_MIN && w <= AD_WEIGHT_MAX
    ? w
    : AD_WEIGHT_DEFAULT;
}

/** The visitor-facing fields of an ad (drops active and the dates, and anything else). */
export function toPublicAd(ad: PublicAd): PublicAd {
  return {
    id: ad.id,
    title: ad.title,
    description: ad.description,
    imageUrl: ad.imageUrl,
    link: ad.link,
    position: ad.position,
    alcoholic: ad.alcoholic === true,
    format: ad.format === "banner" ? "banner" : "card",
    imageWidth: ad.imageWidth ?? null,
    imageHeight: ad.imageHeight ?? null,
    imageMobileUrl: ad.imageMobileUrl ?? null,
    imageMobileWidth: ad.imageMobileWidth ?? null,
    imageMobileHeight: ad.imageMobileHeight ?? null,
  };
}

/**
 * One eligible ad for the slot, chosen at random in proportion to its weight (D15 revised:
 * an ad of weight 10 shows twice as often as one of weight 5 beside it; `random` returns a
 * number in [0, 1), like Math.random), with only its public fields; null when none qualifies.
 */
export function pickAd(
  ads: readonly AdRow[],
  position: AdPosition,
  today: string,
  random: () => number = Math.random,
  context: AdContext = ANY_AD_CONTEXT,
): PublicAd | null {
  const eligible = ads.filter((ad) => isAdEligible(ad, position, today, context));
  if (eligible.length === 0) return null;
  const total = eligible.reduce((sum, ad) => sum + adWeight(ad), 0);
  const r = random();
  let target = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) * total : 0;
  for (const ad of eligible) {
    target -= adWeight(ad);
    if (target < 0) return toPublicAd(ad);
  }
  return toPublicAd(eligible[eligible.length - 1]!);
}

/** One ad per slot, each picked among the eligible rows (docs/decisions/0015-ads-chosen-on-the-server.md). */
export function pickAdsForSlots<P extends AdPosition>(
  ads: readonly AdRow[],
  positions: readonly P[],
  today: string,
  random: () => number = Math.random,
  context: AdContext = ANY_AD_CONTEXT,
): Record<P, PublicAd | null> {
  return Object.fromEntries(positions.map((p) => [p, pickAd(ads, p, today, random, context)])) as Record<
    P,
    PublicAd | null
  >;
}

/** Maximum ad text length: 30 characters in the mobile menu, 50 elsewhere (docs/decisions/0026-ad-rules.md). */
export function adTextLimit(position: AdPosition): number {
  return position === "mobile-menu" ? 30 : 50;
}

export const ELLIPSIS = "…";

/**
 * Ad text cut to the position's limit: text within the limit is returned unchanged;
 * longer text is cut so that, with trailing spaces removed and "…" appended, the
 * result is at most the limit long. A cut never splits a surrogate pair (emoji).
 */
export function truncateAdText(text: string, position: AdPosition): string {
  const limit = adTextLimit(position);
  if (text.length <= limit) return text;
  let head = text.slice(0, limit - ELLIPSIS.length);
  const last = head.charCodeAt(head.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) head = head.slice(0, -1);
  return head.trimEnd() + ELLIPSIS;
}

/** Each position's Portuguese name (D15): the house card and the admin say it. */
export const AD_SLOT_NAMES: Record<AdPosition, string> = {
  header: "Topo",
  footer: "Rodapé",
  sidebar: "Barra lateral",
  content: "No conteúdo",
  "mobile-footer": "Rodapé no celular",
  "mobile-menu": "Menu do celular",
};

/** Text of an empty slot's "Anuncie aqui" house card (D15): "Espaço para anúncio — Topo". */
export function adPlaceholderText(position: AdPosition): string {
  return `Espaço para anúncio — ${AD_SLOT_NAMES[position]}`;
}

/** Where the house card leads: the page that sells the slots. */
export const ADVERTISE_PATH = "/anuncie";

/** A banner size in CSS pixels. */
export interface AdSize {
  width: number;
  height: number;
}

/**
 * The standard (IAB) sizes of each position (D16), for the computer's image and the phone's.
 * The footer slot sits where the header's does, full width at the end of the page, so it takes
 * the header's sizes; the sidebar is never shown on phones, and the phone-only positions are
 * the same on both (their "computer" image is the one shown).
 */
export const AD_SIZES: Record<AdPosition, { desktop: readonly AdSize[]; mobile: readonly AdSize[] }> = {
  header: { desktop: [{ width: 728, height: 90 }], mobile: [{ width: 320, height: 100 }] },
  footer: { desktop: [{ width: 728, height: 90 }], mobile: [{ width: 320, height: 100 }] },
  sidebar: {
    desktop: [
      { width: 300, height: 250 },
      { width: 300, height: 600 },
    ],
    mobile: [
      { width: 300, height: 250 },
      { width: 300, height: 600 },
    ],
  },
  content: {
    desktop: [
      { width: 300, height: 250 },
      { width: 728, height: 90 },
    ],
    mobile: [{ width: 300, height: 250 }],
  },
  "mobile-footer": { desktop: [{ width: 320, height: 50 }], mobile: [{ width: 320, height: 50 }] },
  "mobile-menu": { desktop: [{ width: 300, height: 100 }], mobile: [{ width: 300, height: 100 }] },
};

/** D16: another size is accepted when its ratio is within 2 % of a standard one. */
export const AD_RATIO_TOLERANCE = 0.02;

/** "728 × 90" */
export function formatAdSize(size: AdSize): string {
  return `${size.width} × ${size.height}`;
}

/**
 * The standard size an image of `width` × `height` stands for in `position` (exact first,
 * else the first whose ratio is within 2 %), or null when it fits none.
 */
export function matchAdSize(
  position: AdPosition,
  kind: "desktop" | "mobile",
  width: number,
  height: number,
): AdSize | null {
  if (!(width > 0 && height > 0)) return null;
  const sizes = AD_SIZES[position][kind];
  const exact = sizes.find((s) => s.width === width && s.height === height);
  if (exact) return exact;
  const ratio = width / height;
  return sizes.find((s) => Math.abs(ratio / (s.width / s.height) - 1) <= AD_RATIO_TOLERANCE) ?? null;
}

/** The sizes a position takes, as the form says them: "728 × 90 ou 300 × 250 px". */
export function adSizesText(position: AdPosition, kind: "desktop" | "mobile"): string {
  return `${AD_SIZES[position][kind].map(formatAdSize).join(" ou ")} px`;
}

/** CONAR (Annex P) clause an alcoholic-drink ad carries in its slot. */
export const ALCOHOL_CLAUSE = "Beba com moderação. Venda proibida para menores de 18 anos.";

/**
 * Where the visitor goes on a click: the counting redirect, never the stored link itself
 * (the redirect reads the link from the database, so nothing in the URL can steer it).
 */
export function adClickHref(id: string): string {
  return `/anuncio/${encodeURIComponent(id)}`;
}

/** The schedule part of an ad's status on `today` (São Paulo): before, after or within its window. */
export function adScheduleStatus(
  ad: { startDate: string; endDate: string },
  today: string,
): "Agendado" | "Expirado" | null {
  if (today < ad.startDate) return "Agendado";
  if (today > ad.endDate) return "Expirado";
  return null;
}

/** D15/issue 25 item 6: an ad ending within this many days is flagged in the admin. */
export const AD_ENDING_SOON_DAYS = 7;

/** Whole calendar days from `from` to `to` ("YYYY-MM-DD"; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const at = (ymd: string) => {
    const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/**
 * The expiry flag of an ad on `today` (São Paulo): "Expirado" once its end has passed,
 * "Termina hoje" / "Termina em 1 dia" / "Termina em N dias" within the last 7 days; else null.
 */
export function adExpiryLabel(ad: { endDate: string }, today: string): string | null {
  const days = daysBetween(today, ad.endDate);
  if (days < 0) return "Expirado";
  if (days > AD_ENDING_SOON_DAYS) return null;
  if (days === 0) return "Termina hoje";
  return `Termina em ${days} ${days === 1 ? "dia" : "dias"}`;
}

/** "YYYY-MM-DD" plus `days` calendar days (UTC arithmetic: no daylight-saving jumps). */
export function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Default run of a new ad (docs/decisions/0026-ad-rules.md): 30 days. */
export const DEFAULT_AD_DAYS = 30;

/** Click-through rate in percent, or null when there is no impression to divide by. */
export function clickThroughRate(impressions: number, clicks: number): number | null {
  if (!(impressions > 0)) return null;
  return (clicks / impressions) * 100;
}

const ctrFormat = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** CTR as shown in the admin list: "1,25%", or "—" without impressions. */
export function formatCtr(impressions: number, clicks: number): string {
  const rate = clickThroughRate(impressions, clicks);
  return rate === null ? "—" : `${ctrFormat.format(rate)}%`;
}
