// Inserts the demo content of db/seed-data.ts. Idempotent: rows that already exist
// (matched by their natural key) are left untouched, so running it again, or on a
// database an administrator has edited, never duplicates or overwrites anything.
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../app/lib/data/db.server";
import { slugify } from "../app/lib/slug";
import * as schema from "./schema";
import { demoAds, demoCategories, demoGlobalSeo, demoPageSeo, demoPosts, demoSiteIdentity } from "./seed-data";

/** Rows inserted by one call (0 everywhere when everything already existed). */
export interface SeedResult {
  categories: number;
  posts: number;
  tags: number;
  ads: number;
  pageSettings: number;
}

export interface SeedOptions {
  /** The seed day; defaults to now. Ad windows and post dates are relative to it. */
  today?: Date;
}

const saoPauloDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date ("YYYY-MM-DD") of `date` in America/Sao_Paulo. */
export function saoPauloDate(date: Date): string {
  return saoPauloDateFormat.format(date);
}

/** `ymd` ("YYYY-MM-DD") moved by `days` calendar days. */
export function shiftDate(ymd: string, days: number): string {
  const moved = new Date(`${ymd}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * created_at of the demo post at `index`: `daysAgo` calendar days before `today` in
 * São Paulo, at a time of day between 08:00 and 20:59 that varies from post to post.
 * São Paulo has kept UTC−03:00 all year since 2019.
 */
export function demoPostCreatedAt(today: Date, daysAgo: number, index: number): Date {
  const day = shiftDate(saoPauloDate(today), -daysAgo);
  const hour = 8 + ((index * 7) % 13);
  const minute = (index * 17 + 5) % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return new Date(`${day}T${pad(hour)}:${pad(minute)}:00-03:00`);
}

/** The distinct tag names used by the demo posts, in first-use order. */
export function demoTagNames(): string[] {
  return [...new Set(demoPosts.flatMap((post) => post.tags))];
}

export async function seedDemoContent(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const today = options.today ?? new Date();
  const todayYmd = saoPauloDate(today);
  const { categories, posts, tags, postsTags, ads, seoGlobalSettings, seoPageSettings } = schema;

  return db.transaction(async (tx) => {
    // Categories, by name.
    const insertedCategories = await tx
      .insert(categories)
      .values(demoCategories.map((c) => ({ name: c.name, description: c.description })))
      .onConflictDoNothing({ target: categories.name })
      .returning({ id: categories.id });
    const categoryRows = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(
        inArray(
          categories.name,
          demoCategories.map((c) => c.name),
        ),
      );
    const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

    // Tags, by name.
    const tagNames = demoTagNames();
    const insertedTags = await tx
      .insert(tags)
      .values(tagNames.map((name) => ({ name })))
      .onConflictDoNothing({ target: tags.name })
      .returning({ id: tags.id });
    const tagRows = await tx.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.name, tagNames));
    const tagIds = new Map(tagRows.map((row) => [row.name, row.id]));

    // Posts, by slug: existing ones (even if edited since) are skipped.
    const withSlugs = demoPosts.map((post, index) => ({ post, index, slug: slugify(post.name) }));
    const existingSlugs = new Set(
      (
        await tx
          .select({ slug: posts.slug })
          .from(posts)
          .where(
            inArray(
              posts.slug,
              withSlugs.map((p) => p.slug),
            ),
          )
      ).map((row) => row.slug),
    );
    const missing = withSlugs.filter((p) => !existingSlugs.has(p.slug));
    let insertedPosts = 0;
    if (missing.length > 0) {
      const rows = await tx
        .insert(posts)
        .values(
          missing.map(({ post, index, slug }) => {
            const createdAt = demoPostCreatedAt(today, post.daysAgo, index);
            return {
              name: post.name,
              content: post.content,
              slug,
              categoryId: categoryIds.get(post.category) ?? null,
              seoTitle: post.seoTitle ?? "",
              seoDescription: post.seoDescription ?? "",
              seoKeywords: post.seoKeywords ?? "",
              createdAt,
              publishedAt: createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .onConflictDoNothing({ target: posts.slug })
        .returning({ id: posts.id, slug: posts.slug });
      insertedPosts = rows.length;

      const postIds = new Map(rows.map((row) => [row.slug, row.id]));
      const links = missing.flatMap(({ post, slug }) => {
        const postId = postIds.get(slug);
        if (!postId) return [];
        return post.tags.flatMap((tagName) => {
          const tagId = tagIds.get(tagName);
          return tagId ? [{ postId, tagId }] : [];
        });
      });
      if (links.length > 0) await tx.insert(postsTags).values(links).onConflictDoNothing();
    }

    // Ads, only into an empty table (an administrator's ads are never mixed with demo ones).
    const [adCount] = await tx.select({ n: count() }).from(ads);
    let insertedAds = 0;
    if ((adCount?.n ?? 0) === 0) {
      const rows = await tx
        .insert(ads)
        .values(
          demoAds.map((ad) => ({
            title: ad.title,
            description: ad.description,
            imageUrl: ad.imageUrl,
            link: ad.link,
            active: ad.active,
            position: ad.position,
            alcoholic: ad.alcoholic,
            startDate: shiftDate(todayYmd, ad.startOffsetDays),
            endDate: shiftDate(todayYmd, ad.endOffsetDays),
          })),
        )
        .returning({ id: ads.id });
      insertedAds = rows.length;
    }

    // The single global SEO row (id 1), only when missing.
    await tx
      .insert(seoGlobalSettings)
      .values({ id: 1, ...demoGlobalSeo })
      .onConflictDoNothing({ target: seoGlobalSettings.id });

    // The demo's obviously fictitious operator (issue 28 item 1), only when none was saved.
    await tx
      .insert(schema.siteIdentity)
      .values({ id: 1, ...demoSiteIdentity })
      .onConflictDoNothing({ target: schema.siteIdentity.id });

    // Page SEO settings, by page_id.
    const insertedPageSettings = await tx
      .insert(seoPageSettings)
      .values(
        demoPageSeo.map((page) => ({
          pageId: page.pageId,
          path: page.path,
          title: page.title,
          description: page.description,
          keywords: page.keywords,
          structuredData: page.structuredData ?? null,
        })),
      )
      .onConflictDoNothing({ target: seoPageSettings.pageId })
      .returning({ id: seoPageSettings.id });

    return {
      categories: insertedCategories.length,
      posts: insertedPosts,
      tags: insertedTags.length,
      ads: insertedAds,
      pageSettings: insertedPageSettings.length,
    };
  });
}

/** True when the database holds no global SEO row, no category and no post. */
/**
 * Demo texts corrected after databases were seeded with them (issue 27): a stored text still
 * equal to the old demo text is the demo's, not the administrator's, and is brought up to date.
 * A text the administrator changed is left alone.
 */
export const CORRECTED_PAGE_DESCRIPTIONS: readonly { pageId: string; old: string }[] = [
  {
    // It promised "harmonizações", which the infographics do not have.
    pageId: "infograficos",
    old: "Infográficos sobre estilos de cerveja, temperaturas de serviço, copos e harmonizações para consultar, salvar e compartilhar.",
  },
];

/** Applies CORRECTED_PAGE_DESCRIPTIONS; returns how many rows changed. */
export async function correctDemoTexts(db: Db): Promise<number> {
  let changed = 0;
  for (const { pageId, old } of CORRECTED_PAGE_DESCRIPTIONS) {
    const current = demoPageSeo.find((p) => p.pageId === pageId);
    if (!current) continue;
    const rows = await db
      .update(schema.seoPageSettings)
      .set({ description: current.description })
      .where(and(eq(schema.seoPageSettings.pageId, pageId), eq(schema.seoPageSettings.description, old)))
      .returning({ id: schema.seoPageSettings.id });
    changed += rows.length;
  }
  return changed;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const { seoGlobalSettings, categories, posts } = schema;
  const [globalRow] = await db.select({ id: seoGlobalSettings.id }).from(seoGlobalSettings).limit(1);
  if (globalRow) return false;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (category) return false;
  const [post] = await db.select({ id: posts.id }).from(posts).limit(1);
  return !post;
}
