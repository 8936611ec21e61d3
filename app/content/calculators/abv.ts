import type { FaqItem } from "~/components/calculator/kit/content";

/**
 * The ABV page's FAQ (docs/decisions/0018-abv-rules.md: ABV, formulas, temperature, instruments, styles, Brazilian
 * legal aspects). Style ranges follow the BJCP 2021 guidelines; the legal answers stay
 * general and name only the acts themselves. Style ABV ranges must match the typed data
 * in content/infographics/styles.ts (content/consistency.test.ts checks them).
 */
export const abvFaq: readonly FaqItem[] = [
  {
    question: "O que é ABV?",
    answer: [
      "ABV (do inglês alcohol by volume) é o teor alcoólico em percentual por volume: quantos mililitros de álcool etílico há em 100 ml de bebida. Uma cerveja de 5% tem 5 ml de álcool a cada 100 ml, ou 17,5 ml numa lata de 350 ml.",
      "Existe também o ABW (álcool por peso), que dá um número cerca de 20% menor para a mesma cerveja, porque o álcool é mais leve que a água. No Brasil, os rótulos informam o teor em volume (% vol.).",
    ],
  },
  {
    question: "Como a calculadora chega ao teor alcoólico?",
    answer: [
      "Durante a fermentação a levedura transforma açúcar em álcool e gás carbônico. O mosto fica menos denso: o açúcar sai e o álcool, mais leve que a água, entra. Medindo a densidade antes (densidade original, OG) e depois (densidade final, FG) da fermentação, dá para estimar quanto álcool se formou.",
      "Na aba Básica usamos a fórmula padrão, ABV = (OG − FG) × 131,25. Com 1,050 e 1,010, por exemplo: 0,040 × 131,25 = 5,25%, mostrado como 5,3%.",
    ],
  },
  {
    question: "Qual fórmula escolher: Padrão, Balling ou Daniels?",
    answer: [
      "A fórmula padrão é a mais usada por cervejeiros caseiros e funciona muito bem em cervejas de até uns 6 ou 7% de álcool.",
      "Em cervejas fortes (OG acima de 1,070) ela tende a subestimar o álcool. A fórmula de Balling, que parte do extrato real em graus Plato, e a fórmula alternativa de Ray Daniels levam em conta a densidade do álcool e ficam mais próximas dos resultados de laboratório nessas cervejas. Na aba Avançada mostramos as três lado a lado.",
    ],
  },
  {
    question: "O que são densidade original (OG) e densidade final (FG)?",
    answer: [
      "A OG é a densidade do mosto antes de receber a levedura: indica quanto açúcar há para fermentar. A FG é a densidade da cerveja quando a fermentação termina (a leitura fica estável por dois ou três dias seguidos).",
      "As duas são densidades relativas à água (1,000). Cervejeiros também usam graus Plato (°P), que indicam a porcentagem em peso de extrato: 1,050 equivale a cerca de 12,4 °P. A aba Avançada faz essa conversão.",
    ],
  },
  {
    question: "Por que a temperatura da amostra importa?",
    answer: [
      "Líquidos ficam menos densos quando esquentam. Um densímetro é calibrado para uma temperatura (geralmente 20 °C; alguns modelos, 15,56 °C, que são 60 °F). Se a amostra estiver mais quente, a leitura sai mais baixa do que a real.",
      "A aba Avançada corrige as duas leituras pela temperatura da amostra e pela temperatura de calibração do seu densímetro. Mesmo assim, o ideal é medir perto da temperatura de calibração: amostras muito quentes dão leituras imprecisas.",
    ],
  },
  {
    question: "Densímetro ou refratômetro: qual usar?",
    answer: [
      "O densímetro (hidrômetro) mede a densidade diretamente e serve para as duas leituras, mas precisa de uma proveta com 100 a 200 ml de amostra.",
      "O refratômetro mede o índice de refração com poucas gotas e mostra o resultado em °Brix. É ótimo para o mosto, mas depois da fermentação o álcool distorce a leitura. Por isso, com o refratômetro, a calculadora converte as leituras em densidade pela fórmula de Sean Terrill, a mais usada pelos cervejeiros.",
    ],
  },
  {
    question: "O que é o fator de correção do mosto (WCF) do refratômetro?",
    answer:
      "Refratômetros são calibrados com solução de sacarose, mas o mosto de cerveja tem outros açúcares, proteínas e compostos que desviam um pouco a leitura. O fator de correção (WCF) compensa essa diferença; o valor típico é 1,04. Para descobrir o do seu aparelho, meça o mesmo mosto com o densímetro e o refratômetro algumas vezes e divida a leitura do refratômetro pelo °Brix equivalente à densidade medida.",
  },
  {
    question: "O que são atenuação aparente e atenuação real?",
    answer: [
      'A atenuação mostra quanto do açúcar a levedura consumiu. A aparente usa as densidades medidas: (OG − FG) / (OG − 1). Ela é "aparente" porque o álcool, mais leve que a água, faz a FG parecer menor do que o extrato que realmente sobrou.',
      "A atenuação real desconta esse efeito, calculando o extrato real em graus Plato. Fica em torno de 80% da aparente: uma atenuação aparente de 80% corresponde a cerca de 65% de atenuação real.",
    ],
  },
  {
    question: "Quanto álcool têm os estilos de cerveja mais comuns?",
    answer: [
      "Pelas diretrizes do BJCP (2021), como referência: German Pils de 4,4% a 5,2%; Weissbier de 4,3% a 5,6%; Witbier de 4,5% a 5,5%; Irish Stout de 4,0% a 4,5%; American IPA de 5,5% a 7,5%; Belgian Tripel de 7,5% a 9,5%; Russian Imperial Stout de 8% a 12%; English Barleywine de 8% a 12%.",
      "As lagers de massa vendidas no Brasil costumam ficar entre 4% e 5%. Na calculadora, a categoria é “Leve” abaixo de 4%, “Médio” de 4% a 6%, “Forte” de 6% a 8% e “Muito forte” a partir de 8%.",
    ],
  },
  {
    question: "Como as calorias são estimadas?",
    answer:
      "Usamos a fórmula da ASBC (American Society of Brewing Chemists), a mesma do Brewer's Friend, convertida para 100 ml: uma parte das calorias vem do álcool (cerca de 7 kcal por grama) e outra dos carboidratos que sobraram na cerveja. É uma estimativa: uma cerveja de 5% e FG 1,010 fica perto de 45 kcal por 100 ml, cerca de 156 kcal numa lata de 350 ml.",
  },
  {
    question: "O que a lei brasileira considera cerveja sem álcool?",
    answer: [
      "Pelo Decreto nº 6.871/2009, que regulamenta a Lei nº 8.918/1994 (a lei das bebidas), bebida não alcoólica é a que tem até 0,5% de álcool em volume, medido a 20 °C; acima disso, a bebida é alcoólica. O padrão de identidade e qualidade da cerveja, atualizado pelo Ministério da Agricultura (MAPA) em 2019, mantém esse limite para a cerveja sem álcool e prevê também a cerveja com teor alcoólico reduzido.",
      "Pela mesma IN MAPA 65/2019, a cerveja sem álcool com mais de 0,05% de álcool em volume deve informar isso no painel principal do rótulo. Por isso muitas marcas declaram o teor exato (por exemplo, 0,3% vol.), e as que ficam abaixo de 0,05% costumam trazer a indicação 0,0%. Quem não pode consumir nenhum álcool deve procurar essa informação no painel principal.",
    ],
  },
  {
    question: "O que o rótulo precisa informar e posso vender minha cerveja caseira?",
    answer: [
      "O rótulo de uma bebida alcoólica deve declarar o teor alcoólico em % vol., ao lado das demais informações obrigatórias das normas de rotulagem. A publicidade de cerveja e de vinho segue a autorregulamentação do CONAR (Anexo P do Código Brasileiro de Autorregulamentação Publicitária), com advertências como “Beba com moderação”, já que a Lei nº 9.294/1996 só alcança bebidas com mais de 13 °GL; e vender, servir ou entregar bebida alcoólica a menores de 18 anos é crime (Estatuto da Criança e do Adolescente, alterado pela Lei nº 13.106/2015).",
      "Fazer cerveja em casa para consumo próprio, sem venda, não exige registro. Para vender, é preciso produzir em estabelecimento registrado no MAPA, com o produto registrado e rotulado conforme as normas. Esta calculadora dá estimativas para cervejeiros; não substitui a análise laboratorial exigida para a declaração oficial do teor alcoólico. E lembre: pela Lei Seca, qualquer quantidade de álcool ao dirigir é infração.",
    ],
  },
];
