// From grain to glass: the steps of all-grain brewing as John Palmer describes them in
// "How to Brew" (4th ed., 2017). Temperatures and times are the usual ones for a
// home or craft brewery; recipes vary. Numbers the site states elsewhere too come from
// ../facts.ts (issue 27: one fact, one value).
import {
  CO2_VOLUMES_SPAN,
  type FactRange,
  factNumber,
  LAGER_FERMENTATION_C,
  ALE_FERMENTATION_C,
  SPARGE_WATER_C,
} from "../facts";

const dash = (r: FactRange) => `${factNumber(r.min)}–${factNumber(r.max)}`;

export interface ProcessStep {
  id: string;
  /** 1-based position in the process. */
  order: number;
  name: string;
  summary: string;
  /** Typical temperature, time or target. */
  params: string;
  /** A calculator that helps at this step. */
  link?: { href: string; label: string };
}

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    id: "moagem",
    order: 1,
    name: "Moagem",
    summary:
      "O malte passa entre rolos que quebram o grão e expõem o amido, mantendo a casca quase inteira: ela forma o filtro natural da clarificação.",
    params: "Grão partido, não farinha",
  },
  {
    id: "mosturacao",
    order: 2,
    name: "Mosturação",
    summary:
      "O malte moído descansa em água quente. As enzimas do próprio malte convertem o amido em açúcares; temperaturas mais baixas dão um mosto mais fermentável e uma cerveja mais seca.",
    params: "62–72 °C · cerca de 60 min",
  },
  {
    id: "clarificacao",
    order: 3,
    name: "Clarificação e lavagem",
    summary:
      "O mosto é recirculado até sair límpido, usando as cascas como filtro, e separado do bagaço. Água quente lava os grãos e recupera o açúcar que ficou.",
    params: `Água de lavagem a ${dash(SPARGE_WATER_C)} °C`,
  },
  {
    id: "fervura",
    order: 4,
    name: "Fervura e lúpulo",
    summary:
      "A fervura esteriliza o mosto, elimina compostos indesejados e coagula proteínas. O lúpulo do início dá amargor (IBU); o do fim, sabor e aroma.",
    params: "60–90 min em fervura vigorosa",
    link: { href: "/ibu", label: "Calcule o IBU" },
  },
  {
    id: "resfriamento",
    order: 5,
    name: "Whirlpool e resfriamento",
    summary:
      "O giro do whirlpool junta os resíduos no centro da panela. Depois o mosto é resfriado rápido até a temperatura da levedura e oxigenado.",
    params: "Até 18–20 °C (ales) ou 8–12 °C (lagers)",
  },
  {
    id: "fermentacao",
    order: 6,
    name: "Fermentação",
    summary:
      "A levedura consome os açúcares e produz álcool, gás carbônico e boa parte do sabor. A densidade cai da inicial (OG) à final (FG).",
    params: `Ales ${dash(ALE_FERMENTATION_C)} °C · lagers ${dash(LAGER_FERMENTATION_C)} °C · 1 a 3 semanas`,
    link: { href: "/abv", label: "Calcule o ABV" },
  },
  {
    id: "maturacao",
    order: 7,
    name: "Maturação",
    // Palmer: the diacetyl rest is warm, at the end of fermentation; dry hopping is done
    // at fermentation temperature, before the cold crash (issue 11: not at 0–4 °C).
    summary:
      "No fim da fermentação, a cerveja descansa mais quente para a levedura reabsorver o diacetil; o dry hopping costuma entrar nessa fase, na temperatura de fermentação. Depois, o cold crash e o repouso no frio clareiam a cerveja e integram os sabores.",
    params: "Descanso de diacetil a 18–20 °C · depois 0–4 °C, por dias (ales) a semanas (lagers)",
  },
  {
    id: "envase",
    order: 8,
    name: "Envase e carbonatação",
    summary:
      "A cerveja vai para garrafas, latas ou barris e ganha gás: com CO₂ injetado ou com açúcar de priming, que refermenta na garrafa.",
    params: `${factNumber(CO2_VOLUMES_SPAN.min)} a ${factNumber(CO2_VOLUMES_SPAN.max)} volumes de CO₂, conforme o estilo`,
  },
  {
    id: "servico",
    order: 9,
    name: "Serviço",
    summary:
      "No copo certo e na temperatura certa, com dois a três dedos de espuma, a cerveja mostra aroma, cor e sabor como o cervejeiro planejou.",
    params: "Veja os copos e as temperaturas acima",
  },
];
