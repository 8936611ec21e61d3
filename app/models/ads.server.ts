// Ads (docs/decisions/0026-ad-rules.md; docs/decisions/0015-ads-chosen-on-the-server.md). The public side reads only what a slot can show.
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { cached } from "~/lib/data/ttl-cache.server";
import { chooseAds, markUncacheable, type AdGroup } from "~/lib/http/page-render.server";
import {
  LAYOUT_AD_SLOTS,
  pickAdsForSlots as pickFromRows,
  type AdPosition,
  type AdRow,
  type PublicAd,
} from "~/lib/ads/ads";

const { ads } = schema;

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

/** A random pick for the group's slots among its eligible ads (cached briefly). */
export async function pickAdGroup<G extends AdGroup>(
  group: G,
  today: string,
  random: () => number = Math.random,
): Promise<GroupAds<G>> {
  const slots: readonly AdPosition[] = GROUP_SLOTS[group];
  const key = group === "layout" ? `ads:${today}` : `ads:${group}:${today}`;
  const rows = await cached(key, LIVE_ADS_CACHE_MS, () => listLiveAds(slots, today));
  return pickFromRows(rows, slots, today, random) as GroupAds<G>;
}

/**
 * The group's ads for the page being rendered: picked per request, unless the page cache
 * (server/page-cache.ts) picked them before starting this render (page-render.server.ts).
 */
export function placeAdGroup<G extends AdGroup>(
  group: G,
  today: string,
  random: () => number = Math.random,
): Promise<GroupAds<G>> {
  return chooseAds(group, () => pickAdGroup(group, today, random));
}

/**
 * The ad for the "content" slot (inside a post, between the blog list's cards), picked per
 * request among the cached eligible ones (the beacon counts its impression); null when none
 * qualifies or the database is away (the slot then shows its placeholder, docs/decisions/0014-caching-and-degradation.md).
 */
export async function placeContentAd(today: string, random: () => number = Math.random): Promise<PublicAd | null> {
  try {
    return (await placeAdGroup("content", today, random)).content;
  } catch (error) {
    console.error("[anúncios] anúncio de conteúdo indisponível:", (error as Error).message);
    markUncacheable();
    return null;
  }
}
