/**
 * BeerXML 1.0 (issue 30 item 8): the recipe sheet to a BeerXML file and a BeerXML file back to the
 * recipe's URL state (D18). Pure TypeScript with no DOM, so the browser (an imported file read with
 * `file.text()`) and the server (the no-JS upload, the export route) run the same code.
 *
 * Format: "BeerXML — The Beer XML Standard, version 1" (beerxml.com/beerxml.htm). Units are SI:
 * litres, kilograms, minutes, °C; colour of fermentables in °Lovibond, of styles in SRM; YIELD
 * is the extract potential in % of dry weight, the same figure as D18's `extrato`.
 *
 * The reader is a small tolerant one for BeerXML's flat records (no namespaces, no mixed
 * content): tag names in any case (BeerSmith writes UPPERCASE, some tools lower), attributes
 * ignored, unknown tags (Brewfather's and BeerSmith's DISPLAY_* extras) skipped, entities and
 * CDATA decoded. It never throws: anything it cannot read is "not a BeerXML file".
 */
import {
  calculateRecipe,
  ebcToLovibond,
  recipeFromQuery,
  recipeToQuery,
  validateRecipe,
  MAX_HOPS,
  MAX_MALTS,
  type RecipeInput,
  type RecipeStyle,
  type RecipeValues,
} from "~/calculators/recipe";
import { maltByName, yeastByName } from "~/calculators/recipe-data";
import {
  BEERXML_ERRORS,
  BEERXML_MAX_BYTES,
  IMPORT_ERROR_PARAM,
  beerXmlFileName,
  importErrorMessage,
  type BeerXmlError,
} from "~/calculators/beerxml-messages";

export { BEERXML_ERRORS, BEERXML_MAX_BYTES, IMPORT_ERROR_PARAM, importErrorMessage, beerXmlFileName };
export type { BeerXmlError };

// ---------------------------------------------------------------------------
// A tiny XML reader
// ---------------------------------------------------------------------------

export interface XmlElement {
  /** Upper case. */
  name: string;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** The document's root element, or undefined when the text is not XML at all. */
export function parseXml(source: string): XmlElement | undefined {
  const text = source.replace(/^\uFEFF/, "");
  if (!/^\s*</.test(text)) return undefined;
  const root: XmlElement = { name: "#document", children: [], text: "" };
  const stack: XmlElement[] = [root];
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    const top = stack[stack.length - 1]!;
    if (lt === -1) break;
    if (lt > i) top.text += decodeEntities(text.slice(i, lt));
    if (text.startsWith("<!--", lt)) {
      const end = text.indexOf("-->", lt + 4);
      i = end === -1 ? text.length : end + 3;
    } else if (text.startsWith("<![CDATA[", lt)) {
      const end = text.indexOf("]]>", lt + 9);
      top.text += text.slice(lt + 9, end === -1 ? text.length : end);
      i = end === -1 ? text.length : end + 3;
    } else if (text[lt + 1] === "?" || text[lt + 1] === "!") {
      const end = text.indexOf(">", lt);
      i = end === -1 ? text.length : end + 1;
    } else {
      const end = text.indexOf(">", lt);
      if (end === -1) break;
      const tag = text.slice(lt + 1, end);
      i = end + 1;
      const closing = tag.startsWith("/");
      const name = /^\/?\s*([A-Za-z_][\w.-]*)/.exec(tag)?.[1]?.toUpperCase();
      if (!name) return undefined;
      if (closing) {
        // A closing tag without its opening one is skipped; one that closes an outer element closes what is inside it.
        const at = stack.findLastIndex((e) => e.name === name);
        if (at > 0) stack.length = at;
      } else {
        const element: XmlElement = { name, children: [], text: "" };
        top.children.push(element);
        if (!tag.endsWith("/")) stack.push(element);
      }
    }
  }
  return root.children.length > 0 ? root : undefined;
}

const child = (e: XmlElement | undefined, name: string) => e?.children.find((c) => c.name === name);
const childrenOf = (e: XmlElement | undefined, name: string) => e?.children.filter((c) => c.name === name) ?? [];
const textOf = (e: XmlElement | undefined, name: string) => child(e, name)?.text.trim() ?? "";

/** A BeerXML number ("4.5"; some tools write "4,5" or "72 %"), or undefined. */
function numberOf(e: XmlElement | undefined, name: string): number | undefined {
  const raw = textOf(e, name).replace(",", ".").replace(/\s*%$/, "");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(raw)) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

function findFirst(e: XmlElement, name: string): XmlElement | undefined {
  for (const c of e.children) {
    if (c.name === name) return c;
    const deeper = findFirst(c, name);
    if (deeper) return deeper;
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// BeerXML → the recipe's URL state
// ---------------------------------------------------------------------------

/** Morey's °L = (EBC × 0.508 + 0.76) / 1.3546 (D18) solved for EBC, so export → import gives the EBC back. */
export function lovibondToEbc(lovibond: number): number {
  return Math.max(0, (lovibond * 1.3546 - 0.76) / 0.508);
}

const dot = (n: number, decimals: number) => String(Number(n.toFixed(decimals)));

export type BeerXmlImport =
  | { ok: true; input: RecipeInput; query: string; name: string; notes: string[] }
  | { ok: false; error: BeerXmlError; message: string };

const fail = (error: BeerXmlError): BeerXmlImport => ({ ok: false, error, message: BEERXML_ERRORS[error] });

const IGNORED_HOP_USES: Record<string, string> = {
  "DRY HOP": "dry hopping",
  AROMA: "whirlpool ou fim da fervura (aroma)",
  MASH: "lúpulo na mostura",
};

/**
 * The first RECIPE of a BeerXML file as the recipe sheet's input and its query (D18). Values
 * are checked against the page's own ranges (validateRecipe): a file with one value out of
 * range is refused whole, never imported in part. Dry hops, whirlpool and mash hops are left
 * out with a note (the IBU is the boil's).
 */
export function importBeerXml(source: string, styles: readonly RecipeStyle[]): BeerXmlImport {
  if (source.trim() === "") return fail("empty");
  if (source.length > BEERXML_MAX_BYTES) return fail("tooLarge");
  const doc = parseXml(source);
  if (!doc) return fail("notXml");
  const recipe = findFirst(doc, "RECIPE");
  if (!recipe) return fail("noRecipe");

  const fermentables = childrenOf(child(recipe, "FERMENTABLES"), "FERMENTABLE");
  const hops = childrenOf(child(recipe, "HOPS"), "HOP");
  if (fermentables.length === 0) return fail("noMalt");
  if (fermentables.length > MAX_MALTS) return fail("tooManyMalts");

  const notes: string[] = [];
  const params = new URLSearchParams();
  const volume = numberOf(recipe, "BATCH_SIZE");
  const boilTime = numberOf(recipe, "BOIL_TIME");
  const boilSize = numberOf(recipe, "BOIL_SIZE");
  if (volume !== undefined) params.set("volume", dot(volume, 1));
  const efficiency = numberOf(recipe, "EFFICIENCY");
  if (efficiency !== undefined) params.set("eficiencia", dot(efficiency, 1));
  for (const f of fermentables) {
    const kg = numberOf(f, "AMOUNT");
    const lovibond = numberOf(f, "COLOR");
    const name = textOf(f, "NAME");
    const known = maltByName(name);
    const extract = numberOf(f, "YIELD") ?? known?.extract;
    const ebc = lovibond === undefined ? known?.ebc : lovibondToEbc(lovibond);
    const parts = [
      kg === undefined ? "" : dot(kg, 3),
      ebc === undefined ? "" : dot(ebc, 1),
      extract === undefined ? "" : dot(extract, 1),
    ];
    params.append("malte", parts.concat(name ? [name] : []).join(":"));
  }

  let hopCount = 0;
  for (const h of hops) {
    const use = textOf(h, "USE").toUpperCase();
    const name = textOf(h, "NAME");
    const ignored = IGNORED_HOP_USES[use];
    if (ignored) {
      notes.push(`${name || "Lúpulo"} (${ignored}) não entra no cálculo do IBU e ficou de fora.`);
      continue;
    }
    if (++hopCount > MAX_HOPS) return fail("tooManyHops");
    const alpha = numberOf(h, "ALPHA");
    const kg = numberOf(h, "AMOUNT");
    // First wort: in the kettle for the whole boil (counted as the full boil, as Tinseth's tables do).
    const minutes = use === "FIRST WORT" ? (boilTime ?? numberOf(h, "TIME")) : numberOf(h, "TIME");
    const parts = [
      alpha === undefined ? "" : dot(alpha, 1),
      kg === undefined ? "" : dot(kg * 1000, 1),
      minutes === undefined ? "" : dot(minutes, 0),
    ];
    params.append("lupulo", parts.concat(name ? [name] : []).join(":"));
  }
  if (hopCount === 0) params.set("lupulos", "0");

  const yeast = child(child(recipe, "YEASTS"), "YEAST");
  if (yeast) {
    const name = textOf(yeast, "NAME");
    const known = yeastByName(name) ?? yeastByName(textOf(yeast, "PRODUCT_ID"));
    const attenuation = numberOf(yeast, "ATTENUATION") ?? known?.attenuation;
    if (attenuation !== undefined) params.set("atenuacao", dot(attenuation, 1));
    params.set("levedura", known?.name ?? name);
    params.set("tipo_levedura", textOf(yeast, "TYPE").toUpperCase() === "LAGER" ? "lager" : "ale");
    params.set("fermento", textOf(yeast, "FORM").toUpperCase() === "DRY" ? "seco" : "liquido");
  }

  const style = child(recipe, "STYLE");
  if (style) {
    const code = `${textOf(style, "CATEGORY_NUMBER")}${textOf(style, "STYLE_LETTER")}`.toUpperCase().replace(/\s/g, "");
    if (styles.some((s) => s.bjcp === code)) params.set("estilo", code);
    else if (textOf(style, "NAME"))
      notes.push(`O estilo "${textOf(style, "NAME")}" não está na lista do BJCP 2021 do site; escolha um.`);
  }

  if (boilTime !== undefined) {
    params.set("tempo_fervura", dot(boilTime, 0));
    // Pre-boil = batch + boil-off × time (the page's own relation), solved for the boil-off.
    if (boilSize !== undefined && volume !== undefined && boilTime > 0 && boilSize >= volume)
      params.set("evaporacao", dot(((boilSize - volume) * 60) / boilTime, 1));
  }
  const carbonation = numberOf(recipe, "CARBONATION");
  if (carbonation !== undefined && carbonation > 0) params.set("co2", dot(carbonation, 2));
  const primaryTemp = numberOf(recipe, "PRIMARY_TEMP");
  if (primaryTemp !== undefined) params.set("temp_fermentacao", dot(primaryTemp, 1));
  const mash = child(recipe, "MASH");
  const grainTemp = numberOf(mash, "GRAIN_TEMP");
  if (grainTemp !== undefined) params.set("temp_grao", dot(grainTemp, 1));
  const step = child(child(mash, "MASH_STEPS"), "MASH_STEP");
  const stepTemp = numberOf(step, "STEP_TEMP");
  if (stepTemp !== undefined) params.set("temp_mostura", dot(stepTemp, 1));

  const { input } = recipeFromQuery(params);
  const validation = validateRecipe(input, styles);
  if (!validation.ok) return fail("outOfRange");
  // The mash ratio from the first infusion, when it gives one in range (many tools leave it 0).
  const infuse = numberOf(step, "INFUSE_AMOUNT");
  const grain = validation.value.malts
    .filter((m) => maltByName(m.name)?.kind !== "acucar")
    .reduce((s, m) => s + m.kg, 0);
  if (infuse !== undefined && infuse > 0 && grain > 0) {
    const withRatio = new URLSearchParams(params);
    withRatio.set("agua_malte", dot(infuse / grain, 2));
    const next = recipeFromQuery(withRatio).input;
    if (validateRecipe(next, styles).ok) return done(next);
  }
  return done(input);

  function done(i: RecipeInput): BeerXmlImport {
    return { ok: true, input: i, query: recipeToQuery(i), name: textOf(recipe!, "NAME"), notes };
  }
}

// ---------------------------------------------------------------------------
// The recipe → BeerXML 1.0
// ---------------------------------------------------------------------------

/** Text for an XML element: the five special characters escaped, control characters dropped. */
export function escapeXml(s: string): string {
  return [...s]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || code >= 32;
    })
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A number as BeerXML writes it: dot decimal, no exponent, trailing zeros trimmed. */
const num = (n: number, decimals = 4) => String(Number(n.toFixed(decimals)));

function record(
  tag: string,
  fields: readonly (readonly [string, string | number | undefined])[],
  indent: string,
): string {
  const inner = fields
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${indent}  <${k}>${typeof v === "number" ? num(v) : escapeXml(v!)}</${k}>`)
    .join("\n");
  return `${indent}<${tag}>\n${inner}\n${indent}</${tag}>`;
}

/** BeerXML's TYPE of a fermentable: the table's kind, or Grain for a malt of the brewer's own. */
function fermentableType(name: string): string {
  const malt = maltByName(name);
  if (!malt) return "Grain";
  if (malt.kind === "acucar") return /DME|extrato/i.test(malt.name) ? "Dry Extract" : "Sugar";
  return malt.kind === "adjunto" ? "Adjunct" : "Grain";
}

/** "18B" → category 18, letter B; a local style such as "X4" keeps its code as the category. */
function bjcpParts(code: string): { category: string; letter: string } {
  const m = /^(\d+)([A-Z])$/.exec(code);
  return m ? { category: m[1]!, letter: m[2]! } : { category: code, letter: "" };
}

/** The recipe's name in the file: the style's, or a generic one (the sheet has no name field). */
export function beerXmlRecipeName(values: Pick<RecipeValues, "style">): string {
  return values.style ? `Receita ${values.style.name}` : "Receita do Cervejômetro";
}

/** A valid BeerXML 1.0 document with one all-grain RECIPE: the sheet's values and its calculated OG and FG. */
export function recipeToBeerXml(values: RecipeValues, styles: readonly RecipeStyle[]): string {
  const r = calculateRecipe(values, styles);
  const i = "    ";
  const fermentables = values.malts.map((m) =>
    record(
      "FERMENTABLE",
      [
        ["NAME", m.name || "Malte"],
        ["VERSION", 1],
        ["TYPE", fermentableType(m.name)],
        ["AMOUNT", m.kg],
        ["YIELD", m.extract],
        ["COLOR", ebcToLovibond(m.ebc)],
        ["ADD_AFTER_BOIL", "FALSE"],
      ],
      `${i}  `,
    ),
  );
  const hops = values.hops.map((h) =>
    record(
      "HOP",
      [
        ["NAME", h.name || "Lúpulo"],
        ["VERSION", 1],
        ["ALPHA", h.alphaAcid],
        ["AMOUNT", h.weight / 1000],
        ["USE", "Boil"],
        ["TIME", h.boilTime],
      ],
      `${i}  `,
    ),
  );
  const dry = values.yeastForm === "seco";
  const yeast = record(
    "YEAST",
    [
      ["NAME", values.yeast || "Levedura"],
      ["VERSION", 1],
      ["TYPE", values.yeastKind === "lager" ? "Lager" : "Ale"],
      ["FORM", dry ? "Dry" : "Liquid"],
      // Dry: the packets' weight in kg; liquid: packs of about 0.125 L.
      ["AMOUNT", dry ? r.pitch.dryPackets * 0.0115 : r.pitch.liquidPacks * 0.125],
      ["AMOUNT_IS_WEIGHT", dry ? "TRUE" : "FALSE"],
      ["ATTENUATION", values.attenuation],
    ],
    `${i}  `,
  );
  const s = values.style;
  const style = s
    ? record(
        "STYLE",
        [
          ["NAME", s.name],
          ["VERSION", 1],
          ["CATEGORY", s.name],
          ["CATEGORY_NUMBER", bjcpParts(s.bjcp).category],
          ["STYLE_LETTER", bjcpParts(s.bjcp).letter],
          ["STYLE_GUIDE", "BJCP 2021"],
          ["TYPE", /lager|pils|bock|helles|m[äa]rzen/i.test(s.name) ? "Lager" : "Ale"],
          ["OG_MIN", s.og.min],
          ["OG_MAX", s.og.max],
          ["FG_MIN", s.fg.min],
          ["FG_MAX", s.fg.max],
          ["IBU_MIN", s.ibu.min],
          ["IBU_MAX", s.ibu.max],
          ["COLOR_MIN", s.srm?.min ?? 0],
          ["COLOR_MAX", s.srm?.max ?? 100],
          ["ABV_MIN", s.abv.min],
          ["ABV_MAX", s.abv.max],
        ],
        i,
      )
    : undefined;
  const mash = `${i}<MASH>
${i}  <NAME>Infusão simples</NAME>
${i}  <VERSION>1</VERSION>
${i}  <GRAIN_TEMP>${num(values.grainTemp)}</GRAIN_TEMP>
${i}  <MASH_STEPS>
${record(
  "MASH_STEP",
  [
    ["NAME", "Mostura"],
    ["VERSION", 1],
    ["TYPE", "Infusion"],
    ["INFUSE_AMOUNT", r.mashWater],
    ["STEP_TEMP", values.mashTemp],
    ["STEP_TIME", 60],
  ],
  `${i}    `,
)}
${i}  </MASH_STEPS>
${i}</MASH>`;
  const head: [string, string | number][] = [
    ["NAME", beerXmlRecipeName(values)],
    ["VERSION", 1],
    ["TYPE", "All Grain"],
    ["BREWER", "Cervejômetro"],
    ["BATCH_SIZE", values.volume],
    ["BOIL_SIZE", r.preBoilVolume],
    ["BOIL_TIME", values.boilTime],
    ["EFFICIENCY", values.efficiency],
  ];
  const tail: [string, string | number][] = [
    ["OG", Number(r.og.toFixed(4))],
    ["FG", Number(r.fg.toFixed(4))],
    ["CARBONATION", values.co2],
    ["PRIMARY_TEMP", values.fermentTemp],
    ["EST_ABV", Number(r.abv.toFixed(1))],
    ["IBU", Number(r.ibu.totalIBU.toFixed(1))],
    ["IBU_METHOD", "Tinseth"],
    ["EST_COLOR", Number(r.srm.toFixed(1))],
  ];
  const line = ([k, v]: [string, string | number]) =>
    `${i}<${k}>${typeof v === "number" ? num(v) : escapeXml(v)}</${k}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<RECIPES>",
    "  <RECIPE>",
    ...head.map(line),
    ...(style ? [style] : []),
    `${i}<FERMENTABLES>`,
    ...fermentables,
    `${i}</FERMENTABLES>`,
    ...(hops.length ? [`${i}<HOPS>`, ...hops, `${i}</HOPS>`] : [`${i}<HOPS/>`]),
    `${i}<MISCS/>`,
    `${i}<YEASTS>`,
    yeast,
    `${i}</YEASTS>`,
    `${i}<WATERS/>`,
    mash,
    ...tail.map(line),
    "  </RECIPE>",
    "</RECIPES>",
    "",
  ].join("\n");
}
