// Issue 29: a shared /festa link carries the whole plan (D3, D19), and the server's HTML has it
// all: the churrasco, the priced list, the split and each part's Pix code; its preview states
// the total and the part per adult. The browser half: tests/e2e/festa-plan.test.ts.
import { describe, expect, it } from "vitest";
import { crc16 } from "~/calculators/pix";
import { expectValidHtml, NBSP, page } from "./support";

const brl = (value: string) => `R$${NBSP}${value}`;
// The host: 30 adults (8 who do not drink), 6 children, a 6-hour churrasco, the split with a CPF key.
const PLAN =
  "/festa?bebem=22&nao_bebem=8&criancas=6&horas=6&clima=ameno&perfil=moderado&embalagem=350&churrasco=1&bovina=50&suina=30&frango=20&racha=1&pix=529.982.247-25&nome=Ana+Souza&cidade=S%C3%A3o+Paulo";

describe("/festa: o plano inteiro num link (issue 29)", () => {
  it("o HTML do servidor traz o churrasco, a lista com preços, o racha e o código Pix de cada parte", async () => {
    const { status, text, html } = await page(PLAN);
    expect(status).toBe(200);
    // D19: 30 × 500 g + 6 × 250 g = 16,5 kg → 8,3 + 5 + 3,3 = 16,6 kg; charcoal 4 bags; 30 pães de alho.
    for (const t of [
      "16,6 kg de carne",
      "Bovina 8,3 kg",
      "4 sacos",
      "30 pães de alho",
      "Lista de compras",
      "11 fardos de 12 (132 latas)",
      brl("487,08"),
      brl("1.665,31"),
      brl("55,51"),
      // The split: beer R$ 487,08 ÷ 22 + the rest R$ 1.178,23 ÷ 30: R$ 61,41 and R$ 39,27; the host R$ 61,54.
      brl("61,41"),
      brl("39,27"),
      brl("61,54"),
      "a chave Pix, o nome e a cidade vão no link da festa",
    ]) {
      expect(text, t).toContain(t);
    }
    const codes = [...html.matchAll(/data-testid="pix-codigo"[^>]*>([^<]+)</g)].map((m) =>
      m[1]!.replace(/&amp;/g, "&"),
    );
    expect(codes).toEqual([
      "00020126330014br.gov.bcb.pix011152998224725520400005303986540561.415802BR5909Ana Souza6009Sao Paulo62070503***63042565",
      "00020126330014br.gov.bcb.pix011152998224725520400005303986540539.275802BR5909Ana Souza6009Sao Paulo62070503***630441E1",
    ]);
    for (const code of codes) expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expectValidHtml(PLAN, html);
  });

  it("o formulário GET tem todos os campos do plano, com o que o link trouxe", async () => {
    const { html } = await page(PLAN);
    const start = html.search(/<form[^>]*aria-label="Dados da festa"/);
    const body = html.slice(start, html.indexOf("</form>", start));
    const names = new Set([...body.matchAll(/<input[^>]*\bname="([^"]+)"/g)].map((m) => m[1]));
    for (const name of [
      "churrasco",
      "bovina",
      "suina",
      "frango",
      "preco",
      "preco_gelo",
      "preco_bovina",
      "preco_carvao",
      "preco_pao_de_alho",
      "racha",
      "anfitriao",
      "anfitriao_fora",
      "criancas_pagam",
      "pix",
      "nome",
      "cidade",
    ]) {
      expect(names, name).toContain(name);
    }
    expect(body).toMatch(/name="pix"[^>]*value="529\.982\.247-25"|value="529\.982\.247-25"[^>]*name="pix"/);
  });

  it("preços digitados à brasileira e uma mistura que não soma 100%: mensagens nos campos", async () => {
    const { text } = await page(
      "/festa?bebem=20&churrasco=1&bovina=50&suina=30&frango=10&preco_gelo=15%2C50&preco_carvao=abc&racha=1&pix=123",
    );
    expect(text).toContain("Bovina, suína e linguiça e frango devem somar 100% (agora somam 90%).");
    expect(text).toContain("Informe um preço válido, como 3,49.");
    expect(text).toMatch(/value="15,50"/);
    expect(text).toContain("Chave Pix inválida");
  });

  it("a prévia do link (og, issue 15) diz o total e a parte por adulto; a imagem não leva a chave Pix", async () => {
    const { og } = await page(PLAN);
    expect(og("description")?.replace(/&nbsp;|\u00a0/g, " ")).toContain("R$ 1.665,31 no total, R$ 55,51 por adulto");
    expect(og("image")).not.toContain("pix");
  });
});
