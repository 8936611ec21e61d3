// Serving temperature by style family, in °C: the usual guidance of Randy Mosher
// ("Tasting Beer") and Michael Jackson ("Beer Companion"). The rule of thumb: the more
// aroma, body and alcohol, the less cold. Too cold numbs the tongue and hides aroma;
// too warm makes light beers flat and sweetish.
import type { Range } from "./styles";

export interface ServingTemperature {
  id: string;
  family: string;
  /** A few styles of the family, short enough to fit one line of the chart. */
  examples: string;
  celsius: Range;
  why: string;
}

/** Ordered from the coldest to the warmest. */
export const SERVING_TEMPERATURES: readonly ServingTemperature[] = [
  {
    id: "lagers-leves",
    family: "Lagers leves e de massa",
    examples: "American Lager, Light Lager",
    celsius: { min: 2, max: 4 },
    why: "Pouco aroma a perder: o frio intenso realça a refrescância.",
  },
  {
    id: "pilsners",
    family: "Pilsners e Helles",
    examples: "German Pils, Czech Pilsner, Helles",
    celsius: { min: 4, max: 7 },
    why: "Frias, mas não geladas demais, para o lúpulo e o malte aparecerem.",
  },
  {
    id: "trigo",
    family: "Cervejas de trigo",
    examples: "Weissbier, Witbier",
    celsius: { min: 4, max: 7 },
    why: "Refrescantes; um pouco acima do gelo para sentir banana, cravo e especiarias.",
  },
  {
    id: "acidas",
    family: "Ácidas leves",
    examples: "Berliner Weisse, Gose, Catharina Sour",
    celsius: { min: 4, max: 8 },
    why: "O frio equilibra a acidez sem esconder a fruta.",
  },
  {
    id: "pale-ales-ipas",
    family: "Pale Ales e IPAs",
    examples: "APA, American IPA, Hazy IPA",
    celsius: { min: 7, max: 10 },
    why: "Menos frio libera o aroma do lúpulo, que é o centro do estilo.",
  },
  {
    id: "lagers-escuras",
    family: "Lagers âmbar e escuras",
    examples: "Märzen, Munich Dunkel, Schwarzbier",
    celsius: { min: 7, max: 10 },
    why: "O malte tostado e caramelado pede um pouco menos de frio.",
  },
  {
    id: "belgas-fortes",
    family: "Belgas fortes",
    examples: "Dubbel, Tripel, Belgian Strong Ale",
    celsius: { min: 8, max: 12 },
    why: "Ésteres e fenóis da levedura belga se abrem com a temperatura.",
  },
  {
    id: "stouts-porters",
    family: "Stouts e porters",
    examples: "Irish Stout, Porter, American Stout",
    celsius: { min: 8, max: 13 },
    why: "Café, chocolate e torra aparecem melhor longe do gelo.",
  },
  {
    id: "ales-inglesas",
    family: "Bitters e ales inglesas",
    examples: "Best Bitter, English Pale Ale",
    celsius: { min: 10, max: 13 },
    why: "A tradicional temperatura de adega, com pouco gás e muito malte.",
  },
  {
    id: "fortes",
    family: "Cervejas fortes de guarda",
    examples: "Barley Wine, Imperial Stout, Doppelbock",
    celsius: { min: 10, max: 14 },
    why: "Complexas e alcoólicas: bebidas devagar, se revelam ao aquecer no copo.",
  },
];
