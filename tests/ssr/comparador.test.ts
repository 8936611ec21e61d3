// The comparator (/) in the server HTML: issue 14's shared links (packs, promotions,
// returnables) and issue 16's plain GET form, which works without JavaScript and before the
// scripts run. Prices worked by hand: 39,90 ÷ (12 × 0,35) = 9,50; 39,90 ÷ 12 = 3,325 → 3,33;
// 4,99 ÷ 0,473 = 10,549… → 10,55; 39,90 ÷ 4,2 = 9,50.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerParagraphs } from "~/components/calculator/kit/content";
import { comparatorFaq } from "~/content/calculators/comparador-faq";
import { firstVisitScripts, htmlFindings, NBSP, page } from "./support";

const brl = (value: string) => `R$${NBSP}${value}`;

/** The query string a browser builds from a GET form's fields, as typed. */
const submitted = (fields: [string, string][]) => new URLSearchParams(fields).toString();

/** The order of the ranked results' big prices in the HTML. */
function rankedPrices(text: string): string[] {
  return [...text.matchAll(/data-testid="price-per-liter"[^>]*>([^<]+)</g)].map((m) => m[1]!);
}

describe("comparador: links de fardo, promoção e retornável (issue 14)", () => {
  it("o exemplo da issue: o fardo a R$ 9,50 é o Melhor Preço contra R$ 10,55", async () => {
    const { status, text } = await page("/?c=350:39.90:12&c=473:4.99");
    expect(status).toBe(200);
    expect(rankedPrices(text)).toEqual([brl("9,50"), brl("10,55")]);
    expect(text).toContain("Melhor Preço!");
    expect(text).toContain(`${brl("3,33")} por lata`);
    expect(text).toMatch(/id="cerveja-1-units"[^>]*value="12"|value="12"[^>]*id="cerveja-1-units"/);
  });

  it("retornável: sem o casco o latão ganha; com casco=1 a garrafa ganha", async () => {
    const without = await page("/?c=1000:6.99:1:semcasco-16.99&c=473:4.99");
    expect(rankedPrices(without.text)).toEqual([brl("10,55"), brl("16,99")]);
    const withCasco = await page("/?c=1000:6.99:1:semcasco-16.99&c=473:4.99&casco=1");
    expect(rankedPrices(withCasco.text)).toEqual([brl("6,99"), brl("10,55")]);
    expect(withCasco.text).toContain(`Retornável: ${brl("6,99")} por litro com o casco, ${brl("16,99")} sem o casco`);
    expect(withCasco.html).toMatch(/<input[^>]*id="tenho-casco"[^>]*checked=""/);
  });

  it("promoção: leve 3, pague 2 sai a R$ 6,65 por litro", async () => {
    // 3,49 × 2 ÷ 3 ÷ 0,35 = 6,647… → 6,65
    const { text } = await page("/?c=350:3.49:1:leve3-pague2");
    expect(rankedPrices(text)).toEqual([brl("6,65")]);
    expect(text).toContain("com a promoção (leve 3, pague 2)");
  });
});

describe("comparador sem JavaScript (issue 16)", () => {
  it("o formulário é um GET para / com um select nativo de volume", async () => {
    const { html } = await page("/");
    const form = html.match(/<form[^>]*aria-labelledby="cervejas-title"[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/"');
    expect(html).toMatch(/<select[^>]*id="cerveja-1-volume"[^>]*name="c1_volume"/);
    expect(html).toContain(">350 ml · lata</option>");
    for (const name of ["c1_ml", "c1_preco", "c1_unidades", "c1_promocao", "c1_retornavel", "c1_semcasco"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*name="calcular"/);
  });

  it("o envio, como digitado, ranqueia no HTML do servidor: fardo de 4.200 ml por R$ 39,90", async () => {
    const query = submitted([
      ["c1_nome", "Fardo"],
      ["c1_volume", "custom"],
      ["c1_ml", "4.200"],
      ["c1_preco", "R$ 39,90"],
      ["c1_unidades", ""],
      ["c2_nome", ""],
      ["c2_volume", "473"],
      ["c2_ml", ""],
      ["c2_preco", "4,99"],
      ["c3_volume", ""],
      ["c3_preco", ""],
      ["calcular", "1"],
    ]);
    const { status, text } = await page(`/?${query}`);
    expect(status).toBe(200);
    expect(rankedPrices(text)).toEqual([brl("9,50"), brl("10,55")]);
    expect(text).toContain("Resultado da comparação");
    // the fields come back as typed
    expect(text).toMatch(/value="4.200"/);
    expect(text).toMatch(/value="Fardo"/);
  });

  it("um volume absurdo volta com a mensagem no campo, sem resultado", async () => {
    const query = submitted([
      ["c1_volume", "custom"],
      ["c1_ml", "4,2"],
      ["c1_preco", "39,90"],
      ["c2_volume", ""],
      ["c2_preco", "3,49"],
      ["calcular", "1"],
    ]);
    const { html, text } = await page(`/?${query}`);
    expect(text).toContain("Informe um volume entre 100 e 20.000 ml.");
    expect(text).toContain("Escolha o volume.");
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="cerveja-1-custom-error"/);
    expect(html).toMatch(/<select[^>]*aria-invalid="true"[^>]*aria-describedby="cerveja-2-volume-error"/);
    expect(text).not.toContain("Resultado da comparação");
  });

  it("um link antigo com um volume absurdo mostra a mensagem, nunca um resultado silencioso", async () => {
    const { text } = await page("/?c=4.2:39.90");
    expect(text).toContain("Informe um volume entre 100 e 20.000 ml.");
    expect(text).not.toContain("Resultado da comparação");
  });
});

describe("comparador: HTML válido com fardo, promoção, retornável e mensagens", () => {
  it.each([
    "/?c=350:39.90:12:leve3-pague2&c=1000:6.99:1:semcasco-16.99&casco=1",
    "/?c1_volume=custom&c1_ml=4%2C2&c1_preco=39%2C90&c1_promocao=1&c1_retornavel=1&calcular=1",
  ])("%s", async (path) => {
    expect(await htmlFindings((await page(path)).html)).toEqual([]);
  });
});

describe("comparador: o que o primeiro acesso não baixa (issue 12.2)", () => {
  it("o FAQ só no HTML; o código do histórico só quando há histórico", async () => {
    const { status, html } = await page("/");
    expect(status).toBe(200);
    // A stretch of plain words from the last answer (nothing the HTML would escape).
    const answer = answerParagraphs(comparatorFaq.at(-1)!.answer).join(" ");
    const words = answer.match(/[\p{L} ]{30,}/u)![0]!.trim();
    expect(html).toContain(words);
    const client = path.join(process.env.BUILD_DIR || "build", "client");
    const files = firstVisitScripts(html);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(path.join(client, file), "utf8");
      expect(text, file).not.toContain(words);
      // The history section (history.tsx) and the reading of stored records (comparator-history.ts).
      expect(text, file).not.toContain("Limpar Histórico");
      expect(text, file).not.toContain("nenhum registro válido");
    }
  });
});
