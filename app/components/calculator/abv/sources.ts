import type { Source } from "~/components/calculator/kit/how-we-calculate";

/** The references the ABV page's "Como calculamos" and its tools cite (docs/decisions/0001-calculator-formulas.md). */
export const SOURCES = {
  brewersFriendAbv: { label: "Brewer's Friend, ABV Calculator", url: "https://www.brewersfriend.com/abv-calculator/" },
  brewersFriendTemp: {
    label: "Brewer's Friend, Hydrometer Temperature Correction",
    url: "https://www.brewersfriend.com/hydrometer-temp/",
  },
  brewersFriendRefrac: {
    label: "Brewer's Friend, Refractometer Calculator",
    url: "https://www.brewersfriend.com/refractometer-calculator/",
  },
  brewersFriendPriming: {
    label: "Brewer's Friend, Beer Priming Calculator",
    url: "https://www.brewersfriend.com/beer-priming-calculator/",
  },
  asbc: { label: "ASBC (American Society of Brewing Chemists), cálculo de calorias" },
  terrill: {
    label: "Sean Terrill, “Refractometer FG Results” (2011)",
    url: "http://seanterrill.com/2011/04/07/refractometer-fg-results/",
  },
  hall: { label: "Michael L. Hall, “Brew by the Numbers”, Zymurgy (1995) — °P e extrato real" },
  daniels: { label: "Ray Daniels, “Designing Great Beers” (Brewers Publications, 1996)" },
} satisfies Record<string, Source>;
