// The one loader and action behind the post editor (house style: "thin routes that share
// an editor"): /admin/posts/novo, /admin/posts/:id and /post-creator all re-export these.
import { data } from "react-router";
import { requireAdmin } from "~/lib/auth/auth.server";
import { getDb } from "~/lib/data/db.server";
import { invalid, parseSubmission, type SubmissionError } from "~/lib/http/form.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { dateToZonedLocal } from "~/lib/zoned-time";
import { listCategories } from "~/models/categories.server";
import {
  coverImageExists,
  createPost,
  displayStatus,
  getPostForEdit,
  SlugTakenError,
  updatePost,
  versionOf,
} from "~/models/post-writes.server";
import { latestAutosaveAfterSave } from "~/models/post-autosave.server";
import { DEFAULT_CATEGORY } from "~/models/posts.server";
import { getGlobalSeoCached, getPageSeoForPath } from "~/models/seo-settings.server";
import { listTagNames } from "~/models/tags.server";
import { POST_MESSAGES, POST_TOASTS, STALE_POST_MESSAGE } from "~/schemas/limits";
import {
  COVER_IMAGE_INVALID,
  EMPTY_POST_FORM,
  postFormValuesFromFormData,
  postSchema,
  type PostFormValues,
} from "~/schemas/post";
import { getLibraryItem } from "~/models/media.server";

interface EditorArgs {
  request: Request;
  /** React Router's normalised URL of the request (the loader's and action's own argument). */
  url: URL;
  params: { id?: string };
}

export async function postEditorLoader({ request, params, url }: EditorArgs) {
  await requireAdmin(request, url);
  const id = params.id ?? null;
  const post = id ? await getPostForEdit(id) : null;
  if (id && !post) throw data(null, { status: 404 });
  const path = `/blog/${post?.slug ?? "novo-post"}`;
  const [categories, tags, global, page, autosave] = await Promise.all([
    listCategories(),
    listTagNames(getDb()),
    getGlobalSeoCached(),
    getPageSeoForPath(path),
    // Issue 28 item 6: an autosave newer than the last save is offered back.
    post ? latestAutosaveAfterSave(post.id) : null,
  ]);
  let values: PostFormValues = EMPTY_POST_FORM;
  let status: ReturnType<typeof displayStatus> | null = null;
  if (post) {
    status = displayStatus(post.status, post.publishedAt);
    values = {
      name: post.name,
      slug: post.slug,
      category: post.category ?? DEFAULT_CATEGORY,
      tags: post.tags,
      // A scheduled post whose time has passed is simply published now.
      status,
      publishAt: status === "scheduled" && post.publishedAt ? dateToZonedLocal(post.publishedAt) : "",
      content: post.content,
      seoTitle: post.seoTitle,
      seoDescription: post.seoDescription,
      seoKeywords: post.seoKeywords,
      seoImage: post.seoImage,
      canonicalUrl: post.canonicalUrl,
      coverImageId: post.coverImageId ?? "",
      version: versionOf(post),
    };
  }
  // "Imagem de capa" shows the chosen image (its address, size and alt text come from the library).
  const cover = values.coverImageId ? await getLibraryItem(values.coverImageId) : null;
  return {
    post: post ? { id: post.id, slug: post.slug, status: status!, name: post.name } : null,
    values,
    categories: categories.map((c) => c.name),
    tagSuggestions: tags,
    seo: { global, page },
    autosave,
    cover: cover
      ? { id: cover.id, url: cover.url, altText: cover.altText, width: cover.width, height: cover.height }
      : null,
  };
}

export type PostEditorActionData = SubmissionError<PostFormValues> & { conflict?: string };

export async function postEditorAction({ request, params, url }: EditorArgs) {
  const admin = await requireAdmin(request, url);
  const id = params.id ?? null;
  const values = postFormValuesFromFormData(await request.formData());
  const parsed = parseSubmission(postSchema, values);
  if (parsed.response) return parsed.response;
  // The cover must be an image of the library now (it may have been deleted since the form opened).
  if (parsed.value.coverImageId && !(await coverImageExists(parsed.value.coverImageId)))
    return invalid(values, { coverImageId: COVER_IMAGE_INVALID });
  const failure = id ? POST_TOASTS.updateError : POST_TOASTS.createError;
  try {
    if (!id) {
      await createPost(parsed.value, new Date(), admin);
      return redirectWithToast("/admin", { type: "success", ...POST_TOASTS.created });
    }
    const result = await updatePost(id, parsed.value, parsed.value.version, new Date(), admin);
    if (result.ok) return redirectWithToast("/admin", { type: "success", ...POST_TOASTS.updated });
    if (result.reason === "slug-taken") return invalid(values, { slug: POST_MESSAGES.slugTaken });
    if (result.reason === "not-found") return redirectWithToast("/admin", { type: "error", ...POST_TOASTS.notFound });
    // Never a silent overwrite: the typed values go back to the form, nothing is written.
    return data<PostEditorActionData>(
      {
        fieldErrors: {},
        values,
        conflict: STALE_POST_MESSAGE,
        formError: { title: failure.title, description: STALE_POST_MESSAGE },
      },
      { status: 409 },
    );
  } catch (error) {
    if (error instanceof SlugTakenError) return invalid(values, { slug: POST_MESSAGES.slugTaken });
    console.error(`[admin] falha ao ${id ? "atualizar" : "criar"} post:`, error);
    return data<PostEditorActionData>({ fieldErrors: {}, values, formError: { ...failure } }, { status: 500 });
  }
}
