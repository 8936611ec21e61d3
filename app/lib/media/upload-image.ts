// The browser side of the image upload (docs/decisions/0012-safe-markdown-and-images.md). The file's size and first bytes are checked
// here too, so an obvious refusal needs no 5 MB round trip; the server checks again.
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE, SNIFF_BYTES, sniffImageType } from "./media";

export const UPLOAD_ENDPOINT = "/admin/imagens";

export interface UploadedImage {
  /** The image's id in the media library (a post's cover refers to it). */
  id: string;
  /** `/media/<id>-<w>x<h>.webp`: goes into the Markdown as is. */
  url: string;
  width: number;
  height: number;
}

/** A refusal whose message is ready for the "Erro" toast. */
export class UploadImageError extends Error {
  override name = "UploadImageError";
}

/** True when the file's first bytes are PNG, JPEG, WebP or GIF. */
export async function looksLikeImage(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImageType(head) !== null;
}

export async function uploadImage(file: File, { signal }: { signal?: AbortSignal } = {}): Promise<UploadedImage> {
  if (!(await looksLikeImage(file))) throw new UploadImageError(NOT_AN_IMAGE_MESSAGE);
  if (file.size > MAX_IMAGE_BYTES) throw new UploadImageError(IMAGE_TOO_LARGE_MESSAGE);
  const body = new FormData();
  body.append("file", file, file.name);
  let res: Response;
  try {
    // A lost session answers with a redirect to /auth: seen here, not followed.
    res = await fetch(UPLOAD_ENDPOINT, {
      method: "POST",
      body,
      redirect: "manual",
      signal,
      headers: { Accept: "application/json" },
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new UploadImageError("Não foi possível enviar a imagem. Verifique a conexão e tente novamente.");
  }
  if (res.type === "opaqueredirect" || (res.status >= 300 && res.status < 400)) {
    throw new UploadImageError("Sua sessão expirou. Entre novamente para enviar imagens.");
  }
  const json = (await res.json().catch(() => null)) as (UploadedImage & { error?: string }) | null;
  if (!res.ok || !json?.url) {
    if (res.status === 413) throw new UploadImageError(IMAGE_TOO_LARGE_MESSAGE);
    throw new UploadImageError(json?.error ?? "Não foi possível enviar a imagem. Tente novamente.");
  }
  return { id: json.id, url: json.url, width: json.width, height: json.height };
}
