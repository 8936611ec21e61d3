// SEO settings (docs/decisions/0023-seo-settings-and-tooling.md; docs/decisions/0022-seo-resolution.md;
// docs/decisions/0023-seo-settings-and-tooling.md; docs/decisions/0011-server-rendered-seo.md): the reads every public page makes, and the writes of /admin/seo. Each
// write records the activity log entry in its transaction and drops the cached "seo:"
// reads, so the next page view shows the change.
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "~/lib/data/db.server";
import { cached, invalidateCache } from "~/lib/data/ttl-cache.server";
import { SEO_MESSAGES, type GlobalSeoInput, type PageSeoInput } from "~/schemas/seo";
import { recordActivity, type ActivityActor } from "./activity.server";

const { seoGlobalSettings, seoPageSettings } = schema;

import { DEFAULT_GLOBAL_SEO, type GlobalSeo, type PageSeo } from "~/lib/seo/resolve";

export { DEFAULT_GLOBAL_SEO, type GlobalSeo, type PageSeo };

/** The page_id whose setting covers every /blog/{slug} without one of its own (docs/decisions/0023-seo-settings-and-tooling.md). */
export const BLOG_POST_PAGE_ID = "blog-post";

const pageColumns = {
  pageId: seoPageSettings.pageId,
  path: seoPageSettings.path,
  title: seoPageSettings.title,
  description: seoPageSettings.description,
  keywords: seoPageSettings.keywords,
  image: seoPageSettings.image,
  canonicalUrl: seoPageSettings.canonicalUrl,
  noIndex: seoPageSettings.noIndex,
  structuredData: seoPageSettings.structuredData,
};

/**
 * The global settings as every page reads them: kept 10 s in-process (invalidate with
 * the "seo:" prefix after a write), since the layout and the blog both need them.
 */
export function getGlobalSeoCached(): Promise<GlobalSeo> {
  return cached("seo:global", SEO_CACHE_MS, getGlobalSeo);
}

export const SEO_CACHE_MS = 10_000;

/** The stored global settings, or a copy of DEFAULT_GLOBAL_SEO when none were saved yet. */
export async function getGlobalSeo(): Promise<GlobalSeo> {
  const [row] = await getDb()
    .select({
      siteTitle: seoGlobalSettings.siteTitle,
      siteDescription: seoGlobalSettings.siteDescription,
      siteKeywords: seoGlobalSettings.siteKeywords,
      defaultImage: seoGlobalSettings.defaultImage,
      siteDomain: seoGlobalSettings.siteDomain,
      twitterHandle: seoGlobalSettings.twitterHandle,
      facebookAppId: seoGlobalSettings.facebookAppId,
    })
    .from(seoGlobalSettings)
    .limit(1);
  return row ?? { ...DEFAULT_GLOBAL_SEO };
}

/**
 * The stored setting for a page path (docs/decisions/0023-seo-settings-and-tooling.md): the one with exactly this path, otherwise,
 * for any /blog/… path, the "blog-post" setting; null when neither exists.
 */
export async function getPageSeoForPath(path: string): Promise<PageSeo | null> {
  const isBlogPost = path.startsWith("/blog/");
  const rows = await getDb()
    .select(pageColumns)
    .from(seoPageSettings)
    .where(
      isBlogPost
        ? or(eq(seoPageSettings.path, path), eq(seoPageSettings.pageId, BLOG_POST_PAGE_ID))
        : eq(seoPageSettings.path, path),
    )
    // path is not unique: with several settings for one path, the lowest page_id wins, every time.
    .orderBy(asc(seoPageSettings.pageId));
  return rows.find((row) => row.path === path) ?? rows.find((row) => row.pageId === BLOG_POST_PAGE_ID) ?? null;
}

/** Every page setting, by page_id (docs/decisions/0023-seo-settings-and-tooling.md). */
export async function listPageSeo(): Promise<PageSeo[]> {
  return getDb().select(pageColumns).from(seoPageSettings).orderBy(asc(seoPageSettings.pageId));
}

/** One page setting by its page_id (the admin's selector), or null. */
export async function getPageSeoById(pageId: string): Promise<PageSeo | null> {
  if (!pageId || pageId.length > 80) return null;
  const [row] = await getDb()
    .select(pageColumns)
    .from(seoPageSettings)
    .where(eq(seoPageSettings.pageId, pageId))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- writes (/admin/seo)

/** Every cached SEO read: "seo:global" and each path's "seo:page:{path}". */
export const SEO_CACHE_PREFIX = "seo:";

/** Saves the single row of global settings (created on the first save). */
export async function saveGlobalSeo(actor: ActivityActor, input: GlobalSeoInput): Promise<void> {
  const values = {
    siteTitle: input.siteTitle,
    siteDescription: input.siteDescription,
    siteKeywords: input.siteKeywords,
    defaultImage: input.defaultImage,
    siteDomain: input.siteDomain,
    twitterHandle: input.twitterHandle,
    facebookAppId: input.facebookAppId,
  };
  await getDb().transaction(async (tx) => {
    await tx
      .insert(seoGlobalSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: seoGlobalSettings.id, set: { ...values, updatedAt: new Date() } });
    await recordActivity(
      actor,
      { entity: "seo-global", action: "update", itemId: "1", itemTitle: input.siteTitle },
      tx,
    );
  });
  invalidateCache(SEO_CACHE_PREFIX);
}

export type PageSeoWriteResult =
  | { ok: true; pageId: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "taken"; field: "pageId" | "path"; message: string };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Page setting writes are serialised by a transaction-scoped advisory lock: the path must
 * be unique (docs/decisions/0023-seo-settings-and-tooling.md looks a setting up by exact path) and the column has no unique index, so
 * two saves of the same path at the same moment must not both pass the check.
 */
async function lockPageSettings(tx: Pick<Db, "execute">) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cervejometro:seo_page_settings'))`);
}

/** Which unique value another setting (not `exceptPageId`) already holds, if any. */
async function conflictOf(tx: Tx, input: PageSeoInput, exceptPageId?: string): Promise<PageSeoWriteResult | null> {
  const others = exceptPageId ? ne(seoPageSettings.pageId, exceptPageId) : undefined;
  const [idTaken] = await tx
    .select({ pageId: seoPageSettings.pageId })
    .from(seoPageSettings)
    .where(and(eq(seoPageSettings.pageId, input.pageId), others))
    .limit(1);
  if (idTaken) return { ok: false, reason: "taken", field: "pageId", message: SEO_MESSAGES.pageIdTaken };
  const [pathTaken] = await tx
    .select({ pageId: seoPageSettings.pageId })
    .from(seoPageSettings)
    .where(and(eq(seoPageSettings.path, input.path), others))
    .limit(1);
  if (pathTaken) return { ok: false, reason: "taken", field: "path", message: SEO_MESSAGES.pathTaken };
  return null;
}

function pageValues(input: PageSeoInput) {
  return {
    pageId: input.pageId,
    path: input.path,
    title: input.title,
    description: input.description,
    keywords: input.keywords,
    image: input.image,
    canonicalUrl: input.canonicalUrl,
    noIndex: input.noIndex,
    structuredData: input.structuredData,
  };
}

export async function createPageSeo(actor: ActivityActor, input: PageSeoInput): Promise<PageSeoWriteResult> {
  const result = await getDb().transaction(async (tx): Promise<PageSeoWriteResult> => {
    await lockPageSettings(tx);
    const conflict = await conflictOf(tx, input);
    if (conflict) return conflict;
    await tx.insert(seoPageSettings).values(pageValues(input));
    await recordActivity(
      actor,
      { entity: "seo-page", action: "create", itemId: input.pageId, itemTitle: `${input.pageId} (${input.path})` },
      tx,
    );
    return { ok: true, pageId: input.pageId };
  });
  if (result.ok) invalidateCache(SEO_CACHE_PREFIX);
  return result;
}

/** Updates the setting stored as `pageId`; its page_id may change too (the form edits it). */
export async function updatePageSeo(
  actor: ActivityActor,
  pageId: string,
  input: PageSeoInput,
): Promise<PageSeoWriteResult> {
  const result = await getDb().transaction(async (tx): Promise<PageSeoWriteResult> => {
    await lockPageSettings(tx);
    const conflict = await conflictOf(tx, input, pageId);
    if (conflict) return conflict;
    const rows = await tx
      .update(seoPageSettings)
      .set({ ...pageValues(input), updatedAt: new Date() })
      .where(eq(seoPageSettings.pageId, pageId))
      .returning({ pageId: seoPageSettings.pageId });
    if (rows.length === 0) return { ok: false, reason: "not-found" };
    await recordActivity(
      actor,
      { entity: "seo-page", action: "update", itemId: input.pageId, itemTitle: `${input.pageId} (${input.path})` },
      tx,
    );
    return { ok: true, pageId: input.pageId };
  });
  if (result.ok) invalidateCache(SEO_CACHE_PREFIX);
  return result;
}

/** False when no setting has this page_id. */
export async function deletePageSeo(actor: ActivityActor, pageId: string): Promise<boolean> {
  const found = await getDb().transaction(async (tx) => {
    await lockPageSettings(tx);
    const rows = await tx
      .delete(seoPageSettings)
      .where(eq(seoPageSettings.pageId, pageId))
      .returning({ pageId: seoPageSettings.pageId, path: seoPageSettings.path });
    if (rows.length === 0) return false;
    await recordActivity(
      actor,
      { entity: "seo-page", action: "delete", itemId: pageId, itemTitle: `${pageId} (${rows[0]!.path})` },
      tx,
    );
    return true;
  });
  if (found) invalidateCache(SEO_CACHE_PREFIX);
  return found;
}
