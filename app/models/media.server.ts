// Uploaded images (docs/decisions/0012-safe-markdown-and-images.md), kept in the database so that several servers on one PostgreSQL
// serve every image. Rows are written only by the upload action, after re-encoding.
import { createHash } from "node:crypto";
import { count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { invalidateCache } from "~/lib/data/ttl-cache.server";
import { mediaUrl, parseMediaFile } from "~/lib/media/media";
import { mediaIdsIn, type MediaUsage } from "~/lib/media/usage";
import { recordActivity, type ActivityActor } from "./activity.server";
import { escapeLike } from "./posts.server";

const { media, posts, ads, seoGlobalSettings, seoPageSettings } = schema;

export interface MediaInfo {
  id: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
}

export interface MediaFile extends MediaInfo {
  data: Buffer;
}

const infoColumns = {
  id: media.id,
  mimeType: media.mimeType,
  sizeBytes: media.sizeBytes,
  sha256: media.sha256,
  width: media.width,
  height: media.height,
};

export function sha256Hex(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/**
 * Stores re-encoded image bytes. The same bytes uploaded twice (the same picture chosen
 * again) give back the row already stored instead of a copy.
 */
export async function storeMedia(input: {
  data: Buffer;
  mimeType: string;
  width: number;
  height: number;
  originalName?: string | null;
  uploadedBy?: string | null;
}): Promise<MediaInfo> {
  const db = getDb();
  const sha256 = sha256Hex(input.data);
  const [existing] = await db.select(infoColumns).from(media).where(eq(media.sha256, sha256)).limit(1);
  if (existing) return existing;
  const [row] = await db
    .insert(media)
    .values({
      mimeType: input.mimeType,
      sizeBytes: input.data.length,
      sha256,
      // Names come from the visitor's disk: kept short, for the admin's eyes only.
      originalName: input.originalName ? input.originalName.slice(0, 200) : null,
      width: input.width,
      height: input.height,
      data: input.data,
      uploadedBy: input.uploadedBy ?? null,
    })
    .returning(infoColumns);
  if (!row) throw new Error("media: insert returned no row");
  return row;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isMediaId = (id: string) => UUID_RE.test(id);

/** The stored image with its bytes, or null (also for an id that isn't a UUID). */
export async function getMedia(id: string): Promise<MediaFile | null> {
  if (!isMediaId(id)) return null;
  const [row] = await getDb()
    .select({ ...infoColumns, data: media.data })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return row ?? null;
}

/** The stored pixel size of the image behind a /media URL, or null when it is not one of ours or is gone. */
export async function getMediaSizeByUrl(url: string): Promise<{ width: number; height: number } | null> {
  const m = /^(?:https?:\/\/[^/]+)?\/media\/([^/?#]+)(?:[?#].*)?$/.exec(url);
  const parsed = m?.[1] ? parseMediaFile(m[1]) : null;
  if (!parsed) return null;
  const [row] = await getDb()
    .select({ width: media.width, height: media.height })
    .from(media)
    .where(eq(media.id, parsed.id))
    .limit(1);
  return row?.width && row.height ? { width: row.width, height: row.height } : null;
}

export async function countMedia(): Promise<number> {
  const rows = await getDb().select({ id: media.id }).from(media);
  return rows.length;
}

// ---------------------------------------------------------------- the media library (issue 28 item 4)

export const MEDIA_PAGE_SIZE = 24;

export interface LibraryItem {
  id: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  originalName: string | null;
  altText: string;
  createdAt: Date;
}

const libraryColumns = {
  id: media.id,
  mimeType: media.mimeType,
  sizeBytes: media.sizeBytes,
  width: media.width,
  height: media.height,
  originalName: media.originalName,
  altText: media.altText,
  createdAt: media.createdAt,
};

const toItem = (row: Omit<LibraryItem, "url">): LibraryItem => ({ ...row, url: mediaUrl(row) });

/** One page of the library, newest first, searched by original name or alt text. */
export async function listMedia({
  q,
  page = 1,
  pageSize = MEDIA_PAGE_SIZE,
}: { q?: string; page?: number; pageSize?: number } = {}) {
  const text = q?.normalize("NFC").trim().slice(0, 100);
  const pattern = text ? `%${escapeLike(text)}%` : null;
  const where: SQL | undefined = pattern
    ? or(ilike(media.originalName, pattern), ilike(media.altText, pattern))
    : undefined;
  const db = getDb();
  const [counted] = await db.select({ total: count() }).from(media).where(where);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(pageCount, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  const rows = await db
    .select(libraryColumns)
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { items: rows.map(toItem), total, page: current, pageCount };
}

/** One library image without its bytes, or null. */
export async function getLibraryItem(id: string): Promise<LibraryItem | null> {
  if (!isMediaId(id)) return null;
  const [row] = await getDb().select(libraryColumns).from(media).where(eq(media.id, id)).limit(1);
  return row ? toItem(row) : null;
}

/** The library images of these ids (a post's cover, say), by id. */
export async function getLibraryItems(ids: readonly string[]): Promise<Map<string, LibraryItem>> {
  const valid = [...new Set(ids.filter(isMediaId))];
  if (valid.length === 0) return new Map();
  const rows = await getDb().select(libraryColumns).from(media).where(inArray(media.id, valid));
  return new Map(rows.map((row) => [row.id, toItem(row)]));
}

/**
 * Where each of these images is used: posts (text, SEO image, cover; trashed posts too, since
 * they can come back), ads (computer and phone images), the global SEO image and the pages'
 * SEO settings (image and structured data). Anything else storing a /media URL belongs here.
 */
export async function findMediaUsages(ids: readonly string[]): Promise<Map<string, MediaUsage[]>> {
  const wanted = [...new Set(ids.filter(isMediaId).map((id) => id.toLowerCase()))];
  const usages = new Map<string, MediaUsage[]>(wanted.map((id) => [id, []]));
  if (wanted.length === 0) return usages;
  // The ids are checked UUIDs; the pattern still travels as a parameter.
  const pattern = `/media/(${wanted.join("|")})`;
  const mentions = (column: SQL.Aliased | Parameters<typeof sql>[1]) => sql`${column} ~* ${pattern}`;
  const add = (text: string | null | undefined, usage: MediaUsage) => {
    for (const id of mediaIdsIn(text)) usages.get(id)?.push(usage);
  };
  const db = getDb();
  const [postRows, adRows, globalRows, pageRows] = await Promise.all([
    db
      .select({
        id: posts.id,
        name: posts.name,
        content: posts.content,
        seoImage: posts.seoImage,
        coverImageId: posts.coverImageId,
        deletedAt: posts.deletedAt,
      })
      .from(posts)
      .where(or(mentions(posts.content), mentions(posts.seoImage), inArray(posts.coverImageId, wanted)))
      .orderBy(posts.name),
    db
      .select({ id: ads.id, title: ads.title, imageUrl: ads.imageUrl, imageMobileUrl: ads.imageMobileUrl })
      .from(ads)
      .where(or(mentions(ads.imageUrl), mentions(ads.imageMobileUrl)))
      .orderBy(ads.title),
    db
      .select({ defaultImage: seoGlobalSettings.defaultImage })
      .from(seoGlobalSettings)
      .where(mentions(seoGlobalSettings.defaultImage)),
    db
      .select({
        path: seoPageSettings.path,
        image: seoPageSettings.image,
        structuredData: seoPageSettings.structuredData,
      })
      .from(seoPageSettings)
      .where(or(mentions(seoPageSettings.image), mentions(seoPageSettings.structuredData)))
      .orderBy(seoPageSettings.path),
  ]);
  for (const post of postRows) {
    const title = post.deletedAt ? `${post.name} (na lixeira)` : post.name;
    const href = `/admin/posts/${post.id}`;
    add(post.content, { kind: "post-content", title, href });
    add(post.seoImage, { kind: "post-seo", title, href });
    if (post.coverImageId) usages.get(post.coverImageId.toLowerCase())?.push({ kind: "post-cover", title, href });
  }
  for (const ad of adRows) {
    const href = `/admin/anuncios/${ad.id}`;
    add(ad.imageUrl, { kind: "ad-desktop", title: ad.title, href });
    add(ad.imageMobileUrl, { kind: "ad-mobile", title: ad.title, href });
  }
  for (const row of globalRows) add(row.defaultImage, { kind: "seo-global", title: "SEO", href: "/admin/seo" });
  for (const row of pageRows) {
    const seen = new Set([...mediaIdsIn(row.image), ...mediaIdsIn(row.structuredData)]);
    for (const id of seen) usages.get(id)?.push({ kind: "seo-page", title: row.path, href: "/admin/seo" });
  }
  return usages;
}

/** A new alt text for an image; false when the image is gone. */
export async function updateMediaAlt(id: string, altText: string, actor: ActivityActor): Promise<boolean> {
  if (!isMediaId(id)) return false;
  const db = getDb();
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(media)
      .set({ altText })
      .where(eq(media.id, id))
      .returning({ id: media.id, originalName: media.originalName });
    if (!row) return false;
    await recordActivity(actor, { entity: "media", action: "update", itemId: id, itemTitle: mediaTitle(row) }, tx);
    return true;
  });
  // A cover's alt text is shown on the blog: its cached pages go.
  if (found) invalidateCache("posts:");
  return found;
}

export const mediaTitle = (row: { id: string; originalName: string | null }) => row.originalName || row.id;

export type DeleteMediaResult =
  { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "in-use"; usages: MediaUsage[] };

/** Deletes an image that nothing uses; otherwise says where it is used. */
export async function deleteMedia(id: string, actor: ActivityActor): Promise<DeleteMediaResult> {
  const item = await getLibraryItem(id);
  if (!item) return { ok: false, reason: "not-found" };
  const usages = (await findMediaUsages([item.id])).get(item.id.toLowerCase()) ?? [];
  if (usages.length > 0) return { ok: false, reason: "in-use", usages };
  await getDb().transaction(async (tx) => {
    await tx.delete(media).where(eq(media.id, item.id));
    await recordActivity(
      actor,
      { entity: "media", action: "delete", itemId: item.id, itemTitle: mediaTitle(item) },
      tx,
    );
  });
  return { ok: true };
}

/** The activity log's line for an upload (the upload endpoint and the library page). */
export async function recordMediaUpload(actor: ActivityActor, item: { id: string; originalName?: string | null }) {
  await recordActivity(actor, {
    entity: "media",
    action: "upload",
    itemId: item.id,
    itemTitle: mediaTitle({ id: item.id, originalName: item.originalName ?? null }),
  });
}
