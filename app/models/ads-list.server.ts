// Ads as the administrator sees them: every row, whatever its dates or flag, with its
// impression and click counts (the public side, ads.server.ts, reads only what a slot
// can show).
import { asc, desc, eq } from "drizzle-orm";
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
    })
    .from(ads)
    .where(eq(ads.id, id));
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
