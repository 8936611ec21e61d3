// Issue 29 items 1, 2 and 5: D19's churrasco, the priced shopping list and /festa's whole plan in the URL.
import { describe, expect, it } from "vitest";
import { calculateParty, validatePartyForm } from "~/calculators/party-festa";
import {
  buildShoppingList,
  calculateChurrasco,
  ceilTenth,
  FESTA_DEFAULTS,
  festaFormFromSearch,
  festaFormToQuery,
  meatGramsPerAdult,
  PLAN_MESSAGES,
  REFERENCE_PRICES,
  shoppingListText,
  validatePlanForm,
  type FestaForm,
} from "./party-plan";

const MIX = { bovina: 50, suina: 30, frango: 20 };

describe("churrasco (D19)", () => {
  it("400 g por adulto até 4 h, +50 g por hora depois, no máximo 600 g", () => {
    expect(meatGramsPerAdult(1)).toBe(400);
    expect(meatGramsPerAdult(4)).toBe(400);
    expect(meatGramsPerAdult(4.5)).toBe(425);
    expect(meatGramsPerAdult(6)).toBe(500);
    expect(meatGramsPerAdult(8)).toBe(600);
    expect(meatGramsPerAdult(12)).toBe(600);
  });

  it("o exemplo do issue: 30 adultos e 6 crianças em 6 h", () => {
    const c = calculateChurrasco(30, 6, 6, MIX);
    // 30 × 500 g + 6 × 250 g = 16,5 kg: 8,25 → 8,3 kg; 4,95 → 5 kg; 3,3 kg.
    expect(c.meatKg).toBe(16.5);
    expect(c.cuts).toEqual([
      { cut: "bovina", percent: 50, kg: 8.3 },
      { cut: "suina", percent: 30, kg: 5 },
      { cut: "frango", percent: 20, kg: 3.3 },
    ]);
    expect(c.meatToBuyKg).toBe(16.6);
    // Charcoal 1 kg per kg of meat: 16,6 kg → 4 bags of 5 kg.
    expect(c.charcoalKg).toBe(16.6);
    expect(c.charcoalBags).toBe(4);
    expect(c.garlicBread).toBe(30);
    expect(c.garlicBreadPacks).toBe(6);
    // 33 "adults" (a child is half): farofa 1,65 → 1,7 kg; vinagrete 3,3 kg.
    expect(c.farofaKg).toBe(1.7);
    expect(c.vinagreteKg).toBe(3.3);
  });

  it("um corte com 0% sai da lista; o arredondamento para 100 g ignora resíduos do ponto flutuante", () => {
    expect(calculateChurrasco(10, 0, 4, { bovina: 100, suina: 0, frango: 0 }).cuts).toEqual([
      { cut: "bovina", percent: 100, kg: 4 },
    ]);
    expect(ceilTenth(0.1 + 0.2)).toBe(0.3);
    expect(ceilTenth(2.3000000001)).toBe(2.3);
    expect(ceilTenth(2.3001)).toBe(2.4);
  });
});

function festa(query: string) {
  const form = festaFormFromSearch(new URLSearchParams(query));
  const party = validatePartyForm(form);
  const plan = validatePlanForm(form);
  if (!party.ok || !plan.input) throw new Error(JSON.stringify({ ...party.errors, ...plan.errors }));
  const result = calculateParty(party.value);
  const churrasco = plan.input.churrasco
    ? calculateChurrasco(result.adults, party.value.children, party.value.hours, plan.input.churrasco)
    : undefined;
  return { form, result, list: buildShoppingList(result, plan.input, churrasco) };
}

describe("lista de compras", () => {
  it("pacotes fechados a preços de referência; total e por adulto em centavos exatos", () => {
    const { list } = festa("bebem=20&nao_bebem=5&criancas=3&horas=5");
    // 104 cans → 9 fardos of 12 = 108 cans × 3,69 = 398,52; 13 bottles × 9,49 = 123,37; 7 bags × 12,90 = 90,30.
    expect(list.lines.map((l) => [l.id, l.quantityText, l.price, l.totalCents])).toEqual([
      ["cerveja", "9 fardos de 12 (108 latas)", REFERENCE_PRICES.beer[350], 398_52],
      ["refrigerante", "13 garrafas", 9.49, 123_37],
      ["gelo", "7 sacos", 12.9, 90_30],
    ]);
    expect(list.totalCents).toBe(612_19);
    expect(list.alcoholCents).toBe(398_52);
    expect(list.perAdultCents).toBe(24_49); // 612,19 ÷ 25 = 24,4876
  });

  it("preços digitados à brasileira (4,99 e 4.99) substituem a referência; a carne por kg de cada corte", () => {
    const { list } = festa(
      "bebem=22&nao_bebem=8&criancas=6&horas=6&churrasco=1&preco=4,99&preco_gelo=15.50&preco_bovina=59,90",
    );
    const byId = Object.fromEntries(list.lines.map((l) => [l.id, l]));
    expect(byId.cerveja!.price).toBe(4.99);
    expect(byId.cerveja!.typed).toBe(true);
    expect(byId.gelo!.price).toBe(15.5);
    expect(byId.bovina!.quantityText).toBe("8,3 kg");
    expect(byId.bovina!.totalCents).toBe(497_17); // 8,3 × 59,90 = 497,17
    expect(byId.suina!.typed).toBe(false);
    expect(byId.carvao!.quantityText).toBe("4 sacos");
    expect(byId.pao_de_alho!.quantityText).toBe("6 pacotes");
    expect(list.totalCents).toBe(list.lines.reduce((s, l) => s + l.totalCents, 0));
  });

  it("o texto para o WhatsApp tem uma linha por item, com quantidades e totais", () => {
    const { list, result } = festa("bebem=20&nao_bebem=5&criancas=3&horas=5");
    const text = shoppingListText(list, result).replace(/\u00a0/g, " ");
    expect(text.split("\n")).toEqual([
      "Lista de compras da festa (25 adultos, 3 crianças, 5 h):",
      "• Cerveja (lata de 350 ml): 9 fardos de 12 (108 latas) × R$ 3,69 = R$ 398,52",
      "• Refrigerante, água ou suco (garrafa de 2 L): 13 garrafas × R$ 9,49 = R$ 123,37",
      "• Gelo (saco de 5 kg): 7 sacos × R$ 12,90 = R$ 90,30",
      "Total: R$ 612,19 (R$ 24,49 por adulto)",
    ]);
  });
});

describe("validação do plano", () => {
  it("a mistura deve somar 100%, com a mensagem no último campo", () => {
    const form: FestaForm = { ...FESTA_DEFAULTS, churrasco: true, bovina: "50", suina: "30", frango: "10" };
    expect(validatePlanForm(form).errors).toEqual({ frango: PLAN_MESSAGES.mixSum(90) });
    expect(validatePlanForm({ ...form, suina: "abc" }).errors.suina).toBe("Use um percentual inteiro de 0 a 100.");
    // Without churrasco the mix is not checked.
    expect(validatePlanForm({ ...form, churrasco: false }).input).toBeDefined();
  });

  it("preço fora da faixa: mensagem em português", () => {
    expect(validatePlanForm({ ...FESTA_DEFAULTS, preco_gelo: "0,10" }).errors.preco_gelo).toMatch(
      /Informe um preço entre/,
    );
  });
});

describe("o link da festa (D3, D19)", () => {
  it("ida e volta: tudo o que foi digitado volta igual", () => {
    const form: FestaForm = {
      ...FESTA_DEFAULTS,
      bebem: "22",
      nao_bebem: "8",
      criancas: "6",
      horas: "6",
      clima: "quente",
      churrasco: true,
      bovina: "60",
      suina: "25",
      frango: "15",
      preco: "4,99",
      preco_gelo: "15,50",
      preco_bovina: "79.9",
      racha: true,
      anfitriao: "nao-bebe",
      anfitriao_fora: true,
      criancas_pagam: true,
      pix: "ana@exemplo.com.br",
      nome: "Ana Souza",
      cidade: "São Paulo",
    };
    const query = festaFormToQuery(form);
    expect(query).toBe(
      "bebem=22&nao_bebem=8&criancas=6&horas=6&clima=quente&perfil=moderado&embalagem=350&preco=4.99" +
        "&churrasco=1&bovina=60&suina=25&frango=15&preco_gelo=15.5&preco_bovina=79.9" +
        "&racha=1&anfitriao=nao-bebe&anfitriao_fora=1&criancas_pagam=1&pix=ana%40exemplo.com.br&nome=Ana+Souza&cidade=S%C3%A3o+Paulo",
    );
    const back = festaFormFromSearch(new URLSearchParams(query));
    expect(back).toEqual({ ...form, preco_gelo: "15,50", preco_bovina: "79,90", preco: "4,99" });
    expect(festaFormToQuery(back)).toBe(query);
  });

  it("sem churrasco e sem racha, os campos deles ficam fora do link; o link antigo continua igual", () => {
    const old = "bebem=20&nao_bebem=5&criancas=3&horas=5&clima=ameno&perfil=moderado&embalagem=350";
    const form = festaFormFromSearch(new URLSearchParams(`${old}&bovina=70&pix=x&preco_carvao=30`));
    expect(form.churrasco).toBe(false);
    expect(festaFormToQuery(form)).toBe(old);
  });
});
