/**
 * The consumption model of decisions.md D8, shared by the party calculator (/festa) and
 * beer per person (/por-pessoa). Pure TypeScript: no React, no DOM.
 *
 * The spec shows neither calculator (§9 "Not shown"); D8 is the product decision this
 * module implements, number for number:
 *
 * - Beer per drinker = 0.35 L/h × hours × profile × weather. 0.35 L/h is the Brazilian
 *   rule of thumb of "one 350 ml can per person per hour"; profile leve 0.7,
 *   moderado 1, intenso 1.4; weather ameno 1, quente 1.15, muito quente 1.3.
 * - A 10 % safety margin on the beer total (not on each drinker, not on soft drinks).
 * - Non-alcoholic drinks (water, soft drinks): 0.6 L per person per 4 h for everyone who
 *   does not drink beer (adults who don't drink alcohol and children) and 0.3 L per 4 h
 *   for those who do, both linear in the hours (0.15 L/h and 0.075 L/h).
 * - Ice: 1 kg per 2 L of drinks to chill (the beer total, margin included, plus the
 *   soft drinks).
 * - Containers 269, 350, 473, 600 ml and 1 L; units always rounded up. Packs: fardos of
 *   12 (350 and 473 ml cans), fardos of 15 (269 ml cans), crates of 24 (600 ml bottles)
 *   and, our choice where D8 left room, crates of 12 for 1 L bottles (the returnable
 *   "litrão" crate holds 12).
 * - /por-pessoa has no weather input: it uses "ameno" (factor 1).
 */
import { parseDecimal } from "~/lib/format";
import { toUrlNumber } from "~/lib/url-state";

// ---------------------------------------------------------------------------
// Model constants (D8)
// ---------------------------------------------------------------------------

/** D8: litres of beer a moderate drinker has per hour in mild weather. */
export const BEER_LITRES_PER_HOUR = 0.35;
/** D8: safety margin added to the beer total. */
export const SAFETY_MARGIN = 0.1;
/** D8: non-alcoholic drinks per person per 4 hours. */
export const SOFT_DRINK_LITRES_PER_4H = { nonDrinker: 0.6, drinker: 0.3 } as const;
export const SOFT_DRINK_REFERENCE_HOURS = 4;
/** D8: 1 kg of ice for every 2 litres of drinks to chill. */
export const LITRES_PER_KG_OF_ICE = 2;
/** Shopping equivalents shown beside the results (our choice, stated on the page). */
export const SOFT_DRINK_BOTTLE_LITRES = 2;
export const ICE_BAG_KG = 5;

export const PROFILES = ["leve", "moderado", "intenso"] as const;
export type Profile = (typeof PROFILES)[number];
export const PROFILE_FACTORS: Record<Profile, number> = { leve: 0.7, moderado: 1, intenso: 1.4 };
export const PROFILE_LABELS: Record<Profile, string> = { leve: "Leve", moderado: "Moderado", intenso: "Intenso" };

export const WEATHERS = ["ameno", "quente", "muito-quente"] as const;
export type Weather = (typeof WEATHERS)[number];
export const WEATHER_FACTORS: Record<Weather, number> = { ameno: 1, quente: 1.15, "muito-quente": 1.3 };
export const WEATHER_LABELS: Record<Weather, string> = { ameno: "Ameno", quente: "Quente", "muito-quente": "Muito quente" };

export const CONTAINER_SIZES = [269, 350, 473, 600, 1000] as const;
export type ContainerMl = (typeof CONTAINER_SIZES)[number];

export interface Container {
  ml: ContainerMl;
  /** "Lata 350 ml" */
  label: string;
  /** "350 ml", "1 L" */
  volume: string;
  unit: { one: string; many: string };
  pack: { size: number; one: string; many: string };
}

export const CONTAINERS: Record<ContainerMl, Container> = {
  269: { ml: 269, label: "Lata 269 ml", volume: "269 ml", unit: { one: "lata", many: "latas" }, pack: { size: 15, one: "fardo", many: "fardos" } },
  350: { ml: 350, label: "Lata 350 ml", volume: "350 ml", unit: { one: "lata", many: "latas" }, pack: { size: 12, one: "fardo", many: "fardos" } },
  473: { ml: 473, label: "Latão 473 ml", volume: "473 ml", unit: { one: "lata", many: "latas" }, pack: { size: 12, one: "fardo", many: "fardos" } },
  600: { ml: 600, label: "Garrafa 600 ml", volume: "600 ml", unit: { one: "garrafa", many: "garrafas" }, pack: { size: 24, one: "engradado", many: "engradados" } },
  1000: { ml: 1000, label: "Garrafa 1 L", volume: "1 L", unit: { one: "garrafa", many: "garrafas" }, pack: { size: 12, one: "engradado", many: "engradados" } },
};

/** "1 lata", "110 latas" (the count is formatted by the caller). */
export function unitWord(container: Container, count: number) {
  return count === 1 ? container.unit.one : container.unit.many;
}

export function packWord(container: Container, count: number) {
  return count === 1 ? container.pack.one : container.pack.many;
}

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

/** Beer one drinker has over the event, before the margin (D8). */
export function beerPerDrinkerLitres(hours: number, profile: Profile, weather: Weather = "ameno"): number {
  return snap(BEER_LITRES_PER_HOUR * hours * PROFILE_FACTORS[profile] * WEATHER_FACTORS[weather]);
}

/** Units of the container needed to hold `litres`, rounded up. */
export function unitsFor(litres: number, ml: ContainerMl): number {
  return ceilSnapped((litres * 1000) / ml);
}

/** Whole packs needed for `units`, rounded up. */
export function packsFor(units: number, ml: ContainerMl): number {
  return Math.ceil(units / CONTAINERS[ml].pack.size);
}

/** Non-alcoholic litres for a number of people at a rate per 4 h, linear in the hours. */
export function softDrinkLitres(people: number, litresPer4h: number, hours: number): number {
  return snap((people * litresPer4h * hours) / SOFT_DRINK_REFERENCE_HOURS);
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
  softDrinkNonDrinkersLitres: number;
  softDrinkDrinkersLitres: number;
  softDrinkLitres: number;
  softDrinkBottles: number;
  /** litres to chill: beer (with margin) + soft drinks */
  chilledLitres: number;
  iceKg: number;
  /** iceKg rounded up to a whole kilo (what we display) */
  iceKgRounded: number;
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

export function calculateParty(input: PartyInput): PartyResult {
  const container = CONTAINERS[input.containerMl];
  const perDrinker = beerPerDrinkerLitres(input.hours, input.profile, input.weather);
  const base = snap(input.drinkers * perDrinker);
  const margin = snap(base * SAFETY_MARGIN);
  const beerLitres = snap(base + margin);
  const units = unitsFor(beerLitres, input.containerMl);
  const packs = packsFor(units, input.containerMl);
  const unitsInPacks = packs * container.pack.size;

  const notDrinkingBeer = input.nonDrinkers + input.children;
  const softNon = softDrinkLitres(notDrinkingBeer, SOFT_DRINK_LITRES_PER_4H.nonDrinker, input.hours);
  const softDrinkers = softDrinkLitres(input.drinkers, SOFT_DRINK_LITRES_PER_4H.drinker, input.hours);
  const soft = snap(softNon + softDrinkers);

  const chilled = snap(beerLitres + soft);
  const iceKg = snap(chilled / LITRES_PER_KG_OF_ICE);
  const iceKgRounded = ceilSnapped(iceKg);

  const adults = input.drinkers + input.nonDrinkers;
  const result: PartyResult = {
    input,
    container,
    adults,
    guests: adults + input.children,
    beerPerDrinkerLitres: perDrinker,
    beerBaseLitres: base,
    beerMarginLitres: margin,
    beerLitres,
    units,
    packs,
    unitsInPacks,
    softDrinkNonDrinkersLitres: softNon,
    softDrinkDrinkersLitres: softDrinkers,
    softDrinkLitres: soft,
    softDrinkBottles: ceilSnapped(soft / SOFT_DRINK_BOTTLE_LITRES),
    chilledLitres: chilled,
    iceKg,
    iceKgRounded,
    iceBags: ceilSnapped(iceKgRounded / ICE_BAG_KG),
  };
  if (input.price !== undefined) {
    const total = snap(units * input.price);
    result.cost = {
      price: input.price,
      total,
      perAdult: snap(total / adults),
      perDrinker: snap(total / input.drinkers),
      inPacks: snap(unitsInPacks * input.price),
    };
  }
  return result;
}

// ---------------------------------------------------------------------------
// /por-pessoa
// ---------------------------------------------------------------------------

export interface PerPersonInput {
  people: number;
  hours: number;
  profile: Profile;
  containerMl: ContainerMl;
}

export interface PerPersonResult {
  input: PerPersonInput;
  container: Container;
  /** what one person drinks (no margin, weather ameno) */
  perPersonLitres: number;
  /** the same in containers, not rounded (2,8 latas) */
  perPersonUnits: number;
  /** people × per person, no margin */
  totalBaseLitres: number;
  /** to buy: base + 10 % */
  totalLitres: number;
  totalUnits: number;
  packs: number;
  /** pace of one person: containers per hour */
  unitsPerHour: number;
  /** one container every … minutes */
  minutesPerUnit: number;
}

export function calculatePerPerson(input: PerPersonInput): PerPersonResult {
  const container = CONTAINERS[input.containerMl];
  const perPerson = beerPerDrinkerLitres(input.hours, input.profile, "ameno");
  const base = snap(input.people * perPerson);
  const total = snap(base + snap(base * SAFETY_MARGIN));
  const totalUnits = unitsFor(total, input.containerMl);
  const unitsPerHour = snap((BEER_LITRES_PER_HOUR * PROFILE_FACTORS[input.profile] * 1000) / input.containerMl);
  return {
    input,
    container,
    perPersonLitres: perPerson,
    perPersonUnits: snap((perPerson * 1000) / input.containerMl),
    totalBaseLitres: base,
    totalLitres: total,
    totalUnits,
    packs: packsFor(totalUnits, input.containerMl),
    unitsPerHour,
    minutesPerUnit: snap(60 / unitsPerHour),
  };
}

// ---------------------------------------------------------------------------
// Form values, parsing (D2), validation and URL state (D3)
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
  perfil: Profile;
  embalagem: ContainerMl;
}

export const PER_PERSON_DEFAULTS: PerPersonForm = {
  pessoas: "10",
  horas: "4",
  perfil: "moderado",
  embalagem: 350,
};

export const MAX_HOURS = 24;
export const MAX_PEOPLE = 10_000;

export const MESSAGES = {
  peopleInvalid: "Use um número inteiro de pessoas, igual ou maior que zero.",
  peopleTooMany: "Use no máximo 10.000 pessoas.",
  drinkersRequired: "Informe quantas pessoas bebem cerveja.",
  drinkersAtLeastOne: "Informe pelo menos uma pessoa que bebe cerveja.",
  peopleRequired: "Informe o número de pessoas.",
  peopleAtLeastOne: "Informe pelo menos uma pessoa.",
  hoursRequired: "Informe a duração em horas.",
  hoursInvalid: "Informe a duração em horas, como 5 ou 4,5.",
  hoursPositive: "A duração deve ser maior que zero.",
  hoursTooLong: "A duração máxima é de 24 horas.",
  priceInvalid: "Informe um preço válido, como 3,49.",
  priceNegative: "O preço não pode ser negativo.",
} as const;

type Check<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/**
 * A count of people: digits only. "1.000" is refused rather than read as 1 (parseDecimal
 * would take the dot as a decimal separator, D2), "2,5" and "-1" are refused too.
 * Empty gives `emptyValue` when the field may be left blank, else the required message.
 */
export function checkPeople(
  raw: string,
  { min, requiredMessage, minMessage, emptyValue }: { min: number; requiredMessage: string; minMessage: string; emptyValue?: number },
): Check<number> {
  const s = raw.trim();
  if (s === "") return emptyValue === undefined ? { error: requiredMessage } : { value: emptyValue };
  if (!/^\d+$/.test(s)) return { error: MESSAGES.peopleInvalid };
  const n = Number(s);
  if (n < min) return { error: minMessage };
  if (n > MAX_PEOPLE) return { error: MESSAGES.peopleTooMany };
  return { value: n };
}

/** Hours: a decimal with comma or dot (D2), more than 0 and at most 24. */
export function checkHours(raw: string): Check<number> {
  if (raw.trim() === "") return { error: MESSAGES.hoursRequired };
  const n = parseDecimal(raw);
  if (n === undefined) return { error: MESSAGES.hoursInvalid };
  if (n <= 0) return { error: MESSAGES.hoursPositive };
  if (n > MAX_HOURS) return { error: MESSAGES.hoursTooLong };
  return { value: n };
}

/** Optional price per container: empty means "not given"; "3,49" and "3.49" accepted. */
export function checkPrice(raw: string): Check<number | undefined> {
  if (raw.trim() === "") return { value: undefined };
  const n = parseDecimal(raw);
  if (n === undefined) return { error: MESSAGES.priceInvalid };
  if (n < 0) return { error: MESSAGES.priceNegative };
  return { value: n };
}

export type FormErrors<F> = Partial<Record<keyof F, string>>;
export type Validation<I, F> = { ok: true; input: I; errors: FormErrors<F> } | { ok: false; input?: undefined; errors: FormErrors<F> };

export function validatePartyForm(form: PartyForm): Validation<PartyInput, PartyForm> {
  const drinkers = checkPeople(form.bebem, {
    min: 1,
    requiredMessage: MESSAGES.drinkersRequired,
    minMessage: MESSAGES.drinkersAtLeastOne,
  });
  const optional = { min: 0, requiredMessage: "", minMessage: "", emptyValue: 0 };
  const nonDrinkers = checkPeople(form.nao_bebem, optional);
  const children = checkPeople(form.criancas, optional);
  const hours = checkHours(form.horas);
  const price = checkPrice(form.preco);

  const errors: FormErrors<PartyForm> = {};
  if (drinkers.error) errors.bebem = drinkers.error;
  if (nonDrinkers.error) errors.nao_bebem = nonDrinkers.error;
  if (children.error) errors.criancas = children.error;
  if (hours.error) errors.horas = hours.error;
  if (price.error) errors.preco = price.error;
  if (
    drinkers.value === undefined ||
    nonDrinkers.value === undefined ||
    children.value === undefined ||
    hours.value === undefined ||
    price.error !== undefined
  ) {
    return { ok: false, errors };
  }
  const input: PartyInput = {
    drinkers: drinkers.value,
    nonDrinkers: nonDrinkers.value,
    children: children.value,
    hours: hours.value,
    weather: form.clima,
    profile: form.perfil,
    containerMl: form.embalagem,
  };
  if (price.value !== undefined) input.price = price.value;
  return { ok: true, input, errors };
}

export function validatePerPersonForm(form: PerPersonForm): Validation<PerPersonInput, PerPersonForm> {
  const people = checkPeople(form.pessoas, {
    min: 1,
    requiredMessage: MESSAGES.peopleRequired,
    minMessage: MESSAGES.peopleAtLeastOne,
  });
  const hours = checkHours(form.horas);
  const errors: FormErrors<PerPersonForm> = {};
  if (people.error) errors.pessoas = people.error;
  if (hours.error) errors.horas = hours.error;
  if (people.value === undefined || hours.value === undefined) return { ok: false, errors };
  return {
    ok: true,
    input: { people: people.value, hours: hours.value, profile: form.perfil, containerMl: form.embalagem },
    errors,
  };
}

function oneOf<T extends string | number>(options: readonly T[], raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  return options.find((o) => String(o) === raw.trim()) ?? fallback;
}

/** A text field from the URL: absent → the default; present → as written (may be invalid). */
function textParam(params: URLSearchParams, name: string, fallback: string) {
  const v = params.get(name);
  return v === null ? fallback : v.trim();
}

/** D3: the /festa form a link describes. Unknown choices fall back to the defaults. */
export function partyFormFromSearch(params: URLSearchParams): PartyForm {
  const d = PARTY_DEFAULTS;
  return {
    bebem: textParam(params, "bebem", d.bebem),
    nao_bebem: textParam(params, "nao_bebem", d.nao_bebem),
    criancas: textParam(params, "criancas", d.criancas),
    horas: commaDecimal(textParam(params, "horas", d.horas)),
    clima: oneOf(WEATHERS, params.get("clima"), d.clima),
    perfil: oneOf(PROFILES, params.get("perfil"), d.perfil),
    embalagem: oneOf(CONTAINER_SIZES, params.get("embalagem"), d.embalagem),
    preco: commaDecimal(textParam(params, "preco", d.preco)),
  };
}

export function perPersonFormFromSearch(params: URLSearchParams): PerPersonForm {
  const d = PER_PERSON_DEFAULTS;
  return {
    pessoas: textParam(params, "pessoas", d.pessoas),
    horas: commaDecimal(textParam(params, "horas", d.horas)),
    perfil: oneOf(PROFILES, params.get("perfil"), d.perfil),
    embalagem: oneOf(CONTAINER_SIZES, params.get("embalagem"), d.embalagem),
  };
}

/**
 * The URL carries a dot ("3.49", D3); the field shows the Brazilian comma ("3,49", D2).
 * Only a plain decimal is converted, so anything odd stays visible as typed.
 */
function commaDecimal(v: string) {
  return /^-?\d+\.\d+$/.test(v) ? v.replace(".", ",") : v;
}

/** A field for the URL: a number with a dot when it parses, else the text as typed. */
function urlDecimal(raw: string) {
  const n = parseDecimal(raw);
  return n === undefined ? raw.trim() : toUrlNumber(n);
}

/**
 * The query string of a /festa form, parameters in the order of the issue:
 * bebem, nao_bebem, criancas, horas, clima, perfil, embalagem, preco (left out when empty).
 */
export function partyFormToQuery(form: PartyForm): string {
  const q = new URLSearchParams();
  q.set("bebem", form.bebem.trim());
  q.set("nao_bebem", form.nao_bebem.trim());
  q.set("criancas", form.criancas.trim());
  q.set("horas", urlDecimal(form.horas));
  q.set("clima", form.clima);
  q.set("perfil", form.perfil);
  q.set("embalagem", String(form.embalagem));
  if (form.preco.trim() !== "") q.set("preco", urlDecimal(form.preco));
  return q.toString();
}

export function perPersonFormToQuery(form: PerPersonForm): string {
  const q = new URLSearchParams();
  q.set("pessoas", form.pessoas.trim());
  q.set("horas", urlDecimal(form.horas));
  q.set("perfil", form.perfil);
  q.set("embalagem", String(form.embalagem));
  return q.toString();
}

// ---------------------------------------------------------------------------
// Links onward
// ---------------------------------------------------------------------------

/** The price comparator, prefilled with this container and price when there is one (`/?c=350:3.49`). */
export function comparatorHref(ml: ContainerMl, price?: number): string {
  if (price === undefined || !(price > 0)) return "/";
  return `/?c=${ml}:${toUrlNumber(price)}`;
}

/** /festa prefilled from a /por-pessoa calculation (everyone drinks; no one else yet). */
export function partyHrefFromPerPerson(input: PerPersonInput): string {
  return `/festa?${partyFormToQuery({
    ...PARTY_DEFAULTS,
    bebem: String(input.people),
    nao_bebem: "0",
    criancas: "0",
    horas: toUrlNumber(input.hours),
    perfil: input.profile,
    embalagem: input.containerMl,
  })}`;
}

/** /por-pessoa prefilled from a /festa calculation (the people who drink). */
export function perPersonHrefFromParty(input: PartyInput): string {
  return `/por-pessoa?${perPersonFormToQuery({
    pessoas: String(input.drinkers),
    horas: toUrlNumber(input.hours),
    perfil: input.profile,
    embalagem: input.containerMl,
  })}`;
}
