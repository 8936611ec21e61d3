// A shared calculator link renders its result in the server's HTML (docs/decisions/0003-url-state.md), for every
// calculator, and each calculator page carries its FAQ structured data. The same links in
// the browser (hydration, the form filled back in) stay in tests/e2e/calc-*.test.ts.
import { describe, expect, it } from "vitest";
import { NBSP, page } from "./support";

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
      "33 unidades",
      "3 garrafas",
      "2 garrafas",
      "12 unidades",
      brl("60,00"),
      `${brl("18,00")} por unidade`,
    ]) {
      expect(html, q).toContain(q);
    }
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain("Compartilhar");
  });

  it("os valores padrão pelo endereço dão o resultado de referência", async () => {
    const { html } = await page(`/orcamento${DEFAULT_QUERY}`);
    for (const q of ["50 unidades", "16 unidades", brl("50,00"), brl("936,00")]) expect(html, q).toContain(q);
  });

  it("sem parâmetros, ou com a soma errada, não há resultado no HTML", async () => {
    const plain = (await page("/orcamento")).html;
    expect(plain).toContain("Preencha os dados e clique em");
    expect(plain).not.toContain("50 unidades");
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
