// Blog posts, read side (docs/decisions/0025-posts-and-categories.md, docs/decisions/0024-blog-list-and-filtering.md, docs/decisions/0025-posts-and-categories.md; docs/decisions/0010-blog-post-page.md).
import { and, desc, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "~/lib/data/db.server";
import { cached, processCache } from "~/lib/data/ttl-cache.server";
import { BLOG_PAGE_SIZE } from "~/lib/blog";

const { posts, categories, tags, postsTags, postSlugRedirects, categoryRedirects, media } = schema;

/** The category shown for a post without one (its category was deleted, docs/decisions/0025-posts-and-categories.md). */
export const DEFAULT_CATEGORY = "Outros";

export interface Post {
  id: string;
  name: string;
  /** Markdown. */
  content: string;
  slug: string;
  /** The category's name, or "Outros" when the post has none. */
  category: string;
  categoryId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** When the post went (or goes) public; the public lists are ordered by it. */
  publishedAt: Date;
  /** Tag names in pt-BR alphabetical order. */
  tags: string[];
  /** The stored SEO title, or the post's name when that is empty (docs/decisions/0025-posts-and-categories.md). */
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  seoImage: string;
  canonicalUrl: string;
  /** "Imagem de capa" (issue 28 item 5): the library image with its size and alt text, or null. */
  cover: PostCover | null;
}

export interface PostCover {
  id: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  altText: string;
}

/** Lists return whole posts: the cards need content and tags, and a post is small. */
export type PostSummary = Post;

export interface ListPostsOptions {
  /** Free text searched in title, content and tag names, ignoring case and accents. */
  q?: string;
  /** Exact category name; "Outros" also matches posts without a category. */
  category?: string;
  /** 1-based; clamped to [1, pageCount]. */
  page?: number;
  pageSize?: number;
}

export interface PostPage {
  posts: PostSummary[];
  /** Posts matching the filters, on all pages. */
  total: number;
  /** The page actually returned, after clamping. */
  page: number;
  /** At least 1, so "page 1 of 1" holds for an empty result too. */
  pageCount: number;
}

const categoryName = sql<string>`coalesce(${categories.name}, ${DEFAULT_CATEGORY})`;

const postColumns = {
  id: posts.id,
  name: posts.name,
  content: posts.content,
  slug: posts.slug,
  category: categoryName,
  categoryId: posts.categoryId,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  publishedAt: sql<Date>`coalesce(${posts.publishedAt}, ${posts.createdAt})`.mapWith(posts.publishedAt),
  seoTitle: posts.seoTitle,
  seoDescription: posts.seoDescription,
  seoKeywords: posts.seoKeywords,
  seoImage: posts.seoImage,
  canonicalUrl: posts.canonicalUrl,
  // Null when the post has no cover (the left join finds no image).
  cover: {
    id: media.id,
    mimeType: media.mimeType,
    width: media.width,
    height: media.height,
    altText: media.altText,
  },
};

type PostRow = Omit<Post, "tags">;

/** Makes the visitor's %, _ and \ literal in a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

// Full-text search (issue 12.5): posts.search holds the title (weight A), the tag names
// (B) and the content (D) as words stemmed by the `cervejometro_pt` configuration, which
// folds accents first and then applies Portuguese stemming; a GIN index answers the match
// (migration 0003, where triggers keep the vectors up to date). So "maturacao" finds
// "maturação", "lúpulos" finds "lúpulo", and "ipa" finds the word IPA, never the letters
// inside "participação". websearch_to_tsquery accepts anything a visitor types (quotes
// make a phrase, "-word" excludes, "or" alternates) and ignores punctuation. search_fold
// (the same function the triggers apply to the posts) folds accents, -ões plurals and
// acronyms' English plurals ("IPAs"; drizzle/0004).
const SEARCH_CONFIG = sql.raw("'cervejometro_pt'");

// Style names brewers use for the same beer (drizzle/0009): a post's words gain the style's
// token ('neipa', 'westcoast') there; what a visitor types is rewritten to that token here,
// so "neipa", "NEIPAs", "hazy", "New England IPA" find the same posts, and "west coast" finds
// the "American IPA" (issue 27 §3). Inside quotes too: the token stands for the whole name.
const STYLE_SEARCH_NAMES: readonly [RegExp, string][] = [
  [/\b(?:new[\s-]+england(?:[\s-]+ipas?)?|hazy(?:[\s-]+ipas?)?|neipas?)\b/gi, "neipa"],
  [/\b(?:west[\s-]*coast(?:[\s-]+ipas?)?|american[\s-]+ipas?)\b/gi, "westcoast"],
];

/** The typed search with style names rewritten to the tokens the posts carry. */
export function styleSearchText(text: string): string {
  return STYLE_SEARCH_NAMES.reduce((out, [pattern, token]) => out.replace(pattern, token), text);
}

/** A search as the database will run it: what ranks the posts, and what finds them. */
interface SearchPlan {
  /** The visitor's text, for websearch_to_tsquery: ranks, and finds unless `match` says otherwise. */
  text: string;
  /** Words whose posts are left out (a search of exclusions alone, see excludedWords); null otherwise. */
  excluded: string | null;
  /** The tsquery that finds the posts (or, with `excluded`, the ones left out), phrases as word pairs; null: from the text. */
  match: string | null;
}

/**
 * The search's queries, made once per search in a materialized CTE named `query`: `q`
 * ranks, `m` finds. Written inline instead, the expression (unaccent, two regular
 * expressions and the query parser) ran again for every matching row, in the match and
 * in the rank: two thirds of a search for a word every post contains. Hidden in the CTE,
 * the query's value is also unknown to the planner, which then prices a match at its
 * default selectivity and reads the GIN index. Knowing the word is common, it preferred a
 * sequential scan, since it does not price unpacking each post's vector from TOAST storage
 * (0.5 s at 20,000 posts, against a few ms through the index).
 */
function withSearchQuery({ text, excluded, match }: SearchPlan): SQL {
  const tsquery = (words: string) => sql`websearch_to_tsquery(${SEARCH_CONFIG}, search_fold(${words}))`;
  const m = match !== null ? sql`${match}::tsquery` : excluded !== null ? tsquery(excluded) : sql`typed.q`;
  return sql`with query as materialized (select typed.q, ${m} as m from (select ${tsquery(text)} as q) as typed)`;
}

/**
 * A search made only of exclusions ("-ipa -lager") as the words it excludes ("ipa or
 * lager"); null for any other search. The index cannot look up "no IPA": GIN reads all of
 * itself for such a query (45 ms of PostgreSQL CPU at 20,000 posts), so these searches
 * list the public posts without the ones the index finds for those words, which is the
 * same set.
 */
export function excludedWords(text: string): string | null {
  const terms = text.match(/-?"[^"]*"?|\S+/g) ?? [];
  if (terms.length === 0 || !terms.every((term) => /^-[^\s-]/.test(term))) return null;
  return terms.map((term) => term.slice(1)).join(" or ");
}

// One token of a tsquery as PostgreSQL prints it: a quoted lexeme (with flags), a phrase
// operator, or & | ! ( ).
const TSQUERY_TOKEN = /\s*(?:'((?:[^'\\]|''|\\.)*)'(:[*A-D]+)?|<(\d+|-)>|([&|!()]))/y;

/**
 * A tsquery (as text) with each phrase written as the word pairs drizzle/0006 stores:
 * 'maturaca' <2> 'fri' becomes 'maturaca 2 fri', and a longer phrase the pairs of its
 * neighbouring words, all required. The index answers that alone, where a phrase made it
 * check each candidate's positions (70 ms at 20,000 candidates). Null when the query has
 * no phrase, or one in a shape the visitor's text does not produce (a phrase of
 * sub-expressions, flags): the phrase operator then runs as it is.
 */
export function phrasesAsPairs(tsquery: string): string | null {
  const tokens: { lexeme?: string; flags?: string; distance?: number; op?: string }[] = [];
  TSQUERY_TOKEN.lastIndex = 0;
  let at = 0;
  for (let token = TSQUERY_TOKEN.exec(tsquery); token; token = TSQUERY_TOKEN.exec(tsquery)) {
    at = TSQUERY_TOKEN.lastIndex;
    if (token[1] !== undefined)
      tokens.push({ lexeme: token[1].replace(/''/g, "'").replace(/\\(.)/g, "$1"), flags: token[2] });
    else if (token[3] !== undefined) tokens.push({ distance: token[3] === "-" ? 1 : Number(token[3]) });
    else tokens.push({ op: token[4] });
  }
  if (tsquery.slice(at).trim() !== "" || !tokens.some((t) => t.distance !== undefined)) return null;
  const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.distance !== undefined) return null; // a phrase operator not between two words
    if (token.op !== undefined) {
      out.push(token.op);
      continue;
    }
    const pairs: string[] = [];
    while (tokens[i + 1]?.distance !== undefined) {
      const left = tokens[i]!;
      const right = tokens[i + 2];
      if (right?.lexeme === undefined || left.flags || right.flags) return null;
      // "!" binds tighter than a phrase: "!a <-> b" is not "!(a <-> b)".
      if (pairs.length === 0 && tokens[i - 1]?.op === "!") return null;
      pairs.push(quote(`${left.lexeme} ${tokens[i + 1]!.distance} ${right.lexeme}`));
      i += 2;
    }
    out.push(pairs.length ? `( ${pairs.join(" & ")} )` : quote(token.lexeme!) + (token.flags ?? ""));
  }
  return out.join(" ");
}

/** How the database will run this search (one more query, only for text that may hold a phrase). */
async function planSearch(text: string): Promise<SearchPlan> {
  const excluded = excludedWords(text);
  const words = excluded ?? text;
  // Only quotes and words joined by punctuation (hyphens…) make phrases; a leading "-" excludes.
  if (!/[^\p{L}\p{N}\s]/u.test(words.replace(/(^|\s)-/g, "$1"))) return { text, excluded, match: null };
  const result = await getDb().execute(
    sql`select websearch_to_tsquery(${SEARCH_CONFIG}, search_fold(${words}))::text as q`,
  );
  const typed = (result as unknown as { rows: { q: string }[] }).rows[0]?.q ?? "";
  return { text, excluded, match: phrasesAsPairs(typed) };
}

/** The posts a search finds (from `query`, posts and their categories), with `where` on top. */
function searchMatches(where: SQL | undefined, excluding: boolean): SQL {
  // Nothing left to exclude (stop words alone) matches nothing, as websearch_to_tsquery's empty query does.
  const match = excluding
    ? sql`numnode(query.m) > 0 and not exists (select from ${posts} as excluded
        where excluded.id = ${posts.id} and excluded.search @@ (select query.m from query))`
    : sql`${sql.raw('"posts"."search"')} @@ query.m`;
  return sql`from query cross join ${posts} left join ${categories} on ${categories.id} = ${posts.categoryId}
    where ${match} and ${where ? and(isPublic(), where) : isPublic()}`;
}

// Title and tag hits first (search_head holds only those two, so ranking it costs little
// even when every post matches), then the newest.
const searchRank = sql<number>`ts_rank(${sql.raw('"posts"."search_head"')}, query.q)`;

/**
 * The admin's post search (post-writes.server.ts): titles only, drafts too, every typed
 * word as the start of a title word ("cathar" finds "Catharina", "ipa" never
 * "Participação"), with the blog's folding and stemming. It reads search_head through its
 * own GIN index (drizzle/0005); the A weight keeps the match to the title, checked on the
 * small vector stored in the row. The query is made once, in a scalar subquery (an
 * initplan). No word left (punctuation, stop words alone) matches nothing.
 */
export function titleSearchCondition(text: string): SQL {
  // Letters and digits only, so nothing typed is read as tsquery syntax.
  const words = text.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return sql`false`;
  const prefixes = words.map((word) => `${word}:*A`).join(" & ");
  return sql`${sql.raw('"posts"."search_head"')} @@ (select to_tsquery(${SEARCH_CONFIG}, search_fold(${prefixes})))`;
}

/**
 * What a visitor may see: not a draft, and its publication time has passed (a
 * scheduled post turns public by itself when its time comes). Every read in this file
 * is a public read and applies it; the admin reads live in post-writes.server.ts.
 */
export function isPublic(): SQL {
  return and(ne(posts.status, "draft"), lte(posts.publishedAt, sql`now()`), isNull(posts.deletedAt))!;
}

/** Whether a post with this slug is in the trash: its address answers 410, not 404 (issue 28). */
export async function isTrashedSlug(slug: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, slug), isNotNull(posts.deletedAt)))
    .limit(1);
  return Boolean(row);
}

function selectPosts(where?: SQL) {
  return getDb()
    .select(postColumns)
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .leftJoin(media, eq(media.id, posts.coverImageId))
    .where(where ? and(isPublic(), where) : isPublic());
}

const newestFirst = [desc(posts.publishedAt), desc(posts.id)] as const;

// Tag names in dictionary order whatever the database's collation.
const byName = new Intl.Collator("pt-BR").compare;

/** Attaches the tags of all `rows` with a single query. */
async function withTags(rows: PostRow[]): Promise<Post[]> {
  if (rows.length === 0) return [];
  const links = await getDb()
    .select({ postId: postsTags.postId, name: tags.name })
    .from(postsTags)
    .innerJoin(tags, eq(tags.id, postsTags.tagId))
    .where(
      inArray(
        postsTags.postId,
        rows.map((row) => row.id),
      ),
    );
  const byPost = new Map<string, string[]>();
  for (const link of links) {
    const list = byPost.get(link.postId);
    if (list) list.push(link.name);
    else byPost.set(link.postId, [link.name]);
  }
  return rows.map((row) => ({
    ...row,
    seoTitle: row.seoTitle.trim() ? row.seoTitle : row.name,
    tags: (byPost.get(row.id) ?? []).sort(byName),
  }));
}

function wholeNumber(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) ? Math.floor(value) : fallback;
}

/**
 * One page of the blog list, newest first, filtered by search text and category
 * (docs/decisions/0024-blog-list-and-filtering.md). A page past the end returns the last page, so a stale
 * link still shows posts.
 */
export async function listPosts({ q, category, page, pageSize }: ListPostsOptions = {}): Promise<PostPage> {
  const size = Math.max(1, wholeNumber(pageSize, BLOG_PAGE_SIZE));
  const requested = Math.max(1, wholeNumber(page, 1));
  // NFC so text typed with combining accents compares like the stored (composed) text.
  const text = q?.normalize("NFC").trim();
  const categoryFilter = category ? eq(categoryName, category) : undefined;
  if (text) return searchPosts(styleSearchText(text), categoryFilter, size, requested);

  const [counted] = await getDb()
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(posts)
    .leftJoin(categories, eq(categories.id, posts.categoryId))
    .where(categoryFilter ? and(isPublic(), categoryFilter) : isPublic());
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(pageCount, requested);
  if (total === 0) return { posts: [], total, page: current, pageCount };

  const rows = await selectPosts(categoryFilter)
    .orderBy(...newestFirst)
    .limit(size)
    .offset((current - 1) * size);
  return { posts: await withTags(rows), total, page: current, pageCount };
}

/** Up to this many matches, a search also ranks by how often the content says the words. */
export const CONTENT_RANK_MAX = 2_000;

/**
 * A search page, ranked. The matches come from the GIN index and are counted and ranked
 * in one query over their ids alone (a window count, never a second scan); the page's
 * posts are then read by id. Only a page past the end needs another query, for the last page.
 */
async function searchPosts(
  text: string,
  categoryFilter: SQL | undefined,
  size: number,
  requested: number,
): Promise<PostPage> {
  const plan = await planSearch(text);
  const excluding = plan.excluded !== null;
  const hitsOn = async (n: number) => {
    // Ranked in a subquery (OFFSET 0 keeps it one), so the window count and the sort
    // handle narrow rows: id, rank and date.
    // Within a tier of title and tag hits, the post that says it more comes first (issue 27
    // §3: one mentioning IPA four times before one mentioning it once): the whole vector's
    // rank, read only when the matches are at most CONTENT_RANK_MAX, since each read unpacks
    // a post's vector from TOAST storage; past that (a word in every post of a huge blog)
    // the order stays title, tags, newest.
    // (An exclusion-only search has no words to count: its order stays the newest first.)
    const contentRank = excluding
      ? sql``
      : sql`case when hit.total <= ${CONTENT_RANK_MAX} then (select ts_rank(p.search, (select query.q from query))
          from ${posts} as p where p.id = hit.id) else 0 end desc,`;
    const result = await getDb().execute(sql`
      ${withSearchQuery(plan)}
      select hit.id, hit.total from (
        select ranked.*, count(*) over () as total from (
          select ${posts.id} as id, ${posts.publishedAt} as published_at, ${searchRank} as rank
          ${searchMatches(categoryFilter, excluding)}
          offset 0
        ) as ranked
      ) as hit
      order by hit.rank desc, ${contentRank} hit.published_at desc, hit.id desc
      limit ${size} offset ${(n - 1) * size}`);
    return (result as unknown as { rows: { id: string; total: number | string }[] }).rows;
  };
  let current = requested;
  let hits = await hitsOn(current);
  if (hits.length === 0 && requested > 1) {
    const counted = await getDb().execute(
      sql`${withSearchQuery(plan)} select count(*) as total ${searchMatches(categoryFilter, excluding)}`,
    );
    const total = Number((counted as unknown as { rows: { total: number | string }[] }).rows[0]?.total ?? 0);
    current = Math.max(1, Math.ceil(total / size));
    if (current !== requested) hits = await hitsOn(current);
  }
  const total = Number(hits[0]?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (total === 0) return { posts: [], total, page: 1, pageCount };
  const order = new Map(hits.map((hit, i) => [hit.id, i]));
  const rows = await selectPosts(inArray(posts.id, [...order.keys()]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { posts: await withTags(rows), total, page: current, pageCount };
}

/** The public post with this slug, or null (also for a draft or a post still scheduled). */
export async function getPostBySlug(slug: string): Promise<Post | null> {
  const [row] = await selectPosts(eq(posts.slug, slug)).limit(1);
  if (!row) return null;
  const [post] = await withTags([row]);
  return post ?? null;
}

/**
 * The current slug of the post that once had `oldSlug` (D4 revised: an old address answers
 * 301 to the current one, forever), or null: no such old address, or the post is not public
 * (a draft or a scheduled post answers 404 at its old address as at its new one). Redirects
 * name the post, so the answer is always its current slug, never another old one.
 */
export async function getPostSlugRedirect(oldSlug: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ slug: posts.slug })
    .from(postSlugRedirects)
    .innerJoin(posts, eq(posts.id, postSlugRedirects.postId))
    .where(and(eq(postSlugRedirects.oldSlug, oldSlug), isPublic()))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * Where an old `/blog?categoria=` name leads now (issue 28): the category's current name, or
 * "Outros" when it was deleted (the list's "Outros" filter also finds the posts without a
 * category, so that link shows where the deleted category's posts went). Null when the
 * name was never a category's, and when a category has it now (the real category wins;
 * the writes also remove such rows, this only guards against a stale one).
 */
export async function getCategoryRedirect(oldName: string): Promise<string | null> {
  const [existing] = await getDb()
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, oldName))
    .limit(1);
  if (existing) return null;
  const [row] = await getDb()
    .select({ name: categories.name })
    .from(categoryRedirects)
    .leftJoin(categories, eq(categories.id, categoryRedirects.categoryId))
    .where(eq(categoryRedirects.oldName, oldName))
    .limit(1);
  if (!row) return null;
  const target = row.name ?? DEFAULT_CATEGORY;
  return target === oldName ? null : target;
}

/** The `limit` newest posts. */
export async function listRecentPosts(limit: number): Promise<PostSummary[]> {
  const n = Math.max(0, wholeNumber(limit, 0));
  if (n === 0) return [];
  return withTags(
    await selectPosts()
      .orderBy(...newestFirst)
      .limit(n),
  );
}

/**
 * Other posts of the same category, newest first (docs/decisions/0010-blog-post-page.md). Matched by category name, like
 * the blog's category filter, so a post in "Outros" relates to the other uncategorized ones.
 */
export async function listRelatedPosts(post: Pick<Post, "id" | "category">, limit = 3): Promise<PostSummary[]> {
  const n = Math.max(0, wholeNumber(limit, 3));
  if (n === 0) return [];
  const rows = await selectPosts(and(eq(categoryName, post.category), ne(posts.id, post.id)))
    .orderBy(...newestFirst)
    .limit(n);
  return withTags(rows);
}

/** Every public post's slug and last change, newest first, for /sitemap.xml (docs/decisions/0011-server-rendered-seo.md). */
export async function listPostSlugsForSitemap(): Promise<{ slug: string; updatedAt: Date }[]> {
  return getDb()
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(isPublic())
    .orderBy(...newestFirst);
}

// ---------------------------------------------------------------- cached public reads

// The blog list and a post page read the same few rows for every visitor (issue 12.4), so
// the pages' reads go through the process cache. Post and category writes drop "posts:"
// at once (here and, over the cache bus, on every server on the same PostgreSQL); the
// only change no write announces is a scheduled post's time arriving, so the cache also
// empties when the next scheduled publication passes. The lifetime only bounds what an
// edit made behind the app's back (SQL, a restore) may show.
export const POSTS_CACHE_MS = 10_000;
/** List pages deeper than this are read fresh: visitors choose the keys, and the cache is shared. */
const CACHED_LIST_PAGES = 10;

/** When the next scheduled post turns public (ms), or null when none waits. */
async function nextPublication(): Promise<number | null> {
  const [row] = await getDb()
    .select({ at: sql<string | Date | null>`min(${posts.publishedAt})` })
    .from(posts)
    .where(and(ne(posts.status, "draft"), sql`${posts.publishedAt} > now()`));
  return row?.at ? new Date(row.at).getTime() : null;
}

// Empty answers are not kept (a rejected load is forgotten at once): a stream of unknown
// slugs or categories must not fill the shared cache.
const NOTHING = Symbol("nothing to cache");

/**
 * Empties the cached posts once the next scheduled publication has passed. Every cached read
 * checks this first, and so does the page cache before it serves a stored page
 * (server/page-cache.ts): dropping "posts:" empties that one too.
 */
export async function dropPostsIfPublicationDue(now = Date.now()): Promise<void> {
  const next = await cached("posts:next-publication", POSTS_CACHE_MS * 6, nextPublication);
  if (next !== null && next <= now) processCache().dropLocal("posts:");
}

async function publicRead<T>(key: string, load: () => Promise<T | null>): Promise<T | null> {
  await dropPostsIfPublicationDue();
  try {
    return await cached(`posts:${key}`, POSTS_CACHE_MS, async () => {
      const value = await load();
      if (value === null) throw NOTHING;
      return value;
    });
  } catch (error) {
    if (error === NOTHING) return null;
    throw error;
  }
}

/** listPosts for the public blog page: the plain list's first pages come from the cache. */
export async function listPostsCached(options: ListPostsOptions = {}): Promise<PostPage> {
  const page = Math.max(1, wholeNumber(options.page, 1));
  if (options.q?.trim() || page > CACHED_LIST_PAGES) return listPosts(options);
  const size = Math.max(1, wholeNumber(options.pageSize, BLOG_PAGE_SIZE));
  const key = `list:${size}:${page}:${options.category ?? ""}`;
  let fresh: PostPage | undefined;
  const found = await publicRead(key, async () => {
    fresh = await listPosts({ ...options, page, pageSize: size });
    return fresh.total > 0 ? fresh : null;
  });
  return found ?? fresh ?? listPosts({ ...options, page, pageSize: size });
}

/** getPostSlugRedirect through the process cache (a post save drops it with "posts:"). */
export async function getPostSlugRedirectCached(oldSlug: string): Promise<string | null> {
  return publicRead(`redirect:${oldSlug}`, () => getPostSlugRedirect(oldSlug));
}

/** getCategoryRedirect through the process cache (category writes drop "posts:" too). */
export async function getCategoryRedirectCached(oldName: string): Promise<string | null> {
  return publicRead(`category-redirect:${oldName}`, () => getCategoryRedirect(oldName));
}

/** A public post with its related posts (same category, newest first), for its page; null when there is none. */
export async function getPostPageCached(
  slug: string,
  relatedLimit = 3,
): Promise<{ post: Post; related: PostSummary[] } | null> {
  return publicRead(`slug:${slug}`, async () => {
    const post = await getPostBySlug(slug);
    return post ? { post, related: await listRelatedPosts(post, relatedLimit) } : null;
  });
}
