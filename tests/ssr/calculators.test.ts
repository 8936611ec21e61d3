// A shared calculator link renders its result in the server's HTML (docs/decisions/0003-url-state.md), for every
// calculator, and each calculator page carries its FAQ structured data. The same links in
// the browser (hydration, the form filled back in) stay in tests/e2e/calc-*.test.ts.
import { describe, expect, it } from "vitest";
import { NBSP, page, tag } from "./support";

const brl = (value: string) => `R$${NBSP}${value}`;

function faqPage(jsonLd: Record<string, unknown>[]) {
  return jsonLd.find((d) => d["@type"] === "FAQPage") as { mainEntity?: unknown[] } | undefined;
}

describe("comparador (/)", () => {
  it("o link compartilhado traz o resultado no HTML do servidor", async () => {
    const { status, html } = await page("/?c=350:3.49&c=473:4.99&c=710:7.50");
    expect(status).toBe(200);
    expect(html).toContain(brl("9,97"));
    expect(html).toContain(brl("10,55"));
    expect(html).toContain(brl("10,56"));
    expect(html).toContain("Melhor Preço!");
    expect(html).toContain("Resultado da comparação");
    expect(html).toMatch(/value="3,49"/);
    expect(html).toMatch(/value="710"/);
  });

  it("tem os dados estruturados FAQPage", async () => {
    expect((await page("/")).html).toContain('"@type":"FAQPage"');
  });
});

describe("festa e por pessoa", () => {
  it("/festa: um link compartilhado traz o resultado no HTML do servidor", async () => {
    // Intenso, muito quente, 600 ml: 1.65 × 1.4 × 1.3 = 3.003 L × 20 = 60.06 + 10 % = 66.066 L
    // → 110.11 → 111 bottles → 111 / 24 = 4.625 → 5 crates; soft 5 × 1.3 × 5.1 = 33.15 L;
    // ice (66.066 + 33.15) / 2 = 49.608 → 50 kg = 10 bags. The list (issue 29) buys whole crates: 120 × 3.49 =
    // 418.80 + 17 bottles of 2 L × 9.49 = 161.33 + 10 bags × 12.90 = 129.00 → R$ 709.13; ÷ 25 adults = 28.3652 → R$ 28.37.
    const { status, text } = await page(
      "/festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=muito-quente&perfil=intenso&embalagem=600&preco=3.49",
    );
    expect(status).toBe(200);
    for (const t of [
      "111 garrafas de 600 ml",
      "66,1 L",
      "5 engradados de 24",
      "50 kg",
      "10 sacos de 5 kg",
      brl("418,80"),
      brl("709,13"),
      `${brl("28,37")} por adulto`,
    ]) {
      expect(text, t).toContain(t);
    }
    expect(text).toContain('href="/?c=600:3.49"');
  });

  it("/por-pessoa: um link compartilhado traz o resultado no HTML do servidor", async () => {
    // Intenso, 473 ml, 6 people, 3 h: 0.35 × 3 × 1.4 = 1.47 L = 3.108 → "3,1 latas"; total
    // 6 × 1.47 = 8.82 + 10 % = 9.702 L → 20.51 → 21 cans → 2 fardos of 12; pace 0.49 / 0.473 =
    // 1.036 → "1 lata" per hour, one every 57.9 → 58 min.
    const { status, text } = await page("/por-pessoa?pessoas=6&horas=3&perfil=intenso&embalagem=473");
    expect(status).toBe(200);
    for (const t of ["1,47 L", "3,1 latas de 473 ml", "21 latas de 473 ml", "9,7 L", "2 fardos de 12", "58 min"]) {
      expect(text, t).toContain(t);
    }
  });
});

// Issue 29 item 6: /por-pessoa reached from /festa keeps the weather and the profile.
describe("por pessoa no clima e no perfil da festa", () => {
  // 20 drinkers, 6 h, quente, médio, 350 ml: (0,35 × 4 + 0,25 × 2) × 1 × 1,15 = 2,185 L each (2,19 L);
  // 20 × 2,185 = 43,7 L + 10 % = 48,07 L ≈ 48,1 L → 137,3 → 138 cans of 350 ml.
  const FESTA = "/festa?bebem=20&nao_bebem=5&criancas=3&horas=6&clima=quente&perfil=moderado&embalagem=350";

  it("o link de /festa para /por-pessoa leva clima e perfil, e as duas páginas dão os mesmos litros", async () => {
    const festa = await page(FESTA);
    expect(festa.status).toBe(200);
    const href = tag(festa.html, /href="(\/por-pessoa\?[^"]*)"/)!.replace(/&amp;/g, "&");
    expect(href).toBe("/por-pessoa?pessoas=20&horas=6&clima=quente&perfil=moderado&embalagem=350");
    for (const t of ["= 2,185 L", "138 latas de 350 ml", "48,1 L"]) expect(festa.text, t).toContain(t);

    const perPerson = await page(href);
    expect(perPerson.status).toBe(200);
    for (const t of ["2,19 L", "138 latas de 350 ml", "48,1 L", "Perfil médio, 6 horas, clima quente."]) {
      expect(perPerson.text, t).toContain(t);
    }
    expect(perPerson.text).not.toContain("1,9 L");
    // The form shows the weather it used: "Quente" checked, for the form sent without JavaScript too.
    const checked = [...perPerson.html.matchAll(/<input[^>]*name="clima"[^>]*>/g)].filter((m) =>
      m[0].includes("checked"),
    );
    expect(checked.map((m) => m[0].match(/value="([^"]+)"/)?.[1])).toEqual(["quente"]);
  });

  it("o formulário de /por-pessoa envia o clima (sem JavaScript) e um link antigo, sem clima, é ameno", async () => {
    const sent = await page("/por-pessoa?pessoas=20&horas=6&clima=muito-quente&perfil=intenso&embalagem=350");
    // 1,9 × 1,4 × 1,3 = 3,458 L ≈ 3,46 L each
    expect(sent.text).toContain("3,46 L");
    expect(sent.text).toContain("clima muito quente");
    const old = await page("/por-pessoa?pessoas=20&horas=6&perfil=moderado&embalagem=350");
    expect(old.text).toContain("1,9 L");
    expect(old.text).toContain("clima ameno");
  });
});

describe("IBU", () => {
  it("o HTML do servidor já traz o resultado de um link", async () => {
    const { status, html } = await page("/ibu?volume=20&og=1.050&lupulo=5:30:60&lupulo=8:20:15");
    expect(status).toBe(200);
    expect(html).toMatch(/data-testid="ibu-total"[^>]*>26,5</);
    expect(html).toMatch(/data-testid="ibu-category"[^>]*>Moderado</);
    expect(html).toContain("17,3");
    expect(html).toContain("9,2");
    expect(html).toContain('value="1,050"');
    // A plain visit has no result in its HTML.
    expect((await page("/ibu")).html).not.toContain('data-testid="ibu-total"');
  });

  it("um link com valores inválidos mostra as mensagens, sem resultado", async () => {
    const { html } = await page("/ibu?volume=0&og=1.050&lupulo=5:30:60");
    expect(html).not.toContain('data-testid="ibu-total"');
    expect(html).toContain("O volume deve ser de pelo menos 1 L.");
  });
});

describe("ABV", () => {
  it("link compartilhado da avançada: resultado no HTML do servidor", async () => {
    const { status, html } = await page(
      "/abv?aba=avancada&og=1.120&fg=1.030&temp=20&formula=daniels&medicao=hydrometer",
    );
    expect(status).toBe(200);
    expect(html).toContain("13,6%");
    expect(html).toContain("Muito forte");
    expect(html).toContain("Daniels (alternativa)");
  });

  it("link compartilhado da básica: resultado no HTML do servidor", async () => {
    expect((await page("/abv?og=1.060&fg=1.010")).html).toContain("6,6%");
  });

  it("tem os dados estruturados FAQPage com as 12 perguntas", async () => {
    expect(faqPage((await page("/abv")).jsonLd)?.mainEntity).toHaveLength(12);
  });
});

describe("orçamento (D3)", () => {
  const DEFAULT_QUERY = "?total=1000&convidados=20&qualidade=medium&cerveja=50&vinho=20&destilados=20&sem_alcool=10";

  it("um link com entradas válidas traz o resultado já no HTML", async () => {
    const { status, html } = await page(
      "/orcamento?total=1500&convidados=25&qualidade=premium&cerveja=40&vinho=30&destilados=20&sem_alcool=10",
    );
    expect(status).toBe(200);
    for (const q of [
      "33 cervejas especiais",
      "16,5 L",
      "3 garrafas",
      "2 garrafas",
      "12 garrafas",
      brl("60,00"),
      // D20: each price names its unit.
      `${brl("18,00")} por cerveja especial 500 ml`,
      `${brl("120,00")} por garrafa 750 ml`,
      `${brl("150,00")} por garrafa 1 L`,
      `${brl("12,00")} por garrafa 2 L`,
    ]) {
      expect(html, q).toContain(q);
    }
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain("Compartilhar");
  });

  it("os valores padrão pelo endereço dão o resultado de referência", async () => {
    const { html } = await page(`/orcamento${DEFAULT_QUERY}`);
    for (const q of [
      "50 garrafas",
      "30 L",
      "16 garrafas",
      `${brl("10,00")} por garrafa 600 ml`,
      brl("50,00"),
      brl("936,00"),
    ])
      expect(html, q).toContain(q);
  });

  // Issue 29 item 7 (D20): a link made after moving the sliders carries their split, and the server computes with it.
  it("um link com a divisão dos controles (78/9/9/4) traz o resultado dela, com as unidades e os litros de cerveja", async () => {
    const { status, html, text } = await page(
      "/orcamento?total=1000&convidados=20&qualidade=medium&cerveja=78&vinho=9&destilados=9&sem_alcool=4",
    );
    expect(status).toBe(200);
    // 780 / 10 = 78 bottles of 600 ml = 46,8 L; ⌊90 / 60⌋ = 1; ⌊90 / 80⌋ = 1; ⌊40 / 6⌋ = 6
    for (const q of ["78%", "78 garrafas", "46,8 L", "1 garrafa", "6 garrafas", `${brl("10,00")} por garrafa 600 ml`])
      expect(text, q).toContain(q);
    // The sliders and the fields show that split.
    expect(html).toMatch(/type="range"[^>]*value="78"|value="78"[^>]*type="range"/);
    expect(html).toMatch(/id="orcamento-cerveja"[^>]*value="78"|value="78"[^>]*id="orcamento-cerveja"/);
    // "Montar a lista de compras": /festa with the guests, the 600 ml bottle and its price.
    expect(text).toContain("Montar a lista de compras");
    expect(html).toContain(
      'href="/festa?bebem=20&amp;nao_bebem=0&amp;criancas=0&amp;horas=5&amp;clima=ameno&amp;perfil=moderado&amp;embalagem=600&amp;preco=10"',
    );
  });

  it("cada nível diz o que o preço compra (D20), no resultado e na escolha da qualidade", async () => {
    const { text } = await page(
      "/orcamento?total=1000&convidados=20&qualidade=economic&cerveja=50&vinho=20&destilados=20&sem_alcool=10",
    );
    // 500 / 5 = 100 cans of 350 ml = 35 L
    for (const q of ["100 latas", "35 L", `${brl("5,00")} por lata 350 ml`, `${brl("30,00")} por garrafa 750 ml`])
      expect(text, q).toContain(q);
    for (const q of ["Cerveja: lata 350 ml", "Cerveja: garrafa 600 ml", "Cerveja especial 500 ml"])
      expect(text, q).toContain(q);
  });

  it("sem parâmetros, ou com a soma errada, não há resultado no HTML", async () => {
    const plain = (await page("/orcamento")).html;
    expect(plain).toContain("Preencha os dados e clique em");
    expect(plain).not.toContain('data-testid="linha-cerveja"');
    const wrong = (await page(`/orcamento${DEFAULT_QUERY.replace("cerveja=50", "cerveja=60")}`)).html;
    expect(wrong).toContain("Preencha os dados e clique em");
    expect(wrong).toContain('value="60"');
  });

  it("tem o FAQ com 5 perguntas e os dados estruturados FAQPage", async () => {
    const { html, jsonLd } = await page("/orcamento");
    expect(faqPage(jsonLd)?.mainEntity).toHaveLength(5);
    expect(html).toContain("Perguntas Frequentes");
    expect(html).toContain("Como calculamos");
  });
});
