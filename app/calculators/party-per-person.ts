// /por-pessoa's calculation and validation (docs/decisions/0008-party-model.md: the /festa model, in
// the weather chosen, "ameno" by default), beside the model they share in party.ts. A module of its own so /festa, which
// loads party.ts, does not download them (issue 12.2); party-festa.ts is /festa's counterpart.
import {
  BEER_LITRES_PER_HOUR,
  BEER_LITRES_PER_HOUR_LATER,
  beerPerDrinkerLitres,
  checkHours,
  checkPeople,
  CONTAINERS,
  packsFor,
  PEOPLE_CHECK,
  PROFILE_FACTORS,
  SAFETY_MARGIN,
  snap,
  unitsFor,
  WEATHER_FACTORS,
  type PerPersonForm,
  type PerPersonInput,
  type PerPersonResult,
} from "~/calculators/party";
import type { FieldErrors, Validation } from "~/calculators/validation";

export function calculatePerPerson(input: PerPersonInput): PerPersonResult {
  const container = CONTAINERS[input.containerMl];
  // The same function and factors as /festa's "por pessoa que bebe" (issue 29 item 6: the same figure on both pages).
  const perPerson = beerPerDrinkerLitres(input.hours, input.profile, input.weather);
  const base = snap(input.people * perPerson);
  const total = snap(base + snap(base * SAFETY_MARGIN));
  const totalUnits = unitsFor(total, input.containerMl);
  const perHour = (litresPerHour: number) =>
    snap((litresPerHour * PROFILE_FACTORS[input.profile] * WEATHER_FACTORS[input.weather] * 1000) / input.containerMl);
  const unitsPerHour = snap((perPerson * 1000) / input.containerMl / input.hours);
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
    // From the unrounded litres, so 8 h moderado is exactly 70 min, not 69,99997.
    minutesPerUnit: snap((60 * input.hours * input.containerMl) / (perPerson * 1000)),
    unitsPerHourFirst: perHour(BEER_LITRES_PER_HOUR),
    unitsPerHourLater: perHour(BEER_LITRES_PER_HOUR_LATER),
  };
}

export function validatePerPersonForm(form: PerPersonForm): Validation<PerPersonInput, FieldErrors<PerPersonForm>> {
  const people = checkPeople(form.pessoas, PEOPLE_CHECK);
  const hours = checkHours(form.horas);
  const errors: FieldErrors<PerPersonForm> = {};
  if (people.error) errors.pessoas = people.error;
  if (hours.error) errors.horas = hours.error;
  if (people.value === undefined || hours.value === undefined) return { ok: false, errors };
  const input: PerPersonInput = {
    people: people.value,
    hours: hours.value,
    weather: form.clima,
    profile: form.perfil,
    containerMl: form.embalagem,
  };
  return { ok: true, value: input, errors };
}
