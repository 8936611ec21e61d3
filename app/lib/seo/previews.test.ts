import { describe, expect, it } from "vitest";
import { calculateParty } from "~/calculators/party-festa";
import { buildShoppingList } from "~/calculators/party-plan";
import { calculatorHeadTags, headTags } from "./meta";
import {
  abvPreview,
  budgetPreview,
  calculatorPreview,
  clip,
  comparatorPreview,
  ibuPreview,
  MAX_QUERY_LENGTH,
  partyPreview,
  partyShareText,
  perPersonPreview,
} from "./previews";

// Intl puts a no-break space after "R$"; the assertions read as plain text.
const plain = (s: string | undefined) => (s ?? "").replace(/\u00a0/g, " ");

const PARTY = "bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=moderado&embalagem=350";

describe("calculator previews: the result in Portuguese", () => {
  it("/festa: guests and units in the title, beer, soft drinks and ice, the list's total and per adult in the description", () => {
    const p = partyPreview(PARTY)!;
    expect(p.title).toBe("Festa para 28 pessoas: 120 latas de 350 ml");
    expect(p.description).toContain("41,7 L de cerveja, 29,3 L sem álcool, 36 kg de gelo");
    // Issue 29 item 5: reference prices (D19): 120 × 3,69 + 15 × 9,49 + 8 × 12,90 = 688,35; ÷ 25 adults = 27,53.
    expect(plain(p.description)).toContain("R$ 688,35 no total, R$ 27,53 por adulto");
    expect(p.card.headline).toBe("120 latas de 350 ml");
    expect(p.imagePath).toBe(`/og/festa.png?${PARTY}`);
  });

  it("/festa with typed prices and a churrasco: the list's total and the cost per adult; the Pix key stays out of the image", () => {
    const p = partyPreview(`${PARTY}&preco=4.72`)!;
    // 120 cans × R$ 4,72 = R$ 566,40 + 142,35 + 103,20 = 811,95; ÷ 25 adults = R$ 32,48
    expect(plain(p.description)).toContain("R$ 811,95 no total, R$ 32,48 por adulto");
    expect(plain(p.card.details[1])).toBe("R$ 811,95 no total, R$ 32,48 por adulto");
    const churrasco = partyPreview(`${PARTY}&churrasco=1&racha=1&pix=ana%40exemplo.com.br&nome=Ana&cidade=Recife`)!;
    expect(churrasco.description).toContain("36 kg de gelo e 12 kg de carne");
    expect(churrasco.imagePath).not.toContain("pix");
    expect(churrasco.imagePath).toContain("churrasco=1");
  });

  it("/por-pessoa, /, /ibu, /abv and /orcamento state their results", () => {
    expect(perPersonPreview("pessoas=10&horas=4&perfil=moderado&embalagem=350")!.title).toBe(
      "10 pessoas em 4 horas: 44 latas de 350 ml",
    );
    // Issue 29 item 6: the weather of /festa's link is in the preview too (6 h, quente: 2,19 L each).
    const hot = perPersonPreview("pessoas=20&horas=6&clima=quente&perfil=moderado&embalagem=350")!;
    expect(hot.description).toContain("2,19 L por pessoa");
    expect(hot.description).toContain("Clima quente, perfil médio.");
    expect(hot.card.inputs).toContain("Perfil médio, clima quente");
    const cheapest = comparatorPreview("c=350:3.49&c=473:4.99&c=1000:9.5")!;
    expect(plain(cheapest.title)).toBe("Cerveja mais barata: R$ 9,50 por litro (1 L a R$ 9,50)");
    expect(plain(cheapest.description)).toMatch(
      /^3 cervejas comparadas: 1 L a R\$ 9,50 \(R\$ 9,50\/L\); 350 ml a R\$ 3,49 \(R\$ 9,97\/L\)/,
    );
    expect(ibuPreview("volume=20&og=1.060&lupulo=12:40:60&lupulo=8:20:15")!.title).toBe(
      "Receita com 59,0 IBU (Acentuado)",
    );
    expect(abvPreview("og=1.050&fg=1.010")!.title).toBe("ABV 5,3% · 47 kcal/100 ml");
    const refractometer = abvPreview("aba=avancada&og=12.5&fg=4.2&temp=20&formula=standard&medicao=refractometer")!;
    expect(refractometer.title).toBe("ABV 5,8% · 44 kcal/100 ml");
    expect(refractometer.description).toContain("OG 12,5 °Bx, FG 4,2 °Bx");
    const budget = budgetPreview(
      "total=1500&convidados=30&qualidade=premium&cerveja=60&vinho=10&destilados=20&sem_alcool=10",
    )!;
    expect(plain(budget.title)).toBe("Orçamento de R$ 1.500,00 para 30 convidados (R$ 50,00 por pessoa)");
    expect(budget.description).toBe(
      "50 cervejas especiais de 500 ml (25 L), 1 garrafa de 750 ml de vinho, 2 garrafas de 1 L de destilados e 12 garrafas de 2 L de bebidas sem álcool. Qualidade premium.",
    );
  });

  it("gives null for a bare page, invalid inputs and overlong links (the generic preview stays)", () => {
    expect(partyPreview("")).toBeNull();
    expect(partyPreview("?")).toBeNull();
    expect(partyPreview("bebem=0")).toBeNull(); // at least one drinker
    expect(partyPreview("bebem=20&horas=13")).toBeNull(); // 12 hours at most
    expect(perPersonPreview("pessoas=abc")).toBeNull();
    expect(comparatorPreview("c=350:")).toBeNull();
    expect(comparatorPreview("x=1")).toBeNull();
    expect(ibuPreview("og=1.5")).toBeNull(); // OG above 1.200
    expect(abvPreview("og=1.010&fg=1.050")).toBeNull(); // FG above OG
    expect(budgetPreview("total=50")).toBeNull(); // under R$ 100
    expect(budgetPreview("cerveja=90")).toBeNull(); // percentages sum to 140
    expect(partyPreview(`bebem=20&x=${"a".repeat(MAX_QUERY_LENGTH)}`)).toBeNull();
  });
});

describe("normalisation: the same result has one image URL", () => {
  it("spelling, order and defaults do not change the URL", () => {
    const canonical = partyPreview(PARTY)!.imagePath;
    expect(partyPreview("horas=5.0&clima=quente&bebem=20&criancas=3&nao_bebem=5")!.imagePath).toBe(canonical);
    expect(partyPreview(`${PARTY}&utm_source=whatsapp`)!.imagePath).toBe(canonical);
    expect(partyPreview("bebem=20&horas=4,5")!.query).toContain("horas=4.5");
    // Brazilian spellings (thousands dot, decimal comma, "R$") give the link's one spelling.
    expect(partyPreview("bebem=1.000&nao_bebem=05&horas=4,50&preco=R$ 3,5")!.query).toBe(
      "bebem=1000&nao_bebem=5&criancas=3&horas=4.5&clima=ameno&perfil=moderado&embalagem=350&preco=3.5",
    );
    expect(perPersonPreview("pessoas=1.000&horas=4,50&perfil=leve&embalagem=473")!.query).toBe(
      "pessoas=1000&horas=4.5&clima=ameno&perfil=leve&embalagem=473",
    );
    expect(budgetPreview("total=2000&cerveja=50,5&vinho=9,5&destilados=20&sem_alcool=20")!.query).toBe(
      "total=2000&convidados=20&qualidade=medium&cerveja=50.5&vinho=9.5&destilados=20&sem_alcool=20",
    );
    expect(
      budgetPreview("total=1500.5&convidados=&cerveja=33.33&vinho=33.33&destilados=33.34&sem_alcool=0")!.query,
    ).toBe("total=1500.5&convidados=&qualidade=medium&cerveja=33.33&vinho=33.33&destilados=33.34&sem_alcool=0");
    expect(abvPreview("og=1.05&fg=1.01")!.imagePath).toBe("/og/abv.png?og=1.050&fg=1.010");
    expect(ibuPreview("og=1.05&volume=20.0&lupulo=5:30:60")!.imagePath).toBe(
      ibuPreview("volume=20&og=1.050&lupulo=5:30:60")!.imagePath,
    );
  });

  it("the comparator drops what is unreadable, and states no result while a beer has a field to fix", () => {
    expect(comparatorPreview("c=350:3.5&c=:")!.query).toBe("c=350:3.50");
    expect(comparatorPreview("c=350:3.50")!.imagePath).toBe(comparatorPreview("c=350:3.5&c=0:")!.imagePath);
    // the page shows the fields to fix for these (issue 16), so the preview is the generic one
    expect(comparatorPreview("c=350:3.5&c=473:")).toBeNull();
    expect(comparatorPreview("c=4.2:39.90")).toBeNull();
    // "casco=1" counts only beside a returnable bottle
    expect(comparatorPreview("c=350:3.5&casco=1")!.query).toBe("c=350:3.50");
  });

  it("the comparator reads packs, promotions and returnables (issue 14)", () => {
    // 39,90 ÷ (12 × 0,35) = 9,50; 4,99 ÷ 0,473 = 10,55
    const fardo = comparatorPreview("c=350:39.90:12&c=473:4.99")!;
    expect(fardo.title).toBe("Cerveja mais barata: R$\u00a09,50 por litro (12 × 350 ml a R$\u00a039,90)");
    expect(fardo.query).toBe("c=350:39.90:12&c=473:4.99");
    // 1 L retornável: 6,99 com o casco beats 10,55; 16,99 sem o casco does not
    expect(comparatorPreview("c=1000:6.99:1:semcasco-16.99&c=473:4.99&casco=1")!.title).toContain(
      "1 L retornável com casco a R$\u00a06,99",
    );
    expect(comparatorPreview("c=1000:6.99:1:semcasco-16.99&c=473:4.99")!.title).toContain("473 ml a R$\u00a04,99");
    expect(comparatorPreview("c=350:3.49:1:leve3-pague2")!.title).toContain("(leve 3, pague 2)");
  });

  it("different results give different URLs", () => {
    expect(partyPreview(PARTY)!.imagePath).not.toBe(partyPreview(PARTY.replace("bebem=20", "bebem=21"))!.imagePath);
  });

  it("bounds what a card lays out", () => {
    const many = Array.from({ length: 80 }, (_, i) => `c=350:${i + 1}`).join("&");
    const p = comparatorPreview(many)!;
    expect(p.card.inputs.length).toBeLessThanOrEqual(4);
    expect(p.query.split("&").length).toBe(50); // the comparator's own MAX_ENTRIES
    expect(clip("palavra ".repeat(40), 30).length).toBeLessThanOrEqual(30);
    expect(clip("curto")).toBe("curto");
  });

  it("calculatorPreview by id matches the per-calculator builders", () => {
    expect(calculatorPreview("festa", PARTY)).toEqual(partyPreview(PARTY));
    expect(calculatorPreview("orcamento", "")).toBeNull();
  });
});

describe("partyShareText", () => {
  const input = {
    drinkers: 20,
    nonDrinkers: 5,
    children: 3,
    hours: 5,
    weather: "quente",
    profile: "moderado",
    containerMl: 350,
  } as const;

  it("carries the numbers, and the list's cost when there is one", () => {
    expect(partyShareText(calculateParty({ ...input }))).toBe(
      "Festa para 28 convidados (5 horas): 41,7 L de cerveja (120 latas de 350 ml), 29,3 L de bebidas sem álcool e 36 kg de gelo.",
    );
    const result = calculateParty({ ...input, price: 4.72 });
    expect(plain(partyShareText(result, buildShoppingList(result, { prices: {} })))).toMatch(
      /36 kg de gelo\. R\$ 811,95 no total, R\$ 32,48 por adulto\.$/,
    );
  });
});

describe("calculatorHeadTags", () => {
  const at = (search: string) => ({ pathname: "/festa", search });
  const defaults = { title: "Calculadora de Festa", description: "Calcule quanta cerveja comprar." };
  const content = (tags: ReturnType<typeof headTags>, key: string) =>
    (
      tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key)) as
        { content?: string } | undefined
    )?.content;

  it("states the result in og/twitter and points og:image at the card; title and canonical stay", () => {
    const tags = calculatorHeadTags(partyPreview, at(`?${PARTY}`), null, defaults);
    const bare = headTags("/festa", null, {}, defaults);
    expect(content(tags, "og:title")).toBe("Festa para 28 pessoas: 120 latas de 350 ml");
    expect(content(tags, "twitter:title")).toBe("Festa para 28 pessoas: 120 latas de 350 ml");
    expect(content(tags, "og:description")).toContain("41,7 L de cerveja");
    expect(content(tags, "twitter:description")).toContain("41,7 L de cerveja");
    expect(content(tags, "og:image")).toBe(`https://cervejometro.com.br/og/festa.png?${PARTY}`);
    expect(content(tags, "twitter:image")).toBe(content(tags, "og:image"));
    expect(content(tags, "og:image:alt")).toContain("120 latas de 350 ml");
    // What search engines read is the page's own.
    expect(tags.find((t) => "title" in t)).toEqual(bare.find((t) => "title" in t));
    expect(content(tags, "description")).toBe(content(bare, "description"));
    expect(tags.find((t) => "rel" in t && t.rel === "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://cervejometro.com.br/festa",
    });
  });

  it("keeps the generic preview for invalid inputs", () => {
    expect(calculatorHeadTags(partyPreview, at("?bebem=0"), null, defaults)).toEqual(
      headTags("/festa", null, {}, defaults),
    );
  });
});
