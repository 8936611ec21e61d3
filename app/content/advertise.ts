// /anuncie's text (issue 25 item 5): who reads the site, the slots with their formats and sizes
// (D16, from the same table the ad form checks), how impressions, views and clicks are counted
// (D16), and whom to write to. The audience figures (issue 26) are the database's, added by the
// page (advertise-document.tsx) when the owner shows them; no number is claimed in this text.
import { AD_POSITIONS, AD_SIZES, AD_SLOT_NAMES, formatAdSize, type AdPosition } from "~/lib/ads/ads";

export const AUDIENCE_PARAGRAPHS = [
  "O Cervejômetro é lido por quem compra cerveja e quer pagar menos por litro no mercado, por quem organiza festas e churrascos e precisa saber quanto comprar e quanto cada um paga, e por cervejeiros caseiros que calculam amargor (IBU), teor alcoólico (ABV) e receitas.",
  "No blog, no glossário e nos infográficos, os leitores procuram estilos, copos, temperaturas de serviço e dicas de compra. Seu anúncio aparece para quem está decidindo o que beber, servir ou produzir.",
];

/** Where each slot is, in the visitor's words. */
const WHERE: Record<AdPosition, string> = {
  header: "No topo de todas as páginas, acima do conteúdo",
  footer: "No fim de todas as páginas, acima do rodapé",
  sidebar: "Na barra lateral, em telas de computador",
  content: "Dentro dos posts do blog e entre os cards da lista",
  "mobile-footer": "Faixa fixa no pé da tela do celular, que o visitante pode fechar",
  "mobile-menu": "Dentro do menu aberto no celular",
};

const sizes = (list: readonly { width: number; height: number }[]) => list.map(formatAdSize).join(" ou ");

export interface AdvertiseSlotRow {
  name: string;
  where: string;
  desktop: string;
  mobile: string;
}

/** D16's standard sizes per slot; "—" where the slot does not show on that device. */
export const ADVERTISE_SLOTS: AdvertiseSlotRow[] = AD_POSITIONS.map((position) => {
  const phoneOnly = position === "mobile-footer" || position === "mobile-menu";
  return {
    name: AD_SLOT_NAMES[position],
    where: WHERE[position],
    desktop: phoneOnly ? "—" : `${sizes(AD_SIZES[position].desktop)} px`,
    mobile: position === "sidebar" ? "—" : `${sizes(AD_SIZES[position][phoneOnly ? "desktop" : "mobile"])} px`,
  };
});

export const FORMATS_PARAGRAPH =
  "Dois formatos: Banner, só a imagem, no tamanho padrão da posição, com o espaço todo como link (uma imagem para computador e, se quiser, outra para celular); e Cartão, com imagem, título e um texto curto. Uma imagem de outro tamanho é aceita quando tem a mesma proporção; ela é reduzida, nunca cortada ou esticada. Você pode escolher o dispositivo (computador, celular ou ambos), as páginas (calculadoras, blog, conteúdo e categorias do blog) e o peso do anúncio no rodízio com outros anúncios da mesma posição. Anúncios de bebidas alcoólicas levam a frase de moderação do CONAR.";

export const COUNTING_PARAGRAPH =
  "Contamos uma impressão quando o anúncio é exibido a uma pessoa: robôs de busca, pré-carregamentos do navegador e espaços que não aparecem naquela tela (como o menu do celular fechado) não contam. Uma visualização é uma impressão que ficou pelo menos 50 % visível por 1 segundo seguido, o padrão do IAB. Os cliques passam pelo nosso endereço e contam uma vez por visitante a cada 30 minutos, sem cookies; a taxa de cliques (CTR) é cliques ÷ impressões. Os números ficam guardados por dia e podem ser enviados em relatório.";
