// Beer per person's prose (/por-pessoa): "Como calculamos" and the FAQ (docs/decisions/0008-party-model.md, revised), the
// same model as /festa, weather included (issue 29 item 6).
import type { FaqItem, HowWeCalculateContent } from "~/components/calculator/kit/content";
import { beerRateFormula, whoHeavyDrinkingSource } from "~/content/calculators/festa";

export const perPersonHow: HowWeCalculateContent = {
  paragraphs: [
    [
      { strong: "Por pessoa" },
      " = ",
      { code: `${beerRateFormula} × perfil × clima` },
      ", com perfil leve × 0,7 (cerca de 3 latas de 350 ml em 4 h), médio × 1 (cerca de 4) e intenso × 1,4 (cerca de 5 a 6), e clima ameno × 1, quente × 1,15 ou muito quente × 1,3: a mesma conta da Calculadora de Festa, que mostra o mesmo consumo por pessoa. Unidades por pessoa = litros ÷ volume da embalagem, sem arredondar. A duração vai de 1 a 12 horas.",
    ],
    [
      { strong: "Ritmo" },
      " = unidades por pessoa ÷ horas, a média do evento. No perfil médio e clima ameno, uma lata de 350 ml por hora nas 4 primeiras horas e cerca de 0,7 lata por hora depois.",
    ],
    [
      { strong: "Total" },
      " = pessoas × consumo por pessoa ",
      { code: "+ 10%" },
      " de margem de segurança, em unidades arredondadas para cima e em pacotes (fardos de 15 latas de 269 ml, fardos de 12 latas de 350 e 473 ml, engradados de 24 garrafas de 600 ml e de 12 garrafas de 1 L). O resultado é recalculado a cada alteração, sempre que os dados são válidos.",
    ],
  ],
  sources: [
    {
      label:
        "Modelo de consumo do Cervejômetro, o mesmo da Calculadora de Festa, conferido com as regras práticas publicadas no Brasil: cerca de 1 a 1,5 L por pessoa em 4 h, 1,5 a 2 L em 6 h e 2 a 2,5 L em 8 h",
    },
    whoHeavyDrinkingSource,
  ],
};

export const perPersonFaq: readonly FaqItem[] = [
  {
    question: "Quantas latas de cerveja uma pessoa bebe por hora?",
    answer:
      "No perfil médio, cerca de 0,35 litro por hora nas 4 primeiras horas, uma lata de 350 ml por hora, e 0,25 litro por hora depois disso, porque o ritmo cai ao longo do evento. No perfil leve são 70% disso (cerca de 3 latas em 4 horas) e no intenso, 140% (cerca de 5 a 6 latas em 4 horas).",
  },
  {
    question: "Quantos litros de cerveja por pessoa para um churrasco?",
    answer:
      "Para um churrasco de 4 a 6 horas, conte de 1,4 a 1,9 litro por pessoa que bebe no perfil médio, ou seja, de 4 a 5 latas e meia de 350 ml; em 8 horas, 2,4 litros. Em dias quentes o consumo sobe 15% (30% se muito quente): escolha o clima e a conta acompanha.",
  },
  {
    question: "Qual perfil de consumo devo escolher?",
    answer:
      "Leve (cerca de 3 latas de 350 ml em 4 horas) para almoços, aniversários e eventos de família, em que muita gente bebe pouco; médio (cerca de 4) para a maioria das festas e churrascos; intenso (cerca de 5 a 6) para amigos que bebem bastante. Na dúvida, escolha médio. Uma dose padrão tem 14 g de álcool, o de uma lata de 350 ml a 5%: os perfis são cerca de 3, 4 e 5 a 6 doses em 4 horas. Para o Ministério da Saúde (Vigitel), 4 doses ou mais numa mesma ocasião para mulheres, e 5 ou mais para homens, já é consumo abusivo; para a OMS, 60 g de álcool ou mais, 4 a 5 latas, é consumo episódico pesado.",
  },
  {
    question: "Por que o total é maior que a soma do consumo por pessoa?",
    answer:
      "Porque somamos 10% de margem de segurança ao total: sempre chega alguém a mais ou alguém bebe além da conta, e as unidades são arredondadas para cima. O consumo por pessoa mostra a estimativa sem margem.",
  },
  {
    question: "Esse ritmo é seguro?",
    answer: [
      "Os números servem para planejar compras, não como meta. O corpo de um adulto elimina, em média, cerca de 7 g de álcool por hora (por volta de 0,1 g por quilo de peso por hora, segundo Widmark), menos que os 14 g de uma dose padrão, que é o álcool de uma lata de 350 ml de cerveja a 5%. Por isso, mesmo uma lata por hora faz o álcool se acumular no sangue.",
      "Intercale com água, coma bem e, se beber, não dirija: na Lei Seca a tolerância é zero.",
    ],
  },
];
