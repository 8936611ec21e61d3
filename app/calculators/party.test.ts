// D8 consumption model. Every expected value below is worked out by hand (arithmetic in
// the comments) from the numbers of decisions.md D8, never taken from the module.
import { describe, expect, it } from "vitest";
import {
  calculateParty,
  calculatePerPerson,
  comparatorHref,
  MESSAGES,
  PARTY_DEFAULTS,
  partyFormFromSearch,
  partyFormToQuery,
  partyHrefFromPerPerson,
  PER_PERSON_DEFAULTS,
  perPersonFormFromSearch,
  perPersonFormToQuery,
  perPersonHrefFromParty,
  validatePartyForm,
  validatePerPersonForm,
  type PartyForm,
  type PartyInput,
} from "./party";

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

describe("festa: os valores padrão (20 bebem, 5 não bebem, 3 crianças, 5 h, ameno, moderado, 350 ml)", () => {
  const r = party();

  it("cerveja: 20 × 0,35 × 5 × 1 × 1 = 35 L; +10 % = 38,5 L", () => {
    // per drinker 0.35 L/h × 5 h × 1 (moderado) × 1 (ameno) = 1.75 L
    expect(r.beerPerDrinkerLitres).toBeCloseTo(1.75, 9);
    expect(r.beerBaseLitres).toBeCloseTo(35, 9);
    expect(r.beerMarginLitres).toBeCloseTo(3.5, 9);
    expect(r.beerLitres).toBeCloseTo(38.5, 9);
  });

  it("38,5 L ÷ 0,35 L = 110 latas exatas (não 111) → 10 fardos de 12 (120 latas)", () => {
    expect(r.units).toBe(110);
    // 110 / 12 = 9.17 → 10 fardos; 10 × 12 = 120
    expect(r.packs).toBe(10);
    expect(r.unitsInPacks).toBe(120);
    expect(r.container.pack.size).toBe(12);
  });

  it("sem álcool: (5 + 3) × 0,6 × 5/4 = 6 L, 20 × 0,3 × 5/4 = 7,5 L, total 13,5 L ≈ 7 garrafas de 2 L", () => {
    expect(r.softDrinkNonDrinkersLitres).toBeCloseTo(6, 9);
    expect(r.softDrinkDrinkersLitres).toBeCloseTo(7.5, 9);
    expect(r.softDrinkLitres).toBeCloseTo(13.5, 9);
    // 13.5 / 2 = 6.75 → 7
    expect(r.softDrinkBottles).toBe(7);
  });

  it("gelo: (38,5 + 13,5) ÷ 2 = 26 kg ≈ 6 sacos de 5 kg", () => {
    expect(r.chilledLitres).toBeCloseTo(52, 9);
    expect(r.iceKg).toBeCloseTo(26, 9);
    expect(r.iceKgRounded).toBe(26);
    // 26 / 5 = 5.2 → 6
    expect(r.iceBags).toBe(6);
  });

  it("adultos = 20 + 5 = 25; convidados = 28; sem preço não há custo", () => {
    expect(r.adults).toBe(25);
    expect(r.guests).toBe(28);
    expect(r.cost).toBeUndefined();
  });
});

describe("festa: custos", () => {
  it("R$ 3,49 por lata: 110 × 3,49 = R$ 383,90; ÷ 25 adultos = 15,356; ÷ 20 = 19,195; fardos 120 × 3,49 = 418,80", () => {
    const c = party({ price: 3.49 }).cost!;
    expect(c.price).toBe(3.49);
    expect(c.total).toBeCloseTo(383.9, 9);
    expect(c.perAdult).toBeCloseTo(15.356, 9);
    expect(c.perDrinker).toBeCloseTo(19.195, 9);
    expect(c.inPacks).toBeCloseTo(418.8, 9);
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

  it("intenso e muito quente juntos: 0,35 × 6 × 1,4 × 1,3 = 3,822 L; × 20 = 76,44; +10 % = 84,084 L → 241 latas", () => {
    const r = party({ hours: 6, profile: "intenso", weather: "muito-quente" });
    expect(r.beerPerDrinkerLitres).toBeCloseTo(3.822, 9);
    expect(r.beerLitres).toBeCloseTo(84.084, 9);
    // 84.084 / 0.35 = 240.24 → 241; 241 / 12 = 20.08 → 21 fardos
    expect(r.units).toBe(241);
    expect(r.packs).toBe(21);
  });
});

describe("festa: embalagens e pacotes (38,5 L dos valores padrão)", () => {
  it("269 ml: 38,5 ÷ 0,269 = 143,12 → 144 latas; fardos de 15: 144 ÷ 15 = 9,6 → 10 (150 latas)", () => {
    const r = party({ containerMl: 269 });
    expect(r.units).toBe(144);
    expect(r.container.pack.size).toBe(15);
    expect(r.packs).toBe(10);
    expect(r.unitsInPacks).toBe(150);
  });

  it("473 ml: 38,5 ÷ 0,473 = 81,40 → 82 latas; fardos de 12: 6,83 → 7", () => {
    const r = party({ containerMl: 473 });
    expect(r.units).toBe(82);
    expect(r.packs).toBe(7);
  });

  it("600 ml: 38,5 ÷ 0,6 = 64,17 → 65 garrafas; engradados de 24: 65 ÷ 24 = 2,71 → 3 (72 garrafas)", () => {
    const r = party({ containerMl: 600 });
    expect(r.units).toBe(65);
    expect(r.container.pack).toMatchObject({ size: 24, one: "engradado" });
    expect(r.packs).toBe(3);
    expect(r.unitsInPacks).toBe(72);
  });

  it("1 L: 38,5 → 39 garrafas; engradados de 12 (nossa escolha, o engradado de litrão): 3,25 → 4", () => {
    const r = party({ containerMl: 1000 });
    expect(r.units).toBe(39);
    expect(r.container.pack).toMatchObject({ size: 12, one: "engradado" });
    expect(r.packs).toBe(4);
  });

  it("pacote exato: 15 latas de 269 ml cabem em 1 fardo, 16 pedem 2", () => {
    // 1 drinker, 10 h moderado: 3.5 L + 0.35 = 3.85 L → 3.85 / 0.269 = 14.31 → 15 cans → 1 fardo
    const fifteen = party({ drinkers: 1, nonDrinkers: 0, children: 0, hours: 10, containerMl: 269 });
    expect(fifteen.units).toBe(15);
    expect(fifteen.packs).toBe(1);
    // 11 h: 3.85 + 0.385 = 4.235 L → 4.235 / 0.269 = 15.74 → 16 cans → 2 fardos
    const sixteen = party({ drinkers: 1, nonDrinkers: 0, children: 0, hours: 11, containerMl: 269 });
    expect(sixteen.units).toBe(16);
    expect(sixteen.packs).toBe(2);
  });
});

describe("festa: sem álcool e gelo", () => {
  it("cresce linearmente com as horas: 2 h → 0,3 L por quem não bebe, 0,15 L por quem bebe", () => {
    // 1 drinker, 1 non-drinker, 1 child, 2 h: 2 × 0.6 × 2/4 = 0.6; 1 × 0.3 × 2/4 = 0.15
    const r = party({ drinkers: 1, nonDrinkers: 1, children: 1, hours: 2 });
    expect(r.softDrinkNonDrinkersLitres).toBeCloseTo(0.6, 9);
    expect(r.softDrinkDrinkersLitres).toBeCloseTo(0.15, 9);
    expect(r.softDrinkLitres).toBeCloseTo(0.75, 9);
  });

  it("crianças contam integralmente: 10 crianças e 1 adulto que bebe, 8 h → 12 L + 0,6 L = 12,6 L", () => {
    // 10 × 0.6 × 8/4 = 12; 1 × 0.3 × 8/4 = 0.6
    const r = party({ drinkers: 1, nonDrinkers: 0, children: 10, hours: 8 });
    expect(r.softDrinkLitres).toBeCloseTo(12.6, 9);
  });

  it("festa mínima: 1 pessoa, 1 h → 0,385 L de cerveja (2 latas), 0,075 L sem álcool, 0,23 kg de gelo → 1 kg", () => {
    // beer 0.35 × 1 × 1.1 = 0.385 L → 0.385 / 0.35 = 1.1 → 2 cans → 1 fardo
    // soft 1 × 0.3 × 1/4 = 0.075 L → 1 bottle of 2 L; ice (0.385 + 0.075) / 2 = 0.23 kg
    const r = party({ drinkers: 1, nonDrinkers: 0, children: 0, hours: 1 });
    expect(r.beerLitres).toBeCloseTo(0.385, 9);
    expect(r.units).toBe(2);
    expect(r.packs).toBe(1);
    expect(r.softDrinkLitres).toBeCloseTo(0.075, 9);
    expect(r.softDrinkBottles).toBe(1);
    expect(r.iceKg).toBeCloseTo(0.23, 9);
    expect(r.iceKgRounded).toBe(1);
    expect(r.iceBags).toBe(1);
  });

  it("horas fracionadas: 4,5 h, 20 bebem → 0,35 × 4,5 × 20 = 31,5 L; +10 % = 34,65 L → 99 latas", () => {
    // 34.65 / 0.35 = 99 exactly
    const r = party({ hours: 4.5 });
    expect(r.beerLitres).toBeCloseTo(34.65, 9);
    expect(r.units).toBe(99);
    // soft: 8 × 0.6 × 4.5/4 = 5.4; 20 × 0.3 × 4.5/4 = 6.75; total 12.15
    expect(r.softDrinkLitres).toBeCloseTo(12.15, 9);
    // ice: (34.65 + 12.15) / 2 = 23.4 kg → 24
    expect(r.iceKg).toBeCloseTo(23.4, 9);
    expect(r.iceKgRounded).toBe(24);
  });
});

describe("por pessoa", () => {
  it("padrão (10 pessoas, 4 h, moderado, 350 ml): 1,4 L = 4 latas por pessoa; total 14 L +10 % = 15,4 L = 44 latas; 1 lata por hora", () => {
    const r = calculatePerPerson({ people: 10, hours: 4, profile: "moderado", containerMl: 350 });
    expect(r.perPersonLitres).toBeCloseTo(1.4, 9);
    expect(r.perPersonUnits).toBeCloseTo(4, 9);
    expect(r.totalBaseLitres).toBeCloseTo(14, 9);
    expect(r.totalLitres).toBeCloseTo(15.4, 9);
    expect(r.totalUnits).toBe(44);
    expect(r.packs).toBe(4);
    expect(r.unitsPerHour).toBeCloseTo(1, 9);
    expect(r.minutesPerUnit).toBeCloseTo(60, 9);
  });

  it("leve, 269 ml: 0,35 × 4 × 0,7 = 0,98 L = 3,643 latas; ritmo 0,245 ÷ 0,269 = 0,9108 lata/h, uma a cada 65,9 min", () => {
    const r = calculatePerPerson({ people: 10, hours: 4, profile: "leve", containerMl: 269 });
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
    const r = calculatePerPerson({ people: 1, hours: 3, profile: "intenso", containerMl: 600 });
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
    expect(v.input).toEqual({ ...DEFAULT_INPUT });
  });

  it("pelo menos uma pessoa que bebe", () => {
    expect(validatePartyForm(form({ bebem: "0" })).errors.bebem).toBe("Informe pelo menos uma pessoa que bebe cerveja.");
    expect(validatePartyForm(form({ bebem: "" })).errors.bebem).toBe("Informe quantas pessoas bebem cerveja.");
  });

  it("contagens: inteiros ≥ 0, sem vírgula nem ponto ('1.000' não vira 1)", () => {
    for (const bad of ["2,5", "-1", "1.000", "abc", "3e2"]) {
      const v = validatePartyForm(form({ nao_bebem: bad }));
      expect(v.ok).toBe(false);
      expect(v.errors.nao_bebem).toBe(MESSAGES.peopleInvalid);
    }
    expect(validatePartyForm(form({ criancas: "1,5" })).errors.criancas).toBe("Use um número inteiro de pessoas, igual ou maior que zero.");
    expect(validatePartyForm(form({ bebem: "10001" })).errors.bebem).toBe("Use no máximo 10.000 pessoas.");
  });

  it("não bebem e crianças vazios contam como 0", () => {
    const v = validatePartyForm(form({ nao_bebem: "", criancas: " " }));
    expect(v.ok).toBe(true);
    expect(v.input).toMatchObject({ nonDrinkers: 0, children: 0 });
  });

  it("horas: maior que 0 e até 24, com vírgula ou ponto", () => {
    expect(validatePartyForm(form({ horas: "" })).errors.horas).toBe("Informe a duração em horas.");
    expect(validatePartyForm(form({ horas: "0" })).errors.horas).toBe("A duração deve ser maior que zero.");
    expect(validatePartyForm(form({ horas: "24,5" })).errors.horas).toBe("A duração máxima é de 24 horas.");
    expect(validatePartyForm(form({ horas: "4,5,1" })).errors.horas).toBe("Informe a duração em horas, como 5 ou 4,5.");
    expect(validatePartyForm(form({ horas: "24" })).input?.hours).toBe(24);
    expect(validatePartyForm(form({ horas: "0,5" })).input?.hours).toBe(0.5);
    expect(validatePartyForm(form({ horas: "4.5" })).input?.hours).toBe(4.5);
  });

  it("preço opcional ≥ 0 aceitando '3,49'", () => {
    expect(validatePartyForm(form({ preco: "3,49" })).input?.price).toBe(3.49);
    expect(validatePartyForm(form({ preco: "3.49" })).input?.price).toBe(3.49);
    expect(validatePartyForm(form({ preco: "0" })).input?.price).toBe(0);
    expect(validatePartyForm(form({ preco: "" })).input).not.toHaveProperty("price");
    expect(validatePartyForm(form({ preco: "3,4,9" })).errors.preco).toBe("Informe um preço válido, como 3,49.");
    expect(validatePartyForm(form({ preco: "-1" })).errors.preco).toBe("O preço não pode ser negativo.");
  });

  it("reúne todos os erros de uma vez", () => {
    const v = validatePartyForm(form({ bebem: "0", horas: "30", preco: "x" }));
    expect(v.ok).toBe(false);
    expect(Object.keys(v.errors).sort()).toEqual(["bebem", "horas", "preco"]);
  });
});

describe("validação por pessoa", () => {
  it("padrões válidos; pelo menos uma pessoa; horas como na festa", () => {
    expect(validatePerPersonForm(PER_PERSON_DEFAULTS).input).toEqual({ people: 10, hours: 4, profile: "moderado", containerMl: 350 });
    expect(validatePerPersonForm({ ...PER_PERSON_DEFAULTS, pessoas: "0" }).errors.pessoas).toBe("Informe pelo menos uma pessoa.");
    expect(validatePerPersonForm({ ...PER_PERSON_DEFAULTS, pessoas: "" }).errors.pessoas).toBe("Informe o número de pessoas.");
    expect(validatePerPersonForm({ ...PER_PERSON_DEFAULTS, pessoas: "2,5" }).errors.pessoas).toBe(MESSAGES.peopleInvalid);
    expect(validatePerPersonForm({ ...PER_PERSON_DEFAULTS, horas: "25" }).errors.horas).toBe("A duração máxima é de 24 horas.");
  });
});

describe("estado na URL (D3)", () => {
  it("lê o link do issue: /festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=intenso&embalagem=600&preco=3.49", () => {
    const f = partyFormFromSearch(
      new URLSearchParams("bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=intenso&embalagem=600&preco=3.49"),
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
    const f = partyFormFromSearch(new URLSearchParams("clima=tropical&perfil=x&embalagem=330&bebem=abc&clima=muito-quente"));
    expect(f.clima).toBe("ameno"); // the first value counts
    expect(f.perfil).toBe("moderado");
    expect(f.embalagem).toBe(350);
    expect(f.bebem).toBe("abc");
    expect(partyFormFromSearch(new URLSearchParams("clima=muito-quente&embalagem=1000")).clima).toBe("muito-quente");
  });

  it("escreve na ordem do issue, decimais com ponto, preço vazio omitido", () => {
    expect(partyFormToQuery(PARTY_DEFAULTS)).toBe("bebem=20&nao_bebem=5&criancas=3&horas=5&clima=ameno&perfil=moderado&embalagem=350");
    expect(partyFormToQuery({ ...PARTY_DEFAULTS, horas: "4,5", preco: "3,49", clima: "muito-quente" })).toBe(
      "bebem=20&nao_bebem=5&criancas=3&horas=4.5&clima=muito-quente&perfil=moderado&embalagem=350&preco=3.49",
    );
  });

  it("ida e volta: o formulário lido de uma URL escrita é o mesmo", () => {
    const form: PartyForm = { ...PARTY_DEFAULTS, bebem: "7", horas: "3,5", perfil: "leve", embalagem: 269, preco: "2,99" };
    expect(partyFormFromSearch(new URLSearchParams(partyFormToQuery(form)))).toEqual(form);
  });

  it("por pessoa: /por-pessoa?pessoas=10&horas=4&perfil=moderado&embalagem=350", () => {
    expect(perPersonFormToQuery(PER_PERSON_DEFAULTS)).toBe("pessoas=10&horas=4&perfil=moderado&embalagem=350");
    expect(perPersonFormFromSearch(new URLSearchParams("pessoas=6&horas=2.5&perfil=intenso&embalagem=473"))).toEqual({
      pessoas: "6",
      horas: "2,5",
      perfil: "intenso",
      embalagem: 473,
    });
  });
});

describe("links para outras ferramentas", () => {
  it("comparador preenchido no formato /?c=350:3.49 quando há preço", () => {
    expect(comparatorHref(350, 3.49)).toBe("/?c=350:3.49");
    expect(comparatorHref(1000, 7.5)).toBe("/?c=1000:7.5");
    expect(comparatorHref(350)).toBe("/");
    expect(comparatorHref(350, 0)).toBe("/");
  });

  it("entre festa e por pessoa", () => {
    expect(perPersonHrefFromParty(DEFAULT_INPUT)).toBe("/por-pessoa?pessoas=20&horas=5&perfil=moderado&embalagem=350");
    expect(partyHrefFromPerPerson({ people: 10, hours: 4.5, profile: "leve", containerMl: 600 })).toBe(
      "/festa?bebem=10&nao_bebem=0&criancas=0&horas=4.5&clima=ameno&perfil=leve&embalagem=600",
    );
  });
});
