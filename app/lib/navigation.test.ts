import { describe, expect, it } from "vitest";
import {
  TOOL_ROUTES,
  contentPages,
  isActivePath,
  legalPages,
  linkRel,
  mainTools,
  navItemFor,
  normalizePath,
  relatedPagesFor,
  showsRelatedBlocks,
  usefulToolsFor,
  type NavItem,
} from "./navigation";

const paths = (items: readonly NavItem[]) => items.map((i) => i.to);

describe("navigation data", () => {
  it("lists the calculators, then the glossary and the infographics beside them, then the blog (issue 16)", () => {
    expect(mainTools.map((i) => [i.to, i.label])).toEqual([
      ["/", "Comparador de Preços"],
      ["/festa", "Calculadora de Festa"],
      ["/por-pessoa", "Cerveja por Pessoa"],
      ["/ibu", "Calculadora de IBU"],
      ["/abv", "Calculadora de ABV"],
      ["/receita", "Receita de Cerveja"],
      ["/orcamento", "Orçamento de Bebidas"],
      ["/glossario", "Glossário"],
      ["/infograficos", "Infográficos"],
      ["/blog", "Blog"],
    ]);
  });

  it("gives every item a one-line description and an icon", () => {
    for (const item of [...mainTools, ...contentPages, ...legalPages]) {
      expect(item.description.trim().length, item.to).toBeGreaterThan(10);
      expect(item.description, item.to).not.toMatch(/\n/);
      expect(item.icon, item.to).toMatch(/^[a-z]+$/);
    }
  });

  it("has distinct paths and icons among the main tools", () => {
    expect(new Set(paths(mainTools)).size).toBe(10);
    expect(new Set(mainTools.map((i) => i.icon)).size).toBe(10);
  });

  it("lists content and legal pages", () => {
    expect(contentPages.map((i) => [i.to, i.label])).toEqual([
      ["/blog", "Blog"],
      ["/glossario", "Glossário"],
      ["/infograficos", "Infográficos"],
    ]);
    expect(legalPages.map((i) => [i.to, i.label])).toEqual([
      ["/termos-de-uso", "Termos de Uso"],
      ["/politica-de-privacidade", "Política de Privacidade"],
    ]);
  });

  it("lists the tool routes", () => {
    expect([...TOOL_ROUTES]).toEqual(["/", "/ibu", "/abv", "/receita", "/festa", "/por-pessoa", "/orcamento"]);
  });

  it("finds an item by path", () => {
    expect(navItemFor("/abv")?.label).toBe("Calculadora de ABV");
    expect(navItemFor("/infograficos/")?.label).toBe("Infográficos");
    expect(navItemFor("/nada")).toBeUndefined();
  });
});

describe("normalizePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/ibu/", "/ibu"],
    ["/ibu//", "/ibu"],
    ["/ibu?og=1.05", "/ibu"],
    ["/ibu/#resultado", "/ibu"],
    ["/?a=1", "/"],
    ["/blog/meu-post", "/blog/meu-post"],
  ])("%j → %j", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe("isActivePath", () => {
  it("matches '/' only exactly", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/?x=1", "/")).toBe(true);
    expect(isActivePath("/ibu", "/")).toBe(false);
    expect(isActivePath("/blog", "/")).toBe(false);
  });

  it("matches a page and its sub-pages by whole segments", () => {
    expect(isActivePath("/ibu", "/ibu")).toBe(true);
    expect(isActivePath("/ibu/", "/ibu")).toBe(true);
    expect(isActivePath("/blog/como-servir-ipa", "/blog")).toBe(true);
    expect(isActivePath("/blogger", "/blog")).toBe(false);
    expect(isActivePath("/abv", "/ibu")).toBe(false);
    expect(isActivePath("/festa", "/por-pessoa")).toBe(false);
  });

  it("treats /drinks as the blog", () => {
    expect(isActivePath("/drinks", "/blog")).toBe(true);
    expect(isActivePath("/drinks/", "/blog")).toBe(true);
    expect(isActivePath("/drinks", "/glossario")).toBe(false);
    expect(isActivePath("/blog", "/drinks")).toBe(false);
  });
});

describe("relatedPagesFor", () => {
  it.each([
    ["/", ["/festa", "/orcamento", "/por-pessoa"]],
    ["/festa", ["/por-pessoa", "/orcamento", "/"]],
    ["/por-pessoa", ["/festa", "/", "/orcamento"]],
    ["/ibu", ["/abv", "/glossario", "/infograficos"]],
    ["/abv", ["/ibu", "/glossario", "/infograficos"]],
    ["/receita", ["/ibu", "/abv", "/infograficos"]],
    ["/orcamento", ["/festa", "/", "/por-pessoa"]],
  ])("tool route %s has its own list", (path, expected) => {
    expect(paths(relatedPagesFor(path))).toEqual(expected);
  });

  it("normalises a trailing slash and query", () => {
    expect(paths(relatedPagesFor("/ibu/"))).toEqual(["/abv", "/glossario", "/infograficos"]);
    expect(paths(relatedPagesFor("/abv?og=1.050"))).toEqual(["/ibu", "/glossario", "/infograficos"]);
  });

  it("uses the default list elsewhere, without the current page", () => {
    expect(paths(relatedPagesFor("/pagina-qualquer"))).toEqual(["/", "/ibu", "/blog"]);
    expect(paths(relatedPagesFor("/infograficos"))).toEqual(["/", "/ibu", "/blog"]);
    expect(paths(relatedPagesFor("/blog"))).toEqual(["/", "/ibu", "/glossario"]);
    expect(paths(relatedPagesFor("/blog/"))).toEqual(["/", "/ibu", "/glossario"]);
    expect(paths(relatedPagesFor("/blog/guia-da-ipa"))).toEqual(["/", "/ibu", "/glossario"]);
    expect(paths(relatedPagesFor("/drinks"))).toEqual(["/", "/ibu", "/glossario"]);
    expect(paths(relatedPagesFor("/glossario"))).toEqual(["/", "/ibu", "/blog"]);
  });

  it("respects max", () => {
    expect(paths(relatedPagesFor("/", 1))).toEqual(["/festa"]);
    expect(relatedPagesFor("/", 0)).toEqual([]);
    expect(paths(relatedPagesFor("/", 10))).toEqual(["/festa", "/orcamento", "/por-pessoa", "/blog"]);
    expect(paths(relatedPagesFor("/glossario", 10))).toEqual(["/", "/ibu", "/blog", "/festa"]);
  });

  it("fills 3 cards on every tool route and never links to itself", () => {
    for (const route of TOOL_ROUTES) {
      const related = paths(relatedPagesFor(route));
      expect(related, route).toHaveLength(3);
      expect(related, route).not.toContain(route);
      expect(new Set(related).size, route).toBe(3);
    }
  });
});

describe("usefulToolsFor", () => {
  it.each([
    ["/", ["/ibu", "/abv", "/receita"]],
    ["/festa", ["/ibu", "/abv", "/receita"]],
    ["/por-pessoa", ["/ibu", "/abv", "/receita"]],
    ["/orcamento", ["/ibu", "/abv", "/receita"]],
    ["/ibu", ["/", "/festa", "/por-pessoa"]],
    ["/abv", ["/", "/festa", "/por-pessoa"]],
    ["/receita", ["/", "/festa", "/por-pessoa"]],
    ["/blog", ["/festa", "/por-pessoa", "/abv"]],
    ["/glossario", ["/festa", "/por-pessoa", "/abv"]],
    ["/infograficos", ["/festa", "/por-pessoa", "/abv"]],
  ])("%s → %j", (path, expected) => {
    expect(paths(usefulToolsFor(path))).toEqual(expected);
  });

  it("respects max", () => {
    expect(paths(usefulToolsFor("/ibu", 1))).toEqual(["/"]);
    expect(usefulToolsFor("/ibu", 0)).toEqual([]);
  });

  it("only offers calculators, never the current page or a related page", () => {
    for (const path of [...TOOL_ROUTES, "/blog", "/glossario", "/x", "/ibu/"]) {
      const tools = paths(usefulToolsFor(path));
      const related = paths(relatedPagesFor(path));
      for (const to of tools) {
        expect((TOOL_ROUTES as readonly string[]).includes(to), `${path} → ${to}`).toBe(true);
        expect(related, `${path} → ${to}`).not.toContain(to);
        expect(isActivePath(path, to), `${path} → ${to}`).toBe(false);
      }
    }
  });
});

describe("showsRelatedBlocks", () => {
  it.each([
    ["/admin", false],
    ["/admin/", false],
    ["/admin/anuncios", false],
    ["/auth", false],
    ["/auth?next=/admin", false],
    ["/post-creator", false],
    ["/termos-de-uso", false],
    ["/politica-de-privacidade/", false],
    ["/", true],
    ["/ibu", true],
    ["/orcamento", true],
    ["/blog", true],
    ["/blog/guia", true],
    ["/glossario", true],
    ["/administracao-de-festas", true],
  ])("%s → %s", (path, expected) => {
    expect(showsRelatedBlocks(path)).toBe(expected);
  });
});

describe("linkRel", () => {
  it.each([
    ["/termos-de-uso", "nofollow"],
    ["/politica-de-privacidade", "nofollow"],
    ["/politica-de-privacidade#cookies", "nofollow"],
    ["/admin", "nofollow"],
    ["/admin/posts", "nofollow"],
    ["/auth", "nofollow"],
    ["/post-creator", "nofollow"],
    ["/", undefined],
    ["/ibu", undefined],
    ["/blog/termos-de-uso", undefined],
    ["/glossario", undefined],
    ["https://example.com/admin", undefined],
  ])("%s → %s", (to, expected) => {
    expect(linkRel(to)).toBe(expected);
  });

  it("matches the legal pages list", () => {
    for (const page of legalPages) expect(linkRel(page.to)).toBe("nofollow");
    for (const page of mainTools) expect(linkRel(page.to)).toBeUndefined();
  });
});
