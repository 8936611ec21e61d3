// The IBU calculator's prose (/ibu): "Como calculamos" (Tinseth, docs/decisions/0001-calculator-formulas.md) and the FAQ.
import type { FaqItem, HowWeCalculateContent } from "~/components/calculator/kit/content";
import { BU_GU_BALANCED, BU_GU_BITTER, factNumber, IBU_DEFINITION } from "~/content/facts";

// The BU:GU sentence is worded here, not taken from facts.ts: facts.ts reaches the pages' scripts, and
// this FAQ must reach them as server HTML only (tests/ssr/server-islands.test.ts). The numbers are the facts'.

export const ibuHow: HowWeCalculateContent = {
  paragraphs: [
    [
      "Usamos a fórmula de Glenn Tinseth, a mesma das calculadoras de cervejeiros caseiros. Para cada adição, a ",
      { strong: "utilização" },
      " diz quanto dos alfa-ácidos do lúpulo vira amargor na cerveja:",
    ],
    { code: "utilização = 1,65 × 0,000125^(OG − 1) × (1 − e^(−0,04 × minutos)) ÷ 4,15" },
    "O primeiro fator (1,65 × 0,000125^(OG − 1)) diminui a utilização em mostos mais densos; o segundo cresce com o tempo de fervura e quase estabiliza depois de 60 a 90 minutos. Sem fervura (0 min), a adição não soma IBU.",
    { code: "mg/L de alfa-ácidos = (alfa-ácido % ÷ 100) × gramas × 1000 ÷ litros" },
    { code: "IBU da adição = utilização × mg/L de alfa-ácidos" },
    "O IBU total é a soma das adições sem arredondar; mostramos cada valor com uma casa decimal. A categoria vem do total: abaixo de 20 Baixo, de 20 a menos de 40 Moderado, de 40 a menos de 60 Acentuado, 60 ou mais Intenso. A relação BU:GU divide o IBU pelos pontos de densidade ((OG − 1) × 1000).",
  ],
  sources: [
    { label: "Glenn Tinseth, “The Tinseth Formula”", url: "http://realbeer.com/hops/research.html" },
    { label: "Brewer's Friend, calculadora de IBU", url: "https://www.brewersfriend.com/ibu-calculator/" },
    { label: "Ray Daniels, “Designing Great Beers” (relação BU:GU)" },
  ],
};

export const ibuFaq: readonly FaqItem[] = [
  {
    question: "O que é IBU?",
    answer: [
      `IBU (International Bitterness Units, ou Unidades Internacionais de Amargor) mede o amargor de uma cerveja: ${IBU_DEFINITION}. Os iso-alfa-ácidos são os compostos amargos que o lúpulo libera na fervura.`,
      "É um número de laboratório: a sensação de amargor também depende do malte, do açúcar residual, da carbonatação e da temperatura em que a cerveja é servida.",
    ],
  },
  {
    question: "Qual a faixa de IBU mais comum?",
    answer: [
      "A maioria das cervejas fica entre 10 e 60 IBU. Lagers leves de massa e cervejas de trigo costumam ficar entre 8 e 20; Pale Ales, entre 30 e 50; IPAs, entre 40 e 70; Double IPAs e Imperial Stouts podem passar de 70.",
      "Acima de 100 IBU, a diferença quase não é percebida: o paladar satura e a solubilidade dos iso-alfa-ácidos tem limite.",
    ],
  },
  {
    question: "Como o IBU é calculado?",
    answer: [
      "Usamos a fórmula de Tinseth. Para cada adição de lúpulo, calculamos quanto de alfa-ácido entra no mosto (alfa-ácido em % ÷ 100 × gramas × 1000 ÷ litros) e multiplicamos pela utilização, que cresce com o tempo de fervura e diminui em mostos mais densos.",
      "O IBU total é a soma das adições. Lúpulos adicionados no fim da fervura, no whirlpool ou no dry hopping dão aroma, mas quase nada de amargor por esse cálculo.",
    ],
  },
  {
    question: "Como equilibrar o amargor da cerveja?",
    answer: [
      `Compare o amargor com o malte: a relação BU:GU (IBU ÷ pontos de densidade; uma OG de 1,050 tem 50 pontos) perto de ${factNumber(BU_GU_BALANCED)} costuma ser equilibrada. Abaixo disso, a cerveja tende ao adocicado e maltado; acima de ${factNumber(BU_GU_BITTER)}, ao amargo e seco.`,
      "Para ajustar, mude o peso ou o tempo da adição de amargor (a de 60 minutos) e deixe as adições finais para aroma. Confira o alfa-ácido na embalagem do lúpulo, pois ele varia de safra para safra.",
    ],
  },
];
