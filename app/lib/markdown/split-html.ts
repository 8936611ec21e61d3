// Where the "content" ad goes inside a post (issue 9): after its second paragraph. The
// post's HTML is our own sanitised Markdown output, so a small tag scanner is enough to
// tell a paragraph of the body from one inside a list or a quote.

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/**
 * Splits `html` right after its `count`-th body paragraph: [before, after]. A body
 * paragraph is one whose only ancestors are plain wrappers (`div`: the renderer wraps the
 * whole post in one); the wrappers open at the split are closed in `before` and opened
 * again in `after`, so each half is well-formed. With fewer paragraphs, everything is
 * "before" and "after" is empty.
 */
export function splitAfterParagraphs(html: string, count: number): [string, string] {
  const open: { name: string; tag: string }[] = [];
  let seen = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, rawName, selfClosing] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (VOID.has(name) || selfClosing) continue;
    if (!closing) {
      open.push({ name, tag: whole });
      continue;
    }
    // Closes the nearest open element of that name (and anything left open inside it).
    const at = open.map((o) => o.name).lastIndexOf(name);
    if (at === -1) continue;
    open.length = at;
    if (name === "p" && open.every((o) => o.name === "div") && ++seen === count) {
      const end = match.index + whole.length;
      const close = open
        .map((o) => `</${o.name}>`)
        .reverse()
        .join("");
      const reopen = open.map((o) => o.tag).join("");
      return [html.slice(0, end) + close, reopen + html.slice(end)];
    }
  }
  return [html, ""];
}
