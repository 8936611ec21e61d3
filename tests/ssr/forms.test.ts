// Issue 16: the party calculators' forms are plain GET forms whose server render computes
// the result, so they work with scripts off and while the scripts load. The query here is
// what a browser sends when such a form is submitted: the fields as typed (a decimal
// comma, a thousands dot, an empty optional field). The browser half (JavaScript disabled,
// typing before hydration): tests/e2e/forms-party.test.ts.
import { describe, expect, it } from "vitest";
import { NBSP, page } from "./support";

const brl = (value: string) => `R$${NBSP}${value}`;

/** The attributes of the first element whose opening tag matches `pattern`. */
function openingTag(html: string, pattern: RegExp): string {
  const tag = html.match(pattern)?.[0];
  expect(tag, String(pattern)).toBeTruthy();
  return tag!;
}

describe("formulários GET da festa e por pessoa (issue 16)", () => {
  it("/festa é um formulário GET para a própria página, com um nome por campo e o botão de enviar visível", async () => {
    const { status, html } = await page("/festa");
    expect(status).toBe(200);
    const form = openingTag(html, /<form[^>]*aria-label="Dados da festa"[^>]*>/);
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/festa"');
    const body = html.slice(html.indexOf(form), html.indexOf("</form>", html.indexOf(form)));
    const names = [...body.matchAll(/<input[^>]*\bname="([^"]+)"/g)].map((m) => m[1]);
    expect([...new Set(names)]).toEqual([
      "bebem",
      "nao_bebem",
      "criancas",
      "horas",
      "clima",
      "perfil",
      "embalagem",
      "churrasco",
      "preco",
      "preco_refrigerante",
      "preco_gelo",
      "racha",
    ]);
    // Nothing else is submitted: the buttons carry no name.
    expect(body).not.toMatch(/<(button|select|textarea)[^>]*\bname=/);
    // Before the scripts run, "Ver resultado" submits the form at every width (not hidden on large screens).
    const submit = openingTag(body, /<button[^>]*type="submit"[^>]*>/);
    expect(submit).not.toContain("lg:hidden");
    // "Redefinir" is then a link to the bare page: the calculator with its defaults.
    expect(body).toMatch(/<a[^>]*href="\/festa"[^>]*>.*?Redefinir<\/a>/s);
  });

  it("/festa: os campos enviados como digitados (vírgula, campo vazio) dão o resultado no HTML do servidor", async () => {
    // Leve, quente, 473 ml, 4,5 h, 30 drinkers: (0.35 × 4 + 0.25 × 0.5) × 0.7 × 1.15 = 1.227625 L × 30 =
    // 36.82875 + 10 % = 40.511625 L → 85.6 → 86 cans → 8 fardos; the list: 96 × 4.99 = R$ 479.04 + 15 × 9.49 =
    // 142.35 + 8 × 12.90 = 103.20 → R$ 724.59, ÷ 34 adults = R$ 21.31;
    // soft 4.5 × 1.15 × (4 × 0.30 + 30 × 0.15) = 29.4975 L; ice (40.51 + 29.50) / 2 = 35.0 → 36 kg, 8 bags.
    const { status, text } = await page(
      "/festa?bebem=30&nao_bebem=4&criancas=&horas=4%2C5&clima=quente&perfil=leve&embalagem=473&preco=4%2C99",
    );
    expect(status).toBe(200);
    for (const t of [
      "86 latas de 473 ml",
      "40,5 L",
      "8 fardos de 12",
      "29,5 L",
      "36 kg",
      "8 sacos de 5 kg",
      brl("479,04"),
      brl("724,59"),
      `${brl("21,31")} por adulto`,
    ]) {
      expect(text, t).toContain(t);
    }
    // The fields show what was sent, the way it is typed.
    expect(text).toMatch(/id="horas"[^>]*value="4,5"|value="4,5"[^>]*id="horas"/);
    expect(text).toMatch(/id="preco"[^>]*value="4,99"|value="4,99"[^>]*id="preco"/);
    expect(text).toMatch(/value="quente"[^>]*checked|checked[^>]*value="quente"/);
  });

  it("/por-pessoa: '1.000' pessoas são mil, não uma", async () => {
    // 1000 × 1.9 L (6 h moderado) = 1900 + 10 % = 2090 L → 3483.3 → 3484 bottles of 600 ml → 146 crates of 24.
    const { status, text } = await page("/por-pessoa?pessoas=1.000&horas=6&perfil=moderado&embalagem=600");
    expect(status).toBe(200);
    for (const t of ["1,9 L", "3.484 garrafas de 600 ml", "2.090 L", "146 engradados de 24"]) {
      expect(text, t).toContain(t);
    }
    expect(text).toMatch(/value="1\.000"/);
  });

  it("um valor absurdo enviado mostra a mensagem no campo e nenhum resultado", async () => {
    const { status, text } = await page(
      "/festa?bebem=2025&nao_bebem=5&criancas=3&horas=5&clima=ameno&perfil=moderado&embalagem=350&preco=1.299%2C90",
    );
    expect(status).toBe(200);
    expect(text).toContain("Use no máximo 1.000 pessoas.");
    expect(text).toContain(`Informe um preço entre ${brl("0,50")} e ${brl("500,00")}.`);
    expect(text).toMatch(/value="2\.025"/);
    expect(text).toMatch(/aria-invalid="true"[^>]*id="bebem"|id="bebem"[^>]*aria-invalid="true"/);
    expect(text).toContain("Corrija os campos destacados para ver quanto comprar.");
    expect(text).not.toContain('data-testid="cerveja"');
  });
});
