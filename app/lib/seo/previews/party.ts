// The party calculators' link previews (issue 15): /festa and /por-pessoa read by their own parser.
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
import { formatCurrency, formatNumber } from "~/lib/format";
import { toQueryNumber } from "~/lib/numbers";
import { builder, countOf, hours, litres, preview, type CalculatorPreview } from "./core";

const unitsText = (n: number, c: Container) => `${countOf(n, c.unit.one, c.unit.many)} de ${c.volume}`;

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

export const partyPreview = /* @__PURE__ */ builder(partyPreviewOf);
export const perPersonPreview = /* @__PURE__ */ builder(perPersonPreviewOf);
