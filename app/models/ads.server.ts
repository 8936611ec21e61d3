// Ads (docs/decisions/0026-ad-rules.md; docs/decisions/0015-ads-chosen-on-the-server.md). The public side reads only what a slot can show.
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { cached } from "~/lib/data/ttl-cache.server";
import { chooseAds, markUncacheable, type AdGroup } from "~/lib/http/page-render.server";
import {
  AD_POSITIONS,
  ANY_AD_CONTEXT,
  deviceClass,
  LAYOUT_AD_SLOTS,
  pageGroupOf,
  pickAdsForSlots as pickFromRows,
  type AdContext,
  type AdPosition,
  type AdRow,
  type PublicAd,
} from "~/lib/ads/ads";
import { getPostPageCached, POSTS_CACHE_MS } from "./posts.server";

const { ads, adSlotSettings, categories } = schema;

/** Active ads whose window contains `today` (YYYY-MM-DD) for the given positions. */
export async function listLiveAds(positions: readonly AdPosition[], today: string): Promise<AdRow[]> {
  return getDb()
    .select({
      id: ads.id,
      title: ads.title,
      description: ads.description,
      imageUrl: ads.imageUrl,
      link: ads.link,
      position: ads.position,
      active: ads.active,
      startDate: ads.startDate,
      endDate: ads.endDate,
      alcoholic: ads.alcoholic,
      format: ads.format,
      imageWidth: ads.imageWidth,
      imageHeight: ads.imageHeight,
      imageMobileUrl: ads.imageMobileUrl,
      imageMobileWidth: ads.imageMobileWidth,
      imageMobileHeight: ads.imageMobileHeight,
      device: ads.device,
      pageGroups: ads.pageGroups,
      categoryIds: ads.categoryIds,
      weight: ads.weight,
    })
    .from(ads)
    .where(
      and(
        eq(ads.active, true),
        inArray(ads.position, [...positions]),
        lte(ads.startDate, today),
        gte(ads.endDate, today),
      ),
    );
}

/** How long the eligible ads stay cached; writes drop them at once ("ads:" keys). */
const LIVE_ADS_CACHE_MS = 10_000;

const GROUP_SLOTS = { layout: LAYOUT_AD_SLOTS, content: ["content"] } as const satisfies Record<
  AdGroup,
  readonly AdPosition[]
>;
export type GroupAds<G extends AdGroup> = Record<(typeof GROUP_SLOTS)[G][number], PublicAd | null>;

/**
 * A weighted random pick for the group's slots among the ads eligible for `context` (the
 * visitor's device, the page's group and blog category; D15 revised). The live rows are
 * cached briefly, the same for every visitor; the targeting and the pick run per call.
 */
export async function pickAdGroup<G extends AdGroup>(
  group: G,
  today: string,
  random: () => number = Math.random,
  context: AdContext = ANY_AD_CONTEXT,
): Promise<GroupAds<G>> {
  const slots: readonly AdPosition[] = GROUP_SLOTS[group];
  const key = group === "layout" ? `ads:${today}` : `ads:${group}:${today}`;
  const rows = await cached(key, LIVE_ADS_CACHE_MS, () => listLiveAds(slots, today));
  return pickFromRows(rows, slots, today, random, context) as GroupAds<G>;
}

/**
 * The group's ads for the page being rendered: picked per request, unless the page cache
 * (server/page-cache.ts) picked them before starting this render (page-render.server.ts).
 *
 * How the page cache stays right with targeting: it stores a page under its URL plus the ids
 * of the ads placed in it (adsKey), and before each lookup it picks the ads itself, per
 * request, with this request's context (adContextFor: the device from the request's own
 * headers, the group and category from its URL). A phone's request therefore only ever looks
 * up pages holding ads a phone may see; a desktop's, pages with a desktop's ads. The same ids
 * make the same HTML (the device changes which ads are eligible, never how a page renders), so
 * a page stored for a phone and served to a computer holds exactly the computer's own pick.
 * The public Cache-Control lets a CDN keep a page for 5 minutes whatever the device, as it
 * already keeps one random pick for everyone (docs/decisions/0014-caching-and-degradation.md).
 */
export function placeAdGroup<G extends AdGroup>(
  group: G,
  today: string,
  random: () => number = Math.random,
  context: AdContext = ANY_AD_CONTEXT,
): Promise<GroupAds<G>> {
  return chooseAds(group, () => pickAdGroup(group, today, random, context));
}

/** The ids of the blog's categories by name (the list's `?categoria=` holds a name). */
function categoryIdsByName(): Promise<Record<string, string>> {
  return cached("categories:ad-ids", POSTS_CACHE_MS, async () =>
    Object.fromEntries(
      (await getDb().select({ id: categories.id, name: categories.name }).from(categories)).map((c) => [c.name, c.id]),
    ),
  );
}

/**
 * The ad context of a request (D15 revised): the device from its headers (deviceClass), the
 * page's group from its path, and on the blog the category shown: a post's own (read through
 * the post page's cache, which its loader reads anyway) or the list's `?categoria=` filter.
 */
export async function adContextFor(request: Request): Promise<AdContext> {
  const url = new URL(request.url);
  const device = deviceClass(request.headers);
  const pageGroup = pageGroupOf(url.pathname);
  let categoryId: string | null = null;
  if (pageGroup === "blog") {
    const post = /^\/blog\/([^/]+)\/?$/.exec(url.pathname);
    if (post?.[1]) {
      let slug = post[1];
      try {
        slug = decodeURIComponent(slug);
      } catch {
        // A broken escape: no such post.
      }
      categoryId = (await getPostPageCached(slug))?.post.categoryId ?? null;
    } else {
      const name = url.searchParams.get("categoria")?.trim();
      if (name) categoryId = (await categoryIdsByName())[name] ?? null;
    }
  }
  return { device, pageGroup, categoryId };
}

/** Per position, whether an empty slot shows the "Anuncie aqui" house card (D15; on unless turned off). */
export type HouseCards = Record<AdPosition, boolean>;

export async function listHouseCards(): Promise<HouseCards> {
  const rows = await getDb()
    .select({ position: adSlotSettings.position, houseCard: adSlotSettings.houseCard })
    .from(adSlotSettings);
  const off = new Set(rows.filter((r) => !r.houseCard).map((r) => r.position));
  return Object.fromEntries(AD_POSITIONS.map((p) => [p, !off.has(p)])) as HouseCards;
}

/** The house-card settings, cached with the ads (an admin save drops "ads:" keys). */
export function getHouseCardsCached(): Promise<HouseCards> {
  return cached("ads:house-cards", LIVE_ADS_CACHE_MS, listHouseCards);
}

/**
 * The ad for the "content" slot (inside a post, between the blog list's cards), picked per
 * request among the cached eligible ones (the beacon counts its impression); null when none
 * qualifies or the database is away (the slot then shows its placeholder, docs/decisions/0014-caching-and-degradation.md).
 */
export async function placeContentAd(
  today: string,
  random: () => number = Math.random,
  context: AdContext = ANY_AD_CONTEXT,
): Promise<PublicAd | null> {
  try {
    return (await placeAdGroup("content", today, random, context)).content;
  } catch (error) {
    console.error("[anúncios] anúncio de conteúdo indisponível:", (error as Error).message);
    markUncacheable();
    return null;
  }
}

/** Whether the empty "content" slot shows its house card (on when the setting cannot be read). */
export async function contentHouseCard(): Promise<boolean> {
  try {
    return (await getHouseCardsCached()).content;
  } catch (error) {
    console.error("[anúncios] espaços de anúncio indisponíveis:", (error as Error).message);
    markUncacheable();
    return true;
  }
}
