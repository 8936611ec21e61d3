// Posts are rendered to HTML on the server, so the blog ships no Markdown code to the
// phone; the browser only receives the sanitised result.
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownContent } from "./markdown";
import { splitAfterParagraphs } from "./split-html";

export type RenderedMarkdown = { html: string; error: false } | { html: null; error: true };

/** Paragraphs a list card keeps: its text is clamped to six lines, which three always fill. */
const CARD_PARAGRAPHS = 3;

/**
 * `compact` is the list-card form: no headings, no scrolling tables, and only the post's
 * opening (the rest would be hidden by the clamp, yet sent twice: in the HTML and in the
 * page's data).
 */
export function renderMarkdown(markdown: string, { compact = false } = {}): RenderedMarkdown {
  try {
    const html = renderToStaticMarkup(<MarkdownContent compact={compact}>{markdown}</MarkdownContent>);
    return { html: compact ? splitAfterParagraphs(html, CARD_PARAGRAPHS)[0] : html, error: false };
  } catch (error) {
    console.error("[markdown] falha ao renderizar:", (error as Error).message);
    return { html: null, error: true };
  }
}

// Rendering is most of the work of a blog page (issue 12.4: Markdown, raw HTML and the
// sanitiser for every card and post on every request), and a post's HTML changes only
// when the post does. Kept by id and update time, which every save moves forward; the
// stored Markdown is compared too, so a change made behind the app's back (SQL, a
// restore) still renders anew. Bounded in entries and characters, least recently used
// out first.
const MAX_ENTRIES = 500;
const MAX_CHARS = 8_000_000;

interface Entry {
  markdown: string;
  html: string;
}

export interface RenderCache {
  render(post: { id: string; updatedAt: Date; content: string }, options?: { compact?: boolean }): RenderedMarkdown;
  readonly size: number;
  readonly chars: number;
}

/** A render cache of its own (the app uses the one below; tests make more, with small bounds). */
export function createRenderCache(
  maxEntries = MAX_ENTRIES,
  maxChars = MAX_CHARS,
  render = renderMarkdown,
): RenderCache {
  const entries = new Map<string, Entry>();
  let chars = 0;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.markdown.length + entry.html.length;
  };
  return {
    render(post, { compact = false } = {}) {
      const key = `${post.id}@${post.updatedAt.getTime()}${compact ? ":compact" : ""}`;
      const hit = entries.get(key);
      if (hit) {
        drop(key, hit);
        if (hit.markdown === post.content) {
          // Map order is insertion order: re-inserting marks it the most recently used.
          entries.set(key, hit);
          chars += hit.markdown.length + hit.html.length;
          return { html: hit.html, error: false };
        }
      }
      const out = render(post.content, { compact });
      if (out.error) return out; // not kept: the next request tries again
      const entry = { markdown: post.content, html: out.html };
      entries.set(key, entry);
      chars += entry.markdown.length + entry.html.length;
      for (const [oldKey, old] of entries) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        drop(oldKey, old);
      }
      return out;
    },
    get size() {
      return entries.size;
    },
    get chars() {
      return chars;
    },
  };
}

const postRenders = createRenderCache();

/** A post's Markdown as HTML, from the cache when this version of the post was rendered before. */
export function renderPostMarkdown(
  post: { id: string; updatedAt: Date; content: string },
  options?: { compact?: boolean },
): RenderedMarkdown {
  return postRenders.render(post, options);
}
