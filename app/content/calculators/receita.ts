// The recipe sheet's prose (/receita, issue 30): "Como calculamos" (every formula of D18 with its
// source) and the FAQ. Server HTML only (content-islands/receita.tsx).
import type { FaqItem, HowWeCalculateContent } from "~/components/calculator/kit/content";

export const receitaHow: HowWeCalculateContent = {
  paragraphs: [
    [
      { strong: "Densidade original (OG)." },
      " Cada malte dá o seu extrato (a porcentagem do peso que vira açúcar no laboratório, com a sacarose valendo 100%); a eficiência da sua brassagem diz quanto disso chega ao fermentador:",
    ],
    { code: "pontos = Σ(kg × extrato ÷ 100 × 384) × eficiência ÷ 100 ÷ litros;  OG = 1 + pontos ÷ 1000" },
    "384 são os 46 pontos por libra por galão (PPG) da sacarose convertidos para litros e quilos.",
    [
      { strong: "Densidade final e álcool." },
      " A atenuação aparente da levedura dá a FG; o ABV é a fórmula padrão da nossa calculadora de ABV:",
    ],
    { code: "FG = 1 + (OG − 1) × (1 − atenuação ÷ 100);  ABV = (OG − FG) × 131,25" },
    "As calorias por 100 ml seguem a fórmula da ASBC usada pela calculadora de ABV.",
    [
      { strong: "Amargor." },
      " O IBU de cada lúpulo é o da nossa calculadora de IBU (Tinseth), com a OG e o volume da receita. BU:GU divide o IBU pelos pontos da OG.",
    ],
    [{ strong: "Cor (Morey)." }, " A cor de cada malte em EBC vira graus Lovibond, somados como MCU:"],
    { code: "°L = (EBC × 0,508 + 0,76) ÷ 1,3546;  MCU = Σ(kg × 2,20462 × °L) ÷ (litros × 0,264172)" },
    { code: "SRM = 1,4922 × MCU^0,6859;  EBC = SRM × 1,97" },
    "As faixas de cor: Palha abaixo de 4 SRM, Dourado de 4 a 7, Âmbar de 7 a 14, Cobre de 14 a 18, Marrom de 18 a 30 e Preto a partir de 30.",
    [
      { strong: "Água e temperatura (Palmer)." },
      " Açúcares, mel e extrato vão na fervura e não entram na conta dos grãos.",
    ],
    { code: "água da mostura = razão (L/kg) × kg de grãos" },
    { code: "temperatura da água = (0,41 ÷ razão) × (T mostura − T grão) + T mostura" },
    {
      code: "pré-fervura = volume + evaporação (L/h) × tempo ÷ 60;  lavagem = pré-fervura + absorção × kg − água da mostura",
    },
    "A densidade pré-fervura são os mesmos pontos de açúcar diluídos no volume pré-fervura.",
    [{ strong: "Fermento." }, " 0,75 milhão de células por ml por °P para ales e 1,5 para lagers:"],
    { code: "bilhões de células = taxa × litros × 1000 × °P ÷ 1000" },
    "Fermento seco: 10 bilhões de células por grama (sachês de 11,5 g). Líquido: 100 bilhões por pacote; com starter de mosto 1,036 num agitador, cada grama de extrato produz 1,4 bilhão de células novas enquanto houver menos de 1,4 bilhão por grama (modelo de Kai Troester).",
    [
      { strong: "Carbonatação." },
      " O açúcar de priming vem da nossa calculadora de ABV (CO₂ residual pela temperatura mais alta depois da fermentação). A pressão do barril, da tabela de carbonatação:",
    ],
    {
      code: "psi = −16,6999 − 0,0101059 T + 0,00116512 T² + 0,173354 T V + 4,24267 V − 0,0684226 V²;  bar = psi × 0,0689476",
    },
    "T é a temperatura de serviço em °F e V os volumes de CO₂. Mostramos OG e FG com 3 casas, ABV, IBU e SRM com 1, EBC sem casas, temperatura e pressão com 1.",
  ],
  sources: [
    { label: "John Palmer, “How to Brew” (extrato, eficiência e água de mostura)", url: "https://howtobrew.com/" },
    { label: "Daniel Morey, equação de cor (SRM a partir de MCU)" },
    { label: "Glenn Tinseth, “The Tinseth Formula”", url: "http://realbeer.com/hops/research.html" },
    { label: "BJCP, Style Guidelines 2021", url: "https://www.bjcp.org/style/2021/beer/" },
    { label: "Kai Troester, “Yeast growth in starters” (braukaiser.com)" },
    { label: "Brewer's Friend, calculadoras de priming e de pressão do barril", url: "https://www.brewersfriend.com/" },
  ],
};

export const receitaFaq: readonly FaqItem[] = [
  {
    question: "O que é eficiência de brassagem e qual valor usar?",
    answer: [
      "É a parte do açúcar que os maltes podem dar que chega de fato ao fermentador. Quem faz BIAB ou panela única costuma ficar entre 65% e 75%; equipamentos de três panelas com lavagem contínua, entre 72% e 80%.",
      "Comece com 72% e ajuste: meça a OG das suas brassagens e corrija a eficiência até o cálculo bater com o densímetro.",
    ],
  },
  {
    question: "Onde encontro a cor e o extrato do meu malte?",
    answer: [
      "No laudo do lote, que a maltaria ou a loja fornece: a cor vem em EBC e o extrato como “extrato moído fino, base seca”. Os valores da nossa tabela são típicos; troque-os pelos do seu lote para um resultado mais preciso.",
      "Se a embalagem traz a cor em Lovibond (°L), multiplique por cerca de 2,6 para ter EBC.",
    ],
  },
  {
    question: "Por que a cor calculada é diferente da cerveja no copo?",
    answer: [
      "A fórmula de Morey estima a cor a partir dos maltes; fervura longa, oxidação, turbidez e a largura do copo também mudam o que se vê. A amostra na tela é uma aproximação: o número em EBC é o que vale para comparar com o estilo.",
    ],
  },
  {
    question: "Como a receita confere o estilo BJCP?",
    answer: [
      "Comparamos a OG, a FG, o ABV, o IBU e a cor (SRM) da receita com as faixas do guia BJCP 2021, incluindo a Catharina Sour brasileira. Sem escolher um estilo, listamos os estilos em que todos os números cabem.",
      "Estar dentro das faixas não garante o estilo: aroma, sabor, levedura e lúpulos também contam na avaliação.",
    ],
  },
  {
    question: "Quanto fermento devo usar?",
    answer: [
      "Para ales, cerca de 0,75 milhão de células por ml por grau Plato; para lagers, o dobro. Um sachê de 11,5 g de fermento seco tem uns 115 bilhões de células, o bastante para cerca de 20 litros de uma ale de OG até 1,050.",
      "Com fermento líquido, um starter multiplica as células de um pacote: informe o tamanho do starter para ver quantos pacotes ele substitui.",
    ],
  },
  {
    question: "Priming ou barril: qual número usar?",
    answer: [
      "Para engarrafar, use a quantidade de açúcar de priming, calculada para a temperatura mais alta que a cerveja atingiu depois da fermentação. Para carbonatação forçada no barril, deixe o regulador na pressão indicada, na temperatura de serviço, por uma a duas semanas.",
    ],
  },
  {
    question: "Posso compartilhar ou guardar a receita?",
    answer: [
      "Sim: o endereço da página guarda a receita inteira. Copie o link ou use o botão de compartilhar, e quem abrir verá os mesmos maltes, lúpulos, levedura e resultados. Nada fica salvo no nosso servidor.",
    ],
  },
];
