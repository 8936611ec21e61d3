// The comparator's "Como calculamos" (/), whose example follows the visitor's best beer.
// Figures come from the calculator's own functions, so an example can never disagree with
// the result. The FAQ, static text, is comparador-faq.ts (a server island).
import { itemUnits, pricePerLiter, type ResultItem } from "~/calculators/comparator";
import type { HowWeCalculateContent, Paragraph } from "~/components/calculator/kit/content";
import { formatCurrency, formatNumber } from "~/lib/format";

/** A price in a formula: "5,60", and a third decimal when it was typed ("3,499"). */
const MONEY_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 3 };

/** "3,49 ÷ 0,35", "39,90 ÷ (12 × 0,35)", "3,49 × 2 ÷ 3 ÷ 0,35": the division the page made for one beer (issue 14). */
function bestFormula(best: ResultItem): string {
  const units = itemUnits(best);
  const chosen = best.priceNoCasco !== undefined && !best.withCasco ? best.priceNoCasco : best.price;
  const price = formatNumber(chosen, MONEY_DIGITS);
  const paid = best.promo ? `${price} × ${formatNumber(best.promo.pay)} ÷ ${formatNumber(best.promo.take)}` : price;
  const litres = formatNumber(best.volume / 1000, { maximumFractionDigits: 6 });
  return `${paid} ÷ ${units > 1 ? `(${formatNumber(units)} × ${litres})` : litres}`;
}

/** The worked example follows the visitor's best beer once there is a result. */
export function comparatorHow(best: ResultItem | undefined): HowWeCalculateContent {
  const example: Paragraph = best
    ? `Na sua comparação, a melhor opção (${best.label}): ${bestFormula(best)} = ${formatCurrency(best.pricePerLiter)} por litro.`
    : `Exemplo: uma lata de ${formatNumber(350)} ml por ${formatCurrency(3.49)} custa ${formatNumber(3.49, MONEY_DIGITS)} ÷ ${formatNumber(0.35)} = ${formatCurrency(pricePerLiter(3.49, 350))} por litro.`;
  return {
    paragraphs: [
      [
        "Para cada cerveja, dividimos o preço pelo volume em litros: ",
        { code: "preço por litro = preço ÷ (volume em ml ÷ 1000)" },
        ".",
      ],
      example,
      "Num fardo, o preço é o do pacote inteiro e o volume é o de todas as unidades: preço ÷ (unidades × volume em litros); o preço por unidade é o do fardo dividido pelas unidades. Numa promoção “leve X, pague Y”, cada embalagem sai por preço × Y ÷ X antes da conta. Numa garrafa retornável, mostramos o litro com o casco (levando a garrafa vazia) e sem o casco, e ordenamos pelo que você escolher em “Tenho o casco”.",
      "Mostramos o resultado com 2 casas decimais. A menor cotação recebe o selo “Melhor Preço!”; cervejas com o mesmo valor em centavos empatam e recebem o selo juntas. Cervejas sem volume ou sem preço válidos ficam de fora.",
    ],
    sources: [
      {
        label: "Lei nº 10.962/2004, art. 2º-A (preço por unidade de medida)",
        url: "https://www.planalto.gov.br/ccivil_03/_ato2004-2006/2004/lei/l10.962.htm",
      },
      {
        label: "BIPM, Sistema Internacional de Unidades (1 L = 1000 ml)",
        url: "https://www.bipm.org/en/publications/si-brochure",
      },
    ],
  };
}
