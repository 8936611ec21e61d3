// BeerXML 1.0 (issue 30 items 8 and 11): the three tools' files (written by hand from their
// documented output, tests/fixtures/beerxml/), bad files, the limits, and the APA of the e2e test
// exported and imported back to the same figures at D18's decimals.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BEERXML_ERRORS,
  beerXmlFileName,
  escapeXml,
  importBeerXml,
  importErrorMessage,
  lovibondToEbc,
  parseXml,
  recipeToBeerXml,
} from "~/calculators/beerxml";
import {
  calculateRecipe,
  ebcToLovibond,
  recipeFromQuery,
  recipeToQuery,
  SHOWN_DECIMALS,
  validateRecipe,
  type RecipeInput,
} from "~/calculators/recipe";
import { BJCP_STYLES } from "~/content/infographics/styles";

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/beerxml/${name}`, import.meta.url), "utf8");

const APA_QUERY =
  "volume=23&eficiencia=72" +
  "&malte=4.5:6:80:Pale%20Ale&malte=0.5:15:78:Munique%20I&malte=0.3:40:75:Caramelo%2040" +
  "&malte=0.25:4:83:Trigo%20claro&malte=0.15:4:75:Carapils%20(Carafoam)" +
  "&lupulo=12:20:60:Columbus&lupulo=6.5:30:15:Cascade&lupulo=10:30:5:Citra" +
  "&atenuacao=80&levedura=SafAle%20US-05&estilo=18B";

function figures(input: RecipeInput) {
  const v = validateRecipe(input, BJCP_STYLES);
  if (!v.ok) throw new Error(JSON.stringify(v.errors));
  const r = calculateRecipe(v.value, BJCP_STYLES);
  const d = SHOWN_DECIMALS;
  return {
    og: r.og.toFixed(d.og),
    fg: r.fg.toFixed(d.fg),
    abv: r.abv.toFixed(d.abv),
    ibu: r.ibu.totalIBU.toFixed(d.ibu),
    srm: r.srm.toFixed(d.srm),
    ebc: r.ebc.toFixed(d.ebc),
    strike: r.strikeTemp.toFixed(d.strike),
    pressure: r.kegBar.toFixed(d.pressure),
  };
}

function imported(name: string) {
  const result = importBeerXml(fixture(name), BJCP_STYLES);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe("o leitor de XML", () => {
  it("lê tags em qualquer caixa, entidades, CDATA e comentários, e ignora atributos", () => {
    const doc = parseXml(
      '\uFEFF<?xml version="1.0"?><!-- x --><a x="1"><B>1 &amp; 2 &#8211; &#x41;</B><c><![CDATA[<d>]]></c><e/></a>',
    )!;
    const a = doc.children[0]!;
    expect(a.name).toBe("A");
    expect(a.children.map((c) => c.name)).toEqual(["B", "C", "E"]);
    expect(a.children[0]!.text).toBe("1 & 2 – A");
    expect(a.children[1]!.text).toBe("<d>");
  });

  it("não é XML: texto, JSON, binário", () => {
    expect(parseXml("receita")).toBeUndefined();
    expect(parseXml('{"a":1}')).toBeUndefined();
    expect(parseXml("\0\x01PNG")).toBeUndefined();
  });
});

describe("arquivos dos três programas", () => {
  it("Brewfather: NEIPA com aveia; whirlpool e dry hop ficam de fora com um aviso", () => {
    const r = imported("brewfather-neipa.xml");
    expect(r.name).toBe("Suco de Manga NEIPA");
    const { input } = r;
    expect(input.volume).toBe("20");
    expect(input.efficiency).toBe("75");
    expect(input.malts.map((m) => [m.name, m.amount, m.extract])).toEqual([
      ["Pilsen", "4", "80"],
      ["Aveia em flocos", "1", "72"],
      ["Trigo em flocos", "0,5", "77"],
    ]);
    // 1,87 °L → EBC by Morey's relation solved for EBC: (1,87 × 1,3546 − 0,76) / 0,508 = 3,5.
    expect(input.malts[0]!.ebc).toBe("3,5");
    expect(input.hops.map((h) => [h.name, h.alphaAcid, h.weight, h.boilTime])).toEqual([["Magnum", "12", "10", "60"]]);
    expect(r.notes).toHaveLength(2);
    expect(r.notes[0]).toContain("Citra");
    expect(r.notes[1]).toContain("Mosaic (dry hopping)");
    // "New England" (Lallemand) is the table's LalBrew New England; the file's attenuation wins.
    expect(input.yeast).toBe("LalBrew New England");
    expect(input.attenuation).toBe("78");
    expect([input.yeastKind, input.yeastForm]).toEqual(["ale", "seco"]);
    expect(input.style).toBe("21C");
    expect(input.boilOff).toBe("5");
    expect(input.co2).toBe("2,4");
    expect([input.mashTemp, input.grainTemp]).toEqual(["67", "22"]);
    // 16,5 L on 5,5 kg of grain.
    expect(input.mashRatio).toBe("3");
  });

  it("BeerSmith: números com 7 casas, DISPLAY_* e o lúpulo de aroma (0 min) fora; lager seca pelo PRODUCT_ID", () => {
    const { input, notes } = imported("beersmith-pilsner.xml");
    expect(input.volume).toBe("23");
    expect(input.malts.map((m) => [m.name, m.amount, m.ebc, m.extract])).toEqual([
      ["Pilsner (2 Row) Ger", "4,8", "3,8", "81"],
      ["Cara-Pils/Dextrine", "0,25", "3,8", "72"],
    ]);
    expect(input.hops.map((h) => [h.alphaAcid, h.weight, h.boilTime])).toEqual([
      ["4", "60", "60"],
      ["4", "30", "15"],
    ]);
    expect(notes).toHaveLength(1);
    expect(input.yeast).toBe("SafLager W-34/70");
    expect([input.attenuation, input.yeastKind, input.yeastForm]).toEqual(["73", "lager", "seco"]);
    expect(input.style).toBe("3B");
    expect(input.boilTime).toBe("90");
    // (27,5 − 23) L in 90 min = 3 L/h.
    expect(input.boilOff).toBe("3");
    expect([input.mashTemp, input.grainTemp]).toEqual(["66,7", "22,2"]);
  });

  it("Brewtarget: medidas americanas convertidas, First Wort conta a fervura inteira, levedura líquida", () => {
    const { input, name } = imported("brewtarget-dunkel.xml");
    expect(name).toBe("Munich Dunkel – Brewtarget");
    expect(input.volume).toBe("18,9");
    expect(input.malts.map((m) => m.amount)).toEqual(["3,629", "0,907", "0,113"]);
    expect(input.hops.map((h) => [h.name, h.weight, h.boilTime])).toEqual([
      ["Hallertau", "28,3", "60"],
      ["Tettnang", "14,2", "20"],
    ]);
    expect([input.yeast, input.yeastKind, input.yeastForm]).toEqual(["Bavarian Lager", "lager", "liquido"]);
    expect(input.style).toBe("8A");
    // INFUSE_AMOUNT 0: the mash ratio stays the page's default.
    expect(input.mashRatio).toBe("3");
    expect(validateRecipe(input, BJCP_STYLES).ok).toBe(true);
  });
});

describe("arquivos ruins: mensagem em português e nada muda", () => {
  const cases: [string, string, string][] = [
    ["vazio", "  ", BEERXML_ERRORS.empty],
    ["não é XML", "Nome;Quantidade\nPilsen;5", BEERXML_ERRORS.notXml],
    ["XML sem receita", "<RECIPES></RECIPES>", BEERXML_ERRORS.noRecipe],
    ["receita sem maltes", "<RECIPES><RECIPE><NAME>x</NAME></RECIPE></RECIPES>", BEERXML_ERRORS.noMalt],
    [
      "valor fora da faixa (eficiência 150%)",
      "<RECIPE><BATCH_SIZE>20</BATCH_SIZE><EFFICIENCY>150</EFFICIENCY><FERMENTABLES><FERMENTABLE><AMOUNT>5</AMOUNT><YIELD>80</YIELD><COLOR>2</COLOR></FERMENTABLE></FERMENTABLES></RECIPE>",
      BEERXML_ERRORS.outOfRange,
    ],
    [
      "malte sem quantidade",
      "<RECIPE><BATCH_SIZE>20</BATCH_SIZE><FERMENTABLES><FERMENTABLE><NAME>X</NAME><YIELD>80</YIELD><COLOR>2</COLOR></FERMENTABLE></FERMENTABLES></RECIPE>",
      BEERXML_ERRORS.outOfRange,
    ],
  ];
  for (const [name, text, message] of cases) {
    it(name, () => {
      const r = importBeerXml(text, BJCP_STYLES);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe(message);
    });
  }

  it("mais de 20 maltes ou 20 lúpulos de fervura: recusado inteiro", () => {
    const malt = "<FERMENTABLE><AMOUNT>0.5</AMOUNT><YIELD>80</YIELD><COLOR>2</COLOR></FERMENTABLE>";
    const hop = "<HOP><ALPHA>5</ALPHA><AMOUNT>0.01</AMOUNT><USE>Boil</USE><TIME>10</TIME></HOP>";
    const recipe = (m: number, h: number) =>
      `<RECIPE><FERMENTABLES>${malt.repeat(m)}</FERMENTABLES><HOPS>${hop.repeat(h)}</HOPS></RECIPE>`;
    expect(importBeerXml(recipe(21, 1), BJCP_STYLES)).toMatchObject({ ok: false, error: "tooManyMalts" });
    expect(importBeerXml(recipe(2, 21), BJCP_STYLES)).toMatchObject({ ok: false, error: "tooManyHops" });
    expect(importBeerXml(recipe(20, 20), BJCP_STYLES).ok).toBe(true);
  });

  it("um arquivo acima de 512 KB", () => {
    expect(importBeerXml(`<RECIPES>${" ".repeat(600_000)}</RECIPES>`, BJCP_STYLES)).toMatchObject({
      ok: false,
      error: "tooLarge",
    });
  });

  it("a mensagem do import sem JavaScript vem só de um código conhecido", () => {
    expect(importErrorMessage(new URLSearchParams("beerxml_erro=notXml"))).toBe(BEERXML_ERRORS.notXml);
    expect(importErrorMessage(new URLSearchParams("beerxml_erro=toString"))).toBeUndefined();
    expect(importErrorMessage(new URLSearchParams("beerxml_erro=<script>"))).toBeUndefined();
  });
});

describe("exportar e importar de volta", () => {
  const { input } = recipeFromQuery(new URLSearchParams(APA_QUERY));
  const validation = validateRecipe(input, BJCP_STYLES);
  if (!validation.ok) throw new Error("APA inválida");
  const xml = recipeToBeerXml(validation.value, BJCP_STYLES);

  it("escreve um RECIPE do BeerXML 1.0 com unidades do padrão", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<RECIPES>\n  <RECIPE>')).toBe(true);
    const recipe = parseXml(xml)!.children[0]!.children[0]!;
    const text = (name: string, e = recipe) => e.children.find((c) => c.name === name)?.text;
    expect(text("TYPE")).toBe("All Grain");
    expect(text("BATCH_SIZE")).toBe("23");
    expect(text("EFFICIENCY")).toBe("72");
    expect(text("OG")).toBe("1.0545");
    const malts = recipe.children.find((c) => c.name === "FERMENTABLES")!.children;
    expect(malts).toHaveLength(5);
    expect(text("AMOUNT", malts[0])).toBe("4.5");
    expect(text("COLOR", malts[0])).toBe(String(Number(ebcToLovibond(6).toFixed(4))));
    expect(text("TYPE", malts[0])).toBe("Grain");
    const hops = recipe.children.find((c) => c.name === "HOPS")!.children;
    expect(hops.map((h) => [text("NAME", h), text("AMOUNT", h), text("USE", h), text("TIME", h)])).toEqual([
      ["Columbus", "0.02", "Boil", "60"],
      ["Cascade", "0.03", "Boil", "15"],
      ["Citra", "0.03", "Boil", "5"],
    ]);
    const style = recipe.children.find((c) => c.name === "STYLE")!;
    expect([text("CATEGORY_NUMBER", style), text("STYLE_LETTER", style), text("NAME", style)]).toEqual([
      "18",
      "B",
      "American Pale Ale",
    ]);
    const yeast = recipe.children.find((c) => c.name === "YEASTS")!.children[0]!;
    expect([text("NAME", yeast), text("TYPE", yeast), text("FORM", yeast), text("ATTENUATION", yeast)]).toEqual([
      "SafAle US-05",
      "Ale",
      "Dry",
      "80",
    ]);
    expect(beerXmlFileName(validation.value)).toBe("receita-18b.xml");
  });

  it("a APA volta a mesma: o mesmo link e os mesmos números nas casas de D18", () => {
    const back = importBeerXml(xml, BJCP_STYLES);
    if (!back.ok) throw new Error(back.message);
    expect(back.notes).toEqual([]);
    expect(back.query).toBe(recipeToQuery(input));
    expect(figures(back.input)).toEqual(figures(input));
    expect(figures(input)).toMatchObject({ og: "1.055", fg: "1.011", abv: "5.7", ibu: "38.2", ebc: "12" });
  });

  it("°L ↔ EBC pela relação de Morey, ida e volta", () => {
    for (const ebc of [0, 3.5, 6, 40, 150, 1400]) expect(lovibondToEbc(ebcToLovibond(ebc))).toBeCloseTo(ebc, 9);
  });

  it("nomes com caracteres especiais saem escapados e voltam iguais", () => {
    expect(escapeXml(`A & B <"C"> 'd'\u0001`)).toBe("A &amp; B &lt;&quot;C&quot;&gt; &apos;d&apos;");
    const q = new URLSearchParams(
      "volume=20&malte=5:4:80:Malte%20%26%20%3CCia%3E&lupulo=5:20:60:L%C3%BApulo%20%22X%22",
    );
    const v = validateRecipe(recipeFromQuery(q).input, BJCP_STYLES);
    if (!v.ok) throw new Error("inválida");
    const back = importBeerXml(recipeToBeerXml(v.value, BJCP_STYLES), BJCP_STYLES);
    if (!back.ok) throw new Error(back.message);
    expect(back.input.malts[0]!.name).toBe("Malte & <Cia>");
    expect(back.input.hops[0]!.name).toBe('Lúpulo "X"');
  });
});
