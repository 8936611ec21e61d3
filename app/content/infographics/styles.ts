// Beer styles for the ABV × IBU chart and the colour scale. Every number is a
// "vital statistic" of the BJCP 2021 Style Guidelines (Beer Judge Certification
// Program), Catharina Sour included (X4, Appendix B "Local Styles").
//
// The one source of truth for style ranges on the site (issue 11): the glossary reads
// them (content/style-facts.ts) and content/consistency.test.ts checks that the numbers
// the demo posts and the FAQs give for a named style fall inside these ranges.

/** A closed range of a style parameter, min ≤ max. */
export interface Range {
  min: number;
  max: number;
}

export type StyleFamilyId = "lager" | "trigo" | "acida" | "britanica" | "americana" | "belga" | "escura";

export interface StyleFamily {
  id: StyleFamilyId;
  label: string;
}

/** The groups the chart colours and the style list are organised by. */
export const STYLE_FAMILIES: readonly StyleFamily[] = [
  { id: "lager", label: "Lagers" },
  { id: "trigo", label: "Cervejas de trigo" },
  { id: "acida", label: "Ácidas" },
  { id: "britanica", label: "Ales britânicas" },
  { id: "americana", label: "Ales americanas e IPAs" },
  { id: "belga", label: "Belgas" },
  { id: "escura", label: "Porters e stouts" },
];

export interface BeerStyle {
  id: string;
  /** The BJCP name, the one used in competitions and on labels in Brazil too. */
  name: string;
  /** BJCP 2021 number ("21A"; "X4" for the local style of Appendix B). */
  bjcp: string;
  family: StyleFamilyId;
  /** Alcohol by volume, in %. */
  abv: Range;
  /** International Bitterness Units. */
  ibu: Range;
  /** Colour in SRM. Absent when the guideline ties it to an ingredient (fruit). */
  srm?: Range;
  /** Other names the site's texts use for this style ("Irish Dry Stout", "Tripel"). */
  aliases?: readonly string[];
}

export const BEER_STYLES: readonly BeerStyle[] = [
  // Lagers
  {
    id: "american-light-lager",
    name: "American Light Lager",
    bjcp: "1A",
    family: "lager",
    abv: { min: 2.8, max: 4.2 },
    ibu: { min: 8, max: 12 },
    srm: { min: 2, max: 3 },
    aliases: ["Light Lager"],
  },
  {
    id: "american-lager",
    name: "American Lager",
    bjcp: "1B",
    family: "lager",
    abv: { min: 4.2, max: 5.3 },
    ibu: { min: 8, max: 18 },
    srm: { min: 2, max: 3.5 },
  },
  {
    id: "munich-helles",
    name: "Munich Helles",
    bjcp: "4A",
    family: "lager",
    abv: { min: 4.7, max: 5.4 },
    ibu: { min: 16, max: 22 },
    srm: { min: 3, max: 5 },
    aliases: ["Helles"],
  },
  {
    id: "german-pils",
    name: "German Pils",
    bjcp: "5D",
    family: "lager",
    abv: { min: 4.4, max: 5.2 },
    ibu: { min: 22, max: 40 },
    srm: { min: 2, max: 4 },
  },
  {
    id: "czech-premium-pale-lager",
    name: "Czech Premium Pale Lager",
    bjcp: "3B",
    family: "lager",
    abv: { min: 4.2, max: 5.8 },
    ibu: { min: 30, max: 45 },
    srm: { min: 3.5, max: 6 },
  },
  {
    id: "doppelbock",
    name: "Doppelbock",
    bjcp: "9A",
    family: "lager",
    abv: { min: 7, max: 10 },
    ibu: { min: 16, max: 26 },
    srm: { min: 6, max: 25 },
  },
  // Wheat
  {
    id: "weissbier",
    name: "Weissbier",
    bjcp: "10A",
    family: "trigo",
    abv: { min: 4.3, max: 5.6 },
    ibu: { min: 8, max: 15 },
    srm: { min: 2, max: 6 },
    aliases: ["Weiss", "Weizen"],
  },
  {
    id: "witbier",
    name: "Witbier",
    bjcp: "24A",
    family: "trigo",
    abv: { min: 4.5, max: 5.5 },
    ibu: { min: 8, max: 20 },
    srm: { min: 2, max: 4 },
  },
  // Sour
  {
    id: "berliner-weisse",
    name: "Berliner Weisse",
    bjcp: "23A",
    family: "acida",
    abv: { min: 2.8, max: 3.8 },
    ibu: { min: 3, max: 8 },
    srm: { min: 2, max: 3 },
  },
  {
    id: "gose",
    name: "Gose",
    bjcp: "23G",
    family: "acida",
    abv: { min: 4.2, max: 4.8 },
    ibu: { min: 5, max: 12 },
    srm: { min: 3, max: 4 },
  },
  // The colour of a Catharina Sour depends on the fruit, so it stays off the colour scale.
  {
    id: "catharina-sour",
    name: "Catharina Sour",
    bjcp: "X4",
    family: "acida",
    abv: { min: 4, max: 5.5 },
    ibu: { min: 2, max: 8 },
  },
  // British
  {
    id: "best-bitter",
    name: "Best Bitter",
    bjcp: "11B",
    family: "britanica",
    abv: { min: 3.8, max: 4.6 },
    ibu: { min: 25, max: 40 },
    srm: { min: 8, max: 16 },
  },
  {
    id: "english-barley-wine",
    name: "English Barley Wine",
    bjcp: "17D",
    family: "britanica",
    abv: { min: 8, max: 12 },
    ibu: { min: 35, max: 70 },
    srm: { min: 8, max: 22 },
    aliases: ["English Barleywine", "Barley Wine", "Barleywine"],
  },
  // American
  {
    id: "american-pale-ale",
    name: "American Pale Ale",
    bjcp: "18B",
    family: "americana",
    abv: { min: 4.5, max: 6.2 },
    ibu: { min: 30, max: 50 },
    srm: { min: 5, max: 10 },
    aliases: ["APA"],
  },
  {
    id: "american-amber-ale",
    name: "American Amber Ale",
    bjcp: "19A",
    family: "americana",
    abv: { min: 4.5, max: 6.2 },
    ibu: { min: 25, max: 40 },
    srm: { min: 10, max: 17 },
  },
  {
    id: "american-brown-ale",
    name: "American Brown Ale",
    bjcp: "19C",
    family: "americana",
    abv: { min: 4.3, max: 6.2 },
    ibu: { min: 20, max: 30 },
    srm: { min: 18, max: 35 },
  },
  {
    id: "american-ipa",
    name: "American IPA",
    bjcp: "21A",
    family: "americana",
    abv: { min: 5.5, max: 7.5 },
    ibu: { min: 40, max: 70 },
    srm: { min: 6, max: 14 },
    aliases: ["IPA"],
  },
  {
    id: "hazy-ipa",
    name: "Hazy IPA (NEIPA)",
    bjcp: "21C",
    family: "americana",
    abv: { min: 6, max: 9 },
    ibu: { min: 25, max: 60 },
    srm: { min: 3, max: 7 },
    aliases: ["Hazy IPA", "Hazy IPA (New England)", "New England IPA", "NEIPA"],
  },
  {
    id: "double-ipa",
    name: "Double IPA",
    bjcp: "22A",
    family: "americana",
    abv: { min: 7.5, max: 10 },
    ibu: { min: 60, max: 100 },
    srm: { min: 6, max: 14 },
    aliases: ["DIPA", "Imperial IPA"],
  },
  // Belgian (Saison: the "standard" strength and the pale colour of the guideline)
  {
    id: "saison",
    name: "Saison",
    bjcp: "25B",
    family: "belga",
    abv: { min: 5, max: 7 },
    ibu: { min: 20, max: 35 },
    srm: { min: 5, max: 14 },
  },
  {
    id: "belgian-dubbel",
    name: "Belgian Dubbel",
    bjcp: "26B",
    family: "belga",
    abv: { min: 6, max: 7.6 },
    ibu: { min: 15, max: 25 },
    srm: { min: 10, max: 17 },
    aliases: ["Dubbel"],
  },
  {
    id: "belgian-tripel",
    name: "Belgian Tripel",
    bjcp: "26C",
    family: "belga",
    abv: { min: 7.5, max: 9.5 },
    ibu: { min: 20, max: 40 },
    srm: { min: 4.5, max: 7 },
    aliases: ["Tripel"],
  },
  // Porters and stouts (Irish Stout: 4.0–4.5 % ABV in BJCP 15B, not 3.8–5.0)
  {
    id: "irish-stout",
    name: "Irish Stout",
    bjcp: "15B",
    family: "escura",
    abv: { min: 4, max: 4.5 },
    ibu: { min: 25, max: 45 },
    srm: { min: 25, max: 40 },
    aliases: ["Irish Dry Stout", "Dry Stout"],
  },
  {
    id: "american-porter",
    name: "American Porter",
    bjcp: "20A",
    family: "escura",
    abv: { min: 4.8, max: 6.5 },
    ibu: { min: 25, max: 50 },
    srm: { min: 22, max: 40 },
  },
  {
    id: "american-stout",
    name: "American Stout",
    bjcp: "20B",
    family: "escura",
    abv: { min: 5, max: 7 },
    ibu: { min: 35, max: 75 },
    srm: { min: 30, max: 40 },
  },
  {
    id: "imperial-stout",
    name: "Imperial Stout",
    bjcp: "20C",
    family: "escura",
    abv: { min: 8, max: 12 },
    ibu: { min: 50, max: 90 },
    srm: { min: 30, max: 40 },
    aliases: ["Russian Imperial Stout", "RIS"],
  },
];

/**
 * Styles the site's texts give numbers for but the chart leaves out (it would get too
 * crowded): the same BJCP 2021 vital statistics, so those numbers have one source too.
 */
export const REFERENCE_STYLES: readonly BeerStyle[] = [
  {
    id: "marzen",
    name: "Märzen",
    bjcp: "6A",
    family: "lager",
    abv: { min: 5.6, max: 6.3 },
    ibu: { min: 18, max: 24 },
    srm: { min: 8, max: 17 },
    aliases: ["Oktoberfest"],
  },
  {
    id: "dunkles-bock",
    name: "Dunkles Bock",
    bjcp: "6C",
    family: "lager",
    abv: { min: 6.3, max: 7.2 },
    ibu: { min: 20, max: 27 },
    srm: { min: 14, max: 22 },
    aliases: ["Bock"],
  },
  {
    id: "english-ipa",
    name: "English IPA",
    bjcp: "12C",
    family: "britanica",
    abv: { min: 5, max: 7.5 },
    ibu: { min: 40, max: 60 },
    srm: { min: 6, max: 14 },
  },
  {
    id: "black-ipa",
    name: "Black IPA",
    bjcp: "21B",
    family: "americana",
    abv: { min: 5.5, max: 9 },
    ibu: { min: 50, max: 90 },
    srm: { min: 25, max: 40 },
  },
  {
    id: "belgian-dark-strong-ale",
    name: "Belgian Dark Strong Ale",
    bjcp: "26D",
    family: "belga",
    abv: { min: 8, max: 12 },
    ibu: { min: 20, max: 35 },
    srm: { min: 12, max: 22 },
    aliases: ["Quadrupel", "Quad"],
  },
];

const ALL_STYLES: readonly BeerStyle[] = [...BEER_STYLES, ...REFERENCE_STYLES];

export function styleById(id: string): BeerStyle | undefined {
  return ALL_STYLES.find((s) => s.id === id);
}

const nameKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** The style a text calls `name` (its BJCP name or one of its aliases), case and accents ignored. */
export function styleByName(name: string): BeerStyle | undefined {
  const key = nameKey(name);
  return ALL_STYLES.find((s) => nameKey(s.name) === key || (s.aliases ?? []).some((a) => nameKey(a) === key));
}
