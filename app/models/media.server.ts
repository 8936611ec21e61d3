// Uploaded images (docs/decisions/0012-safe-markdown-and-images.md), kept in the database so that several servers on one PostgreSQL
// serve every image. Rows are written only by the upload action, after re-encoding.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { parseMediaFile } from "~/lib/media/media";

const { media } = schema;

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

/** The stored image with its bytes, or null (also for an id that isn't a UUID). */
export async function getMedia(id: string): Promise<MediaFile | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
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
