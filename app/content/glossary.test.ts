// The glossary data (docs/decisions/0009-glossary-infographics-legal.md): enough terms, well-formed ids and links, short definitions,
// and the helpers the page relies on (A–Z groups, accent-insensitive search, JSON-LD).
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  ALPHABET,
  GLOSSARY_CATEGORIES,
  FIRST_PAGE_LETTERS,
  glossaryJsonLd,
  glossaryPagePaths,
  glossaryStats,
  letterPagePath,
  termPath,
  glossaryTerm,
  glossaryTerms,
  groupByLetter,
  isCalculatorRoute,
  letterOf,
  nameMatches,
  normalizeForSearch,
  searchNames,
  searchTerms,
  searchText,
  shortName,
} from "./glossary";
import {
  containsAll,
  glossaryDescription,
  queryWords,
  rankNameMatches,
  shortNameOf,
  termSearchText,
} from "./glossary-search";

/** Sentences: a ".", "!", "?" or "…" followed by the end or by a space and a capital/digit. */
function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?…])\s+(?=[A-ZÀ-ÝÉÓÚÂÊÔÃÕÇ0-9"“(])/u).filter((s) => s.trim()).length;
}

/** Every path of the route config ("/", "/ibu", "/blog/:slug", …). */
function routePaths(): Set<string> {
  const out = new Set<string>();
  const walk = (entries: readonly { path?: string; index?: boolean; children?: unknown }[], base: string) => {
    for (const entry of entries) {
      const path = entry.index
        ? base || "/"
        : entry.path !== undefined
          ? `${base}/${entry.path}`.replace(/\/+/g, "/")
          : base;
      if (entry.index || entry.path !== undefined) out.add(path || "/");
      if (Array.isArray(entry.children)) walk(entry.children as typeof entries, entry.path !== undefined ? path : base);
    }
  };
  walk(routes as unknown as readonly { path?: string; index?: boolean; children?: unknown }[], "");
  return out;
}

describe("glossary data", () => {
  it("has at least 80 terms", () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(80);
  });

  it("ids are unique URL slugs that cannot clash with the page's other anchors", () => {
    const ids = glossaryTerms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(id.startsWith("letra-")).toBe(false);
      expect(["conteudo", "glossario-busca", "glossario-termos"]).not.toContain(id);
    }
  });

  it("names are unique and file under a letter A–Z", () => {
    const names = glossaryTerms.map((t) => normalizeForSearch(t.name));
    expect(new Set(names).size).toBe(names.length);
    for (const term of glossaryTerms) expect(ALPHABET).toContain(letterOf(term));
  });

  it("every definition is non-empty plain text of 1 to 3 sentences ending in a full stop", () => {
    for (const term of glossaryTerms) {
      const d = term.definition.trim();
      expect(d, term.id).not.toBe("");
      expect(d, term.id).toBe(term.definition);
      expect(d, term.id).toMatch(/[.!?]$/);
      expect(d, term.id).not.toMatch(/[<>]|\s{2,}/);
      const n = sentenceCount(d);
      expect(n, `${term.id}: ${n} frases`).toBeGreaterThanOrEqual(1);
      expect(n, `${term.id}: ${n} frases`).toBeLessThanOrEqual(3);
    }
  });

  it("every related id exists, is not the term itself and is listed once", () => {
    for (const term of glossaryTerms) {
      expect(term.related.length, term.id).toBeGreaterThan(0);
      expect(new Set(term.related).size, term.id).toBe(term.related.length);
      for (const id of term.related) {
        expect(id, `${term.id} → ${id}`).not.toBe(term.id);
        expect(glossaryTerm(id), `${term.id} → ${id}`).toBeDefined();
      }
    }
  });

  it("every calculator link is a tool route that exists in the route config", () => {
    const paths = routePaths();
    const withCalculator = glossaryTerms.filter((t) => t.calculator);
    expect(withCalculator.length).toBeGreaterThan(10);
    for (const term of withCalculator) {
      expect(isCalculatorRoute(term.calculator!), term.id).toBe(true);
      expect(paths.has(term.calculator!), `${term.id} → ${term.calculator}`).toBe(true);
    }
  });

  it("links the calculators the brief names", () => {
    const expected: Record<string, string> = {
      ibu: "/ibu",
      abv: "/abv",
      og: "/abv",
      fg: "/abv",
      atenuacao: "/abv",
      plato: "/abv",
      brix: "/abv",
      priming: "/abv",
      "preco-por-litro": "/",
      "calculo-de-bebida-para-festa": "/festa",
      "orcamento-de-bebidas": "/orcamento",
    };
    for (const [id, path] of Object.entries(expected)) expect(glossaryTerm(id)?.calculator, id).toBe(path);
  });

  it("covers every category, beer styles the brief names and drinks beyond beer", () => {
    for (const category of Object.keys(GLOSSARY_CATEGORIES)) {
      expect(
        glossaryTerms.some((t) => t.category === category),
        category,
      ).toBe(true);
    }
    const required = [
      "ipa",
      "apa",
      "pilsen",
      "lager",
      "weiss",
      "stout",
      "porter",
      "saison",
      "sour",
      "witbier",
      "tripel",
      "dubbel",
      "bock",
      "catharina-sour",
      "malte",
      "malte-base",
      "malte-especial",
      "lupulo",
      "levedura-ale",
      "levedura-lager",
      "adjuntos",
      "agua",
      "brassagem",
      "mosturacao",
      "fervura",
      "whirlpool",
      "fermentacao",
      "maturacao",
      "dry-hopping",
      "priming",
      "envase",
      "og",
      "fg",
      "abv",
      "abw",
      "ibu",
      "srm",
      "ebc",
      "atenuacao",
      "plato",
      "brix",
      "densimetro",
      "refratometro",
      "temperatura-de-servico",
      "colarinho",
      "drinkability",
      "retrogosto",
      "corpo",
      "carbonatacao",
      "vinho-tinto",
      "vinho-branco",
      "vinho-rose",
      "espumante",
      "cachaca",
      "gin",
      "vodka",
      "whisky",
      "rum",
      "tequila",
      "caipirinha",
      "coquetel",
      "destilado",
      "fermentado",
    ];
    for (const id of required) expect(glossaryTerm(id), id).toBeDefined();
  });

  it("has the terms Brazilians look up (issue 11), in the structured data too", () => {
    const added = [
      "trincando",
      "estupidamente-gelada",
      "veu-de-noiva",
      "cervejaria-cigana",
      "microcervejaria",
      "malzbier",
      "cerveja-sem-alcool",
      "cerveja-de-baixo-teor",
      "cerveja-light",
      "diacetil",
      "dms",
      "oxidacao",
      "lupulagem",
      "chopeira",
      "barril-de-chope",
      "copo-americano",
      "tulipa",
      "caldereta",
      "caneca",
      "saideira",
      "lei-seca",
      "marzen",
      "sommelier-de-cervejas",
      "extrato-primitivo",
      "cold-crash",
      "biab",
      "radler",
    ];
    expect(added.length).toBeGreaterThanOrEqual(25);
    const origin = "https://cervejometro.com.br";
    const ids = new Set(
      glossaryJsonLd(origin, "Glossário", "desc", FIRST_PAGE_LETTERS, true).hasDefinedTerm.map((t) => t["@id"]),
    );
    for (const id of added) {
      expect(glossaryTerm(id), id).toBeDefined();
      expect(ids.has(`${origin}${termPath(glossaryTerm(id)!)}`), id).toBe(true);
    }
    // Found by the other names people type.
    for (const [query, id] of [
      ["drinkabilidade", "drinkability"],
      ["extrato primitivo", "extrato-primitivo"],
      ["brewpub", "microcervejaria"],
      ["michelada", "radler"],
      ["bafometro", "lei-seca"],
      ["oktoberfest", "marzen"],
      ["vodka", "vodka"],
    ] as const) {
      expect(
        nameMatches(query).map((t) => t.id),
        query,
      ).toContain(id);
    }
    expect(glossaryTerm("extrato")?.aliases).toContain("Extrato primitivo");
  });

  it("writes vodca one way, like the rest of the site, and fixes the review's wording", () => {
    const all = glossaryTerms.map((t) => t.definition).join(" ");
    expect(all).not.toMatch(/\bvodka\b/i);
    expect(glossaryTerm("vodka")?.name).toBe("Vodca");
    expect(glossaryTerm("american-lager")?.definition).toContain("feita em parte com adjuntos");
    expect(glossaryTerm("ipa")?.definition).toContain("e entre 40 e 70 IBU");
    expect(glossaryTerm("ipa")?.definition).toContain("1830");
    expect(glossaryTerm("stout")?.definition).not.toContain("corpo leve");
    expect(glossaryTerm("puro-malte")?.definition).toContain("100% de malte de cevada");
  });

  it("is sorted alphabetically the Brazilian way", () => {
    const names = glossaryTerms.map((t) => t.name);
    const sorted = [...names].sort(
      new Intl.Collator("pt-BR", { sensitivity: "base", ignorePunctuation: true }).compare,
    );
    expect(names).toEqual(sorted);
  });
});

describe("glossary helpers", () => {
  it("groups by letter in A–Z order, accents ignored, without empty letters", () => {
    const groups = groupByLetter(glossaryTerms);
    expect(groups.map((g) => g.letter)).toEqual([...groups.map((g) => g.letter)].sort());
    expect(groups.every((g) => g.terms.length > 0)).toBe(true);
    expect(groups.reduce((n, g) => n + g.terms.length, 0)).toBe(glossaryTerms.length);
    expect(letterOf(glossaryTerm("agua")!)).toBe("A");
    expect(letterOf(glossaryTerm("esteres")!)).toBe("E");
  });

  it("searches names, other names and definitions ignoring accents and case", () => {
    expect(searchTerms("lupulo").map((t) => t.id)).toContain("lupulo");
    expect(searchTerms("LÚPULO").map((t) => t.id)).toContain("lupulo");
    expect(searchTerms("chopp").map((t) => t.id)).toContain("chope");
    expect(searchTerms("hefeweizen").map((t) => t.id)).toEqual(["weiss"]);
    expect(searchTerms("  catharina   sour ").map((t) => t.id)).toContain("catharina-sour");
    expect(searchTerms("xyzzy-nada")).toEqual([]);
    expect(searchTerms("")).toHaveLength(glossaryTerms.length);
  });

  it("name matches put the term named like the query first", () => {
    expect(nameMatches("lupulo").map((t) => t.id)).toEqual(["lupulo", "lupulos-nobres", "lupulo-brasileiro"]);
    expect(nameMatches("ipa")[0]?.id).toBe("ipa");
    expect(nameMatches("chopp").map((t) => t.id)).toEqual(["chope"]);
    expect(nameMatches("")).toEqual([]);
    expect(nameMatches("xyzzy")).toEqual([]);
  });

  it("the page's count and A–Z letters are counted from the terms, not written by hand (issue 27)", () => {
    const stats = glossaryStats();
    expect(stats.termCount).toBe(glossaryTerms.length);
    expect(stats.termCount).toBeGreaterThanOrEqual(191);
    expect(stats.letters).toEqual(groupByLetter(glossaryTerms).map((g) => g.letter));
    expect(glossaryDescription(stats.termCount)).toMatch(new RegExp(`^${glossaryTerms.length} termos `));
  });

  it("has the 25 terms a Brazilian beer site should have (issue 27)", () => {
    for (const [query, id] of [
      ["cerveja de milho", "denominacoes-da-cerveja"],
      ["sem gluten", "cerveja-sem-gluten"],
      ["gruit", "gruit"],
      ["amber lager", "vienna-lager"],
      ["rauchbier", "rauchbier"],
      ["golden ale", "blonde-ale"],
      ["golden strong", "belgian-golden-strong-ale"],
      ["esb", "bitter"],
      ["irish red", "irish-red-ale"],
      ["pastry stout", "milk-stout"],
      ["fruit beer", "fruit-beer"],
      ["barrel-aged", "barrel-aged"],
      ["zwickel", "kellerbier"],
      ["dunkelweizen", "weizenbock"],
      ["sour ipa", "sour-ipa"],
      ["lupulo brasileiro", "lupulo-brasileiro"],
      ["litrinho", "garrafinha"],
      ["acido peracetico", "sanitizacao"],
      ["airlock", "chiller"],
      ["starter", "levedura-seca-e-liquida"],
      ["kveik", "kveik"],
      ["quentao", "quentao"],
      ["rabo de galo", "batida-e-rabo-de-galo"],
      ["clericot", "sangria-e-clericot"],
      ["happy hour", "rodizio-de-chope"],
    ] as const) {
      expect(
        searchTerms(query).map((t) => t.id),
        query,
      ).toContain(id);
    }
  });

  it("the page's search over the cards' text finds what searchTerms and nameMatches find", () => {
    // What glossary-browser.tsx reads from each card: the name, other names and definition it shows.
    const cards = glossaryTerms.map((t) => ({
      id: t.id,
      search: termSearchText(t.name, t.aliases ?? [], t.definition),
      names: [t.name, ...(t.aliases ?? [])].map(normalizeForSearch),
      short: shortNameOf(t.name),
    }));
    expect(cards.map((c) => c.search)).toEqual(glossaryTerms.map(searchText));
    expect(cards.map((c) => c.names)).toEqual(glossaryTerms.map(searchNames));
    expect(cards.map((c) => c.short)).toEqual(glossaryTerms.map(shortName));
    for (const query of [
      "lupulo",
      "LÚPULO",
      "chopp",
      "hefeweizen",
      "  catharina   sour ",
      "ipa",
      "trigo malte",
      "xyzzy",
      "",
    ]) {
      const shown = cards.filter((c) => containsAll(c.search, queryWords(query)));
      expect(
        shown.map((c) => c.id),
        query,
      ).toEqual(searchTerms(query).map((t) => t.id));
      expect(
        rankNameMatches(shown, query).map((c) => c.id),
        query,
      ).toEqual(nameMatches(query).map((t) => t.id));
    }
  });

  it("short names drop the parenthesised gloss", () => {
    expect(shortName(glossaryTerm("ibu")!)).toBe("IBU");
    expect(shortName(glossaryTerm("lupulo")!)).toBe("Lúpulo");
  });

  it("builds a DefinedTermSet with one DefinedTerm per term, each at its letter's page and anchor", () => {
    const origin = "https://cervejometro.com.br";
    const url = `${origin}/glossario`;
    // The first page names every term; the definitions are those of the letters it shows.
    const first = glossaryJsonLd(origin, "Glossário de Bebidas", "desc", FIRST_PAGE_LETTERS, true);
    expect(first["@type"]).toBe("DefinedTermSet");
    expect(first["@id"]).toBe(url);
    expect(first.hasDefinedTerm).toHaveLength(glossaryTerms.length);
    const abv = first.hasDefinedTerm.find((t) => t.url === `${url}#abv`);
    expect(abv).toMatchObject({ "@type": "DefinedTerm", description: glossaryTerm("abv")!.definition });
    const ibuOnFirst = first.hasDefinedTerm.find((t) => t.url === `${url}/i#ibu`);
    expect(ibuOnFirst).toMatchObject({ name: glossaryTerm("ibu")!.name, inDefinedTermSet: url });
    expect(ibuOnFirst).not.toHaveProperty("description");
    // A letter's page defines its own terms, in the same set.
    const i = glossaryJsonLd(origin, "Glossário de Bebidas", "desc", ["I"]);
    expect(i["@id"]).toBe(url);
    expect(i.hasDefinedTerm.every((t) => t.url.startsWith(`${url}/i#`))).toBe(true);
    const ibu = i.hasDefinedTerm.find((t) => t.url === `${url}/i#ibu`);
    expect(ibu).toMatchObject({ "@type": "DefinedTerm", name: glossaryTerm("ibu")!.name, inDefinedTermSet: url });
    expect(ibu?.description).toBe(glossaryTerm("ibu")!.definition);
  });

  it("gives every letter but the first page's an address of its own", () => {
    expect(termPath(glossaryTerm("abv")!)).toBe("/glossario#abv");
    expect(termPath(glossaryTerm("ibu")!)).toBe("/glossario/i#ibu");
    expect(letterPagePath("B")).toBe("/glossario");
    expect(letterPagePath("D")).toBe("/glossario/d");
    const paths = glossaryPagePaths();
    expect(paths[0]).toBe("/glossario");
    expect(paths).toContain("/glossario/c");
    expect(paths).not.toContain("/glossario/a");
    // Every term is on exactly one of them.
    const pages = new Set(glossaryTerms.map((t) => termPath(t).split("#")[0]));
    expect([...pages].sort()).toEqual([...paths].sort());
  });
});
