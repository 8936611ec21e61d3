// Ad writes from /admin/anuncios (issue 9): each one records the activity log entry in
// its transaction and drops the cached ad reads, so the next page view shows the change.
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { invalidateCache } from "~/lib/data/ttl-cache.server";
import { AD_POSITIONS, AD_SLOT_NAMES, type AdPosition } from "~/lib/ads/ads";
import { normaliseAdLink, type AdInput } from "~/schemas/ad";
import { todayInSaoPaulo } from "~/lib/format";
import { isUuid } from "./ads-list.server";
import { recordActivity, type ActivityActor } from "./activity.server";

const { ads, adSlotSettings } = schema;

/** Every cached ad read: the layout's slots and the content slot ("ads:…" keys). */
export const ADS_CACHE_PREFIX = "ads:";

/** The stored pixel sizes of an ad's images (read from the stored images by the action). */
export interface AdImageSizes {
  imageWidth: number | null;
  imageHeight: number | null;
  imageMobileWidth: number | null;
  imageMobileHeight: number | null;
}

export const NO_IMAGE_SIZES: AdImageSizes = {
  imageWidth: null,
  imageHeight: null,
  imageMobileWidth: null,
  imageMobileHeight: null,
};

function columns(input: AdInput, sizes: AdImageSizes) {
  return {
    ...sizes,
    format: input.format,
    imageMobileUrl: input.imageMobileUrl || null,
    device: input.device,
    pageGroups: input.pageGroups,
    categoryIds: input.categoryIds,
    weight: input.weight,
    advertiserId: input.advertiserId || null,
    title: input.title,
    description: input.description,
    imageUrl: input.imageUrl,
    link: input.link,
    position: input.position,
    startDate: input.startDate,
    endDate: input.endDate,
    active: input.active,
    alcoholic: input.alcoholic,
  };
}

export async function createAd(
  actor: ActivityActor,
  input: AdInput,
  sizes: AdImageSizes = NO_IMAGE_SIZES,
): Promise<{ id: string }> {
  const created = await getDb().transaction(async (tx) => {
    const [row] = await tx.insert(ads).values(columns(input, sizes)).returning({ id: ads.id });
    await recordActivity(actor, { entity: "ad", action: "create", itemId: row!.id, itemTitle: input.title }, tx);
    return row!;
  });
  invalidateCache(ADS_CACHE_PREFIX);
  return created;
}

/** False when the ad no longer exists. The counts are never touched by an edit. */
export async function updateAd(
  actor: ActivityActor,
  id: string,
  input: AdInput,
  sizes: AdImageSizes = NO_IMAGE_SIZES,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const found = await getDb().transaction(async (tx) => {
    const rows = await tx.update(ads).set(columns(input, sizes)).where(eq(ads.id, id)).returning({ id: ads.id });
    if (rows.length === 0) return false;
    await recordActivity(actor, { entity: "ad", action: "update", itemId: id, itemTitle: input.title }, tx);
    return true;
  });
  if (found) invalidateCache(ADS_CACHE_PREFIX);
  return found;
}

/** The ad's new state, or null when it does not exist. */
export async function setAdActive(
  actor: ActivityActor,
  id: string,
  active: boolean,
): Promise<{ active: boolean } | null> {
  if (!isUuid(id)) return null;
  const result = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(ads)
      .set({ active })
      .where(eq(ads.id, id))
      .returning({ title: ads.title, active: ads.active });
    if (!row) return null;
    // Which way it went, so the log reads "ativou" or "desativou" (issue 28).
    const action = row.active ? "activate" : "deactivate";
    await recordActivity(actor, { entity: "ad", action, itemId: id, itemTitle: row.title }, tx);
    return { active: row.active };
  });
  if (result) invalidateCache(ADS_CACHE_PREFIX);
  return result;
}

/** False when the ad no longer exists. */
export async function deleteAd(actor: ActivityActor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const found = await getDb().transaction(async (tx) => {
    const [row] = await tx.delete(ads).where(eq(ads.id, id)).returning({ title: ads.title });
    if (!row) return false;
    await recordActivity(actor, { entity: "ad", action: "delete", itemId: id, itemTitle: row.title }, tx);
    return true;
  });
  if (found) invalidateCache(ADS_CACHE_PREFIX);
  return found;
}

/** The stored link of an ad a visitor may click (active), or null: the only place /anuncio/:id redirects to. */
/** How long after an ad ends or is switched off a click on an old copy still leads to its link. */
export const AD_CLICK_GRACE_DAYS = 30;

export interface AdClickTarget {
  /** The normalised link (normaliseAdLink): what the 302 carries. */
  link: string;
  /** Whether the click counts: only while the ad runs (switched on, within its dates). */
  counts: boolean;
}

function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/**
 * Where a click on ad `id` goes (issue 27 §1.2). A running ad: its link, counted. An ad
 * switched off, ended, or not yet started still sends a visitor who clicked a copy of a page
 * (a cache, an open tab, a shared screenshot's link) to the advertiser, uncounted, for
 * AD_CLICK_GRACE_DAYS after it stopped; after that, and for unknown ids, null (404). The
 * stored link is normalised again here, so a row saved before normalisation existed (an
 * accent, an IDN host) is redirected to what the browser would follow, and one that cannot
 * be a safe redirect at all is a 404 rather than a 500.
 */
export async function getAdClickTarget(id: string, now = new Date()): Promise<AdClickTarget | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select({
      link: ads.link,
      active: ads.active,
      startDate: ads.startDate,
      endDate: ads.endDate,
      updatedAt: ads.updatedAt,
    })
    .from(ads)
    .where(eq(ads.id, id));
  if (!row) return null;
  const link = normaliseAdLink(row.link);
  if (!link) return null;
  const today = todayInSaoPaulo(now);
  const running = row.active && row.startDate <= today && row.endDate >= today;
  if (running) return { link, counts: true };
  const graceStart = daysBefore(today, AD_CLICK_GRACE_DAYS);
  // When it stopped: its end date, or (switched off) the last change to the row.
  const endedRecently = row.endDate < today && row.endDate >= graceStart;
  const switchedOffRecently = !row.active && todayInSaoPaulo(row.updatedAt) >= graceStart;
  const notStarted = row.active && row.startDate > today;
  return endedRecently || switchedOffRecently || notStarted ? { link, counts: false } : null;
}

/**
 * Saves which positions show the "Anuncie aqui" house card when empty (D15): one row per
 * position, recorded in the activity log, and the cached reads dropped so pages change at once.
 */
export async function setHouseCards(actor: ActivityActor, on: Record<AdPosition, boolean>): Promise<void> {
  await getDb().transaction(async (tx) => {
    for (const position of AD_POSITIONS) {
      await tx
        .insert(adSlotSettings)
        .values({ position, houseCard: on[position] })
        .onConflictDoUpdate({ target: adSlotSettings.position, set: { houseCard: on[position] } });
    }
    const off = AD_POSITIONS.filter((p) => !on[p]).map((p) => AD_SLOT_NAMES[p]);
    await recordActivity(
      actor,
      {
        entity: "ad",
        action: "update",
        itemTitle: `“Anuncie aqui” desligado em: ${off.length ? off.join(", ") : "nenhuma posição"}`,
      },
      tx,
    );
  });
  invalidateCache(ADS_CACHE_PREFIX);
}
