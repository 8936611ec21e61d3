import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { openTestDb } from "../../tests/setup/test-db";
import { pickAdsForSlots as pickFromRows } from "~/lib/ads/ads";
import { listLiveAds } from "./ads.server";

/** The layout's way: the live rows of the positions, then one ad per slot. */
const pickAdsForSlots = async <P extends "header" | "sidebar" | "mobile-menu">(
  positions: P[],
  today: string,
  random: () => number,
) => pickFromRows(await listLiveAds(positions, today), positions, today, random);

type NewAd = typeof schema.ads.$inferInsert;

let handle: Awaited<ReturnType<typeof openTestDb>>;

const TODAY = "2026-11-22";

function ad(title: string, fields: Pick<NewAd, "position" | "startDate" | "endDate"> & { active?: boolean }): NewAd {
  return { title, description: `Descrição de ${title}`, link: "https://exemplo.com.br", ...fields };
}

beforeAll(async () => {
  handle = await openTestDb();
  await getDb()
    .insert(schema.ads)
    .values([
      ad("Mês inteiro", { position: "header", startDate: "2026-11-01", endDate: "2026-11-30" }),
      ad("Só hoje", { position: "header", startDate: TODAY, endDate: TODAY }),
      ad("Desligado", { position: "header", startDate: "2026-11-01", endDate: "2026-11-30", active: false }),
      ad("Começa amanhã", { position: "header", startDate: "2026-11-23", endDate: "2026-12-01" }),
      ad("Acabou ontem", { position: "header", startDate: "2026-10-01", endDate: "2026-11-21" }),
      ad("Lateral", { position: "sidebar", startDate: "2026-11-01", endDate: "2026-11-30" }),
      ad("Rodapé", { position: "footer", startDate: "2026-11-01", endDate: "2026-11-30" }),
    ]);
}, 60_000);

afterAll(async () => {
  await handle?.drop();
}, 60_000);

const titles = (ads: { title: string }[]) => ads.map((a) => a.title).sort();

describe("listLiveAds", () => {
  it("returns only active ads whose window holds today, for the asked positions", async () => {
    expect(titles(await listLiveAds(["header"], TODAY))).toEqual(["Mês inteiro", "Só hoje"]);
    expect(titles(await listLiveAds(["header", "sidebar"], TODAY))).toEqual(["Lateral", "Mês inteiro", "Só hoje"]);
    expect(await listLiveAds(["mobile-menu"], TODAY)).toEqual([]);
  });

  it("includes both ends of the window", async () => {
    expect(titles(await listLiveAds(["header"], "2026-11-23"))).toEqual(["Começa amanhã", "Mês inteiro"]);
    expect(titles(await listLiveAds(["header"], "2026-11-21"))).toEqual(["Acabou ontem", "Mês inteiro"]);
    expect(titles(await listLiveAds(["header"], "2026-12-01"))).toEqual(["Começa amanhã"]);
  });
});

describe("pickAdsForSlots", () => {
  it("gives each slot one of its eligible ads, and null to an empty slot", async () => {
    const slots = await pickAdsForSlots(["header", "sidebar", "mobile-menu"], TODAY, () => 0);
    expect(["Mês inteiro", "Só hoje"]).toContain(slots.header?.title);
    expect(slots.sidebar).toEqual({
      id: expect.any(String),
      title: "Lateral",
      description: "Descrição de Lateral",
      imageUrl: "/placeholder.svg",
      link: "https://exemplo.com.br",
      position: "sidebar",
      alcoholic: false,
    });
    expect(slots["mobile-menu"]).toBeNull();
  });

  it("lets the injected random choose among several eligible ads", async () => {
    const low = await pickAdsForSlots(["header"], TODAY, () => 0);
    const high = await pickAdsForSlots(["header"], TODAY, () => 0.999);
    expect([low.header?.title, high.header?.title].sort()).toEqual(["Mês inteiro", "Só hoje"]);
  });
});
