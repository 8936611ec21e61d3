// The infographics of /infograficos, in page order: the anchor, title and short
// explanation of each, and the references named under it. The table of contents and
// the page's structured data are built from this list.

export interface Source {
  label: string;
  href?: string;
}

export interface InfographicMeta {
  /** Anchor on the page (/infograficos#id). */
  id: string;
  title: string;
  /** One to three sentences shown under the title. */
  intro: string;
  sources: readonly Source[];
}

const BJCP_2021: Source = {
  label: "BJCP 2021 Style Guidelines (Beer Judge Certification Program)",
  href: "https://www.bjcp.org/bjcp-style-guidelines/",
};
const TASTING_BEER: Source = { label: "Randy Mosher, “Tasting Beer”, 2ª ed. (Storey, 2017)" };
const BEER_COMPANION: Source = { label: "Michael Jackson, “Beer Companion” (Mitchell Beazley, 1993)" };

export const INFOGRAPHICS: readonly InfographicMeta[] = [
  {
    id: "estilos-abv-ibu",
    title: "Estilos de cerveja por teor alcoólico e amargor",
    intro:
      "Cada retângulo é a faixa típica de um estilo: da esquerda para a direita cresce o álcool (ABV), de baixo para cima o amargor (IBU). Estilos que se sobrepõem podem ser parecidos nos números e muito diferentes no copo, pela cor, pela levedura e pelo aroma.",
    sources: [BJCP_2021],
  },
  {
    id: "escala-de-cor",
    title: "Escala de cor: SRM e EBC",
    intro:
      "A cor da cerveja é medida em SRM (padrão americano) ou EBC (europeu), e 1 SRM equivale a cerca de 1,97 EBC. As amostras mostram a cor aproximada de cada valor, e as barras, a faixa de alguns estilos conhecidos.",
    sources: [
      BJCP_2021,
      {
        label: "Brewers Association, Beer Style Guidelines (correspondência SRM/EBC)",
        href: "https://www.brewersassociation.org/edu/brewers-association-beer-style-guidelines/",
      },
      {
        label: "Tabela de conversão SRM → RGB de uso comum (artigo “Standard Reference Method”, Wikipédia)",
        href: "https://en.wikipedia.org/wiki/Standard_Reference_Method",
      },
    ],
  },
  {
    id: "copos",
    title: "Copos e o que servir em cada um",
    intro:
      "O formato do copo muda a espuma, o aroma que chega ao nariz e a temperatura da cerveja na mão. Os desenhos estão na mesma escala, para comparar os tamanhos.",
    sources: [TASTING_BEER, BEER_COMPANION],
  },
  {
    id: "temperatura",
    title: "Temperatura de serviço por família de estilos",
    intro:
      "Quanto mais aroma, corpo e álcool, menos gelada. Frio demais anestesia a língua e esconde o aroma; quente demais deixa as cervejas leves sem graça.",
    sources: [TASTING_BEER, BEER_COMPANION],
  },
  {
    id: "processo",
    title: "Do grão ao copo: como a cerveja é feita",
    intro:
      "As nove etapas da produção de cerveja a partir de malte de cevada, com as temperaturas e os tempos mais usados. Cada receita ajusta esses números ao estilo.",
    sources: [{ label: "John Palmer, “How to Brew”, 4ª ed. (Brewers Publications, 2017)" }],
  },
];
