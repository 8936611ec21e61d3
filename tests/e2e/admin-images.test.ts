// Image upload over HTTP (docs/decisions/0012-safe-markdown-and-images.md, issue 8 item 5): the built server's session and Origin
// checks, its body cap, the re-encoding that strips EXIF/GPS, and the headers the stored
// file is served with. The action's own logic (including "nothing stored" counts) is
// covered against a real database in app/models/media.integration.test.ts.
import http from "node:http";
import type { Browser, BrowserContext } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, launchBrowser, newContext, signIn } from "./support";

const UPLOAD = `${BASE_URL}/admin/imagens`;

let browser: Browser;
let context: BrowserContext;
let cookie = "";

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { clientIp: "198.51.100.71" });
  const page = await context.newPage();
  await signIn(page);
  await page.waitForURL((u) => u.pathname.startsWith("/admin"));
  cookie = (await context.cookies(BASE_URL)).map((c) => `${c.name}=${c.value}`).join("; ");
  await page.close();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function photoWithGps(width = 2400, height = 1600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 110, b: 20 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "CameraCervejeira", Model: "Modelo-GPS-Teste" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" },
    })
    .toBuffer();
}

function form(bytes: Buffer, filename: string, type: string) {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  return body;
}

describe("POST /admin/imagens", () => {
  it("without a session is sent to sign in, not stored", async () => {
    const res = await fetch(UPLOAD, {
      method: "POST",
      body: form(await photoWithGps(), "foto.jpg", "image/jpeg"),
      headers: { Origin: BASE_URL },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/auth\?redirect=%2Fadmin%2Fimagens/);

    // A visit is an admin URL too: sign-in first, and only then nothing there.
    const visit = await fetch(UPLOAD, { redirect: "manual" });
    expect(visit.status).toBe(302);
    expect((await fetch(UPLOAD, { headers: { cookie }, redirect: "manual" })).status).toBe(404);
  });

  it("with a foreign Origin is refused even with a session", async () => {
    const res = await fetch(UPLOAD, {
      method: "POST",
      body: form(await photoWithGps(), "foto.jpg", "image/jpeg"),
      headers: { Origin: "https://evil.example.com", cookie },
      redirect: "manual",
    });
    expect(res.status).toBe(403);
  });

  it("stores a photo re-encoded: no EXIF or GPS, at most 1600 px wide, immutable and nosniff", async () => {
    const input = await photoWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await fetch(UPLOAD, {
      method: "POST",
      body: form(input, "minha-foto.jpg", "image/jpeg"),
      headers: { Origin: BASE_URL, cookie },
      redirect: "manual",
    });
    expect(res.status).toBe(201);
    const json = (await res.json()) as { url: string; width: number; height: number };
    expect(json).toEqual({
      // The library id (issue 28): a post's cover refers to the image by it.
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}-1600x1067\.webp$/),
      width: 1600,
      height: 1067,
    });

    const served = await fetch(`${BASE_URL}${json.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // One CSP (the route's, not helmet's page policy as well), and embeddable by feed readers.
    expect(served.headers.get("content-security-policy")).toMatch(/^default-src 'none';[^,]*$/);
    expect(served.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBeLessThanOrEqual(1600);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("CameraCervejeira"))).toBe(false);
    expect(bytes.includes(Buffer.from("Modelo-GPS-Teste"))).toBe(false);

    // Revalidation by content hash.
    const again = await fetch(`${BASE_URL}${json.url}`, { headers: { "If-None-Match": served.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it.each([
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
      "imagem.svg",
      "image/svg+xml",
    ],
    [
      "a text file renamed .jpg",
      Buffer.from("Isto é um arquivo de texto disfarçado de foto.\n".repeat(20)),
      "foto.jpg",
      "image/jpeg",
    ],
  ])("refuses %s with 415", async (_name, bytes, filename, type) => {
    const res = await fetch(UPLOAD, {
      method: "POST",
      body: form(bytes, filename, type),
      headers: { Origin: BASE_URL, cookie },
      redirect: "manual",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "O arquivo selecionado não é uma imagem válida" });
  });

  it("refuses a declared 6 MB upload with 413", async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await fetch(UPLOAD, {
      method: "POST",
      body: form(big, "enorme.jpg", "image/jpeg"),
      headers: { Origin: BASE_URL, cookie },
      redirect: "manual",
    }).catch((error: Error) => error);
    // The answer comes before the body is read; the client may see the connection close
    // while it is still sending, which is a refusal too.
    if (res instanceof Error) throw new Error(`upload failed without an answer: ${res.message}`);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("A imagem deve ter no máximo 5 MB.");
  });

  it("cuts an upload of unknown length as soon as it passes 5 MB, long before the client is done", async () => {
    const boundary = "----limite-5mb";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sem-fim.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const chunk = Buffer.alloc(64 * 1024, 7);
    const ceiling = 200 * 1024 * 1024; // what a hostile client would keep sending
    const url = new URL(UPLOAD);

    const result = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: {
            Origin: BASE_URL,
            cookie,
            "Content-Type": `multipart/form-data; boundary=${boundary}`,
            "Transfer-Encoding": "chunked",
          },
        },
        (res) => {
          answered = true;
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (d: string) => (body += d));
          res.on("end", () => {
            resolve({ status: res.statusCode ?? 0, body, sent });
            req.destroy();
          });
        },
      );
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      req.write(head);
      req.write(jpeg);
      sent = head.length + jpeg.length;
      const pump = () => {
        while (!answered && sent < ceiling) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once("drain", pump);
            return;
          }
        }
        if (!answered) req.end();
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(result.body).toContain("A imagem deve ter no máximo 5 MB.");
    expect(result.sent).toBeLessThan(ceiling);
  });
});

describe("GET /media", () => {
  it("answers 404 for unknown and malformed names, never a page", async () => {
    for (const path of ["/media/00000000-0000-4000-8000-000000000000-10x10.webp", "/media/nada.webp", "/media/x.svg"]) {
      const res = await fetch(`${BASE_URL}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
