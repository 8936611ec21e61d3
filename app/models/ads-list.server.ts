// Ads as the administrator sees them: every row, whatever its dates or flag (the public
// side, ads.server.ts, reads only what a slot can show). Issue 9 adds the writes.
import { asc, desc } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";

const { ads } = schema;

export async function listAllAds() {
  return getDb()
    .select({
      id: ads.id,
      title: ads.title,
      position: ads.position,
      active: ads.active,
      startDate: ads.startDate,
      endDate: ads.endDate,
    })
    .from(ads)
    .orderBy(desc(ads.active), asc(ads.position), desc(ads.startDate));
}
