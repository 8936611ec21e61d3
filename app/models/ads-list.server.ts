// Ads as the administrator sees them: every row, whatever its dates or flag, with its
// impression and click counts (the public side, ads.server.ts, reads only what a slot
// can show).
import { and, asc, desc, eq, gte, lt, lte } from "drizzle-orm";
import { addDays, AD_ENDING_SOON_DAYS } from "~/lib/ads/ads";
import { getDb, schema } from "~/lib/data/db.server";

const { ads } = schema;

export async function listAllAds() {
  return getDb()
    .select({
      id: ads.id,
      title: ads.title,
      description: ads.description,
      position: ads.position,
      active: ads.active,
      alcoholic: ads.alcoholic,
      startDate: ads.startDate,
      endDate: ads.endDate,
      impressions: ads.impressions,
      clicks: ads.clicks,
      format: ads.format,
    })
    .from(ads)
    .orderBy(desc(ads.active), asc(ads.position), desc(ads.startDate), asc(ads.title));
}

/** One ad with every field the form edits, or null. Ids that are not UUIDs are simply unknown. */
export async function getAdForEdit(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select({
      id: ads.id,
      title: ads.title,
      description: ads.description,
      imageUrl: ads.imageUrl,
      link: ads.link,
      position: ads.position,
      active: ads.active,
      alcoholic: ads.alcoholic,
      startDate: ads.startDate,
      endDate: ads.endDate,
      impressions: ads.impressions,
      clicks: ads.clicks,
      format: ads.format,
      imageMobileUrl: ads.imageMobileUrl,
      device: ads.device,
      pageGroups: ads.pageGroups,
      categoryIds: ads.categoryIds,
      weight: ads.weight,
      advertiserId: ads.advertiserId,
    })
    .from(ads)
    .where(eq(ads.id, id));
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * For the notice on /admin (issue 25 item 6): active ads ending within 7 days, and active ads
 * whose end has passed (still switched on, so the owner renews or turns them off).
 */
export async function countExpiringAds(today: string): Promise<{ endingSoon: number; expired: number }> {
  const db = getDb();
  const [endingSoon, expired] = await Promise.all([
    db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.active, true), gte(ads.endDate, today), lte(ads.endDate, addDays(today, AD_ENDING_SOON_DAYS)))),
    db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.active, true), lt(ads.endDate, today))),
  ]);
  return { endingSoon: endingSoon.length, expired: expired.length };
}
