/**
 * The consumption model of docs/decisions/0008-party-model.md (revised), shared by the party calculator
 * (/festa) and beer per person (/por-pessoa). Pure TypeScript: no React, no DOM.
 *
 * The spec shows neither calculator (docs/decisions/0020-routes-and-layout.md); docs/decisions/0008-party-model.md is the product decision this
 * module implements, number for number:
 *
 * - Beer per drinker = [0.35 L/h for each of the first 4 hours + 0.25 L/h for each hour
 *   after the 4th] × profile × weather. Drinking slows down as a party goes on: the
 *   Brazilian published rules of thumb are about 1–1.5 L for 4 h, 1.5–2 L for 6 h and
 *   2–2.5 L for 8 h, which a flat 0.35 L/h overshoots on long parties. Profile leve 0.7,
 *   moderado (shown "Médio") 1, intenso 1.4; weather ameno 1, quente 1.15, muito quente 1.3.
 * - A 10 % safety margin on the beer total (not on each drinker, not on soft drinks).
 * - Duration 1 to 12 hours; a longer event is refused (split it into days).
 * - Non-alcoholic drinks (water, soft drinks), per hour × weather: 0.30 L for each adult
 *   who doesn't drink alcohol, 0.20 L for each child and 0.15 L for each beer drinker
 *   (water between beers).
 * - Ice: 1 kg per 2 L of drinks to chill (the beer total, margin included, plus the
 *   soft drinks), rounded up to whole kilos and also shown in 5 kg bags. Ice for the
 *   glasses is extra.
 * - Containers 269, 350, 473, 600 ml and 1 L; units always rounded up. Packs: fardos of
 *   12 (350 and 473 ml cans), fardos of 15 (269 ml cans), crates of 24 (600 ml bottles)
 *   and, our choice where docs/decisions/0008-party-model.md left room, crates of 12 for 1 L bottles (the returnable
 *   "litrão" crate holds 12).
 * - /por-pessoa takes the weather too (issue 29 item 6: a hot plan reached from /festa kept
 *   its litres only with it); a link without `clima` is "ameno" (factor 1), as before.
 *
 * Each page's own calculation and validation are in party-festa.ts and party-per-person.ts,
 * so neither page downloads the other's (issue 12.2); this module holds what both load.
 */
import { PACKED_CONTAINERS, PACKED_VOLUMES, type PackedContainer, type PackedVolume } from "~/calculators/containers";
import { formatCurrency, formatNumber } from "~/lib/format";
import { type FormatOptions, formatTyped, inRange, parseNumber, type Range, toQueryNumber } from "~/lib/numbers";
import { choiceField, readFields, type UrlField, type UrlFields, writeFields } from "~/lib/url-state";

// ---------------------------------------------------------------------------
// Model constants (docs/decisions/0008-party-model.md)
// ---------------------------------------------------------------------------

/** docs/decisions/0008-party-model.md: litres of beer a moderate drinker has per hour in mild weather, first 4 hours. */
export const BEER_LITRES_PER_HOUR = 0.35;
/** docs/decisions/0008-party-model.md: the same from the 5th hour on (drinking slows down). */
export const BEER_LITRES_PER_HOUR_LATER = 0.25;
/** docs/decisions/0008-party-model.md: hours at the full rate before it tapers. */
export const TAPER_AFTER_HOURS = 4;
/** docs/decisions/0008-party-model.md: safety margin added to the beer total. */
export const SAFETY_MARGIN = 0.1;
/** docs/decisions/0008-party-model.md: non-alcoholic drinks per person per hour, before the weather factor. */
export const SOFT_DRINK_LITRES_PER_HOUR = { nonDrinker: 0.3, child: 0.2, drinker: 0.15 } as const;
/** docs/decisions/0008-party-model.md: 1 kg of ice for every 2 litres of drinks to chill. */
export const LITRES_PER_KG_OF_ICE = 2;
/** Shopping equivalents shown beside the results (our choice, stated on the page). */
export const SOFT_DRINK_BOTTLE_LITRES = 2;
export const ICE_BAG_KG = 5;

export const PROFILES = ["leve", "moderado", "intenso"] as const;
export type Profile = (typeof PROFILES)[number];
export const PROFILE_FACTORS: Record<Profile, number> = { leve: 0.7, moderado: 1, intenso: 1.4 };
/**
 * docs/decisions/0008-party-model.md revised (issue 27): the visible names are Leve, Médio and Intenso; "Moderado"
 * beside "Beba com moderação" read as safe drinking, while about 4 cans in 4 h is binge level for
 * the Ministério da Saúde. The key (and the URL value) stays `moderado`, so every link already
 * shared keeps its result and one result keeps one address; `perfil=medio` is read too.
 */
export const PROFILE_LABELS: Record<Profile, string> = { leve: "Leve", moderado: "Médio", intenso: "Intenso" };
/** URL values read as a profile besides the keys themselves (issue 27). */
export const PROFILE_ALIASES: Readonly<Record<string, Profile>> = { medio: "moderado", médio: "moderado" };
/** Grams of alcohol in one standard drink (dose padrão), the alcohol of a 350 ml can at 5 %. */
export const STANDARD_DRINK_GRAMS = 14;
/**
 * docs/decisions/0008-party-model.md: what each profile means, in 350 ml cans over 4 hours (0.35 × 4 × factor ÷ 0.35:
 * 2.8, 4 and 5.6 cans). Shown under each choice.
 */
export const PROFILE_HINTS: Record<Profile, string> = {
  leve: "cerca de 3 latas em 4 h",
  moderado: "cerca de 4 latas em 4 h",
  intenso: "cerca de 5–6 latas em 4 h",
};

export const WEATHERS = ["ameno", "quente", "muito-quente"] as const;
export type Weather = (typeof WEATHERS)[number];
export const WEATHER_FACTORS: Record<Weather, number> = { ameno: 1, quente: 1.15, "muito-quente": 1.3 };
export const WEATHER_LABELS: Record<Weather, string> = {
  ameno: "Ameno",
  quente: "Quente",
  "muito-quente": "Muito quente",
};

/** docs/decisions/0008-party-model.md: the containers the party calculators offer (those sold by the pack), from the one table. */
export const CONTAINER_SIZES = PACKED_VOLUMES;
export type ContainerMl = PackedVolume;
export type Container = PackedContainer;
export const CONTAINERS: { readonly [M in ContainerMl]: Container } = PACKED_CONTAINERS;

// ---------------------------------------------------------------------------
// Arithmetic helpers
// ---------------------------------------------------------------------------

/**
 * Binary floating point leaves crumbs: 10 × 0.35 × 4 × 1.1 = 15.400000000000002 and
 * 15.4 / 0.35 = 44.00000000000001, which a plain Math.ceil turns into 45 cans. Values
 * are snapped to a millionth before rounding up, far below anything we show.
 */
export function snap(x: number): number {
  const s = Math.round(x * 1e6) / 1e6;
  return s === 0 ? 0 : s;
}

export function ceilSnapped(x: number): number {
  return Math.ceil(snap(x));
}

/**
 * Beer a moderate drinker has over `hours` in mild weather (docs/decisions/0008-party-model.md revised): 0.35 L/h up to
 * the 4th hour, 0.25 L/h after it. 4 h → 1.4 L, 6 h → 1.9 L, 8 h → 2.4 L, within the
 * published Brazilian rules of thumb (1–1.5, 1.5–2 and 2–2.5 L).
 */
export function baseBeerLitres(hours: number): number {
  const first = Math.min(hours, TAPER_AFTER_HOURS);
  const later = Math.max(0, hours - TAPER_AFTER_HOURS);
  return snap(BEER_LITRES_PER_HOUR * first + BEER_LITRES_PER_HOUR_LATER * later);
}

/** Beer one drinker has over the event, before the margin (docs/decisions/0008-party-model.md). */
export function beerPerDrinkerLitres(hours: number, profile: Profile, weather: Weather = "ameno"): number {
  return snap(baseBeerLitres(hours) * PROFILE_FACTORS[profile] * WEATHER_FACTORS[weather]);
}

/** Units of the container needed to hold `litres`, rounded up. */
export function unitsFor(litres: number, ml: ContainerMl): number {
  return ceilSnapped((litres * 1000) / ml);
}

/** Whole packs needed for `units`, rounded up. */
export function packsFor(units: number, ml: ContainerMl): number {
  return Math.ceil(units / CONTAINERS[ml].pack.size);
}

/** Non-alcoholic litres for a number of people at a rate per hour, times the weather (docs/decisions/0008-party-model.md). */
export function softDrinkLitres(people: number, litresPerHour: number, hours: number, weather: Weather): number {
  return snap(people * litresPerHour * hours * WEATHER_FACTORS[weather]);
}

// ---------------------------------------------------------------------------
// /festa
// ---------------------------------------------------------------------------

export interface PartyInput {
  drinkers: number;
  nonDrinkers: number;
  children: number;
  hours: number;
  weather: Weather;
  profile: Profile;
  containerMl: ContainerMl;
  /** Price per container in R$; undefined when not given. */
  price?: number;
}

export interface PartyResult {
  input: PartyInput;
  container: Container;
  adults: number;
  guests: number;
  beerPerDrinkerLitres: number;
  /** drinkers × per drinker, before the margin */
  beerBaseLitres: number;
  beerMarginLitres: number;
  /** the beer to buy: base + 10 % */
  beerLitres: number;
  units: number;
  packs: number;
  /** units you get buying whole packs */
  unitsInPacks: number;
  /** adults who don't drink alcohol */
  softDrinkNonDrinkersLitres: number;
  softDrinkChildrenLitres: number;
  /** beer drinkers (water between beers) */
  softDrinkDrinkersLitres: number;
  softDrinkLitres: number;
  softDrinkBottles: number;
  /** litres to chill: beer (with margin) + soft drinks */
  chilledLitres: number;
  iceKg: number;
  /** iceKg rounded up to a whole kilo (what we display) */
  iceKgRounded: number;
  /** 5 kg bags holding iceKgRounded, rounded up */
  iceBags: number;
  cost?: {
    price: number;
    /** units × price */
    total: number;
    /** total ÷ adults (drinkers + adults who don't drink) */
    perAdult: number;
    /** total ÷ drinkers */
    perDrinker: number;
    /** buying whole packs: unitsInPacks × price */
    inPacks: number;
  };
}

// ---------------------------------------------------------------------------
// /por-pessoa
// ---------------------------------------------------------------------------

export interface PerPersonInput {
  people: number;
  hours: number;
  weather: Weather;
  profile: Profile;
  containerMl: ContainerMl;
}

export interface PerPersonResult {
  input: PerPersonInput;
  container: Container;
  /** what one person drinks (no margin) */
  perPersonLitres: number;
  /** the same in containers, not rounded (2,8 latas) */
  perPersonUnits: number;
  /** people × per person, no margin */
  totalBaseLitres: number;
  /** to buy: base + 10 % */
  totalLitres: number;
  totalUnits: number;
  packs: number;
  /** pace of one person: containers per hour, averaged over the event */
  unitsPerHour: number;
  /** one container every … minutes, on average */
  minutesPerUnit: number;
  /** pace in the first 4 hours and after them (docs/decisions/0008-party-model.md: drinking slows down) */
  unitsPerHourFirst: number;
  unitsPerHourLater: number;
}

// ---------------------------------------------------------------------------
// Form values, parsing (docs/decisions/0002-brazilian-numbers.md), validation and URL state (docs/decisions/0003-url-state.md)
// ---------------------------------------------------------------------------

/** The /festa form as typed (strings, so "4,5" survives while being typed). */
export interface PartyForm {
  bebem: string;
  nao_bebem: string;
  criancas: string;
  horas: string;
  clima: Weather;
  perfil: Profile;
  embalagem: ContainerMl;
  preco: string;
}

export const PARTY_DEFAULTS: PartyForm = {
  bebem: "20",
  nao_bebem: "5",
  criancas: "3",
  horas: "5",
  clima: "ameno",
  perfil: "moderado",
  embalagem: 350,
  preco: "",
};

export interface PerPersonForm {
  pessoas: string;
  horas: string;
  clima: Weather;
  perfil: Profile;
  embalagem: ContainerMl;
}

export const PER_PERSON_DEFAULTS: PerPersonForm = {
  pessoas: "10",
  horas: "4",
  clima: "ameno",
  perfil: "moderado",
  embalagem: 350,
};

/**
 * Plausibility limits (issue 16, docs/decisions/0002-brazilian-numbers.md revised): a value
 * outside gets a message on its field instead of a silent absurd result ("2025 adults" from
 * a "20" typed over), and is never written into the URL.
 *
 * - People, per group (who drink, who don't, children; /por-pessoa's people): 0 to 1.000,
 *   the example; the groups that must have someone say so with their own message.
 * - Hours: 1 to 12 (docs/decisions/0008-party-model.md; a longer event is split into days).
 * - Price per container: R$ 0,50 to R$ 500,00, from a can on promotion to a litre of a rare
 *   import; a cost of nothing is no cost to show.
 */
export const PEOPLE_RANGE: Range = { min: 0, max: 1000, unit: "pessoas" };
export const HOURS_RANGE: Range = { min: 1, max: 12, unit: "horas" };
export const PRICE_RANGE: Range = { min: 0.5, max: 500, decimals: 2 };
/** docs/decisions/0008-party-model.md: duration 1 to 12 hours; a longer event is split into days. */
export const MIN_HOURS = HOURS_RANGE.min;
export const MAX_HOURS = HOURS_RANGE.max;
export const MAX_PEOPLE = PEOPLE_RANGE.max;

/** How the fields show a number back (on blur, and read from a link): prices with cents. */
export const PRICE_FORMAT: FormatOptions = { minDecimals: 2, maxDecimals: 2 };

export const MESSAGES = {
  peopleInvalid: "Use um número inteiro de pessoas, igual ou maior que zero.",
  peopleTooMany: `Use no máximo ${formatNumber(PEOPLE_RANGE.max)} pessoas.`,
  drinkersRequired: "Informe quantas pessoas bebem cerveja.",
  drinkersAtLeastOne: "Informe pelo menos uma pessoa que bebe cerveja.",
  peopleRequired: "Informe o número de pessoas.",
  peopleAtLeastOne: "Informe pelo menos uma pessoa.",
  hoursRequired: "Informe a duração em horas.",
  hoursInvalid: "Informe a duração em horas, como 5 ou 4,5.",
  hoursTooShort: "A duração mínima é de 1 hora.",
  hoursTooLong:
    "A duração máxima é de 12 horas. Para um evento mais longo, divida em dias e calcule cada dia separadamente.",
  priceInvalid: "Informe um preço válido, como 3,49.",
  priceNegative: "O preço não pode ser negativo.",
  priceRange: `Informe um preço entre ${formatCurrency(PRICE_RANGE.min)} e ${formatCurrency(PRICE_RANGE.max)}.`,
} as const;

export type Check<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/**
 * A count of people, read as Brazilians type it ("1.000" is a thousand, app/lib/numbers.ts):
 * a whole number from `min` to 1.000; "2,5" and "-1" are refused. Empty gives `emptyValue`
 * when the field may be left blank, else the required message.
 */
export function checkPeople(
  raw: string,
  {
    min,
    requiredMessage,
    minMessage,
    emptyValue,
  }: { min: number; requiredMessage: string; minMessage: string; emptyValue?: number },
): Check<number> {
  if (raw.trim() === "") return emptyValue === undefined ? { error: requiredMessage } : { value: emptyValue };
  const n = parseNumber(raw, "grouped");
  if (n === undefined || !Number.isInteger(n) || n < 0) return { error: MESSAGES.peopleInvalid };
  if (n < min) return { error: minMessage };
  if (n > PEOPLE_RANGE.max) return { error: MESSAGES.peopleTooMany };
  return { value: n };
}

/** Hours: "4,5" or "4.5" (app/lib/numbers.ts), from 1 to 12 (docs/decisions/0008-party-model.md). */
export function checkHours(raw: string): Check<number> {
  if (raw.trim() === "") return { error: MESSAGES.hoursRequired };
  const n = parseNumber(raw, "grouped");
  if (n === undefined) return { error: MESSAGES.hoursInvalid };
  if (n < HOURS_RANGE.min) return { error: MESSAGES.hoursTooShort };
  if (n > HOURS_RANGE.max) return { error: MESSAGES.hoursTooLong };
  return { value: n };
}

/** Optional price per container: empty means "not given"; "3,49", "3.49" and "R$ 3,49" accepted. */
export function checkPrice(raw: string): Check<number | undefined> {
  if (raw.trim() === "") return { value: undefined };
  const n = parseNumber(raw, "grouped");
  if (n === undefined) return { error: MESSAGES.priceInvalid };
  if (n < 0) return { error: MESSAGES.priceNegative };
  if (!inRange(n, PRICE_RANGE)) return { error: MESSAGES.priceRange };
  return { value: n };
}

export const DRINKERS_CHECK = {
  min: 1,
  requiredMessage: MESSAGES.drinkersRequired,
  minMessage: MESSAGES.drinkersAtLeastOne,
} as const;
export const OPTIONAL_PEOPLE_CHECK = { min: 0, requiredMessage: "", minMessage: "", emptyValue: 0 } as const;
export const PEOPLE_CHECK = {
  min: 1,
  requiredMessage: MESSAGES.peopleRequired,
  minMessage: MESSAGES.peopleAtLeastOne,
} as const;

/**
 * A number field in the URL (issue 16). Read: shown the way it is typed ("1000" → "1.000",
 * "4.5" → "4,5"), text that is not a number kept as it came so its message explains it.
 * Written: the canonical number (toQueryNumber) only while the field is valid; an invalid
 * or out-of-range field is left out of the address (a link then gives that field's
 * default), so no absurd value is ever shared.
 */
export function numberField<F>(
  name: string,
  fallback: string,
  check: (raw: string) => Check<number | undefined>,
  format: FormatOptions = {},
): UrlField<string, F> {
  return {
    name,
    fallback,
    read: (raw) => {
      const n = parseNumber(raw, "grouped");
      return n === undefined ? raw.trim() : formatTyped(n, "grouped", format);
    },
    write: (value) => {
      const checked = check(value);
      return checked.value === undefined ? undefined : toQueryNumber(checked.value, "grouped");
    },
  };
}

/** The profile in the URL: its key, or an alias (`perfil=medio`, issue 27); anything else gives the default. */
function profileField<F>(fallback: Profile): UrlField<Profile, F> {
  const choice = choiceField<Profile, F>("perfil", PROFILES, fallback);
  return {
    ...choice,
    read: (raw) => PROFILE_ALIASES[raw.trim().toLowerCase()] ?? choice.read(raw),
  };
}

/**
 * docs/decisions/0003-url-state.md: the /festa form in the URL, parameters in the order of the issue: bebem,
 * nao_bebem, criancas, horas, clima, perfil, embalagem, preco (left out when empty).
 * Absent parameters take the defaults; unknown choices fall back to them. These names are
 * also the form's field names, so the form submitted without JavaScript is such a link.
 */
export const PARTY_URL_FIELDS: UrlFields<PartyForm> = {
  bebem: numberField("bebem", PARTY_DEFAULTS.bebem, (raw) => checkPeople(raw, DRINKERS_CHECK)),
  nao_bebem: numberField("nao_bebem", PARTY_DEFAULTS.nao_bebem, (raw) => checkPeople(raw, OPTIONAL_PEOPLE_CHECK)),
  criancas: numberField("criancas", PARTY_DEFAULTS.criancas, (raw) => checkPeople(raw, OPTIONAL_PEOPLE_CHECK)),
  horas: numberField("horas", PARTY_DEFAULTS.horas, checkHours),
  clima: choiceField("clima", WEATHERS, PARTY_DEFAULTS.clima),
  perfil: profileField(PARTY_DEFAULTS.perfil),
  embalagem: choiceField("embalagem", CONTAINER_SIZES, PARTY_DEFAULTS.embalagem),
  preco: numberField("preco", PARTY_DEFAULTS.preco, checkPrice, PRICE_FORMAT),
};

export const PER_PERSON_URL_FIELDS: UrlFields<PerPersonForm> = {
  pessoas: numberField("pessoas", PER_PERSON_DEFAULTS.pessoas, (raw) => checkPeople(raw, PEOPLE_CHECK)),
  horas: numberField("horas", PER_PERSON_DEFAULTS.horas, checkHours),
  // /festa's parameter and values (issue 29 item 6), so its link brings the weather along.
  clima: choiceField("clima", WEATHERS, PER_PERSON_DEFAULTS.clima),
  perfil: profileField(PER_PERSON_DEFAULTS.perfil),
  embalagem: choiceField("embalagem", CONTAINER_SIZES, PER_PERSON_DEFAULTS.embalagem),
};

/** docs/decisions/0003-url-state.md: the /festa form a link describes. */
export function partyFormFromSearch(params: URLSearchParams): PartyForm {
  return readFields(params, PARTY_URL_FIELDS);
}

export function perPersonFormFromSearch(params: URLSearchParams): PerPersonForm {
  return readFields(params, PER_PERSON_URL_FIELDS);
}

export function partyFormToQuery(form: PartyForm): string {
  return writeFields(form, PARTY_URL_FIELDS);
}

export function perPersonFormToQuery(form: PerPersonForm): string {
  return writeFields(form, PER_PERSON_URL_FIELDS);
}

// ---------------------------------------------------------------------------
// Links onward
// ---------------------------------------------------------------------------

/** The price comparator, prefilled with this container and price when there is one (`/?c=350:3.49`). */
export function comparatorHref(ml: ContainerMl, price?: number): string {
  if (price === undefined || !(price > 0)) return "/";
  return `/?c=${ml}:${toQueryNumber(price)}`;
}

/** /festa prefilled from a /por-pessoa calculation (everyone drinks; no one else yet). */
export function partyHrefFromPerPerson(input: PerPersonInput): string {
  return `/festa?${partyFormToQuery({
    ...PARTY_DEFAULTS,
    bebem: String(input.people),
    nao_bebem: "0",
    criancas: "0",
    horas: toQueryNumber(input.hours),
    clima: input.weather,
    perfil: input.profile,
    embalagem: input.containerMl,
  })}`;
}

/** /por-pessoa prefilled from a /festa calculation (the people who drink, in its weather and profile). */
export function perPersonHrefFromParty(input: PartyInput): string {
  return `/por-pessoa?${perPersonFormToQuery({
    pessoas: String(input.drinkers),
    horas: toQueryNumber(input.hours),
    clima: input.weather,
    perfil: input.profile,
    embalagem: input.containerMl,
  })}`;
}
