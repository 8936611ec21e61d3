// The post form (docs/decisions/0025-posts-and-categories.md): written once, parsed by the form (react-hook-form with
// zodResolver) and again by the action, which answers 400 with the field errors.
import { z } from "zod";
import { slugify } from "~/lib/slug";
import { zonedLocalToDate } from "~/lib/zoned-time";
import { POST_LIMITS as L, POST_MESSAGES as M } from "./limits";

export const POST_FORM_STATUSES = ["draft", "published", "scheduled"] as const;
export type PostFormStatus = (typeof POST_FORM_STATUSES)[number];

/** The labels of the "Status" select, in the order shown. */
export const POST_STATUS_LABELS: Record<PostFormStatus, string> = {
  draft: "Rascunho",
  published: "Publicado",
  scheduled: "Agendado",
};

/**
 * An absolute http(s) URL or a path on this site ("/media/…", an uploaded image), or
 * empty. Anything else — javascript:, data:, a bare word — is refused.
 */
export function isUrlOrSitePath(value: string): boolean {
  if (value === "") return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const optionalUrl = z.string().trim().max(L.urlMax, M.url).refine(isUrlOrSitePath, M.url);

/** "Imagem de capa" (issue 28 item 5): an image of the media library, by id; the action checks it exists. */
export const COVER_IMAGE_INVALID = "A imagem de capa escolhida não existe mais na biblioteca de mídia. Escolha outra.";
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const coverImageField = z
  .string()
  .trim()
  .refine((value) => value === "" || UUID_TEXT.test(value), COVER_IMAGE_INVALID)
  // Older forms (and the autosave's) may not send it: none is no cover.
  .default("");

/**
 * Tags as the administrator typed them: trimmed, inner spaces collapsed, empty ones
 * dropped, duplicates removed ignoring case (the first spelling wins). Order is kept.
 */
export function normalizeTags(names: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.normalize("NFC").replace(/\s+/g, " ").trim();
    if (!name) continue;
    const key = name.toLocaleLowerCase("pt-BR");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** Splits the comma-separated fallback field (the form without JavaScript). */
export function splitTagText(text: string): string[] {
  return text.split(",");
}

const encoder = new TextEncoder();
function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/** What a post's address may be once normalised (docs/decisions/0004-slugs.md): a–z, 0–9 and single hyphens. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * "Endereço (slug)" as typed, normalised with the slug function ("Meu Post" → "meu-post").
 * Empty is allowed: a new post then takes its address from the title, and an edit keeps
 * the current one. Text with no letter or digit at all ("!!!") is refused rather than
 * silently becoming empty.
 */
const slugField = z
  .string()
  .trim()
  .transform((typed, ctx) => {
    const slug = slugify(typed);
    if (typed && !slug) ctx.addIssue({ code: "custom", message: M.slugEmpty });
    else if (slug.length > L.slugMax) ctx.addIssue({ code: "custom", message: M.slugMax });
    return slug;
  })
  .pipe(z.union([z.literal(""), z.string().regex(SLUG_RE, M.slugEmpty)]));

export const postSchema = z
  .object({
    name: z.string().trim().min(L.nameMin, M.nameMin).max(L.nameMax, M.nameMax),
    slug: slugField,
    category: z.string().trim().min(1, M.category).max(L.categoryMax, M.categoryMax),
    tags: z
      .array(z.string().max(L.tagMax, M.tagMax))
      .transform((tags) => normalizeTags(tags))
      .pipe(z.array(z.string().max(L.tagMax, M.tagMax)).max(L.tagsMax, M.tagsMax)),
    status: z.enum(POST_FORM_STATUSES, M.status),
    /** São Paulo wall-clock time "YYYY-MM-DDTHH:mm"; required when scheduling. */
    publishAt: z.string().trim(),
    content: z
      .string()
      .min(L.contentMin, M.contentMin)
      .max(L.contentMax, M.contentMax)
      // One message at a time: the size check speaks only when the length check passed.
      .refine((text) => text.length > L.contentMax || utf8Length(text) <= L.contentMaxBytes, M.contentMaxBytes),
    seoTitle: z.string().trim().max(L.seoTitleMax, M.seoTitleMax),
    seoDescription: z.string().trim().max(L.seoDescriptionMax, M.seoDescriptionMax),
    seoKeywords: z.string().trim().max(L.seoKeywordsMax, M.seoKeywordsMax),
    seoImage: optionalUrl,
    canonicalUrl: optionalUrl,
    coverImageId: coverImageField,
    /** The post's updatedAt when the form was opened (empty for a new post). */
    version: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.status !== "scheduled") return;
    if (!value.publishAt) {
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: M.publishAtRequired });
      return;
    }
    const at = zonedLocalToDate(value.publishAt);
    if (!at) ctx.addIssue({ code: "custom", path: ["publishAt"], message: M.publishAtInvalid });
    else if (at.getTime() <= Date.now())
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: M.publishAtFuture });
  });

/** How long a post stays in the trash before it is deleted for good (issue 28). */
export const TRASH_DAYS = 30;

/** How the admin list is ordered: newest created first (the default), oldest first, or by title. */
export const ADMIN_POST_SORTS = ["recentes", "antigos", "titulo"] as const;
export type AdminPostSort = (typeof ADMIN_POST_SORTS)[number];

/** What the form holds (before parsing). */
export type PostFormValues = z.input<typeof postSchema>;
/** What the action gets after parsing. */
export type PostInput = z.output<typeof postSchema>;

export const EMPTY_POST_FORM: PostFormValues = {
  name: "",
  slug: "",
  category: "",
  tags: [],
  // A new post starts as a draft: one click on Salvar never publishes an unfinished text (issue 28).
  status: "draft",
  publishAt: "",
  content: "",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: "",
  seoImage: "",
  canonicalUrl: "",
  coverImageId: "",
  version: "",
};

/** The form fields in the order their errors are announced. */
export const POST_FIELDS = Object.keys(EMPTY_POST_FORM) as (keyof PostFormValues)[];

/**
 * The raw values of a submitted post form. Tags come as one hidden input per chip plus
 * the text field, which without JavaScript holds them comma-separated.
 */
export function postFormValuesFromFormData(form: FormData): PostFormValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const tags = [
    ...form.getAll("tags").filter((v): v is string => typeof v === "string"),
    ...splitTagText(text("tagsText")),
  ];
  const status = text("status");
  return {
    name: text("name"),
    slug: text("slug"),
    category: text("category"),
    tags: normalizeTags(tags),
    status: (POST_FORM_STATUSES as readonly string[]).includes(status)
      ? (status as PostFormStatus)
      : ("" as PostFormStatus),
    publishAt: text("publishAt"),
    content: text("content").replace(/\r\n/g, "\n"),
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    seoKeywords: text("seoKeywords"),
    seoImage: text("seoImage"),
    canonicalUrl: text("canonicalUrl"),
    coverImageId: text("coverImageId"),
    version: text("version"),
  };
}
