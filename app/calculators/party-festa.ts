// /festa's calculation and validation (docs/decisions/0008-party-model.md), beside the model they share
// with /por-pessoa in party.ts. A module of its own so /por-pessoa, which loads party.ts, does not
// download them (issue 12.2); party-per-person.ts is /por-pessoa's counterpart.
import {
  checkHours,
  checkPeople,
  checkPrice,
  beerPerDrinkerLitres,
  ceilSnapped,
  CONTAINERS,
  DRINKERS_CHECK,
  ICE_BAG_KG,
  LITRES_PER_KG_OF_ICE,
  OPTIONAL_PEOPLE_CHECK,
  packsFor,
  SAFETY_MARGIN,
  snap,
  SOFT_DRINK_BOTTLE_LITRES,
  SOFT_DRINK_LITRES_PER_HOUR,
  softDrinkLitres,
  unitsFor,
  type PartyForm,
  type PartyInput,
  type PartyResult,
} from "~/calculators/party";
import type { FieldErrors, Validation } from "~/calculators/validation";

export function calculateParty(input: PartyInput): PartyResult {
  const container = CONTAINERS[input.containerMl];
  const perDrinker = beerPerDrinkerLitres(input.hours, input.profile, input.weather);
  const base = snap(input.drinkers * perDrinker);
  const margin = snap(base * SAFETY_MARGIN);
  const beerLitres = snap(base + margin);
  const units = unitsFor(beerLitres, input.containerMl);
  const packs = packsFor(units, input.containerMl);
  const unitsInPacks = packs * container.pack.size;

  const rate = SOFT_DRINK_LITRES_PER_HOUR;
  const softNon = softDrinkLitres(input.nonDrinkers, rate.nonDrinker, input.hours, input.weather);
  const softChildren = softDrinkLitres(input.children, rate.child, input.hours, input.weather);
  const softDrinkers = softDrinkLitres(input.drinkers, rate.drinker, input.hours, input.weather);
  const soft = snap(softNon + softChildren + softDrinkers);

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
    softDrinkChildrenLitres: softChildren,
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

export function validatePartyForm(form: PartyForm): Validation<PartyInput, FieldErrors<PartyForm>> {
  const drinkers = checkPeople(form.bebem, DRINKERS_CHECK);
  const nonDrinkers = checkPeople(form.nao_bebem, OPTIONAL_PEOPLE_CHECK);
  const children = checkPeople(form.criancas, OPTIONAL_PEOPLE_CHECK);
  const hours = checkHours(form.horas);
  const price = checkPrice(form.preco);

  const errors: FieldErrors<PartyForm> = {};
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
  return { ok: true, value: input, errors };
}
