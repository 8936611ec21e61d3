/**
 * The editor toolbar's edits as pure functions: given the text and the selection, each
 * returns which range to replace, with what, and where the selection lands afterwards.
 * The component applies the edit through the browser's own editing (so Ctrl+Z undoes
 * it); here it is plain string work, unit-tested.
 *
 * Only Markdown and the HTML subset the renderer keeps (docs/decisions/0012-safe-markdown-and-images.md, app/lib/markdown.tsx) are
 * written: `<u>` for underline and `align` (left, center, right) on a `<div>` block.
 * Alignment wraps the lines in `<div align="…">` with blank lines inside, because
 * Markdown inside a raw `<p>` is not parsed (`<p align="center">**x**</p>` would show
 * the asterisks), while a div with blank lines keeps bold, links and images working.
 */

export interface Selection {
  start: number;
  end: number;
}

export interface Edit {
  /** Range of the current text to replace. */
  from: number;
  to: number;
  insert: string;
  /** Selection after the edit, in the new text. */
  selection: Selection;
}

export type InlineFormat = "bold" | "italic" | "underline";

const INLINE: Record<InlineFormat, { open: string; close: string; placeholder: string }> = {
  bold: { open: "**", close: "**", placeholder: "texto em negrito" },
  italic: { open: "*", close: "*", placeholder: "texto em itálico" },
  underline: { open: "<u>", close: "</u>", placeholder: "texto sublinhado" },
};

/**
 * Wraps the selection in the format's markers, or removes them when the selection is
 * already wrapped (inside or just around it). With nothing selected a placeholder is
 * inserted and selected, ready to be typed over.
 */
export function toggleInline(text: string, sel: Selection, format: InlineFormat): Edit {
  const { open, close, placeholder } = INLINE[format];
  const selected = text.slice(sel.start, sel.end);
  // Italic "*" must not mistake bold "**" for its own marker.
  const isOwn = (before: string, after: string) =>
    format !== "italic" ||
    !(before.endsWith("**") && after.startsWith("**")) ||
    text.slice(sel.start - 3, sel.start) === "***";

  if (selected.length >= open.length + close.length && selected.startsWith(open) && selected.endsWith(close)) {
    const inner = selected.slice(open.length, selected.length - close.length);
    if (format !== "italic" || !(selected.startsWith("**") && !selected.startsWith("***"))) {
      return {
        from: sel.start,
        to: sel.end,
        insert: inner,
        selection: { start: sel.start, end: sel.start + inner.length },
      };
    }
  }
  const before = text.slice(0, sel.start);
  const after = text.slice(sel.end);
  if (selected && before.endsWith(open) && after.startsWith(close) && isOwn(before, after)) {
    const from = sel.start - open.length;
    return {
      from,
      to: sel.end + close.length,
      insert: selected,
      selection: { start: from, end: from + selected.length },
    };
  }
  // Markers hug the words: spaces selected at either end stay outside.
  const body = selected || placeholder;
  const lead = selected ? (/^\s*/.exec(body)?.[0] ?? "") : "";
  const trail = selected ? (/\s*$/.exec(body.slice(lead.length))?.[0] ?? "") : "";
  const core = body.slice(lead.length, body.length - trail.length) || placeholder;
  const insert = `${lead}${open}${core}${close}${trail}`;
  const start = sel.start + lead.length + open.length;
  return { from: sel.start, to: sel.end, insert, selection: { start, end: start + core.length } };
}

/** Start and end offsets of the whole lines the selection touches. */
export function lineRange(text: string, sel: Selection): Selection {
  const start = text.lastIndexOf("\n", sel.start - 1) + 1;
  // A selection ending right after a newline doesn't include the next line.
  const endAt = sel.end > sel.start && text[sel.end - 1] === "\n" ? sel.end - 1 : sel.end;
  const nl = text.indexOf("\n", endAt);
  return { start, end: nl === -1 ? text.length : nl };
}

function replaceLines(text: string, sel: Selection, map: (lines: string[]) => string[]): Edit {
  const range = lineRange(text, sel);
  const lines = text.slice(range.start, range.end).split("\n");
  const insert = map(lines).join("\n");
  // One line: keep the caret where it was relative to the line's end (after the prefix).
  const selection =
    lines.length === 1 && sel.start === sel.end
      ? {
          start: range.start + insert.length - (range.end - sel.end),
          end: range.start + insert.length - (range.end - sel.end),
        }
      : { start: range.start, end: range.start + insert.length };
  return { from: range.start, to: range.end, insert, selection };
}

const HEADING_RE = /^#{1,6}\s+/;

/** "# " or "## " at the start of each selected line; the same level again removes it. */
export function toggleHeading(text: string, sel: Selection, level: 1 | 2): Edit {
  const prefix = `${"#".repeat(level)} `;
  return replaceLines(text, sel, (lines) => {
    const all = lines.every((l) => l.startsWith(prefix) && !l.startsWith(`${prefix.trim()}#`));
    return lines.map((l) => (all ? l.slice(prefix.length) : `${prefix}${l.replace(HEADING_RE, "")}`));
  });
}

const BULLET_RE = /^(\s*)[-*+]\s+/;
const ORDERED_RE = /^(\s*)\d+[.)]\s+/;

/** "- " or "1. ", "2. "… before each selected line; toggles off when all already have it. */
export function toggleList(text: string, sel: Selection, kind: "bullet" | "ordered"): Edit {
  const own = kind === "bullet" ? BULLET_RE : ORDERED_RE;
  return replaceLines(text, sel, (lines) => {
    const nonEmpty = lines.filter((l) => l.trim());
    const all = nonEmpty.length > 0 && nonEmpty.every((l) => own.test(l));
    if (all) return lines.map((l) => l.replace(own, "$1"));
    let n = 0;
    return lines.map((l) => {
      if (!l.trim() && lines.length > 1) return l;
      const bare = l.replace(BULLET_RE, "$1").replace(ORDERED_RE, "$1");
      n += 1;
      return `${kind === "bullet" ? "- " : `${n}. `}${bare}`;
    });
  });
}

export const TABLE_TEMPLATE =
  "| Coluna 1 | Coluna 2 | Coluna 3 |\n| --- | --- | --- |\n| Célula | Célula | Célula |\n| Célula | Célula | Célula |";

/** Text to put before/after an inserted block so it stands apart from its neighbours. */
function blockPadding(text: string, from: number, to: number) {
  const before = text.slice(0, from);
  const after = text.slice(to);
  const pre = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const post = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  return { pre, post };
}

/** A GFM table template as its own block; the first header cell is selected. */
export function insertTable(text: string, sel: Selection): Edit {
  const { pre, post } = blockPadding(text, sel.end, sel.end);
  const insert = `${pre}${TABLE_TEMPLATE}${post}`;
  const start = sel.end + pre.length + 2;
  return { from: sel.end, to: sel.end, insert, selection: { start, end: start + "Coluna 1".length } };
}

export type Alignment = "left" | "center" | "right";

const ALIGN_OPEN_RE = /^<div align="(left|center|right)">$/;

/**
 * Wraps the selected lines (or the current paragraph when nothing is selected) in
 * `<div align="…">`. When they already sit in such a block, only its value changes;
 * "left" on an aligned block removes the wrapper (left is the default).
 */
export function setAlignment(text: string, sel: Selection, align: Alignment): Edit {
  const lines = text.split("\n");
  const line = (i: number) => lines[i] ?? "";
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length - 1;
  let first = lineAt(sel.start);
  let last = lineAt(sel.end > sel.start && text[sel.end - 1] === "\n" ? sel.end - 1 : sel.end);

  // Inside an existing aligned block: find its opening and closing lines.
  let open = first;
  while (open >= 0 && !ALIGN_OPEN_RE.test(line(open)) && line(open) !== "</div>") open--;
  if (open >= 0 && ALIGN_OPEN_RE.test(line(open))) {
    let close = open + 1;
    while (close < lines.length && line(close) !== "</div>") close++;
    if (close < lines.length && close >= last) {
      const offsetOf = (line: number) => lines.slice(0, line).join("\n").length + (line > 0 ? 1 : 0);
      if (align === "left") {
        // Drop the wrapper and the blank lines it needed.
        const inner = lines
          .slice(open + 1, close)
          .join("\n")
          .replace(/^\n+|\n+$/g, "");
        const from = offsetOf(open);
        const to = offsetOf(close) + "</div>".length;
        return { from, to, insert: inner, selection: { start: from, end: from + inner.length } };
      }
      const from = offsetOf(open);
      const insert = `<div align="${align}">`;
      return { from, to: from + line(open).length, insert, selection: sel };
    }
  }
  if (align === "left" && sel.start === sel.end && !line(first).trim()) {
    return { from: sel.start, to: sel.end, insert: "", selection: sel };
  }

  // Nothing selected: the paragraph around the caret.
  if (sel.start === sel.end) {
    while (first > 0 && line(first - 1).trim()) first--;
    while (last < lines.length - 1 && line(last + 1).trim()) last++;
  }
  const from = lines.slice(0, first).join("\n").length + (first > 0 ? 1 : 0);
  const to = lines.slice(0, last + 1).join("\n").length;
  const body = text.slice(from, to).trim() || "Texto alinhado";
  const { pre, post } = blockPadding(text, from, to);
  const head = `${pre}<div align="${align}">\n\n`;
  const insert = `${head}${body}\n\n</div>${post}`;
  const start = from + head.length;
  return { from, to, insert, selection: { start, end: start + body.length } };
}

/** `[text](url)`; the link text defaults to the URL. */
export function insertLink(sel: Selection, label: string, url: string): Edit {
  const text = (label.trim() || url).replace(/([[\]])/g, "\\$1");
  const insert = `[${text}](${url.replace(/[()\s]/g, encodeURIComponent)})`;
  return {
    from: sel.start,
    to: sel.end,
    insert,
    selection: { start: sel.start + insert.length, end: sel.start + insert.length },
  };
}

/** `![alt](url)` as its own block. */
export function insertImage(text: string, sel: Selection, alt: string, url: string): Edit {
  const { pre, post } = blockPadding(text, sel.start, sel.end);
  const md = `![${alt.trim().replace(/([[\]])/g, "\\$1")}](${url.replace(/[()\s]/g, encodeURIComponent)})`;
  const insert = `${pre}${md}${post}`;
  const end = sel.start + insert.length;
  return { from: sel.start, to: sel.end, insert, selection: { start: end, end } };
}

/**
 * A URL for a link: http(s), mailto, or a path on this site. Anything else (javascript:,
 * data:, a bare word) is refused; the renderer would drop it anyway.
 */
export function isValidLinkUrl(value: string): boolean {
  const v = value.trim();
  if (!v || /\s/.test(v)) return false;
  if (v.startsWith("/") && !v.startsWith("//")) return true;
  if (v.startsWith("#")) return v.length > 1;
  try {
    const u = new URL(v);
    if (u.protocol === "mailto:") return /.+@.+/.test(u.pathname);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

/** An image URL: http(s) on a real host, or one of our /media paths or other site paths. */
export function isValidImageUrl(value: string): boolean {
  const v = value.trim();
  if (!v || /\s/.test(v)) return false;
  if (v.startsWith("/") && !v.startsWith("//")) return true;
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Alt text from a file name when none was typed: "copo-de-ipa.jpg" → "copo de ipa". */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_]+/g, " ")
    .trim();
}
