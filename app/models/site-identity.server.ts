// The site's identity (D21, issue 28 item 1): one row the administrator saves in /admin/site,
// read by the legal pages, the footer, /anuncie and the blog's JSON-LD on nearly every render.
// Kept 10 s in-process like the SEO settings; a save drops it here, on the other servers
// (the cache bus) and, with it, every rendered page in the page cache (server/app.ts empties
// the page cache on any drop), so the public pages show the new identity at once.
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { cached, invalidateCache } from "~/lib/data/ttl-cache.server";
import { todayInSaoPaulo } from "~/lib/format";
import {
  DEMO_OPERATOR_DOCUMENT,
  siteOperatorFrom,
  UNIDENTIFIED_OPERATOR,
  type SiteOperator,
  type StoredSiteIdentity,
} from "~/content/site-operator";
import { markUncacheable } from "~/lib/http/page-render.server";
import { siteIdentitySchema, type SiteIdentityInput } from "~/schemas/site-identity";
import { recordActivity, type ActivityActor } from "./activity.server";

const { siteIdentity, user } = schema;

export const SITE_IDENTITY_CACHE_KEY = "site-identity";
const CACHE_MS = 10_000;

const columns = {
  legalName: siteIdentity.legalName,
  kind: siteIdentity.kind,
  document: siteIdentity.document,
  address: siteIdentity.address,
  city: siteIdentity.city,
  state: siteIdentity.state,
  contactEmail: siteIdentity.contactEmail,
  dpoName: siteIdentity.dpoName,
  dpoEmail: siteIdentity.dpoEmail,
  forumCity: siteIdentity.forumCity,
  forumState: siteIdentity.forumState,
  adsEmail: siteIdentity.adsEmail,
  updatedAt: siteIdentity.updatedAt,
};

export interface SiteIdentityRecord extends StoredSiteIdentity {
  updatedAt: Date;
  /** Who saved it last (name or e-mail), or null when that administrator was removed. */
  updatedBy: string | null;
}

/** The stored identity with who saved it (the admin form), or null before the first save. */
export async function getSiteIdentity(): Promise<SiteIdentityRecord | null> {
  const [row] = await getDb()
    .select({ ...columns, updatedByName: user.name, updatedByEmail: user.email })
    .from(siteIdentity)
    .leftJoin(user, eq(user.id, siteIdentity.updatedBy))
    .where(eq(siteIdentity.id, 1))
    .limit(1);
  if (!row) return null;
  const { updatedByName, updatedByEmail, ...rest } = row;
  return {
    ...rest,
    kind: rest.kind === "pessoa_fisica" ? "pessoa_fisica" : "pessoa_juridica",
    updatedOn: todayInSaoPaulo(rest.updatedAt),
    updatedBy: updatedByName || updatedByEmail || null,
  };
}

/** What the public pages say about the operator: cached 10 s, dropped by a save. */
export function getSiteOperatorCached(): Promise<SiteOperator> {
  return cached(SITE_IDENTITY_CACHE_KEY, CACHE_MS, async () => siteOperatorFrom(await getSiteIdentity()));
}

/**
 * Whether the administrator has filled the identity in (D21): every admin page warns until
 * they have, and a production start prints a warning. A saved row holds every required field
 * (the form and the table's checks both demand them), so "saved" is "complete", unless it is
 * still the demo's fictitious operator, which must be replaced before the site goes public.
 */
export async function isSiteIdentityComplete(): Promise<boolean> {
  const [row] = await getDb()
    .select({ document: siteIdentity.document })
    .from(siteIdentity)
    .where(eq(siteIdentity.id, 1))
    .limit(1);
  return row !== undefined && row.document !== DEMO_OPERATOR_DOCUMENT;
}

/**
 * Saves the single row (created on the first save), with the activity log entry in the same
 * transaction. `input` is parsed again here: whatever calls this, no document with wrong
 * check digits reaches the table.
 */
export async function saveSiteIdentity(actor: ActivityActor, input: SiteIdentityInput): Promise<void> {
  const checked = siteIdentitySchema.parse({
    ...input,
    forum: `${input.forumCity}/${input.forumState}`,
  });
  const values = { ...checked, updatedBy: actor.id, updatedAt: new Date() };
  await getDb().transaction(async (tx) => {
    await tx
      .insert(siteIdentity)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteIdentity.id, set: values });
    await recordActivity(actor, { entity: "site", action: "update", itemId: "1", itemTitle: checked.legalName }, tx);
  });
  invalidateCache(SITE_IDENTITY_CACHE_KEY);
}

/**
 * For a public page's loader: the operator, or, when the database is away, the operator as
 * before anything was saved (the page still renders, docs/decisions/0014) and the page is not
 * kept by the page cache.
 */
export function siteOperatorForPage(): Promise<SiteOperator> {
  return getSiteOperatorCached().catch((error: Error) => {
    console.warn("[site] dados do responsável indisponíveis:", error.message);
    markUncacheable();
    return UNIDENTIFIED_OPERATOR;
  });
}
