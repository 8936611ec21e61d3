// The comparator's FAQ (/): static text, rendered on the server only through the page's
// content island (content-islands/comparador.tsx), so it is not in the page's scripts (issue 12.2).
import { pricePerLiter } from "~/calculators/comparator";
import type { FaqItem } from "~/components/calculator/kit/content";
import { formatCurrency, formatNumber } from "~/lib/format";

export const comparatorFaq: readonly FaqItem[] = [
  {
    question: "Como usar o comparador de preços de cerveja?",
    answer: [
      "Para cada cerveja, escolha o volume da embalagem — latinha, lata, long neck, latão, garrafa, litrão ou “Outro” para digitar qualquer volume em ml — e informe o preço. O nome ou a marca é opcional, mas ajuda a não se perder. Precisa de mais linhas? Toque em “Adicionar Cerveja”.",
      "Comprou em fardo? Informe em “Unidades” quantas latas ou garrafas vêm no pacote (ou toque em 6, 12, 24…) e o preço do fardo inteiro: mostramos o preço por litro e por unidade. Numa promoção “leve 3, pague 2”, marque “Leve X, pague Y” e informe os dois números. Numa garrafa retornável, marque “Retornável”, informe o preço com e sem o casco e diga em “Tenho o casco” se vai levar a garrafa vazia.",
      "Depois toque em “Calcular”: as cervejas aparecem da mais barata para a mais cara por litro, e a vencedora ganha o selo “Melhor Preço!”. Os preços podem ser digitados como na etiqueta (4,99, 4.99 ou R$ 1.299,90). Cada comparação fica salva no histórico deste navegador, e o botão “Compartilhar” envia um link que refaz o mesmo cálculo.",
    ],
  },
  {
    question: "Como é calculado o preço por litro?",
    answer: [
      "Dividimos o preço pelo volume em litros: preço por litro = preço ÷ (volume em ml ÷ 1000).",
      `Uma lata de ${formatNumber(350)} ml por ${formatCurrency(3.49)}, por exemplo, custa ${formatNumber(3.49)} ÷ ${formatNumber(0.35)} = ${formatCurrency(pricePerLiter(3.49, 350))} por litro. O resultado é mostrado com 2 casas decimais, e cervejas com o mesmo valor em centavos empatam.`,
    ],
  },
  {
    question: "Por que comparar o preço por litro e não o preço da embalagem?",
    answer: [
      `Porque as embalagens têm tamanhos diferentes, e a mais barata na prateleira nem sempre é a que sai mais em conta. Uma latinha de ${formatNumber(269)} ml por ${formatCurrency(2.99)} parece uma pechincha, mas custa ${formatCurrency(pricePerLiter(2.99, 269))} o litro — mais do que um latão de ${formatNumber(473)} ml por ${formatCurrency(4.99)}, que sai a ${formatCurrency(pricePerLiter(4.99, 473))} o litro.`,
      `O litro coloca todas as opções na mesma base, como o preço por unidade de medida das etiquetas de supermercado. Numa festa a diferença aparece: ${formatCurrency(0.5)} a menos por litro em ${formatNumber(30)} litros são ${formatCurrency(15)} de economia.`,
    ],
  },
  {
    question: "Posso comparar marcas diferentes?",
    answer: [
      "Sim. Dá para comparar qualquer cerveja, de qualquer marca, estilo ou embalagem, e também a mesma cerveja em tamanhos ou lojas diferentes. Dê um nome a cada uma para reconhecer o resultado.",
      "Lembre-se de que o comparador olha só o preço: uma cerveja artesanal, um estilo mais encorpado ou com mais álcool pode valer o preço mais alto. Use o resultado para decidir com informação, não apenas pelo mais barato.",
    ],
  },
];
