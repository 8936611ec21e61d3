// Link previews that show the answer (issue 15). A calculator link shared on WhatsApp or X
// carries its inputs (docs/decisions/0003-url-state.md); crawlers do not run JavaScript (docs/decisions/0011-server-rendered-seo.md), so the server states the
// result in og:title / og:description and points og:image at a card generated for it.
//
// Pure and isomorphic. Every calculator's URL is read WITH THAT CALCULATOR'S OWN PARSER and
// validator, so the preview, the page and the image route can never disagree about what a
// link means; invalid or missing inputs give null and the page keeps its generic preview.
import {
  compareBeers,
  entriesFromParams,
  entriesToQuery,
  hasCascoFromSearch,
  itemUnits,
  promoText,
  type ResultItem,
} from "~/calculators/comparator";
import {
  calculateParty,
  calculatePerPerson,
  partyFormFromSearch,
  partyFormToQuery,
  perPersonFormFromSearch,
  perPersonFormToQuery,
  PROFILE_LABELS,
  validatePartyForm,
  validatePerPersonForm,
  WEATHER_LABELS,
  type Container,
  type PartyResult,
} from "~/calculators/party";
import { calculateIbu, formatIbu, ibuFromQuery, ibuToQuery, validateIbu } from "~/calculators/ibu";
import {
  advancedQuery,
  advancedResultFor,
  basicQuery,
  basicResultFor,
  FORMULA_LABELS,
  formatAbv,
  formatAttenuation,
  formatCalories,
  formatGravity,
  parseAbvQuery,
} from "~/calculators/abv";
import {
  calculateBudget,
  DRINKS,
  formFromSearchParams,
  inputToQuery,
  QUALITY_LABELS,
  validateBudgetForm,
  type BudgetResult,
} from "~/calculators/budget";
import { formatCurrency, formatNumber } from "~/lib/format";
import { toQueryNumber } from "~/lib/numbers";

export const CALCULATORS = ["comparador", "festa", "por-pessoa", "ibu", "abv", "orcamento"] as const;
export type CalculatorId = (typeof CALCULATORS)[number];

/** The calculator's name on the card, as the menu names it. */
export const CALCULATOR_NAMES: Record<CalculatorId, string> = {
  comparador: "Comparador de Preços",
  festa: "Calculadora de Festa",
  "por-pessoa": "Cerveja por Pessoa",
  ibu: "Calculadora de IBU",
  abv: "Calculadora de ABV",
  orcamento: "Orçamento de Bebidas",
};

export function isCalculatorId(value: string): value is CalculatorId {
  return (CALCULATORS as readonly string[]).includes(value);
}

/** What the generated image shows: the result in large type, the inputs in small type. */
export interface PreviewCard {
  calculator: string;
  /** The answer, in large type. */
  headline: string;
  /** The rest of the answer, at most two lines in medium type. */
  details: string[];
  /** The inputs, in small type (at most MAX_CARD_INPUTS), shown joined by " · ". */
  inputs: string[];
}

export interface CalculatorPreview {
  calculator: CalculatorId;
  /** og:title and twitter:title: the result in one sentence. */
  title: string;
  /** og:description and twitter:description. */
  description: string;
  /** og:image:alt */
  imageAlt: string;
  card: PreviewCard;
  /** The inputs in one canonical order and spelling: the same result has one image URL. */
  query: string;
  /** Site path of the generated image: /og/{calculator}.png?{query} */
  imagePath: string;
}

/** Bounds what one render lays out, whatever a link asks for. */
export const MAX_CARD_TEXT = 110;
export const MAX_CARD_INPUTS = 4;
/** A longer query is refused before any parsing (the longest real link is far shorter). */
export const MAX_QUERY_LENGTH = 2048;

/** "1 lata", "2 latas", "0 latas": singular below 2 on the number as shown (as the pages do). */
function countOf(n: number, one: string, many: string, digits = 0): string {
  const factor = 10 ** digits;
  const shown = Math.round(n * factor) / factor;
  return `${formatNumber(shown, { maximumFractionDigits: digits })} ${shown !== 0 && Math.abs(shown) < 2 ? one : many}`;
}

const litres = (n: number) => `${formatNumber(n, { maximumFractionDigits: 1 })} L`;
const unitsText = (n: number, c: Container) => `${countOf(n, c.unit.one, c.unit.many)} de ${c.volume}`;
const hours = (n: number) => countOf(n, "hora", "horas", 1);

/** Cut to `max` characters at a word, with an ellipsis: no text can grow a render's work. */
export function clip(text: string, max = MAX_CARD_TEXT): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·–—-]+$/, "")}…`;
}

function preview(
  calculator: CalculatorId,
  query: string,
  parts: { title: string; description: string; card: Omit<PreviewCard, "calculator"> },
): CalculatorPreview {
  const card: PreviewCard = {
    calculator: CALCULATOR_NAMES[calculator],
    headline: clip(parts.card.headline, 60),
    details: parts.card.details.slice(0, 2).map((d) => clip(d)),
    inputs: parts.card.inputs.slice(0, MAX_CARD_INPUTS).map((i) => clip(i, 60)),
  };
  return {
    calculator,
    title: parts.title,
    description: parts.description,
    imageAlt: `${card.calculator}: ${parts.title}`,
    card,
    query,
    imagePath: `/og/${calculator}.png${query ? `?${query}` : ""}`,
  };
}

// ---------------------------------------------------------------------------
// /festa and /por-pessoa
// ---------------------------------------------------------------------------

/** "R$ 565,88 no total, R$ 22,64 por adulto" when a price was given (issue 15 item 5). */
export function partyCostText(result: PartyResult): string | undefined {
  const cost = result.cost;
  if (!cost || !(cost.total > 0)) return undefined;
  return `${formatCurrency(cost.total)} no total, ${formatCurrency(cost.perAdult)} por adulto`;
}

/**
 * The party's share text: what to buy for how many, and what it costs when a price was
 * given, so the group sees the numbers without opening the link.
 */
export function partyShareText(result: PartyResult): string {
  const { input, container } = result;
  const cost = partyCostText(result);
  return (
    `Festa para ${countOf(result.guests, "convidado", "convidados")} (${hours(input.hours)}): ` +
    `${litres(result.beerLitres)} de cerveja (${unitsText(result.units, container)}), ` +
    `${litres(result.softDrinkLitres)} de bebidas sem álcool e ${formatNumber(result.iceKgRounded)} kg de gelo.` +
    (cost ? ` ${cost}.` : "")
  );
}

function partyPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  if (!["bebem", "nao_bebem", "criancas", "horas", "preco"].some((k) => params.has(k))) return null;
  const v = validatePartyForm(partyFormFromSearch(params));
  if (!v.ok) return null;
  const result = calculateParty(v.value);
  const { input, container } = result;
  const query = partyFormToQuery({
    bebem: String(input.drinkers),
    nao_bebem: String(input.nonDrinkers),
    criancas: String(input.children),
    horas: toQueryNumber(input.hours),
    clima: input.weather,
    perfil: input.profile,
    embalagem: input.containerMl,
    preco: input.price === undefined ? "" : toQueryNumber(input.price),
  });
  const units = unitsText(result.units, container);
  const rest = `${litres(result.beerLitres)} de cerveja, ${litres(result.softDrinkLitres)} sem álcool e ${formatNumber(result.iceKgRounded)} kg de gelo`;
  const cost = partyCostText(result);
  return preview("festa", query, {
    title: `Festa para ${countOf(result.guests, "pessoa", "pessoas")}: ${units}`,
    description: `${rest}${cost ? `. ${cost}` : ""}. ${hours(input.hours)}, clima ${WEATHER_LABELS[input.weather].toLowerCase()}, perfil ${PROFILE_LABELS[input.profile].toLowerCase()}.`,
    card: {
      headline: units,
      details: cost ? [rest, cost] : [rest],
      inputs: [
        `${countOf(input.drinkers, "bebe", "bebem")}, ${countOf(input.nonDrinkers, "não bebe", "não bebem")}, ${countOf(input.children, "criança", "crianças")}`,
        hours(input.hours),
        `Clima ${WEATHER_LABELS[input.weather].toLowerCase()}`,
        `Perfil ${PROFILE_LABELS[input.profile].toLowerCase()}`,
      ],
    },
  });
}

function perPersonPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  if (!["pessoas", "horas"].some((k) => params.has(k))) return null;
  const v = validatePerPersonForm(perPersonFormFromSearch(params));
  if (!v.ok) return null;
  const result = calculatePerPerson(v.value);
  const { input, container } = result;
  const query = perPersonFormToQuery({
    pessoas: String(input.people),
    horas: toQueryNumber(input.hours),
    perfil: input.profile,
    embalagem: input.containerMl,
  });
  const each = `${formatNumber(result.perPersonLitres, { maximumFractionDigits: 2 })} L por pessoa`;
  const total = unitsText(result.totalUnits, container);
  return preview("por-pessoa", query, {
    title: `${countOf(input.people, "pessoa", "pessoas")} em ${hours(input.hours)}: ${total}`,
    description: `${each} (${countOf(result.perPersonUnits, container.unit.one, container.unit.many, 1)}); ${litres(result.totalLitres)} no total com 10% de margem. Perfil ${PROFILE_LABELS[input.profile].toLowerCase()}.`,
    card: {
      headline: total,
      details: [`${each} · ${litres(result.totalLitres)} no total`],
      inputs: [
        countOf(input.people, "pessoa", "pessoas"),
        hours(input.hours),
        `Perfil ${PROFILE_LABELS[input.profile].toLowerCase()}`,
        container.label,
      ],
    },
  });
}

// ---------------------------------------------------------------------------
// / (comparator)
// ---------------------------------------------------------------------------

const volumeText = (ml: number) =>
  ml >= 1000 && ml % 1000 === 0 ? `${formatNumber(ml / 1000)} L` : `${formatNumber(ml)} ml`;
// Packs, promotions and returnables (issue 14) as the shelf says them: "12 × 350 ml a R$ 39,90 (leve 3, pague 2)".
const beerText = (r: ResultItem) => {
  const units = itemUnits(r);
  const pack = units > 1 ? `${formatNumber(units)} × ${volumeText(r.volume)}` : volumeText(r.volume);
  const returnable =
    r.priceNoCasco === undefined ? "" : r.withCasco ? " retornável com casco" : " retornável sem casco";
  const price = r.priceNoCasco !== undefined && !r.withCasco ? r.priceNoCasco : r.price;
  return `${pack}${returnable} a ${formatCurrency(price)}${r.promo ? ` (${promoText(r.promo)})` : ""}`;
};
// No arrows: Inter's latin subset, the card's font, has no "→".
const perLitreText = (r: ResultItem) => `${beerText(r)} (${formatCurrency(r.pricePerLiter)}/L)`;

function comparatorPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  const entries = entriesFromParams(params.getAll("c"));
  if (!entries) return null;
  // The page's own rule (issue 16): a link with a beer to fix shows its messages, not a
  // ranking, so its preview states no result either.
  const hasCasco = hasCascoFromSearch(params);
  const outcome = compareBeers(entries, { hasCasco });
  if (!outcome.ok) return null;
  const { results } = outcome.comparison;
  const best = results[0]!;
  const query = entriesToQuery(entries, hasCasco);
  const perLitre = `${formatCurrency(best.pricePerLiter)} por litro`;
  const count = results.length === 1 ? "1 cerveja comparada" : `${results.length} cervejas comparadas`;
  return preview("comparador", query, {
    title: `Cerveja mais barata: ${perLitre} (${beerText(best)})`,
    description: `${count}: ${results.slice(0, 5).map(perLitreText).join("; ")}${results.length > 5 ? "; …" : ""}.`,
    card: {
      headline: perLitre,
      details: [`A mais barata: ${beerText(best)} · ${count}`],
      inputs: results.slice(0, 3).map(perLitreText),
    },
  });
}

// ---------------------------------------------------------------------------
// /ibu and /abv
// ---------------------------------------------------------------------------

function ibuPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  const { input, fromLink } = ibuFromQuery(params);
  if (!fromLink) return null;
  const v = validateIbu(input);
  if (!v.ok) return null;
  const result = calculateIbu(v.value);
  const { volume, originalGravity, additions } = v.value;
  const ibu = `${formatIbu(result.totalIBU)} IBU`;
  const hops = countOf(additions.length, "adição de lúpulo", "adições de lúpulo");
  return preview("ibu", ibuToQuery(input), {
    title: `Receita com ${ibu} (${result.category})`,
    description: `Amargor ${result.category.toLowerCase()} pela fórmula de Tinseth: ${litres(volume)}, OG ${formatGravity(originalGravity)}, ${hops}.`,
    card: {
      headline: `${ibu} · ${result.category}`,
      details: [`Fórmula de Tinseth · ${hops}`],
      inputs: [
        `${litres(volume)}, OG ${formatGravity(originalGravity)}`,
        ...additions
          .slice(0, MAX_CARD_INPUTS - 1)
          .map(
            (a) => `${formatNumber(a.alphaAcid)}% alfa, ${formatNumber(a.weight)} g, ${formatNumber(a.boilTime)} min`,
          ),
      ],
    },
  });
}

function abvPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  if (!params.has("og") && !params.has("fg")) return null;
  const state = parseAbvQuery(params);
  if (state.tab === "avancada") {
    const result = advancedResultFor(state.advanced);
    if (!result) return null;
    const brix = result.measurement === "refractometer";
    const reading = (n: number) => (brix ? `${formatNumber(n, { maximumFractionDigits: 1 })} °Bx` : formatGravity(n));
    const title = `ABV ${formatAbv(result.abv)} · ${formatCalories(result.calories)}`;
    return preview("abv", advancedQuery(state.advanced), {
      title,
      description: `Teor ${result.category.toLowerCase()}, fórmula ${FORMULA_LABELS[result.formula]}: OG ${reading(result.readings.og)}, FG ${reading(result.readings.fg)}, atenuação aparente ${formatAttenuation(result.apparentAttenuation)}.`,
      card: {
        headline: `ABV ${formatAbv(result.abv)} · ${result.category}`,
        details: [`${formatCalories(result.calories)} · atenuação ${formatAttenuation(result.apparentAttenuation)}`],
        inputs: [
          `OG ${reading(result.readings.og)} / FG ${reading(result.readings.fg)}`,
          `Fórmula ${FORMULA_LABELS[result.formula]}`,
        ],
      },
    });
  }
  const result = basicResultFor(state.basic);
  if (!result) return null;
  return preview("abv", basicQuery(state.basic), {
    title: `ABV ${formatAbv(result.abv)} · ${formatCalories(result.calories)}`,
    description: `Teor ${result.category.toLowerCase()}: OG ${formatGravity(result.og)}, FG ${formatGravity(result.fg)}, atenuação aparente ${formatAttenuation(result.apparentAttenuation)}.`,
    card: {
      headline: `ABV ${formatAbv(result.abv)} · ${result.category}`,
      details: [`${formatCalories(result.calories)} · atenuação ${formatAttenuation(result.apparentAttenuation)}`],
      inputs: [`OG ${formatGravity(result.og)} / FG ${formatGravity(result.fg)}`],
    },
  });
}

// ---------------------------------------------------------------------------
// /orcamento
// ---------------------------------------------------------------------------

function budgetList(result: BudgetResult): string {
  const items = result.lines
    .filter((l) => l.quantity > 0)
    .map(
      (l) =>
        `${formatNumber(l.quantity)} ${l.quantity === 1 ? DRINKS[l.type].unitSingular : l.unit} de ${DRINKS[l.type].noun}`,
    );
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} e ${items.at(-1)}` : (items[0] ?? "nenhuma bebida");
}

function budgetPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  const { values, fromUrl } = formFromSearchParams(params);
  if (!fromUrl) return null;
  const v = validateBudgetForm(values);
  if (!v.ok) return null;
  const result = calculateBudget(v.value);
  const total = formatCurrency(result.totalBudget);
  const guests =
    result.guestCount !== undefined && result.costPerGuest !== undefined
      ? `${countOf(result.guestCount, "convidado", "convidados")} (${formatCurrency(result.costPerGuest)} por pessoa)`
      : undefined;
  const list = budgetList(result);
  return preview("orcamento", inputToQuery(v.value), {
    title: `Orçamento de ${total}${guests ? ` para ${guests}` : ""}`,
    description: `${list[0]!.toUpperCase()}${list.slice(1)}. Qualidade ${QUALITY_LABELS[result.qualityLevel].toLowerCase()}.`,
    card: {
      headline: guests ? `${total} · ${formatCurrency(result.costPerGuest!)} por pessoa` : total,
      details: [list],
      inputs: [
        ...(result.guestCount !== undefined ? [countOf(result.guestCount, "convidado", "convidados")] : []),
        `Qualidade ${QUALITY_LABELS[result.qualityLevel].toLowerCase()}`,
        result.lines.map((l) => `${DRINKS[l.type].noun} ${formatNumber(l.percentage)}%`).join(", "),
      ],
    },
  });
}

/** A calculator's preview from a query string ("?a=1" or "a=1"); null when it holds no valid calculation. */
export type CalculatorPreviewBuilder = (search: string | URLSearchParams) => CalculatorPreview | null;

function builder(read: (params: URLSearchParams) => CalculatorPreview | null): CalculatorPreviewBuilder {
  return (search) => {
    const text = typeof search === "string" ? search.replace(/^\?/, "") : search.toString();
    // A bare page is not a calculation; a query longer than any of ours is not read at all.
    if (text === "" || text.length > MAX_QUERY_LENGTH) return null;
    try {
      return read(typeof search === "string" ? new URLSearchParams(text) : search);
    } catch {
      return null; // a link must never break the page's meta
    }
  };
}

// One export per calculator, so a route's bundle holds only its own calculator's code.
export const comparatorPreview = /* @__PURE__ */ builder(comparatorPreviewOf);
export const partyPreview = /* @__PURE__ */ builder(partyPreviewOf);
export const perPersonPreview = /* @__PURE__ */ builder(perPersonPreviewOf);
export const ibuPreview = /* @__PURE__ */ builder(ibuPreviewOf);
export const abvPreview = /* @__PURE__ */ builder(abvPreviewOf);
export const budgetPreview = /* @__PURE__ */ builder(budgetPreviewOf);

const BUILDERS: Record<CalculatorId, CalculatorPreviewBuilder> = {
  comparador: comparatorPreview,
  festa: partyPreview,
  "por-pessoa": perPersonPreview,
  ibu: ibuPreview,
  abv: abvPreview,
  orcamento: budgetPreview,
};

/** The preview of a calculator link by the calculator's id (the image route's entry point). */
export function calculatorPreview(
  calculator: CalculatorId,
  search: string | URLSearchParams,
): CalculatorPreview | null {
  return BUILDERS[calculator](search);
}
