// Advertisers (issue 25 item 4): a name and a contact that group ads. Deleting one keeps its
// ads (their advertiser becomes none, the foreign key's ON DELETE SET NULL). The report link
// (reportToken) is the counting/reports half's; nothing here reads or writes it.
import { asc, count, eq, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { invalidateCache } from "~/lib/data/ttl-cache.server";
import type { AdvertiserInput } from "~/schemas/advertiser";
import { recordActivity, type ActivityActor } from "./activity.server";
import { ADS_CACHE_PREFIX } from "./ad-writes.server";
import { isUuid } from "./ads-list.server";

const { advertisers, ads } = schema;

export interface AdvertiserOption {
  id: string;
  name: string;
}

/** Every advertiser with how many ads it has, by name (pt-BR order). */
export async function listAdvertisers() {
  const rows = await getDb()
    .select({
      id: advertisers.id,
      name: advertisers.name,
      contact: advertisers.contact,
      adCount: count(ads.id),
    })
    .from(advertisers)
    .leftJoin(ads, eq(ads.advertiserId, advertisers.id))
    .groupBy(advertisers.id)
    .orderBy(asc(advertisers.name));
  return rows.sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/** The ad form's "Anunciante" choices. */
export async function listAdvertiserOptions(): Promise<AdvertiserOption[]> {
  const rows = await getDb().select({ id: advertisers.id, name: advertisers.name }).from(advertisers);
  return rows.sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

export async function getAdvertiser(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select({ id: advertisers.id, name: advertisers.name, contact: advertisers.contact })
    .from(advertisers)
    .where(eq(advertisers.id, id));
  return row ?? null;
}

/** Whether another advertiser already has this name, ignoring case and surrounding spaces. */
export async function advertiserNameTaken(name: string, exceptId: string | null): Promise<boolean> {
  const rows = await getDb()
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(sql`lower(${advertisers.name}) = lower(${name.trim()})`);
  return rows.some((r) => r.id !== exceptId);
}

export async function advertiserExists(id: string): Promise<boolean> {
  return (await getAdvertiser(id)) !== null;
}

export async function createAdvertiser(actor: ActivityActor, input: AdvertiserInput): Promise<{ id: string }> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(advertisers)
      .values({ name: input.name, contact: input.contact })
      .returning({ id: advertisers.id });
    await recordActivity(actor, { entity: "advertiser", action: "create", itemId: row!.id, itemTitle: input.name }, tx);
    return row!;
  });
}

/** False when the advertiser no longer exists. */
export async function updateAdvertiser(actor: ActivityActor, id: string, input: AdvertiserInput): Promise<boolean> {
  if (!isUuid(id)) return false;
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(advertisers)
      .set({ name: input.name, contact: input.contact })
      .where(eq(advertisers.id, id))
      .returning({ id: advertisers.id });
    if (rows.length === 0) return false;
    await recordActivity(actor, { entity: "advertiser", action: "update", itemId: id, itemTitle: input.name }, tx);
    return true;
  });
}

/** False when the advertiser no longer exists. Its ads stay, with no advertiser. */
export async function deleteAdvertiser(actor: ActivityActor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const found = await getDb().transaction(async (tx) => {
    const [row] = await tx.delete(advertisers).where(eq(advertisers.id, id)).returning({ name: advertisers.name });
    if (!row) return false;
    await recordActivity(actor, { entity: "advertiser", action: "delete", itemId: id, itemTitle: row.name }, tx);
    return true;
  });
  // The ads' advertiser changed (set null): their cached reads go too.
  if (found) invalidateCache(ADS_CACHE_PREFIX);
  return found;
}
