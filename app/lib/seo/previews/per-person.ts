// /por-pessoa's link preview (issue 15), read by its own parser. /festa's is in party.ts: each
// page downloads only its own (issue 12.2).
import {
  perPersonFormFromSearch,
  perPersonFormToQuery,
  PROFILE_LABELS,
  WEATHER_LABELS,
  type Container,
} from "~/calculators/party";
import { calculatePerPerson, validatePerPersonForm } from "~/calculators/party-per-person";
import { formatNumber } from "~/lib/format";
import { builder, countOf, hours, litres, preview, type CalculatorPreview } from "./core";

const unitsText = (n: number, c: Container) => `${countOf(n, c.unit.one, c.unit.many)} de ${c.volume}`;

function perPersonPreviewOf(params: URLSearchParams): CalculatorPreview | null {
  if (!["pessoas", "horas"].some((k) => params.has(k))) return null;
  const form = perPersonFormFromSearch(params);
  const v = validatePerPersonForm(form);
  if (!v.ok) return null;
  const result = calculatePerPerson(v.value);
  const { input, container } = result;
  // A valid form writes each field in its one canonical spelling (party.ts's URL table).
  const query = perPersonFormToQuery(form);
  const each = `${formatNumber(result.perPersonLitres, { maximumFractionDigits: 2 })} L por pessoa`;
  const total = unitsText(result.totalUnits, container);
  return preview("por-pessoa", query, {
    title: `${countOf(input.people, "pessoa", "pessoas")} em ${hours(input.hours)}: ${total}`,
    description: `${each} (${countOf(result.perPersonUnits, container.unit.one, container.unit.many, 1)}); ${litres(result.totalLitres)} no total com 10% de margem. Clima ${WEATHER_LABELS[input.weather].toLowerCase()}, perfil ${PROFILE_LABELS[input.profile].toLowerCase()}.`,
    card: {
      headline: total,
      details: [`${each} · ${litres(result.totalLitres)} no total`],
      inputs: [
        countOf(input.people, "pessoa", "pessoas"),
        hours(input.hours),
        // One chip: the card shows four.
        `Perfil ${PROFILE_LABELS[input.profile].toLowerCase()}, clima ${WEATHER_LABELS[input.weather].toLowerCase()}`,
        container.label,
      ],
    },
  });
}

export const perPersonPreview = /* @__PURE__ */ builder(perPersonPreviewOf);
