// Posts are rendered to HTML on the server, so the blog ships no Markdown code to the
// phone; the browser only receives the sanitised result.
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownContent } from "./markdown";

export type RenderedMarkdown = { html: string; error: false } | { html: null; error: true };

/** `compact` is the list-card form: no headings, no scrolling tables. */
export function renderMarkdown(markdown: string, { compact = false } = {}): RenderedMarkdown {
  try {
    return {
      html: renderToStaticMarkup(<MarkdownContent compact={compact}>{markdown}</MarkdownContent>),
      error: false,
    };
  } catch (error) {
    console.error("[markdown] falha ao renderizar:", (error as Error).message);
    return { html: null, error: true };
  }
}
