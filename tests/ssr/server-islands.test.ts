// Static content kept on the server (issue 12.2, app/components/content/server-island.tsx):
// the glossary's terms and the infographics that need no script are in the server HTML, and
// none of the scripts the page fetches on a first visit carries their code or data. (The
// glossary's search and the infographics in the browser: tests/e2e/content-*.test.ts.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerParagraphs, type FaqItem } from "~/components/calculator/kit/content";
import { abvFaq } from "~/content/calculators/abv";
import { partyFaq } from "~/content/calculators/festa";
import { ibuFaq } from "~/content/calculators/ibu";
import { budgetFaq } from "~/content/calculators/orcamento";
import { perPersonFaq } from "~/content/calculators/por-pessoa";
import { glossaryPagePaths, glossaryTerm, glossaryTerms } from "~/content/glossary";
import { firstVisitScripts, page } from "./support";

/** The text of every script a page fetches on its first visit. */
function preloadedScripts(html: string): { file: string; text: string }[] {
  const client = path.join(process.env.BUILD_DIR || "build", "client");
  const files = firstVisitScripts(html);
  expect(files.length).toBeGreaterThan(0);
  return files.map((file) => ({ file, text: readFileSync(path.join(client, file), "utf8") }));
}

describe("conteúdo estático no HTML do servidor, não no JavaScript", () => {
  it("/glossario e as páginas das letras: cada termo com nome, outros nomes e definição marcados para a busca; nenhum script traz os dados", async () => {
    const paths = glossaryPagePaths();
    const pages = await Promise.all(paths.map((path) => page(path)));
    let cards = 0;
    for (const [i, { status, html }] of pages.entries()) {
      expect(status, paths[i]).toBe(200);
      const count = html.match(/<article[^>]*data-term=""/g)?.length ?? 0;
      expect(count, paths[i]).toBeGreaterThan(0);
      expect(html.match(/data-term-definition=""/g)).toHaveLength(count);
      cards += count;
    }
    // Every term is on exactly one page.
    expect(cards).toBe(glossaryTerms.length);
    const w = pages[paths.indexOf("/glossario/w")]!.html;
    const weiss = glossaryTerm("weiss")!;
    expect(weiss.aliases?.length).toBeGreaterThan(1);
    for (const alias of weiss.aliases!) expect(w).toContain(`<span data-term-alias="">${alias}</span>`);
    // A definition found in no other page: the page's scripts must not carry it.
    const p = pages[paths.indexOf("/glossario/p")]!.html;
    expect(p).toContain(glossaryTerm("pilsen")!.definition);
    for (const { file, text } of preloadedScripts(p))
      expect(text, file).not.toContain("criada em 1842 na cidade de Plz");
    for (const { file, text } of preloadedScripts(pages[0]!.html))
      expect(text, file).not.toContain(glossaryTerm("abv")!.definition.slice(0, 40));
  });

  it("/infograficos: os desenhos sem interação no HTML, sem o seu código nos scripts da página", async () => {
    const { status, html } = await page("/infograficos");
    expect(status).toBe(200);
    for (const id of ["estilos-abv-ibu", "escala-de-cor", "copos", "temperatura", "processo"]) {
      expect(html, id).toMatch(new RegExp(`<section[^>]*id="${id}"`));
    }
    const glass = "fabricado pela Nadir Figueiredo desde os anos 1940";
    expect(html).toContain(glass);
    const scripts = preloadedScripts(html);
    for (const { file, text } of scripts) expect(text, file).not.toContain(glass);
    // The interactive chart still comes with the page.
    expect(scripts.some(({ text }) => text.includes("aria-pressed"))).toBe(true);
  });

  it.each([
    ["/festa", partyFaq],
    ["/por-pessoa", perPersonFaq],
    ["/ibu", ibuFaq],
    ["/orcamento", budgetFaq],
    ["/abv", abvFaq],
  ] as [string, readonly FaqItem[]][])(
    "%s: o FAQ e o “Como calculamos” no HTML, sem o texto nos scripts da página",
    async (path, faq) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain("Como calculamos");
      // A stretch of plain words from the last answer (nothing the HTML would escape).
      const answer = answerParagraphs(faq.at(-1)!.answer).join(" ");
      const words = answer.match(/[\p{L} ]{30,}/u)![0]!.trim();
      expect(html).toContain(words);
      for (const { file, text } of preloadedScripts(html)) expect(text, file).not.toContain(words);
    },
  );
});
