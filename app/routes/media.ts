// GET /media/<id>-<w>x<h>.webp: uploaded images (docs/decisions/0012-safe-markdown-and-images.md), from the database. The id never
// changes its bytes, so they are cached for a year as immutable; a CSP that allows
// nothing (and the server-wide `nosniff` from helmet) keeps a stored file from ever
// running as a page when opened directly. Post images appear in feed readers and on
// other sites that embed a post, so they may be loaded cross-origin.
import type { Route } from "./+types/media";
import { parseMediaFile } from "~/lib/media/media";
import { getMedia } from "~/models/media.server";

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
  if (!parsed) return notFound();
  const file = await getMedia(parsed.id);
  if (!file) return notFound();

  const etag = `"${file.sha256}"`;
  const headers = {
    "Content-Type": file.mimeType,
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
  return new Response(new Uint8Array(file.data), {
    headers: { ...headers, "Content-Length": String(file.data.length) },
  });
}
