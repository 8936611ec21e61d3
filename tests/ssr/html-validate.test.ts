// The server HTML of every public page passes html-validate's recommended rules. What
// .htmlvalidate.json changes, and why (JSON has no comments):
// - attr-case, void-style, attribute-boolean-style, attribute-empty-style: how React writes
//   HTML (charSet, noValidate; <meta/>; novalidate="", hidden="").
// - valid-id relaxed: useId()'s generated ids (_R_6nj5_) do not begin with a letter.
// - no-inline-style off: Radix writes style attributes (accordion sizes, the visually hidden
//   select, slider positions) and the ABV colour bars are data; the CSP allows inline styles
//   for that reason (server/app.ts).
// - prefer-native-element without "region": Radix's accordion panels are role="region" divs.
// - long-title up to 100 characters: the spec's title forms ("Blog Cervejeiro | Dicas e
//   Informações sobre o Mundo da Cerveja | Comparador de Preços de Cerveja") pass 70.
// Shared calculator links are included: their result blocks are HTML a plain visit never has.
import { describe, expect, it } from "vitest";
import { demoPosts } from "../../db/seed-data";
import { slugify } from "~/lib/slug";
import { expectValidHtml, page } from "./support";

const POST = demoPosts.find((p) => p.name.startsWith("IPA:")) ?? demoPosts[0]!;

const PAGES: [path: string, status: number][] = [
  ["/", 200],
  ["/?c=350:3.49&c=473:4.99&c=710:7.50", 200],
  ["/festa", 200],
  ["/festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=muito-quente&perfil=intenso&embalagem=600&preco=3.49", 200],
  ["/por-pessoa", 200],
  ["/por-pessoa?pessoas=6&horas=3&perfil=intenso&embalagem=473", 200],
  ["/ibu", 200],
  ["/ibu?volume=20&og=1.050&lupulo=5:30:60&lupulo=8:20:15", 200],
  ["/abv", 200],
  ["/abv?aba=avancada&og=1.120&fg=1.030&temp=20&formula=daniels&medicao=hydrometer", 200],
  ["/orcamento", 200],
  ["/orcamento?total=1500&convidados=25&qualidade=premium&cerveja=40&vinho=30&destilados=20&sem_alcool=10", 200],
  ["/glossario", 200],
  ["/infograficos", 200],
  ["/termos-de-uso", 200],
  ["/politica-de-privacidade", 200],
  ["/anuncie", 200],
  ["/blog", 200],
  ["/blog?categoria=Harmoniza%C3%A7%C3%A3o", 200],
  ["/blog?q=xyzzy-nada", 200],
  [`/blog/${slugify(POST.name)}`, 200],
  ["/auth", 200],
  ["/rota-que-nao-existe", 404],
];

describe("html-validate (recommended) on the server HTML", () => {
  it.each(PAGES)("%s", async (path, status) => {
    const { status: actual, html } = await page(path);
    expect(actual).toBe(status);
    await expectValidHtml(path, html);
  });
});
