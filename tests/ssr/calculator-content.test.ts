// The party calculators' static notes (app/components/calculator/party/notes.tsx: "Beba com
// moderação" and what the consumption profiles mean) are rendered through the pages' content
// islands: in the server HTML, and in none of the scripts a first visit fetches (issue 12.2).
// Their FAQ and "Como calculamos": tests/ssr/server-islands.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { page } from "./support";

/** Every /assets script the page's HTML names (preloaded or imported by its boot script). */
function pageScripts(html: string): { file: string; text: string }[] {
  const client = path.join(process.env.BUILD_DIR || "build", "client");
  const files = [...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!))];
  expect(files.length).toBeGreaterThan(0);
  return files.map((file) => ({ file, text: readFileSync(path.join(client, file), "utf8") }));
}

describe("notas estáticas das calculadoras no HTML, não no JavaScript", () => {
  it.each(["/festa", "/por-pessoa"])("%s: “Beba com moderação” e a nota dos perfis", async (pathname) => {
    const { status, html } = await page(pathname);
    expect(status).toBe(200);
    const responsible = "Estatuto da Criança e do Adolescente";
    const profile = "leve, cerca de 3 latas; médio, cerca de 4; intenso, cerca de 5 a 6";
    expect(html).toContain("Beba com moderação");
    expect(html).toContain(responsible);
    // Issue 27: the profiles are Leve, Médio and Intenso, and the note says what they are in doses.
    expect(html).toContain("dose padrão (14 g de álcool)");
    expect(html).toContain("consumo episódico pesado");
    expect(html).not.toMatch(/>Moderado</);
    expect(html).toMatch(/>Médio</);
    // The note stays the profile group's description (aria-describedby).
    expect(html).toMatch(
      new RegExp(`id="perfil-descricao"[^>]*>(?:<div[^>]*>)?<p>Em 4 horas, com latas de 350 ml: ${profile}`),
    );
    for (const { file, text } of pageScripts(html)) {
      expect(text, file).not.toContain(responsible);
      expect(text, file).not.toContain(profile);
    }
  });

  it.each(["/festa?perfil=medio", "/festa?perfil=moderado", "/por-pessoa?perfil=medio", "/por-pessoa?perfil=moderado"])(
    "%s: o perfil médio vem marcado (links antigos com perfil=moderado continuam valendo)",
    async (pathname) => {
      const { status, html } = await page(pathname);
      expect(status).toBe(200);
      expect(html).toMatch(/<input[^>]*value="moderado"[^>]*checked|<input[^>]*checked[^>]*value="moderado"/);
    },
  );

  it("/festa: “Ver a conta detalhada” mostra a conta que o resultado usou, até o número do destaque (issue 27)", async () => {
    const { status, text } = await page(
      "/festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=moderado&embalagem=350",
    );
    expect(status).toBe(200);
    expect(text).toContain("41,7 L");
    expect(text).toContain("Para o grupo: 20 pessoas × 1,8975 L = 37,95 L");
    expect(text).toContain("Com 10% de margem: 37,95 L + 3,795 L = 41,745 L ≈ 41,7 L");
    expect(text).not.toContain("41,75 L");
  });

  it("/: “Como calculamos” segue a melhor cerveja de um link, no HTML; seu código vem com o do ranking", async () => {
    const { status, html } = await page("/?c=350:39.90:12&c=473:4.99");
    expect(status).toBe(200);
    expect(html).toContain("Como calculamos");
    expect(html).toContain(
      `Na sua comparação, a melhor opção (Cerveja 1): 39,90 ÷ (12 × 0,35) = R$\u00a09,50 por litro.`,
    );
    for (const { file, text } of pageScripts(html)) {
      expect(text.includes("Na sua comparação, a melhor opção"), file).toBe(false);
      expect(text.includes("preço por litro = preço ÷ (volume em ml ÷ 1000)"), file).toBe(false);
    }
  });
});
