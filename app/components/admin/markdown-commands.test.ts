import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown/markdown.server";
import {
  altFromFileName,
  type Edit,
  insertImage,
  insertLink,
  insertTable,
  isValidImageUrl,
  isValidLinkUrl,
  setAlignment,
  TABLE_TEMPLATE,
  toggleHeading,
  toggleInline,
  toggleList,
} from "./markdown-commands";

/** Applies an edit and marks the resulting selection with [ and ]. */
function apply(text: string, edit: Edit) {
  const out = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
  const { start, end } = edit.selection;
  return `${out.slice(0, start)}[${out.slice(start, end)}]${out.slice(end)}`;
}

/** Parses "a [b] c" into the text and its selection. */
function sel(marked: string) {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { text: marked.replace("[", "").replace("]", ""), sel: { start, end } };
}

const run = (marked: string, fn: (text: string, s: { start: number; end: number }) => Edit) => {
  const { text, sel: s } = sel(marked);
  return apply(text, fn(text, s));
};

describe("inline formats", () => {
  it("wrap the selection and keep it selected", () => {
    expect(run("Uma [IPA] gelada", (t, s) => toggleInline(t, s, "bold"))).toBe("Uma **[IPA]** gelada");
    expect(run("Uma [IPA] gelada", (t, s) => toggleInline(t, s, "italic"))).toBe("Uma *[IPA]* gelada");
    expect(run("Uma [IPA] gelada", (t, s) => toggleInline(t, s, "underline"))).toBe("Uma <u>[IPA]</u> gelada");
  });
  it("insert a selected placeholder when nothing is selected", () => {
    expect(run("Uma []", (t, s) => toggleInline(t, s, "bold"))).toBe("Uma **[texto em negrito]**");
  });
  it("toggle off, from inside or around the markers", () => {
    expect(run("Uma **[IPA]** gelada", (t, s) => toggleInline(t, s, "bold"))).toBe("Uma [IPA] gelada");
    expect(run("Uma [**IPA**] gelada", (t, s) => toggleInline(t, s, "bold"))).toBe("Uma [IPA] gelada");
    expect(run("Uma <u>[IPA]</u>", (t, s) => toggleInline(t, s, "underline"))).toBe("Uma [IPA]");
  });
  it("italic does not eat bold markers", () => {
    expect(run("Uma **[IPA]** gelada", (t, s) => toggleInline(t, s, "italic"))).toBe("Uma ***[IPA]*** gelada");
  });
  it("leave selected edge spaces outside the markers", () => {
    expect(run("Uma[ IPA ]gelada", (t, s) => toggleInline(t, s, "bold"))).toBe("Uma **[IPA]** gelada");
  });
});

describe("line formats", () => {
  it("headings at the line start, replacing another level, toggling the same one", () => {
    expect(run("Intro\nLúp[]ulos", (t, s) => toggleHeading(t, s, 1))).toBe("Intro\n# Lúp[]ulos");
    expect(run("## Lúp[]ulos", (t, s) => toggleHeading(t, s, 1))).toBe("# Lúp[]ulos");
    expect(run("## Lúp[]ulos", (t, s) => toggleHeading(t, s, 2))).toBe("Lúp[]ulos");
  });
  it("lists on every selected line, numbered in order, and back", () => {
    expect(run("[Citra\nMosaic]", (t, s) => toggleList(t, s, "bullet"))).toBe("[- Citra\n- Mosaic]");
    expect(run("[Citra\nMosaic]", (t, s) => toggleList(t, s, "ordered"))).toBe("[1. Citra\n2. Mosaic]");
    expect(run("[- Citra\n- Mosaic]", (t, s) => toggleList(t, s, "bullet"))).toBe("[Citra\nMosaic]");
    expect(run("[- Citra\n- Mosaic]", (t, s) => toggleList(t, s, "ordered"))).toBe("[1. Citra\n2. Mosaic]");
    expect(run("[]", (t, s) => toggleList(t, s, "bullet"))).toBe("- []");
  });
});

describe("blocks", () => {
  it("a table template stands apart from the paragraph before it", () => {
    const out = run("Texto[]", insertTable);
    expect(out).toBe(
      `Texto\n\n| [Coluna 1] | Coluna 2 | Coluna 3 |${TABLE_TEMPLATE.slice("| Coluna 1 | Coluna 2 | Coluna 3 |".length)}`,
    );
    expect(renderMarkdown(out.replace(/[[\]]/g, "")).html).toContain("<th>Coluna 1</th>");
  });

  it("alignment wraps the paragraph in a div the renderer keeps, Markdown inside still working", () => {
    const out = run("Antes\n\n**Negrito** no c[]entro\n\nDepois", (t, s) => setAlignment(t, s, "center"));
    expect(out).toBe('Antes\n\n<div align="center">\n\n[**Negrito** no centro]\n\n</div>\n\nDepois');
    const html = renderMarkdown(out.replace(/[[\]]/g, "")).html!;
    expect(html).toContain('<div align="center">');
    expect(html).toContain("<strong>Negrito</strong>");
  });

  it("changing the alignment of an aligned block changes its value; left removes the wrapper", () => {
    const text = '<div align="center">\n\nTexto\n\n</div>';
    const at = text.indexOf("Texto") + 2;
    const right = setAlignment(text, { start: at, end: at }, "right");
    expect(text.slice(0, right.from) + right.insert + text.slice(right.to)).toBe(
      '<div align="right">\n\nTexto\n\n</div>',
    );
    const left = setAlignment(text, { start: at, end: at }, "left");
    expect(text.slice(0, left.from) + left.insert + text.slice(left.to)).toBe("Texto");
  });

  it("links and images", () => {
    expect(run("Veja [aqui]", (_t, s) => insertLink(s, "o guia", "https://exemplo.com.br/guia"))).toBe(
      "Veja [o guia](https://exemplo.com.br/guia)[]",
    );
    expect(run("Texto[]", (t, s) => insertImage(t, s, "Copo", "/media/x-10x10.webp"))).toBe(
      "Texto\n\n![Copo](/media/x-10x10.webp)[]",
    );
  });
});

describe("URL checks", () => {
  it("links: web, mail and site paths; never javascript: or bare words", () => {
    for (const ok of ["https://exemplo.com.br", "http://a.com/x?y=1", "mailto:oi@exemplo.com", "/blog", "#secao"]) {
      expect(isValidLinkUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      "",
      "exemplo",
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.com",
      "https://",
      "http://localhost x",
    ]) {
      expect(isValidLinkUrl(bad), bad).toBe(false);
    }
  });
  it("images: web or site paths", () => {
    expect(isValidImageUrl("https://exemplo.com.br/copo.png")).toBe(true);
    expect(isValidImageUrl("/media/abc.webp")).toBe(true);
    expect(isValidImageUrl("data:image/png;base64,AAAA")).toBe(false);
    expect(isValidImageUrl("copo.png")).toBe(false);
  });
  it("alt text from a file name", () => {
    expect(altFromFileName("copo-de_ipa.JPG")).toBe("copo de ipa");
  });
});
