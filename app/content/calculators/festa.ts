// The party calculator's prose (/festa): "Como calculamos" and the FAQ (docs/decisions/0008-party-model.md, revised).
// The formula's figures come from the model's constants in app/calculators/party.ts.
import {
  BEER_LITRES_PER_HOUR,
  BEER_LITRES_PER_HOUR_LATER,
  ICE_BAG_KG,
  SOFT_DRINK_BOTTLE_LITRES,
  SOFT_DRINK_LITRES_PER_HOUR,
  TAPER_AFTER_HOURS,
} from "~/calculators/party";
import {
  CHARCOAL_BAG_KG,
  FAROFA_GRAMS_PER_ADULT,
  GARLIC_BREAD_PACK,
  MEAT_BASE_HOURS,
  MEAT_GRAMS_BASE,
  MEAT_GRAMS_MAX,
  MEAT_GRAMS_PER_HOUR_AFTER,
  REFERENCE_MONTH,
  SIDES_SOURCE,
  VINAGRETE_GRAMS_PER_ADULT,
} from "~/calculators/party-plan-rules";
import type { FaqItem, HowWeCalculateContent } from "~/components/calculator/kit/content";
import { formatNumber } from "~/lib/format";

const twoDigits = (litres: number) => `${formatNumber(litres, { minimumFractionDigits: 2 })} L`;

/** "(0,35 L/h nas 4 primeiras horas + 0,25 L/h em cada hora depois da 4ª)", shared with /por-pessoa. */
export const beerRateFormula = `(${formatNumber(BEER_LITRES_PER_HOUR)} L/h nas ${TAPER_AFTER_HOURS} primeiras horas + ${formatNumber(BEER_LITRES_PER_HOUR_LATER)} L/h em cada hora depois da ${TAPER_AFTER_HOURS}ª)`;

/** The WHO's line for heavy episodic drinking, a source of both party calculators. */
export const whoHeavyDrinkingSource = {
  label:
    "Organização Mundial da Saúde: consumo episódico pesado é beber 60 g ou mais de álcool puro numa mesma ocasião",
};

export const partyHow: HowWeCalculateContent = {
  paragraphs: [
    [
      { strong: "Cerveja por pessoa que bebe" },
      " = ",
      { code: `${beerRateFormula} × perfil × clima` },
      ": o ritmo cai ao longo da festa. Perfil: leve × 0,7 (cerca de 3 latas de 350 ml em 4 h), médio × 1 (cerca de 4) e intenso × 1,4 (cerca de 5 a 6). Clima: ameno × 1, quente × 1,15, muito quente × 1,3. A duração vai de 1 a 12 horas; para um evento mais longo, calcule cada dia separadamente.",
    ],
    [
      { strong: "Total de cerveja" },
      " = pessoas que bebem × consumo por pessoa ",
      { code: "+ 10%" },
      " de margem de segurança. Unidades = total ÷ volume da embalagem, arredondado para cima. Pacotes, também arredondados para cima: fardos de 15 latas de 269 ml, fardos de 12 latas de 350 e 473 ml, engradados de 24 garrafas de 600 ml e engradados de 12 garrafas de 1 L.",
    ],
    [
      { strong: "Bebidas sem álcool" },
      " (água, refrigerante, suco), por hora × clima: ",
      { code: twoDigits(SOFT_DRINK_LITRES_PER_HOUR.nonDrinker) },
      " por adulto que não bebe álcool, ",
      { code: twoDigits(SOFT_DRINK_LITRES_PER_HOUR.child) },
      " por criança e ",
      { code: twoDigits(SOFT_DRINK_LITRES_PER_HOUR.drinker) },
      ` por quem bebe cerveja (água entre uma cerveja e outra). Sem margem extra. Garrafas de ${formatNumber(SOFT_DRINK_BOTTLE_LITRES)} L arredondadas para cima.`,
    ],
    [
      { strong: "Gelo" },
      ": ",
      { code: "1 kg para cada 2 L" },
      ` de bebida a gelar (cerveja com a margem + bebidas sem álcool), arredondado para cima até o quilo inteiro e mostrado também em sacos de ${formatNumber(ICE_BAG_KG)} kg. O gelo para servir nos copos é à parte.`,
    ],
    [
      { strong: "Churrasco" },
      ": ",
      {
        code: `${MEAT_GRAMS_BASE} g de carne por adulto até ${MEAT_BASE_HOURS} h + ${MEAT_GRAMS_PER_HOUR_AFTER} g por hora a mais (máximo ${MEAT_GRAMS_MAX} g)`,
      },
      "; criança come metade. A carne é dividida entre bovina, suína e linguiça e frango (50%, 30% e 20% por padrão; você muda, desde que a soma dê 100%), cada corte arredondado para cima até 100 g. ",
      { code: "Carvão: 1 kg por kg de carne" },
      `, em sacos de ${formatNumber(CHARCOAL_BAG_KG)} kg. Pão de alho: 1 por adulto, em pacotes com ${GARLIC_BREAD_PACK}. Acompanhamentos: ${formatNumber(FAROFA_GRAMS_PER_ADULT)} g de farofa e ${formatNumber(VINAGRETE_GRAMS_PER_ADULT)} g de vinagrete por adulto (metade por criança), a nossa divisão dos 150 g de acompanhamentos por pessoa da fonte abaixo.`,
    ],
    [
      { strong: "Lista de compras" },
      ": tudo em embalagens fechadas (fardos ou engradados inteiros da cerveja, garrafas de 2 L, sacos de 5 kg de gelo e de carvão, carne por quilo, pacotes de pão de alho). ",
      { code: "total da linha = quantidade × preço" },
      `; total por adulto = total ÷ adultos (quem bebe + quem não bebe). Sem preço digitado, usamos preços de referência de ${REFERENCE_MONTH} (supermercados de São Paulo): troque pelos do seu mercado.`,
    ],
    [
      { strong: "Racha" },
      ": a cerveja é dividida só entre os adultos que bebem; comida, bebidas sem álcool, gelo e carvão, entre todos os adultos. Crianças não pagam, a não ser que você as inclua (então pagam a parte do que não é cerveja). Cada parte é arredondada para baixo até o centavo, e quem organiza fica com os centavos que sobram, para as partes somarem exatamente o total; quem organiza pode ficar fora da divisão.",
    ],
    [
      { strong: "Pix" },
      ": cada parte tem um código “Pix copia e cola” estático no padrão BR Code do Banco Central (EMV, com a chave, o valor, o nome até 25 letras e a cidade até 15, sem acentos, e o CRC16 no fim), e o QR code desenhado no seu aparelho. A chave vai no link da festa, para os convidados pagarem.",
    ],
  ],
  sources: [
    {
      label:
        "Modelo de consumo do Cervejômetro, conferido com as regras práticas publicadas no Brasil: cerca de 1 a 1,5 L por pessoa em 4 h, 1,5 a 2 L em 6 h e 2 a 2,5 L em 8 h",
    },
    whoHeavyDrinkingSource,
    { label: "gelo: 1 kg para cada 2 litros de bebida, referência usual de distribuidoras e buffets" },
    {
      label: SIDES_SOURCE,
      url: "https://www.em.com.br/degusta/2025/04/7122535-quanto-de-carne-comprar-para-o-churrasco-veja-o-calculo-ideal.html",
    },
    { label: "Banco Central do Brasil: Manual de Padrões para Iniciação do Pix (BR Code, QR Code estático)" },
  ],
};

export const partyFaq: readonly FaqItem[] = [
  {
    question: "Quanta cerveja comprar por pessoa para uma festa?",
    answer: [
      "Contamos 0,35 litro por hora nas 4 primeiras horas no perfil médio (uma lata de 350 ml por hora) e 0,25 litro por hora depois disso, porque o ritmo cai com o passar da festa. Numa festa de 5 horas são 1,65 litro (cerca de 5 latas) por pessoa que bebe; em 8 horas, 2,4 litros.",
      "O total ainda recebe 10% de margem de segurança, porque faltar cerveja no meio da festa costuma sair mais caro do que sobrar algumas latas.",
    ],
  },
  {
    question: "Por que o clima e o perfil de consumo mudam a conta?",
    answer:
      "Em dias quentes as pessoas bebem mais e mais rápido: contamos 15% a mais no calor e 30% a mais no calor forte, na cerveja e nas bebidas sem álcool. O perfil diz quanto o grupo bebe: leve (cerca de 3 latas de 350 ml em 4 horas), para almoços e eventos de família; médio (cerca de 4); e intenso (cerca de 5 a 6), para amigos que bebem bastante. Uma dose padrão tem 14 g de álcool, o de uma lata de 350 ml a 5%: são cerca de 3, 4 e 5 a 6 doses. Para o Ministério da Saúde (Vigitel), 4 doses ou mais numa mesma ocasião para mulheres, e 5 ou mais para homens, já é consumo abusivo; para a OMS, 60 g de álcool ou mais, 4 a 5 latas, é consumo episódico pesado.",
  },
  {
    question: "Quanto gelo devo comprar?",
    answer: [
      "Calculamos 1 kg de gelo para cada 2 litros de bebida a gelar, somando a cerveja e as bebidas sem álcool, arredondado para cima e mostrado também em sacos de 5 kg. O gelo para servir nos copos é à parte. Em dias muito quentes ou se as bebidas chegarem quentes, compre um pouco mais.",
      "Dica: no isopor, misture gelo com água e um punhado de sal; a bebida gela bem mais rápido do que só com gelo.",
    ],
  },
  {
    question: "Quem não bebe e as crianças entram na conta?",
    answer:
      "Sim, nas bebidas sem álcool: por hora de festa, contamos 0,30 litro de água, refrigerante ou suco para cada adulto que não bebe álcool, 0,20 litro para cada criança e 0,15 litro para quem bebe cerveja, já que todo mundo precisa se hidratar. No calor, esses números sobem 15% ou 30%. Na cerveja, só entram os adultos que bebem.",
  },
  {
    question: "E se a festa durar mais de 12 horas?",
    answer:
      "A calculadora aceita de 1 a 12 horas. Para um evento mais longo, como um fim de semana ou uma festa que vira a noite e continua no dia seguinte, divida em dias e calcule cada dia separadamente: ninguém bebe no mesmo ritmo por tanto tempo.",
  },
  {
    question: "Lata ou garrafa: o que vale mais a pena?",
    answer:
      "Depende do preço por litro. Uma garrafa de 600 ml costuma ser mais barata por litro, mas exige casco e engradado; latas gelam mais rápido e não quebram. Informe o preço e use o comparador para ver qual embalagem sai mais barata.",
  },
  {
    question: "E se sobrar cerveja?",
    answer:
      "Cerveja fechada guardada longe do sol dura meses, então uma sobra pequena não é prejuízo. Muitas distribuidoras vendem em consignação: você devolve o que não abrir. Vale perguntar antes de comprar.",
  },
];
