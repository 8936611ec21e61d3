// Ads (docs/decisions/0026-ad-rules.md; docs/decisions/0015-ads-chosen-on-the-server.md). The public side reads only what a slot can show.
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { cached } from "~/lib/data/ttl-cache.server";
import { countImpressions } from "./ad-stats.server";
import { pickAdsForSlots as pickFromRows, type AdPosition, type AdRow, type PublicAd } from "~/lib/ads/ads";

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

/**
 * The ad for the "content" slot (inside a post, between the blog list's cards), picked per
 * request among the cached eligible ones and counted as one impression; null when none
 * qualifies or the database is away (the slot then shows its placeholder, docs/decisions/0014-caching-and-degradation.md).
 */
export async function placeContentAd(today: string, random: () => number = Math.random): Promise<PublicAd | null> {
  try {
    const rows = await cached(`ads:content:${today}`, LIVE_ADS_CACHE_MS, () => listLiveAds(["content"], today));
    const ad = pickFromRows(rows, ["content"], today, random).content;
    if (ad) countImpressions([ad.id]);
    return ad;
  } catch (error) {
    console.error("[anúncios] anúncio de conteúdo indisponível:", (error as Error).message);
    return null;
  }
}
