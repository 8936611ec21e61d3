// The public layout's loader counts one impression per ad it places (issue 9), except for the service
// worker's copy of a page the visitor already has on screen (X-Offline-Copy, app/pwa/sw.js): that
// request is a copy for offline use, not a view, and counting it would inflate every ad's figures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { pendingAdStats, stopAdStats } from "~/models/ad-stats.server";
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
  return loader({ request, params: {}, context: {} } as Parameters<typeof loader>[0]);
}

describe("layout loader: impressões", () => {
  it("conta a página vista e não a cópia do service worker", async () => {
    await stopAdStats();
    const copy = await load({ [OFFLINE_COPY_HEADER]: "1" });
    expect(copy.ads.header?.title).toBe("Sempre no topo");
    expect(pendingAdStats()).toBe(0);

    const view = await load();
    expect(view.ads.header?.title).toBe("Sempre no topo");
    expect(pendingAdStats()).toBe(1);
  });
});
