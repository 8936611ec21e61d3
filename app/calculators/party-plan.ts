/**
 * /festa's plan beyond the drinks (issue 29, docs/decisions D19): the churrasco, the priced
 * shopping list and the state of the split in the URL. Pure TypeScript, unit-tested beside it
 * (party-plan.test.ts). The split itself and the Pix codes are party-split.ts and pix.ts,
 * loaded with the split (issue 29: the page's first visit stays light).
 *
 * D19, number for number:
 * - Meat, as bought: 400 g per adult for up to 4 hours, +50 g for each hour after the 4th
 *   (pro rata for a fraction), at most 600 g; a child eats half. Mix 50 % bovina, 30 % suína
 *   e linguiça, 20 % frango by default, editable, adding up to 100 %. Each cut rounded up to
 *   100 g (what a butcher weighs).
 * - Charcoal: 1 kg per kg of meat, in 5 kg bags. Pão de alho: 1 per adult, in packs of 5.
 * - Sides (our reading of the source D19 asks us to name): Estado de Minas ("Degusta", April
 *   2025) counts 150 g of sides per person; we give 50 g of farofa and 100 g of vinagrete per
 *   adult, half for a child, rounded up to 100 g.
 * - The list buys closed packages (D8's packs, 2 L soft drinks, 5 kg bags of ice and
 *   charcoal, meat by the kg, pão de alho packs) at a typed price or D19's reference price of
 *   the month they were set (REFERENCE_MONTH).
 */
import {
  CONTAINERS,
  ICE_BAG_KG,
  numberField,
  PARTY_DEFAULTS,
  PARTY_URL_FIELDS,
  SOFT_DRINK_BOTTLE_LITRES,
  checkPrice,
  PRICE_FORMAT,
  type Check,
  type ContainerMl,
  type PartyForm,
  type PartyResult,
} from "~/calculators/party";
import {
  MEAT_GRAMS_BASE,
  MEAT_GRAMS_PER_HOUR_AFTER,
  MEAT_GRAMS_MAX,
  MEAT_BASE_HOURS,
  CHILD_SHARE,
  CHARCOAL_KG_PER_KG_OF_MEAT,
  CHARCOAL_BAG_KG,
  GARLIC_BREAD_PER_ADULT,
  GARLIC_BREAD_PACK,
  FAROFA_GRAMS_PER_ADULT,
  VINAGRETE_GRAMS_PER_ADULT,
  SIDES_SOURCE,
  REFERENCE_MONTH,
} from "~/calculators/party-plan-rules";
import type { FieldErrors } from "~/calculators/validation";
import { formatCurrency, formatNumber } from "~/lib/format";
import { parseNumber } from "~/lib/numbers";
import { choiceField, readFields, textField, type UrlField, type UrlFields, writeFields } from "~/lib/url-state";

// ---------------------------------------------------------------------------
// Churrasco (D19)
// ---------------------------------------------------------------------------

export {
  MEAT_GRAMS_BASE,
  MEAT_GRAMS_PER_HOUR_AFTER,
  MEAT_GRAMS_MAX,
  MEAT_BASE_HOURS,
  CHILD_SHARE,
  CHARCOAL_KG_PER_KG_OF_MEAT,
  CHARCOAL_BAG_KG,
  GARLIC_BREAD_PER_ADULT,
  GARLIC_BREAD_PACK,
  FAROFA_GRAMS_PER_ADULT,
  VINAGRETE_GRAMS_PER_ADULT,
  SIDES_SOURCE,
  REFERENCE_MONTH,
};

export const CUTS = ["bovina", "suina", "frango"] as const;
export type Cut = (typeof CUTS)[number];
export const CUT_LABELS: Record<Cut, string> = { bovina: "Bovina", suina: "Suína e linguiça", frango: "Frango" };
export const DEFAULT_MIX: Record<Cut, number> = { bovina: 50, suina: 30, frango: 20 };

/** Grams of meat for one adult over `hours` (D19). */
export function meatGramsPerAdult(hours: number): number {
  const extra = Math.max(0, hours - MEAT_BASE_HOURS) * MEAT_GRAMS_PER_HOUR_AFTER;
  return Math.min(MEAT_GRAMS_MAX, Math.round(MEAT_GRAMS_BASE + extra));
}

/** Kilos rounded up to the next 100 g, without floating crumbs (2.3000000001 → 2.4 is not wanted). */
export function ceilTenth(kg: number): number {
  return Math.ceil(Math.round(kg * 1e6) / 1e5) / 10;
}

export interface ChurrascoResult {
  gramsPerAdult: number;
  gramsPerChild: number;
  /** Meat eaten, kg, before rounding the cuts */
  meatKg: number;
  cuts: { cut: Cut; percent: number; kg: number }[];
  /** Meat to buy: the cuts as rounded */
  meatToBuyKg: number;
  charcoalKg: number;
  charcoalBags: number;
  garlicBread: number;
  garlicBreadPacks: number;
  farofaKg: number;
  vinagreteKg: number;
}

export function calculateChurrasco(
  adults: number,
  children: number,
  hours: number,
  mix: Record<Cut, number>,
): ChurrascoResult {
  const gramsPerAdult = meatGramsPerAdult(hours);
  const gramsPerChild = gramsPerAdult * CHILD_SHARE;
  const eaters = adults + children * CHILD_SHARE;
  const meatKg = (adults * gramsPerAdult + children * gramsPerChild) / 1000;
  const cuts = CUTS.filter((cut) => mix[cut] > 0).map((cut) => ({
    cut,
    percent: mix[cut],
    kg: ceilTenth((meatKg * mix[cut]) / 100),
  }));
  const meatToBuyKg = Math.round(cuts.reduce((sum, c) => sum + c.kg, 0) * 10) / 10;
  const charcoalKg = Math.round(meatToBuyKg * CHARCOAL_KG_PER_KG_OF_MEAT * 10) / 10;
  const garlicBread = adults * GARLIC_BREAD_PER_ADULT;
  return {
    gramsPerAdult,
    gramsPerChild,
    meatKg,
    cuts,
    meatToBuyKg,
    charcoalKg,
    charcoalBags: Math.ceil(Math.round(charcoalKg * 1e6) / 1e6 / CHARCOAL_BAG_KG),
    garlicBread,
    garlicBreadPacks: Math.ceil(garlicBread / GARLIC_BREAD_PACK),
    farofaKg: ceilTenth((eaters * FAROFA_GRAMS_PER_ADULT) / 1000),
    vinagreteKg: ceilTenth((eaters * VINAGRETE_GRAMS_PER_ADULT) / 1000),
  };
}

// ---------------------------------------------------------------------------
// Reference prices (D19: shown with the month they were set, REFERENCE_MONTH)
// ---------------------------------------------------------------------------

export const PRICED_ITEMS = ["refrigerante", "gelo", "bovina", "suina", "frango", "carvao", "pao_de_alho"] as const;
export type PricedItem = (typeof PRICED_ITEMS)[number];

export const REFERENCE_PRICES: Record<PricedItem, number> & { beer: Record<ContainerMl, number> } = {
  beer: { 269: 2.79, 350: 3.69, 473: 4.79, 600: 7.99, 1000: 10.99 },
  refrigerante: 9.49,
  gelo: 12.9,
  bovina: 54.9,
  suina: 26.9,
  frango: 19.9,
  carvao: 27.9,
  pao_de_alho: 15.9,
};

// ---------------------------------------------------------------------------
// The form beyond D8's (URL names: D19)
// ---------------------------------------------------------------------------

export const HOSTS = ["bebe", "nao-bebe"] as const;
export type Host = (typeof HOSTS)[number];

export interface PlanForm {
  churrasco: boolean;
  bovina: string;
  suina: string;
  frango: string;
  preco_refrigerante: string;
  preco_gelo: string;
  preco_bovina: string;
  preco_suina: string;
  preco_frango: string;
  preco_carvao: string;
  preco_pao_de_alho: string;
  racha: boolean;
  /** Which group the host is counted in (they get the remainder cents). */
  anfitriao: Host;
  /** The host pays no part (only the cents the division leaves). */
  anfitriao_fora: boolean;
  criancas_pagam: boolean;
  pix: string;
  nome: string;
  cidade: string;
}

/** /festa's whole form: D8's fields and the plan's. */
export type FestaForm = PartyForm & PlanForm;

export const PLAN_DEFAULTS: PlanForm = {
  churrasco: false,
  bovina: String(DEFAULT_MIX.bovina),
  suina: String(DEFAULT_MIX.suina),
  frango: String(DEFAULT_MIX.frango),
  preco_refrigerante: "",
  preco_gelo: "",
  preco_bovina: "",
  preco_suina: "",
  preco_frango: "",
  preco_carvao: "",
  preco_pao_de_alho: "",
  racha: false,
  anfitriao: "bebe",
  anfitriao_fora: false,
  criancas_pagam: false,
  pix: "",
  nome: "",
  cidade: "",
};

export const FESTA_DEFAULTS: FestaForm = { ...PARTY_DEFAULTS, ...PLAN_DEFAULTS };

export const PLAN_MESSAGES = {
  percentInvalid: "Use um percentual inteiro de 0 a 100.",
  mixSum: (sum: number) =>
    `Bovina, suína e linguiça e frango devem somar 100% (agora somam ${formatNumber(sum, { maximumFractionDigits: 2 })}%).`,
} as const;

export function checkPercent(raw: string): Check<number> {
  const n = raw.trim() === "" ? 0 : parseNumber(raw, "grouped");
  if (n === undefined || !Number.isInteger(n) || n < 0 || n > 100) return { error: PLAN_MESSAGES.percentInvalid };
  return { value: n };
}

/** A yes/no in the URL: "1" when on, left out when off (a GET form's unchecked box sends nothing). */
function flagField<F>(name: string, onlyWhen?: (form: F) => boolean): UrlField<boolean, F> {
  return {
    name,
    fallback: false,
    read: (raw) => ["1", "on", "true", "sim"].includes(raw.trim().toLowerCase()),
    write: () => "1",
    omit: (value, form) => !value || (onlyWhen !== undefined && !onlyWhen(form)),
  };
}

const withChurrasco = (form: FestaForm) => form.churrasco;
const withSplit = (form: FestaForm) => form.racha;
const onlyWhen = <T>(field: UrlField<T, FestaForm>, when: (form: FestaForm) => boolean): UrlField<T, FestaForm> => ({
  ...field,
  omit: (value, form) => !when(form) || (field.omit?.(value, form) ?? false),
});
const percentField = (cut: Cut) =>
  onlyWhen(numberField<FestaForm>(cut, PLAN_DEFAULTS[cut], checkPercent), withChurrasco);
const priceField = (item: PricedItem) =>
  numberField<FestaForm>(`preco_${item}`, "", checkPrice, PRICE_FORMAT) as UrlField<string, FestaForm>;
const optionalText = (name: string) =>
  onlyWhen({ ...textField<FestaForm>(name, ""), omit: (value) => value.trim() === "" }, withSplit);

/**
 * D3 + D19: /festa's whole state in the URL, D8's parameters first, then `churrasco=1` and its
 * mix, each typed price (`preco_<item>`, left out when empty: the reference price applies),
 * `racha=1` and the split's choices, and the Pix key, name and city. The same names are the
 * GET form's fields, so the form sent without JavaScript is such a link.
 */
export const FESTA_URL_FIELDS: UrlFields<FestaForm> = {
  ...(PARTY_URL_FIELDS as unknown as UrlFields<PartyForm & Partial<PlanForm>>),
  churrasco: flagField<FestaForm>("churrasco"),
  bovina: percentField("bovina"),
  suina: percentField("suina"),
  frango: percentField("frango"),
  preco_refrigerante: priceField("refrigerante"),
  preco_gelo: priceField("gelo"),
  preco_bovina: onlyWhen(priceField("bovina"), withChurrasco),
  preco_suina: onlyWhen(priceField("suina"), withChurrasco),
  preco_frango: onlyWhen(priceField("frango"), withChurrasco),
  preco_carvao: onlyWhen(priceField("carvao"), withChurrasco),
  preco_pao_de_alho: onlyWhen(priceField("pao_de_alho"), withChurrasco),
  racha: flagField<FestaForm>("racha"),
  anfitriao: {
    ...choiceField<Host, FestaForm>("anfitriao", HOSTS, PLAN_DEFAULTS.anfitriao),
    omit: (value, form) => !form.racha || value === PLAN_DEFAULTS.anfitriao,
  },
  anfitriao_fora: flagField<FestaForm>("anfitriao_fora", withSplit),
  criancas_pagam: flagField<FestaForm>("criancas_pagam", withSplit),
  pix: optionalText("pix"),
  nome: optionalText("nome"),
  cidade: optionalText("cidade"),
} as UrlFields<FestaForm>;

export function festaFormFromSearch(params: URLSearchParams): FestaForm {
  return readFields(params, FESTA_URL_FIELDS);
}

export function festaFormToQuery(form: FestaForm): string {
  return writeFields(form, FESTA_URL_FIELDS);
}

// ---------------------------------------------------------------------------
// Validation of the plan's fields
// ---------------------------------------------------------------------------

export interface PlanInput {
  churrasco?: Record<Cut, number>;
  /** Prices typed (undefined: the reference price). */
  prices: Partial<Record<PricedItem, number>>;
}

export function validatePlanForm(form: FestaForm): { input?: PlanInput; errors: FieldErrors<FestaForm> } {
  const errors: FieldErrors<FestaForm> = {};
  const prices: Partial<Record<PricedItem, number>> = {};
  for (const item of PRICED_ITEMS) {
    const key = `preco_${item}` as const;
    const checked = checkPrice(form[key]);
    if (checked.error) errors[key] = checked.error;
    else if (checked.value !== undefined) prices[item] = checked.value;
  }
  let churrasco: Record<Cut, number> | undefined;
  if (form.churrasco) {
    const mix = {} as Record<Cut, number>;
    for (const cut of CUTS) {
      const checked = checkPercent(form[cut]);
      if (checked.value === undefined) errors[cut] = checked.error;
      else mix[cut] = checked.value;
    }
    if (CUTS.every((cut) => !errors[cut])) {
      const sum = CUTS.reduce((s, cut) => s + mix[cut], 0);
      if (sum !== 100) errors.frango = PLAN_MESSAGES.mixSum(sum);
      else churrasco = mix;
    }
  }
  const invalid = Object.keys(errors).length > 0;
  return invalid ? { errors } : { input: churrasco ? { churrasco, prices } : { prices }, errors };
}

// ---------------------------------------------------------------------------
// The shopping list
// ---------------------------------------------------------------------------

export type ListItemId = "cerveja" | PricedItem;

export interface ListLine {
  id: ListItemId;
  /** "Cerveja (lata de 350 ml)" */
  name: string;
  /** "10 fardos de 12 (120 latas)" */
  quantityText: string;
  /** How many of `unit` are bought (120 latas, 8,3 kg) */
  quantity: number;
  /** "lata", "kg", "saco de 5 kg" */
  unit: string;
  price: number;
  typed: boolean;
  totalCents: number;
  /** Alcoholic: paid by the adults who drink (D19). */
  alcoholic: boolean;
}

export interface ShoppingList {
  lines: ListLine[];
  totalCents: number;
  alcoholCents: number;
  otherCents: number;
  perAdultCents: number;
  adults: number;
}

const cents = (quantity: number, price: number) => Math.round(Math.round(quantity * price * 1e6) / 1e4);
const kg = (n: number) => `${formatNumber(n, { maximumFractionDigits: 1 })} kg`;
const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** An item's name as the list shows it: "Cerveja (lata de 350 ml)", "Gelo (saco de 5 kg)". */
export function itemName(id: ListItemId, containerMl: ContainerMl): string {
  switch (id) {
    case "cerveja":
      return `Cerveja (${CONTAINERS[containerMl].unit.one} de ${CONTAINERS[containerMl].volume})`;
    case "refrigerante":
      return `Refrigerante, água ou suco (garrafa de ${formatNumber(SOFT_DRINK_BOTTLE_LITRES)} L)`;
    case "gelo":
      return `Gelo (saco de ${formatNumber(ICE_BAG_KG)} kg)`;
    case "carvao":
      return `Carvão (saco de ${formatNumber(CHARCOAL_BAG_KG)} kg)`;
    case "pao_de_alho":
      return `Pão de alho (pacote com ${GARLIC_BREAD_PACK})`;
    default:
      return `Carne ${CUT_LABELS[id].toLowerCase()} (kg)`;
  }
}

/**
 * The items the list has for a form, in its order, whatever the other fields hold: so the price
 * fields (and their messages) stay on the page while a count or an hour is being corrected.
 */
export function listItems(form: FestaForm): ListItemId[] {
  const items: ListItemId[] = ["cerveja", "refrigerante", "gelo"];
  if (!form.churrasco) return items;
  const cuts = CUTS.filter((cut) => {
    const checked = checkPercent(form[cut]);
    return checked.value === undefined || checked.value > 0;
  });
  return [...items, ...cuts, "carvao", "pao_de_alho"];
}

export function buildShoppingList(party: PartyResult, plan: PlanInput, churrasco?: ChurrascoResult): ShoppingList {
  const { container, input } = party;
  const priceOf = (item: PricedItem) => ({
    price: plan.prices[item] ?? REFERENCE_PRICES[item],
    typed: plan.prices[item] !== undefined,
  });
  const line = (
    id: ListItemId,
    name: string,
    quantity: number,
    quantityText: string,
    unit: string,
    { price, typed }: { price: number; typed: boolean },
    alcoholic = false,
  ): ListLine => ({
    id,
    name,
    quantity,
    quantityText,
    unit,
    price,
    typed,
    totalCents: cents(quantity, price),
    alcoholic,
  });

  const beerPrice = {
    price: input.price ?? REFERENCE_PRICES.beer[input.containerMl],
    typed: input.price !== undefined,
  };
  const lines: ListLine[] = [
    line(
      "cerveja",
      itemName("cerveja", input.containerMl),
      party.unitsInPacks,
      `${count(party.packs, container.pack.one, container.pack.many)} de ${container.pack.size} (${count(party.unitsInPacks, container.unit.one, container.unit.many)})`,
      container.unit.one,
      beerPrice,
      true,
    ),
    line(
      "refrigerante",
      itemName("refrigerante", input.containerMl),
      party.softDrinkBottles,
      count(party.softDrinkBottles, "garrafa", "garrafas"),
      "garrafa",
      priceOf("refrigerante"),
    ),
    line(
      "gelo",
      itemName("gelo", input.containerMl),
      party.iceBags,
      count(party.iceBags, "saco", "sacos"),
      "saco",
      priceOf("gelo"),
    ),
  ];
  if (churrasco) {
    for (const { cut, kg: cutKg } of churrasco.cuts) {
      lines.push(line(cut, itemName(cut, input.containerMl), cutKg, kg(cutKg), "kg", priceOf(cut)));
    }
    lines.push(
      line(
        "carvao",
        itemName("carvao", input.containerMl),
        churrasco.charcoalBags,
        count(churrasco.charcoalBags, "saco", "sacos"),
        "saco",
        priceOf("carvao"),
      ),
      line(
        "pao_de_alho",
        itemName("pao_de_alho", input.containerMl),
        churrasco.garlicBreadPacks,
        count(churrasco.garlicBreadPacks, "pacote", "pacotes"),
        "pacote",
        priceOf("pao_de_alho"),
      ),
    );
  }
  const totalCents = lines.reduce((s, l) => s + l.totalCents, 0);
  const alcoholCents = lines.filter((l) => l.alcoholic).reduce((s, l) => s + l.totalCents, 0);
  return {
    lines,
    totalCents,
    alcoholCents,
    otherCents: totalCents - alcoholCents,
    perAdultCents: Math.round(totalCents / party.adults),
    adults: party.adults,
  };
}

export const money = (centsValue: number) => formatCurrency(centsValue / 100);

/** The list as text, one line per item (WhatsApp, the clipboard): quantities, prices, totals. */
export function shoppingListText(list: ShoppingList, party: PartyResult): string {
  const { input } = party;
  const who = [
    count(party.adults, "adulto", "adultos"),
    input.children > 0 ? count(input.children, "criança", "crianças") : undefined,
    `${formatNumber(input.hours, { maximumFractionDigits: 1 })} h`,
  ]
    .filter(Boolean)
    .join(", ");
  return [
    `Lista de compras da festa (${who}):`,
    ...list.lines.map((l) => `• ${l.name}: ${l.quantityText} × ${formatCurrency(l.price)} = ${money(l.totalCents)}`),
    `Total: ${money(list.totalCents)} (${money(list.perAdultCents)} por adulto)`,
  ].join("\n");
}
