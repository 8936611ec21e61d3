// Link previews that show the answer (issue 15). A calculator link shared on WhatsApp or X
// carries its inputs (docs/decisions/0003-url-state.md); crawlers do not run JavaScript (docs/decisions/0011-server-rendered-seo.md), so the server states the
// result in og:title / og:description and points og:image at a card generated for it.
//
// This module holds what every calculator's preview shares; each calculator's own reader is
// in its file beside it (party.ts, comparator.ts, ibu.ts, abv.ts, budget.ts), so a route's
// bundle carries only its own calculator (issue 12.2). index.ts gathers them for the image
// route and the tests.
//
// Pure and isomorphic. Every calculator's URL is read WITH THAT CALCULATOR'S OWN PARSER and
// validator, so the preview, the page and the image route can never disagree about what a
// link means; invalid or missing inputs give null and the page keeps its generic preview.
import { formatNumber } from "~/lib/format";

export const CALCULATORS = ["comparador", "festa", "por-pessoa", "ibu", "abv", "orcamento", "receita"] as const;
export type CalculatorId = (typeof CALCULATORS)[number];

/** The calculator's name on the card, as the menu names it. */
export const CALCULATOR_NAMES: Record<CalculatorId, string> = {
  comparador: "Comparador de Preços",
  festa: "Calculadora de Festa",
  "por-pessoa": "Cerveja por Pessoa",
  ibu: "Calculadora de IBU",
  abv: "Calculadora de ABV",
  orcamento: "Orçamento de Bebidas",
  receita: "Receita de Cerveja",
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
  /** A colour beside the headline, as "#rrggbb" (the recipe's beer colour). */
  swatch?: string;
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
export function countOf(n: number, one: string, many: string, digits = 0): string {
  const factor = 10 ** digits;
  const shown = Math.round(n * factor) / factor;
  return `${formatNumber(shown, { maximumFractionDigits: digits })} ${shown !== 0 && Math.abs(shown) < 2 ? one : many}`;
}

/** "38,5 L" (at most `digits` decimals). */
export const litres = (n: number, digits = 1) => `${formatNumber(n, { maximumFractionDigits: digits })} L`;
export const hours = (n: number) => countOf(n, "hora", "horas", 1);

/** Cut to `max` characters at a word, with an ellipsis: no text can grow a render's work. */
export function clip(text: string, max = MAX_CARD_TEXT): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·–—-]+$/, "")}…`;
}

export function preview(
  calculator: CalculatorId,
  query: string,
  parts: { title: string; description: string; card: Omit<PreviewCard, "calculator"> },
): CalculatorPreview {
  const card: PreviewCard = {
    calculator: CALCULATOR_NAMES[calculator],
    headline: clip(parts.card.headline, 60),
    details: parts.card.details.slice(0, 2).map((d) => clip(d)),
    inputs: parts.card.inputs.slice(0, MAX_CARD_INPUTS).map((i) => clip(i, 60)),
    ...(parts.card.swatch && /^#[0-9a-f]{6}$/i.test(parts.card.swatch) ? { swatch: parts.card.swatch } : {}),
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

/** A calculator's preview from a query string ("?a=1" or "a=1"); null when it holds no valid calculation. */
export type CalculatorPreviewBuilder = (search: string | URLSearchParams) => CalculatorPreview | null;

export function builder(read: (params: URLSearchParams) => CalculatorPreview | null): CalculatorPreviewBuilder {
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
