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
}

/** An ad as stored, with its scheduling fields. Dates are "YYYY-MM-DD". */
export interface AdRow extends PublicAd {
  active: boolean;
  startDate: string;
  endDate: string;
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
export function isAdEligible(ad: AdRow, position: AdPosition, today: string): boolean {
  if (!ad.active || ad.position !== position) return false;
  const start = dayOf(ad.startDate);
  const end = dayOf(ad.endDate);
  const day = dayOf(today);
  if (!start || !end || !day) return false;
  return start <= day && day <= end;
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
  };
}

/**
 * One eligible ad for the slot, chosen uniformly at random (`random` returns a number
 * in [0, 1), like Math.random), with only its public fields; null when none qualifies.
 */
export function pickAd(
  ads: readonly AdRow[],
  position: AdPosition,
  today: string,
  random: () => number = Math.random,
): PublicAd | null {
  const eligible = ads.filter((ad) => isAdEligible(ad, position, today));
  if (eligible.length === 0) return null;
  const r = random();
  const index = Number.isFinite(r) ? Math.min(eligible.length - 1, Math.max(0, Math.floor(r * eligible.length))) : 0;
  const chosen = eligible[index];
  return chosen ? toPublicAd(chosen) : null;
}

/** One ad per slot, each picked among the eligible rows (docs/decisions/0015-ads-chosen-on-the-server.md). */
export function pickAdsForSlots<P extends AdPosition>(
  ads: readonly AdRow[],
  positions: readonly P[],
  today: string,
  random: () => number = Math.random,
): Record<P, PublicAd | null> {
  return Object.fromEntries(positions.map((p) => [p, pickAd(ads, p, today, random)])) as Record<P, PublicAd | null>;
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

/** Text of the empty slot placeholder (docs/decisions/0026-ad-rules.md). */
export function adPlaceholderText(position: AdPosition): string {
  return `Espaço para anúncio - ${position}`;
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
