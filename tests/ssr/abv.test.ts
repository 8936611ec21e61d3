// Issue 16 on /abv: the basic and advanced calculators and the three tools are plain GET
// forms whose server render computes the result, so they work with scripts off and while
// the scripts load. The queries here are what a browser sends when such a form is submitted:
// the fields as typed (a decimal comma, a gravity's dot, a thousands dot in litres), the
// hidden tab, and the rest of the page's state carried along. The browser half (JavaScript
// disabled, the PDF with a tool's result): tests/e2e/calc-abv.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstVisitScripts, page } from "./support";

/** The HTML of the first <form> whose opening tag matches `pattern`, up to its </form>. */
function formHtml(html: string, pattern: RegExp): string {
  const start = html.search(pattern);
  expect(start, String(pattern)).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf("</form>", start));
}

const names = (form: string) => [...form.matchAll(/<(?:input|select)[^>]*\bname="([^"]+)"/g)].map((m) => m[1]);
const tabSelected = (html: string, name: string) =>
  new RegExp(`<a[^>]*aria-selected="true"[^>]*>(?:(?!</a>)[\\s\\S])*${name}`).test(html);

describe("/abv: formulários GET (issue 16)", () => {
  it("cada formulário vai para /abv por GET, com a aba num campo escondido e um nome por campo", async () => {
    const { status, html } = await page("/abv");
    expect(status).toBe(200);
    const basic = formHtml(html, /<form[^>]*aria-labelledby="abv-basic-form-title"/);
    const opening = basic.slice(0, basic.indexOf(">") + 1);
    expect(opening).toContain('method="get"');
    expect(opening).toContain('action="/abv"');
    expect(names(basic)).toEqual(["aba", "og", "fg"]);
    expect(basic).toContain('type="hidden" name="aba" value="basica"');
    const tools = [...html.matchAll(/<form[^>]*>/g)].map((m) => m[0]).filter((f) => !f.includes("abv-basic"));
    expect(tools).toHaveLength(3);
    // A tool's form carries the calculator's state, so submitting it keeps the ABV shown.
    const priming = formHtml(html, /<form[^>]*>(?:(?!<\/form>)[\s\S])*name="priming_litros"/);
    expect(names(priming)).toEqual(["priming_litros", "priming_co2", "priming_temp", "priming_acucar", "og", "fg"]);
    // The tabs are links to the page showing them, for a visitor whose scripts have not run.
    const tabs = [...html.matchAll(/<a [^>]*role="tab"[^>]*>/g)].map((m) => m[0]);
    expect(tabs).toHaveLength(2);
    expect(tabs[1]).toMatch(/href="\/abv\?aba=avancada&amp;og=1\.050&amp;fg=1\.010[^"]*"/);
    // both in the tab order, as links, until Radix's roving focus runs
    for (const tab of tabs) expect(tab).toContain('tabindex="0"');
    expect(tabSelected(html, "Básica")).toBe(true);
  });

  it("básica enviada como digitada (vírgula, ponto de densidade): o ABV no HTML do servidor", async () => {
    const { text } = await page("/abv?aba=basica&og=1%2C060&fg=1.010");
    expect(text).toContain("6,6%");
    expect(text).toContain('value="1,060"');
  });

  it("avançada enviada: a aba Avançada aberta no HTML do servidor, com a análise", async () => {
    const { html, text } = await page(
      "/abv?aba=avancada&medicao=hydrometer&formula=daniels&og=1.120&fg=1%2C030&temp=20&calibracao=20",
    );
    expect(tabSelected(html, "Avançada")).toBe(true);
    expect(html).toMatch(/<form[^>]*aria-labelledby="abv-adv-form-title"/);
    expect(html).not.toMatch(/<form[^>]*aria-labelledby="abv-basic-form-title"/);
    expect(text).toContain("13,6%");
    expect(html).toMatch(/<option[^>]*value="daniels"[^>]*selected/);
  });

  it("um valor absurdo: a mensagem no campo, sem resultado e sem o valor no link de compartilhar", async () => {
    const { html, text } = await page("/abv?aba=basica&og=1.300&fg=1.010");
    expect(text).toContain("Densidade original deve estar entre 1,000 e 1,200");
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*id="abv-og"|<input[^>]*id="abv-og"[^>]*aria-invalid="true"/,
    );
    expect(text).toContain("Corrija os campos destacados para ver o resultado.");
    // a °Bx field read as a quantity: "12.500" is twelve thousand, out of range
    const brix = await page("/abv?aba=avancada&medicao=refractometer&og=12.500&fg=4%2C2");
    expect(brix.text).toContain("Leitura original deve estar entre 2 e 40 °Bx");
  });

  it("ferramenta enviada: o resultado dela e o do cálculo que o formulário carregou", async () => {
    // 1.000 L typed with a thousands dot: 4.0 × 1000 × (2.4 − 0.861487) = 6154.05 g
    const { text, html } = await page(
      "/abv?priming_litros=1.000&priming_co2=2%2C4&priming_temp=20&priming_acucar=table&og=1.060&fg=1.010",
    );
    expect(text).toContain("6.154 g");
    expect(html).toContain('value="1.000"');
    expect(text).toContain("6,6%");
    // the other tools were not used: their defaults, and no parameters of theirs carried
    const dilution = formHtml(html, /<form[^>]*>(?:(?!<\/form>)[\s\S])*name="diluicao_atual"/);
    expect(names(dilution)).toEqual([
      "diluicao_atual",
      "diluicao_alvo",
      "diluicao_litros",
      "og",
      "fg",
      "priming_litros",
      "priming_co2",
      "priming_temp",
      "priming_acucar",
    ]);
  });
});

describe("/abv: o que o primeiro acesso não baixa (issue 12.2)", () => {
  it("as ferramentas estão no HTML calculadas, sem o seu código nos scripts; a exportação e a aba Avançada também ficam de fora", async () => {
    const { status, html } = await page("/abv");
    expect(status).toBe(200);
    // The tools, rendered and computed by the server (the defaults: 12,5/4,2 °Bx, 20 L primed at 20 °C).
    expect(html).toContain('id="abv-ferramentas"');
    expect(html).toContain("Leituras corrigidas pelo WCF");
    expect(html).toMatch(/Resultado do açúcar para priming[\s\S]*123 g/);
    // The result's buttons too (their code comes when they near the screen).
    expect(html).toMatch(/id="abv-basica-acoes"[\s\S]*Baixar CSV/);
    const client = path.join(process.env.BUILD_DIR || "build", "client");
    const files = firstVisitScripts(html);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(path.join(client, file), "utf8");
      expect(text, file).not.toContain("Leituras corrigidas pelo WCF"); // tools.tsx
      expect(text, file).not.toContain("A cerveja já tem CO₂ residual suficiente"); // abv-tools.ts
      expect(text, file).not.toContain("Data do cálculo"); // abv-export.ts
      expect(text, file).not.toContain("Dados da medição"); // advanced-tab.tsx, loaded when its tab is shown
      expect(text, file).not.toContain("Amostras acima de 40 °C"); // abv-advanced.ts, the advanced analysis
      expect(text, file).not.toContain("Gerando PDF..."); // result-actions.tsx, loaded when its buttons near the screen
    }
  });
});
