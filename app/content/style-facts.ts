/**
 * Style ranges and serving temperatures as the site's texts write them, read from the one
 * typed source (infographics/styles.ts and infographics/temperatures.ts), so the glossary
 * and the infographics cannot drift apart again (issue 11). Pure and isomorphic.
 *
 * Numbers are written the Brazilian way (docs/decisions/0002-brazilian-numbers.md): "5,5 a 7,5% ABV", "40 a 70 IBU", "2 a 4 °C".
 */
import { formatNumber } from "~/lib/format";
import { styleById, type BeerStyle, type Range } from "./infographics/styles";
import { servingTemperatureById, type ServingTemperature } from "./infographics/temperatures";

function style(id: string): BeerStyle {
  const found = styleById(id);
  // A typo in an id must fail loudly at build and test time, not print "undefined".
  if (!found) throw new Error(`Estilo desconhecido: ${id}`);
  return found;
}

function temperature(id: string): ServingTemperature {
  const found = servingTemperatureById(id);
  if (!found) throw new Error(`Família de temperatura desconhecida: ${id}`);
  return found;
}

/** "5,5 a 7,5" */
export function rangeText(range: Range): string {
  return `${formatNumber(range.min)} a ${formatNumber(range.max)}`;
}

/** "5,5 a 7,5% ABV" */
export function abvText(styleId: string): string {
  return `${rangeText(style(styleId).abv)}% ABV`;
}

/** "40 a 70 IBU" */
export function ibuText(styleId: string): string {
  return `${rangeText(style(styleId).ibu)} IBU`;
}

/** "entre 5,5 e 7,5" */
export function betweenText(range: Range): string {
  return `entre ${formatNumber(range.min)} e ${formatNumber(range.max)}`;
}

/** "entre 5,5 e 7,5% ABV" */
export function abvBetween(styleId: string): string {
  return `${betweenText(style(styleId).abv)}% ABV`;
}

/** "entre 40 e 70 IBU" */
export function ibuBetween(styleId: string): string {
  return `${betweenText(style(styleId).ibu)} IBU`;
}

/** "2 a 4 °C" */
export function servingText(familyId: string): string {
  return `${rangeText(temperature(familyId).celsius)} °C`;
}
