// Serving temperature by style family, in °C: the usual guidance of Randy Mosher
// ("Tasting Beer") and Michael Jackson ("Beer Companion"). The rule of thumb: the more
// aroma, body and alcohol, the less cold. Too cold numbs the tongue and hides aroma;
// too warm makes light beers flat and sweetish.
//
// The one source of truth for serving temperatures on the site (issue 11: the glossary,
// the infographic and the posts disagreed): the glossary reads these ranges
// (content/style-facts.ts) and content/consistency.test.ts checks the posts against them.
import type { Range } from "./styles";

export interface ServingTemperature {
  id: string;
  family: string;
  /** A few styles of the family, short enough to fit one line of the chart. */
  examples: string;
  celsius: Range;
  why: string;
  /** Other names of styles in this family that the site's texts use ("Pilsen", "Stout"). */
  aliases?: readonly string[];
}

/** Ordered from the coldest to the warmest. */
export const SERVING_TEMPERATURES: readonly ServingTemperature[] = [
  {
    id: "lagers-leves",
    family: "Lagers leves e de massa",
    examples: "American Lager, Light Lager",
    celsius: { min: 2, max: 4 },
    why: "Pouco aroma a perder: o frio intenso realça a refrescância.",
    aliases: ["American Light Lager", "lagers de massa"],
  },
  {
    id: "pilsners",
    family: "Pilsners e Helles",
    examples: "German Pils, Czech Pilsner, Helles",
    celsius: { min: 4, max: 7 },
    why: "Frias, mas não geladas demais, para o lúpulo e o malte aparecerem.",
    aliases: ["Pilsen", "Pilsner", "Munich Helles", "Czech Premium Pale Lager"],
  },
  {
    id: "trigo",
    family: "Cervejas de trigo",
    examples: "Weissbier, Witbier",
    celsius: { min: 4, max: 7 },
    why: "Refrescantes; um pouco acima do gelo para sentir banana, cravo e especiarias.",
    aliases: ["Weiss", "Weizen"],
  },
  {
    id: "acidas",
    family: "Ácidas leves",
    examples: "Berliner Weisse, Gose, Catharina Sour",
    celsius: { min: 4, max: 8 },
    why: "O frio equilibra a acidez sem esconder a fruta.",
    aliases: ["Sour", "Sours"],
  },
  {
    id: "pale-ales-ipas",
    family: "Pale Ales e IPAs",
    examples: "APA, American IPA, Hazy IPA",
    celsius: { min: 7, max: 10 },
    why: "Menos frio libera o aroma do lúpulo, que é o centro do estilo.",
    aliases: ["American Pale Ale", "IPA", "IPAs", "New England IPA", "Double IPA"],
  },
  {
    id: "lagers-escuras",
    family: "Lagers âmbar e escuras",
    examples: "Märzen, Munich Dunkel, Schwarzbier",
    celsius: { min: 7, max: 10 },
    why: "O malte tostado e caramelado pede um pouco menos de frio.",
    aliases: ["Dunkel", "Vienna Lager", "Rauchbier", "Oktoberfest"],
  },
  {
    id: "belgas-fortes",
    family: "Belgas fortes",
    examples: "Dubbel, Tripel, Belgian Strong Ale",
    celsius: { min: 8, max: 12 },
    why: "Ésteres e fenóis da levedura belga se abrem com a temperatura.",
    aliases: ["Belgian Dubbel", "Belgian Tripel", "Belgian Golden Strong Ale", "Belgian Dark Strong Ale", "Quadrupel"],
  },
  {
    id: "stouts-porters",
    family: "Stouts e porters",
    examples: "Irish Stout, Porter, American Stout",
    celsius: { min: 8, max: 13 },
    why: "Café, chocolate e torra aparecem melhor longe do gelo.",
    aliases: ["Stout", "Stouts", "Irish Dry Stout", "American Porter", "Porters"],
  },
  {
    id: "ales-inglesas",
    family: "Bitters e ales inglesas",
    examples: "Best Bitter, English Pale Ale",
    celsius: { min: 10, max: 13 },
    why: "A tradicional temperatura de adega, com pouco gás e muito malte.",
    aliases: ["Bitter", "Bitters", "ales inglesas", "Mild"],
  },
  {
    // 12–16 °C: Mosher's "cellar to warm" band for barley wines and other strong, aged beers.
    id: "fortes",
    family: "Cervejas fortes de guarda",
    examples: "Barley Wine, Imperial Stout, Old Ale",
    celsius: { min: 12, max: 16 },
    why: "Complexas e alcoólicas: bebidas devagar, se revelam ao aquecer no copo.",
    aliases: ["Barleywine", "English Barley Wine", "Russian Imperial Stout", "cervejas fortes de guarda"],
  },
];

const nameKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** The family a text's style name belongs to: one of its examples or aliases, case and accents ignored. */
export function servingTemperatureByName(name: string): ServingTemperature | undefined {
  const key = nameKey(name);
  return SERVING_TEMPERATURES.find((t) =>
    [...t.examples.split(", "), ...(t.aliases ?? [])].some((n) => nameKey(n) === key),
  );
}

export function servingTemperatureById(id: string): ServingTemperature | undefined {
  return SERVING_TEMPERATURES.find((t) => t.id === id);
}
