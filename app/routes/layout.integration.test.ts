// The public layout's loader places the ads and counts nothing (issue 25: the ad beacon reports
// what a person was shown), neither for a page nor for the service worker's copy of one
// (X-Offline-Copy, app/pwa/sw.js); it returns the page view's token (the response's nonce) for
// the beacon.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { pendingAdStats, stopAdStats } from "~/models/ad-stats.server";
import { requestContext } from "~/lib/http/request-context";
import { OFFLINE_COPY_HEADER } from "~/pwa/offline-copy";
import { openTestDb } from "../../tests/setup/test-db";
import { loader } from "./layout";

let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
  await getDb().insert(schema.ads).values({
    title: "Sempre no topo",
    description: "Anúncio de teste",
    link: "https://exemplo.com.br",
    position: "header",
    startDate: "2000-01-01",
    endDate: "2999-12-31",
  });
}, 60_000);

afterAll(async () => {
  await stopAdStats();
  await handle?.drop();
}, 60_000);

async function load(headers: Record<string, string> = {}) {
  const request = new Request("http://localhost/festa", { headers });
  const context = requestContext({ nonce: "token-da-pagina", clientIp: "127.0.0.1" });
  return loader({ request, params: {}, context, url: new URL(request.url) } as unknown as Parameters<typeof loader>[0]);
}

describe("layout loader: impressões", () => {
  it("não conta nada ao montar a página, nem a cópia do service worker; entrega o token da página", async () => {
    await stopAdStats();
    const copy = await load({ [OFFLINE_COPY_HEADER]: "1" });
    expect(copy.ads.header?.title).toBe("Sempre no topo");
    const view = await load();
    expect(view.ads.header?.title).toBe("Sempre no topo");
    expect(view.pageView).toBe("token-da-pagina");
    expect(pendingAdStats()).toBe(0);
  });
});
