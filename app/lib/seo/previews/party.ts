// /festa's link preview and share text (issue 15), read by its own parser. /por-pessoa's is in
// per-person.ts: each page downloads only its own (issue 12.2).
import {
  PARTY_URL_FIELDS,
  PROFILE_LABELS,
  WEATHER_LABELS,
  type Container,
  type PartyResult,
} from "~/calculators/party";
import { calculateParty, validatePartyForm } from "~/calculators/party-festa";
import {
  buildShoppingList,
  calculateChurrasco,
  festaFormFromSearch,
  festaFormToQuery,
  money,
  validatePlanForm,
  type ChurrascoResult,
  type ShoppingList,
} from "~/calculators/party-plan";
import { formatNumber } from "~/lib/format";
import { hasAnyField } from "~/lib/url-state";
import { builder, countOf, hours, litres, preview, type CalculatorPreview } from "./core";

const unitsText = (n: number, c: Container) => `${countOf(n, c.unit.one, c.unit.many)} de ${c.volume}`;

/** "R$ 612,19 no total, R$ 24,49 por adulto": the shopping list's total (issue 29 item 5). */
export function partyCostText(list: ShoppingList | undefined): string | undefined {
  if (!list || !(list.totalCents > 0)) return undefined;
  return `${money(list.totalCents)} no total, ${money(list.perAdultCents)} por adulto`;
}

const kg = (n: number) => `${formatNumber(n, { maximumFractionDigits: 1 })} kg`;

/**
 * The party's share text: what to buy for how many, the churrasco's meat, and what the
 * shopping list costs, so the group sees the numbers without opening the link.
 */
export function partyShareText(result: PartyResult, list?: ShoppingList, churrasco?: ChurrascoResult): string {
  const { input, container } = result;
  const cost = partyCostText(list);
  return (
    `Festa para ${countOf(result.guests, "convidado", "convidados")} (${hours(input.hours)}): ` +
    `${litres(result.beerLitres)} de cerveja (${unitsText(result.units, container)}), ` +
    `${litres(result.softDrinkLitres)} de bebidas sem álcool` +
    (churrasco
      ? `, ${formatNumber(result.iceKgRounded)} kg de gelo e ${kg(churrasco.meatToBuyKg)} de carne.`
      : ` e ${formatNumber(result.iceKgRounded)} kg de gelo.`) +
    (cost ? ` ${cost}.` : "")
  );
}

function partyPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  if (!hasAnyField(params, PARTY_URL_FIELDS) && !params.has("churrasco")) return null;
  const form = festaFormFromSearch(params);
  const v = validatePartyForm(form);
  const plan = validatePlanForm(form);
  if (!v.ok || !plan.input) return null;
  const result = calculateParty(v.value);
  const churrasco = plan.input.churrasco
    ? calculateChurrasco(result.adults, v.value.children, v.value.hours, plan.input.churrasco)
    : undefined;
  const list = buildShoppingList(result, plan.input, churrasco);
  const { input, container } = result;
  // A valid form writes each field in its one canonical spelling (party.ts's URL table).
  // The preview's image is about the plan, not about who receives the Pix: those stay out of its address.
  const query = festaFormToQuery({ ...form, pix: "", nome: "", cidade: "" });
  const units = unitsText(result.units, container);
  const rest =
    `${litres(result.beerLitres)} de cerveja, ${litres(result.softDrinkLitres)} sem álcool, ${formatNumber(result.iceKgRounded)} kg de gelo` +
    (churrasco ? ` e ${kg(churrasco.meatToBuyKg)} de carne` : "");
  const cost = partyCostText(list);
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
