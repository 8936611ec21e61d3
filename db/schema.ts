// One PostgreSQL schema for both drivers (embedded PGlite and a PostgreSQL server).
// Column names follow the spec's snake_case (docs/decisions/0029-data-model-and-calls.md); the auth tables follow better-auth's
// core model; `media` holds uploaded images (docs/decisions/0012-safe-markdown-and-images.md).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { AD_POSITIONS, type AdPosition } from "../app/lib/ads/ads";
import { BRAZIL_STATES } from "../app/lib/br-documents";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// ---------------------------------------------------------------- blog

export const POST_STATUSES = ["draft", "published", "scheduled"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: varchar("name", { length: 80 }).notNull().unique("categories_name_unique"),
  description: text("description"),
  createdAt: createdAt(),
});

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 100 }).notNull(),
    content: text("content").notNull(),
    slug: varchar("slug", { length: 140 }).notNull().unique("posts_slug_unique"),
    // A post whose category is deleted falls back to "Outros" when read (docs/decisions/0029-data-model-and-calls.md).
    categoryId: uuid("category_id").references(() => categories.id, {
      onDelete: "set null",
    }),
    seoTitle: varchar("seo_title", { length: 70 }).notNull().default(""),
    seoDescription: varchar("seo_description", { length: 160 }).notNull().default(""),
    seoKeywords: text("seo_keywords").notNull().default(""),
    seoImage: text("seo_image").notNull().default(""),
    canonicalUrl: text("canonical_url").notNull().default(""),
    // Drafts and scheduling: a post is public when it is not a draft and its
    // publication time has passed ("scheduled" is a post whose time is still ahead).
    status: text("status").$type<PostStatus>().notNull().default("published"),
    publishedAt: timestamp("published_at", {
      withTimezone: true,
      mode: "date",
    }),
    // In the trash since (issue 28): hidden from visitors (410), restorable for 30 days, then purged.
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    // Cover image (issue 28 item 5): one image of the media library, shown on the blog card and at
    // the top of the post, and the og:image when the SEO image is empty. An image in use is never deleted.
    coverImageId: uuid("cover_image_id").references((): AnyPgColumn => media.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // docs/decisions/0029-data-model-and-calls.md: posts are listed newest first, optionally filtered by category.
    index("posts_created_at_idx").on(t.createdAt.desc()),
    index("posts_category_created_at_idx").on(t.categoryId, t.createdAt.desc()),
    // The public lists order by publication time and filter on status.
    index("posts_status_published_at_idx").on(t.status, t.publishedAt.desc()),
    check("posts_status_check", sql`${t.status} in ('draft', 'published', 'scheduled')`),
    check("posts_published_at_check", sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

/**
 * The addresses a post had before its slug was edited (issue 28, D4 revised): each answers 301 to
 * the post's current address, forever. Deleted with the post.
 */
export const postSlugRedirects = pgTable("post_slug_redirects", {
  oldSlug: varchar("old_slug", { length: 140 }).primaryKey(),
  postId: uuid("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/**
 * The names a category had before it was renamed or deleted (issue 28): an old
 * /blog?categoria= link answers 301 to the new name, or to "Outros" when the category is gone
 * (category_id null).
 */
export const categoryRedirects = pgTable("category_redirects", {
  oldName: varchar("old_name", { length: 80 }).primaryKey(),
  categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const tags = pgTable("tags", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: varchar("name", { length: 60 }).notNull().unique("tags_name_unique"),
});

export const postsTags = pgTable(
  "posts_tags",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("posts_tags_tag_id_idx").on(t.tagId)],
);

// ---------------------------------------------------------------- ads

export { AD_POSITIONS, type AdPosition };

// Issue 25 (docs/decisions D15, D16): formats, targeting, advertisers and daily figures.
export const AD_FORMATS = ["banner", "card"] as const;
export type AdFormat = (typeof AD_FORMATS)[number];
export const AD_DEVICES = ["all", "desktop", "mobile"] as const;
export type AdDevice = (typeof AD_DEVICES)[number];
/** Page groups an ad may target; an empty list means every public page. */
export const AD_PAGE_GROUPS = ["calculators", "blog", "content"] as const;
export type AdPageGroup = (typeof AD_PAGE_GROUPS)[number];

/** An advertiser groups ads; its report link (/relatorio/<token>) can be revoked and renewed. */
export const advertisers = pgTable("advertisers", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: varchar("name", { length: 120 }).notNull(),
  contact: text("contact").notNull().default(""),
  // 32 random bytes, base64url; null when no link was generated or it was revoked.
  reportToken: text("report_token").unique("advertisers_report_token_unique"),
  reportTokenCreatedAt: timestamp("report_token_created_at", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ads = pgTable(
  "ads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: varchar("title", { length: 120 }).notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull().default("/placeholder.svg"),
    link: text("link").notNull(),
    active: boolean("active").notNull().default(true),
    position: text("position").$type<AdPosition>().notNull(),
    // Calendar dates (YYYY-MM-DD), compared with today's date in America/Sao_Paulo (docs/decisions/0015-ads-chosen-on-the-server.md).
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    // CONAR Annex P: an alcoholic-drink ad carries the moderation clause in its slot.
    alcoholic: boolean("alcoholic").notNull().default(false),
    // Counted in memory and written in batches (issue 9), never one write per page view.
    impressions: bigint("impressions", { mode: "number" }).notNull().default(0),
    clicks: bigint("clicks", { mode: "number" }).notNull().default(0),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    // "banner": the image is the whole slot; "card": image, title and text (D16).
    format: text("format").$type<AdFormat>().notNull().default("card"),
    // The desktop image's pixel size (the phone image's below): the slot reserves its ratio.
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    imageMobileUrl: text("image_mobile_url"),
    imageMobileWidth: integer("image_mobile_width"),
    imageMobileHeight: integer("image_mobile_height"),
    device: text("device").$type<AdDevice>().notNull().default("all"),
    pageGroups: text("page_groups")
      .array()
      .$type<AdPageGroup[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Blog categories the ad targets on blog pages (empty: every category).
    categoryIds: uuid("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    weight: integer("weight").notNull().default(5),
    advertiserId: uuid("advertiser_id").references(() => advertisers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ads_position_window_idx").on(t.position, t.active, t.startDate, t.endDate),
    check("ads_position_check", sql`${t.position} in (${sql.raw(AD_POSITIONS.map((p) => `'${p}'`).join(", "))})`),
    check("ads_window_check", sql`${t.endDate} >= ${t.startDate}`),
    check("ads_format_check", sql`${t.format} in ('banner', 'card')`),
    check("ads_device_check", sql`${t.device} in ('all', 'desktop', 'mobile')`),
    check("ads_weight_check", sql`${t.weight} between 1 and 10`),
  ],
);

/** An ad's figures per São Paulo day (D16): written in batches with the totals above. */
export const adDailyStats = pgTable(
  "ad_daily_stats",
  {
    adId: uuid("ad_id")
      .notNull()
      .references(() => ads.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    impressions: integer("impressions").notNull().default(0),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);

/** Per position: whether an empty slot shows the "Anuncie aqui" house card (D15). */
export const adSlotSettings = pgTable("ad_slot_settings", {
  position: text("position").$type<AdPosition>().primaryKey(),
  houseCard: boolean("house_card").notNull().default(true),
});

/**
 * The visitor hash's salt of the current São Paulo day (D16, D17): random, replaced at
 * midnight, the previous day's row deleted, so no hash can be linked across days.
 */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: bytea("salt").notNull(),
});

// ---------------------------------------------------------------- audience statistics

/** What an `audience_daily` row counts (D17). */
export const AUDIENCE_KINDS = ["site", "page", "referrer", "device", "calc"] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/**
 * The audience statistics (issue 26, D17): daily aggregates only, one row per (kind, São
 * Paulo day, key). `key` is "" for the whole site, the path (the blog's category kept as
 * `?categoria=`) for a page, the referrer's domain ("" for none) for a referrer, "celular" or
 * "computador" for a device, the calculator's name for a calculation. `views` are page views
 * (calculations shown, for `calc`), `visitors` the day's distinct visitor hashes. No row
 * holds an address, a user agent or a hash; rows older than the retention (25 months by
 * default) are deleted daily.
 */
export const audienceDaily = pgTable(
  "audience_daily",
  {
    kind: varchar("kind", { length: 12 }).$type<AudienceKind>().notNull(),
    day: date("day", { mode: "string" }).notNull(),
    key: varchar("key", { length: 300 }).notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.day, t.key] }),
    check("audience_daily_kind", sql`${t.kind} in ('site', 'page', 'referrer', 'device', 'calc')`),
  ],
);

/** The audience settings: a single row (id 1). */
export const audienceSettings = pgTable("audience_settings", {
  id: integer("id").primaryKey().default(1),
  /** Whether /anuncie shows the audience figures (off: positions and contact only). */
  showOnMediaKit: boolean("show_on_media_kit").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- site identity

// Who runs the site (D21, issue 28 item 1): the LGPD "controlador" the legal pages, the footer,
// /anuncie and the JSON-LD name. A single row, id pinned to 1, absent until the administrator
// saves /admin/site (docs/decisions/0036-site-identity.md). The document is stored without its
// mask: a CPF's 11 digits or a CNPJ's 14 characters (12 digits or capital letters since
// IN RFB 2.229/2024, then 2 check digits); the check digits are verified by the form's schema
// and again by the action before a row is written.
const UFS = sql.raw(BRAZIL_STATES.map((uf) => `'${uf}'`).join(", "));

export const siteIdentity = pgTable(
  "site_identity",
  {
    id: integer("id").primaryKey().default(1),
    legalName: varchar("legal_name", { length: 200 }).notNull(),
    kind: text("kind").notNull(),
    document: varchar("document", { length: 14 }).notNull(),
    address: varchar("address", { length: 300 }).notNull().default(""),
    city: varchar("city", { length: 100 }).notNull(),
    state: varchar("state", { length: 2 }).notNull(),
    contactEmail: varchar("contact_email", { length: 254 }).notNull(),
    /** The encarregado (LGPD art. 41), optional for small operators (Resolução CD/ANPD nº 2/2022). */
    dpoName: varchar("dpo_name", { length: 200 }).notNull().default(""),
    dpoEmail: varchar("dpo_email", { length: 254 }).notNull().default(""),
    forumCity: varchar("forum_city", { length: 100 }).notNull(),
    forumState: varchar("forum_state", { length: 2 }).notNull(),
    /** /anuncie's contact; empty: the contact e-mail. */
    adsEmail: varchar("ads_email", { length: 254 }).notNull().default(""),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("site_identity_single_row", sql`${t.id} = 1`),
    check("site_identity_kind_check", sql`${t.kind} in ('pessoa_fisica', 'pessoa_juridica')`),
    check(
      "site_identity_document_check",
      sql`(${t.kind} = 'pessoa_fisica' and ${t.document} ~ '^[0-9]{11}$') or (${t.kind} = 'pessoa_juridica' and ${t.document} ~ '^[0-9A-Z]{12}[0-9]{2}$')`,
    ),
    check("site_identity_state_check", sql`${t.state} in (${UFS}) and ${t.forumState} in (${UFS})`),
  ],
);

// ---------------------------------------------------------------- SEO

export const seoGlobalSettings = pgTable(
  "seo_global_settings",
  {
    // A single row: the id is pinned to 1.
    id: integer("id").primaryKey().default(1),
    siteTitle: varchar("site_title", { length: 70 }).notNull(),
    siteDescription: varchar("site_description", { length: 160 }).notNull(),
    siteKeywords: text("site_keywords").notNull().default(""),
    defaultImage: text("default_image").notNull(),
    siteDomain: text("site_domain").notNull(),
    twitterHandle: text("twitter_handle"),
    facebookAppId: text("facebook_app_id"),
    updatedAt: updatedAt(),
  },
  (t) => [check("seo_global_settings_single_row", sql`${t.id} = 1`)],
);

export const seoPageSettings = pgTable(
  "seo_page_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageId: varchar("page_id", { length: 80 }).notNull().unique("seo_page_settings_page_id_unique"),
    path: text("path").notNull(),
    title: varchar("title", { length: 70 }).notNull(),
    description: varchar("description", { length: 160 }).notNull(),
    keywords: text("keywords").notNull().default(""),
    image: text("image"),
    canonicalUrl: text("canonical_url"),
    noIndex: boolean("no_index").notNull().default(false),
    structuredData: text("structured_data"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // docs/decisions/0022-seo-resolution.md looks a setting up by exact path.
  (t) => [index("seo_page_settings_path_idx").on(t.path)],
);

// ---------------------------------------------------------------- media (docs/decisions/0012-safe-markdown-and-images.md)

export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    originalName: text("original_name"),
    // Pixel size after re-encoding, so post images get width/height (no layout shift).
    width: integer("width"),
    height: integer("height"),
    // Alternative text kept with the image (issue 28 item 4): offered whenever the image is picked from the library.
    altText: varchar("alt_text", { length: 250 }).notNull().default(""),
    data: bytea("data").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  // An upload of bytes already stored reuses the stored row.
  (t) => [index("media_sha256_idx").on(t.sha256)],
);

// ---------------------------------------------------------------- auth (better-auth core model)

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique("user_email_unique"),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  // Only administrators exist today (no sign-up); the role is still checked (docs/decisions/0013-admin-and-security.md).
  role: text("role").notNull().default("admin"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique("session_token_unique"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", {
      withTimezone: true,
    }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", {
      withTimezone: true,
    }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Failed sign-ins, counted per client address and per account (docs/decisions/0013-admin-and-security.md). Kept in the
// database so the limit holds across restarts and server processes.
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_failures_key_created_at_idx").on(t.key, t.createdAt)],
);

// Every admin write (issue 9): when, who, what. The last entries are listed on /admin.
export const adminActivity = pgTable(
  "admin_activity",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    userEmail: text("user_email").notNull(),
    entity: text("entity").notNull(),
    action: text("action").notNull(),
    itemId: text("item_id"),
    itemTitle: text("item_title").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("admin_activity_created_at_idx").on(t.createdAt.desc())],
);

/**
 * Every save of a post keeps its saved state (issue 28 item 2): "Histórico" lists them and
 * "Restaurar" applies one as a new save, so nothing is overwritten. The newest 50 per post are
 * kept; they go with the post. Who saved it stays readable after the account is removed.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    userEmail: text("user_email").notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    content: text("content").notNull(),
    slug: varchar("slug", { length: 140 }).notNull(),
    category: text("category"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status").$type<PostStatus>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    seoTitle: varchar("seo_title", { length: 70 }).notNull().default(""),
    seoDescription: varchar("seo_description", { length: 160 }).notNull().default(""),
    seoKeywords: text("seo_keywords").notNull().default(""),
    seoImage: text("seo_image").notNull().default(""),
    canonicalUrl: text("canonical_url").notNull().default(""),
    coverImageId: uuid("cover_image_id"),
    // Server autosave (issue 28 item 6): an autosave is one rolling revision per editing session
    // (the editor's random session key), overwritten by the next autosave of that session.
    autosave: boolean("autosave").notNull().default(false),
    editSession: text("edit_session"),
    createdAt: createdAt(),
  },
  (t) => [index("post_revisions_post_created_at_idx").on(t.postId, t.createdAt.desc(), t.id.desc())],
);
