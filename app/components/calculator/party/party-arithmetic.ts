// /festa's "Ver a conta detalhada" (issue 27): the arithmetic the result really used, with
// its parentheses and unrounded values, ending on the number the headline shows ("≈ 41,7 L"
// where the headline rounds), so no line contradicts the tiles above it. Pure: unit-tested.
import {
  BEER_LITRES_PER_HOUR,
  BEER_LITRES_PER_HOUR_LATER,
  LITRES_PER_KG_OF_ICE,
  PROFILE_FACTORS,
  PROFILE_LABELS,
  type PartyResult,
  SAFETY_MARGIN,
  snap,
  SOFT_DRINK_LITRES_PER_HOUR,
  TAPER_AFTER_HOURS,
  WEATHER_FACTORS,
  WEATHER_LABELS,
} from "~/calculators/party";
import { formatNumber } from "~/lib/format";
import { countOf, litres } from "~/lib/seo/previews/core";

/** Every decimal the model really carries (values are snapped to a millionth; 4 are plenty for what we show). */
const exact = (n: number) => formatNumber(snap(n), { maximumFractionDigits: 4 });

/** "= 41,745 L ≈ 41,7 L", or "= 37,95 L" when the tile shows the same. */
function equalsShown(value: number, unit: string, shown: string): string {
  const full = `${exact(value)} ${unit}`;
  return full === shown ? `= ${full}` : `= ${full} ≈ ${shown}`;
}

/** "(0,35 L × 4 h + 0,25 L × 1 h)" or "(0,35 L × 3 h)" (docs/decisions/0008-party-model.md: the rate drops after the 4th hour). */
function hoursTerm(hours: number): string {
  const first = Math.min(hours, TAPER_AFTER_HOURS);
  const later = hours - first;
  const firstText = `${exact(BEER_LITRES_PER_HOUR)} L × ${exact(first)} h`;
  return later > 0 ? `(${firstText} + ${exact(BEER_LITRES_PER_HOUR_LATER)} L × ${exact(later)} h)` : `(${firstText})`;
}

export function partyArithmetic(result: PartyResult): string[] {
  const { input, container } = result;
  const profile = `${exact(PROFILE_FACTORS[input.profile])} (perfil ${PROFILE_LABELS[input.profile].toLowerCase()})`;
  const weather = `${exact(WEATHER_FACTORS[input.weather])} (clima ${WEATHER_LABELS[input.weather].toLowerCase()})`;
  const unitLitres = input.containerMl / 1000;
  const unitsExact = snap((result.beerLitres * 1000) / input.containerMl);
  const unitsLine = Number.isInteger(unitsExact)
    ? `= ${countOf(result.units, container.unit.one, container.unit.many)}`
    : `≈ ${formatNumber(unitsExact, { maximumFractionDigits: 2 })}, arredondado para cima: ${countOf(result.units, container.unit.one, container.unit.many)}`;
  const soft = SOFT_DRINK_LITRES_PER_HOUR;
  return [
    `Cerveja por pessoa que bebe: ${hoursTerm(input.hours)} × ${profile} × ${weather} = ${exact(result.beerPerDrinkerLitres)} L`,
    `Para o grupo: ${countOf(input.drinkers, "pessoa", "pessoas")} × ${exact(result.beerPerDrinkerLitres)} L = ${exact(result.beerBaseLitres)} L`,
    `Com ${formatNumber(SAFETY_MARGIN * 100)}% de margem: ${exact(result.beerBaseLitres)} L + ${exact(result.beerMarginLitres)} L ${equalsShown(result.beerLitres, "L", litres(result.beerLitres))}`,
    `Em ${container.unit.many} de ${container.volume}: ${exact(result.beerLitres)} L ÷ ${exact(unitLitres)} L ${unitsLine}`,
    `Sem álcool: (${exact(input.nonDrinkers)} × ${exact(soft.nonDrinker)} L para adultos que não bebem + ${exact(input.children)} × ${exact(soft.child)} L para crianças + ${exact(input.drinkers)} × ${exact(soft.drinker)} L para quem bebe cerveja) × ${exact(input.hours)} h × ${weather} ${equalsShown(result.softDrinkLitres, "L", litres(result.softDrinkLitres))}`,
    `Gelo: (${exact(result.beerLitres)} L + ${exact(result.softDrinkLitres)} L) ÷ ${exact(LITRES_PER_KG_OF_ICE)} L por kg = ${exact(result.iceKg)} kg, arredondado para cima: ${exact(result.iceKgRounded)} kg`,
  ];
}
