// POST /admin/imagens: the editor's image upload (docs/decisions/0012-safe-markdown-and-images.md). Answers JSON: { url, width, height }
// or { error } with 400 (not a multipart upload), 413 (over 5 MB) or 415 (not PNG, JPEG,
// WebP or GIF by its bytes, or not decodable). The server's body cap lets this one path
// through up to 5 MB; the cut here is the one that names the limit in Portuguese.
// The media library's upload form without JavaScript posts here too (?voltar=midia): the same
// checks, answered with a redirect back to /admin/midia and a toast instead of JSON.
import type { Route } from "./+types/images";
import { requireAdmin } from "~/lib/auth/auth.server";
import { InvalidImageError, processImage, readImageUpload } from "~/lib/media/image-upload.server";
import { mediaUrl } from "~/lib/media/media";
import { redirectWithToast } from "~/lib/http/toast.server";
import { recordMediaUpload, storeMedia } from "~/models/media.server";
import { MEDIA_MESSAGES } from "~/schemas/media";

const LIBRARY = "/admin/midia";

/** A plain form of the library page (no JavaScript) wants a page back, not JSON. */
function backToLibrary(request: Request, url: URL): boolean {
  return (
    url.searchParams.get("voltar") === "midia" && !(request.headers.get("accept") ?? "").includes("application/json")
  );
}

function jsonError(status: number, message: string, init: { closeConnection?: boolean } = {}) {
  return Response.json(
    { error: message },
    {
      status,
      headers: {
        "Cache-Control": "no-store",
        // The unread rest of a refused body stays on the socket: closing it after the
        // answer spares the server reading megabytes it has already refused.
        ...(init.closeConnection ? { Connection: "close" } : {}),
      },
    },
  );
}

export async function action({ request, url }: Route.ActionArgs) {
  // A parent loader does not run for an action: the session is checked here.
  const admin = await requireAdmin(request, url);
  if (request.method !== "POST") return jsonError(405, "Método não permitido.");

  const toPage = backToLibrary(request, url);
  const refuse = (status: number, message: string, init: { closeConnection?: boolean } = {}) =>
    toPage
      ? redirectWithToast(
          LIBRARY,
          { type: "error", title: MEDIA_MESSAGES.uploadError, description: message },
          {
            headers: init.closeConnection ? { Connection: "close" } : {},
          },
        )
      : jsonError(status, message, init);

  const upload = await readImageUpload(request);
  if (!upload.ok) return refuse(upload.status, upload.message, { closeConnection: upload.status !== 400 });

  try {
    const image = await processImage(upload.data);
    const stored = await storeMedia({
      data: image.data,
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
      originalName: upload.filename,
      uploadedBy: admin.id,
    });
    await recordMediaUpload(admin, { id: stored.id, originalName: upload.filename });
    if (toPage) return redirectWithToast(LIBRARY, { type: "success", title: MEDIA_MESSAGES.uploaded });
    return Response.json(
      { id: stored.id, url: mediaUrl(stored), width: stored.width, height: stored.height },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    if (error instanceof InvalidImageError) return refuse(415, error.message);
    throw error;
  }
}

// Uploads are POST only. A visit to the address is an admin URL like the others (sign-in
// first), then a 404.
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request, url);
  return new Response("Não encontrado.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
