// The budget calculator's prose (/orcamento): "Como calculamos" (docs/decisions/0019-budget-rules.md, kept as the
// spec by docs/decisions/0001-calculator-formulas.md) and the FAQ. The reference price table sits between the two groups of
// paragraphs (components/calculator/budget/how.tsx renders it from UNIT_PRICES).
import type { FaqItem, Paragraph, Source } from "~/components/calculator/kit/content";

export const budgetHow: {
  beforeTable: readonly Paragraph[];
  afterTable: readonly Paragraph[];
  sources: readonly Source[];
} = {
  beforeTable: [
    [
      "Cada bebida recebe uma fatia do orçamento: ",
      { code: "valor = orçamento × percentual ÷ 100" },
      ". Os quatro percentuais precisam somar 100%.",
    ],
    [
      "A quantidade é o número de unidades inteiras que cabem nessa fatia, arredondado para baixo (não dá para comprar meia garrafa): ",
      { code: "quantidade = ⌊valor ÷ preço unitário⌋" },
      ". O que não chega a comprar mais uma unidade aparece como sobra: ",
      { code: "sobra = valor − quantidade × preço unitário" },
      ".",
    ],
    ["Com o número de convidados, ", { code: "custo por convidado = orçamento ÷ convidados" }, "."],
    ["A cerveja também aparece em litros: ", { code: "litros = quantidade × volume da embalagem" }, "."],
    "Preços de referência, com a embalagem que cada preço compra (a cerveja muda de embalagem conforme o nível):",
  ],
  afterTable: [
    "O cálculo usa a divisão que os controles deslizantes mostram: ao mover um controle, “Calcular Orçamento” leva os quatro valores para os campos de percentual e calcula com eles; “Atualizar Porcentagens” só os copia, sem calcular. Ao digitar um percentual, os controles voltam a mostrar os campos.",
    "Nos controles deslizantes, ao mover um deles o restante (100 menos o valor escolhido) é dividido entre os outros três na proporção dos valores que eles já tinham — em partes iguais se todos estiverem em 0. Para manter números inteiros que somam exatamente 100, cada um recebe a parte inteira da sua fatia e os pontos que faltam vão para as maiores frações.",
  ],
  sources: [
    {
      label:
        "Tabela de preços de referência do Cervejômetro (preço médio de cada embalagem em cada nível de qualidade)",
    },
    { label: "Método dos maiores restos (método de Hamilton), usado no arredondamento dos controles" },
  ],
};

export const budgetFaq: readonly FaqItem[] = [
  {
    question: "Como o orçamento é dividido entre as bebidas?",
    answer: [
      "Você decide quanto do total vai para cerveja, vinho, destilados e bebidas sem álcool, em percentuais que precisam somar 100%. A divisão padrão — 50% cerveja, 20% vinho, 20% destilados e 10% sem álcool — funciona bem para aniversários e churrascos com público variado.",
      "Se quase todo mundo bebe cerveja, aumente a fatia dela; num jantar, dê mais espaço ao vinho. Os controles deslizantes ajudam a testar divisões: ao mover um, os outros se ajustam sozinhos para manter os 100%, e “Calcular Orçamento” calcula com a divisão que eles mostram. “Atualizar Porcentagens” leva os valores ao formulário sem calcular.",
    ],
  },
  {
    question: "O que significam os níveis Econômico, Médio e Premium?",
    answer: [
      "Cada nível usa um preço médio de referência por embalagem. Econômico: cerveja R$ 5 a lata de 350 ml, vinho R$ 30, destilado R$ 40 e bebida sem álcool R$ 3 — marcas populares e embalagens em promoção. Médio: cerveja R$ 10 a garrafa de 600 ml, R$ 60, R$ 80 e R$ 6 — marcas tradicionais. Premium: R$ 18 a cerveja especial de 500 ml, R$ 120, R$ 150 e R$ 12 — cervejas especiais e artesanais, vinhos e destilados importados.",
      "Em todos os níveis, o vinho é a garrafa de 750 ml, o destilado a garrafa de 1 litro e a bebida sem álcool a garrafa de 2 litros.",
      "Os preços variam conforme a região e a loja; use o resultado como ponto de partida e confira os valores onde você vai comprar.",
    ],
  },
  {
    question: "Como a quantidade de cada bebida é calculada?",
    answer: [
      "Dividimos o valor reservado para a bebida pelo preço unitário e arredondamos para baixo, porque não dá para comprar meia garrafa. Exemplo: R$ 200 para vinho no nível Médio (R$ 60 a garrafa) dão 3 garrafas, e sobram R$ 20.",
      "Cada bebida é contada na embalagem do seu preço: a cerveja em latas de 350 ml, garrafas de 600 ml ou cervejas especiais de 500 ml, conforme o nível, e também em litros; o vinho em garrafas de 750 ml, os destilados em garrafas de 1 litro e as bebidas sem álcool em garrafas de 2 litros. A sobra de cada bebida aparece no resultado e pode ir para gelo, copos ou petiscos.",
    ],
  },
  {
    question: "Quanto devo gastar com bebidas por convidado?",
    answer: [
      "Informe o número de convidados e a calculadora mostra o custo por pessoa (orçamento ÷ convidados) e quantas unidades de cada bebida cabem para cada um. Com o padrão de R$ 1.000 para 20 convidados, são R$ 50 por pessoa.",
      "Para saber se isso basta, pense no consumo: numa festa de 5 horas, quem bebe cerveja no perfil médio toma cerca de 1,65 litro, quase 5 latas de 350 ml, porque o ritmo cai depois da quarta hora. A Calculadora de Festa e a calculadora de Cerveja por Pessoa fazem essa conta para você.",
    ],
  },
  {
    question: "Como economizar nas bebidas da festa?",
    answer: [
      "Compare o preço por litro, não o da embalagem: a lata, a long neck e a garrafa de 600 ml costumam ter preços por litro bem diferentes — o Comparador de Preços faz essa conta. Comprar em fardos, caixas ou no atacado também baixa o preço unitário.",
      "Garanta gelo suficiente e gele as bebidas com antecedência, para não faltar bebida gelada nem sobrar bebida quente. Ofereça água e bebidas sem álcool à vontade: são baratas e ajudam todo mundo a beber com moderação.",
    ],
  },
];
