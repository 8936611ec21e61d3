// Issue 27 §2, "Facts": what a brewer and a BJCP judge corrected, checked where the site
// serves it (the glossary, the demo posts, the infographics' data).
import { describe, expect, it } from "vitest";
import { abvFaq } from "~/content/calculators/abv";
import { demoPosts } from "../../db/seed-data";
import { glossaryTerm } from "./glossary";
import { COLOR_EXAMPLES } from "./infographics/colors";
import { GLASSES } from "./infographics/glasses";

const definition = (id: string) => {
  const term = glossaryTerm(id);
  if (!term) throw new Error(`termo ausente: ${id}`);
  return term.definition;
};
const post = (start: string) => {
  const found = demoPosts.find((p) => p.name.startsWith(start));
  if (!found) throw new Error(`post ausente: ${start}`);
  return found.content.replace(/\*\*/g, "");
};

describe("fatos corrigidos (issue 27 §2)", () => {
  it("Catharina Sour: produzida desde o fim de 2015, nome e definição da ACASC em agosto de 2016, X4 em junho de 2018", () => {
    for (const text of [definition("catharina-sour"), post("Catharina Sour")]) {
      expect(text).not.toMatch(/definid[oa][^.]*2015/);
      expect(text).toMatch(/fim de 2015/);
      expect(text).toMatch(/ACASC\)? (em|deu)[^.]*agosto de 2016|agosto de 2016[^.]*ACASC/);
      expect(text).toMatch(/junho de 2018/);
    }
  });

  it("Diacetil: o BJCP 2021 aceita um toque baixo nas lagers tchecas (3A–3D) e na Irish Red", () => {
    const text = definition("diacetil");
    expect(text).toContain("lagers tchecas (3A a 3D)");
    expect(text).toContain("Irish Red Ale");
  });

  it("IPA com fritura harmoniza por corte, não por contraste", () => {
    const text = definition("harmonizacao");
    expect(text).toContain("uma IPA com fritura, por corte");
    expect(text).not.toMatch(/fritura, por contraste/);
  });

  it("Dubbel: âmbar-escuro a cobre", () => {
    expect(definition("dubbel")).toContain("âmbar-escuro a cobre");
    expect(COLOR_EXAMPLES.find((c) => c.styleId === "belgian-dubbel")?.description).toMatch(/^âmbar-escuro a cobre/);
  });

  it("Imperial Stout: 40 a 60 minutos fora de uma geladeira a 4 °C para chegar a 12–16 °C", () => {
    const text = post("Temperatura ideal");
    expect(text).toContain("Imperial Stout guardada a 4 °C precisa de 40 a 60 minutos fora para chegar aos 12 a 16 °C");
    expect(text).not.toContain("15 a 20 minutos");
  });

  it("Altbier vai no Becher, não na Stange da Kölsch", () => {
    const stange = GLASSES.find((g) => g.id === "stange")!;
    expect(stange.serves).not.toContain("Altbier");
    expect(stange.why).toContain("Becher");
  });

  it("American Amber: âmbar a marrom-acobreado", () => {
    expect(COLOR_EXAMPLES.find((c) => c.styleId === "american-amber-ale")?.description).toBe(
      "âmbar a marrom-acobreado",
    );
  });

  it("Sidra: só de maçã (Decreto 6.871/2009)", () => {
    const text = definition("sidra");
    expect(text).not.toMatch(/também de pera/);
    expect(text).toContain("Decreto 6.871/2009");
  });

  it("Estupidamente gelada: sem o 'de 4 a 7 °C a 12 a 16 °C'", () => {
    const text = definition("estupidamente-gelada");
    expect(text).not.toMatch(/de \d+ a \d+ °C a \d+ a \d+ °C/);
    expect(text).toMatch(/\d+ a \d+ °C nas Pilsners e até \d+ a \d+ °C nas cervejas fortes de guarda/);
  });
});

describe("lei da cerveja (issue 27 §2)", () => {
  it("Cerveja light: até 35 kcal por 100 ml (IN MAPA 65/2019, art. 2º, § 4º), não a regra relativa revogada", () => {
    const text = definition("cerveja-light");
    expect(text).toContain("art. 2º, § 4º");
    expect(text).toContain("até 35 kcal por 100 ml");
    expect(text).not.toMatch(/reduzido em relação à cerveja comum equivalente/);
  });

  it("FAQ do ABV: sem álcool acima de 0,05% informa no painel principal; nada de 'decisões judiciais'", () => {
    const answer = abvFaq
      .filter((f) => /sem álcool/.test(f.question))
      .flatMap((f) => [f.answer].flat())
      .join("\n");
    expect(answer).toContain("mais de 0,05% de álcool em volume deve informar isso no painel principal do rótulo");
    expect(answer).not.toMatch(/Decisões judiciais/i);
  });
});
