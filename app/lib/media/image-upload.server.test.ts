// Issue 27 item 1.1: a multipart body that ends inside the file part (no closing boundary)
// made busboy emit "Unexpected end of form" on the file stream, which had no error listener,
// and the process ended. Every broken body is now a 400 answer, never a crash.
import { describe, expect, it } from "vitest";
import { readImageUpload } from "./image-upload.server";

const PNG_HEAD = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const BOUNDARY = "x";

function requestWith(body: Buffer | ReadableStream<Uint8Array>, boundary = BOUNDARY) {
  return new Request("http://localhost/admin/imagens", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as RequestInit);
}

const filePart = (data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
  ]);

describe("readImageUpload with broken bodies (issue 27 item 1.1)", () => {
  it("answers 400 to a body that ends inside the file part, without throwing", async () => {
    const result = await readImageUpload(requestWith(filePart(PNG_HEAD)));
    expect(result).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 400 to a body that ends inside an ignored part", async () => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="outro"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      "latin1",
    );
    expect(await readImageUpload(requestWith(body))).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 400 to a body that ends inside the part's headers or before any part", async () => {
    for (const text of [`--${BOUNDARY}\r\nContent-Disposition: form-da`, `--${BOUNDARY}`, "", "lixo sem fronteira"]) {
      expect(await readImageUpload(requestWith(Buffer.from(text)))).toMatchObject({ ok: false, status: 400 });
    }
  });

  it("answers 400 when the client aborts the upload midway", async () => {
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(filePart(Buffer.concat([PNG_HEAD, Buffer.alloc(20_000, 1)])));
        } else controller.error(new Error("aborted"));
      },
    });
    expect(await readImageUpload(requestWith(stream))).toMatchObject({ ok: false, status: 400 });
  });

  it("still reads a complete upload", async () => {
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c60" } })
      .png()
      .toBuffer();
    const body = Buffer.concat([filePart(png), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const result = await readImageUpload(requestWith(body));
    expect(result).toMatchObject({ ok: true, type: "png", filename: "a.png" });
  });
});
