// Server rendering of the calculators on the kit, without a browser: a shared link's
// result is in the HTML (D3), the kit keeps the page's order, and the FAQ's structured
// data says what the accordion says.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { plainText } from "~/components/calculator/kit/content";
import { partyFaq, partyHow } from "~/content/calculators/festa";
import ComparadorPage from "~/routes/calculators/comparador";
import FestaPage from "~/routes/calculators/festa";
import PorPessoaPage from "~/routes/calculators/por-pessoa";

function render(path: string, Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: new URL(path, "http://x").pathname, Component }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

/** The text of the HTML, tags and React's text separators removed. */
function text(html: string) {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

describe("calculators rendered on the server", () => {
  it("a shared /festa link renders its result", () => {
    const html = render(
      "/festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=muito-quente&perfil=intenso&embalagem=600&preco=3.49",
      FestaPage,
    );
    expect(text(html)).toContain("111 garrafas de 600 ml");
    expect(html).toContain('href="/?c=600:3.49"');
  });

  it("/festa keeps header, calculator, Como calculamos, responsible drinking and FAQ in that order", () => {
    const html = text(render("/festa", FestaPage));
    const order = ["Calculadora de Festa", "Dados da festa", "Resultado", "Como calculamos", "Beba com moderação", "Perguntas Frequentes"];
    const positions = order.map((heading) => html.indexOf(heading));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const paragraph of partyHow.paragraphs) expect(html).toContain(plainText(paragraph).replace(/\s+/g, " "));
  });

  it("the FAQPage structured data carries every question and its whole answer", () => {
    const html = render("/festa", FestaPage);
    const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
    const data = JSON.parse(json!.replace(/\\u003c/g, "<"));
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(partyFaq.map((item) => item.question));
    const first = partyFaq[0]!.answer;
    expect(data.mainEntity[0].acceptedAnswer.text).toBe(typeof first === "string" ? first : first.join(" "));
  });

  it("a shared /por-pessoa link and a shared comparison render their results", () => {
    expect(text(render("/por-pessoa?pessoas=6&horas=3&perfil=intenso&embalagem=473", PorPessoaPage))).toContain(
      "21 latas de 473 ml",
    );
    const comparison = text(render("/?c=350:3.49&c=473:4.99", ComparadorPage));
    expect(comparison).toContain("Resultado da comparação");
    expect(comparison).toContain("Na sua comparação, a melhor opção");
  });

  it("an invalid /festa link says what to fix instead of a result", () => {
    expect(text(render("/festa?bebem=0", FestaPage))).toContain("Corrija os campos destacados para ver quanto comprar.");
  });
});
