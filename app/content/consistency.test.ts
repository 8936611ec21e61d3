// One source of truth per fact (issue 11): the style ranges and serving temperatures the
// site's texts give must agree with the typed data in content/infographics. The glossary
// reads that data (style-facts.ts); the demo posts and the FAQs are prose, so this test
// reads their numbers back and checks them against the data, where that is practical:
// markdown tables with an ABV, IBU or temperature column, "Style de 4% a 5%" in prose,
// and the serving temperatures the posts name explicitly.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { abvFaq as ABV_FAQ } from "~/content/calculators/abv";
import * as abvContent from "~/content/calculators/abv";
import * as comparatorContent from "~/content/calculators/comparador";
import * as comparatorFaqContent from "~/content/calculators/comparador-faq";
import * as festaContent from "~/content/calculators/festa";
import * as ibuContent from "~/content/calculators/ibu";
import * as budgetContent from "~/content/calculators/orcamento";
import * as perPersonContent from "~/content/calculators/por-pessoa";
import { demoPageSeo, demoPosts } from "../../db/seed-data";
import {
  ALE_FERMENTATION_C,
  BU_GU_BALANCED,
  BU_GU_BITTER,
  CO2_VOLUMES,
  CO2_VOLUMES_SPAN,
  type FactRange,
  IBU_DEFINITION,
  LAGER_FERMENTATION_C,
  PILSEN_EBC,
  SPARGE_WATER_C,
  SPELLINGS,
} from "./facts";
import { glossaryTerm, glossaryTerms } from "./glossary";
import { INFOGRAPHICS } from "./infographics/catalog";
import { EBC_PER_SRM } from "./infographics/colors";
import { PROCESS_STEPS } from "./infographics/process";
import { BEER_STYLES, REFERENCE_STYLES, styleById, styleByName, type Range } from "./infographics/styles";
import { SERVING_TEMPERATURES, servingTemperatureById, servingTemperatureByName } from "./infographics/temperatures";

const num = (s: string) => Number(s.replace(",", "."));
const inside = (claim: Range, range: Range) => claim.min >= range.min && claim.max <= range.max;
const show = (r: Range) => `${r.min}–${r.max}`;

interface Table {
  post: string;
  head: string[];
  rows: string[][];
}

function tables(post: { name: string; content: string }): Table[] {
  const out: Table[] = [];
  let current: string[][] = [];
  const flush = () => {
    if (current.length >= 3) out.push({ post: post.name, head: current[0]!, rows: current.slice(2) });
    current = [];
  };
  for (const line of post.content.split("\n")) {
    if (line.startsWith("|"))
      current.push(
        line
          .split("|")
          .slice(1, -1)
          .map((c) => c.replace(/\*\*/g, "").trim()),
      );
    else flush();
  }
  flush();
  return out;
}

/** "Dubbel, Tripel e Belgian Strong Ale" → the three names. */
const namesIn = (cell: string) =>
  cell
    .split(/,\s*|\s+e\s+|\s+ou\s+/)
    .map((n) => n.trim())
    .filter(Boolean);

const ABV_CELL = /^(\d+(?:,\d+)?)\s*%?\s*[–-]\s*(\d+(?:,\d+)?)\s*%$|^(\d+(?:,\d+)?)\s*%$/;
const IBU_CELL = /^(\d+)\s*[–-]\s*(\d+)$|^(\d+)$/;
const TEMP_CELL = /^(\d+(?:,\d+)?) °C a (\d+(?:,\d+)?) °C$/;

function cellRange(cell: string, pattern: RegExp): Range | undefined {
  const m = pattern.exec(cell);
  if (!m) return undefined;
  if (m[3] !== undefined) return { min: num(m[3]), max: num(m[3]) };
  return { min: num(m[1]!), max: num(m[2]!) };
}

const allTables = demoPosts.flatMap((p) => tables(p));

describe("posts: tabelas de estilos batem com as faixas do BJCP 2021 dos dados tipados", () => {
  const checks: string[] = [];
  for (const table of allTables) {
    const styleCol = Math.max(
      0,
      table.head.findIndex((h) => /^(estilo|variação)$/i.test(h)),
    );
    const columns = table.head
      .map((h, i) => ({ i, kind: /ABV/.test(h) ? "abv" : /^IBU/.test(h) ? "ibu" : undefined }))
      .filter((c): c is { i: number; kind: "abv" | "ibu" } => c.kind !== undefined && c.i !== styleCol);
    if (columns.length === 0) continue;
    for (const row of table.rows) {
      for (const name of namesIn(row[styleCol] ?? "")) {
        const style = styleByName(name);
        if (!style) continue; // Session IPA, Pilsen…: no single BJCP style to hold them to
        for (const { i, kind } of columns) {
          const claim = cellRange(row[i] ?? "", kind === "abv" ? ABV_CELL : IBU_CELL);
          if (!claim) continue;
          checks.push(`${table.post} › ${name} ${kind}`);
          it(`${table.post} › ${name}: ${kind.toUpperCase()} ${show(claim)} dentro de ${show(style[kind])}`, () => {
            expect(
              inside(claim, style[kind]),
              `${row[i]} fora de ${show(style[kind])} (${style.name}, ${style.bjcp})`,
            ).toBe(true);
          });
        }
      }
    }
  }

  it("confere um bom número de estilos (a leitura das tabelas não quebrou)", () => {
    expect(checks.length).toBeGreaterThanOrEqual(20);
  });
});

describe("posts: a tabela de temperaturas de serviço é a do infográfico", () => {
  const temperatureTables = allTables.filter((t) => t.head.some((h) => /temperatura/i.test(h)));

  it("existe e cobre todas as famílias do infográfico", () => {
    expect(temperatureTables).toHaveLength(1);
    const families = new Set(
      temperatureTables[0]!.rows.flatMap((row) => namesIn(row[0]!).map((n) => servingTemperatureByName(n)?.id)),
    );
    for (const family of SERVING_TEMPERATURES) expect(families.has(family.id), family.id).toBe(true);
  });

  for (const table of temperatureTables) {
    const col = table.head.findIndex((h) => /temperatura/i.test(h));
    for (const row of table.rows) {
      it(`${row[0]}: ${row[col]}`, () => {
        const claim = cellRange(row[col]!, TEMP_CELL);
        expect(claim, row[col]).toBeDefined();
        for (const name of namesIn(row[0]!)) {
          const family = servingTemperatureByName(name);
          expect(family, `"${name}" não está em nenhuma família de temperatures.ts`).toBeDefined();
          expect(inside(claim!, family!.celsius), `${name}: ${row[col]} fora de ${show(family!.celsius)} °C`).toBe(
            true,
          );
        }
      });
    }
  }
});

/** "Style de 4,4% a 5,2%", "Style, com 8% a 12%", "Style com 70 IBU" in one sentence of prose. */
function proseClaims(text: string) {
  const names = [...BEER_STYLES, ...REFERENCE_STYLES]
    .flatMap((s) => [s.name, ...(s.aliases ?? [])])
    .sort((a, b) => b.length - a.length);
  const out: { name: string; kind: "abv" | "ibu"; claim: Range }[] = [];
  for (const line of text.replace(/\*\*/g, "").split("\n")) {
    if (line.startsWith("|")) continue; // tables are read above
    for (const sentence of line.split(/(?<=[.;:])\s+/)) {
      let rest = sentence;
      for (const name of names) {
        const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").exec(rest);
        if (!match) continue;
        // Blank it, so "Imperial Stout" inside "Russian Imperial Stout" is not read twice.
        rest = rest.slice(0, match.index) + " ".repeat(name.length) + rest.slice(match.index + name.length);
        const after = sentence.slice(match.index + name.length);
        const abv = /^[^\d%]{0,30}?(\d+(?:,\d+)?)\s*%?\s*(?:a|e|–)\s*(\d+(?:,\d+)?)\s*%/.exec(after);
        if (abv) out.push({ name, kind: "abv", claim: { min: num(abv[1]!), max: num(abv[2]!) } });
        const ibu = /^[^\d]{0,30}?(\d+)(?:\s*(?:a|e|–)\s*(\d+))?\s*IBU/.exec(after);
        if (ibu) out.push({ name, kind: "ibu", claim: { min: num(ibu[1]!), max: num(ibu[2] ?? ibu[1]!) } });
      }
    }
  }
  return out;
}

describe("posts e FAQ do ABV: números citados junto ao nome de um estilo", () => {
  const sources = [
    ...demoPosts.map((p) => ({ where: p.name, text: p.content })),
    ...ABV_FAQ.map((f) => ({ where: `FAQ do ABV › ${f.question}`, text: [f.answer].flat().join("\n") })),
  ];
  const all = sources.flatMap((s) => proseClaims(s.text).map((c) => ({ ...c, where: s.where })));

  it("encontra as citações (a leitura do texto não quebrou)", () => {
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.some((c) => c.name === "Irish Stout" && c.where.startsWith("FAQ"))).toBe(true);
  });

  for (const c of all) {
    it(`${c.where} › ${c.name}: ${c.kind.toUpperCase()} ${show(c.claim)}`, () => {
      const style = styleByName(c.name)!;
      expect(inside(c.claim, style[c.kind]), `fora de ${show(style[c.kind])} (${style.name}, ${style.bjcp})`).toBe(
        true,
      );
    });
  }
});

describe("posts: temperaturas citadas no texto", () => {
  const post = (start: string) => demoPosts.find((p) => p.name.startsWith(start))!.content.replace(/\*\*/g, "");
  const between = (familyId: string) => {
    const { min, max } = servingTemperatureById(familyId)!.celsius;
    return `entre ${String(min).replace(".", ",")} °C e ${String(max).replace(".", ",")} °C`;
  };

  it("IPA: a faixa das Pale Ales e IPAs", () => {
    expect(post("IPA:")).toContain(`Sirva ${between("pale-ales-ipas")}`);
  });

  it("Catharina Sour: a faixa das ácidas leves, e ABV e IBU do estilo", () => {
    const text = post("Catharina Sour");
    expect(text).toContain(`Sirva bem fresca, ${between("acidas")}`);
    const style = styleById("catharina-sour")!;
    expect(text).toContain(`ABV: entre ${style.abv.min}% e ${String(style.abv.max).replace(".", ",")}%`);
    expect(text).toContain(`de ${style.ibu.min} a ${style.ibu.max}`);
  });

  it("churrasco: lagers de massa, Pilsen, Porter e Rauchbier", () => {
    const text = post("Harmonização de cerveja com churrasco");
    expect(text).toContain(`lagers de massa bem geladas, ${between("lagers-leves")}`);
    expect(text).toContain(`Pilsen ${between("pilsners")}`);
    // "perto de 8 °C a 10 °C" fits both families it names.
    for (const name of ["Porter", "Rauchbier"]) {
      expect(inside({ min: 8, max: 10 }, servingTemperatureByName(name)!.celsius), name).toBe(true);
    }
  });
});

describe("glossário: os números de cada estilo são os dos dados tipados", () => {
  // The term → the style whose numbers it gives.
  const TERM_STYLE: Record<string, string> = {
    "american-lager": "american-lager",
    bock: "dunkles-bock",
    witbier: "witbier",
    ipa: "american-ipa",
    apa: "american-pale-ale",
    "double-ipa": "double-ipa",
    stout: "irish-stout",
    "russian-imperial-stout": "imperial-stout",
    tripel: "belgian-tripel",
    dubbel: "belgian-dubbel",
    quadrupel: "belgian-dark-strong-ale",
    "catharina-sour": "catharina-sour",
    "berliner-weisse": "berliner-weisse",
    "barley-wine": "english-barley-wine",
    marzen: "marzen",
  };

  it.each(Object.entries(TERM_STYLE))("%s", (termId, styleId) => {
    const definition = glossaryTerm(termId)!.definition;
    const style = styleById(styleId)!;
    const abv = [...definition.matchAll(/(\d+(?:,\d+)?) (?:a|e) (\d+(?:,\d+)?)% ABV/g)];
    const ibu = [...definition.matchAll(/(\d+) (?:a|e) (\d+) IBU/g)];
    expect(abv.length + ibu.length, "a definição cita o estilo").toBeGreaterThan(0);
    for (const m of abv) expect(inside({ min: num(m[1]!), max: num(m[2]!) }, style.abv), m[0]).toBe(true);
    for (const m of ibu) expect(inside({ min: num(m[1]!), max: num(m[2]!) }, style.ibu), m[0]).toBe(true);
  });

  it("a temperatura de serviço cita cada faixa como está no infográfico", () => {
    const definition = glossaryTerm("temperatura-de-servico")!.definition;
    for (const id of ["lagers-leves", "pilsners", "pale-ales-ipas", "belgas-fortes", "stouts-porters", "fortes"]) {
      const { min, max } = servingTemperatureById(id)!.celsius;
      expect(definition, id).toContain(`${min} a ${max} °C`);
    }
  });

  it("nenhuma definição escreve densidade com ponto (1.050)", () => {
    for (const term of glossaryTerms) expect(term.definition, term.id).not.toMatch(/\b1\.0\d\d\b/);
  });
});

describe("posts: densidades escritas do jeito brasileiro (D2)", () => {
  it.each(demoPosts.map((p) => [p.name, p.content] as const))("%s", (_, content) => {
    expect(content).not.toMatch(/\b1\.0\d\d\b/);
  });
});

// ---------------------------------------------------------------------------
// Issue 27 §2, "one fact, one value": the numbers and spellings of app/content/facts.ts.
// Every text the site serves (glossary, posts and page descriptions, every FAQ and "Como
// calculamos", the infographics' data) and the source of every component and route are
// read; a second value for one of these facts anywhere fails.
// ---------------------------------------------------------------------------

/** Every string inside a value (module exports, arrays, objects). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

const componentSources = [
  ...readdirSync("app/components", { recursive: true, encoding: "utf8" }).map((f) => `app/components/${f}`),
  ...readdirSync("app/routes", { recursive: true, encoding: "utf8" }).map((f) => `app/routes/${f}`),
  ...readdirSync("app/lib", { recursive: true, encoding: "utf8" }).map((f) => `app/lib/${f}`),
]
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ where: f, text: readFileSync(f, "utf8") }));

const served: { where: string; text: string }[] = [
  ...glossaryTerms.map((t) => ({ where: `glossário › ${t.id}`, text: `${t.name}. ${t.definition}` })),
  ...demoPosts.map((p) => ({ where: `post › ${p.name}`, text: [p.content, p.seoDescription ?? ""].join("\n") })),
  ...demoPageSeo.map((p) => ({ where: `SEO › ${p.path}`, text: `${p.title}. ${p.description}` })),
  ...Object.entries({
    abvContent,
    comparatorContent,
    comparatorFaqContent,
    festaContent,
    ibuContent,
    budgetContent,
    perPersonContent,
  }).map(([where, mod]) => ({ where, text: strings(mod).join("\n") })),
  { where: "infográfico › processo", text: strings(PROCESS_STEPS).join("\n") },
  { where: "infográficos › catálogo", text: strings(INFOGRAPHICS).join("\n") },
  ...componentSources,
];

/** Lines, table cells and the " · " pieces of the infographics' parameters (a glossary definition is one line). */
const pieces = served.flatMap(({ where, text }) =>
  text
    .replace(/\*\*/g, "")
    .split(/\s·\s|\n|\|/)
    .map((piece) => ({ where, piece })),
);

/** "15 a 24 °C", "15–24 °C", "entre 15 e 24 °C", "entre 15 °C e 24 °C", "15 °C a 24 °C". */
function celsiusRanges(text: string): FactRange[] {
  const n = "(\\d+(?:,\\d+)?)";
  const re = new RegExp(`${n}\\s*(?:°C)?\\s*(?:a|e|–|-)\\s*${n}\\s*°C`, "g");
  return [...text.matchAll(re)].map((m) => ({ min: num(m[1]!), max: num(m[2]!) }));
}
const same = (a: FactRange, b: FactRange) => a.min === b.min && a.max === b.max;
const showFact = (r: FactRange) => `${r.min}–${r.max}`;

function claimsAbout(test: (piece: string) => boolean, read: (piece: string) => FactRange[]) {
  return pieces
    .filter(({ piece }) => test(piece))
    .flatMap(({ where, piece }) => read(piece).map((claim) => ({ where, piece, claim })));
}

describe("um fato, um valor (issue 27): app/content/facts.ts", () => {
  // Temperatures that are not the fermentation's (the diacetyl rest, serving, chilling, mashing).
  const NOT_FERMENTATION = /diacetil|serv|sirva|gelad|resfri|chiller|mostur|envase|priming|cold crash/i;
  const ALE = /\bales?\b|alta fermentação|cerevisiae/i;
  const LAGER = /\blagers?\b|baixa fermentação|pastorianus/i;
  const cases: [string, FactRange, RegExp, RegExp][] = [
    ["fermentação das ales", ALE_FERMENTATION_C, ALE, LAGER],
    ["fermentação das lagers", LAGER_FERMENTATION_C, LAGER, ALE],
  ];
  for (const [name, fact, subject, other] of cases) {
    it(`${name}: só ${showFact(fact)} °C`, () => {
      const claims = claimsAbout(
        (p) => subject.test(p) && /ferment|trabalh/i.test(p) && !NOT_FERMENTATION.test(p),
        celsiusRanges,
      );
      expect(claims.length, "encontra as citações").toBeGreaterThanOrEqual(3);
      for (const c of claims) {
        // A line about both families may give both ranges; each must be one of the two.
        const allowed = other.test(c.piece) ? [ALE_FERMENTATION_C, LAGER_FERMENTATION_C] : [fact];
        expect(
          allowed.some((a) => same(a, c.claim)),
          `${c.where}: “${c.piece}”`,
        ).toBe(true);
      }
    });
  }

  it(`água de lavagem: só ${showFact(SPARGE_WATER_C)} °C`, () => {
    const claims = claimsAbout((p) => /lavagem|lave-os|lavar|sparge/i.test(p), celsiusRanges);
    expect(claims.length).toBeGreaterThanOrEqual(3);
    for (const c of claims) expect(same(c.claim, SPARGE_WATER_C), `${c.where}: “${c.piece}”`).toBe(true);
    // "a cerca de 76 °C" alone is a second value too.
    for (const { where, piece } of pieces.filter((p) => /lavagem|lave-os|sparge/i.test(p.piece)))
      expect(piece, where).not.toMatch(/cerca de \d+ °C/);
  });

  it("a cor da Pilsen em EBC é a faixa SRM da German Pils (BJCP 2021) × 1,97", () => {
    const srm = styleById("german-pils")!.srm!;
    expect(PILSEN_EBC).toEqual({ min: Math.round(srm.min * EBC_PER_SRM), max: Math.round(srm.max * EBC_PER_SRM) });
  });

  it(`cor da Pilsen: só ${showFact(PILSEN_EBC)} EBC`, () => {
    const claims = claimsAbout(
      (p) => /Pils/.test(p) && /EBC/.test(p),
      (p) => [...p.matchAll(/(\d+)\s*(?:a|–)\s*(\d+)\s*EBC/g)].map((m) => ({ min: num(m[1]!), max: num(m[2]!) })),
    );
    expect(claims.length).toBeGreaterThanOrEqual(1);
    for (const c of claims) expect(same(c.claim, PILSEN_EBC), `${c.where}: “${c.piece}”`).toBe(true);
  });

  it(`BU:GU: equilibrada perto de ${BU_GU_BALANCED}, amarga acima de ${BU_GU_BITTER}, e mais nenhum limiar`, () => {
    const allowed = new Set([BU_GU_BALANCED, BU_GU_BITTER]);
    const found = pieces
      .filter((p) => /BU:GU/.test(p.piece))
      .flatMap(({ where, piece: text }) =>
        [...text.matchAll(/(?:perto de|cerca de|acima de|abaixo de|em torno de)\s+(0,\d+|1)(?![\d,]|, como)/g)].map(
          (m) => ({ where, value: num(m[1]!), text: m[0] }),
        ),
      );
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const f of found) expect(allowed.has(f.value), `${f.where}: “${f.text}”`).toBe(true);
  });

  it("volumes de CO₂: só as faixas da tabela (ou a faixa inteira delas)", () => {
    const ranges = [...CO2_VOLUMES.map((c) => c.volumes), CO2_VOLUMES_SPAN];
    const claims = claimsAbout(
      (p) => /volumes?\b/i.test(p) && /CO₂|CO2|carbonata/i.test(p),
      (p) => [...p.matchAll(/(\d,\d)\s*(?:a|–)\s*(\d,\d)/g)].map((m) => ({ min: num(m[1]!), max: num(m[2]!) })),
    );
    expect(claims.length).toBeGreaterThanOrEqual(1);
    // Every "2,4 volumes" named anywhere lies inside the table's span.
    for (const { where, piece } of pieces.filter(
      (p) => /volumes?\b/i.test(p.piece) && /CO₂|CO2|carbonata/i.test(p.piece),
    ))
      for (const m of piece.matchAll(/(?<![\d,])(\d,\d)(?![\d,])/g))
        expect(
          num(m[1]!) >= CO2_VOLUMES_SPAN.min && num(m[1]!) <= CO2_VOLUMES_SPAN.max,
          `${where}: ${m[0]} em “${piece}”`,
        ).toBe(true);
    for (const c of claims)
      expect(
        ranges.some((r) => same(r, c.claim)),
        `${c.where}: “${c.piece}”`,
      ).toBe(true);
    // The table cells themselves.
    const table = demoPosts.flatMap((p) => tables(p)).find((t) => t.head.some((h) => /Volumes de CO₂/.test(h)));
    expect(table?.rows.map((r) => r[1])).toEqual(
      CO2_VOLUMES.map((c) => `${String(c.volumes.min).replace(".", ",")} a ${String(c.volumes.max).replace(".", ",")}`),
    );
  });

  it(`gim e uísque, não gin e whisky (os nomes em inglês só como sinônimos no glossário)`, () => {
    expect(glossaryTerm("gin")!.name).toBe("Gim");
    expect(glossaryTerm("whisky")!.name).toBe("Uísque");
    for (const { where, text } of served) {
      const visible = text
        .split("\n")
        .filter((line) => !/^\s*(id|related|aliases):|glossaryTerm\(|"(gin|whisky)"/.test(line))
        .join("\n");
      expect(visible, where).not.toMatch(/\bgin\b|\bwhiske?y\b/i);
    }
    expect(SPELLINGS).toEqual({ gin: "gim", whisky: "uísque" });
  });

  it("IBU: uma só definição, “cerca de 1 miligrama de iso-alfa-ácidos por litro”", () => {
    const claims = pieces.filter(({ piece }) => /miligrama|\bmg\b/.test(piece) && /iso-alfa/.test(piece));
    expect(claims.length).toBeGreaterThanOrEqual(3);
    for (const { where, piece } of claims) expect(piece, where).toContain(IBU_DEFINITION);
  });

  it("/infograficos não promete harmonizações que não existem", () => {
    const page = demoPageSeo.find((p) => p.path === "/infograficos")!;
    expect(page.description).not.toMatch(/harmoniza/i);
    for (const i of INFOGRAPHICS) expect(strings(i).join(" ")).not.toMatch(/harmoniza/i);
  });
});
