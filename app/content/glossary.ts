/**
 * The drinks glossary (/glossario, docs/decisions/0009-glossary-infographics-legal.md): typed data plus the pure helpers the
 * page uses (sorting, A–Z groups, accent- and case-insensitive search, structured data).
 *
 * Writing rules, checked by glossary.test.ts: ids are URL slugs and double as the
 * anchors (/glossario#ibu), so never rename one; definitions are plain text of one to
 * three sentences (no abbreviations ending in a dot, which would read as a sentence
 * break); every related id exists; a calculator link points at one of the tool routes.
 *
 * Sources for the numbers: BJCP Style Guidelines 2021 (style ranges, Catharina Sour as
 * a local style), Brewers Association and Randy Mosher's "Tasting Beer" (serving
 * temperatures), Brewer's Friend / BeerSmith formulas (docs/decisions/0001-calculator-formulas.md), Brazilian law for cachaça,
 * caipirinha, chope and beer labelling (Decreto 6.871/2009, IN MAPA 65/2019).
 *
 * Style ranges and serving temperatures are not typed here: they come from the typed
 * data of the infographics through style-facts.ts (issue 11: one source per fact).
 *
 * Pure and isomorphic: safe on the server and in the browser.
 */
import { TOOL_ROUTES, type ToolRoute } from "~/lib/navigation";
import {
  ALPHABET,
  containsAll,
  FIRST_PAGE_LETTERS,
  letterPagePath,
  normalizeForSearch,
  queryWords,
  rankNameMatches,
  shortNameOf,
  termSearchText,
} from "./glossary-search";
import {
  ALE_FERMENTATION_C,
  BU_GU_READING,
  CO2_VOLUMES,
  CO2_VOLUMES_SPAN,
  factBetween,
  factNumber,
  factRange,
  IBU_DEFINITION,
  LAGER_FERMENTATION_C,
  PILSEN_EBC,
  SPARGE_WATER_C,
  SPELLINGS,
} from "./facts";
import { abvBetween, abvText, ibuBetween, ibuText, servingText } from "./style-facts";

export { ALPHABET, FIRST_PAGE_LETTERS, letterAnchor, letterPagePath, normalizeForSearch } from "./glossary-search";

export type GlossaryCategory = "estilos" | "ingredientes" | "producao" | "medidas" | "servico" | "consumo" | "bebidas";

/** Category labels, in the order they are listed. */
export const GLOSSARY_CATEGORIES: Readonly<Record<GlossaryCategory, string>> = {
  estilos: "Estilos e tipos de cerveja",
  ingredientes: "Ingredientes",
  producao: "Produção e fermentação",
  medidas: "Medidas e análises",
  servico: "Serviço e degustação",
  consumo: "Compra e consumo",
  bebidas: "Outras bebidas",
};

/** A calculator a term links to: one of the tool routes (navigation.ts). */
export type CalculatorRoute = ToolRoute;

export interface GlossaryTerm {
  /** URL slug and page anchor (/glossario#id). Stable: links elsewhere point at it. */
  id: string;
  name: string;
  /** Other names people search for ("Weizen", "Chopp"); searched and shown. */
  aliases?: readonly string[];
  /** 1–3 sentences, plain text, Brazilian Portuguese. */
  definition: string;
  category: GlossaryCategory;
  /** Ids of related terms, shown as in-page links. */
  related: readonly string[];
  calculator?: CalculatorRoute;
}

// Grouped by category for writing; the page sorts alphabetically.
const TERMS: readonly GlossaryTerm[] = [
  // ---------------------------------------------------------------------------
  // Estilos e tipos de cerveja
  // ---------------------------------------------------------------------------
  {
    id: "ale",
    name: "Ale",
    definition: `Família de cervejas de alta fermentação, feitas com leveduras Saccharomyces cerevisiae que trabalham em temperaturas mais altas, em geral ${factBetween(ALE_FERMENTATION_C)} °C. A fermentação mais quente gera ésteres frutados, por isso as ales costumam ter aroma mais complexo que as lagers. IPA, Stout, Weiss e Saison são exemplos de ales.`,
    category: "estilos",
    related: ["lager", "levedura-ale", "esteres", "ipa"],
  },
  {
    id: "lager",
    name: "Lager",
    definition: `Família de cervejas de baixa fermentação, feitas com leveduras Saccharomyces pastorianus em temperaturas baixas (cerca de ${factRange(LAGER_FERMENTATION_C)} °C) e maturadas a frio por semanas. O resultado é um perfil limpo, com pouco aroma de fermentação; o nome vem do alemão lagern, armazenar. Pilsen, Helles, Bock e Schwarzbier são lagers.`,
    category: "estilos",
    related: ["ale", "levedura-lager", "maturacao", "pilsen"],
  },
  {
    id: "pilsen",
    name: "Pilsen (Pilsner)",
    aliases: ["Pilsner", "Pils"],
    definition:
      "Lager clara e refrescante criada em 1842 na cidade de Plzeň (Pilsen), na atual República Tcheca, com aroma e amargor marcantes de lúpulos nobres. No Brasil, o nome virou sinônimo das lagers claras de grande consumo, em geral mais leves e menos amargas que as Pilsners tchecas e alemãs.",
    category: "estilos",
    related: ["lager", "lupulos-nobres", "american-lager", "helles"],
  },
  {
    id: "american-lager",
    name: "American Lager",
    aliases: ["Standard American Lager"],
    definition: `Lager muito clara, leve e pouco amarga (${ibuText("american-lager")}), feita em parte com adjuntos como milho ou arroz, que deixam corpo e sabor mais leves. É o perfil da maioria das cervejas de grande volume vendidas no Brasil, mesmo quando o rótulo diz Pilsen.`,
    category: "estilos",
    related: ["pilsen", "adjuntos", "lager", "drinkability"],
  },
  {
    id: "helles",
    name: "Helles (Munich Helles)",
    aliases: ["Munich Helles"],
    definition:
      "Lager clara de Munique, criada no fim do século XIX para concorrer com as Pilsners, com sabor suave e levemente adocicado de malte e amargor baixo a moderado. É mais maltada e menos amarga que uma Pilsner.",
    category: "estilos",
    related: ["pilsen", "lager", "dunkel"],
  },
  {
    id: "dunkel",
    name: "Dunkel (Munich Dunkel)",
    aliases: ["Munich Dunkel"],
    definition:
      "Lager escura tradicional da Baviera, de cor marrom-avermelhada, com sabor de pão tostado, casca de pão e um leve chocolate vindos do malte Munique, sem torrado acentuado. O nome significa escuro em alemão.",
    category: "estilos",
    related: ["helles", "schwarzbier", "malte-base"],
  },
  {
    id: "schwarzbier",
    name: "Schwarzbier",
    definition:
      "Lager preta alemã, leve e seca, em que os maltes escuros dão cor quase negra e notas suaves de torrado e chocolate, sem o amargor de torra de uma Stout. O nome significa cerveja preta.",
    category: "estilos",
    related: ["dunkel", "stout", "malte-torrado"],
  },
  {
    id: "bock",
    name: "Bock",
    aliases: ["Maibock", "Doppelbock", "Eisbock"],
    definition: `Lager alemã forte e maltada, de cor cobre a marrom, originária da cidade de Einbeck; a versão tradicional, a Dunkles Bock, tem ${abvText("dunkles-bock")}. Tem variações como a Maibock (clara, de primavera), a Doppelbock (mais forte) e a Eisbock (concentrada por congelamento).`,
    category: "estilos",
    related: ["lager", "dunkel", "abv"],
  },
  {
    id: "kolsch",
    name: "Kölsch",
    definition:
      "Cerveja clara e delicada de Colônia (Köln), na Alemanha, fermentada com levedura ale em temperatura mais baixa que o usual e maturada a frio, o que a deixa limpa como uma lager. Pela Kölsch Konvention, só cervejarias da região de Colônia podem usar o nome.",
    category: "estilos",
    related: ["ale", "lager", "helles"],
  },
  {
    id: "weiss",
    name: "Weiss (Weizen)",
    aliases: ["Weizen", "Hefeweizen", "Weissbier", "Weizenbier"],
    definition:
      "Cerveja de trigo alemã, feita com pelo menos metade de malte de trigo e servida turva, com a levedura em suspensão. A levedura produz os aromas típicos de banana e cravo, e a carbonatação alta forma um colarinho volumoso.",
    category: "estilos",
    related: ["trigo", "witbier", "esteres", "fenois"],
  },
  {
    id: "witbier",
    name: "Witbier",
    aliases: ["Wit", "Blanche"],
    definition: `Cerveja de trigo belga, clara e turva, feita com trigo não maltado e temperada com casca de laranja e sementes de coentro. É leve, refrescante e cítrica, com ${abvText("witbier")}.`,
    category: "estilos",
    related: ["weiss", "trigo", "adjuntos"],
  },
  {
    id: "ipa",
    name: "IPA (India Pale Ale)",
    aliases: ["India Pale Ale"],
    definition: `Ale de aroma e amargor de lúpulo intensos, nascida das pale ales inglesas que se exportavam para a Índia desde o fim do século XVIII; o nome India Pale Ale aparece por volta de 1830. A versão americana, hoje a mais comum, usa lúpulos cítricos, resinosos e tropicais e fica em geral ${abvBetween("american-ipa")} e ${ibuBetween("american-ipa")}.`,
    category: "estilos",
    related: ["apa", "new-england-ipa", "double-ipa", "dry-hopping", "ibu"],
    calculator: "/ibu",
  },
  {
    id: "apa",
    name: "APA (American Pale Ale)",
    aliases: ["American Pale Ale", "Pale Ale"],
    definition: `Pale ale americana de cor dourada a âmbar-clara, com aroma de lúpulos americanos (cítrico, floral, resinoso) e amargor moderado, ${ibuBetween("american-pale-ale")}. É mais leve e menos amarga que uma IPA, com ${abvText("american-pale-ale")}.`,
    category: "estilos",
    related: ["ipa", "lupulo", "ale"],
  },
  {
    id: "new-england-ipa",
    name: "New England IPA (NEIPA)",
    aliases: ["NEIPA", "Hazy IPA", "Juicy IPA"],
    definition:
      "IPA turva, macia e de amargor percebido baixo, que concentra o lúpulo em adições tardias, no whirlpool e em dry hopping intenso para obter aromas de frutas tropicais e cítricas. Aveia e trigo na receita ajudam a dar corpo sedoso e turbidez.",
    category: "estilos",
    related: ["ipa", "dry-hopping", "whirlpool"],
  },
  {
    id: "double-ipa",
    name: "Double IPA (DIPA)",
    aliases: ["DIPA", "Imperial IPA"],
    definition: `Versão mais forte e mais lupulada da IPA, em geral ${abvBetween("double-ipa")} e ${ibuBetween("double-ipa")}, com final seco para não ficar enjoativa. O malte fica em segundo plano, apenas sustentando o lúpulo.`,
    category: "estilos",
    related: ["ipa", "ibu", "abv"],
    calculator: "/ibu",
  },
  {
    id: "session",
    name: "Session",
    aliases: ["Session beer", "Session IPA"],
    definition:
      "Cerveja de teor alcoólico baixo, em geral até cerca de 5% ABV, pensada para beber mais de uma na mesma ocasião sem pesar. O termo também qualifica estilos, como a Session IPA, que mantém o aroma de lúpulo com menos álcool.",
    category: "estilos",
    related: ["drinkability", "ipa", "abv"],
  },
  {
    id: "stout",
    name: "Stout",
    aliases: ["Dry Stout", "Irish Stout"],
    definition: `Ale escura feita com cevada torrada ou maltes torrados, que dão notas de café e chocolate amargo. A Irish Stout é o exemplo clássico: seca, de corpo médio-leve a médio-encorpado, com ${abvText("irish-stout")}. O colarinho cremoso vem da cevada em flocos da receita e do serviço com nitrogênio, não do malte torrado.`,
    category: "estilos",
    related: ["porter", "malte-torrado", "russian-imperial-stout", "nitro"],
  },
  {
    id: "russian-imperial-stout",
    name: "Russian Imperial Stout",
    aliases: ["Imperial Stout", "RIS"],
    definition: `Stout muito forte, em geral com ${abvText("imperial-stout")}, intensa e encorpada, com notas de torra, chocolate, café e frutas escuras. O nome lembra as stouts que cervejeiros ingleses exportavam para a corte russa no século XVIII.`,
    category: "estilos",
    related: ["stout", "barley-wine", "abv"],
  },
  {
    id: "porter",
    name: "Porter",
    definition:
      "Ale escura surgida em Londres no século XVIII e popular entre os carregadores (porters) da cidade, com notas de chocolate, caramelo e torrado suave. Costuma ser menos marcada pela torra que a Stout, estilo que nasceu dela.",
    category: "estilos",
    related: ["stout", "malte-torrado", "malte-caramelo"],
  },
  {
    id: "saison",
    name: "Saison",
    definition:
      "Ale tradicional da Valônia, na Bélgica, produzida em fazendas para os trabalhadores sazonais do verão. É seca, muito carbonatada e refrescante, com notas frutadas e apimentadas vindas da levedura.",
    category: "estilos",
    related: ["fenois", "carbonatacao", "brettanomyces"],
  },
  {
    id: "tripel",
    name: "Tripel",
    definition: `Ale belga clara e forte, com ${abvText("belgian-tripel")} e de tradição trapista, dourada, seca e muito carbonatada, com notas frutadas e condimentadas da levedura. O álcool alto fica disfarçado pela secura, obtida em parte com açúcar na receita.`,
    category: "estilos",
    related: ["trapista", "dubbel", "acucar-candi"],
  },
  {
    id: "dubbel",
    name: "Dubbel",
    definition: `Ale belga escura de tradição trapista, com ${abvText("belgian-dubbel")}, cor de âmbar-escuro a cobre, com reflexos avermelhados, e notas de frutas secas (uva-passa, ameixa), caramelo e açúcar escuro. Tem final relativamente seco e carbonatação média a alta.`,
    category: "estilos",
    related: ["tripel", "quadrupel", "trapista", "acucar-candi"],
  },
  {
    id: "quadrupel",
    name: "Quadrupel (Belgian Dark Strong Ale)",
    aliases: ["Quad", "Belgian Dark Strong Ale"],
    definition: `Ale belga escura e muito forte, em geral com ${abvText("belgian-dark-strong-ale")}, rica em notas de frutas secas, caramelo, açúcar queimado e especiarias vindas da levedura. Apesar do corpo e do álcool, as boas versões não são enjoativas.`,
    category: "estilos",
    related: ["dubbel", "tripel", "trapista"],
  },
  {
    id: "trapista",
    name: "Trapista (cerveja)",
    aliases: ["Authentic Trappist Product"],
    definition:
      "Cerveja feita dentro dos muros de um mosteiro trapista, sob a supervisão dos monges e com a renda destinada ao mosteiro e a obras sociais, condições exigidas pela Associação Internacional Trapista para o selo Authentic Trappist Product. Não é um estilo: há trapistas claras, escuras, leves e fortes.",
    category: "estilos",
    related: ["dubbel", "tripel", "quadrupel"],
  },
  {
    id: "sour",
    name: "Sour (cerveja ácida)",
    aliases: ["Cerveja ácida"],
    definition:
      "Nome geral das cervejas de acidez evidente, obtida com bactérias láticas (como Lactobacillus e Pediococcus), leveduras selvagens ou envelhecimento em madeira. Inclui estilos como Berliner Weisse, Gose, Lambic e Catharina Sour.",
    category: "estilos",
    related: ["catharina-sour", "lactobacillus", "kettle-sour", "lambic"],
  },
  {
    id: "catharina-sour",
    name: "Catharina Sour",
    definition: `Estilo brasileiro de Santa Catarina: uma cerveja de trigo leve (${abvText("catharina-sour")}), refrescante, de acidez lática limpa e com frutas frescas, muitas vezes tropicais. Produzida desde o fim de 2015, recebeu nome e definição da Associação das Cervejarias Artesanais de Santa Catarina (ACASC) em agosto de 2016. Entrou no guia do BJCP como estilo provisório (X4) em junho de 2018 e, na edição de 2021, está no Apêndice B, de estilos locais.`,
    category: "estilos",
    related: ["sour", "kettle-sour", "berliner-weisse", "lactobacillus"],
  },
  {
    id: "berliner-weisse",
    name: "Berliner Weisse",
    definition: `Cerveja de trigo ácida de Berlim, muito leve (${abvText("berliner-weisse")}), clara e bem carbonatada. Na Alemanha é tradicionalmente servida com xarope de framboesa ou de aspérula.`,
    category: "estilos",
    related: ["sour", "weiss", "lactobacillus"],
  },
  {
    id: "gose",
    name: "Gose",
    definition:
      "Cerveja de trigo ácida de origem alemã, ligada às cidades de Goslar e Leipzig, temperada com sal e sementes de coentro. Tem acidez refrescante e um leve toque salino, sem ser salgada.",
    category: "estilos",
    related: ["sour", "berliner-weisse", "witbier"],
  },
  {
    id: "lambic",
    name: "Lambic",
    aliases: ["Gueuze", "Kriek"],
    definition:
      "Cerveja belga de fermentação espontânea, em que leveduras e bactérias do ambiente da região de Bruxelas fermentam o mosto, envelhecida por meses ou anos em barris de madeira. É a base da Gueuze (mistura de lambics jovens e velhas) e da Kriek (com cerejas).",
    category: "estilos",
    related: ["sour", "brettanomyces", "fermentacao"],
  },
  {
    id: "barley-wine",
    name: "Barley Wine",
    aliases: ["Barleywine"],
    definition: `Ale muito forte, com ${abvText("english-barley-wine")}, encorpada e maltada, com notas de caramelo, frutas secas e álcool aquecendo. Apesar do nome (vinho de cevada), é cerveja, e envelhece bem por anos, como um vinho. É servida de ${servingText("fortes")}.`,
    category: "estilos",
    related: ["russian-imperial-stout", "malte-caramelo", "abv"],
  },
  {
    id: "cerveja-artesanal",
    name: "Cerveja artesanal",
    aliases: ["Craft beer"],
    definition:
      "Termo sem definição legal no Brasil, usado para cervejas de produtores independentes e de menor escala, em geral com foco em variedade de estilos e ingredientes. Artesanal não garante qualidade nem puro malte: vale ler o rótulo.",
    category: "estilos",
    related: ["puro-malte", "cerveja-caseira", "adjuntos"],
  },
  {
    id: "puro-malte",
    name: "Puro malte",
    definition:
      "Pela IN MAPA 65/2019, é a cerveja feita com 100% de malte de cevada, sem adjuntos como milho, arroz, açúcar, trigo ou cevada não maltada. Não é um estilo: uma Pilsen ou uma IPA podem ser puro malte, mas uma Stout que leva cevada torrada não maltada não pode usar o termo.",
    category: "estilos",
    related: ["malte", "adjuntos", "american-lager"],
  },

  // ---------------------------------------------------------------------------
  // Ingredientes
  // ---------------------------------------------------------------------------
  {
    id: "malte",
    name: "Malte",
    definition:
      "Grão de cereal, quase sempre cevada, que foi umedecido para germinar e depois seco em estufa. A maltagem desenvolve as enzimas que, na mosturação, convertem o amido em açúcares fermentáveis, e a secagem define cor e sabor.",
    category: "ingredientes",
    related: ["cevada", "malte-base", "malte-especial", "mosturacao"],
  },
  {
    id: "cevada",
    name: "Cevada",
    definition:
      "Cereal (Hordeum vulgare) mais usado para fazer malte cervejeiro, por ser rico em amido e enzimas e ter casca que ajuda a filtrar o mosto. Também é usada sem maltar e torrada, em estilos como a Stout.",
    category: "ingredientes",
    related: ["malte", "trigo", "malte-torrado"],
  },
  {
    id: "trigo",
    name: "Trigo",
    definition:
      "Cereal usado maltado ou cru em cervejas como Weiss, Witbier e Berliner Weisse. Rico em proteínas, contribui para o corpo, a espuma duradoura e a turbidez.",
    category: "ingredientes",
    related: ["weiss", "witbier", "colarinho"],
  },
  {
    id: "malte-base",
    name: "Malte base",
    definition:
      "Malte claro e de alto poder enzimático que compõe a maior parte da receita e fornece a maioria dos açúcares fermentáveis. Pilsen, Pale Ale, Viena e Munique são maltes base comuns.",
    category: "ingredientes",
    related: ["malte", "malte-especial", "mosturacao"],
  },
  {
    id: "malte-especial",
    name: "Malte especial",
    definition:
      "Malte usado em pequena proporção para dar cor, sabor, aroma ou corpo. Os maltes caramelo e torrados têm pouco ou nenhum poder enzimático e não sustentam uma receita sozinhos; já o malte defumado e o acidificado mantêm as enzimas, e o defumado pode ser até todo o malte da receita, como em muitas Rauchbiers.",
    category: "ingredientes",
    related: ["malte-base", "malte-caramelo", "malte-torrado", "srm"],
  },
  {
    id: "malte-caramelo",
    name: "Malte caramelo (cristal)",
    aliases: ["Malte cristal", "Crystal", "Caramalte"],
    definition:
      "Malte especial em que o amido é convertido em açúcar dentro do próprio grão úmido, que depois é seco em alta temperatura até caramelizar. Dá notas de caramelo e toffee, dulçor residual, cor e corpo.",
    category: "ingredientes",
    related: ["malte-especial", "corpo", "srm"],
  },
  {
    id: "malte-torrado",
    name: "Malte torrado",
    aliases: ["Malte chocolate", "Malte black", "Cevada torrada"],
    definition:
      "Malte ou cevada torrados em alta temperatura, como os maltes chocolate e black e a cevada torrada. Dão cor escura e notas de café, chocolate amargo e torra a Stouts, Porters e Schwarzbiers.",
    category: "ingredientes",
    related: ["stout", "porter", "malte-especial"],
  },
  {
    id: "lupulo",
    name: "Lúpulo",
    aliases: ["Hop", "Humulus lupulus"],
    definition:
      "Flor feminina da trepadeira Humulus lupulus, cujas glândulas de lupulina contêm os alfa-ácidos, fonte do amargor, e os óleos essenciais, fonte do aroma. Também ajuda a conservar a cerveja, por sua ação antibacteriana.",
    category: "ingredientes",
    related: ["alfa-acidos", "lupulos-nobres", "dry-hopping", "ibu"],
    calculator: "/ibu",
  },
  {
    id: "alfa-acidos",
    name: "Alfa-ácidos",
    aliases: ["AA%", "Alfa ácido"],
    definition:
      "Resinas do lúpulo que, na fervura, se transformam em iso-alfa-ácidos, os principais responsáveis pelo amargor da cerveja. O teor, informado em percentual na embalagem do lúpulo, entra no cálculo do IBU.",
    category: "ingredientes",
    related: ["lupulo", "ibu", "fervura", "formula-de-tinseth"],
    calculator: "/ibu",
  },
  {
    id: "lupulos-nobres",
    name: "Lúpulos nobres",
    definition:
      "Nome dado a quatro variedades tradicionais da Europa Central: Hallertauer Mittelfrüh, Tettnanger, Spalter e Saaz. Têm baixo teor de alfa-ácidos e aroma floral, herbal e condimentado, típico das lagers alemãs e tchecas.",
    category: "ingredientes",
    related: ["lupulo", "pilsen", "lager"],
  },
  {
    id: "levedura",
    name: "Levedura",
    aliases: ["Fermento"],
    definition:
      "Fungo unicelular que consome os açúcares do mosto e produz álcool, gás carbônico e centenas de compostos de aroma e sabor. Nas cervejas, as principais são a Saccharomyces cerevisiae, das ales, e a Saccharomyces pastorianus, das lagers.",
    category: "ingredientes",
    related: ["levedura-ale", "levedura-lager", "fermentacao", "brettanomyces"],
  },
  {
    id: "levedura-ale",
    name: "Levedura ale",
    aliases: ["Alta fermentação"],
    definition: `Levedura Saccharomyces cerevisiae, chamada de alta fermentação porque tradicionalmente sobe e forma espuma no topo do fermentador. Trabalha em cerca de ${factRange(ALE_FERMENTATION_C)} °C e produz mais ésteres, com aromas frutados.`,
    category: "ingredientes",
    related: ["levedura", "ale", "esteres"],
  },
  {
    id: "levedura-lager",
    name: "Levedura lager",
    aliases: ["Baixa fermentação"],
    definition: `Levedura Saccharomyces pastorianus, chamada de baixa fermentação porque tende a decantar no fundo do fermentador. Trabalha em cerca de ${factRange(LAGER_FERMENTATION_C)} °C e produz um perfil limpo, com poucos ésteres.`,
    category: "ingredientes",
    related: ["levedura", "lager", "maturacao"],
  },
  {
    id: "brettanomyces",
    name: "Brettanomyces",
    aliases: ["Brett"],
    definition:
      "Gênero de leveduras selvagens que dá notas rústicas (couro, celeiro, cravo) e frutadas e consegue fermentar açúcares que a levedura comum deixa para trás. É desejada em Lambics, em algumas Saisons e em ales envelhecidas, mas é contaminação nos demais estilos.",
    category: "ingredientes",
    related: ["lambic", "saison", "off-flavor", "sour"],
  },
  {
    id: "lactobacillus",
    name: "Lactobacillus",
    definition:
      "Gênero de bactérias láticas que transformam açúcares em ácido lático, dando acidez limpa e refrescante. É usado em Berliner Weisse, Gose e Catharina Sour, muitas vezes pela técnica de kettle sour.",
    category: "ingredientes",
    related: ["kettle-sour", "sour", "catharina-sour"],
  },
  {
    id: "adjuntos",
    name: "Adjuntos",
    aliases: ["Adjunto cervejeiro"],
    definition:
      "Fontes de açúcar diferentes do malte de cevada, como milho, arroz, trigo ou aveia não maltados e açúcares. Podem deixar a cerveja mais leve e barata ou acrescentar sabor e textura; no Brasil, devem constar da lista de ingredientes do rótulo.",
    category: "ingredientes",
    related: ["puro-malte", "american-lager", "witbier"],
  },
  {
    id: "agua",
    name: "Água",
    definition:
      "Principal ingrediente da cerveja, com mais de 90% do volume. Os minerais dissolvidos (cálcio, magnésio, sulfato, cloreto e bicarbonato) influenciam o pH da mostura e o sabor: o sulfato realça o amargor, e o cloreto, o malte.",
    category: "ingredientes",
    related: ["ph", "mosturacao", "pilsen"],
  },
  {
    id: "acucar-candi",
    name: "Açúcar candi",
    definition:
      "Açúcar usado em cervejas belgas, em cristais ou em xarope, que fermenta por completo e aumenta o teor alcoólico sem deixar o corpo pesado. As versões escuras acrescentam cor e notas de caramelo e frutas secas.",
    category: "ingredientes",
    related: ["tripel", "dubbel", "adjuntos"],
  },

  // ---------------------------------------------------------------------------
  // Produção e fermentação
  // ---------------------------------------------------------------------------
  {
    id: "brassagem",
    name: "Brassagem",
    definition:
      "Conjunto das etapas de produção do mosto na cervejaria: moagem, mosturação, clarificação, lavagem, fervura e resfriamento. Por extensão, também é o nome do dia ou da sessão de produção de uma cerveja.",
    category: "producao",
    related: ["moagem", "mosturacao", "fervura", "mosto"],
  },
  {
    id: "moagem",
    name: "Moagem",
    definition:
      "Quebra dos grãos de malte para expor o amido às enzimas, preservando a casca o máximo possível. As cascas inteiras formam o leito filtrante que separa o mosto dos grãos.",
    category: "producao",
    related: ["malte", "mosturacao", "lavagem"],
  },
  {
    id: "mosturacao",
    name: "Mosturação",
    aliases: ["Mostura", "Mash"],
    definition:
      "Etapa em que o malte moído fica em água quente, em geral entre 62 e 72 °C, para que as enzimas convertam o amido em açúcares. Temperaturas mais baixas geram mais açúcares fermentáveis (cerveja mais seca), e mais altas, mais dextrinas (mais corpo).",
    category: "producao",
    related: ["mosto", "malte-base", "corpo", "atenuacao"],
  },
  {
    id: "mosto",
    name: "Mosto",
    aliases: ["Wort"],
    definition:
      "Líquido açucarado obtido na mosturação, que é fervido com lúpulo, resfriado e então fermentado para virar cerveja. Sua densidade antes da fermentação é a OG.",
    category: "producao",
    related: ["mosturacao", "og", "fervura", "fermentacao"],
  },
  {
    id: "lavagem",
    name: "Lavagem (sparge)",
    aliases: ["Sparge", "Sparging"],
    definition: `Passagem de água quente, a ${factRange(SPARGE_WATER_C)} °C, pelo leito de grãos depois da mosturação, para extrair os açúcares que ficaram nele. Lavar demais ou com água quente demais pode extrair taninos adstringentes das cascas.`,
    category: "producao",
    related: ["mosturacao", "moagem", "brassagem"],
  },
  {
    id: "fervura",
    name: "Fervura",
    definition:
      "Etapa em que o mosto ferve, em geral por 60 a 90 minutos, com as adições de lúpulo. Ela isomeriza os alfa-ácidos (amargor), esteriliza, concentra o mosto e elimina compostos indesejados como o DMS; quanto mais tempo o lúpulo ferve, mais amargor ele dá.",
    category: "producao",
    related: ["alfa-acidos", "ibu", "whirlpool", "formula-de-tinseth"],
    calculator: "/ibu",
  },
  {
    id: "whirlpool",
    name: "Whirlpool",
    definition:
      "Movimento circular dado ao mosto no fim da fervura para que as partículas (trub) se acumulem no centro do fundo da panela ou do tanque. Lúpulos adicionados nessa fase, abaixo da fervura, dão muito aroma e pouco amargor.",
    category: "producao",
    related: ["fervura", "trub", "new-england-ipa"],
  },
  {
    id: "trub",
    name: "Trub",
    definition:
      "Sedimento formado por proteínas coaguladas e resíduos de lúpulo na fervura e no resfriamento e, depois da fermentação, por leveduras inativas. É separado do mosto e da cerveja para evitar sabores indesejados.",
    category: "producao",
    related: ["whirlpool", "fermentacao", "maturacao"],
  },
  {
    id: "fermentacao",
    name: "Fermentação",
    definition:
      "Etapa em que a levedura consome os açúcares do mosto e produz álcool, gás carbônico e compostos de sabor. Dura de poucos dias a algumas semanas, conforme a levedura, a temperatura e a densidade do mosto.",
    category: "producao",
    related: ["levedura", "atenuacao", "fg", "maturacao"],
    calculator: "/abv",
  },
  {
    id: "maturacao",
    name: "Maturação",
    aliases: ["Lagering", "Condicionamento"],
    definition:
      "Repouso da cerveja depois da fermentação principal. Primeiro, ainda quente (no descanso de diacetil, cerca de 18 a 20 °C no fim da fermentação), a levedura reabsorve compostos como diacetil e acetaldeído; depois, a frio, a cerveja clarifica e os sabores se integram, por semanas nas lagers.",
    category: "producao",
    related: ["fermentacao", "lager", "diacetil", "cold-crash"],
  },
  {
    id: "dry-hopping",
    name: "Dry hopping",
    aliases: ["Lupulagem a frio"],
    definition:
      "Adição de lúpulo à cerveja durante ou depois da fermentação, sem fervura (daí o nome lupulagem a frio), para extrair os óleos essenciais. Costuma ser feita na temperatura de fermentação, antes do cold crash, e dá aroma intenso de lúpulo sem aumentar de forma significativa o amargor medido em IBU.",
    category: "producao",
    related: ["lupulo", "ipa", "new-england-ipa", "lupulagem", "cold-crash"],
  },
  {
    id: "kettle-sour",
    name: "Kettle sour",
    aliases: ["Acidificação na tina"],
    definition:
      "Técnica de acidificação em que o mosto recebe Lactobacillus e fica na tina por um ou dois dias, até a acidez desejada, antes da fervura. A fervura elimina as bactérias, e a cerveja segue para uma fermentação normal, com acidez limpa e previsível.",
    category: "producao",
    related: ["lactobacillus", "catharina-sour", "sour"],
  },
  {
    id: "priming",
    name: "Priming",
    aliases: ["Açúcar de priming"],
    definition:
      "Adição de uma quantidade medida de açúcar à cerveja pronta, no momento do envase, para que a levedura refermente na garrafa e produza o gás carbônico. A dose depende do volume, da temperatura e da carbonatação desejada: açúcar demais pode estourar garrafas.",
    category: "producao",
    related: ["carbonatacao", "volumes-de-co2", "envase"],
    calculator: "/abv",
  },
  {
    id: "envase",
    name: "Envase",
    definition:
      "Transferência da cerveja pronta para garrafas, latas ou barris, evitando ao máximo a entrada de oxigênio e de contaminantes. Na produção caseira, costuma ser feito junto com o priming.",
    category: "producao",
    related: ["priming", "pasteurizacao", "chope"],
  },
  {
    id: "pasteurizacao",
    name: "Pasteurização",
    definition:
      "Aquecimento controlado da cerveja, em geral já envasada, para inativar microrganismos e aumentar a validade. Cervejas não pasteurizadas, como o chope, precisam ficar refrigeradas e duram menos.",
    category: "producao",
    related: ["chope", "envase"],
  },
  {
    id: "esteres",
    name: "Ésteres",
    definition:
      "Compostos aromáticos produzidos pela levedura durante a fermentação que lembram frutas, como banana, pera e maçã. São mais intensos em ales, em fermentações mais quentes e em mostos de densidade alta.",
    category: "producao",
    related: ["levedura-ale", "weiss", "fenois"],
  },
  {
    id: "fenois",
    name: "Fenóis",
    definition:
      "Compostos de aroma que algumas leveduras produzem, com notas de cravo, pimenta ou defumado, desejados em estilos como Weiss, Witbier e Saison. Em outros estilos são defeito e podem lembrar remédio, plástico ou esparadrapo.",
    category: "producao",
    related: ["weiss", "saison", "off-flavor"],
  },
  {
    id: "cerveja-caseira",
    name: "Cerveja caseira (homebrewing)",
    aliases: ["Homebrewing", "Homebrew"],
    definition:
      "Produção de cerveja em casa, em pequenos lotes, comumente de 10 a 40 litros. Fazer para consumo próprio é permitido; vender exige o registro do estabelecimento e do produto no Ministério da Agricultura.",
    category: "producao",
    related: ["brassagem", "og", "ibu"],
    calculator: "/abv",
  },

  // ---------------------------------------------------------------------------
  // Medidas e análises
  // ---------------------------------------------------------------------------
  {
    id: "og",
    name: "OG (densidade original)",
    aliases: ["Original Gravity", "Densidade inicial", "Gravidade original"],
    definition:
      "Densidade do mosto antes da fermentação em relação à da água, como 1,050. Indica a quantidade de açúcares dissolvidos e, portanto, o potencial alcoólico da cerveja.",
    category: "medidas",
    related: ["fg", "abv", "plato", "densimetro"],
    calculator: "/abv",
  },
  {
    id: "fg",
    name: "FG (densidade final)",
    aliases: ["Final Gravity", "Gravidade final"],
    definition:
      "Densidade da cerveja ao fim da fermentação, como 1,010. Quanto menor em relação à OG, mais açúcar foi fermentado: a diferença entre as duas dá o teor alcoólico e a atenuação.",
    category: "medidas",
    related: ["og", "abv", "atenuacao"],
    calculator: "/abv",
  },
  {
    id: "abv",
    name: "ABV (teor alcoólico por volume)",
    aliases: ["Alcohol by volume", "Teor alcoólico", "% vol"],
    definition:
      "Percentual do volume da bebida que é álcool etílico, o número que aparece no rótulo como % vol. Na cerveja caseira, é estimado pela queda da densidade: na fórmula mais usada, ABV ≈ (OG − FG) × 131,25.",
    category: "medidas",
    related: ["og", "fg", "abw", "gay-lussac"],
    calculator: "/abv",
  },
  {
    id: "abw",
    name: "ABW (teor alcoólico em peso)",
    aliases: ["Alcohol by weight"],
    definition:
      "Percentual da massa da bebida que é álcool. Como o álcool é menos denso que a água, o ABW é menor que o ABV: numa cerveja, 4% ABW equivalem a cerca de 5% ABV.",
    category: "medidas",
    related: ["abv", "og", "fg"],
    calculator: "/abv",
  },
  {
    id: "gay-lussac",
    name: "Gay-Lussac (°GL)",
    aliases: ["°GL", "Grau GL"],
    definition:
      "Unidade de teor alcoólico que equivale ao percentual de álcool em volume: 5 °GL é o mesmo que 5% ABV. Aparece na legislação brasileira e em rótulos antigos, sobretudo de destilados.",
    category: "medidas",
    related: ["abv", "destilado"],
    calculator: "/abv",
  },
  {
    id: "ibu",
    name: "IBU (International Bitterness Units)",
    aliases: ["Unidades internacionais de amargor"],
    definition: `Medida do amargor da cerveja: ${IBU_DEFINITION}. Vai de menos de 10 em lagers leves a mais de 60 em IPAs e, nas receitas, é estimado por fórmulas como a de Tinseth.`,
    category: "medidas",
    related: ["alfa-acidos", "formula-de-tinseth", "amargor", "relacao-bu-gu"],
    calculator: "/ibu",
  },
  {
    id: "formula-de-tinseth",
    name: "Fórmula de Tinseth",
    aliases: ["Tinseth"],
    definition:
      "Modelo publicado por Glenn Tinseth nos anos 1990 que estima o IBU a partir do teor de alfa-ácidos, da massa de lúpulo, do tempo de fervura, da densidade do mosto e do volume. É a fórmula usada pela Calculadora de IBU do Cervejômetro.",
    category: "medidas",
    related: ["ibu", "alfa-acidos", "fervura"],
    calculator: "/ibu",
  },
  {
    id: "relacao-bu-gu",
    name: "Relação BU:GU",
    aliases: ["BU:GU", "BU/GU"],
    definition: `Razão entre o IBU e os pontos de densidade do mosto (os milésimos da OG acima de 1, como 50 em 1,050), usada para estimar o equilíbrio entre amargor e malte: ${BU_GU_READING}.`,
    category: "medidas",
    related: ["ibu", "og", "amargor"],
    calculator: "/ibu",
  },
  {
    id: "srm",
    name: "SRM (Standard Reference Method)",
    definition:
      "Escala americana de cor de cerveja e de mosto, medida pela absorção de luz no comprimento de onda de 430 nm. Vai de cerca de 2 (palha) a mais de 40 (preta); multiplicado por 1,97, dá o valor na escala EBC.",
    category: "medidas",
    related: ["ebc", "lovibond", "malte-especial"],
  },
  {
    id: "ebc",
    name: "EBC (escala de cor)",
    aliases: ["European Brewery Convention"],
    definition: `Escala europeia de cor de cerveja e de malte, definida pela European Brewery Convention; um valor EBC equivale a cerca de 1,97 vez o valor SRM. Uma Pilsen fica por volta de ${factRange(PILSEN_EBC)} EBC, e uma Stout, acima de 50.`,
    category: "medidas",
    related: ["srm", "lovibond"],
  },
  {
    id: "lovibond",
    name: "Lovibond (°L)",
    aliases: ["°L", "Grau Lovibond"],
    definition:
      "Escala antiga de cor, ainda usada para indicar a cor dos maltes nas embalagens. Em valores baixos fica próxima do SRM; a conversão usual é SRM ≈ 1,3546 × °L − 0,76.",
    category: "medidas",
    related: ["srm", "ebc", "malte-especial"],
  },
  {
    id: "atenuacao",
    name: "Atenuação",
    aliases: ["Atenuação aparente", "Atenuação real"],
    definition:
      "Percentual dos açúcares do mosto consumidos pela levedura. A atenuação aparente é (OG − FG) ÷ (OG − 1) × 100; a real é menor, porque o álcool, menos denso que a água, faz a FG parecer mais baixa do que o extrato que de fato sobrou.",
    category: "medidas",
    related: ["og", "fg", "levedura", "extrato"],
    calculator: "/abv",
  },
  {
    id: "plato",
    name: "Plato (°P)",
    aliases: ["°P", "Grau Plato"],
    definition:
      "Escala de densidade usada pelas cervejarias: 1 °P equivale a 1 grama de extrato em 100 gramas de mosto. Uma OG de 1,048 corresponde a cerca de 12 °P.",
    category: "medidas",
    related: ["og", "brix", "extrato"],
    calculator: "/abv",
  },
  {
    id: "brix",
    name: "Brix (°Bx)",
    aliases: ["°Bx", "Grau Brix"],
    definition:
      "Escala do teor de sacarose dissolvida, em gramas por 100 gramas de solução, usada por refratômetros e na produção de sucos e vinhos. No mosto, 1 °Bx é praticamente 1 °P, mas leituras feitas depois do início da fermentação precisam de correção por causa do álcool.",
    category: "medidas",
    related: ["plato", "refratometro"],
    calculator: "/abv",
  },
  {
    id: "extrato",
    name: "Extrato",
    aliases: ["Extrato original", "Extrato primitivo", "Extrato real", "Extrato aparente"],
    definition:
      "Conjunto das substâncias dissolvidas no mosto ou na cerveja (açúcares, dextrinas, proteínas), geralmente expresso em °P. O extrato original é o do mosto antes da fermentação, e o extrato real é o que sobra na cerveja pronta.",
    category: "medidas",
    related: ["plato", "og", "atenuacao", "extrato-primitivo"],
    calculator: "/abv",
  },
  {
    id: "densimetro",
    name: "Densímetro (hidrômetro)",
    aliases: ["Hidrômetro", "Sacarímetro"],
    definition:
      "Instrumento de vidro que flutua no líquido e indica a densidade pela altura em que afunda. É calibrado para uma temperatura, em geral 20 °C, e leituras em outras temperaturas precisam de correção.",
    category: "medidas",
    related: ["og", "fg", "refratometro"],
    calculator: "/abv",
  },
  {
    id: "refratometro",
    name: "Refratômetro",
    definition:
      "Instrumento que mede, com uma ou duas gotas, o índice de refração do mosto e o mostra em °Brix. É prático para medir a OG, mas depois do início da fermentação o álcool distorce a leitura, que precisa de uma fórmula de correção.",
    category: "medidas",
    related: ["brix", "densimetro", "og"],
    calculator: "/abv",
  },
  {
    id: "volumes-de-co2",
    name: "Volumes de CO₂",
    aliases: ["Volumes de CO2"],
    definition: `Medida da carbonatação: quantos litros de gás carbônico, medidos a 0 °C e 1 atm, estão dissolvidos em cada litro de cerveja. Vai de ${factNumber(CO2_VOLUMES_SPAN.min)}, nas ales britânicas, a ${factNumber(CO2_VOLUMES_SPAN.max)}, nas Weissbier; as lagers ficam em ${factRange(CO2_VOLUMES.find((c) => c.styles === "Lagers")!.volumes)}.`,
    category: "medidas",
    related: ["carbonatacao", "priming"],
    calculator: "/abv",
  },
  {
    id: "ph",
    name: "pH",
    definition:
      "Medida de acidez de 0 a 14, em que 7 é neutro e valores menores são mais ácidos. Na mosturação, o ideal fica em torno de 5,2 a 5,6; a cerveja pronta costuma ter pH de 4 a 4,5, e as sours, de 3,5 para baixo.",
    category: "medidas",
    related: ["agua", "mosturacao", "sour"],
  },
  {
    id: "calorias",
    name: "Calorias da cerveja",
    definition:
      "A energia da cerveja vem do álcool, com cerca de 7 kcal por grama, e dos carboidratos que sobram, com 4 kcal por grama. Uma lager comum de 5% ABV tem por volta de 40 a 45 kcal por 100 ml; cervejas mais fortes e mais doces têm mais.",
    category: "medidas",
    related: ["abv", "fg"],
    calculator: "/abv",
  },

  // ---------------------------------------------------------------------------
  // Serviço e degustação
  // ---------------------------------------------------------------------------
  {
    id: "temperatura-de-servico",
    name: "Temperatura de serviço",
    definition: `Faixa de temperatura em que a bebida mostra melhor aroma e sabor. Como referência, lagers leves vão bem de ${servingText("lagers-leves")}, Pilsens e cervejas de trigo de ${servingText("pilsners")}, Pale Ales e IPAs de ${servingText("pale-ales-ipas")}, belgas fortes de ${servingText("belgas-fortes")}, Stouts de ${servingText("stouts-porters")} e as fortes de guarda, como a Barley Wine, de ${servingText("fortes")}.`,
    category: "servico",
    related: ["colarinho", "degustacao", "estupidamente-gelada", "vinho-tinto"],
  },
  {
    id: "colarinho",
    name: "Colarinho",
    aliases: ["Espuma"],
    definition:
      "Camada de espuma sobre a cerveja servida, formada por bolhas de gás carbônico estabilizadas por proteínas do malte e compostos do lúpulo. Ajuda a liberar aromas e protege a cerveja, e na maioria dos estilos fica bem com dois a três dedos.",
    category: "servico",
    related: ["carbonatacao", "trigo", "chope"],
  },
  {
    id: "carbonatacao",
    name: "Carbonatação",
    definition:
      "Quantidade de gás carbônico dissolvido na bebida, responsável pelas bolhas, pela espuma e por parte da sensação na boca. Pode ser natural, por refermentação na garrafa ou no barril, ou forçada, com injeção de CO₂.",
    category: "servico",
    related: ["volumes-de-co2", "priming", "colarinho"],
    calculator: "/abv",
  },
  {
    id: "corpo",
    name: "Corpo",
    definition:
      "Sensação de peso e densidade da bebida na boca, de leve a encorpado. Depende de açúcares residuais, dextrinas, proteínas, álcool e carbonatação.",
    category: "servico",
    related: ["sensacao-na-boca", "mosturacao", "drinkability"],
  },
  {
    id: "sensacao-na-boca",
    name: "Sensação na boca",
    aliases: ["Mouthfeel"],
    definition:
      "Conjunto das sensações táteis da bebida: corpo, carbonatação, cremosidade, adstringência e o aquecimento do álcool. É um dos cinco itens das fichas de avaliação do BJCP, ao lado de aroma, aparência, sabor e impressão geral.",
    category: "servico",
    related: ["corpo", "carbonatacao", "degustacao", "taninos"],
  },
  {
    id: "drinkability",
    name: "Drinkability",
    aliases: ["Drinkabilidade", "Bebabilidade"],
    definition:
      "Facilidade com que uma cerveja é bebida sem cansar o paladar, convidando ao próximo gole. Costuma vir de equilíbrio, final seco, teor alcoólico moderado e boa carbonatação.",
    category: "servico",
    related: ["session", "corpo", "american-lager"],
  },
  {
    id: "retrogosto",
    name: "Retrogosto",
    aliases: ["Final", "Aftertaste"],
    definition:
      "Sabor que permanece na boca depois de engolir a bebida. Pode ser curto ou longo, seco, doce ou amargo, e ajuda a avaliar o equilíbrio e a qualidade.",
    category: "servico",
    related: ["amargor", "degustacao"],
  },
  {
    id: "amargor",
    name: "Amargor",
    definition:
      "Sabor amargo que, na cerveja, vem principalmente dos iso-alfa-ácidos do lúpulo e, nos estilos escuros, também dos maltes torrados. É medido em IBU, mas o amargor percebido depende do equilíbrio com o dulçor do malte.",
    category: "servico",
    related: ["ibu", "relacao-bu-gu", "lupulo"],
    calculator: "/ibu",
  },
  {
    id: "degustacao",
    name: "Degustação",
    aliases: ["Análise sensorial"],
    definition:
      "Avaliação atenta de uma bebida pelos sentidos, observando aparência, aroma, sabor, sensação na boca e impressão geral. Rende mais com a bebida na temperatura certa, em copo adequado e com água para limpar o paladar.",
    category: "servico",
    related: ["temperatura-de-servico", "sensacao-na-boca", "off-flavor", "harmonizacao"],
  },
  {
    id: "harmonizacao",
    name: "Harmonização",
    definition:
      "Combinação de bebida e comida para que uma valorize a outra, por semelhança, por contraste ou por corte. Uma Stout com sobremesa de chocolate harmoniza por semelhança; uma IPA com fritura, por corte, porque o amargor e o gás limpam a gordura da boca.",
    category: "servico",
    related: ["degustacao", "stout", "ipa"],
  },
  {
    id: "off-flavor",
    name: "Off-flavor",
    aliases: ["Defeito"],
    definition:
      "Aroma ou sabor indesejado para o estilo, geralmente causado por falhas de produção, contaminação ou armazenamento. Exemplos comuns: diacetil (manteiga), DMS (milho cozido), acetaldeído (maçã verde) e oxidação (papelão molhado).",
    category: "servico",
    related: ["light-struck", "diacetil", "dms", "oxidacao", "brettanomyces"],
  },
  {
    id: "light-struck",
    name: "Light-struck (gosto de luz)",
    aliases: ["Lightstruck", "Skunky"],
    definition:
      "Defeito causado pela luz, sobretudo a ultravioleta e a azul, que reage com compostos do lúpulo e forma o 3-metil-2-buteno-1-tiol, de cheiro parecido com o de gambá. Garrafas âmbar protegem muito melhor que as verdes e as transparentes, e as latas protegem totalmente.",
    category: "servico",
    related: ["off-flavor", "lupulo", "lata"],
  },
  {
    id: "nitro",
    name: "Nitro",
    aliases: ["Cerveja nitrogenada"],
    definition:
      "Cerveja servida com uma mistura de nitrogênio e gás carbônico, que forma bolhas menores e um colarinho denso e cremoso. É o serviço clássico das Irish Stouts, cuja espuma cremosa vem dele e da cevada em flocos, não do malte torrado.",
    category: "servico",
    related: ["stout", "colarinho", "carbonatacao"],
  },
  {
    id: "chope",
    name: "Chope (chopp)",
    aliases: ["Chopp"],
    definition:
      "Nome dado no Brasil à cerveja não pasteurizada, em geral servida sob pressão a partir do barril. Por não ser pasteurizado, precisa ficar refrigerado e tem validade curta.",
    category: "servico",
    related: ["pasteurizacao", "growler", "chopeira", "barril-de-chope"],
  },
  {
    id: "growler",
    name: "Growler",
    definition:
      "Recipiente retornável e bem vedado, de vidro, cerâmica ou inox, em geral de 1 a 2 litros, para levar chope da torneira para casa. Depois de aberto, o chope deve ser bebido no mesmo dia.",
    category: "servico",
    related: ["chope", "envase"],
  },
  {
    id: "dose-padrao",
    name: "Dose padrão",
    aliases: ["Unidade de álcool", "Drink padrão"],
    definition:
      "Quantidade de bebida com uma medida fixa de álcool puro, usada em orientações de saúde: 10 gramas para a Organização Mundial da Saúde e 14 gramas nos Estados Unidos, por exemplo. Uma lata de 350 ml de cerveja a 5%, uma taça de 150 ml de vinho a 12% e 45 ml de destilado a 40% têm cerca de 14 gramas cada.",
    category: "servico",
    related: ["consumo-responsavel", "abv"],
  },
  {
    id: "consumo-responsavel",
    name: "Consumo responsável",
    aliases: ["Beba com moderação", "Se beber, não dirija"],
    definition:
      "Beber com moderação: comer antes e durante, alternar com água, respeitar o próprio limite e nunca dirigir depois de beber. No Brasil, é proibido vender ou servir bebida alcoólica a menores de 18 anos, e a Lei Seca tem tolerância zero ao volante.",
    category: "servico",
    related: ["dose-padrao", "consumo-por-pessoa"],
    calculator: "/por-pessoa",
  },

  // ---------------------------------------------------------------------------
  // Compra e consumo
  // ---------------------------------------------------------------------------
  {
    id: "preco-por-litro",
    name: "Preço por litro",
    definition:
      "Preço da embalagem dividido pelo volume em litros, a forma justa de comparar cervejas em latas e garrafas de tamanhos diferentes. Uma lata de 350 ml a R$ 4,20, por exemplo, sai a R$ 12,00 o litro.",
    category: "consumo",
    related: ["lata", "latao", "litrao", "fardo"],
    calculator: "/",
  },
  {
    id: "lata",
    name: "Lata (350 ml)",
    aliases: ["Latinha", "Lata de 269 ml"],
    definition:
      "Embalagem de alumínio mais comum no Brasil, de 350 ml, também vendida na versão menor, de 269 ml. Protege totalmente a cerveja da luz e gela rápido.",
    category: "consumo",
    related: ["latao", "fardo", "light-struck", "preco-por-litro"],
    calculator: "/",
  },
  {
    id: "latao",
    name: "Latão (473 ml)",
    definition:
      "Lata maior, de 473 ml, volume que vem do pint americano de 16 onças fluidas. Costuma ter preço por litro menor que o da lata de 350 ml, mas vale conferir.",
    category: "consumo",
    related: ["lata", "preco-por-litro"],
    calculator: "/",
  },
  {
    id: "long-neck",
    name: "Long neck",
    definition:
      "Garrafa de vidro de gargalo longo e não retornável, em geral com 275 a 355 ml. É prática, mas costuma ter o preço por litro mais alto entre as embalagens.",
    category: "consumo",
    related: ["garrafa-600", "preco-por-litro", "light-struck"],
    calculator: "/",
  },
  {
    id: "garrafa-600",
    name: "Garrafa de 600 ml",
    aliases: ["Garrafa retornável", "Cerveja de garrafa"],
    definition:
      "Garrafa de vidro âmbar retornável, tradicional nos bares brasileiros e feita para dividir na mesa. Trocar o casco vazio reduz o preço, o que costuma deixá-la entre as opções mais baratas por litro.",
    category: "consumo",
    related: ["casco", "engradado", "litrao"],
    calculator: "/",
  },
  {
    id: "litrao",
    name: "Litrão",
    definition:
      "Garrafa de vidro retornável de 1 litro, comum em mercados e bares. Com a troca do casco, costuma ter um dos menores preços por litro.",
    category: "consumo",
    related: ["casco", "garrafa-600", "preco-por-litro"],
    calculator: "/",
  },
  {
    id: "casco",
    name: "Casco (vasilhame)",
    aliases: ["Vasilhame"],
    definition:
      "Garrafa retornável vazia, trocada na compra de uma cheia. Quem leva o casco paga só pela bebida; sem ele, paga também o vasilhame.",
    category: "consumo",
    related: ["garrafa-600", "litrao", "engradado"],
  },
  {
    id: "fardo",
    name: "Fardo",
    definition:
      "Pacote de latas ou garrafas vendido junto, em geral com 12 latas de 350 ml ou 15 de 269 ml. Comprar no fardo costuma baixar o preço por unidade, mas compare o preço por litro.",
    category: "consumo",
    related: ["lata", "engradado", "calculo-de-bebida-para-festa"],
    calculator: "/festa",
  },
  {
    id: "engradado",
    name: "Engradado",
    aliases: ["Grade", "Caixa de cerveja"],
    definition:
      "Caixa plástica com 24 garrafas retornáveis de 600 ml, num total de 14,4 litros. É a forma tradicional de comprar cerveja para festas, com os cascos trocados na compra seguinte.",
    category: "consumo",
    related: ["garrafa-600", "casco", "calculo-de-bebida-para-festa"],
    calculator: "/festa",
  },
  {
    id: "calculo-de-bebida-para-festa",
    name: "Cálculo de bebida para festa",
    aliases: ["Quanto comprar para festa", "Festa"],
    definition:
      "Estimativa de quanto comprar para um evento a partir do número de convidados, da duração, do clima e do perfil de consumo. Inclua bebidas sem álcool, gelo e uma margem de segurança, e lembre que menores de 18 anos não bebem álcool.",
    category: "consumo",
    related: ["consumo-por-pessoa", "gelo", "orcamento-de-bebidas"],
    calculator: "/festa",
  },
  {
    id: "consumo-por-pessoa",
    name: "Consumo por pessoa",
    aliases: ["Cerveja por pessoa"],
    definition:
      "Quanto cada convidado bebe, em média, num evento. Para quem bebe moderadamente, uma referência é cerca de 350 ml de cerveja por hora nas 4 primeiras horas e 250 ml por hora depois, porque o ritmo cai: 1,4 litro em 4 horas e 2,4 litros em 8, mais em dias quentes.",
    category: "consumo",
    related: ["calculo-de-bebida-para-festa", "consumo-responsavel", "dose-padrao"],
    calculator: "/por-pessoa",
  },
  {
    id: "orcamento-de-bebidas",
    name: "Orçamento de bebidas",
    aliases: ["Orçamento"],
    definition:
      "Divisão de um valor total entre cerveja, vinho, destilados e bebidas sem álcool, conforme o perfil dos convidados. Ajuda a saber quantas unidades e garrafas de cada tipo cabem no bolso.",
    category: "consumo",
    related: ["calculo-de-bebida-para-festa", "preco-por-litro"],
    calculator: "/orcamento",
  },
  {
    id: "gelo",
    name: "Gelo para festa",
    definition:
      "Referência prática para gelar bebidas em caixas térmicas: cerca de 1 kg de gelo para cada 2 litros de bebida, mais em dias quentes, comprado em sacos de 5 kg; o gelo para servir nos copos é à parte. Gelo com água e um pouco de sal gela as latas mais rápido que gelo sozinho.",
    category: "consumo",
    related: ["calculo-de-bebida-para-festa", "temperatura-de-servico"],
    calculator: "/festa",
  },

  // ---------------------------------------------------------------------------
  // Outras bebidas
  // ---------------------------------------------------------------------------
  {
    id: "fermentado",
    name: "Fermentado (bebida fermentada)",
    aliases: ["Bebida fermentada"],
    definition:
      "Bebida alcoólica obtida apenas pela fermentação de açúcares de cereais, frutas ou mel, como cerveja, vinho, sidra, saquê e hidromel. O teor raramente passa de 15 a 16% ABV, porque a levedura não suporta muito mais álcool.",
    category: "bebidas",
    related: ["destilado", "vinho", "sidra", "fermentacao"],
  },
  {
    id: "destilado",
    name: "Destilado (bebida destilada)",
    aliases: ["Bebida destilada"],
    definition: `Bebida obtida pela destilação de um fermentado: o aquecimento separa e concentra o álcool e parte dos aromas. Tem teor bem mais alto que os fermentados, em geral de 35 a 50% ABV, como cachaça, vodca, ${SPELLINGS.gin}, ${SPELLINGS.whisky}, rum e tequila.`,
    category: "bebidas",
    related: ["fermentado", "cachaca", "whisky", "vodka"],
  },
  {
    id: "vinho",
    name: "Vinho",
    definition:
      "Bebida fermentada do suco (mosto) de uvas frescas. Varia conforme a uva, o clima, o solo e a vinificação, e costuma ter de 11 a 15% ABV.",
    category: "bebidas",
    related: ["vinho-tinto", "vinho-branco", "vinho-rose", "espumante"],
  },
  {
    id: "vinho-tinto",
    name: "Vinho tinto",
    definition:
      "Vinho de uvas tintas fermentadas junto com as cascas, de onde vêm a cor e os taninos. Costuma ser servido entre 14 e 18 °C, e os mais leves um pouco mais frescos.",
    category: "bebidas",
    related: ["vinho", "taninos", "temperatura-de-servico"],
  },
  {
    id: "vinho-branco",
    name: "Vinho branco",
    definition:
      "Vinho feito só com o suco das uvas, em geral brancas, sem contato prolongado com as cascas. É mais leve e de acidez mais marcante que o tinto e costuma ser servido entre 8 e 12 °C.",
    category: "bebidas",
    related: ["vinho", "vinho-rose", "espumante"],
  },
  {
    id: "vinho-rose",
    name: "Vinho rosé",
    definition:
      "Vinho de uvas tintas cujo suco fica em contato com as cascas por poucas horas, o bastante para a cor rosada. É leve e frutado, servido bem fresco, entre 8 e 12 °C.",
    category: "bebidas",
    related: ["vinho", "vinho-tinto", "vinho-branco"],
  },
  {
    id: "espumante",
    name: "Espumante",
    aliases: ["Champagne", "Prosecco", "Moscatel espumante"],
    definition:
      "Vinho com gás carbônico natural, em geral de uma segunda fermentação, feita na própria garrafa (método tradicional, o de Champagne) ou em tanques pressurizados (método Charmat, o do Prosecco). A Serra Gaúcha é a região brasileira mais conhecida pelos espumantes, que se servem entre 6 e 8 °C.",
    category: "bebidas",
    related: ["vinho", "vinho-branco", "carbonatacao"],
  },
  {
    id: "taninos",
    name: "Taninos",
    definition:
      "Compostos fenólicos das cascas, sementes e engaços da uva, e também da madeira dos barris, que causam a sensação de secura e aspereza na boca chamada adstringência. Dão estrutura e longevidade aos vinhos tintos.",
    category: "bebidas",
    related: ["vinho-tinto", "sensacao-na-boca"],
  },
  {
    id: "sidra",
    name: "Sidra",
    aliases: ["Cidra", "Cider"],
    definition:
      "Bebida fermentada de suco de maçã, que vai de seca a doce e de tranquila a espumante. No Brasil, o Decreto 6.871/2009 define a sidra como bebida de maçã, apenas; a fermentada de pera é outra bebida (a perada). Tem em geral de 4 a 8% ABV.",
    category: "bebidas",
    related: ["fermentado", "hidromel"],
  },
  {
    id: "hidromel",
    name: "Hidromel",
    aliases: ["Mead"],
    definition:
      "Bebida fermentada de mel e água, uma das bebidas alcoólicas mais antigas que se conhecem. Pode levar frutas e especiarias e vai de seca a doce.",
    category: "bebidas",
    related: ["fermentado", "sidra"],
  },
  {
    id: "saque",
    name: "Saquê",
    aliases: ["Sake"],
    definition:
      "Bebida fermentada japonesa de arroz polido, em que o fungo koji converte o amido em açúcar enquanto a levedura fermenta esse açúcar, ao mesmo tempo. Tem em geral de 14 a 16% ABV e, apesar do teor alto, não é destilado.",
    category: "bebidas",
    related: ["fermentado", "destilado"],
  },
  {
    id: "cachaca",
    name: "Cachaça",
    aliases: ["Pinga", "Aguardente de cana"],
    definition:
      "Destilado exclusivamente brasileiro, feito do caldo de cana-de-açúcar fermentado, com 38 a 48% de álcool em volume, segundo a lei. Pode ser branca (prata) ou envelhecida em barris de madeiras como carvalho, amburana e bálsamo.",
    category: "bebidas",
    related: ["caipirinha", "destilado", "rum"],
  },
  {
    id: "caipirinha",
    name: "Caipirinha",
    definition:
      "Coquetel brasileiro de cachaça, limão, açúcar e gelo, com o limão macerado no próprio copo. É reconhecida pela legislação como bebida típica do Brasil e consta da lista oficial de coquetéis da IBA; feita com vodca, vira caipiroska.",
    category: "bebidas",
    related: ["cachaca", "coquetel", "vodka"],
  },
  {
    id: "gin",
    name: "Gim",
    aliases: ["Gin"],
    definition:
      "Destilado de álcool neutro, geralmente de cereais, aromatizado com zimbro e outros botânicos, como coentro, cascas de cítricos e angélica, com o zimbro em destaque. No estilo London Dry, todo o aroma vem da redestilação com os botânicos.",
    category: "bebidas",
    related: ["destilado", "coquetel", "vodka"],
  },
  {
    id: "vodka",
    name: "Vodca",
    aliases: ["Vodka"],
    definition:
      "Bebida destilada de cereais, batata ou outras matérias-primas agrícolas, retificada e filtrada, muitas vezes em carvão, até ficar quase neutra em aroma e sabor. É a base de coquetéis como a caipiroska e o Moscow Mule.",
    category: "bebidas",
    related: ["destilado", "coquetel", "caipirinha"],
  },
  {
    id: "whisky",
    name: "Uísque",
    aliases: ["Whisky", "Whiskey", "Bourbon", "Scotch"],
    definition:
      "Destilado de mosto fermentado de cereais, como cevada maltada, milho, centeio e trigo, envelhecido em barris de madeira. O Scotch, da Escócia, envelhece ao menos três anos em carvalho; o Bourbon, dos Estados Unidos, leva pelo menos 51% de milho e envelhece em barris novos de carvalho queimados por dentro.",
    category: "bebidas",
    related: ["destilado", "malte", "cevada"],
  },
  {
    id: "rum",
    name: "Rum",
    definition:
      "Destilado de derivados da cana-de-açúcar, principalmente o melaço, ou do próprio caldo de cana, em estilos como o rhum agricole das Antilhas francesas. Pode ser branco, dourado ou envelhecido e é a base do Mojito e da Piña Colada.",
    category: "bebidas",
    related: ["cachaca", "destilado", "coquetel"],
  },
  {
    id: "tequila",
    name: "Tequila",
    definition:
      "Destilado mexicano de agave-azul (Agave tequilana), com denominação de origem restrita ao estado de Jalisco e a municípios de outros quatro estados. Classifica-se em blanco, reposado (de 2 a 12 meses em madeira) e añejo (pelo menos um ano), entre outras.",
    category: "bebidas",
    related: ["destilado", "coquetel"],
  },
  {
    id: "licor",
    name: "Licor",
    definition:
      "Bebida alcoólica adoçada, feita com destilado ou álcool e aromatizada com frutas, ervas, sementes, café, chocolate ou creme. Costuma ser servido puro, como digestivo, ou em coquetéis.",
    category: "bebidas",
    related: ["destilado", "coquetel"],
  },
  {
    id: "coquetel",
    name: "Coquetel",
    aliases: ["Drink", "Drinque", "Cocktail"],
    definition:
      "Bebida preparada com a mistura de um ou mais destilados ou licores com outros ingredientes, como sucos, xaropes, bitters, refrigerantes e gelo. Caipirinha, Negroni, Mojito e gim-tônica são coquetéis clássicos.",
    category: "bebidas",
    related: ["caipirinha", "gin", "rum", "licor"],
  },

  // ---------------------------------------------------------------------------
  // Terms Brazilians look up (issue 11): slang, serving, law and brewing
  // ---------------------------------------------------------------------------
  {
    id: "trincando",
    name: "Trincando",
    aliases: ["Cerveja trincando"],
    definition: `Gíria brasileira para a cerveja geladíssima, perto de 0 °C, com a garrafa ou a lata suada e esbranquiçada de tão fria. Funciona para lagers leves de massa, que vão bem de ${servingText("lagers-leves")}; em estilos com mais aroma, o frio extremo esconde o sabor.`,
    category: "servico",
    related: ["estupidamente-gelada", "veu-de-noiva", "temperatura-de-servico"],
  },
  {
    id: "estupidamente-gelada",
    name: "Estupidamente gelada",
    definition: `Expressão que virou sinônimo de cerveja boa no Brasil: servida o mais fria possível, quase congelando. Combina com American Lagers leves no calor (${servingText("lagers-leves")}), mas esconde aroma e sabor de estilos mais complexos, que pedem menos frio: ${servingText("pilsners")} nas Pilsners e até ${servingText("fortes")} nas cervejas fortes de guarda.`,
    category: "servico",
    related: ["trincando", "temperatura-de-servico", "american-lager"],
  },
  {
    id: "veu-de-noiva",
    name: "Véu de noiva",
    definition:
      "Camada branca de gelo que cobre a garrafa muito gelada ou que se forma na cerveja ao abri-la, quando ela estava abaixo de 0 °C sem congelar. É o sinal popular da cerveja trincando, mas passar do ponto congela a bebida e pode estourar a garrafa no freezer.",
    category: "servico",
    related: ["trincando", "estupidamente-gelada", "gelo"],
  },
  {
    id: "cervejaria-cigana",
    name: "Cervejaria cigana",
    aliases: ["Cigana", "Gypsy brewer"],
    definition:
      "Marca de cerveja sem fábrica própria, que produz as suas receitas nos equipamentos de outras cervejarias, alugando horário ou contratando a produção. É comum entre as artesanais brasileiras, e o rótulo informa o estabelecimento onde a cerveja foi de fato feita.",
    category: "producao",
    related: ["microcervejaria", "cerveja-artesanal"],
  },
  {
    id: "microcervejaria",
    name: "Microcervejaria e brewpub",
    aliases: ["Microcervejaria", "Brewpub"],
    definition:
      "Microcervejaria é uma cervejaria pequena, em geral independente, que produz lotes menores e estilos variados. O brewpub é o bar ou restaurante que fabrica no próprio local a cerveja que serve, muitas vezes direto dos tanques para a torneira.",
    category: "producao",
    related: ["cerveja-artesanal", "cervejaria-cigana", "chope"],
  },
  {
    id: "malzbier",
    name: "Malzbier",
    definition:
      "Cerveja escura e doce, adoçada depois da fermentação com açúcar ou xarope e colorida com caramelo, de amargor quase nulo. No Brasil é uma cerveja com álcool, vendida como opção adocicada; na Alemanha, o Malzbier é uma bebida de malte praticamente sem álcool.",
    category: "estilos",
    related: ["cerveja-sem-alcool", "malte-caramelo", "adjuntos"],
  },
  {
    id: "cerveja-sem-alcool",
    name: "Cerveja sem álcool",
    aliases: ["Cerveja zero", "Cerveja desalcoolizada"],
    definition:
      "Pela lei brasileira (Decreto 6.871/2009 e IN MAPA 65/2019), é a cerveja com até 0,5% de álcool em volume, também chamada de desalcoolizada; acima de 0,05%, o rótulo deve informar o álcool no painel principal. O álcool é retirado depois da fermentação, por evaporação a vácuo ou membranas, ou a fermentação é interrompida cedo; quem não pode ingerir nenhum álcool deve conferir o teor exato no rótulo.",
    category: "estilos",
    related: ["cerveja-de-baixo-teor", "cerveja-light", "abv"],
    calculator: "/abv",
  },
  {
    id: "cerveja-de-baixo-teor",
    name: "Cerveja de baixo teor alcoólico",
    aliases: ["Cerveja com teor alcoólico reduzido", "Baixo teor"],
    definition:
      "Pela IN MAPA 65/2019, é a cerveja com mais de 0,5% e até 2% de álcool em volume, que pode ser rotulada com baixo teor alcoólico ou com teor alcoólico reduzido. Acima de 2%, a cerveja não leva essa indicação.",
    category: "estilos",
    related: ["cerveja-sem-alcool", "session", "abv"],
    calculator: "/abv",
  },
  {
    id: "cerveja-light",
    name: "Cerveja light",
    definition:
      "Pela IN MAPA 65/2019 (art. 2º, § 4º), o termo light só pode ser usado por cerveja com valor energético de até 35 kcal por 100 ml; a antiga regra, de redução em relação à cerveja comum, não vale mais. Light fala de calorias, não de álcool: uma cerveja light continua alcoólica.",
    category: "estilos",
    related: ["calorias", "cerveja-sem-alcool", "american-lager"],
    calculator: "/abv",
  },
  {
    id: "diacetil",
    name: "Diacetil",
    aliases: ["Diacetyl", "2,3-butanodiona"],
    definition:
      "Composto com aroma de manteiga ou pipoca de cinema que a levedura produz na fermentação e depois reabsorve. Aparece como defeito quando a fermentação é interrompida cedo, quando falta o descanso de diacetil (cerca de 18 a 20 °C no fim da fermentação) ou por contaminação. O BJCP 2021 aceita um toque baixo em alguns estilos: certas ales inglesas, as lagers tchecas (3A a 3D) e a Irish Red Ale.",
    category: "producao",
    related: ["off-flavor", "maturacao", "fermentacao"],
  },
  {
    id: "dms",
    name: "DMS (dimetilsulfeto)",
    aliases: ["Dimetilsulfeto", "Sulfeto de dimetila"],
    definition:
      "Composto de aroma de milho cozido ou de legumes em conserva que vem sobretudo do malte Pilsen. Uma fervura vigorosa, com a panela destampada, e um resfriamento rápido o eliminam; em lagers leves, um traço é tolerado.",
    category: "producao",
    related: ["off-flavor", "fervura", "malte-base"],
  },
  {
    id: "oxidacao",
    name: "Oxidação",
    aliases: ["Cerveja oxidada"],
    definition:
      "Envelhecimento da cerveja pelo contato com o oxigênio, acelerado pelo calor, que dá aroma de papelão molhado, de mel ou de xerez e apaga o aroma do lúpulo. Por isso se evita oxigênio no envase e se guarda a cerveja refrigerada e longe da luz; em Barley Wines e Imperial Stouts envelhecidas, um pouco de oxidação pode ser bem-vinda.",
    category: "servico",
    related: ["off-flavor", "envase", "light-struck"],
  },
  {
    id: "lupulagem",
    name: "Lupulagem",
    definition:
      "Cada adição de lúpulo numa receita e o conjunto delas: no início da fervura para amargor, no fim e no whirlpool para sabor e aroma, e a frio, no dry hopping, para aroma. O tempo de fervura de cada adição decide quanto amargor ela dá.",
    category: "producao",
    related: ["lupulo", "dry-hopping", "fervura", "ibu"],
    calculator: "/ibu",
  },
  {
    id: "chopeira",
    name: "Chopeira",
    aliases: ["Chopeira elétrica", "Chopeira a gelo"],
    definition:
      "Equipamento que resfria o chope e o serve sob pressão, ligado ao barril e a um cilindro de gás carbônico. Pode ser elétrica ou a gelo, com uma serpentina mergulhada no gelo; em festas, costuma vir alugada com o barril.",
    category: "servico",
    related: ["chope", "barril-de-chope", "colarinho"],
    calculator: "/festa",
  },
  {
    id: "barril-de-chope",
    name: "Barril de chope",
    aliases: ["Barril", "Keg"],
    definition:
      "Recipiente de inox em que o chope chega da cervejaria, nos tamanhos mais comuns de 30 e 50 litros. Costuma sair mais barato por litro em festas grandes, mas exige chopeira, tem pedido mínimo e, depois de aberto, deve ser consumido em poucos dias.",
    category: "consumo",
    related: ["chope", "chopeira", "calculo-de-bebida-para-festa"],
    calculator: "/festa",
  },
  {
    id: "copo-americano",
    name: "Copo americano",
    aliases: ["Copo lagoinha"],
    definition:
      "Copo de vidro facetado de 190 ml, fabricado no Brasil desde os anos 1940 e símbolo dos botecos. Pequeno de propósito, serve a garrafa de 600 ml dividida na mesa em doses que acabam antes de esquentar; para uma IPA ou uma pale ale, o copo indicado é o pint ou uma tulipa.",
    category: "servico",
    related: ["garrafa-600", "pint", "tulipa", "caldereta"],
  },
  {
    id: "tulipa",
    name: "Tulipa",
    aliases: ["Tulipa belga", "Copo tulipa"],
    definition:
      "Copo com pé e bojo que se estreita e volta a se abrir na borda, como a flor, o que segura a espuma e concentra o aroma. A tulipa belga, de haste, serve Tripels, Saisons e IPAs; no Brasil, tulipa também é o copo de chope com pé em forma de tulipa.",
    category: "servico",
    related: ["caldereta", "copo-americano", "tripel", "chope"],
  },
  {
    id: "caldereta",
    name: "Caldereta",
    definition:
      "Copo alto, de paredes quase retas, com cerca de 350 ml, clássico dos bares de chope. Cabe um colarinho de dois a três dedos, que protege o chope do ar, num volume que se bebe antes de esquentar.",
    category: "servico",
    related: ["tulipa", "chope", "colarinho"],
  },
  {
    id: "caneca",
    name: "Caneca",
    aliases: ["Mug", "Seidel", "Maß"],
    definition:
      "Copo de vidro grosso ou cerâmica com alça, em geral de 500 ml; na Alemanha, a Maß das festas tem 1 litro. A alça evita que a mão aqueça a cerveja, e o vidro grosso isola e aguenta brindes, por isso é o copo das Oktoberfests.",
    category: "servico",
    related: ["marzen", "chope", "caldereta"],
  },
  {
    id: "pint",
    name: "Pint",
    aliases: ["Copo pint", "Shaker", "Nonic"],
    definition:
      "Medida e copo de cerveja: o pint imperial britânico tem 568 ml e o americano, 473 ml, o mesmo volume do latão. O shaker americano e o nonic inglês, com um anel perto da borda, são os copos pint mais comuns, bons para IPAs, stouts e ales inglesas.",
    category: "servico",
    related: ["latao", "copo-americano", "ipa"],
  },
  {
    id: "saideira",
    name: "Saideira",
    definition:
      "A última rodada antes de ir embora, pedida no bar ou servida pelo anfitrião. Numa festa, combine antes a carona ou o transporte: depois da saideira, quem bebeu não dirige.",
    category: "consumo",
    related: ["lei-seca", "consumo-responsavel", "consumo-por-pessoa"],
    calculator: "/por-pessoa",
  },
  {
    id: "lei-seca",
    name: "Lei Seca e bafômetro",
    aliases: ["Lei Seca", "Bafômetro", "Etilômetro"],
    definition:
      "A Lei Seca (Lei 11.705/2008, endurecida pela Lei 12.760/2012) tem tolerância zero: qualquer quantidade de álcool ao volante é infração gravíssima, com multa e suspensão do direito de dirigir por 12 meses. O bafômetro, ou etilômetro, mede o álcool no ar expirado; a partir de 0,3 mg por litro de ar, ou com sinais de embriaguez, dirigir passa a ser crime (Código de Trânsito, artigos 165 e 306).",
    category: "consumo",
    related: ["consumo-responsavel", "saideira", "dose-padrao"],
  },
  {
    id: "marzen",
    name: "Märzen (Oktoberfest)",
    aliases: ["Märzen", "Marzen", "Oktoberfest"],
    definition: `Lager alemã âmbar e maltada, com ${abvText("marzen")}, feita tradicionalmente em março (März) e guardada até o fim do verão. Foi por muito tempo a cerveja da Oktoberfest de Munique; no Brasil, a Oktoberfest de Blumenau (SC), realizada desde 1984, é a maior festa alemã do país.`,
    category: "estilos",
    related: ["lager", "caneca", "dunkel"],
  },
  {
    id: "sommelier-de-cervejas",
    name: "Sommelier de cervejas",
    aliases: ["Beer sommelier", "Cicerone"],
    definition:
      "Profissional treinado para avaliar, conservar, servir e harmonizar cervejas, conhecendo estilos, defeitos, copos e temperaturas. No Brasil, a formação vem de cursos de escolas cervejeiras, e programas internacionais como o Cicerone certificam esses profissionais.",
    category: "servico",
    related: ["degustacao", "harmonizacao", "off-flavor"],
  },
  {
    id: "extrato-primitivo",
    name: "Extrato primitivo",
    definition:
      "Nome que a legislação brasileira (IN MAPA 65/2019) dá ao extrato original do mosto: os açúcares e demais substâncias dissolvidos antes da fermentação, em geral medidos em °P. As proporções de ingredientes se referem a ele: numa cerveja, pelo menos 55% do extrato primitivo vem de malte de cevada, e numa puro malte, 100%.",
    category: "medidas",
    related: ["extrato", "og", "plato", "puro-malte"],
    calculator: "/abv",
  },
  {
    id: "cold-crash",
    name: "Cold crash",
    aliases: ["Choque térmico a frio"],
    definition:
      "Resfriamento rápido da cerveja pronta para perto de 0 °C, no fim da fermentação e depois do dry hopping, por um ou alguns dias. O frio faz levedura, proteínas e partículas de lúpulo decantarem, e a cerveja fica mais límpida antes do envase.",
    category: "producao",
    related: ["maturacao", "dry-hopping", "envase"],
  },
  {
    id: "biab",
    name: "BIAB (Brew in a Bag)",
    aliases: ["Brew in a Bag"],
    definition:
      "Método de brassagem caseira em que os grãos ficam num saco de voil dentro da própria panela: mostura-se, levanta-se o saco para escorrer o mosto e ferve-se no mesmo recipiente. Dispensa a tina de clarificação e a lavagem tradicional, por isso é um jeito barato de começar a fazer cerveja em casa.",
    category: "producao",
    related: ["cerveja-caseira", "mosturacao", "lavagem"],
    calculator: "/abv",
  },
  {
    id: "radler",
    name: "Radler, Shandy e Michelada",
    aliases: ["Radler", "Shandy", "Michelada"],
    definition:
      "Radler, alemã, e shandy, inglesa, misturam cerveja com refrigerante de limão ou limonada, em geral meio a meio, e ficam com cerca de 2 a 3% de álcool. A michelada, mexicana, leva cerveja lager, suco de limão, molho inglês e pimenta, num copo com sal na borda.",
    category: "bebidas",
    related: ["coquetel", "american-lager", "caipirinha"],
  },
  // ---------------------------------------------------------------------------
  // Issue 27 §2: 25 terms a Brazilian beer site should have
  // ---------------------------------------------------------------------------
  {
    id: "denominacoes-da-cerveja",
    name: "Denominações da cerveja",
    aliases: ["Cerveja de milho", "Cerveja de trigo", "Cerveja de arroz", "IN 65/2019"],
    definition:
      "Nomes que o rótulo usa, conforme a IN MAPA 65/2019, para dizer de que a cerveja é feita e como ela é: cerveja puro malte, cerveja de trigo, cerveja de milho ou de outro cereal, cerveja sem álcool, com teor alcoólico reduzido, light. Cada nome tem requisitos de composição ou de teor definidos na norma, e o rótulo só pode usá-lo quando a cerveja os cumpre.",
    category: "consumo",
    related: ["puro-malte", "adjuntos", "cerveja-sem-alcool", "cerveja-light"],
  },
  {
    id: "cerveja-sem-gluten",
    name: "Cerveja sem glúten",
    aliases: ["Gluten free", "Glúten reduzido"],
    definition:
      "Cerveja feita com cereais sem glúten, como sorgo, arroz, milho ou trigo-sarraceno, ou com malte de cevada tratado com uma enzima que quebra o glúten. Todo alimento e bebida vendido no Brasil declara no rótulo “contém glúten” ou “não contém glúten” (Lei 10.674/2003), e é nesse aviso que quem tem doença celíaca deve confiar.",
    category: "estilos",
    related: ["cevada", "adjuntos", "denominacoes-da-cerveja"],
  },
  {
    id: "gruit",
    name: "Gruit",
    definition:
      "Mistura de ervas, como murta-do-brejo, milefólio e alecrim-silvestre, que amargava e conservava a cerveja na Europa medieval, antes de o lúpulo se impor entre os séculos XV e XVI. Algumas cervejarias artesanais revivem hoje cervejas sem lúpulo feitas com gruit.",
    category: "ingredientes",
    related: ["lupulo", "amargor"],
  },
  {
    id: "vienna-lager",
    name: "Vienna Lager",
    aliases: ["Amber Lager", "Lager âmbar"],
    definition:
      "Lager âmbar-avermelhada criada em Viena por Anton Dreher em 1841, feita com malte Vienna, de sabor maltado com um leve tostado e final seco. Quase desapareceu na Europa, mas sobreviveu no México; muitas amber lagers brasileiras seguem esse perfil.",
    category: "estilos",
    related: ["lager", "marzen", "malte-especial"],
  },
  {
    id: "rauchbier",
    name: "Rauchbier",
    aliases: ["Cerveja defumada"],
    definition:
      "Lager defumada de Bamberg, na Alemanha, feita com malte seco sobre fogo de lenha de faia, com aroma de fumaça que lembra bacon sobre uma base maltada parecida com a da Märzen. É uma companheira clássica de churrasco e embutidos.",
    category: "estilos",
    related: ["marzen", "malte-especial", "harmonizacao"],
  },
  {
    id: "blonde-ale",
    name: "Blonde Ale",
    aliases: ["Golden Ale", "Blond Ale", "Belgian Blond"],
    definition:
      "Ale clara e dourada, de corpo leve, amargor baixo a moderado e final limpo, muitas vezes a porta de entrada das cervejarias artesanais. A versão belga, a Belgian Blond, é mais alcoólica e tem notas frutadas e condimentadas da levedura.",
    category: "estilos",
    related: ["ale", "pilsen", "belgian-golden-strong-ale"],
  },
  {
    id: "belgian-golden-strong-ale",
    name: "Belgian Golden Strong Ale",
    aliases: ["Golden Strong Ale"],
    definition:
      "Ale belga muito clara, muito carbonatada, seca e forte, que esconde o álcool sob aromas frutados e condimentados da levedura; a Duvel é o exemplo clássico. É servida em taça tulipa, um pouco menos gelada que uma lager.",
    category: "estilos",
    related: ["tripel", "esteres", "tulipa", "blonde-ale"],
  },
  {
    id: "bitter",
    name: "Bitter",
    aliases: ["ESB", "Extra Special Bitter", "Best Bitter", "Ordinary Bitter"],
    definition: `Família de ales inglesas de pub, âmbar e com pouco gás, que equilibra malte e caramelo com o amargor terroso dos lúpulos ingleses. Vai da Ordinary Bitter, leve, à Strong Bitter, que inclui a ESB (Extra Special Bitter); a Best Bitter, no meio, tem ${abvText("best-bitter")}.`,
    category: "estilos",
    related: ["ale", "amargor", "pint"],
  },
  {
    id: "irish-red-ale",
    name: "Irish Red Ale",
    aliases: ["Red Ale"],
    definition:
      "Ale irlandesa âmbar-avermelhada, de malte com notas de caramelo e toffee, amargor moderado e final seco e levemente tostado. A cor vem de uma pequena dose de cevada torrada, e o BJCP 2021 aceita nela um toque baixo de diacetil.",
    category: "estilos",
    related: ["ale", "malte-torrado", "diacetil"],
  },
  {
    id: "milk-stout",
    name: "Milk Stout",
    aliases: ["Sweet Stout", "Pastry Stout", "Cream Stout"],
    definition:
      "Stout adocicada com lactose, o açúcar do leite, que a levedura não fermenta e que deixa corpo e doçura de café com leite. A Pastry Stout leva a ideia ao extremo, com baunilha, cacau, coco ou marshmallow imitando sobremesas; quem tem intolerância à lactose deve conferir o rótulo.",
    category: "estilos",
    related: ["stout", "russian-imperial-stout", "corpo"],
  },
  {
    id: "fruit-beer",
    name: "Fruit Beer",
    aliases: ["Cerveja com fruta", "Cerveja de frutas"],
    definition:
      "Cerveja com frutas, polpa ou suco adicionados na fervura, na fermentação ou na maturação, para que a fruta apareça no aroma, no sabor e às vezes na cor. No Brasil são comuns as de frutas nativas e tropicais, como jabuticaba, cupuaçu, maracujá e açaí, muitas delas Catharina Sours.",
    category: "estilos",
    related: ["catharina-sour", "lambic", "sour"],
  },
  {
    id: "barrel-aged",
    name: "Barrel-aged",
    aliases: ["Envelhecida em barril", "Maturada em madeira", "BA"],
    definition:
      "Cerveja maturada por meses em barris de madeira, muitas vezes usados antes para uísque, bourbon, vinho ou cachaça, dos quais absorve notas de baunilha, coco, madeira e da bebida anterior. É comum em Imperial Stouts, Barley Wines e sours; barris de madeiras brasileiras, como a amburana, dão aromas próprios.",
    category: "producao",
    related: ["russian-imperial-stout", "barley-wine", "maturacao", "cachaca"],
  },
  {
    id: "kellerbier",
    name: "Kellerbier",
    aliases: ["Zwickel", "Zwickelbier"],
    definition:
      "Lager alemã servida jovem e sem filtrar, turva e com pouco gás, como se tirada direto do tanque de maturação (Keller é adega). Zwickel é a torneira de amostra desse tanque, e dá nome às cervejas do mesmo tipo.",
    category: "estilos",
    related: ["lager", "helles", "maturacao"],
  },
  {
    id: "weizenbock",
    name: "Weizenbock",
    aliases: ["Dunkelweizen", "Dunkles Weissbier", "Weiss escura"],
    definition:
      "As versões escuras e fortes da Weiss alemã. A Dunkelweizen junta malte tostado, com notas de pão e caramelo, à banana e ao cravo da levedura; a Weizenbock, forte como uma Bock, acrescenta frutas escuras e álcool que aquece.",
    category: "estilos",
    related: ["weiss", "bock", "esteres", "fenois"],
  },
  {
    id: "sour-ipa",
    name: "Sour IPA",
    definition:
      "IPA com acidez lática, em geral obtida por kettle sour, que soma o aroma cítrico e tropical dos lúpulos americanos a uma acidez refrescante. O amargor costuma ficar baixo, porque acidez e amargor altos juntos ficam ásperos.",
    category: "estilos",
    related: ["ipa", "kettle-sour", "sour", "dry-hopping"],
  },
  {
    id: "lupulo-brasileiro",
    name: "Lúpulo brasileiro",
    aliases: ["Lúpulo nacional"],
    definition:
      "Lúpulo cultivado no Brasil, em escala comercial desde a década de 2010, sobretudo em regiões serranas do Sul e do Sudeste, muitas vezes com iluminação artificial para compensar os dias curtos. Colhido perto das cervejarias, permite cervejas com lúpulo fresco e aromas próprios do terroir.",
    category: "ingredientes",
    related: ["lupulo", "alfa-acidos", "dry-hopping"],
  },
  {
    id: "garrafinha",
    name: "Garrafinha",
    aliases: ["Litrinho", "Garrafa de 300 ml"],
    definition:
      "Garrafa de vidro retornável de 300 ml, chamada de litrinho em algumas regiões, vendida em engradados em bares, padarias e mercados. Como o casco volta ao fabricante, o preço por litro costuma ser baixo, mas vale comparar com a lata e a garrafa de 600 ml.",
    category: "consumo",
    related: ["casco", "garrafa-600", "preco-por-litro", "engradado"],
  },
  {
    id: "sanitizacao",
    name: "Sanitização",
    aliases: ["Ácido peracético", "Sanitizante"],
    definition:
      "Eliminação dos microrganismos de tudo o que toca o mosto frio e a cerveja, feita depois da limpeza, para evitar contaminação. Na cerveja caseira, os sanitizantes mais usados são o ácido peracético, diluído como manda o fabricante e sem enxágue, e o álcool 70%.",
    category: "producao",
    related: ["cerveja-caseira", "fermentacao", "off-flavor"],
  },
  {
    id: "chiller",
    name: "Chiller, fermentador e airlock",
    aliases: ["Chiller", "Fermentador", "Airlock", "Batoque"],
    definition:
      "Equipamentos básicos da cerveja caseira: o chiller, uma serpentina de cobre ou inox por onde passa água fria, resfria o mosto em minutos depois da fervura, e o fermentador é o balde ou tanque fechado em que a levedura trabalha. O airlock, um pequeno selo de água na tampa, deixa o gás carbônico sair sem deixar o ar entrar.",
    category: "producao",
    related: ["cerveja-caseira", "fermentacao", "fervura"],
  },
  {
    id: "levedura-seca-e-liquida",
    name: "Levedura seca e líquida",
    aliases: ["Starter", "Fermento seco", "Fermento líquido"],
    definition:
      "A levedura cervejeira é vendida seca, em sachês que duram mais e podem ir direto ao mosto ou ser reidratados, ou líquida, com mais variedade de cepas e menos células por embalagem. Para a líquida e para mostos de densidade alta, faz-se um starter: um pequeno mosto em que a levedura se multiplica um ou dois dias antes da brassagem.",
    category: "ingredientes",
    related: ["levedura", "og", "fermentacao"],
  },
  {
    id: "kveik",
    name: "Kveik",
    definition:
      "Família de leveduras de fazenda norueguesas, passadas de geração em geração, que fermentam rápido e limpo em temperaturas muito altas, de 30 °C ou mais, com aromas frutados. Ficou popular entre os cervejeiros caseiros brasileiros porque dispensa controle de temperatura no calor.",
    category: "ingredientes",
    related: ["levedura", "fermentacao", "cerveja-caseira"],
  },
  {
    id: "quentao",
    name: "Quentão",
    definition:
      "Bebida quente das festas juninas, feita com cachaça, gengibre, açúcar e especiarias como cravo e canela, fervidos juntos, o que evapora parte do álcool. No Sul, o nome designa também a versão com vinho tinto, parecida com o vinho quente.",
    category: "bebidas",
    related: ["cachaca", "vinho-tinto", "destilado"],
  },
  {
    id: "batida-e-rabo-de-galo",
    name: "Batida e rabo de galo",
    aliases: ["Batida", "Rabo de galo"],
    definition:
      "Dois clássicos brasileiros com cachaça. A batida mistura cachaça com frutas, leite condensado ou leite de coco no liquidificador; o rabo de galo, de balcão de bar, junta cachaça e vermute tinto.",
    category: "bebidas",
    related: ["cachaca", "coquetel", "caipirinha"],
  },
  {
    id: "sangria-e-clericot",
    name: "Sangria e clericot",
    aliases: ["Sangria", "Clericot", "Clericô"],
    definition:
      "Ponches de vinho com frutas picadas. A sangria, de origem espanhola, leva vinho tinto, frutas, açúcar e às vezes um destilado ou refrigerante; o clericot, popular no Sul do Brasil, no Uruguai e na Argentina, costuma ser feito com vinho branco e servido bem gelado.",
    category: "bebidas",
    related: ["vinho-tinto", "vinho-branco", "coquetel"],
  },
  {
    id: "rodizio-de-chope",
    name: "Rodízio de chope",
    aliases: ["Happy hour", "Chope liberado", "Open bar"],
    definition:
      "Modalidade em que se paga um valor fixo para beber chope à vontade por um tempo, comum em bares, festas e confraternizações; o happy hour é o horário, em geral depois do expediente, com chope e petiscos mais baratos. Nos dois, vale lembrar que o corpo elimina só cerca de 7 g de álcool por hora e que, se beber, não dirija.",
    category: "consumo",
    related: ["chope", "consumo-responsavel", "lei-seca"],
  },
];

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", ignorePunctuation: true });

/** Every term, sorted by name the Brazilian way (accents and case ignored). */
export const glossaryTerms: readonly GlossaryTerm[] = [...TERMS].sort((a, b) => collator.compare(a.name, b.name));

const termsById = new Map(glossaryTerms.map((t) => [t.id, t]));

/**
 * How many terms there are and the letters that have some, counted from the data (issue 27:
 * "166 termos" was written by hand). Read by /glossario's loader, so the browser gets two
 * numbers and a few letters, not the glossary.
 */
export function glossaryStats(): { termCount: number; letters: string[] } {
  return { termCount: glossaryTerms.length, letters: groupByLetter(glossaryTerms).map((g) => g.letter) };
}

export function glossaryTerm(id: string): GlossaryTerm | undefined {
  return termsById.get(id);
}

/** The name without its parenthesised gloss, for compact links ("IBU (Intern…)" → "IBU"). */
export function shortName(term: GlossaryTerm): string {
  return shortNameOf(term.name);
}

/** The A–Z letter a term is filed under: the first letter of its name, accents removed. */
export function letterOf(term: GlossaryTerm): string {
  const first = normalizeForSearch(term.name)
    .replace(/[^a-z]/g, "")
    .charAt(0);
  return first.toUpperCase();
}

export interface LetterGroup {
  letter: string;
  terms: GlossaryTerm[];
}

/** Terms grouped by letter, in alphabetical order; letters without terms are left out. */
export function groupByLetter(terms: readonly GlossaryTerm[]): LetterGroup[] {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of terms) {
    const letter = letterOf(term);
    const list = groups.get(letter);
    if (list) list.push(term);
    else groups.set(letter, [term]);
  }
  return ALPHABET.filter((l) => groups.has(l)).map((letter) => ({ letter, terms: groups.get(letter) ?? [] }));
}

const searchIndex = new Map(glossaryTerms.map((t) => [t.id, termSearchText(t.name, t.aliases ?? [], t.definition)]));

/** What a term's search looks in: its name, other names and definition, normalised. */
export function searchText(term: GlossaryTerm): string {
  return searchIndex.get(term.id) ?? termSearchText(term.name, term.aliases ?? [], term.definition);
}

/** A term's normalised names, name first (for the shortcuts). */
export function searchNames(term: GlossaryTerm): string[] {
  return [term.name, ...(term.aliases ?? [])].map(normalizeForSearch);
}

/**
 * Terms whose name, other names or definition contain every word of the query,
 * ignoring accents and case ("lupulo" finds "Lúpulo"). An empty query matches all.
 */
export function searchTerms(query: string, terms: readonly GlossaryTerm[] = glossaryTerms): GlossaryTerm[] {
  const words = queryWords(query);
  if (words.length === 0) return [...terms];
  return terms.filter((t) => containsAll(searchText(t), words));
}

/** The "ir direto para" shortcuts for a query (rankNameMatches over every term). */
export function nameMatches(query: string, limit = 5): GlossaryTerm[] {
  const named = glossaryTerms.map((term) => ({ id: term.id, short: shortName(term), names: searchNames(term), term }));
  return rankNameMatches(named, query, limit).map((n) => n.term);
}

/** Whether a route is one a glossary term may link to as a calculator. */
export function isCalculatorRoute(path: string): path is CalculatorRoute {
  return (TOOL_ROUTES as readonly string[]).includes(path);
}

/** A term's address: its letter's page and its anchor ("/glossario/d#dunkel", "/glossario#abv"). */
export function termPath(term: GlossaryTerm): string {
  return `${letterPagePath(letterOf(term))}#${term.id}`;
}

/** The letters with a page of their own (every letter with terms but the first page's). */
export function letterPageLetters(): string[] {
  return groupByLetter(glossaryTerms)
    .map((g) => g.letter)
    .filter((l) => !FIRST_PAGE_LETTERS.includes(l));
}

/** The glossary's pages: /glossario, then one per letter (the sitemap lists them). */
export function glossaryPagePaths(): string[] {
  return ["/glossario", ...letterPageLetters().map(letterPagePath)];
}

/**
 * schema.org DefinedTermSet of a glossary page (docs/decisions/0009-glossary-infographics-legal.md,
 * docs/decisions/0011-server-rendered-seo.md). The set is /glossario, on every page; the terms of the
 * letters the page shows are DefinedTerms with their definitions, each at its anchor. /glossario
 * (`listAll`) names every other term too, with its address on its letter's page, so the whole
 * glossary is in the first page's structured data. `origin` is absolute ("https://…").
 */
export function glossaryJsonLd(
  origin: string,
  name: string,
  description: string,
  letters: readonly string[],
  listAll = false,
) {
  const setUrl = `${origin}/glossario`;
  const shown = (t: GlossaryTerm) => letters.includes(letterOf(t));
  return {
    "@context": "https://schema.org",
    "@type": "DefinedTermSet",
    "@id": setUrl,
    name,
    description,
    url: setUrl,
    inLanguage: "pt-BR",
    hasDefinedTerm: glossaryTerms
      .filter((t) => listAll || shown(t))
      .map((t) => ({
        "@type": "DefinedTerm",
        "@id": `${origin}${termPath(t)}`,
        name: t.name,
        ...(shown(t) && t.aliases?.length ? { alternateName: [...t.aliases] } : {}),
        ...(shown(t) ? { description: t.definition } : {}),
        url: `${origin}${termPath(t)}`,
        inDefinedTermSet: setUrl,
      })),
  };
}
