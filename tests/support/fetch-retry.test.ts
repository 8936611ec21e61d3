import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isConnectionReset, withRetry } from "./fetch-retry";

// A real HTTP server that destroys the first `drops` requests' sockets without answering,
// the way a server closes a keep-alive connection just as the client reuses it.
let server: Server | undefined;
let seen: string[] = [];

async function start(drops: number, status = 200): Promise<string> {
  seen = [];
  let dropped = 0;
  server = createServer((req, res) => {
    seen.push(req.method ?? "");
    if (dropped < drops) {
      dropped += 1;
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { "content-type": "text/plain" }).end("ok");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe("the tests' HTTP helper", () => {
  it("sends a GET once more when the server closed the connection under it", async () => {
    const url = await start(1);
    const res = await withRetry(fetch)(url);
    expect(res.status).toBe(200);
    expect(seen).toEqual(["GET", "GET"]);
  });

  it("retries only once: a second reset reaches the test", async () => {
    const url = await start(2);
    await expect(withRetry(fetch)(url)).rejects.toSatisfy(isConnectionReset);
    expect(seen).toEqual(["GET", "GET"]);
  });

  it("never resends a POST (not idempotent): the reset reaches the test", async () => {
    const url = await start(1);
    await expect(withRetry(fetch)(url, { method: "POST", body: "a=1" })).rejects.toSatisfy(isConnectionReset);
    expect(seen).toEqual(["POST"]);
  });

  it("does not retry an answer: a 500 is returned as it came", async () => {
    const url = await start(0, 500);
    const res = await withRetry(fetch)(url, { method: "HEAD" });
    expect(res.status).toBe(500);
    expect(seen).toEqual(["HEAD"]);
  });

  it("a refused connection is not a reset (the server is down: say so)", async () => {
    const url = await start(0);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    await expect(withRetry(fetch)(url)).rejects.toSatisfy((e) => !isConnectionReset(e));
  });
});
