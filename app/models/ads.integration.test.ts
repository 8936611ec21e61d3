import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { openTestDb } from "../../tests/setup/test-db";
import { pickAdsForSlots as pickFromRows } from "~/lib/ads/ads";
import { adContextFor, listLiveAds, pickAdGroup } from "./ads.server";
import type { AdContext } from "~/lib/ads/ads";

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
      format: "card",
      imageWidth: null,
      imageHeight: null,
      imageMobileUrl: null,
      imageMobileWidth: null,
      imageMobileHeight: null,
    });
    expect(slots["mobile-menu"]).toBeNull();
  });

  it("lets the injected random choose among several eligible ads", async () => {
    const low = await pickAdsForSlots(["header"], TODAY, () => 0);
    const high = await pickAdsForSlots(["header"], TODAY, () => 0.999);
    expect([low.header?.title, high.header?.title].sort()).toEqual(["Mês inteiro", "Só hoje"]);
  });
});

/** A seeded generator (mulberry32): the same draws on every run, so the test never flakes. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("weighted rotation with targeting (D15 revised)", () => {
  const WINDOW = { startDate: "2026-11-01", endDate: "2026-11-30" } as const;
  let categoryA = "";
  let categoryB = "";

  beforeAll(async () => {
    const db = getDb();
    const cats = await db
      .insert(schema.categories)
      .values([{ name: "Rotação A" }, { name: "Rotação B" }])
      .returning({ id: schema.categories.id });
    categoryA = cats[0]!.id;
    categoryB = cats[1]!.id;
    await db.insert(schema.ads).values([
      // The phone menu's position is left to these (it has none above): weights 1, 3 and 6 for every visitor and page…
      { ...ad("Peso 1", { position: "mobile-menu", ...WINDOW }), weight: 1 },
      { ...ad("Peso 3", { position: "mobile-menu", ...WINDOW }), weight: 3 },
      { ...ad("Peso 6", { position: "mobile-menu", ...WINDOW }), weight: 6 },
      // …and ads no desktop visitor on a calculator may ever get.
      { ...ad("Só celular", { position: "mobile-menu", ...WINDOW }), weight: 10, device: "mobile" },
      { ...ad("Só blog", { position: "mobile-menu", ...WINDOW }), weight: 10, pageGroups: ["blog"] },
      { ...ad("Só conteúdo", { position: "mobile-menu", ...WINDOW }), weight: 10, pageGroups: ["content"] },
      {
        ...ad("Só categoria B", { position: "mobile-menu", ...WINDOW }),
        weight: 10,
        pageGroups: ["blog"],
        categoryIds: [categoryB],
      },
      { ...ad("Desligado pesado", { position: "mobile-menu", ...WINDOW, active: false }), weight: 10 },
    ]);
  });

  async function draw(context: AdContext, n: number) {
    const random = seeded(25);
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const title = (await pickAdGroup("layout", TODAY, random, context))["mobile-menu"]?.title ?? "(nenhum)";
      counts.set(title, (counts.get(title) ?? 0) + 1);
    }
    return counts;
  }

  it("follows the weights among the eligible ads, and never places an ineligible one", async () => {
    const n = 6000;
    const counts = await draw({ device: "desktop", pageGroup: "calculators", categoryId: null }, n);
    expect([...counts.keys()].sort()).toEqual(["Peso 1", "Peso 3", "Peso 6"]);
    // Expected shares 10 %, 30 %, 60 %; with 6,000 draws each lies within 2 points of its share.
    expect(counts.get("Peso 1")! / n).toBeCloseTo(0.1, 1);
    expect(Math.abs(counts.get("Peso 1")! / n - 0.1)).toBeLessThan(0.02);
    expect(Math.abs(counts.get("Peso 3")! / n - 0.3)).toBeLessThan(0.02);
    expect(Math.abs(counts.get("Peso 6")! / n - 0.6)).toBeLessThan(0.02);
  });

  it("adds the phone's, the blog's and the category's own ads where they fit", async () => {
    const phone = await draw({ device: "mobile", pageGroup: "calculators", categoryId: null }, 2000);
    expect([...phone.keys()].sort()).toEqual(["Peso 1", "Peso 3", "Peso 6", "Só celular"]);
    // Weight 10 of 20 in all: about half.
    expect(Math.abs(phone.get("Só celular")! / 2000 - 0.5)).toBeLessThan(0.04);

    const blogA = await draw({ device: "desktop", pageGroup: "blog", categoryId: categoryA }, 2000);
    expect([...blogA.keys()].sort()).toEqual(["Peso 1", "Peso 3", "Peso 6", "Só blog"]);
    const blogB = await draw({ device: "desktop", pageGroup: "blog", categoryId: categoryB }, 2000);
    expect([...blogB.keys()].sort()).toEqual(["Peso 1", "Peso 3", "Peso 6", "Só blog", "Só categoria B"]);
    const content = await draw({ device: "desktop", pageGroup: "content", categoryId: null }, 500);
    expect([...content.keys()].sort()).toEqual(["Peso 1", "Peso 3", "Peso 6", "Só conteúdo"]);
  });

  it("reads the context from the request: device headers, path and blog category", async () => {
    const phone = await adContextFor(
      new Request("http://localhost/ibu", { headers: { "User-Agent": "Mozilla/5.0 (iPhone) Mobile" } }),
    );
    expect(phone).toEqual({ device: "mobile", pageGroup: "calculators", categoryId: null });
    const hinted = await adContextFor(
      new Request("http://localhost/glossario", { headers: { "Sec-CH-UA-Mobile": "?1" } }),
    );
    expect(hinted).toEqual({ device: "mobile", pageGroup: "content", categoryId: null });
    const list = await adContextFor(new Request(`http://localhost/blog?categoria=${encodeURIComponent("Rotação B")}`));
    expect(list).toEqual({ device: "desktop", pageGroup: "blog", categoryId: categoryB });
    expect(await adContextFor(new Request("http://localhost/blog/nao-existe"))).toEqual({
      device: "desktop",
      pageGroup: "blog",
      categoryId: null,
    });
  });
});
