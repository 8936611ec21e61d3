import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { schema } from "../app/lib/data/db.server";
import { openTestDb } from "../tests/setup/test-db";
import { slugify } from "../app/lib/slug";
import { AD_POSITIONS } from "./schema";
import {
  correctDemoTexts,
  CORRECTED_PAGE_DESCRIPTIONS,
  demoPostCreatedAt,
  demoTagNames,
  isDatabaseEmpty,
  saoPauloDate,
  seedDemoContent,
  shiftDate,
  type SeedResult,
} from "./seed";
import { demoAds, demoCategories, demoGlobalSeo, demoPageSeo, demoPosts } from "./seed-data";

const HOOK_TIMEOUT = 60_000;

const todaySaoPaulo = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("demo seed data", () => {
  it("has enough categories, each with a one-sentence description and no duplicate", () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(6);
    expect(new Set(demoCategories.map((c) => c.name)).size).toBe(demoCategories.length);
    for (const c of demoCategories) {
      expect(c.name.length).toBeLessThanOrEqual(80);
      expect(c.description.length).toBeGreaterThanOrEqual(10);
      expect(c.description.trim().endsWith(".")).toBe(true);
    }
  });

  it("has posts that respect the post validation rules", () => {
    expect(demoPosts.length).toBeGreaterThanOrEqual(10);
    const categoryNames = new Set(demoCategories.map((c) => c.name));
    for (const post of demoPosts) {
      expect(post.name.length, post.name).toBeGreaterThanOrEqual(3);
      expect(post.name.length, post.name).toBeLessThanOrEqual(100);
      expect(categoryNames.has(post.category), post.category).toBe(true);
      expect(post.tags.length, post.name).toBeGreaterThanOrEqual(2);
      expect(post.tags.length, post.name).toBeLessThanOrEqual(4);
      expect(new Set(post.tags).size, post.name).toBe(post.tags.length);
      for (const tag of post.tags) expect(tag).toBe(tag.trim());
      if (post.seoTitle !== undefined) expect(post.seoTitle.length, post.name).toBeLessThanOrEqual(70);
      if (post.seoDescription !== undefined) {
        expect(post.seoDescription.length, post.name).toBeGreaterThanOrEqual(10);
        expect(post.seoDescription.length, post.name).toBeLessThanOrEqual(160);
      }
      // Markdown body of 250–700 words with headings, lists and bold text.
      const words = wordCount(post.content);
      expect(words, post.name).toBeGreaterThanOrEqual(250);
      expect(words, post.name).toBeLessThanOrEqual(700);
      expect(post.content).toMatch(/^## \S/m);
      expect(post.content).toMatch(/^(- |\d+\. )\S/m);
      expect(post.content).toMatch(/\*\*[^*]+\*\*/);
      expect(post.content.toLowerCase()).not.toContain("lorem");
      expect(post.daysAgo).toBeGreaterThanOrEqual(1);
      expect(post.daysAgo).toBeLessThanOrEqual(100);
    }
    expect(demoPosts.some((p) => /^\|.*\|\s*$/m.test(p.content) && p.content.includes("|---"))).toBe(true);
    expect(new Set(demoPosts.map((p) => p.daysAgo)).size).toBe(demoPosts.length);
  });

  it("derives unique, non-empty slugs that fit the column", () => {
    const slugs = demoPosts.map((p) => slugify(p.name));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(140);
    }
  });

  it("reuses tags across posts", () => {
    const uses = new Map<string, number>();
    for (const post of demoPosts) for (const tag of post.tags) uses.set(tag, (uses.get(tag) ?? 0) + 1);
    expect([...uses.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(5);
  });

  it("has four active ads in distinct valid positions with the requested windows", () => {
    expect(demoAds).toHaveLength(4);
    expect(new Set(demoAds.map((a) => a.position)).size).toBe(4);
    const windows = Object.fromEntries(demoAds.map((a) => [a.position, [a.startOffsetDays, a.endOffsetDays]]));
    expect(windows).toEqual({
      header: [-5, 25],
      sidebar: [-10, 20],
      footer: [-2, 28],
      // Issue 25: the phone's footer bar shows only with an ad.
      "mobile-footer": [-3, 27],
    });
    for (const ad of demoAds) {
      expect(AD_POSITIONS).toContain(ad.position);
      expect(ad.active).toBe(true);
      expect(ad.imageUrl).toBe("/placeholder.svg");
      expect(ad.link).toMatch(/^https:\/\/[a-z0-9.-]+\.example\.com\.br$/);
      expect(ad.title.length).toBeLessThanOrEqual(120);
      expect(ad.description.length).toBeGreaterThanOrEqual(40);
      expect(ad.description.length).toBeLessThanOrEqual(120);
    }
  });

  it("has global and page SEO settings within the SEO limits", () => {
    expect(demoGlobalSeo.siteTitle.length).toBeGreaterThanOrEqual(3);
    expect(demoGlobalSeo.siteTitle.length).toBeLessThanOrEqual(70);
    expect(demoGlobalSeo.siteDescription.length).toBeGreaterThanOrEqual(10);
    expect(demoGlobalSeo.siteDescription.length).toBeLessThanOrEqual(160);

    const pageIds = demoPageSeo.map((p) => p.pageId);
    expect(new Set(pageIds).size).toBe(pageIds.length);
    expect(Object.fromEntries(demoPageSeo.map((p) => [p.pageId, p.path]))).toEqual({
      home: "/",
      festa: "/festa",
      "por-pessoa": "/por-pessoa",
      ibu: "/ibu",
      abv: "/abv",
      orcamento: "/orcamento",
      blog: "/blog",
      glossario: "/glossario",
      infograficos: "/infograficos",
      "blog-post": "/blog/:slug",
    });
    for (const page of demoPageSeo) {
      expect(page.title.length, page.pageId).toBeGreaterThanOrEqual(3);
      expect(page.title.length, page.pageId).toBeLessThanOrEqual(70);
      expect(page.description.length, page.pageId).toBeGreaterThanOrEqual(10);
      expect(page.description.length, page.pageId).toBeLessThanOrEqual(160);
      expect(page.keywords.split(",").length, page.pageId).toBeGreaterThanOrEqual(3);
    }

    const home = demoPageSeo.find((p) => p.pageId === "home");
    const jsonLd = JSON.parse(home?.structuredData ?? "null");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: "Cervejômetro",
      applicationCategory: "UtilitiesApplication",
      inLanguage: "pt-BR",
      offers: { price: "0", priceCurrency: "BRL" },
    });
  });
});

describe("date helpers", () => {
  it("uses the São Paulo calendar day", () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC−3).
    expect(saoPauloDate(new Date("2025-03-01T02:00:00Z"))).toBe("2025-02-28");
    expect(saoPauloDate(new Date("2025-03-01T03:00:00Z"))).toBe("2025-03-01");
  });

  it("shifts calendar dates across month and year ends", () => {
    expect(shiftDate("2025-02-28", 1)).toBe("2025-03-01");
    expect(shiftDate("2024-02-28", 1)).toBe("2024-02-29");
    expect(shiftDate("2025-01-03", -5)).toBe("2024-12-29");
    expect(shiftDate("2025-12-20", 25)).toBe("2026-01-14");
  });

  it("places post dates in the past, on the right São Paulo day", () => {
    const today = new Date("2025-03-01T02:00:00Z");
    demoPosts.forEach((post, index) => {
      const createdAt = demoPostCreatedAt(today, post.daysAgo, index);
      expect(createdAt.getTime()).toBeLessThan(today.getTime());
      expect(saoPauloDate(createdAt)).toBe(shiftDate("2025-02-28", -post.daysAgo));
    });
  });
});

describe("seedDemoContent", () => {
  let handle: Awaited<ReturnType<typeof openTestDb>>;
  let emptyBefore: boolean;
  let first: SeedResult;

  beforeAll(async () => {
    handle = await openTestDb();
    emptyBefore = await isDatabaseEmpty(handle.db);
    first = await seedDemoContent(handle.db);
  }, HOOK_TIMEOUT);

  afterAll(async () => {
    await handle?.drop();
  }, HOOK_TIMEOUT);

  const tableCounts = async () => {
    const db = handle.db;
    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    return {
      categories: await n(schema.categories),
      posts: await n(schema.posts),
      tags: await n(schema.tags),
      postsTags: await n(schema.postsTags),
      ads: await n(schema.ads),
      global: await n(schema.seoGlobalSettings),
      pages: await n(schema.seoPageSettings),
    };
  };

  it("reports the database empty before seeding and not after", async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it("inserts every demo row and reports the counts", async () => {
    expect(first).toEqual({
      categories: demoCategories.length,
      posts: demoPosts.length,
      tags: demoTagNames().length,
      ads: 4,
      pageSettings: demoPageSeo.length,
    });
    const counts = await tableCounts();
    expect(counts.categories).toBeGreaterThanOrEqual(5);
    expect(counts.posts).toBeGreaterThanOrEqual(8);
    expect(counts.tags).toBe(demoTagNames().length);
    expect(counts.postsTags).toBe(demoPosts.reduce((sum, p) => sum + p.tags.length, 0));
    expect(counts.ads).toBe(4);
    expect(counts.global).toBe(1);
    expect(counts.pages).toBe(demoPageSeo.length);
  });

  it("gives every post a category, its tags, its slug and a past date", async () => {
    const db = handle.db;
    const rows = await db
      .select({
        id: schema.posts.id,
        name: schema.posts.name,
        slug: schema.posts.slug,
        createdAt: schema.posts.createdAt,
        category: schema.categories.name,
      })
      .from(schema.posts)
      .leftJoin(schema.categories, eq(schema.posts.categoryId, schema.categories.id));
    const links = await db
      .select({ postId: schema.postsTags.postId, tag: schema.tags.name })
      .from(schema.postsTags)
      .innerJoin(schema.tags, eq(schema.postsTags.tagId, schema.tags.id));

    const now = Date.now();
    for (const row of rows) {
      const demo = demoPosts.find((p) => p.name === row.name);
      expect(demo, row.name).toBeDefined();
      expect(row.category).toBe(demo?.category);
      expect(row.slug).toBe(slugify(row.name));
      const tags = links.filter((l) => l.postId === row.id).map((l) => l.tag);
      expect(tags.length, row.name).toBeGreaterThanOrEqual(1);
      expect(new Set(tags)).toEqual(new Set(demo?.tags));
      expect(row.createdAt.getTime()).toBeLessThan(now);
      expect(row.createdAt.getTime()).toBeGreaterThan(now - 100 * 86_400_000);
    }
    // Spread over about three months.
    const times = rows.map((r) => r.createdAt.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * 86_400_000);
  });

  it("creates four active ads in distinct positions, all showing today", async () => {
    const rows = await handle.db.select().from(schema.ads).orderBy(asc(schema.ads.position));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.position))).toEqual(new Set(["header", "sidebar", "footer", "mobile-footer"]));
    const today = todaySaoPaulo();
    for (const ad of rows) {
      expect(ad.active).toBe(true);
      expect(ad.startDate <= today && today <= ad.endDate, `${ad.position} ${ad.startDate}..${ad.endDate}`).toBe(true);
      const demo = demoAds.find((d) => d.position === ad.position);
      expect(ad.startDate).toBe(shiftDate(today, demo?.startOffsetDays ?? NaN));
      expect(ad.endDate).toBe(shiftDate(today, demo?.endOffsetDays ?? NaN));
    }
  });

  it("stores the global SEO row with the spec defaults", async () => {
    const [row] = await handle.db.select().from(schema.seoGlobalSettings);
    expect(row).toMatchObject({
      id: 1,
      siteTitle: "Comparador de Preços de Cerveja",
      siteKeywords: "comparador de preço, cerveja, calculadora, bebidas",
      defaultImage: "/og-image.png",
      siteDomain: "cervejometro.com.br",
      twitterHandle: "@cervejometro",
      facebookAppId: null,
    });
    expect(row?.siteDescription).toBe(demoGlobalSeo.siteDescription);
  });

  it("stores the page SEO settings, including blog-post and the home JSON-LD", async () => {
    const rows = await handle.db.select().from(schema.seoPageSettings);
    const byId = new Map(rows.map((r) => [r.pageId, r]));
    expect(byId.get("blog-post")?.path).toBe("/blog/:slug");
    expect(byId.get("home")?.path).toBe("/");
    expect(JSON.parse(byId.get("home")?.structuredData ?? "{}")["@type"]).toBe("WebApplication");
    expect(byId.get("ibu")?.structuredData).toBeNull();
    expect(rows.every((r) => r.noIndex === false)).toBe(true);
  });

  it("changes nothing when run again", async () => {
    const before = await tableCounts();
    const second = await seedDemoContent(handle.db);
    expect(second).toEqual({ categories: 0, posts: 0, tags: 0, ads: 0, pageSettings: 0 });
    expect(await tableCounts()).toEqual(before);
  });

  it("keeps edited rows and only restores what is missing", async () => {
    const db = handle.db;
    await db.update(schema.seoGlobalSettings).set({ siteTitle: "Meu Site de Cerveja" });
    const [victim] = await db.select().from(schema.posts).limit(1);
    if (!victim) throw new Error("no post");
    await db.delete(schema.posts).where(eq(schema.posts.id, victim.id));
    await db.delete(schema.ads).where(eq(schema.ads.position, "footer"));

    const result = await seedDemoContent(db);
    expect(result).toEqual({ categories: 0, posts: 1, tags: 0, ads: 0, pageSettings: 0 });

    const [global] = await db.select().from(schema.seoGlobalSettings);
    expect(global?.siteTitle).toBe("Meu Site de Cerveja");
    const [restored] = await db.select().from(schema.posts).where(eq(schema.posts.slug, victim.slug));
    expect(restored?.name).toBe(victim.name);
    const restoredTags = await db
      .select({ n: count() })
      .from(schema.postsTags)
      .where(eq(schema.postsTags.postId, restored?.id ?? ""));
    expect(restoredTags[0]?.n).toBe(demoPosts.find((p) => p.name === victim.name)?.tags.length);
    // Ads are only seeded into an empty table.
    expect((await db.select({ n: count() }).from(schema.ads))[0]?.n).toBe(3);
  });
});

describe("demo texts corrected after seeding (issue 27)", () => {
  let db: Awaited<ReturnType<typeof openTestDb>>;
  beforeAll(async () => {
    db = await openTestDb();
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await db?.drop();
  }, HOOK_TIMEOUT);

  it("/infograficos: the old demo description (with 'harmonizações') is replaced; an administrator's is kept", async () => {
    const [{ old }] = CORRECTED_PAGE_DESCRIPTIONS as [{ pageId: string; old: string }];
    const t = schema.seoPageSettings;
    await db.db.insert(t).values([
      { pageId: "infograficos", path: "/infograficos", title: "Infográficos", description: old },
      { pageId: "glossario", path: "/glossario", title: "Glossário", description: old },
    ]);
    expect(await correctDemoTexts(db.db)).toBe(1);
    const rows = await db.db.select({ pageId: t.pageId, description: t.description }).from(t);
    const byPage = Object.fromEntries(rows.map((r) => [r.pageId, r.description]));
    expect(byPage.infograficos).toBe(demoPageSeo.find((p) => p.pageId === "infograficos")!.description);
    expect(byPage.infograficos).not.toMatch(/harmoniza/);
    // Another page's text, even if equal, is not the demo's for that page.
    expect(byPage.glossario).toBe(old);

    await db.db.update(t).set({ description: "Texto do administrador." }).where(eq(t.pageId, "infograficos"));
    expect(await correctDemoTexts(db.db)).toBe(0);
  });
});
