// Image upload end to end below HTTP (docs/decisions/0012-safe-markdown-and-images.md): the action's session check, the streamed
// reading with its early cut, sharp's re-encoding and the media table, on PGlite and on
// PostgreSQL. The HTTP layer (Origin check, body cap, headers) is covered by
// tests/e2e/admin-images.test.ts.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, getAuth } from "~/lib/auth/auth.server";
import { MAX_IMAGE_BYTES } from "~/lib/media/media";
import { action } from "~/routes/admin/images";
import { loader as mediaLoader } from "~/routes/media";
import { openTestDb } from "../../tests/setup/test-db";
import { countMedia, getMedia, storeMedia } from "./media.server";

let handle: Awaited<ReturnType<typeof openTestDb>>;
let cookie = "";

beforeAll(async () => {
  handle = await openTestDb();
  await createAdmin({ email: "imagens@cervejometro.test", password: "lupulo-amargo-60-ibu" });
  const { headers } = await getAuth().api.signInEmail({
    body: { email: "imagens@cervejometro.test", password: "lupulo-amargo-60-ibu" },
    headers: new Headers(),
    returnHeaders: true,
  });
  cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

const BOUNDARY = "----cervejometro-teste";

function multipart(file: Uint8Array, { filename = "foto.jpg", type = "image/jpeg", field = "file" } = {}) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return Buffer.concat([head, Buffer.from(file), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

function uploadRequest(body: BodyInit, { withSession = true } = {}) {
  return new Request("http://localhost:3000/admin/imagens", {
    method: "POST",
    headers: {
      "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
      Origin: "http://localhost:3000",
      ...(withSession ? { cookie } : {}),
    },
    body,
    duplex: "half",
  } as RequestInit);
}

async function callAction(request: Request): Promise<Response> {
  try {
    return (await action({ request, params: {}, url: new URL(request.url), context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function photoWithGps(width = 2400, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "CameraCervejeira" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" },
    })
    .toBuffer();
}

describe("media model", () => {
  it("stores bytes and reads them back with their size; the same bytes twice give one row", async () => {
    const data = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    const before = await countMedia();
    const a = await storeMedia({ data, mimeType: "image/webp", width: 4, height: 3, originalName: "a.webp" });
    const b = await storeMedia({ data, mimeType: "image/webp", width: 4, height: 3, originalName: "b.webp" });
    expect(b.id).toBe(a.id);
    expect(await countMedia()).toBe(before + 1);
    const read = await getMedia(a.id);
    expect(read).toMatchObject({ mimeType: "image/webp", width: 4, height: 3, sizeBytes: data.length });
    expect(Buffer.compare(read!.data, data)).toBe(0);
    expect(await getMedia("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getMedia("não-é-uuid")).toBeNull();
  });
});

describe("POST /admin/imagens action", () => {
  it("without a session sends to /auth and stores nothing", async () => {
    const before = await countMedia();
    const res = await callAction(uploadRequest(multipart(await photoWithGps()), { withSession: false }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/auth\?/);
    expect(await countMedia()).toBe(before);
  });

  it("re-encodes a photo: EXIF and GPS gone, at most 1600 px wide, served with its size in the URL", async () => {
    const input = await photoWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await callAction(uploadRequest(multipart(input)));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { url: string; width: number; height: number };
    expect(body).toEqual({
      // The library id (issue 28): a post's cover refers to the image by it.
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}-1600x800\.webp$/),
      width: 1600,
      height: 800,
    });

    const file = body.url.split("/").pop()!;
    const served = await mediaLoader({
      params: { file },
      request: new Request(`http://localhost:3000${body.url}`),
    } as never);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("CameraCervejeira"))).toBe(false);

    // The ETag is the content hash: a revalidation answers 304 without the bytes.
    const etag = served.headers.get("ETag")!;
    const again = await mediaLoader({
      params: { file },
      request: new Request(`http://localhost:3000${body.url}`, { headers: { "If-None-Match": etag } }),
    } as never);
    expect(again.status).toBe(304);
  });

  it("turns a photo upright by its EXIF orientation and never enlarges", async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#123456" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await callAction(uploadRequest(multipart(input)));
    expect(await res.json()).toMatchObject({ width: 200, height: 300 });
  });

  it("keeps an animated GIF animated (as animated WebP)", async () => {
    const frames = await Promise.all(
      ["#ff0000", "#00ff00"].map((bg) =>
        sharp({ create: { width: 20, height: 10, channels: 3, background: bg } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), {
      raw: { width: 20, height: 20, channels: 3, pageHeight: 10 },
    } as never)
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const res = await callAction(uploadRequest(multipart(gif, { filename: "anim.gif", type: "image/gif" })));
    const body = (await res.json()) as { url: string; width: number; height: number };
    expect(body).toMatchObject({ width: 20, height: 10 });
    const stored = await getMedia(body.url.match(/[0-9a-f-]{36}/)![0]);
    expect((await sharp(stored!.data).metadata()).pages).toBe(2);
  });

  it.each([
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="9"/></svg>'), "x.svg"],
    ["a text file renamed .png", Buffer.from("isto não é uma imagem, é só texto com nome de foto"), "foto.png"],
    [
      "a PNG header on garbage",
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
      "x.png",
    ],
  ])("refuses %s with 415 and stores nothing", async (_name, bytes, filename) => {
    const before = await countMedia();
    const res = await callAction(uploadRequest(multipart(bytes, { filename, type: "image/png" })));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "O arquivo selecionado não é uma imagem válida" });
    expect(await countMedia()).toBe(before);
  });

  it("takes only the field named file, and only the first file", async () => {
    const before = await countMedia();
    const wrongField = await callAction(uploadRequest(multipart(await photoWithGps(40, 20), { field: "imagem" })));
    expect(wrongField.status).toBe(400);
    expect(await countMedia()).toBe(before);

    const first = multipart(await photoWithGps(40, 20)).subarray(0, -`--\r\n`.length);
    const second = Buffer.from(
      `\r\nContent-Disposition: form-data; name="file"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
    );
    const two = await callAction(uploadRequest(Buffer.concat([first, second])));
    expect(two.status).toBe(201);
    expect(await two.json()).toMatchObject({ width: 40, height: 20 });
  });

  it("refuses a body that is not a multipart upload with 400", async () => {
    const res = await callAction(
      new Request("http://localhost:3000/admin/imagens", {
        method: "POST",
        headers: { "Content-Type": "application/json", cookie },
        body: "{}",
      }),
    );
    expect(res.status).toBe(400);
  });

  it("cuts a streamed 6 MB upload with 413 as soon as it passes 5 MB, without reading the rest", async () => {
    const before = await countMedia();
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const head = multipart(jpegStart).subarray(0, -`\r\n--${BOUNDARY}--\r\n`.length);
    const chunk = Buffer.alloc(64 * 1024, 1);
    const total = 6 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          controller.enqueue(new Uint8Array(head));
          sent += head.length;
        } else if (sent < total) {
          controller.enqueue(new Uint8Array(chunk));
          sent += chunk.length;
        } else {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${BOUNDARY}--\r\n`)));
          controller.close();
        }
      },
    });
    const res = await callAction(uploadRequest(body));
    expect(res.status).toBe(413);
    expect(res.headers.get("Connection")).toBe("close");
    expect(await res.json()).toEqual({ error: "A imagem deve ter no máximo 5 MB." });
    // Stopped right after the limit (the stream reads a little ahead, never the whole 6 MB).
    expect(sent).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(sent).toBeLessThan(MAX_IMAGE_BYTES + 512 * 1024);
    expect(await countMedia()).toBe(before);
  });
});

describe("GET /media/:file", () => {
  it("answers 404 for malformed and unknown names", async () => {
    for (const file of ["x.webp", "00000000-0000-4000-8000-000000000000-10x10.webp", "../etc/passwd"]) {
      const res = await mediaLoader({
        params: { file },
        request: new Request("http://localhost:3000/media/x"),
      } as never);
      expect(res.status, file).toBe(404);
    }
  });
});
