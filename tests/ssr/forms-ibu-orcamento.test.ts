// /ibu and /orcamento as plain GET forms (issue 16): without JavaScript, or before the
// scripts run, "Calcular" sends the fields as the browser types them, and the server HTML
// already holds the result or the messages of the fields to fix. The same in a real browser
// with scripts off is one test per calculator in tests/e2e/calc-ibu.test.ts and
// tests/e2e/calc-orcamento.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstVisitScripts, NBSP, page } from "./support";

const brl = (value: string) => `R$${NBSP}${value}`;

/** The opening tag of the form that submits to `action`. */
const formTag = (html: string, action: string) =>
  [...html.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`action="${action}"`));

/** The query string a browser builds from a GET form's fields, as typed. */
const submitted = (fields: [string, string][]) => new URLSearchParams(fields).toString();

describe("/ibu sem JavaScript", () => {
  it("o formulário é um GET para /ibu com os nomes que o servidor lê", async () => {
    const { html } = await page("/ibu");
    expect(formTag(html, "/ibu")).toContain('method="get"');
    for (const name of ["volume", "og", "alfa1", "peso1", "fervura1"]) expect(html).toContain(`name="${name}"`);
  });

  it("o envio do formulário, como digitado, traz o resultado no HTML do servidor", async () => {
    // 5 %, 12,5 g, 60 min: 0.2306640772511 × (0.05 × 12.5 × 1000 / 20 = 31.25) = 7.2083 → "7,2"
    // 8 %, 20 g, 15 min (the example link's second addition): 9.1565 → "9,2"; total 16.3647 → "16,4", Baixo
    const query = submitted([
      ["volume", "20"],
      ["og", "1,050"],
      ["alfa1", "5"],
      ["peso1", "12,5"],
      ["fervura1", "60"],
      ["alfa2", "8"],
      ["peso2", "20"],
      ["fervura2", "15"],
    ]);
    const { status, html, text } = await page(`/ibu?${query}`);
    expect(status).toBe(200);
    expect(html).toMatch(/data-testid="ibu-total"[^>]*>16,4</);
    expect(html).toMatch(/data-testid="ibu-category"[^>]*>Baixo</);
    expect(text).toContain("7,2");
    expect(text).toContain("9,2");
    // The fields come back as typed, the weight with its decimal.
    expect(html).toMatch(/name="peso1"[^>]*value="12,5"|value="12,5"[^>]*name="peso1"/);
    expect(html).toContain('value="1,050"');
  });

  it("um valor absurdo mostra a mensagem no campo e nenhum resultado", async () => {
    // "20.000" L is twenty thousand litres (a dot before three digits groups thousands).
    const query = submitted([
      ["volume", "20.000"],
      ["og", "1,050"],
      ["alfa1", "5"],
      ["peso1", "30"],
      ["fervura1", "60"],
    ]);
    const { html, text } = await page(`/ibu?${query}`);
    expect(html).not.toContain('data-testid="ibu-total"');
    expect(text).toContain("Informe um volume entre 1 e 10.000 L.");
    expect(html).toMatch(/id="ibu-volume"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="ibu-volume"/);
    expect(html).toContain('value="20.000"');
  });
});

describe("/orcamento sem JavaScript", () => {
  it("o formulário é um GET para /orcamento com os nomes que o servidor lê", async () => {
    const { html } = await page("/orcamento");
    expect(formTag(html, "/orcamento")).toContain('method="get"');
    for (const name of ["total", "convidados", "qualidade", "cerveja", "vinho", "destilados", "sem_alcool"])
      expect(html).toContain(`name="${name}"`);
  });

  it("o envio do formulário, com “R$ 1.500,00”, traz o resultado no HTML do servidor", async () => {
    // R$ 1.500, 25 guests, Premium, 40/30/20/10 (as tests/e2e/calc-orcamento.test.ts's SHARED):
    // 600 / 18 = 33 cervejas especiais; 450 / 120 = 3 garrafas; 300 / 150 = 2 garrafas; 150 / 12 = 12 garrafas; 1500 / 25 = R$ 60,00
    const query = submitted([
      ["total", "R$ 1.500,00"],
      ["convidados", "25"],
      ["qualidade", "premium"],
      ["cerveja", "40"],
      ["vinho", "30"],
      ["destilados", "20"],
      ["sem_alcool", "10"],
    ]);
    const { status, text } = await page(`/orcamento?${query}`);
    expect(status).toBe(200);
    for (const t of [
      "33 cervejas especiais",
      "3 garrafas",
      "2 garrafas",
      "12 garrafas",
      brl("1.500,00"),
      brl("60,00"),
    ]) {
      expect(text, t).toContain(t);
    }
    expect(text).not.toContain("Preencha os dados e clique em");
  });

  it("um valor absurdo mostra a mensagem no campo e nenhum resultado", async () => {
    const query = submitted([
      ["total", "1.500"],
      ["convidados", "2025"],
      ["qualidade", "medium"],
      ["cerveja", "50"],
      ["vinho", "20"],
      ["destilados", "20"],
      ["sem_alcool", "10"],
    ]);
    const { html, text } = await page(`/orcamento?${query}`);
    expect(text).toContain("O número de convidados deve ser no máximo 1.000.");
    expect(html).toMatch(
      /id="orcamento-convidados"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="orcamento-convidados"/,
    );
    expect(text).toContain("Preencha os dados e clique em");
    expect(html).not.toContain('data-testid="linha-cerveja"');
  });
});

describe("/orcamento: o que o primeiro acesso não baixa (issue 12.2)", () => {
  it("o resultado de um link compartilhado está no HTML, sem o seu código nos scripts do primeiro acesso", async () => {
    const query = "total=1500&convidados=25&qualidade=premium&cerveja=40&vinho=30&destilados=20&sem_alcool=10";
    const { status, html, text } = await page(`/orcamento?${query}`);
    expect(status).toBe(200);
    // The card's details and share buttons, rendered by the server in the pieces the browser keeps until their code is here.
    expect(html).toMatch(/id="orcamento-resultado"[\s\S]*data-testid="linha-cerveja"[\s\S]*33 cervejas especiais/);
    expect(html).toMatch(/id="orcamento-compartilhar"[\s\S]*Compartilhar/);
    expect(text).toContain("Não compra mais uma unidade");
    const client = path.join(process.env.BUILD_DIR || "build", "client");
    const files = firstVisitScripts(html);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const script = readFileSync(path.join(client, file), "utf8");
      expect(script, file).not.toContain("Não compra mais uma unidade"); // result-details.tsx
      expect(script, file).not.toContain("nenhuma bebida"); // budget-result.ts (the summary)
    }
  });
});
