// The recipe sheet (/receita, issue 30): a shared recipe link renders the whole result in the
// server's HTML, the GET form without JavaScript is read like the link, a bad link shows the
// message and no result (never a 5xx), and the page carries its FAQ structured data.
import { describe, expect, it } from "vitest";
import { page } from "./support";

/** The brewer: a 23 L APA from five malts, three hops and US-05. */
const APA =
  "/receita?volume=23&eficiencia=72" +
  "&malte=4.5:6:80:Pale%20Ale&malte=0.5:15:78:Munique%20I&malte=0.3:40:75:Caramelo%2040" +
  "&malte=0.25:4:83:Trigo%20claro&malte=0.15:4:75:Carapils%20(Carafoam)" +
  "&lupulo=12:20:60:Columbus&lupulo=6.5:30:15:Cascade&lupulo=10:30:5:Citra" +
  "&atenuacao=80&levedura=SafAle%20US-05&estilo=18B";

const figure = (id: string, value: string) => new RegExp(`data-testid="${id}"[^>]*>${value}<`);

function faqPage(jsonLd: Record<string, unknown>[]) {
  return jsonLd.find((d) => d["@type"] === "FAQPage") as { mainEntity?: unknown[] } | undefined;
}

describe("receita (/receita)", () => {
  it("o link compartilhado traz a receita inteira e o resultado no HTML do servidor", async () => {
    const { status, html, text } = await page(APA);
    expect(status).toBe(200);
    expect(html).toMatch(figure("receita-og", "1,055"));
    expect(html).toMatch(figure("receita-fg", "1,011"));
    expect(html).toMatch(figure("receita-abv", "5,7%"));
    expect(html).toMatch(figure("receita-ibu", "38,2"));
    expect(html).toMatch(/data-testid="receita-ebc"[^>]*>12(<!-- -->)? EBC/);
    expect(html).toMatch(figure("receita-cor-faixa", "Dourado"));
    expect(text).toContain("Estilo: 18B American Pale Ale");
    expect(text).toContain("Todos os números dentro da faixa do estilo.");
    expect(html).toMatch(figure("receita-temp-agua", "72,3 °C"));
    expect(html).toMatch(figure("receita-agua-mostura", "17,1 L"));
    expect(html).toMatch(figure("receita-saches", "3 sachês de 11,5 g"));
    expect(html).toMatch(figure("receita-pressao", "0,8 bar · 11,9 psi"));
    // The form is filled back in with the recipe.
    expect(html).toContain('value="0,25"');
    expect(html).toContain('value="Columbus"');
    // The link preview states the numbers (issue 15).
    expect(html).toMatch(
      /<meta property="og:title" content="American Pale Ale \(18B\): OG 1,055, 5,7% ABV, 38,2 IBU, 12 EBC"/,
    );
    expect(html).toContain('content="https://');
  });

  it("sem estilo, mostra os estilos compatíveis", async () => {
    const { text } = await page(APA.replace("&estilo=18B", ""));
    expect(text).toContain("Estilos compatíveis");
    expect(text).toContain("18B American Pale Ale");
  });

  it("o formulário sem JavaScript (linhas numeradas) dá o mesmo resultado", async () => {
    const { status, html } = await page(
      "/receita?volume=23&eficiencia=72&malte_qtd1=5&malte_unidade1=kg&malte_nome1=Pilsen&malte_ebc1=3%2C5&malte_extrato1=80" +
        "&alfa1=5&peso1=30&fervura1=60&lupulo_nome1=&levedura=SafAle+US-05&atenuacao=80&estilo=",
    );
    expect(status).toBe(200);
    expect(html).toMatch(figure("receita-og", "1,048"));
    expect(html).toMatch(figure("receita-abv", "5,0%"));
    expect(html).toMatch(/data-testid="receita-ebc"[^>]*>7(<!-- -->)? EBC/);
  });

  it("um link com valor fora da faixa mostra a mensagem no campo, nunca um resultado nem 5xx", async () => {
    const { status, html } = await page("/receita?volume=0&malte=4:5:80&eficiencia=150&estilo=99Z");
    expect(status).toBe(200);
    expect(html).not.toContain('data-testid="receita-og"');
    expect(html).toContain("Volume deve ficar entre 1 e 10.000 L.");
    expect(html).toContain("Eficiência deve ficar entre 20 e 100 %.");
    expect(html).toContain("Escolha um estilo da lista (código BJCP, como 18B).");
    const many = await page(`/receita?${Array.from({ length: 30 }, () => "malte=1:5:80").join("&")}`);
    expect(many.status).toBe(200);
    expect(many.html).toContain("A receita pode ter no máximo 20 maltes.");
    expect(many.html).not.toContain('data-testid="receita-og"');
  });

  it("sem parâmetros não há resultado; tem FAQ com 7 perguntas e Como calculamos", async () => {
    const { html, jsonLd } = await page("/receita");
    expect(html).not.toContain('data-testid="receita-og"');
    expect(html).toContain("Monte a receita e clique em Calcular");
    expect(faqPage(jsonLd)?.mainEntity).toHaveLength(7);
    expect(html).toContain("SRM = 1,4922 × MCU^0,6859");
  });
});
