// Server autosave of the post editor (issue 28 item 6, docs/decisions/0037-server-autosave.md).
// An autosave is a revision marked `autosave`, one rolling row per (post, editing session): the
// next autosave of the session overwrites it. It never touches the post itself (text, status,
// slug, publication, updatedAt), so it publishes nothing, visitors see nothing, and the editor's
// version token stays valid for the next manual save. Not logged in the activity log (too noisy).
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { slugify } from "~/lib/slug";
import { dateToZonedLocal, zonedLocalToDate } from "~/lib/zoned-time";
import type { PostAutosaveInput } from "~/schemas/post-autosave";
import type { PostFormValues } from "~/schemas/post";
import type { ActivityActor } from "./activity.server";
import { isUuid, pruneRevisions, saveBaselineRevision, versionOf } from "./post-writes.server";

const { posts, postRevisions } = schema;

export type AutosaveResult = { ok: true; id: number; savedAt: Date } | { ok: false; reason: "not-found" };

/**
 * Stores the editor's form as the autosave of (post, session): updates that session's row, or
 * inserts it on the session's first autosave, then prunes the post's revisions to the newest 50.
 * A post with no history yet gets its stored state recorded first (as every first save does), so
 * the history never starts with an unsaved text.
 */
export async function saveAutosave(
  postId: string,
  input: PostAutosaveInput,
  actor: ActivityActor,
  now: Date = new Date(),
): Promise<AutosaveResult> {
  if (!isUuid(postId)) return { ok: false, reason: "not-found" };
  return getDb().transaction(async (tx): Promise<AutosaveResult> => {
    const [post] = await tx
      .select({ slug: posts.slug, status: posts.status, publishedAt: posts.publishedAt })
      .from(posts)
      .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
      .limit(1);
    if (!post) return { ok: false, reason: "not-found" };
    await saveBaselineRevision(tx, postId);
    const scheduledAt = input.status === "scheduled" ? zonedLocalToDate(input.publishAt) : null;
    const values = {
      name: input.name,
      content: input.content,
      // What the post would be saved with: the typed address, or the current one when empty.
      slug: input.slug || post.slug,
      category: input.category || null,
      tags: input.tags,
      status: input.status,
      publishedAt: input.status === "draft" ? null : (scheduledAt ?? post.publishedAt),
      seoTitle: input.seoTitle,
      seoDescription: input.seoDescription,
      seoKeywords: input.seoKeywords,
      seoImage: input.seoImage,
      canonicalUrl: input.canonicalUrl,
      // The cover the form shows (an id of the library, checked when a revision is restored).
      coverImageId: input.coverImageId || null,
      userId: actor.id,
      userEmail: actor.email,
      createdAt: now,
    };
    const [existing] = await tx
      .select({ id: postRevisions.id })
      .from(postRevisions)
      .where(
        and(
          eq(postRevisions.postId, postId),
          eq(postRevisions.autosave, true),
          eq(postRevisions.editSession, input.session),
        ),
      )
      .limit(1);
    let id: number;
    if (existing) {
      await tx.update(postRevisions).set(values).where(eq(postRevisions.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(postRevisions)
        .values({ ...values, postId, autosave: true, editSession: input.session })
        .returning({ id: postRevisions.id });
      id = row!.id;
      await pruneRevisions(tx, postId);
    }
    return { ok: true, id, savedAt: now };
  });
}

export interface AutosaveOffer {
  revisionId: number;
  savedAt: string;
  userEmail: string;
  editSession: string | null;
  values: PostFormValues;
}

/**
 * The newest autosave of a post made after its last save (a browser that crashed, a tab closed
 * before Salvar), as form values for the editor to offer; null when the saved post is newer.
 * The values carry the post's current version token: recovering fills the form, and the next
 * Salvar is an ordinary save of the post as it stands.
 */
export async function latestAutosaveAfterSave(postId: string): Promise<AutosaveOffer | null> {
  if (!isUuid(postId)) return null;
  const db = getDb();
  const [post] = await db
    .select({ updatedAt: posts.updatedAt })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .limit(1);
  if (!post) return null;
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(
      and(
        eq(postRevisions.postId, postId),
        eq(postRevisions.autosave, true),
        gt(postRevisions.createdAt, post.updatedAt),
      ),
    )
    .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
    .limit(1);
  if (!row) return null;
  return {
    revisionId: row.id,
    savedAt: row.createdAt.toISOString(),
    userEmail: row.userEmail,
    editSession: row.editSession,
    values: {
      name: row.name,
      slug: slugify(row.slug),
      category: row.category ?? "",
      tags: row.tags,
      status: row.status,
      publishAt: row.status === "scheduled" && row.publishedAt ? dateToZonedLocal(row.publishedAt) : "",
      content: row.content,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      seoKeywords: row.seoKeywords,
      seoImage: row.seoImage,
      canonicalUrl: row.canonicalUrl,
      coverImageId: row.coverImageId ?? "",
      version: versionOf(post),
    },
  };
}
