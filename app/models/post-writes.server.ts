// Blog posts, administrator side (issue 8): the list with drafts and scheduled posts,
// the stored post for the edit form, and create / update / delete with their tags and
// category in one transaction (docs/decisions/0025-posts-and-categories.md, docs/decisions/0004-slugs.md).
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema, type Db } from "~/lib/data/db.server";
import { uniqueSlug, slugify, FALLBACK_SLUG } from "~/lib/slug";
import { invalidateCache } from "~/lib/data/ttl-cache.server";
import { dateToZonedLocal, zonedLocalToDate } from "~/lib/zoned-time";
import type { PostStatus } from "../../db/schema";
import { TRASH_DAYS, postSchema, type AdminPostSort, type PostFormValues, type PostInput } from "~/schemas/post";
import { recordActivity, type ActivityActor } from "./activity.server";
import { ensureCategory } from "./categories.server";
import { DEFAULT_CATEGORY, escapeLike, titleSearchCondition } from "./posts.server";
import { ensureTags, setPostTags } from "./tags.server";

const { posts, categories, tags, postsTags, postSlugRedirects, postRevisions, media } = schema;

/** Posts per page of the admin list. */
export const ADMIN_PAGE_SIZE = 20;

/** What the list shows: "Agendado" only while the publication time is still ahead. */
export type DisplayStatus = "draft" | "published" | "scheduled";

export function displayStatus(status: PostStatus, publishedAt: Date | null, now: Date = new Date()): DisplayStatus {
  if (status === "draft") return "draft";
  if (publishedAt && publishedAt.getTime() > now.getTime()) return "scheduled";
  return "published";
}

export interface AdminPostRow {
  id: string;
  name: string;
  slug: string;
  /** null when the post has no category (shown as "Outros"). */
  category: string | null;
  status: DisplayStatus;
  createdAt: Date;
  publishedAt: Date | null;
  /** When it went to the trash; null for a post on the site or in draft. */
  deletedAt: Date | null;
}

export interface AdminPostFilters {
  q?: string;
  /** The status as the list shows it ("scheduled": published with its time still ahead); "trash" lists the trash. */
  status?: DisplayStatus | "trash";
  /** A category's id, or "sem" for the posts without one ("Outros"). */
  categoryId?: string;
  sort?: AdminPostSort;
  page?: number;
  pageSize?: number;
}

function statusCondition(status: DisplayStatus, now: Date): SQL | undefined {
  if (status === "draft") return eq(posts.status, "draft");
  const time = sql`${posts.publishedAt} > ${now.toISOString()}::timestamptz`;
  return status === "scheduled"
    ? and(sql`${posts.status} <> 'draft'`, time)
    : and(sql`${posts.status} <> 'draft'`, sql`not (${time})`);
}

/** One page of every post (drafts and scheduled ones too), filtered and ordered as the list asks. */
export async function listAdminPosts({
  q,
  status,
  categoryId,
  sort = "recentes",
  page = 1,
  pageSize = ADMIN_PAGE_SIZE,
}: AdminPostFilters = {}) {
  const now = new Date();
  const text = q?.normalize("NFC").trim();
  const where: SQL | undefined = and(
    text ? titleSearchCondition(text) : undefined,
    // The trash is a list of its own; every other view leaves it out.
    status === "trash" ? isNotNull(posts.deletedAt) : isNull(posts.deletedAt),
    status && status !== "trash" ? statusCondition(status, now) : undefined,
    categoryId === "sem"
      ? sql`${posts.categoryId} is null`
      : categoryId && isUuid(categoryId)
        ? eq(posts.categoryId, categoryId)
        : undefined,
  );
  const db = getDb();
  const [counted] = await db.select({ total: count() }).from(posts).where(where);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(pageCount, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  const order =
    sort === "titulo"
      ? [sql`lower(${posts.name}) asc`, asc(posts.id)]
      : sort === "antigos"
        ? [asc(posts.createdAt), asc(posts.id)]
        : [desc(posts.createdAt), desc(posts.id)];
  const rows = await db
    .select({
      id: posts.id,
      name: posts.name,
      slug: posts.slug,
      category: categories.name,
      status: posts.status,
      createdAt: posts.createdAt,
      publishedAt: posts.publishedAt,
      deletedAt: posts.deletedAt,
    })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    posts: rows.map((row): AdminPostRow => ({ ...row, status: displayStatus(row.status, row.publishedAt, now) })),
    total,
    page: current,
    pageCount,
  };
}

/** What a bulk action of the list does to each chosen post. */
export type BulkPostAction = "publish" | "draft" | "trash";

/**
 * Publishes the chosen posts or moves them back to draft, in one transaction, each recorded in
 * the activity log. Publishing a draft or a scheduled post makes it public now; a post already
 * public keeps its date. Returns how many posts changed (ids that no longer exist are skipped).
 */
export async function setPostsStatus(ids: readonly string[], action: BulkPostAction, actor: ActivityActor) {
  const valid = [...new Set(ids)].filter(isUuid);
  if (valid.length === 0) return 0;
  const now = new Date();
  const changed = await getDb().transaction(async (tx) => {
    const rows = await tx
      .select({ id: posts.id, name: posts.name, status: posts.status, publishedAt: posts.publishedAt })
      .from(posts)
      .where(and(inArray(posts.id, valid), isNull(posts.deletedAt)));
    let n = 0;
    for (const row of rows) {
      if (action === "trash") {
        await tx.update(posts).set({ deletedAt: now }).where(eq(posts.id, row.id));
        await recordActivity(actor, { entity: "post", action: "trash", itemId: row.id, itemTitle: row.name }, tx);
        n += 1;
        continue;
      }
      const shown = displayStatus(row.status, row.publishedAt, now);
      if (action === "publish" ? shown === "published" : shown === "draft") continue;
      await tx
        .update(posts)
        .set(
          action === "publish"
            ? { status: "published", publishedAt: now, updatedAt: now }
            : { status: "draft", updatedAt: now },
        )
        .where(eq(posts.id, row.id));
      await recordActivity(
        actor,
        { entity: "post", action: action === "publish" ? "publish" : "unpublish", itemId: row.id, itemTitle: row.name },
        tx,
      );
      n += 1;
    }
    return n;
  });
  if (changed > 0) invalidatePostReads();
  return changed;
}

export interface StoredPost {
  id: string;
  name: string;
  content: string;
  slug: string;
  /** The category's name, or null: no fallback is filled in here. */
  category: string | null;
  /** Tag names in pt-BR alphabetical order. */
  tags: string[];
  status: PostStatus;
  publishedAt: Date | null;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  seoImage: string;
  canonicalUrl: string;
  /** "Imagem de capa": a media library image's id, or null. */
  coverImageId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The post as stored, for the edit form and the preview; null when there is none. */
export async function getPostForEdit(id: string): Promise<StoredPost | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db
    .select({
      id: posts.id,
      name: posts.name,
      content: posts.content,
      slug: posts.slug,
      category: categories.name,
      status: posts.status,
      publishedAt: posts.publishedAt,
      seoTitle: posts.seoTitle,
      seoDescription: posts.seoDescription,
      seoKeywords: posts.seoKeywords,
      seoImage: posts.seoImage,
      canonicalUrl: posts.canonicalUrl,
      coverImageId: posts.coverImageId,
      createdAt: posts.createdAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    // A post in the trash is not edited: "Restaurar" brings it back first (issue 28).
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  if (!row) return null;
  const tagRows = await db
    .select({ name: tags.name })
    .from(postsTags)
    .innerJoin(tags, eq(tags.id, postsTags.tagId))
    .where(eq(postsTags.postId, id));
  return { ...row, tags: tagRows.map((t) => t.name).sort(new Intl.Collator("pt-BR").compare) };
}

/** Whether a cover image id names an image of the media library (the form's id is checked before a save). */
export async function coverImageExists(id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await getDb().select({ id: media.id }).from(media).where(eq(media.id, id)).limit(1);
  return Boolean(row);
}

/** The version token of a post: its last change, to the millisecond, as ISO text. */
export function versionOf(post: { updatedAt: Date }): string {
  return post.updatedAt.toISOString();
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}

/**
 * Status and publication time to store. A post already public keeps its publication
 * time when saved again as "Publicado" (an edit does not move it to the top of the blog).
 */
export function publication(
  input: Pick<PostInput, "status" | "publishAt">,
  previous: { status: PostStatus; publishedAt: Date | null } | null,
  now: Date = new Date(),
): { status: PostStatus; publishedAt: Date | null } {
  if (input.status === "draft") return { status: "draft", publishedAt: null };
  if (input.status === "scheduled") {
    const at = zonedLocalToDate(input.publishAt);
    if (!at) throw new Error("Data de publicação inválida.");
    return { status: "scheduled", publishedAt: at };
  }
  const wasPublic = previous && previous.status !== "draft" && previous.publishedAt && previous.publishedAt <= now;
  return { status: "published", publishedAt: wasPublic ? previous.publishedAt : now };
}

function columns(input: PostInput) {
  return {
    name: input.name,
    content: input.content,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoKeywords: input.seoKeywords,
    seoImage: input.seoImage,
    canonicalUrl: input.canonicalUrl,
    coverImageId: input.coverImageId || null,
  };
}

/** Post writes change the blog, its feeds and the category filters. */
function invalidatePostReads() {
  invalidateCache("posts:");
  invalidateCache("categories:");
}

/** The typed "Endereço (slug)" is another post's address, current or old: nothing was written. */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`O endereço "${slug}" já é de outro post.`);
    this.name = "SlugTakenError";
  }
}

/**
 * Slug writes are serialised by one transaction-scoped advisory lock: a slug must be free
 * in two tables (posts and the old addresses), which no single unique index covers.
 */
async function lockSlugs(tx: Pick<Db, "execute">) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cervejometro:slugs'))`);
}

/**
 * Whether `slug` is another post's address, current or old (`postId`: the post being
 * saved, whose own old addresses it may take back; null for a new post).
 */
async function slugTakenByOther(tx: Pick<Db, "select">, slug: string, postId: string | null): Promise<boolean> {
  const [current] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(postId ? and(eq(posts.slug, slug), ne(posts.id, postId)) : eq(posts.slug, slug))
    .limit(1);
  if (current) return true;
  const [old] = await tx
    .select({ id: postSlugRedirects.postId })
    .from(postSlugRedirects)
    .where(
      postId
        ? and(eq(postSlugRedirects.oldSlug, slug), ne(postSlugRedirects.postId, postId))
        : eq(postSlugRedirects.oldSlug, slug),
    )
    .limit(1);
  return Boolean(old);
}

/**
 * Creates a post with its category and tags; the slug is unique (docs/decisions/0004-slugs.md): the one typed in "Endereço (slug)" (SlugTakenError
 * when another post uses it now or used it before), or else made from the title. With an `actor`
 * (the signed-in administrator) the activity log records it in the same transaction.
 */
export async function createPost(
  input: PostInput,
  now: Date = new Date(),
  actor?: ActivityActor,
): Promise<{ id: string; slug: string }> {
  const created = await getDb().transaction(async (tx) => {
    await lockSlugs(tx);
    // A slug typed in "Endereço (slug)" is used as it is, or refused: never quietly "-2".
    if (input.slug && (await slugTakenByOther(tx, input.slug, null))) throw new SlugTakenError(input.slug);
    const categoryId = await ensureCategory(tx, input.category);
    const tagIds = await ensureTags(tx, input.tags);
    const base = input.slug || slugify(input.name) || FALLBACK_SLUG;
    // Another save may take the slug between the read and the insert: try the next one.
    for (let attempt = 0; attempt < 5; attempt++) {
      // Old addresses of other posts count as taken: they keep redirecting (D4 revised).
      const pattern = or(eq(posts.slug, base), like(posts.slug, `${escapeLike(base)}-%`));
      const oldPattern = or(
        eq(postSlugRedirects.oldSlug, base),
        like(postSlugRedirects.oldSlug, `${escapeLike(base)}-%`),
      );
      const taken = [
        ...(await tx.select({ slug: posts.slug }).from(posts).where(pattern)),
        ...(await tx.select({ slug: postSlugRedirects.oldSlug }).from(postSlugRedirects).where(oldPattern)),
      ];
      const slug = input.slug
        ? input.slug
        : uniqueSlug(
            input.name,
            taken.map((r) => r.slug),
          );
      const [row] = await tx
        .insert(posts)
        .values({
          ...columns(input),
          ...publication(input, null, now),
          slug,
          categoryId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: posts.slug })
        .returning({ id: posts.id, slug: posts.slug });
      if (row) {
        await setPostTags(tx, row.id, tagIds);
        if (actor)
          await recordActivity(actor, { entity: "post", action: "create", itemId: row.id, itemTitle: input.name }, tx);
        await saveRevision(tx, row.id, actor, now);
        return row;
      }
      if (input.slug) throw new SlugTakenError(input.slug);
    }
    throw new Error("Não foi possível gerar um endereço único para o post.");
  });
  invalidatePostReads();
  return created;
}

export type UpdateResult =
  { ok: true; slug: string; version: string } | { ok: false; reason: "stale" | "not-found" | "slug-taken" };

/**
 * Saves a post if nobody changed it since `version` was read (optimistic concurrency):
 * otherwise nothing is written and the caller says so. The slug changes only when "Endereço (slug)"
 * holds another one (D4 revised; a title edit alone never moves it): the old slug then
 * redirects to the post, in the same transaction. Redirects name the post, not a slug, so
 * every earlier address answers 301 to the current one without a chain; taking back one of
 * the post's own old slugs removes that redirect.
 */
export async function updatePost(
  id: string,
  input: PostInput,
  version: string,
  now: Date = new Date(),
  actor?: ActivityActor,
  /** "revert" when "Restaurar" of the history saves an older version. */
  activity: "update" | "revert" = "update",
): Promise<UpdateResult> {
  if (!isUuid(id)) return { ok: false, reason: "not-found" };
  const result = await getDb().transaction(async (tx): Promise<UpdateResult> => {
    const [previous] = await tx
      .select({ status: posts.status, publishedAt: posts.publishedAt, slug: posts.slug })
      .from(posts)
      .where(eq(posts.id, id))
      .limit(1);
    if (!previous) return { ok: false, reason: "not-found" };
    const versionDate = new Date(version);
    if (!version || Number.isNaN(versionDate.getTime())) return { ok: false, reason: "stale" };
    // Empty keeps the current address.
    const slug = input.slug || previous.slug;
    const moved = slug !== previous.slug;
    if (moved) {
      await lockSlugs(tx);
      if (await slugTakenByOther(tx, slug, id)) return { ok: false, reason: "slug-taken" };
    }
    const categoryId = await ensureCategory(tx, input.category);
    const tagIds = await ensureTags(tx, input.tags);
    // Later than the version even within the same millisecond, so the token always moves.
    const updatedAt = new Date(Math.max(now.getTime(), versionDate.getTime() + 1));
    await saveBaselineRevision(tx, id);
    const [row] = await tx
      .update(posts)
      .set({ ...columns(input), ...publication(input, previous, now), slug, categoryId, updatedAt })
      // Seeded rows carry microseconds; the token carries milliseconds.
      .where(
        and(
          eq(posts.id, id),
          sql`date_trunc('milliseconds', ${posts.updatedAt}) = ${versionDate.toISOString()}::timestamptz`,
        ),
      )
      .returning({ slug: posts.slug, updatedAt: posts.updatedAt });
    if (!row) return { ok: false, reason: "stale" };
    if (moved) {
      // The new address is no longer an old one; the previous one now is, pointing at this post.
      await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.oldSlug, slug));
      await tx
        .insert(postSlugRedirects)
        .values({ oldSlug: previous.slug, postId: id, createdAt: now })
        .onConflictDoUpdate({ target: postSlugRedirects.oldSlug, set: { postId: id } });
    }
    await setPostTags(tx, id, tagIds);
    if (actor) await recordActivity(actor, { entity: "post", action: activity, itemId: id, itemTitle: input.name }, tx);
    await saveRevision(tx, id, actor, updatedAt);
    return { ok: true, slug: row.slug, version: versionOf(row) };
  });
  if (result.ok) invalidatePostReads();
  return result;
}

/** Deletes a post (its tag links go with it); false when it did not exist. */
export { TRASH_DAYS };

/**
 * "Excluir": the post goes to the trash (issue 28). It leaves the site at once (visitors get
 * 410, the sitemap and RSS drop it) and keeps its slug, tags and everything else, so
 * "Restaurar" brings it back as it was. False when it does not exist or is already there.
 */
export async function deletePost(id: string, actor?: ActivityActor): Promise<boolean> {
  if (!isUuid(id)) return false;
  const trashed = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(posts)
      .set({ deletedAt: new Date() })
      .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
      .returning({ id: posts.id, name: posts.name });
    const row = rows[0];
    if (row && actor)
      await recordActivity(actor, { entity: "post", action: "trash", itemId: row.id, itemTitle: row.name }, tx);
    return rows.length > 0;
  });
  if (trashed) invalidatePostReads();
  return trashed;
}

/** "Restaurar": a post in the trash comes back with its slug, tags and status. */
export async function restorePost(id: string, actor: ActivityActor): Promise<boolean> {
  if (!isUuid(id)) return false;
  const restored = await getDb().transaction(async (tx) => {
    const rows = await tx
      .update(posts)
      .set({ deletedAt: null })
      .where(and(eq(posts.id, id), isNotNull(posts.deletedAt)))
      .returning({ id: posts.id, name: posts.name });
    const row = rows[0];
    if (row)
      await recordActivity(actor, { entity: "post", action: "restore", itemId: row.id, itemTitle: row.name }, tx);
    return rows.length > 0;
  });
  if (restored) invalidatePostReads();
  return restored;
}

/** "Excluir definitivamente": only a post already in the trash is deleted for good. */
export async function purgePost(id: string, actor: ActivityActor): Promise<boolean> {
  if (!isUuid(id)) return false;
  const purged = await getDb().transaction(async (tx) => {
    const rows = await tx
      .delete(posts)
      .where(and(eq(posts.id, id), isNotNull(posts.deletedAt)))
      .returning({ id: posts.id, name: posts.name });
    const row = rows[0];
    if (row) await recordActivity(actor, { entity: "post", action: "purge", itemId: row.id, itemTitle: row.name }, tx);
    return rows.length > 0;
  });
  if (purged) invalidatePostReads();
  return purged;
}

/** The trash empties itself: posts in it for more than TRASH_DAYS are deleted (the retention sweep calls this). */
export async function purgeExpiredTrash(now = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  const rows = await getDb()
    .delete(posts)
    .where(and(isNotNull(posts.deletedAt), lt(posts.deletedAt, limit)))
    .returning({ id: posts.id });
  if (rows.length > 0) invalidatePostReads();
  return rows.length;
}

// ——— Revisions (issue 28 item 2): every save keeps the saved state; "Restaurar" saves an old one again. ———

/** How many revisions a post keeps; older ones are pruned on the next save. */
export const REVISIONS_KEPT = 50;
/** Who a save without a signed-in administrator (the seed, a command) is recorded as. */
export const SYSTEM_AUTHOR = "sistema";

export type RevisionExecutor = Pick<Db, "select" | "insert" | "delete" | "execute">;

/**
 * Records the post as it now stands in the transaction of the save (read back from the
 * database, so it is what was stored: the slug and category as resolved, the tags normalised),
 * then prunes beyond the newest REVISIONS_KEPT. A save with no actor (the seed, scripts) is still
 * recorded, as SYSTEM_AUTHOR, so the history has no gaps.
 */
async function saveRevision(tx: RevisionExecutor, postId: string, actor: ActivityActor | undefined, at: Date) {
  const [post] = await tx
    .select({
      name: posts.name,
      content: posts.content,
      slug: posts.slug,
      category: categories.name,
      status: posts.status,
      publishedAt: posts.publishedAt,
      seoTitle: posts.seoTitle,
      seoDescription: posts.seoDescription,
      seoKeywords: posts.seoKeywords,
      seoImage: posts.seoImage,
      canonicalUrl: posts.canonicalUrl,
      coverImageId: posts.coverImageId,
    })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post) return;
  const tagRows = await tx
    .select({ name: tags.name })
    .from(postsTags)
    .innerJoin(tags, eq(tags.id, postsTags.tagId))
    .where(eq(postsTags.postId, postId));
  await tx.insert(postRevisions).values({
    ...post,
    tags: tagRows.map((t) => t.name).sort(new Intl.Collator("pt-BR").compare),
    postId,
    userId: actor?.id ?? null,
    userEmail: actor?.email ?? SYSTEM_AUTHOR,
    createdAt: at,
  });
  await pruneRevisions(tx, postId);
}

/** Keeps the newest REVISIONS_KEPT revisions of a post (autosaves count) and deletes the rest. */
export async function pruneRevisions(tx: Pick<Db, "execute">, postId: string) {
  await tx.execute(sql`
    delete from ${postRevisions}
    where ${postRevisions.postId} = ${postId}
      and ${postRevisions.id} not in (
        select ${postRevisions.id} from ${postRevisions}
        where ${postRevisions.postId} = ${postId}
        order by ${postRevisions.createdAt} desc, ${postRevisions.id} desc
        limit ${REVISIONS_KEPT}
      )`);
}

/**
 * A post written before revisions were kept (or by the seed, which inserts directly) has no
 * history: its stored state is recorded first, as SYSTEM_AUTHOR at its last change, so the first
 * edit never loses the text it replaces.
 */
export async function saveBaselineRevision(tx: RevisionExecutor, postId: string) {
  const [existing] = await tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .limit(1);
  if (existing) return;
  const [post] = await tx.select({ updatedAt: posts.updatedAt }).from(posts).where(eq(posts.id, postId)).limit(1);
  if (post) await saveRevision(tx, postId, undefined, post.updatedAt);
}

export interface RevisionSummary {
  id: number;
  createdAt: Date;
  userEmail: string;
  name: string;
  /** Characters of the content, for a short "how big" next to each entry. */
  contentLength: number;
  /** A server autosave of the editor (issue 28 item 6), not a save. */
  autosave: boolean;
}

/** A post's revisions, newest first. */
export async function listRevisions(postId: string): Promise<RevisionSummary[]> {
  if (!isUuid(postId)) return [];
  return getDb()
    .select({
      id: postRevisions.id,
      createdAt: postRevisions.createdAt,
      userEmail: postRevisions.userEmail,
      name: postRevisions.name,
      contentLength: sql<number>`char_length(${postRevisions.content})::int`,
      autosave: postRevisions.autosave,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id));
}

export type PostRevision = typeof postRevisions.$inferSelect;

/** One revision of that post; null when there is none (or it belongs to another post). */
export async function getRevision(postId: string, revisionId: number): Promise<PostRevision | null> {
  if (!isUuid(postId) || !Number.isSafeInteger(revisionId)) return null;
  const [row] = await getDb()
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)))
    .limit(1);
  return row ?? null;
}

export type RestoreRevisionResult =
  { ok: true; slug: string } | { ok: false; reason: "not-found" | "stale" | "invalid"; message: string };

/**
 * "Restaurar": saves the revision's title, content, category, tags and SEO fields through
 * updatePost, so the same checks apply and the restore is itself a new revision (nothing is
 * overwritten). The post keeps its current status and publication time: bringing back an old
 * text must not unpublish or reschedule it. The slug is whatever updatePost does with slugs.
 */
export async function restoreRevision(
  postId: string,
  revisionId: number,
  actor: ActivityActor,
  now: Date = new Date(),
): Promise<RestoreRevisionResult> {
  const [current, revision] = await Promise.all([getPostForEdit(postId), getRevision(postId, revisionId)]);
  if (!current || !revision) return { ok: false, reason: "not-found", message: "Versão não encontrada." };
  // The revision's cover comes back when the image is still in the library (revisions keep no
  // link to it, so a deleted image leaves the restored post without a cover).
  const cover = revision.coverImageId ? await coverImageExists(revision.coverImageId) : false;
  const status = displayStatus(current.status, current.publishedAt, now);
  const parsed = postSchema.safeParse({
    name: revision.name,
    // A restore brings the text back, not an old address: the post keeps its current slug.
    slug: current.slug,
    category: revision.category ?? DEFAULT_CATEGORY,
    tags: revision.tags,
    status,
    publishAt: status === "scheduled" && current.publishedAt ? dateToZonedLocal(current.publishedAt) : "",
    content: revision.content,
    seoTitle: revision.seoTitle,
    seoDescription: revision.seoDescription,
    seoKeywords: revision.seoKeywords,
    seoImage: revision.seoImage,
    canonicalUrl: revision.canonicalUrl,
    coverImageId: cover ? (revision.coverImageId ?? "") : "",
    version: versionOf(current),
  } satisfies PostFormValues);
  if (!parsed.success)
    return {
      ok: false,
      reason: "invalid",
      message: `Esta versão não pode ser restaurada: ${parsed.error.issues[0]?.message ?? "dados inválidos"}`,
    };
  const result = await updatePost(postId, parsed.data, parsed.data.version, now, actor, "revert");
  if (!result.ok)
    return result.reason === "stale"
      ? { ok: false, reason: "stale", message: "O post mudou enquanto você restaurava. Tente de novo." }
      : { ok: false, reason: "not-found", message: "Versão não encontrada." };
  return { ok: true, slug: result.slug };
}
