// GET /media/<id>-<w>x<h>.webp: uploaded images (docs/decisions/0012-safe-markdown-and-images.md), from the database. The id never
// changes its bytes, so they are cached for a year as immutable; a CSP that allows
// nothing (and the server-wide `nosniff` from helmet) keeps a stored file from ever
// running as a page when opened directly. Post images appear in feed readers and on
// other sites that embed a post, so they may be loaded cross-origin.
//
// Resized copies (issue 28 item 5): `<id>-<w>x<h>-w480.webp` is the image 480 px wide, made by
// sharp on the first request in one of the fixed widths (MEDIA_VARIANT_WIDTHS), never wider than
// the original, and cached like the original (immutable: the bytes behind an id never change).
// The last few copies are kept in memory so a page of covers is resized once per process.
import type { Route } from "./+types/media";
import { parseMediaFile, parseMediaVariant, variantWidthsFor } from "~/lib/media/media";
import { getMedia, type MediaFile } from "~/models/media.server";

const VARIANTS_KEPT = 64;
const variants = new Map<string, Promise<Buffer>>();

async function resized(file: MediaFile, width: number): Promise<Buffer> {
  const key = `${file.id}:${width}`;
  let made = variants.get(key);
  if (!made) {
    made = import("sharp").then(({ default: sharp }) =>
      sharp(file.data).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    );
    if (variants.size >= VARIANTS_KEPT) variants.delete(variants.keys().next().value!);
    variants.set(key, made);
    made.catch(() => variants.delete(key));
  }
  return made;
}

const notFound = () =>
  new Response("Imagem não encontrada.", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=60",
    },
  });

export async function loader({ params, request }: Route.LoaderArgs) {
  const parsed = parseMediaFile(params.file);
  const variant = parsed ? null : parseMediaVariant(params.file);
  const id = parsed?.id ?? variant?.id;
  if (!id) return notFound();
  const file = await getMedia(id);
  if (!file) return notFound();
  // Only the widths a srcset lists: narrower than the original, and not for a GIF.
  if (variant && !variantWidthsFor(file).includes(variant.width)) return notFound();

  const etag = variant ? `"${file.sha256}-w${variant.width}"` : `"${file.sha256}"`;
  const headers = {
    "Content-Type": variant ? "image/webp" : file.mimeType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Content-Disposition": "inline",
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  const match = request.headers.get("if-none-match");
  if (match && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = variant ? await resized(file, variant.width) : file.data;
  return new Response(new Uint8Array(body), {
    headers: { ...headers, "Content-Length": String(body.length) },
  });
}
