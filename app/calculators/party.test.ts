// docs/decisions/0008-party-model.md consumption model (revised: beer tapers after the 4th hour, soft drinks per hour ×
// weather, 1–12 hours). Every expected value below is worked out by hand (arithmetic in
// the comments) from the numbers of docs/decisions/0008-party-model.md, never taken from the module.
import { describe, expect, it } from "vitest";
import {
  baseBeerLitres,
  beerPerDrinkerLitres,
  comparatorHref,
  MESSAGES,
  PARTY_DEFAULTS,
  PEOPLE_RANGE,
  partyFormFromSearch,
  partyFormToQuery,
  partyHrefFromPerPerson,
  PER_PERSON_DEFAULTS,
  perPersonFormFromSearch,
  perPersonFormToQuery,
  perPersonHrefFromParty,
  PROFILE_HINTS,
  PROFILE_LABELS,
  type PartyForm,
  type PartyInput,
} from "./party";
import { calculateParty, validatePartyForm } from "./party-festa";
import { calculatePerPerson, validatePerPersonForm } from "./party-per-person";

const NBSP = "\u00a0";

const DEFAULT_INPUT: PartyInput = {
  drinkers: 20,
  nonDrinkers: 5,
  children: 3,
  hours: 5,
  weather: "ameno",
  profile: "moderado",
  containerMl: 350,
};

function party(overrides: Partial<PartyInput> = {}) {
  return calculateParty({ ...DEFAULT_INPUT, ...overrides });
}

describe("modelo D8 revisado: a cerveja diminui depois da 4ª hora", () => {
  it("0,35 L/h nas 4 primeiras horas e 0,25 L/h depois: 1 h 0,35; 4 h 1,4; 4,5 h 1,525; 6 h 1,9; 8 h 2,4; 12 h 3,4", () => {
    // 6 h = 0.35 × 4 + 0.25 × 2 = 1.4 + 0.5; 8 h = 1.4 + 1.0; 12 h = 1.4 + 2.0
    expect(baseBeerLitres(1)).toBeCloseTo(0.35, 9);
    expect(baseBeerLitres(4)).toBeCloseTo(1.4, 9);
    expect(baseBeerLitres(4.5)).toBeCloseTo(1.525, 9);
    expect(baseBeerLitres(6)).toBeCloseTo(1.9, 9);
    expect(baseBeerLitres(8)).toBeCloseTo(2.4, 9);
    expect(baseBeerLitres(12)).toBeCloseTo(3.4, 9);
  });

  it("fica dentro das regras práticas publicadas: 1–1,5 L em 4 h, 1,5–2 L em 6 h, 2–2,5 L em 8 h (moderado, ameno)", () => {
    expect(beerPerDrinkerLitres(4, "moderado")).toBeGreaterThanOrEqual(1);
    expect(beerPerDrinkerLitres(4, "moderado")).toBeLessThanOrEqual(1.5);
    expect(beerPerDrinkerLitres(6, "moderado")).toBeGreaterThanOrEqual(1.5);
    expect(beerPerDrinkerLitres(6, "moderado")).toBeLessThanOrEqual(2);
    expect(beerPerDrinkerLitres(8, "moderado")).toBeGreaterThanOrEqual(2);
    expect(beerPerDrinkerLitres(8, "moderado")).toBeLessThanOrEqual(2.5);
  });

  it("os rótulos dos perfis dizem o que significam: 2,8, 4 e 5,6 latas de 350 ml em 4 h", () => {
    // 0.35 × 4 × factor / 0.35 = 4 × factor
    expect(beerPerDrinkerLitres(4, "leve") / 0.35).toBeCloseTo(2.8, 9);
    expect(beerPerDrinkerLitres(4, "moderado") / 0.35).toBeCloseTo(4, 9);
    expect(beerPerDrinkerLitres(4, "intenso") / 0.35).toBeCloseTo(5.6, 9);
    expect(PROFILE_HINTS).toEqual({
      leve: "cerca de 3 latas em 4 h",
      moderado: "cerca de 4 latas em 4 h",
      intenso: "cerca de 5–6 latas em 4 h",
    });
  });
});

describe("festa: o exemplo do issue 11 (20 bebem, 5 não bebem, 3 crianças, 5 h, quente, moderado, 350 ml)", () => {
  const r = party({ weather: "quente" });

  it("cerveja: (0,35 × 4 + 0,25 × 1) × 1 × 1,15 = 1,8975 L; × 20 = 37,95; +10 % = 41,745 L ≈ 41,7 L → 120 latas", () => {
    expect(r.beerPerDrinkerLitres).toBeCloseTo(1.8975, 9);
    expect(r.beerBaseLitres).toBeCloseTo(37.95, 9);
    expect(r.beerMarginLitres).toBeCloseTo(3.795, 9);
    expect(r.beerLitres).toBeCloseTo(41.745, 9);
    // 41.745 / 0.35 = 119.27 → 120; 120 / 12 = 10 fardos exactly
    expect(r.units).toBe(120);
    expect(r.packs).toBe(10);
  });

  it("sem álcool: 5 h × 1,15 × (5 × 0,30 + 3 × 0,20 + 20 × 0,15) = 5,75 × 5,1 = 29,325 L ≈ 29,3 L", () => {
    expect(r.softDrinkNonDrinkersLitres).toBeCloseTo(8.625, 9); // 5 × 0.3 × 5 × 1.15
    expect(r.softDrinkChildrenLitres).toBeCloseTo(3.45, 9); // 3 × 0.2 × 5 × 1.15
    expect(r.softDrinkDrinkersLitres).toBeCloseTo(17.25, 9); // 20 × 0.15 × 5 × 1.15
    expect(r.softDrinkLitres).toBeCloseTo(29.325, 9);
  });

  it("gelo: (41,745 + 29,325) ÷ 2 = 35,535 → 36 kg = 8 sacos de 5 kg", () => {
    expect(r.chilledLitres).toBeCloseTo(71.07, 9);
    expect(r.iceKg).toBeCloseTo(35.535, 9);
    expect(r.iceKgRounded).toBe(36);
    // 36 / 5 = 7.2 → 8
    expect(r.iceBags).toBe(8);
  });
});

describe("festa: os valores padrão (20 bebem, 5 não bebem, 3 crianças, 5 h, ameno, moderado, 350 ml)", () => {
  const r = party();

  it("cerveja: 0,35 × 4 + 0,25 × 1 = 1,65 L; × 20 = 33 L; +10 % = 36,3 L", () => {
    expect(r.beerPerDrinkerLitres).toBeCloseTo(1.65, 9);
    expect(r.beerBaseLitres).toBeCloseTo(33, 9);
    expect(r.beerMarginLitres).toBeCloseTo(3.3, 9);
    expect(r.beerLitres).toBeCloseTo(36.3, 9);
  });

  it("36,3 L ÷ 0,35 L = 103,7 → 104 latas → 9 fardos de 12 (108 latas)", () => {
    expect(r.units).toBe(104);
    // 104 / 12 = 8.67 → 9 fardos; 9 × 12 = 108
    expect(r.packs).toBe(9);
    expect(r.unitsInPacks).toBe(108);
    expect(r.container.pack.size).toBe(12);
  });

  it("sem álcool: 5 × 0,30 × 5 = 7,5 L, 3 × 0,20 × 5 = 3 L, 20 × 0,15 × 5 = 15 L, total 25,5 L ≈ 13 garrafas de 2 L", () => {
    expect(r.softDrinkNonDrinkersLitres).toBeCloseTo(7.5, 9);
    expect(r.softDrinkChildrenLitres).toBeCloseTo(3, 9);
    expect(r.softDrinkDrinkersLitres).toBeCloseTo(15, 9);
    expect(r.softDrinkLitres).toBeCloseTo(25.5, 9);
    // 25.5 / 2 = 12.75 → 13
    expect(r.softDrinkBottles).toBe(13);
  });

  it("gelo: (36,3 + 25,5) ÷ 2 = 30,9 → 31 kg ≈ 7 sacos de 5 kg", () => {
    expect(r.chilledLitres).toBeCloseTo(61.8, 9);
    expect(r.iceKg).toBeCloseTo(30.9, 9);
    expect(r.iceKgRounded).toBe(31);
    // 31 / 5 = 6.2 → 7
    expect(r.iceBags).toBe(7);
  });

  it("adultos = 20 + 5 = 25; convidados = 28; sem preço não há custo", () => {
    expect(r.adults).toBe(25);
    expect(r.guests).toBe(28);
    expect(r.cost).toBeUndefined();
  });
});

describe("festa: custos", () => {
  it("R$ 3,49 por lata: 104 × 3,49 = R$ 362,96; ÷ 25 adultos = 14,5184; ÷ 20 = 18,148; fardos 108 × 3,49 = 376,92", () => {
    const c = party({ price: 3.49 }).cost!;
    expect(c.price).toBe(3.49);
    expect(c.total).toBeCloseTo(362.96, 9);
    expect(c.perAdult).toBeCloseTo(14.5184, 9);
    expect(c.perDrinker).toBeCloseTo(18.148, 9);
    expect(c.inPacks).toBeCloseTo(376.92, 9);
  });

  it("só quem bebe: o custo por adulto é o custo por quem bebe", () => {
    // 10 drinkers, 4 h moderado: 14 L + 1.4 = 15.4 L → 44 latas × R$ 4 = R$ 176; ÷ 10 = 17.6
    const c = party({ drinkers: 10, nonDrinkers: 0, children: 0, hours: 4, price: 4 }).cost!;
    expect(c.total).toBeCloseTo(176, 9);
    expect(c.perAdult).toBeCloseTo(17.6, 9);
    expect(c.perDrinker).toBeCloseTo(17.6, 9);
  });

  it("preço 0 é aceito: custo R$ 0", () => {
    expect(party({ price: 0 }).cost?.total).toBe(0);
  });
});

describe("festa: cada perfil (10 bebem, 4 h, ameno, 350 ml)", () => {
  const base = { drinkers: 10, nonDrinkers: 0, children: 0, hours: 4 };

  it("leve 0,7: 0,35 × 4 × 0,7 = 0,98 L; × 10 = 9,8; +10 % = 10,78 L; ÷ 0,35 = 30,8 → 31 latas, 3 fardos", () => {
    const r = party({ ...base, profile: "leve" });
    expect(r.beerPerDrinkerLitres).toBeCloseTo(0.98, 9);
    expect(r.beerLitres).toBeCloseTo(10.78, 9);
    expect(r.units).toBe(31);
    expect(r.packs).toBe(3); // 31 / 12 = 2.58 → 3
  });

  it("moderado 1: 1,4 L; × 10 = 14; +10 % = 15,4 L; ÷ 0,35 = 44 latas exatas (ponto flutuante daria 44,00000000000001 → 45)", () => {
    const r = party({ ...base, profile: "moderado" });
    expect(r.beerLitres).toBeCloseTo(15.4, 9);
    expect(r.units).toBe(44);
    expect(r.packs).toBe(4); // 44 / 12 = 3.67 → 4
  });

  it("intenso 1,4: 0,35 × 4 × 1,4 = 1,96 L; × 10 = 19,6; +10 % = 21,56 L; ÷ 0,35 = 61,6 → 62 latas, 6 fardos", () => {
    const r = party({ ...base, profile: "intenso" });
    expect(r.beerPerDrinkerLitres).toBeCloseTo(1.96, 9);
    expect(r.beerLitres).toBeCloseTo(21.56, 9);
    expect(r.units).toBe(62);
    expect(r.packs).toBe(6); // 62 / 12 = 5.17 → 6
  });
});

describe("festa: cada clima (10 bebem, 4 h, moderado, 350 ml)", () => {
  const base = { drinkers: 10, nonDrinkers: 0, children: 0, hours: 4 };

  it("ameno 1: 15,4 L, 44 latas", () => {
    expect(party({ ...base, weather: "ameno" }).units).toBe(44);
  });

  it("quente 1,15: 1,4 × 1,15 = 1,61 L; × 10 = 16,1; +10 % = 17,71 L; ÷ 0,35 = 50,6 → 51 latas, 5 fardos", () => {
    const r = party({ ...base, weather: "quente" });
    expect(r.beerPerDrinkerLitres).toBeCloseTo(1.61, 9);
    expect(r.beerLitres).toBeCloseTo(17.71, 9);
    expect(r.units).toBe(51);
    expect(r.packs).toBe(5); // 51 / 12 = 4.25 → 5
  });

  it("muito quente 1,3: 1,4 × 1,3 = 1,82 L; × 10 = 18,2; +10 % = 20,02 L; ÷ 0,35 = 57,2 → 58 latas, 5 fardos", () => {
    const r = party({ ...base, weather: "muito-quente" });
    expect(r.beerPerDrinkerLitres).toBeCloseTo(1.82, 9);
    expect(r.beerLitres).toBeCloseTo(20.02, 9);
    expect(r.units).toBe(58);
    expect(r.packs).toBe(5); // 58 / 12 = 4.83 → 5
  });

  it("intenso e muito quente, 6 h: (1,4 + 0,5) × 1,4 × 1,3 = 3,458 L; × 20 = 69,16; +10 % = 76,076 L → 218 latas", () => {
    const r = party({ hours: 6, profile: "intenso", weather: "muito-quente" });
    expect(r.beerPerDrinkerLitres).toBeCloseTo(3.458, 9);
    expect(r.beerLitres).toBeCloseTo(76.076, 9);
    // 76.076 / 0.35 = 217.36 → 218; 218 / 12 = 18.17 → 19 fardos
    expect(r.units).toBe(218);
    expect(r.packs).toBe(19);
  });
});

describe("festa: embalagens e pacotes (36,3 L dos valores padrão)", () => {
  it("269 ml: 36,3 ÷ 0,269 = 134,94 → 135 latas; fardos de 15: 135 ÷ 15 = 9 exatos", () => {
    const r = party({ containerMl: 269 });
    expect(r.units).toBe(135);
    expect(r.container.pack.size).toBe(15);
    expect(r.packs).toBe(9);
    expect(r.unitsInPacks).toBe(135);
  });

  it("473 ml: 36,3 ÷ 0,473 = 76,74 → 77 latas; fardos de 12: 6,42 → 7", () => {
    const r = party({ containerMl: 473 });
    expect(r.units).toBe(77);
    expect(r.packs).toBe(7);
  });

  it("600 ml: 36,3 ÷ 0,6 = 60,5 → 61 garrafas; engradados de 24: 61 ÷ 24 = 2,54 → 3 (72 garrafas)", () => {
    const r = party({ containerMl: 600 });
    expect(r.units).toBe(61);
    expect(r.container.pack).toMatchObject({ size: 24, one: "engradado" });
    expect(r.packs).toBe(3);
    expect(r.unitsInPacks).toBe(72);
  });

  it("1 L: 36,3 → 37 garrafas; engradados de 12 (nossa escolha, o engradado de litrão): 3,08 → 4", () => {
    const r = party({ containerMl: 1000 });
    expect(r.units).toBe(37);
    expect(r.container.pack).toMatchObject({ size: 12, one: "engradado" });
    expect(r.packs).toBe(4);
  });

  it("pacote exato: 15 latas de 269 ml cabem em 1 fardo, 16 pedem 2", () => {
    // 1 drinker, 11 h, quente: (1.4 + 0.25 × 7) × 1.15 = 3.6225 L + 10 % = 3.98475 L → / 0.269 = 14.81 → 15 → 1 fardo
    const fifteen = party({ drinkers: 1, nonDrinkers: 0, children: 0, hours: 11, weather: "quente", containerMl: 269 });
    expect(fifteen.beerLitres).toBeCloseTo(3.98475, 9);
    expect(fifteen.units).toBe(15);
    expect(fifteen.packs).toBe(1);
    // 12 h: (1.4 + 2) × 1.15 = 3.91 L + 10 % = 4.301 L → / 0.269 = 15.99 → 16 → 2 fardos
    const sixteen = party({ drinkers: 1, nonDrinkers: 0, children: 0, hours: 12, weather: "quente", containerMl: 269 });
    expect(sixteen.beerLitres).toBeCloseTo(4.301, 9);
    expect(sixteen.units).toBe(16);
    expect(sixteen.packs).toBe(2);
  });
});

describe("festa: sem álcool e gelo", () => {
  it("por hora e por pessoa: 2 h, ameno → 0,6 L por adulto que não bebe, 0,4 L por criança, 0,3 L por quem bebe", () => {
    // 1 × 0.30 × 2 = 0.6; 1 × 0.20 × 2 = 0.4; 1 × 0.15 × 2 = 0.3
    const r = party({ drinkers: 1, nonDrinkers: 1, children: 1, hours: 2 });
    expect(r.softDrinkNonDrinkersLitres).toBeCloseTo(0.6, 9);
    expect(r.softDrinkChildrenLitres).toBeCloseTo(0.4, 9);
    expect(r.softDrinkDrinkersLitres).toBeCloseTo(0.3, 9);
    expect(r.softDrinkLitres).toBeCloseTo(1.3, 9);
  });

  it("o clima também pesa nas bebidas sem álcool: o mesmo em muito quente dá 1,3 × 1,3 = 1,69 L", () => {
    const r = party({ drinkers: 1, nonDrinkers: 1, children: 1, hours: 2, weather: "muito-quente" });
    expect(r.softDrinkNonDrinkersLitres).toBeCloseTo(0.78, 9);
    expect(r.softDrinkChildrenLitres).toBeCloseTo(0.52, 9);
    expect(r.softDrinkDrinkersLitres).toBeCloseTo(0.39, 9);
    expect(r.softDrinkLitres).toBeCloseTo(1.69, 9);
  });

  it("bebidas sem álcool não diminuem com as horas: 10 crianças e 1 adulto que bebe, 8 h → 16 L + 1,2 L = 17,2 L", () => {
    // 10 × 0.2 × 8 = 16; 1 × 0.15 × 8 = 1.2
    const r = party({ drinkers: 1, nonDrinkers: 0, children: 10, hours: 8 });
    expect(r.softDrinkLitres).toBeCloseTo(17.2, 9);
  });

  it("festa mínima: 1 pessoa, 1 h → 0,385 L de cerveja (2 latas), 0,15 L sem álcool, 0,2675 kg de gelo → 1 kg, 1 saco", () => {
    // beer 0.35 × 1 × 1.1 = 0.385 L → 0.385 / 0.35 = 1.1 → 2 cans → 1 fardo
    // soft 1 × 0.15 × 1 = 0.15 L → 1 bottle of 2 L; ice (0.385 + 0.15) / 2 = 0.2675 kg
    const r = party({ drinkers: 1, nonDrinkers: 0, children: 0, hours: 1 });
    expect(r.beerLitres).toBeCloseTo(0.385, 9);
    expect(r.units).toBe(2);
    expect(r.packs).toBe(1);
    expect(r.softDrinkLitres).toBeCloseTo(0.15, 9);
    expect(r.softDrinkBottles).toBe(1);
    expect(r.iceKg).toBeCloseTo(0.2675, 9);
    expect(r.iceKgRounded).toBe(1);
    expect(r.iceBags).toBe(1);
  });

  it("horas fracionadas: 4,5 h, 20 bebem → (1,4 + 0,125) × 20 = 30,5 L; +10 % = 33,55 L → 96 latas", () => {
    // 33.55 / 0.35 = 95.86 → 96
    const r = party({ hours: 4.5 });
    expect(r.beerLitres).toBeCloseTo(33.55, 9);
    expect(r.units).toBe(96);
    // soft: 4.5 × (5 × 0.3 + 3 × 0.2 + 20 × 0.15) = 4.5 × 5.1 = 22.95
    expect(r.softDrinkLitres).toBeCloseTo(22.95, 9);
    // ice: (33.55 + 22.95) / 2 = 28.25 kg → 29
    expect(r.iceKg).toBeCloseTo(28.25, 9);
    expect(r.iceKgRounded).toBe(29);
  });

  it("sacos de 5 kg, arredondados para cima: 5 kg cabem em 1 saco, 6 kg pedem 2", () => {
    // 4 drinkers, 4 h: beer 4 × 1.4 × 1.1 = 6.16 L; soft 4 × 0.15 × 4 = 2.4 L → 8.56 L → 4.28 kg → 5 kg → 1 bag
    const five = party({ drinkers: 4, nonDrinkers: 0, children: 0, hours: 4 });
    expect(five.iceKg).toBeCloseTo(4.28, 9);
    expect(five.iceKgRounded).toBe(5);
    expect(five.iceBags).toBe(1);
    // 5 drinkers, 4 h: beer 7.7 L; soft 5 × 0.15 × 4 = 3 L → 10.7 L → 5.35 kg → 6 kg → 2 bags
    const six = party({ drinkers: 5, nonDrinkers: 0, children: 0, hours: 4 });
    expect(six.iceKg).toBeCloseTo(5.35, 9);
    expect(six.iceKgRounded).toBe(6);
    expect(six.iceBags).toBe(2);
  });
});

describe("por pessoa", () => {
  it("padrão (10 pessoas, 4 h, moderado, 350 ml): 1,4 L = 4 latas por pessoa; total 14 L +10 % = 15,4 L = 44 latas; 1 lata por hora", () => {
    const r = calculatePerPerson({ people: 10, hours: 4, weather: "ameno", profile: "moderado", containerMl: 350 });
    expect(r.perPersonLitres).toBeCloseTo(1.4, 9);
    expect(r.perPersonUnits).toBeCloseTo(4, 9);
    expect(r.totalBaseLitres).toBeCloseTo(14, 9);
    expect(r.totalLitres).toBeCloseTo(15.4, 9);
    expect(r.totalUnits).toBe(44);
    expect(r.packs).toBe(4);
    expect(r.unitsPerHour).toBeCloseTo(1, 9);
    expect(r.minutesPerUnit).toBeCloseTo(60, 9);
    // 0.35 / 0.35 = 1 can per hour in the first 4 hours, 0.25 / 0.35 = 0.714 after
    expect(r.unitsPerHourFirst).toBeCloseTo(1, 9);
    expect(r.unitsPerHourLater).toBeCloseTo(0.714286, 5);
  });

  it("o mesmo modelo da festa: 8 h → 2,4 L = 6,857 latas por pessoa, em média 0,857 lata por hora (uma a cada 70 min)", () => {
    const r = calculatePerPerson({ people: 10, hours: 8, weather: "ameno", profile: "moderado", containerMl: 350 });
    expect(r.perPersonLitres).toBeCloseTo(2.4, 9);
    expect(r.perPersonUnits).toBeCloseTo(6.857143, 5);
    // total 24 + 2.4 = 26.4 L / 0.35 = 75.43 → 76 cans; 76 / 12 = 6.33 → 7 fardos
    expect(r.totalLitres).toBeCloseTo(26.4, 9);
    expect(r.totalUnits).toBe(76);
    expect(r.packs).toBe(7);
    // 6.857 / 8 = 0.857 /h → 60 / 0.857 = 70 min
    expect(r.unitsPerHour).toBeCloseTo(0.857143, 5);
    expect(r.minutesPerUnit).toBeCloseTo(70, 9);
    // and it matches /festa with 10 drinkers, 8 h, ameno
    expect(party({ drinkers: 10, nonDrinkers: 0, children: 0, hours: 8 }).units).toBe(76);
  });

  it("leve, 269 ml: 0,35 × 4 × 0,7 = 0,98 L = 3,643 latas; ritmo 0,245 ÷ 0,269 = 0,9108 lata/h, uma a cada 65,9 min", () => {
    const r = calculatePerPerson({ people: 10, hours: 4, weather: "ameno", profile: "leve", containerMl: 269 });
    expect(r.perPersonLitres).toBeCloseTo(0.98, 9);
    expect(r.perPersonUnits).toBeCloseTo(3.6431, 4);
    // total 9.8 + 0.98 = 10.78 L / 0.269 = 40.07 → 41 cans; 41 / 15 = 2.73 → 3 fardos
    expect(r.totalLitres).toBeCloseTo(10.78, 9);
    expect(r.totalUnits).toBe(41);
    expect(r.packs).toBe(3);
    expect(r.unitsPerHour).toBeCloseTo(0.9108, 4);
    expect(r.minutesPerUnit).toBeCloseTo(65.88, 2);
  });

  it("intenso, 600 ml, 1 pessoa, 3 h: 0,35 × 3 × 1,4 = 1,47 L = 2,45 garrafas; total 1,617 L → 3 garrafas; 0,8167 garrafa/h", () => {
    const r = calculatePerPerson({ people: 1, hours: 3, weather: "ameno", profile: "intenso", containerMl: 600 });
    expect(r.perPersonLitres).toBeCloseTo(1.47, 9);
    expect(r.perPersonUnits).toBeCloseTo(2.45, 9);
    expect(r.totalLitres).toBeCloseTo(1.617, 9);
    expect(r.totalUnits).toBe(3);
    expect(r.packs).toBe(1);
    // 0.35 × 1.4 = 0.49 L/h / 0.6 = 0.81667 /h → every 73.47 min
    expect(r.unitsPerHour).toBeCloseTo(0.816667, 5);
    expect(r.minutesPerUnit).toBeCloseTo(73.469, 3);
  });
});

describe("validação da festa", () => {
  const form = (over: Partial<PartyForm>): PartyForm => ({ ...PARTY_DEFAULTS, ...over });

  it("os padrões são válidos", () => {
    const v = validatePartyForm(PARTY_DEFAULTS);
    expect(v.ok).toBe(true);
    expect(v.value).toEqual({ ...DEFAULT_INPUT });
  });

  it("pelo menos uma pessoa que bebe", () => {
    expect(validatePartyForm(form({ bebem: "0" })).errors.bebem).toBe(
      "Informe pelo menos uma pessoa que bebe cerveja.",
    );
    expect(validatePartyForm(form({ bebem: "" })).errors.bebem).toBe("Informe quantas pessoas bebem cerveja.");
  });

  it("contagens: inteiros de 0 a 1.000 como se digita no Brasil ('1.000' é mil, não 1)", () => {
    for (const bad of ["2,5", "-1", "12.5", "abc", "3e2", "1,2,3"]) {
      const v = validatePartyForm(form({ nao_bebem: bad }));
      expect(v.ok, bad).toBe(false);
      expect(v.errors.nao_bebem, bad).toBe(MESSAGES.peopleInvalid);
    }
    expect(validatePartyForm(form({ criancas: "1,5" })).errors.criancas).toBe(
      "Use um número inteiro de pessoas, igual ou maior que zero.",
    );
    // The thousands dot (app/lib/numbers.ts, "grouped"): a thousand is within the limit, one more is not.
    expect(validatePartyForm(form({ criancas: "1.000" })).value?.children).toBe(1000);
    expect(validatePartyForm(form({ bebem: "1.000" })).value?.drinkers).toBe(1000);
    expect(validatePartyForm(form({ bebem: " 25 " })).value?.drinkers).toBe(25);
    expect(MESSAGES.peopleTooMany).toBe("Use no máximo 1.000 pessoas.");
    // Issue 16: "20" typed over becomes 2025 adults; "1.050" and "4.200" are thousands too.
    for (const tooMany of ["2025", "2.025", "1.001", "1.050", "4.200", "10001"]) {
      expect(validatePartyForm(form({ bebem: tooMany })).errors.bebem, tooMany).toBe(MESSAGES.peopleTooMany);
      expect(validatePartyForm(form({ nao_bebem: tooMany })).errors.nao_bebem, tooMany).toBe(MESSAGES.peopleTooMany);
    }
    expect(PEOPLE_RANGE).toMatchObject({ min: 0, max: 1000 });
  });

  it("não bebem e crianças vazios contam como 0", () => {
    const v = validatePartyForm(form({ nao_bebem: "", criancas: " " }));
    expect(v.ok).toBe(true);
    expect(v.value).toMatchObject({ nonDrinkers: 0, children: 0 });
  });

  it("horas: de 1 a 12 (D8), com vírgula ou ponto; mais longo pede para dividir em dias", () => {
    const tooLong =
      "A duração máxima é de 12 horas. Para um evento mais longo, divida em dias e calcule cada dia separadamente.";
    expect(validatePartyForm(form({ horas: "" })).errors.horas).toBe("Informe a duração em horas.");
    expect(validatePartyForm(form({ horas: "0" })).errors.horas).toBe("A duração mínima é de 1 hora.");
    expect(validatePartyForm(form({ horas: "0,5" })).errors.horas).toBe("A duração mínima é de 1 hora.");
    expect(validatePartyForm(form({ horas: "12,5" })).errors.horas).toBe(tooLong);
    expect(validatePartyForm(form({ horas: "24" })).errors.horas).toBe(tooLong);
    expect(validatePartyForm(form({ horas: "4,5,1" })).errors.horas).toBe("Informe a duração em horas, como 5 ou 4,5.");
    expect(validatePartyForm(form({ horas: "12" })).value?.hours).toBe(12);
    expect(validatePartyForm(form({ horas: "1" })).value?.hours).toBe(1);
    expect(validatePartyForm(form({ horas: "4.5" })).value?.hours).toBe(4.5);
  });

  it("preço opcional de R$ 0,50 a R$ 500,00, aceitando '3,49', '3.49', 'R$ 3,49' e '12,5'", () => {
    expect(validatePartyForm(form({ preco: "3,49" })).value?.price).toBe(3.49);
    expect(validatePartyForm(form({ preco: "3.49" })).value?.price).toBe(3.49);
    expect(validatePartyForm(form({ preco: "R$ 3,49" })).value?.price).toBe(3.49);
    expect(validatePartyForm(form({ preco: "12,5" })).value?.price).toBe(12.5);
    expect(validatePartyForm(form({ preco: "0,50" })).value?.price).toBe(0.5);
    expect(validatePartyForm(form({ preco: "500" })).value?.price).toBe(500);
    expect(validatePartyForm(form({ preco: "" })).value).not.toHaveProperty("price");
    expect(validatePartyForm(form({ preco: "3,4,9" })).errors.preco).toBe("Informe um preço válido, como 3,49.");
    expect(validatePartyForm(form({ preco: "-1" })).errors.preco).toBe("O preço não pode ser negativo.");
    const range = `Informe um preço entre R$${NBSP}0,50 e R$${NBSP}500,00.`;
    expect(MESSAGES.priceRange).toBe(range);
    // "1.299,90" is a thousand reais per can: read right, and refused as implausible.
    for (const absurd of ["0", "0,49", "500,01", "1.299,90", "4.200"]) {
      expect(validatePartyForm(form({ preco: absurd })).errors.preco, absurd).toBe(range);
    }
  });

  it("reúne todos os erros de uma vez", () => {
    const v = validatePartyForm(form({ bebem: "0", horas: "30", preco: "x" }));
    expect(v.ok).toBe(false);
    expect(Object.keys(v.errors).sort()).toEqual(["bebem", "horas", "preco"]);
  });
});

describe("validação por pessoa", () => {
  it("padrões válidos; pelo menos uma pessoa; horas como na festa", () => {
    expect(validatePerPersonForm(PER_PERSON_DEFAULTS).value).toEqual({
      people: 10,
      hours: 4,
      weather: "ameno",
      profile: "moderado",
      containerMl: 350,
    });
    expect(validatePerPersonForm({ ...PER_PERSON_DEFAULTS, pessoas: "0" }).errors.pessoas).toBe(
      "Informe pelo menos uma pessoa.",
    );
    expect(validatePerPersonForm({ ...PER_PERSON_DEFAULTS, pessoas: "" }).errors.pessoas).toBe(
      "Informe o número de pessoas.",
    );
    expect(validatePerPersonForm({ ...PER_PERSON_DEFAULTS, pessoas: "2,5" }).errors.pessoas).toBe(
      MESSAGES.peopleInvalid,
    );
    expect(validatePerPersonForm({ ...PER_PERSON_DEFAULTS, horas: "13" }).errors.horas).toBe(MESSAGES.hoursTooLong);
    expect(validatePerPersonForm({ ...PER_PERSON_DEFAULTS, horas: "0,5" }).errors.horas).toBe(MESSAGES.hoursTooShort);
  });
});

describe("estado na URL (D3)", () => {
  it("lê o link do issue: /festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=intenso&embalagem=600&preco=3.49", () => {
    const f = partyFormFromSearch(
      new URLSearchParams(
        "bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=intenso&embalagem=600&preco=3.49",
      ),
    );
    expect(f).toEqual({
      bebem: "20",
      nao_bebem: "5",
      criancas: "3",
      horas: "5",
      clima: "quente",
      perfil: "intenso",
      embalagem: 600,
      preco: "3,49", // shown the Brazilian way in the field
    });
  });

  it("sem parâmetros dá os padrões; escolhas desconhecidas voltam ao padrão; texto inválido é mantido", () => {
    expect(partyFormFromSearch(new URLSearchParams())).toEqual(PARTY_DEFAULTS);
    const f = partyFormFromSearch(
      new URLSearchParams("clima=tropical&perfil=x&embalagem=330&bebem=abc&clima=muito-quente"),
    );
    expect(f.clima).toBe("ameno"); // the first value counts
    expect(f.perfil).toBe("moderado");
    expect(f.embalagem).toBe(350);
    expect(f.bebem).toBe("abc");
    expect(partyFormFromSearch(new URLSearchParams("clima=muito-quente&embalagem=1000")).clima).toBe("muito-quente");
  });

  it("perfis Leve, Médio e Intenso (issue 27); perfil=medio e perfil=moderado dão o médio, e os links seguem com perfil=moderado", () => {
    expect(Object.values(PROFILE_LABELS)).toEqual(["Leve", "Médio", "Intenso"]);
    for (const value of ["medio", "moderado", "Medio", "m%C3%A9dio"]) {
      const params = new URLSearchParams(`perfil=${value}`);
      expect(partyFormFromSearch(params).perfil, value).toBe("moderado");
      expect(perPersonFormFromSearch(params).perfil, value).toBe("moderado");
    }
    expect(partyFormToQuery({ ...PARTY_DEFAULTS, perfil: "moderado" })).toContain("perfil=moderado");
  });

  it("escreve na ordem do issue, decimais com ponto, preço vazio omitido", () => {
    expect(partyFormToQuery(PARTY_DEFAULTS)).toBe(
      "bebem=20&nao_bebem=5&criancas=3&horas=5&clima=ameno&perfil=moderado&embalagem=350",
    );
    expect(partyFormToQuery({ ...PARTY_DEFAULTS, horas: "4,5", preco: "3,49", clima: "muito-quente" })).toBe(
      "bebem=20&nao_bebem=5&criancas=3&horas=4.5&clima=muito-quente&perfil=moderado&embalagem=350&preco=3.49",
    );
  });

  it("lê os números como se digitam (o formulário enviado sem JavaScript) e os mostra formatados", () => {
    // A GET form sends the fields as typed: "1.000" people, "4,5" hours, "R$ 3,5" price.
    const f = partyFormFromSearch(
      new URLSearchParams("bebem=1.000&nao_bebem=1000&criancas=&horas=4%2C5&preco=R%24+3%2C5&clima=quente"),
    );
    expect(f).toMatchObject({ bebem: "1.000", nao_bebem: "1.000", criancas: "", horas: "4,5", preco: "3,50" });
    expect(validatePartyForm(f).value).toMatchObject({ drinkers: 1000, nonDrinkers: 1000, children: 0, price: 3.5 });
    expect(partyFormToQuery(f)).toBe(
      "bebem=1000&nao_bebem=1000&criancas=0&horas=4.5&clima=quente&perfil=moderado&embalagem=350&preco=3.5",
    );
  });

  it("nunca escreve um valor inválido ou fora dos limites na URL: o campo fica de fora", () => {
    const query = partyFormToQuery({ ...PARTY_DEFAULTS, bebem: "2025", horas: "13", preco: "1.299,90" });
    expect(query).toBe("nao_bebem=5&criancas=3&clima=ameno&perfil=moderado&embalagem=350");
    expect(partyFormToQuery({ ...PARTY_DEFAULTS, nao_bebem: "2,5", criancas: "abc", preco: "0" })).toBe(
      "bebem=20&horas=5&clima=ameno&perfil=moderado&embalagem=350",
    );
    expect(perPersonFormToQuery({ ...PER_PERSON_DEFAULTS, pessoas: "4.200" })).toBe(
      "horas=4&clima=ameno&perfil=moderado&embalagem=350",
    );
    // Read from a link, an absurd value still shows on its field with its message.
    const shared = partyFormFromSearch(new URLSearchParams("bebem=2025"));
    expect(shared.bebem).toBe("2.025");
    expect(validatePartyForm(shared).errors.bebem).toBe(MESSAGES.peopleTooMany);
  });

  it("ida e volta: o formulário lido de uma URL escrita é o mesmo", () => {
    const form: PartyForm = {
      ...PARTY_DEFAULTS,
      bebem: "7",
      horas: "3,5",
      perfil: "leve",
      embalagem: 269,
      preco: "2,99",
    };
    expect(partyFormFromSearch(new URLSearchParams(partyFormToQuery(form)))).toEqual(form);
  });

  it("por pessoa: /por-pessoa?pessoas=10&horas=4&clima=ameno&perfil=moderado&embalagem=350", () => {
    expect(perPersonFormToQuery(PER_PERSON_DEFAULTS)).toBe(
      "pessoas=10&horas=4&clima=ameno&perfil=moderado&embalagem=350",
    );
    // A link from before the weather (issue 29 item 6) reads as "ameno".
    expect(perPersonFormFromSearch(new URLSearchParams("pessoas=6&horas=2.5&perfil=intenso&embalagem=473"))).toEqual({
      pessoas: "6",
      horas: "2,5",
      clima: "ameno",
      perfil: "intenso",
      embalagem: 473,
    });
  });
});

describe("links para outras ferramentas", () => {
  it("comparador preenchido no formato /?c=350:3.49 quando há preço", () => {
    expect(comparatorHref(350, 3.49)).toBe("/?c=350:3.49");
    expect(comparatorHref(1000, 7.5)).toBe("/?c=1000:7.5");
    // Never a dot before three digits, which the comparator reads as a thousands group.
    expect(comparatorHref(350, 4.995)).toBe("/?c=350:5");
    expect(comparatorHref(350)).toBe("/");
    expect(comparatorHref(350, 0)).toBe("/");
  });

  it("entre festa e por pessoa", () => {
    expect(perPersonHrefFromParty(DEFAULT_INPUT)).toBe(
      "/por-pessoa?pessoas=20&horas=5&clima=ameno&perfil=moderado&embalagem=350",
    );
    expect(
      partyHrefFromPerPerson({ people: 10, hours: 4.5, weather: "ameno", profile: "leve", containerMl: 600 }),
    ).toBe("/festa?bebem=10&nao_bebem=0&criancas=0&horas=4.5&clima=ameno&perfil=leve&embalagem=600");
  });
});
