// The kit rendered on the server through the routes that use it, without a build or a
// browser: blocks in the page's order, "Como calculamos" and the FAQ from the typed
// content, FAQPage data equal to the accordion. Shared links against the built server:
// tests/ssr/calculators.test.ts.
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { answerParagraphs, plainText } from "~/components/calculator/kit/content";
import { partyFaq, partyHow } from "~/content/calculators/festa";
import { perPersonFaq } from "~/content/calculators/por-pessoa";
import ComparadorPage from "~/routes/calculators/comparador";
import FestaPage from "~/routes/calculators/festa";
import PorPessoaPage from "~/routes/calculators/por-pessoa";

/**
 * The page as the server sends it: like app/entry.server.tsx (onAllReady), the render waits for
 * every Suspense boundary, so the content the server islands load is in it.
 */
async function render(path: string, Component: () => ReactNode) {
  const Stub = createRoutesStub([{ path: new URL(path, "http://localhost").pathname, Component }]);
  const { prelude } = await prerenderToNodeStream(<Stub initialEntries={[path]} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** The page's text: tags and React's text separators removed, entities that matter decoded. */
function text(html: string) {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

function faqData(html: string) {
  const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
  return JSON.parse(json ?? "null") as {
    "@type": string;
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };
}

describe("CalculatorPage", () => {
  it("keeps header, calculator, Como calculamos, the related block and the FAQ in that order", async () => {
    const page = text(await render("/festa", FestaPage));
    const headings = [
      "Calculadora de Festa",
      "Dados da festa",
      "Resultado",
      "Como calculamos",
      "Beba com moderação",
      "Perguntas Frequentes",
    ];
    const positions = headings.map((heading) => page.indexOf(heading));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("renders every paragraph of the typed Como calculamos whole, formulas included", async () => {
    const page = text(await render("/festa", FestaPage));
    for (const paragraph of partyHow.paragraphs) expect(page).toContain(plainText(paragraph));
  });

  it("gives search engines the FAQ the accordion shows: every question, its whole answer", async () => {
    for (const [Page, path, faq] of [
      [FestaPage, "/festa", partyFaq],
      [PorPessoaPage, "/por-pessoa", perPersonFaq],
    ] as const) {
      const data = faqData(await render(path, Page));
      expect(data["@type"]).toBe("FAQPage");
      expect(data.mainEntity.map((q) => q.name)).toEqual(faq.map((item) => item.question));
      expect(data.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(
        faq.map((item) => answerParagraphs(item.answer).join(" ")),
      );
    }
  });

  it("works the comparator's example on the visitor's best beer once a shared link has a result", async () => {
    expect(text(await render("/", ComparadorPage))).toContain("Exemplo: uma lata de 350 ml por R$");
    expect(text(await render("/?c=350:3.49&c=473:4.99", ComparadorPage))).toContain(
      "Na sua comparação, a melhor opção (Cerveja 1): 3,49 ÷ 0,35 =",
    );
  });

  it("shows what to fix instead of a result for an invalid link", async () => {
    expect(text(await render("/festa?bebem=0", FestaPage))).toContain(
      "Corrija os campos destacados para ver quanto comprar.",
    );
    expect(text(await render("/por-pessoa?pessoas=0", PorPessoaPage))).toContain(
      "Corrija os campos destacados para ver o consumo.",
    );
  });
});
