// Image upload (docs/decisions/0012-safe-markdown-and-images.md): the multipart body is streamed through busboy and cut the moment
// the file passes 5 MB or its first bytes are not PNG, JPEG, WebP or GIF, so a large or
// hostile upload is never held in memory whole. Accepted images are decoded and
// re-encoded by sharp, which also drops EXIF (GPS position, camera serial).
import busboy from "busboy";
import type Sharp from "sharp";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_WIDTH,
  NOT_AN_IMAGE_MESSAGE,
  SNIFF_BYTES,
  sniffImageType,
  type SniffedImageType,
} from "~/lib/media/media";

export type UploadResult =
  | { ok: true; data: Buffer; type: SniffedImageType; filename: string }
  | { ok: false; status: 400 | 413 | 415; message: string };

const BAD_REQUEST = 'Envie a imagem no campo "file" de um formulário multipart.';

/**
 * Reads the one file of field "file" from a multipart request. Reading stops as soon as
 * the answer is known; the unread rest of the body is left on the connection (the caller
 * answers with `Connection: close`), never buffered.
 */
export async function readImageUpload(request: Request, maxBytes = MAX_IMAGE_BYTES): Promise<UploadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    return { ok: false, status: 400, message: BAD_REQUEST };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        files: 1,
        fileSize: maxBytes,
        fields: 10,
        fieldSize: 1024,
        parts: 20,
      },
    });
  } catch {
    return { ok: false, status: 400, message: BAD_REQUEST };
  }

  return new Promise<UploadResult>((resolve) => {
    let settled = false;
    let file: {
      data: Buffer;
      type: SniffedImageType;
      filename: string;
    } | null = null;
    const reader = request.body!.getReader();

    const finish = (result: UploadResult) => {
      if (settled) return;
      settled = true;
      parser.removeAllListeners("file");
      parser.on("error", () => {}); // late parse errors after the answer are irrelevant
      resolve(result);
    };

    parser.on("file", (field, stream, info) => {
      // A body that ends inside a part ("Unexpected end of form") errors the part's stream;
      // an error event without a listener would end the process (issue 27 item 1.1).
      stream.on("error", () => finish({ ok: false, status: 400, message: BAD_REQUEST }));
      if (field !== "file" || file || settled) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let sniffed: SniffedImageType | null | undefined;
      stream.on("data", (chunk: Buffer) => {
        if (settled) return;
        chunks.push(chunk);
        size += chunk.length;
        if (sniffed === undefined && size >= SNIFF_BYTES) {
          sniffed = sniffImageType(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
          if (!sniffed) finish({ ok: false, status: 415, message: NOT_AN_IMAGE_MESSAGE });
        }
      });
      stream.on("limit", () => finish({ ok: false, status: 413, message: IMAGE_TOO_LARGE_MESSAGE }));
      stream.on("end", () => {
        if (settled || stream.truncated) return;
        const data = Buffer.concat(chunks);
        const type = sniffed ?? sniffImageType(data);
        if (!type)
          return finish({
            ok: false,
            status: 415,
            message: NOT_AN_IMAGE_MESSAGE,
          });
        file = { data, type, filename: info.filename ?? "" };
      });
    });
    parser.on("close", () => finish(file ? { ok: true, ...file } : { ok: false, status: 400, message: BAD_REQUEST }));
    parser.on("error", () => finish({ ok: false, status: 400, message: BAD_REQUEST }));

    // Pump the web stream into busboy by hand, honouring its back-pressure, so reading
    // can simply stop once settled. (Cancelling the stream would destroy the socket and
    // the answer with it.)
    (async () => {
      try {
        while (!settled) {
          const { done, value } = await reader.read();
          if (done) break;
          if (settled) break;
          if (!parser.write(value)) await new Promise<void>((r) => parser.once("drain", () => r()));
        }
        if (!settled) parser.end();
      } catch {
        finish({ ok: false, status: 400, message: BAD_REQUEST });
      } finally {
        reader.releaseLock();
      }
    })();
  });
}

export interface ProcessedImage {
  data: Buffer;
  mimeType: "image/webp";
  width: number;
  height: number;
}

export class InvalidImageError extends Error {
  override name = "InvalidImageError";
}

/**
 * sharp (libvips) is loaded on the first upload, not when the server starts: it holds about
 * 22 MB of native memory, and only the admin's image uploads use it (issue 12.6).
 */
let sharpModule: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then((m) => m.default);
  return sharpModule;
}

/**
 * Decodes (refusing truncated or corrupt files and decompression bombs), turns the pixels
 * upright by their EXIF orientation, scales down to 1600 px wide and re-encodes as WebP.
 * Metadata is not copied, so EXIF and GPS are gone. Animated GIF/WebP stay animated
 * (as animated WebP: far smaller than GIF, and every browser we support shows it).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const options = { failOn: "error", limitInputPixels: 40_000_000 } as const;
  let pages = 1;
  try {
    pages = (await sharp(input, options).metadata()).pages ?? 1;
  } catch {
    throw new InvalidImageError(NOT_AN_IMAGE_MESSAGE);
  }
  const animated = pages > 1;
  try {
    let pipeline = sharp(input, { ...options, animated });
    // EXIF orientation applies to photos; animations carry none and sharp won't rotate them.
    if (!animated) pipeline = pipeline.rotate();
    const data = await pipeline
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
    // The first frame's size (for an animation the buffer's height spans every frame).
    const meta = await sharp(data).metadata();
    return {
      data,
      mimeType: "image/webp",
      width: meta.width!,
      height: meta.pageHeight ?? meta.height!,
    };
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    throw new InvalidImageError(NOT_AN_IMAGE_MESSAGE);
  }
}
