// Where the "content" ad goes inside a post (issue 9): after its second paragraph. The
// post's HTML is our own sanitised Markdown output, so a small tag scanner is enough to
// tell a paragraph of the body from one inside a list or a quote.

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/**
 * Splits `html` right after its `count`-th top-level paragraph: [before, after]. When the
 * HTML has fewer top-level paragraphs, everything is "before" and "after" is empty.
 */
export function splitAfterParagraphs(html: string, count: number): [string, string] {
  let depth = 0;
  let seen = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, rawName, selfClosing] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (VOID.has(name) || selfClosing) continue;
    if (closing) {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && name === "p" && ++seen === count) {
        const end = match.index + whole.length;
        return [html.slice(0, end), html.slice(end)];
      }
    } else {
      depth++;
    }
  }
  return [html, ""];
}
