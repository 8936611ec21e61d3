// The recipe sheet (/receita, issue 30): a shared recipe link renders the whole result in the
// server's HTML, the GET form without JavaScript is read like the link, a bad link shows the
// message and no result (never a 5xx), and the page carries its FAQ structured data.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { BASE_URL, get, page } from "./support";

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

  // Issue 30 item 8: BeerXML, both ways, without JavaScript.
  it("/receita/beerxml com o link da receita baixa um BeerXML 1.0", async () => {
    const res = await get(APA.replace("/receita?", "/receita/beerxml?"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="receita-18b.xml"');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<RECIPES>')).toBe(true);
    expect(xml).toContain("<TYPE>All Grain</TYPE>");
    expect(xml).toContain("<NAME>Carapils (Carafoam)</NAME>");
    expect(xml).toContain("<CATEGORY_NUMBER>18</CATEGORY_NUMBER>");
    expect(xml).toContain("<OG>1.0545</OG>");
  });

  it("/receita/beerxml com valor fora da faixa: 400 com a mensagem, nunca 5xx", async () => {
    const res = await get("/receita/beerxml?volume=0&malte=4:5:80");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe("Receita inválida: Volume deve ficar entre 1 e 10.000 L.");
    for (const bad of ["malte=abc", "estilo=99Z&malte=5:3:80", `${"malte=1:5:80&".repeat(25)}`, "lupulo=99:1:1"]) {
      expect((await get(`/receita/beerxml?${bad}`)).status).toBe(400);
    }
  });

  async function upload(body: FormData) {
    return fetch(`${BASE_URL}/receita/beerxml`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: BASE_URL },
      body,
    });
  }

  it("importar sem JavaScript: o arquivo vira o link da receita (303)", async () => {
    const form = new FormData();
    const xml = readFileSync(new URL("../fixtures/beerxml/beersmith-pilsner.xml", import.meta.url));
    form.set("arquivo", new Blob([xml], { type: "text/xml" }), "pilsner.xml");
    const res = await upload(form);
    expect(res.status).toBe(303);
    const to = res.headers.get("location")!;
    expect(to.startsWith("/receita?volume=23&eficiencia=70&malte=4.8:3.8:81:Pilsner%20(2%20Row)%20Ger")).toBe(true);
    expect(to).toContain("estilo=3B");
    const { html } = await page(to.replace(/#.*$/, ""));
    expect(html).toContain('data-testid="receita-og"');
  });

  it("importar sem JavaScript um arquivo ruim: volta com a mensagem sob o campo", async () => {
    const form = new FormData();
    form.set("arquivo", new Blob(["isto não é xml"], { type: "text/plain" }), "a.txt");
    const res = await upload(form);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/receita?beerxml_erro=notXml#importar-beerxml");
    const { html } = await page("/receita?beerxml_erro=notXml");
    expect(html).toContain("Este arquivo não é um BeerXML");
    expect(html).not.toContain('data-testid="receita-og"');
    const empty = await upload(new FormData());
    expect(empty.headers.get("location")).toBe("/receita?beerxml_erro=empty#importar-beerxml");
  });
});
