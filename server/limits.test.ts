import { createServer, request, type Server } from "node:http";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import {
  BODY_LIMIT,
  BodyTooLargeError,
  UPLOAD_LIMIT,
  BEERXML_LIMIT,
  bodyLimitFor,
  isSameOrigin,
  limitStream,
  readBodyLimited,
  stripDataSuffix,
} from "./limits";

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

describe("the Origin check (issue 27 item 1.3)", () => {
  it("accepts exactly this server's scheme and host", () => {
    expect(isSameOrigin("http://localhost:3000", "http", "localhost:3000")).toBe(true);
    expect(isSameOrigin("https://cervejometro.com.br", "https", "cervejometro.com.br")).toBe(true);
    expect(isSameOrigin("https://cervejometro.com.br", "https", "Cervejometro.com.br")).toBe(true);
  });

  it.each([
    ["userinfo before the host", "http://evil.example@localhost:3000"],
    ["userinfo with a password", "http://a:b@localhost:3000"],
    ["the other scheme on the same host", "https://localhost:3000"],
    ["a path", "http://localhost:3000/admin"],
    ["a trailing slash", "http://localhost:3000/"],
    ["another port", "http://localhost:3001"],
    ["another host", "http://evil.example"],
    ["the host as a subdomain", "http://localhost:3000.evil.example"],
    ["null", "null"],
    ["not a URL", "não é url"],
  ])("refuses %s", (_name, origin) => {
    expect(isSameOrigin(origin, "http", "localhost:3000")).toBe(false);
  });

  it("refuses everything when the request has no Host", () => {
    expect(isSameOrigin("http://localhost:3000", "http", undefined)).toBe(false);
  });
});

describe("which limit applies", () => {
  it("is 64 KB everywhere but the image upload (5 MB + 64 KB), data requests included", () => {
    expect(bodyLimitFor("/auth")).toBe(BODY_LIMIT);
    expect(bodyLimitFor("/admin/posts/novo")).toBe(BODY_LIMIT);
    expect(bodyLimitFor("/admin/imagens")).toBe(UPLOAD_LIMIT);
    expect(bodyLimitFor("/admin/imagens.data")).toBe(UPLOAD_LIMIT);
    expect(bodyLimitFor("/admin/imagens/outra")).toBe(BODY_LIMIT);
    expect(UPLOAD_LIMIT).toBe(5 * 1024 * 1024 + 64 * 1024);
    // Issue 30: the no-JS BeerXML import takes a recipe file of up to 512 KB.
    expect(bodyLimitFor("/receita/beerxml")).toBe(BEERXML_LIMIT);
    expect(BEERXML_LIMIT).toBeGreaterThan(512 * 1024);
  });

  it("maps single-fetch data URLs to their page", () => {
    expect(stripDataSuffix("/_root.data")).toBe("/");
    expect(stripDataSuffix("/auth.data")).toBe("/auth");
    expect(stripDataSuffix("/blog/_.data")).toBe("/blog/");
    expect(stripDataSuffix("/blog/")).toBe("/blog");
    expect(stripDataSuffix("/")).toBe("/");
  });
});

/** A body source that makes 16 KB chunks only when asked, and says how many it made. */
function endless(total: number) {
  let made = 0;
  const stream = new Readable({
    read() {
      if (made >= total) return this.push(null);
      made += 16 * 1024;
      this.push(Buffer.alloc(16 * 1024, 97));
    },
  });
  return { stream, made: () => made };
}

describe("readBodyLimited", () => {
  it("reads a body under the limit whole", async () => {
    const { stream } = endless(48 * 1024);
    expect((await readBodyLimited(stream, BODY_LIMIT)).length).toBe(48 * 1024);
  });

  it("stops at the first chunk over the limit of a 200 MB body", async () => {
    const { stream, made } = endless(200 * 1024 * 1024);
    const error = await readBodyLimited(stream, BODY_LIMIT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect((error as BodyTooLargeError).bytesRead).toBe(BODY_LIMIT + 16 * 1024);
    // Paused: what the stream buffers ahead (its high-water mark: 16 KB up to Node 20, 64 KB
    // since Node 22) and nothing more is made.
    await new Promise((r) => setImmediate(r));
    expect(made()).toBeLessThanOrEqual(BODY_LIMIT + 16 * 1024 + stream.readableHighWaterMark);
  });

  it("over a real socket, a chunked 200 MB body is cut after at most 64 KB plus one read", async () => {
    const read: number[] = [];
    const server = createServer((req, res) => {
      readBodyLimited(req, BODY_LIMIT).then(
        () => res.end("ok"),
        (error: unknown) => {
          read.push((error as BodyTooLargeError).bytesRead);
          res.writeHead(413, { Connection: "close" }).end();
        },
      );
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const status = await new Promise<number>((resolve) => {
      const req = request({ host: "127.0.0.1", port, method: "POST", path: "/" });
      req.on("response", (res) => resolve(res.statusCode!));
      req.on("error", () => {}); // the server hangs up on the rest of the body
      const chunk = Buffer.alloc(16 * 1024, 97);
      let sent = 0;
      const pump = () => {
        while (sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(read).toHaveLength(1);
    expect(read[0]).toBeGreaterThan(BODY_LIMIT);
    expect(read[0]).toBeLessThanOrEqual(BODY_LIMIT + 64 * 1024);
    console.info(`[limits] largest body read before the 413: ${read[0]} bytes`);
  });
});

describe("limitStream (the streamed upload)", () => {
  it("passes a body under the cap through unchanged", async () => {
    const { stream } = endless(1024 * 1024);
    const out = limitStream(stream, UPLOAD_LIMIT, () => {
      throw new Error("não deveria estourar");
    });
    let size = 0;
    for await (const chunk of out) size += (chunk as Buffer).length;
    expect(size).toBe(1024 * 1024);
  });

  it("stops a body over the cap with BodyTooLargeError and tells the caller once", async () => {
    const { stream } = endless(200 * 1024 * 1024);
    const exceeded: number[] = [];
    const out = limitStream(stream, UPLOAD_LIMIT, (n) => exceeded.push(n));
    let size = 0;
    const error = await (async () => {
      for await (const chunk of out) size += (chunk as Buffer).length;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect(exceeded).toHaveLength(1);
    expect(exceeded[0]).toBeLessThanOrEqual(UPLOAD_LIMIT + 16 * 1024);
    expect(size).toBeLessThanOrEqual(UPLOAD_LIMIT);
  });
});
