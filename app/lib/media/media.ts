/**
 * Uploaded images (docs/decisions/0012-safe-markdown-and-images.md): the accepted formats by their magic bytes, the upload limit, and
 * the shape of the URLs they are served from.
 *
 * Isomorphic: the editor sniffs a chosen file before sending it (an early, friendly
 * refusal), the upload action sniffs again (the check that counts), and the Markdown
 * renderer reads an image's pixel size from its URL, so a post image gets width and
 * height without a database read per image.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Widest stored image; larger uploads are scaled down (never up). */
export const MAX_IMAGE_WIDTH = 1600;

export const IMAGE_TOO_LARGE_MESSAGE = "A imagem deve ter no máximo 5 MB.";
export const NOT_AN_IMAGE_MESSAGE = "O arquivo selecionado não é uma imagem válida";

export type SniffedImageType = "png" | "jpeg" | "webp" | "gif";

/** Bytes needed to tell the four formats apart. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, sig: number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

/**
 * The image format the first bytes announce, or null. Only PNG, JPEG, WebP and GIF pass;
 * SVG (a script carrier), HTML, PDF and everything else is null whatever its name or
 * declared type.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  // "GIF87a" / "GIF89a"
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "gif";
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export const MEDIA_EXTENSIONS = {
  "image/webp": "webp",
  "image/gif": "gif",
  "image/png": "png",
  "image/jpeg": "jpg",
} as const;
export type MediaMimeType = keyof typeof MEDIA_EXTENSIONS;

/** `/media/<id>-<width>x<height>.<ext>`: the size travels with the URL into the Markdown. */
export function mediaUrl(media: { id: string; mimeType: string; width: number | null; height: number | null }): string {
  const ext = MEDIA_EXTENSIONS[media.mimeType as MediaMimeType] ?? "webp";
  const size = media.width && media.height ? `-${media.width}x${media.height}` : "";
  return `/media/${media.id}${size}.${ext}`;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const FILE_RE = new RegExp(`^(${UUID})(?:-([1-9]\\d{0,4})x([1-9]\\d{0,4}))?\\.(webp|gif|png|jpg)$`);

export interface ParsedMediaFile {
  id: string;
  width: number | null;
  height: number | null;
  ext: string;
}

/** The `:file` part of a /media URL, or null when it isn't one of ours. */
export function parseMediaFile(file: string): ParsedMediaFile | null {
  const m = FILE_RE.exec(file);
  if (!m) return null;
  const [, id = "", w, h, ext = ""] = m;
  return { id, width: w ? Number(w) : null, height: h ? Number(h) : null, ext };
}

/** Width and height of an image URL on our /media path (relative or on any host), or null. */
export function mediaSizeFromUrl(src: string | undefined | null): { width: number; height: number } | null {
  if (!src) return null;
  const m = /^(?:https?:\/\/[^/]+)?\/media\/([^/?#]+)(?:[?#].*)?$/.exec(src);
  const parsed = m?.[1] ? parseMediaFile(m[1]) : null;
  return parsed?.width && parsed.height ? { width: parsed.width, height: parsed.height } : null;
}

/** A file size in pt-BR: "830 bytes", "245 KB", "1,2 MB" (1 KB = 1024 bytes, as file managers show). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb).toLocaleString("pt-BR")} KB`;
  const mb = kb / 1024;
  return `${mb.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}

// ---------------------------------------------------------------- resized variants (issue 28 item 5)

/**
 * The only widths a resized copy is made in: a fixed list, so nobody can make the server
 * render and keep arbitrary sizes. Covers use them in `srcset`; a copy is never wider than its
 * original (the original itself is the largest candidate).
 */
export const MEDIA_VARIANT_WIDTHS = [320, 480, 768, 1200] as const;
export type MediaVariantWidth = (typeof MEDIA_VARIANT_WIDTHS)[number];

const VARIANT_RE = new RegExp(`^(${UUID})(?:-[1-9]\\d{0,4}x[1-9]\\d{0,4})?-w([1-9]\\d{0,4})\\.webp$`);

/** The `:file` part of a resized copy's URL (`<id>-<w>x<h>-w480.webp`), or null (also for a width off the list). */
export function parseMediaVariant(file: string): { id: string; width: MediaVariantWidth } | null {
  const m = VARIANT_RE.exec(file);
  if (!m) return null;
  const width = Number(m[2]);
  if (!(MEDIA_VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  return { id: m[1] ?? "", width: width as MediaVariantWidth };
}

export interface MediaImageInfo {
  id: string;
  mimeType: string;
  width: number | null;
  height: number | null;
}

/** The widths a copy exists in for this image: those of the list narrower than the original. GIFs keep their frames: none. */
export function variantWidthsFor(media: MediaImageInfo): MediaVariantWidth[] {
  if (media.mimeType === "image/gif" || !media.width) return [];
  return MEDIA_VARIANT_WIDTHS.filter((w) => w < media.width!);
}

/** The URL of the copy `width` pixels wide (always WebP). */
export function mediaVariantUrl(media: MediaImageInfo, width: MediaVariantWidth): string {
  const size = media.width && media.height ? `-${media.width}x${media.height}` : "";
  return `/media/${media.id}${size}-w${width}.webp`;
}

/** `srcset` for an image: its copies and the original, each with its width; undefined when there is no copy. */
export function mediaSrcSet(media: MediaImageInfo): string | undefined {
  const widths = variantWidthsFor(media);
  if (widths.length === 0 || !media.width) return undefined;
  return [...widths.map((w) => `${mediaVariantUrl(media, w)} ${w}w`), `${mediaUrl(media)} ${media.width}w`].join(", ");
}
