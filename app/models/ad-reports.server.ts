// Ad reports and the advertiser's report link (issue 25 item 4). Reads the daily figures
// (ad_daily_stats, one row per ad per São Paulo day); writes only the advertiser's token.
import { randomBytes } from "node:crypto";
import { and, asc, between, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import type { ReportDay } from "~/lib/ads/report";
import { recordActivity, type ActivityActor } from "./activity.server";
import { isUuid } from "./ads-list.server";

const { ads, adDailyStats, advertisers } = schema;

export interface ReportAd {
  id: string;
  title: string;
  position: string;
  startDate: string;
  endDate: string;
  advertiserId: string | null;
}

const adColumns = {
  id: ads.id,
  title: ads.title,
  position: ads.position,
  startDate: ads.startDate,
  endDate: ads.endDate,
  advertiserId: ads.advertiserId,
};

export async function getReportAd(id: string): Promise<ReportAd | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb().select(adColumns).from(ads).where(eq(ads.id, id));
  return row ?? null;
}

/** The daily rows of these ads between `from` and `to` (inclusive), by ad; days without a row are absent. */
export async function getDailyFigures(
  adIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, ReportDay[]>> {
  const byAd = new Map<string, ReportDay[]>(adIds.map((id) => [id, []]));
  if (adIds.length === 0) return byAd;
  const rows = await getDb()
    .select({
      adId: adDailyStats.adId,
      day: adDailyStats.day,
      impressions: adDailyStats.impressions,
      views: adDailyStats.views,
      clicks: adDailyStats.clicks,
    })
    .from(adDailyStats)
    .where(and(inArray(adDailyStats.adId, [...adIds]), between(adDailyStats.day, from, to)))
    .orderBy(asc(adDailyStats.day));
  for (const { adId, ...day } of rows) byAd.get(adId)?.push(day);
  return byAd;
}

export interface ReportAdvertiser {
  id: string;
  name: string;
  reportToken: string | null;
  reportTokenCreatedAt: Date | null;
}

const advertiserColumns = {
  id: advertisers.id,
  name: advertisers.name,
  reportToken: advertisers.reportToken,
  reportTokenCreatedAt: advertisers.reportTokenCreatedAt,
};

export async function getAdvertiser(id: string): Promise<ReportAdvertiser | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb().select(advertiserColumns).from(advertisers).where(eq(advertisers.id, id));
  return row ?? null;
}

/** The advertiser a report link opens, with its ads (oldest first); null for an unknown or revoked token. */
export async function getAdvertiserByReportToken(
  token: string,
): Promise<{ advertiser: { id: string; name: string }; ads: ReportAd[] } | null> {
  // 32 bytes in base64url: anything else is not a token we issued (and never reaches SQL).
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const db = getDb();
  const [advertiser] = await db
    .select({ id: advertisers.id, name: advertisers.name })
    .from(advertisers)
    .where(eq(advertisers.reportToken, token));
  if (!advertiser) return null;
  const list = await db
    .select(adColumns)
    .from(ads)
    .where(eq(ads.advertiserId, advertiser.id))
    .orderBy(asc(ads.createdAt), asc(ads.title));
  return { advertiser, ads: list };
}

/** A new report link for the advertiser (replacing any previous one), logged. */
export async function generateReportToken(actor: ActivityActor, advertiserId: string): Promise<string | null> {
  if (!isUuid(advertiserId)) return null;
  const token = randomBytes(32).toString("base64url");
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(advertisers)
      .set({ reportToken: token, reportTokenCreatedAt: new Date() })
      .where(eq(advertisers.id, advertiserId))
      .returning({ name: advertisers.name });
    if (!row) return null;
    await recordActivity(
      actor,
      { entity: "report-link", action: "create", itemId: advertiserId, itemTitle: row.name },
      tx,
    );
    return token;
  });
}

/** Revokes the advertiser's report link (its page then answers 404), logged. */
export async function revokeReportToken(actor: ActivityActor, advertiserId: string): Promise<boolean> {
  if (!isUuid(advertiserId)) return false;
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(advertisers)
      .set({ reportToken: null, reportTokenCreatedAt: null })
      .where(eq(advertisers.id, advertiserId))
      .returning({ name: advertisers.name });
    if (!row) return false;
    await recordActivity(
      actor,
      { entity: "report-link", action: "revoke", itemId: advertiserId, itemTitle: row.name },
      tx,
    );
    return true;
  });
}
