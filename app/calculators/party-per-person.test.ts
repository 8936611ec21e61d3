// Beer per person (/por-pessoa) in the weather of the party (issue 29 item 6): reached from /festa, a hot
// plan keeps its litres. Expected figures by hand from docs/decisions/0008-party-model.md (revised):
//   6 h, médio: 0,35 × 4 + 0,25 × 2 = 1,9 L; × 1,15 (quente) = 2,185 L ≈ 2,19 L; × 1,3 (muito quente) = 2,47 L.
import { describe, expect, it } from "vitest";
import {
  PARTY_DEFAULTS,
  PER_PERSON_DEFAULTS,
  WEATHERS,
  PROFILES,
  perPersonFormFromSearch,
  perPersonFormToQuery,
  perPersonHrefFromParty,
  partyHrefFromPerPerson,
  partyFormFromSearch,
} from "./party";
import { calculateParty, validatePartyForm } from "./party-festa";
import { calculatePerPerson, validatePerPersonForm } from "./party-per-person";

const perPersonOf = (query: string) => {
  const v = validatePerPersonForm(perPersonFormFromSearch(new URLSearchParams(query)));
  if (!v.ok) throw new Error(`invalid /por-pessoa?${query}`);
  return calculatePerPerson(v.value);
};

describe("/por-pessoa no clima da festa (issue 29 item 6)", () => {
  it("6 h, médio, quente: 1,9 L × 1,15 = 2,185 L por pessoa (2,19 L), não 1,9 L", () => {
    const r = perPersonOf("pessoas=20&horas=6&clima=quente&perfil=moderado&embalagem=350");
    expect(r.perPersonLitres).toBeCloseTo(2.185, 9);
    // 20 × 2,185 = 43,7 L + 10 % = 48,07 L → 48,07 / 0,35 = 137,3 → 138 latas
    expect(r.totalLitres).toBeCloseTo(48.07, 9);
    expect(r.totalUnits).toBe(138);
  });

  it("muito quente: × 1,3; sem clima no link, ameno (os links de antes continuam iguais)", () => {
    expect(perPersonOf("pessoas=10&horas=6&clima=muito-quente").perPersonLitres).toBeCloseTo(2.47, 9);
    expect(perPersonOf("pessoas=10&horas=6").perPersonLitres).toBeCloseTo(1.9, 9);
    expect(perPersonOf("pessoas=10&horas=6&clima=tropical").input.weather).toBe("ameno");
  });

  it("o ritmo também segue o clima: quente, 350 ml, 4 primeiras horas 0,35 × 1,15 ÷ 0,35 = 1,15 lata por hora", () => {
    const r = perPersonOf("pessoas=10&horas=6&clima=quente&perfil=moderado&embalagem=350");
    expect(r.unitsPerHourFirst).toBeCloseTo(1.15, 9);
    // 0,25 × 1,15 ÷ 0,35 = 0,8214
    expect(r.unitsPerHourLater).toBeCloseTo(0.821429, 5);
    // the average pace is the per-person units over the hours: 2,185 / 0,35 / 6 = 1,0405
    expect(r.unitsPerHour).toBeCloseTo(1.040476, 5);
  });

  it("o link de /festa leva clima e perfil, e /por-pessoa mostra por pessoa o mesmo número que /festa, em todo clima e perfil", () => {
    for (const clima of WEATHERS)
      for (const perfil of PROFILES)
        for (const horas of ["1", "4", "4,5", "6", "12"]) {
          const festa = validatePartyForm({ ...PARTY_DEFAULTS, clima, perfil, horas });
          if (!festa.ok) throw new Error("invalid /festa");
          const party = calculateParty(festa.value);
          const href = perPersonHrefFromParty(festa.value);
          expect(href).toContain(`clima=${clima}`);
          const perPerson = perPersonOf(href.slice(href.indexOf("?") + 1));
          expect(perPerson.input).toMatchObject({ weather: clima, profile: perfil, people: festa.value.drinkers });
          expect(perPerson.perPersonLitres, `${clima} ${perfil} ${horas} h`).toBe(party.beerPerDrinkerLitres);
          // The same people, the same margin: the same beer to buy.
          expect(perPerson.totalLitres).toBe(party.beerLitres);
          expect(perPerson.totalUnits).toBe(party.units);
        }
  });

  it("e de volta: /por-pessoa leva o clima para /festa", () => {
    const v = validatePerPersonForm({ ...PER_PERSON_DEFAULTS, clima: "muito-quente", perfil: "intenso" });
    if (!v.ok) throw new Error("invalid");
    const href = partyHrefFromPerPerson(v.value);
    expect(partyFormFromSearch(new URLSearchParams(href.slice(href.indexOf("?") + 1)))).toMatchObject({
      clima: "muito-quente",
      perfil: "intenso",
    });
  });

  it("o clima volta do endereço como foi escrito (D3)", () => {
    const form = { ...PER_PERSON_DEFAULTS, clima: "quente" as const };
    expect(perPersonFormToQuery(form)).toBe("pessoas=10&horas=4&clima=quente&perfil=moderado&embalagem=350");
    expect(perPersonFormFromSearch(new URLSearchParams(perPersonFormToQuery(form)))).toEqual(form);
  });
});
