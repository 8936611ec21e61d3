import { describe, expect, it } from "vitest";
import { FALLBACK_SLUG, slugify, uniqueSlug } from "./slug";

describe("slugify (D4)", () => {
  it.each([
    ["Cerveja Artesanal: o Guia!", "cerveja-artesanal-o-guia"],
    ["Ação & Reação", "acao-reacao"],
    ["IPA", "ipa"],
    ["  Espaços   nas   pontas  ", "espacos-nas-pontas"],
    ["---já---tem---hífens---", "ja-tem-hifens"],
    ["Pão de Açúcar, Ôba, Über, Çà", "pao-de-acucar-oba-uber-ca"],
    ["Top 10 cervejas de 2026", "top-10-cervejas-de-2026"],
    ["a_b.c/d\\e", "a-b-c-d-e"],
    ["Linha1\nLinha2\tTab", "linha1-linha2-tab"],
    ["Cerveja 🍺 gelada", "cerveja-gelada"],
    ["ÁÉÍÓÚ âêô ãõ à ç", "aeiou-aeo-ao-a-c"],
    ["já-é-slug", "ja-e-slug"],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("handles precomposed and decomposed accents alike", () => {
    const decomposed = "Ac\u0327a\u0303o"; // "Ação" written with combining marks
    expect(slugify(decomposed)).toBe("acao");
    expect(slugify("Ação")).toBe("acao");
  });

  it("returns an empty string when there are no letters or digits", () => {
    expect(slugify("!!! ??? ...")).toBe("");
    expect(slugify("")).toBe("");
  });

  it("only ever produces a-z, 0-9 and single inner hyphens", () => {
    for (const s of ["Olá, Mundo!", "  --x--  ", "Ça va? Sí, señor.", "1/2 litro"]) {
      expect(slugify(s)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});

describe("uniqueSlug", () => {
  it("returns the plain slug when it is free", () => {
    expect(uniqueSlug("Guia da IPA", [])).toBe("guia-da-ipa");
    expect(uniqueSlug("Guia da IPA", ["outro-post", "guia-da-ipa-2"])).toBe("guia-da-ipa");
  });

  it("appends -2 on the first clash", () => {
    expect(uniqueSlug("Guia da IPA", ["guia-da-ipa"])).toBe("guia-da-ipa-2");
  });

  it("appends the first free number", () => {
    expect(uniqueSlug("Guia da IPA", ["guia-da-ipa", "guia-da-ipa-2", "guia-da-ipa-3"])).toBe("guia-da-ipa-4");
    // a gap is reused
    expect(uniqueSlug("Guia da IPA", ["guia-da-ipa", "guia-da-ipa-3"])).toBe("guia-da-ipa-2");
  });

  it("compares with the slugified title, not the raw title", () => {
    expect(uniqueSlug("Ação & Reação", ["acao-reacao"])).toBe("acao-reacao-2");
  });

  it("uses 'post' for a title without letters or digits, with the same numbering", () => {
    expect(FALLBACK_SLUG).toBe("post");
    expect(uniqueSlug("!!!", [])).toBe("post");
    expect(uniqueSlug("???", ["post"])).toBe("post-2");
    expect(uniqueSlug("", ["post", "post-2"])).toBe("post-3");
  });

  it("accepts any iterable (Set, array, generator)", () => {
    expect(uniqueSlug("Lager", new Set(["lager"]))).toBe("lager-2");
    function* gen() {
      yield "lager";
      yield "lager-2";
    }
    expect(uniqueSlug("Lager", gen())).toBe("lager-3");
  });
});
