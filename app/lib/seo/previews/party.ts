// /festa's link preview and share text (issue 15), read by its own parser. /por-pessoa's is in
// per-person.ts: each page downloads only its own (issue 12.2).
import {
  partyFormFromSearch,
  partyFormToQuery,
  PROFILE_LABELS,
  WEATHER_LABELS,
  type Container,
  type PartyResult,
} from "~/calculators/party";
import { calculateParty, validatePartyForm } from "~/calculators/party-festa";
import { formatCurrency, formatNumber } from "~/lib/format";
import { builder, countOf, hours, litres, preview, type CalculatorPreview } from "./core";

const unitsText = (n: number, c: Container) => `${countOf(n, c.unit.one, c.unit.many)} de ${c.volume}`;

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
  const form = partyFormFromSearch(params);
  const v = validatePartyForm(form);
  if (!v.ok) return null;
  const result = calculateParty(v.value);
  const { input, container } = result;
  // A valid form writes each field in its one canonical spelling (party.ts's URL table).
  const query = partyFormToQuery(form);
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

export const partyPreview = /* @__PURE__ */ builder(partyPreviewOf);
