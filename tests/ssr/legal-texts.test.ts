// Issue 27 §2, "Privacy and law": what a lawyer corrected in the terms of use and the privacy
// policy, checked in the HTML the server sends.
import { describe, expect, it } from "vitest";
import { page } from "./support";

/** The visible text: tags removed, whitespace collapsed, the few entities the pages use decoded. */
async function visible(pathname: string) {
  const { status, text } = await page(pathname);
  expect(status).toBe(200);
  return text
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("termos de uso", () => {
  it("não pedem que a Política de Privacidade seja aceita (LGPD, art. 8º, § 4º): ela informa", async () => {
    const text = await visible("/termos-de-uso");
    expect(text).not.toMatch(/declara que leu e concorda[^.]*Política de Privacidade/);
    expect(text).not.toContain("que faz parte destes termos");
    expect(text).toContain("não depende dessa concordância nem do seu consentimento");
  });

  it("dizem quem faz a conta: o navegador ao digitar, o servidor num link compartilhado", async () => {
    const text = await visible("/termos-de-uso");
    expect(text).not.toContain("Os cálculos são feitos no seu próprio navegador com os dados que você digita.");
    expect(text).toContain("quando você abre um link compartilhado de uma calculadora");
    expect(text).toContain("é o servidor que faz a conta com os valores do endereço");
  });
});

describe("política de privacidade", () => {
  it("conta as páginas do Cache Storage: 8 baixadas e até 100 visitadas, com o endereço completo", async () => {
    const text = await visible("/politica-de-privacidade");
    expect(text).toContain("Cache Storage");
    expect(text).toContain("as 8 páginas principais");
    expect(text).toContain("até 100 páginas que você visitou, cada uma com o endereço completo");
  });

  it("registra a porta de origem com o endereço IP", async () => {
    const text = await visible("/politica-de-privacidade");
    expect(text).toContain("a porta de origem da conexão");
  });

  it("diz como os prazos de login e de sessão são cumpridos e o que acontece com o registro de atividades", async () => {
    const text = await visible("/politica-de-privacidade");
    expect(text).toContain("apaga esses registros quando o prazo vence");
    expect(text).toContain("as vencidas são apagadas do banco de dados em até um minuto");
    expect(text).toContain("“administrador removido”");
  });

  it("não diz mais que as calculadoras só funcionam no navegador", async () => {
    const text = await visible("/politica-de-privacidade");
    expect(text).not.toContain("As calculadoras funcionam no seu navegador.");
    expect(text).toContain("é o servidor que calcula o resultado com os valores do endereço");
    // Still true, and still said: consent is not a legal basis here.
    expect(text).toContain("Não usamos o consentimento como base legal");
  });

  it("diz o que as estatísticas de audiência contam, como e por quanto tempo (issue 26)", async () => {
    const text = await visible("/politica-de-privacidade");
    expect(text).toContain("Estatísticas de audiência");
    for (const counted of [
      "visualizações de página",
      "visitantes distintos",
      "só o domínio do site de onde você veio",
      "celular ou computador",
      "só o nome da calculadora",
    ])
      expect(text).toContain(counted);
    expect(text).toContain("nunca os valores digitados nem o resultado");
    expect(text).toContain("O valor aleatório é trocado à meia-noite (horário de Brasília) e o anterior é apagado");
    expect(text).toContain("Guardamos apenas os totais por dia");
    expect(text).toContain("nenhum endereço IP, navegador, código, cookie");
    expect(text).toContain("Os totais são mantidos por 25 meses");
    expect(text).toContain("Não são contados os administradores conectados, robôs de busca");
    expect(text).toContain("os pedidos do tipo HEAD");
  });
});
