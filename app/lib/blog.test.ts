import { describe, expect, it } from "vitest";
import { blogHref, blogTitle, categoryHref, paginationItems, parseBlogQuery, plainExcerpt, readingTime } from "./blog";

describe("parseBlogQuery", () => {
  it("reads search, category and page, with safe defaults", () => {
    expect(parseBlogQuery(new URLSearchParams("q=+ipa+&categoria=Harmoniza%C3%A7%C3%A3o&pagina=2"))).toEqual({
      q: "ipa",
      categoria: "Harmonização",
      pagina: 2,
    });
    expect(parseBlogQuery(new URLSearchParams(""))).toEqual({ q: "", categoria: null, pagina: 1 });
    expect(parseBlogQuery(new URLSearchParams("pagina=-3")).pagina).toBe(1);
    expect(parseBlogQuery(new URLSearchParams("pagina=abc")).pagina).toBe(1);
  });
});

describe("links", () => {
  it("leaves page 1 and empty filters out of the address", () => {
    expect(blogHref("/blog", { q: "", categoria: null, pagina: 1 })).toBe("/blog");
    expect(blogHref("/blog", { q: "lúpulo", pagina: 3 })).toBe("/blog?q=l%C3%BApulo&pagina=3");
  });

  it("resets the page when the category changes and clears the active one", () => {
    const current = { q: "ipa", categoria: "Estilos de Cerveja", pagina: 3 };
    expect(categoryHref("/blog", current, "Harmonização")).toBe("/blog?q=ipa&categoria=Harmoniza%C3%A7%C3%A3o");
    expect(categoryHref("/blog", current, "Estilos de Cerveja")).toBe("/blog?q=ipa");
    expect(categoryHref("/drinks", { q: "", categoria: null, pagina: 2 }, null)).toBe("/drinks");
  });
});

describe("blogTitle (§2)", () => {
  it("has the four forms of the spec", () => {
    expect(blogTitle("ipa", "Estilos")).toBe('Busca por "ipa" na categoria Estilos | Blog');
    expect(blogTitle("ipa", null)).toBe('Resultados da busca por "ipa" | Blog');
    expect(blogTitle("", "Estilos")).toBe("Categoria: Estilos | Blog");
    expect(blogTitle("", null)).toBe("Blog Cervejeiro | Dicas e Informações sobre o Mundo da Cerveja");
  });
});

describe("paginationItems", () => {
  it("lists every page when there are few", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("keeps first, last and the neighbours with gaps", () => {
    expect(paginationItems(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(paginationItems(1, 12)).toEqual([1, 2, null, 12]);
    expect(paginationItems(12, 12)).toEqual([1, null, 11, 12]);
  });
});

describe("readingTime and plainExcerpt", () => {
  it("counts 200 words a minute, at least one", () => {
    expect(readingTime("uma palavra")).toBe(1);
    expect(readingTime(Array.from({ length: 1000 }, () => "malte").join(" "))).toBe(5);
  });
  it("strips Markdown and cuts at a word with an ellipsis", () => {
    expect(plainExcerpt("## Título\n\nTexto com **negrito** e [link](https://x.com).")).toBe(
      "Título Texto com negrito e link.",
    );
    const long = plainExcerpt("palavra ".repeat(60), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith("…")).toBe(true);
    expect(long).not.toMatch(/palavr…$/);
  });
});
