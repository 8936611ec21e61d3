import { describe, expect, it } from "vitest";
import { splitAfterParagraphs } from "./split-html";

describe("splitAfterParagraphs", () => {
  it("splits after the second top-level paragraph", () => {
    const html = "<h2>T</h2><p>Um <strong>a</strong></p>\n<p>Dois</p>\n<p>Três</p>";
    expect(splitAfterParagraphs(html, 2)).toEqual([
      "<h2>T</h2><p>Um <strong>a</strong></p>\n<p>Dois</p>",
      "\n<p>Três</p>",
    ]);
  });

  it("does not count paragraphs inside lists or quotes", () => {
    const html =
      '<ul><li><p>item</p></li></ul><blockquote><p>citação</p></blockquote><p>Um</p><img src="/a.png" alt="x"><br/><p>Dois</p><p>Três</p>';
    const [before, after] = splitAfterParagraphs(html, 2);
    expect(before.endsWith("<p>Dois</p>")).toBe(true);
    expect(after).toBe("<p>Três</p>");
  });

  it("ignores > inside attribute values and comments", () => {
    const html = '<p title="a > b">Um</p><!-- <p> --><p>Dois</p>fim';
    expect(splitAfterParagraphs(html, 2)).toEqual(['<p title="a > b">Um</p><!-- <p> --><p>Dois</p>', "fim"]);
  });

  it("splits inside the renderer's wrapper, closing and reopening it", () => {
    const html = "<div><p>Um</p><ul><li><p>x</p></li></ul><p>Dois</p><p>Três</p></div>";
    expect(splitAfterParagraphs(html, 2)).toEqual([
      "<div><p>Um</p><ul><li><p>x</p></li></ul><p>Dois</p></div>",
      "<div><p>Três</p></div>",
    ]);
  });

  it("puts everything before when there are fewer paragraphs", () => {
    expect(splitAfterParagraphs("<p>Só um</p>", 2)).toEqual(["<p>Só um</p>", ""]);
    expect(splitAfterParagraphs("", 2)).toEqual(["", ""]);
  });
});
