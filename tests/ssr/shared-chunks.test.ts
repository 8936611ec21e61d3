// What every public page shares, kept out of its first visit's scripts (issue 12.2): the footer,
// the related blocks and the legal texts are server islands (app/components/content/server-island.tsx),
// the 404 page is downloaded only when shown. Their text must still be whole in the server HTML.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { page } from "./support";

/** The text of every /assets script a page's HTML names (preloaded or imported): its first visit. */
function firstVisitScripts(html: string): { file: string; text: string }[] {
  const client = path.join(process.env.BUILD_DIR || "build", "client");
  const files = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
  expect(files.length).toBeGreaterThan(0);
  return files.map((file) => ({ file, text: readFileSync(path.join(client, file), "utf8") }));
}

function expectInHtmlOnly(html: string, texts: string[]) {
  const scripts = firstVisitScripts(html);
  for (const text of texts) {
    expect(html, text).toContain(text);
    // A boolean, so a failure names the file instead of printing its whole code.
    for (const { file, text: code } of scripts) expect(code.includes(text), `${text} em ${file}`).toBe(false);
  }
}

describe("partes comuns no HTML do servidor, fora dos scripts da primeira visita", () => {
  it("rodapé e blocos relacionados", async () => {
    const { status, html } = await page("/ibu");
    expect(status).toBe(200);
    expect(html).toMatch(/<footer[^>]*>[\s\S]*Informações legais[\s\S]*<\/footer>/);
    expect(html).toContain('data-testid="related-pages"');
    expectInHtmlOnly(html, ["Calculadoras gratuitas para quem bebe", "Páginas relacionadas", "Ferramentas úteis"]);
  });

  it("ferramentas da barra lateral e espaços de anúncio; o menu do celular e as notificações só quando usados", async () => {
    const { html } = await page("/glossario");
    expect(html).toMatch(/<nav aria-label="Ferramentas">/);
    expect(html).toContain('data-ad-slot="header"');
    expectInHtmlOnly(html, [
      "Descubra qual cerveja sai mais barata por litro", // a tool's description (lib/navigation.ts)
      "Publicidade no topo",
      "Publicidade fixa no rodapé",
    ]);
    for (const { file, text } of firstVisitScripts(html)) {
      expect(text.includes("Menu de navegação"), file).toBe(false);
      expect(text.includes("Fechar notificação"), file).toBe(false);
    }
  });

  it("/anuncie: o texto inteiro no HTML, não nos scripts", async () => {
    const { status, html, h1 } = await page("/anuncie");
    expect(status).toBe(200);
    expect(h1).toBe("Anuncie no Cervejômetro");
    expectInHtmlOnly(html, ["Uma visualização é uma impressão que ficou pelo menos 50 %"]);
  });

  it.each([
    ["/termos-de-uso", "Termos de Uso", "Estes Termos de Uso regem o acesso e o uso do site"],
    ["/politica-de-privacidade", "Política de Privacidade", "Podemos atualizar esta política quando o site"],
  ])("%s: o texto inteiro no HTML, não nos scripts", async (pathname, h1, sentence) => {
    const { status, html, h1: heading } = await page(pathname);
    expect(status).toBe(200);
    expect(heading).toBe(h1);
    expect(html).toContain("Voltar ao índice");
    expectInHtmlOnly(html, [sentence]);
  });

  it.each([
    [
      "/festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=moderado&embalagem=350",
      "Festa para 28 pessoas",
    ],
    ["/abv?og=1.060&fg=1.012", "ABV 6,3% · 57 kcal/100 ml"],
    ["/blog", "Blog"],
    ["/glossario", "Glossário"],
  ])("%s: o <head> resolvido no servidor, sem o código de SEO nos scripts", async (pathname, title) => {
    const { status, html } = await page(pathname);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="[^"]*${title}[^"]*"/>`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="og:site_name" content="Comparador de Preços de Cerveja"/>');
    // seoDescriptors' and the previews' own strings (app/lib/seo): issue 12.2, about 2 KB gzipped a page.
    for (const { file, text } of firstVisitScripts(html)) {
      expect(text.includes("summary_large_image"), file).toBe(false);
      expect(text.includes("og:site_name"), file).toBe(false);
    }
  });

  it("a página 404 completa no HTML; o seu código só é baixado quando ela aparece", async () => {
    const { status, html, h1 } = await page("/nao-existe-esta-pagina");
    expect(status).toBe(404);
    expect(h1).toBe("Oops! Essa cerveja acabou");
    expect(html).toContain("Voltar à página anterior");
    expect(html).toContain("Calculadora de Festa");
    expectInHtmlOnly(html, ["Que tal voltar e pedir outra rodada?"]);
  });
});
