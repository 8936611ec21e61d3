// Demo content for an empty database (categories, posts, tags, ads and SEO settings).
// Everything here is plain data: db/seed.ts turns it into rows. Texts are pt-BR and
// aim to be accurate; style figures follow the BJCP 2021 guidelines. Style ranges and
// serving temperatures must agree with the typed data in app/content/infographics
// (app/content/consistency.test.ts checks the posts against it), and gravities are
// written the Brazilian way, "1,050" (docs/decisions/0002-brazilian-numbers.md: "1.050" reads as one thousand and fifty).
import { DEMO_OPERATOR_DOCUMENT } from "../app/content/site-operator";
import {
  ALE_FERMENTATION_C,
  BU_GU_READING,
  celsiusBetween,
  co2VolumesTable,
  factRange,
  IBU_DEFINITION,
  LAGER_FERMENTATION_C,
  SPARGE_WATER_C,
  SPELLINGS,
} from "../app/content/facts";
import type { AdPosition } from "./schema";

export interface DemoCategory {
  name: string;
  description: string;
}

export interface DemoPost {
  /** Title, 3–100 characters; the slug is derived from it. */
  name: string;
  /** Markdown. */
  content: string;
  /** Name of one of the demo categories. */
  category: string;
  /** Tag names, 2–4 per post. */
  tags: readonly string[];
  seoTitle?: string;
  seoDescription?: string;
  /** Comma-separated. */
  seoKeywords?: string;
  /** created_at = seed day minus this many days (distinct per post, at least 1). */
  daysAgo: number;
}

export interface DemoAd {
  title: string;
  description: string;
  imageUrl: string;
  link: string;
  active: boolean;
  position: AdPosition;
  /** Sells alcoholic drinks: the slot shows the CONAR moderation clause. */
  alcoholic: boolean;
  /** start_date = today (America/Sao_Paulo) plus this many days. */
  startOffsetDays: number;
  /** end_date = today (America/Sao_Paulo) plus this many days. */
  endOffsetDays: number;
}

export interface DemoGlobalSeo {
  siteTitle: string;
  siteDescription: string;
  siteKeywords: string;
  defaultImage: string;
  siteDomain: string;
  twitterHandle: string | null;
  facebookAppId: string | null;
}

export interface DemoPageSeo {
  pageId: string;
  path: string;
  title: string;
  description: string;
  keywords: string;
  structuredData?: string;
}

// ---------------------------------------------------------------- categories

export const demoCategories: readonly DemoCategory[] = [
  {
    name: "Estilos de Cerveja",
    description:
      "Guias sobre as famílias e os estilos de cerveja, com seus números de amargor, teor alcoólico e serviço.",
  },
  {
    name: "Cerveja Artesanal",
    description: "Histórias, tendências e rótulos do universo das cervejarias artesanais, no Brasil e no mundo.",
  },
  {
    name: "Harmonização",
    description: "Combinações de cerveja com comida, do churrasco de domingo à tábua de queijos.",
  },
  {
    name: "Produção Caseira",
    description: "Receitas, técnicas e cálculos para quem quer produzir a própria cerveja em casa.",
  },
  {
    name: "Drinks e Coquetéis",
    description: "Receitas de drinks clássicos e coquetéis com cerveja para variar o cardápio.",
  },
  {
    name: "Eventos e Festas",
    description: "Dicas práticas para planejar bebidas, quantidades e orçamento de festas e encontros.",
  },
];

// ---------------------------------------------------------------- posts

export const demoPosts: readonly DemoPost[] = [
  {
    name: "Guia de estilos de cerveja: da Pilsen à Imperial Stout",
    category: "Estilos de Cerveja",
    tags: ["estilos", "iniciantes", "ABV"],
    seoTitle: "Guia de estilos de cerveja: da Pilsen à Imperial Stout",
    seoDescription:
      "Entenda a diferença entre lagers e ales e conheça os estilos de cerveja mais comuns no Brasil, com teor alcoólico, IBU e características.",
    seoKeywords: "estilos de cerveja, lager, ale, pilsen, ipa, stout",
    daysAgo: 88,
    content: `Quem está começando no mundo da cerveja costuma se assustar com a quantidade de siglas e nomes estrangeiros nos rótulos. A boa notícia é que quase todos os estilos se organizam em duas grandes famílias, definidas pelo tipo de levedura usada na fermentação.

## Lagers e ales: a divisão principal

- **Lagers** são fermentadas com leveduras de baixa fermentação (*Saccharomyces pastorianus*), em temperaturas mais frias, geralmente ${celsiusBetween(LAGER_FERMENTATION_C)}. O resultado costuma ser uma cerveja limpa, leve e refrescante.
- **Ales** usam leveduras de alta fermentação (*Saccharomyces cerevisiae*), que trabalham ${celsiusBetween(ALE_FERMENTATION_C)} e produzem mais ésteres, compostos que lembram frutas como banana, pera ou maçã.

Existe ainda um terceiro grupo, o das cervejas de **fermentação espontânea ou mista**, como as lambics belgas, que contam com leveduras selvagens e bactérias.

## Os estilos mais comuns no Brasil

| Estilo | Família | ABV típico | IBU típico | Características |
|---|---|---|---|---|
| American Lager | Lager | 4,2–5,3% | 8–18 | Leve, pouco amargor, muito refrescante |
| German Pils | Lager | 4,4–5,2% | 22–40 | Dourada, amargor herbal de lúpulo nobre |
| Weissbier | Ale | 4,3–5,6% | 8–15 | Trigo, aromas de banana e cravo |
| American IPA | Ale | 5,5–7,5% | 40–70 | Lúpulo intenso, notas cítricas e resinosas |
| Irish Stout | Ale | 4,0–4,5% | 25–45 | Escura, café e chocolate, final seco |
| Belgian Tripel | Ale | 7,5–9,5% | 20–40 | Dourada, forte, condimentada e seca |

## Um detalhe sobre a "pilsen" do supermercado

A maioria das cervejas vendidas no Brasil como "pilsen" se encaixa, na verdade, no estilo **American Lager**: usa cereais não maltados, como milho e arroz, tem corpo mais leve e amargor bem baixo. A Pilsner original, criada em 1842 na cidade de Plzeň, na atual República Tcheca, é mais maltada e bem mais lupulada.

## Os extremos: da leveza à intensidade

Do outro lado da escala estão estilos como a **Imperial Stout**, com 8% a 12% de álcool e sabores de café torrado, chocolate amargo e frutas secas, e a **Barley Wine**, que pode evoluir por anos na adega. São cervejas para beber devagar, em taças menores e em temperaturas mais altas.

## Como começar a explorar

1. Escolha um estilo por semana e prove rótulos de cervejarias diferentes.
2. Compare sempre duas cervejas lado a lado: as diferenças ficam muito mais claras.
3. Anote o que você percebeu no aroma, no sabor e no final de boca.
4. Use a nossa calculadora de ABV e o guia de IBU para entender os números do rótulo.

Com o tempo, você vai perceber que gostar de cerveja não é questão de "forte" ou "fraca", e sim de encontrar o estilo certo para cada momento.`,
  },
  {
    name: "IBU: o que é e como medir o amargor da cerveja",
    category: "Estilos de Cerveja",
    tags: ["IBU", "lúpulo", "produção caseira"],
    seoTitle: "IBU: o que é e como medir o amargor da cerveja",
    seoDescription:
      "Saiba o que significa IBU, de onde vem o amargor do lúpulo, quais as faixas de cada estilo e como calcular o IBU da sua receita.",
    seoKeywords: "ibu, amargor, lúpulo, alfa-ácidos, tinseth",
    daysAgo: 81,
    content: `Você já viu a sigla **IBU** no rótulo de uma IPA e ficou se perguntando o que ela significa? IBU vem do inglês *International Bitterness Units* (Unidades Internacionais de Amargor) e é a medida mais usada para indicar o amargor de uma cerveja.

## De onde vem o amargor

O amargor da cerveja vem principalmente do **lúpulo**. As flores do lúpulo contêm **alfa-ácidos**, que quase não se dissolvem no mosto em sua forma natural. Durante a fervura, eles passam por um processo chamado **isomerização** e se transformam em iso-alfa-ácidos, esses sim solúveis e amargos.

Na prática, ${IBU_DEFINITION}.

## O que influencia o IBU

- **Teor de alfa-ácidos do lúpulo**: variedades de amargor, como o Magnum, passam de 12%, enquanto lúpulos nobres, como o Saaz, ficam entre 2,5% e 4,5%.
- **Quantidade de lúpulo**: mais gramas por litro significam mais amargor.
- **Tempo de fervura**: quanto mais tempo o lúpulo ferve, maior a isomerização. Adições de 60 minutos amargam; adições no fim da fervura contribuem mais com aroma.
- **Densidade do mosto**: mostos mais densos aproveitam menos os alfa-ácidos, por isso cervejas fortes precisam de mais lúpulo.

## Faixas de IBU

| Faixa de IBU | Percepção | Exemplos de estilo |
|---|---|---|
| Abaixo de 20 | Baixo | American Lager, Weissbier, Witbier |
| 20 a 39 | Moderado | German Pils, Best Bitter, Irish Stout |
| 40 a 59 | Acentuado | English IPA, American IPA |
| 60 ou mais | Intenso | Double IPA, Imperial Stout, American Barleywine |

## IBU não é tudo

Um número alto no rótulo não significa, necessariamente, uma cerveja mais amarga na boca. O **dulçor do malte** equilibra o amargor: uma Imperial Stout com 70 IBU pode parecer menos amarga do que uma Pilsen com 35 IBU. Por isso, muitos cervejeiros olham também a relação **BU:GU**, que divide o IBU pelos pontos de densidade original (1,050 vale 50 pontos). Uma relação ${BU_GU_READING}.

Além disso, a percepção humana tem limite: acima de uns 100 IBU, a maioria das pessoas já não sente diferença.

## Como calcular em casa

Quem produz cerveja pode estimar o IBU com a **fórmula de Tinseth**, que considera o volume do lote, a densidade do mosto e, para cada adição de lúpulo, o teor de alfa-ácidos, o peso e o tempo de fervura. É exatamente o que faz a nossa **Calculadora de IBU**: basta informar as adições e ver o amargor total e a categoria do resultado.

Lembre-se de que qualquer fórmula é uma estimativa. A medição exata exige análise em laboratório, mas, para acertar o equilíbrio de uma receita caseira, a conta de Tinseth é mais do que suficiente.`,
  },
  {
    name: "ABV: como calcular o teor alcoólico da sua cerveja",
    category: "Produção Caseira",
    tags: ["ABV", "fermentação", "produção caseira"],
    seoTitle: "ABV: como calcular o teor alcoólico da cerveja",
    seoDescription:
      "Aprenda a calcular o ABV da cerveja caseira a partir das densidades original e final, com exemplos, atenuação e cuidados na medição.",
    seoKeywords: "abv, teor alcoólico, densidade original, densidade final, densímetro",
    daysAgo: 74,
    content: `A sigla **ABV** (*Alcohol by Volume*) indica o teor alcoólico em volume: uma cerveja com 5% ABV tem 5 ml de álcool a cada 100 ml. No Brasil, o rótulo costuma trazer a informação como "teor alcoólico: 5% vol.".

## De onde vem o álcool

Durante a fermentação, a levedura consome os açúcares do mosto e produz, principalmente, **álcool etílico e gás carbônico**. Como o álcool é menos denso que a água e o açúcar vai desaparecendo, a densidade do líquido cai ao longo da fermentação. É essa queda que permite calcular o ABV.

## Densidade original e final

- **Densidade original (OG)**: medida antes de adicionar a levedura. Um mosto de American Pale Ale fica entre 1,045 e 1,060.
- **Densidade final (FG)**: medida quando a fermentação termina e a leitura se mantém estável por dois ou três dias seguidos, geralmente entre 1,008 e 1,016.

Para medir, use um **densímetro** numa proveta com amostra limpa, ou um **refratômetro**, que precisa de apenas algumas gotas, mas exige correção depois que o álcool aparece.

## A fórmula

A fórmula mais usada pelos cervejeiros caseiros é:

**ABV = (OG − FG) × 131,25**

Exemplo: com OG de 1,050 e FG de 1,010, temos (1,050 − 1,010) × 131,25 = **5,25%**.

Há alternativas, como a fórmula de Daniels, mais indicada para cervejas fortes, e a de Balling, que calcula primeiro o álcool em peso e depois o converte para volume.

## Atenuação

Outro número importante é a **atenuação aparente**, que mostra quanto do açúcar foi consumido:

**Atenuação = (OG − FG) ÷ (OG − 1) × 100**

No exemplo acima, a atenuação é de 80%. Leveduras de ale costumam atenuar entre 70% e 80%; valores muito abaixo disso podem indicar uma fermentação travada.

## Categorias de teor alcoólico

| ABV | Categoria | Exemplos |
|---|---|---|
| Abaixo de 4% | Leve | Berliner Weisse, Mild |
| 4% a 5,9% | Médio | Pilsen, Weissbier, American Pale Ale |
| 6% a 7,9% | Forte | American IPA, Dubbel, Bock |
| 8% ou mais | Muito forte | Tripel, Imperial Stout, Barley Wine |

## Cuidados na medição

1. Corrija a leitura pela temperatura: muitos densímetros são calibrados para 20 °C, e alguns modelos importados para 15,6 °C.
2. Desgaseifique a amostra antes de medir a densidade final.
3. Nunca devolva a amostra ao fermentador, para evitar contaminação.

Se quiser poupar as contas, a nossa **Calculadora de ABV** faz tudo isso, incluindo correção de temperatura, atenuação e estimativa de calorias.`,
  },
  {
    name: "Temperatura ideal para servir cada estilo de cerveja",
    category: "Estilos de Cerveja",
    tags: ["temperatura", "estilos", "iniciantes"],
    seoTitle: "Temperatura ideal para servir cada estilo de cerveja",
    seoDescription:
      "Nem toda cerveja deve ser servida estupidamente gelada. Veja a temperatura ideal de cada estilo e dicas para gelar bebidas na festa.",
    seoKeywords: "temperatura da cerveja, cerveja gelada, serviço, estilos",
    daysAgo: 67,
    content: `"Estupidamente gelada" virou quase um mandamento no Brasil. Para uma American Lager num dia de 35 °C, faz sentido. Mas servir qualquer cerveja perto de 0 °C é uma forma garantida de esconder aromas e sabores e, no caso das cervejas artesanais, de desperdiçar o trabalho de quem as produziu.

## Por que a temperatura importa

O frio **anestesia as papilas gustativas** e reduz a liberação de compostos aromáticos voláteis. Já uma cerveja quente demais parece alcoólica, doce e sem frescor. A regra geral é simples:

- cervejas **leves e refrescantes** pedem temperaturas mais baixas;
- cervejas **encorpadas, escuras ou alcoólicas** mostram mais complexidade um pouco menos geladas.

## Tabela de referência

| Estilo | Temperatura de serviço |
|---|---|
| American Lager e Light Lager | 2 °C a 4 °C |
| Pilsen e Helles | 4 °C a 7 °C |
| Weissbier e Witbier | 4 °C a 7 °C |
| Berliner Weisse, Gose e Catharina Sour | 4 °C a 8 °C |
| American Pale Ale e IPA | 7 °C a 10 °C |
| Märzen, Dunkel e Schwarzbier | 7 °C a 10 °C |
| Dubbel, Tripel e Belgian Strong Ale | 8 °C a 12 °C |
| Stout e Porter | 8 °C a 13 °C |
| Bitter e ales inglesas | 10 °C a 13 °C |
| Imperial Stout e Barley Wine | 12 °C a 16 °C |

## Dicas práticas

1. **Tire as cervejas fortes da geladeira antes**: uma Imperial Stout guardada a 4 °C precisa de 40 a 60 minutos fora para chegar aos 12 a 16 °C ideais para o estilo.
2. **Não congele o copo**: o gelo na parede da taça dilui a cerveja e faz a espuma subir sem controle. Um copo limpo e frio, mas não congelado, é o ideal.
3. **Use a taça certa**: taças bojudas, como tulipas e snifters, concentram os aromas e deixam a cerveja aquecer aos poucos na mão.
4. **Geladeira não é freezer**: esquecer garrafas no freezer pode congelar a cerveja, estourar a garrafa e alterar o sabor.

## E na festa?

Em eventos com muitos convidados, o mais comum é servir lagers bem geladas em coolers ou caixas térmicas. Uma dica antiga e eficiente: misture **gelo, água e um punhado de sal grosso**. A salmoura resfria latas e garrafas em poucos minutos, bem mais rápido do que o gelo sozinho.

Se houver cervejas especiais no cardápio, reserve uma geladeira ou um cooler separado, com menos gelo, para que elas cheguem à mesa na temperatura certa. Seus convidados vão perceber a diferença já no primeiro gole.`,
  },
  {
    name: "Quanta cerveja comprar para uma festa: o guia por pessoa",
    category: "Eventos e Festas",
    tags: ["festa", "planejamento", "churrasco"],
    seoTitle: "Quanta cerveja comprar para a festa: guia por pessoa",
    seoDescription:
      "Calcule quantos litros e latas de cerveja comprar por convidado, quanto gelo providenciar e como comparar o preço por litro antes de comprar.",
    seoKeywords: "cerveja por pessoa, quantidade de cerveja, festa, churrasco, gelo",
    daysAgo: 60,
    content: `Faltar cerveja no meio da festa é o pesadelo de qualquer anfitrião; sobrar demais pesa no bolso. Com algumas contas simples, dá para chegar bem perto da quantidade ideal.

## A regra prática

Para uma festa de **cinco horas**, conte de **1,5 a 2 litros de cerveja por pessoa que bebe**, o equivalente a algo entre quatro e seis latas de 350 ml: cerca de 1,65 litro num dia ameno e perto de 1,9 litro no calor, para quem bebe em ritmo moderado. Em festas mais longas o ritmo cai: depois da quarta hora, conte uns 250 ml por hora em vez de 350 ml. Ajuste conforme o perfil do evento:

- **Churrasco no calor**, com futebol na TV: fique no limite superior, ou até acima dele.
- **Aniversário à noite**, com outras bebidas disponíveis: o limite inferior costuma bastar.
- **Evento com crianças ou muitos convidados que não bebem**: conte apenas os adultos que consomem álcool.

## Exemplo de cálculo

| Convidados que bebem | 1,5 L por pessoa | Latas de 350 ml | 2 L por pessoa | Latas de 350 ml |
|---|---|---|---|---|
| 10 | 15 L | 43 | 20 L | 58 |
| 20 | 30 L | 86 | 40 L | 115 |
| 30 | 45 L | 129 | 60 L | 172 |
| 50 | 75 L | 215 | 100 L | 286 |

## Não esqueça o gelo

Uma referência comum é providenciar **1 kg de gelo para cada 2 litros de bebida** a gelar, somando cerveja, água e refrigerante, e reforçar essa quantidade em dias muito quentes ou se as bebidas chegarem em temperatura ambiente. O gelo para servir nos copos é à parte. Gelo em cubos serve para os copos; para os coolers, o gelo em barra derrete mais devagar.

## Chope ou lata?

- **Chope em barril** costuma sair mais barato por litro em festas grandes e dispensa o trabalho de gelar latas, mas exige chopeira e normalmente tem pedido mínimo: barris de 30 e 50 litros são os mais comuns.
- **Latas e long necks** são mais práticas, e o que sobrar pode ser guardado para outra ocasião.

Antes de fechar a compra, compare o **preço por litro**: uma lata de 350 ml a R$ 3,50 sai por R$ 10,00 o litro, enquanto uma garrafa de 600 ml a R$ 7,20 custa R$ 12,00 o litro. O nosso comparador faz essa conta para você.

## Checklist final

1. Conte apenas os convidados que bebem.
2. Numa festa de cinco horas, multiplique por 1,5 a 2 litros e arredonde para cima.
3. Tenha **bebidas não alcoólicas**, como água, refrigerante e sucos, para todos, inclusive para quem vai dirigir.
4. Pergunte ao fornecedor se é possível comprar em **consignação** e devolver o que não for aberto.
5. Use a **Calculadora de Festa** e a **Calculadora de Orçamento** para fechar os números.

Com planejamento, sobra tempo para o mais importante: aproveitar a festa com os amigos.`,
  },
  {
    name: "Harmonização de cerveja com churrasco: combinações que funcionam",
    category: "Harmonização",
    tags: ["harmonização", "churrasco", "IPA"],
    seoTitle: "Cerveja e churrasco: harmonizações que funcionam",
    seoDescription:
      "Picanha com IPA, costela com Porter, frango com Weissbier: veja como combinar estilos de cerveja com cada corte do churrasco.",
    seoKeywords: "harmonização, churrasco, cerveja e carne, picanha, ipa, porter",
    daysAgo: 53,
    content: `O churrasco é a refeição de fim de semana mais brasileira que existe, e a cerveja é sua companheira natural. Mas dá para ir além da lager gelada e montar combinações que realçam cada corte.

## Os três princípios da harmonização

- **Intensidade**: pratos leves pedem cervejas leves; carnes gordurosas e defumadas aguentam cervejas mais encorpadas.
- **Corte**: o gás carbônico e o amargor do lúpulo "limpam" a gordura do paladar e preparam a boca para a próxima garfada.
- **Semelhança ou contraste**: as notas caramelizadas da crosta da carne combinam com maltes tostados; já a acidez de uma cerveja sour contrasta com alimentos ricos.

## Combinações por corte

| Alimento | Estilo sugerido | Por quê |
|---|---|---|
| Picanha | American Pale Ale ou IPA | Amargor e carbonatação cortam a gordura da capa |
| Linguiça toscana | Märzen ou Vienna Lager | Malte tostado acompanha os temperos sem competir |
| Costela assada lentamente | Porter ou Rauchbier | Notas torradas e defumadas reforçam o sabor da brasa |
| Frango e coração | Weissbier | Leveza e notas de cravo combinam com carnes brancas |
| Queijo coalho com melaço | Witbier | Acidez leve e especiarias equilibram o sal e o doce |
| Pão de alho | Pilsen | Amargor herbal limpa a manteiga e o alho |

## A vez das lagers

Não há nada de errado em servir uma boa **Pilsen** ou **Helles** durante todo o churrasco: são cervejas refrescantes, com amargor suficiente para acompanhar quase tudo, e funcionam muito bem no calor. A dica é ter também um ou dois estilos diferentes para os convidados curiosos.

## Dicas para o anfitrião

1. **Sirva em ordem crescente de intensidade**: comece pelas lagers leves com as entradas e deixe as cervejas escuras e defumadas para as carnes mais gordas.
2. **Controle a temperatura**: lagers de massa bem geladas, entre 2 °C e 4 °C, e Pilsen entre 4 °C e 7 °C; Porter e Rauchbier um pouco menos frias, perto de 8 °C a 10 °C.
3. **Pense na sobremesa**: abacaxi grelhado com canela vai bem com uma Tripel ou uma Weissbier; brownie, com uma Stout.
4. **Cuidado com a pimenta**: o amargor do lúpulo intensifica a ardência. Com molhos muito picantes, prefira estilos mais maltados e menos amargos.

## Resumo

Harmonizar é experimentar. Comece pelas combinações clássicas da tabela, observe o que seus convidados preferem e anote as duplas que fizeram sucesso. No próximo churrasco, você já terá um cardápio de cervejas pensado para cada corte que sai da grelha.`,
  },
  {
    name: "Cerveja e queijo: guia de harmonização para iniciantes",
    category: "Harmonização",
    tags: ["harmonização", "queijos", "degustação"],
    seoTitle: "Cerveja e queijo: guia de harmonização para iniciantes",
    seoDescription:
      "Descubra por que cerveja e queijo combinam tão bem e quais estilos servir com minas frescal, brie, canastra, parmesão e gorgonzola.",
    seoKeywords: "cerveja e queijo, harmonização, tábua de queijos, degustação",
    daysAgo: 46,
    content: `Muitos especialistas defendem que a cerveja combina com queijo até melhor do que o vinho. O motivo está na própria bebida: a **carbonatação** limpa a gordura do paladar, e o **malte** traz notas de pão, caramelo e nozes que conversam naturalmente com os queijos.

## Como pensar a combinação

- **Equilibre a intensidade**: queijos frescos e suaves pedem cervejas leves; queijos curados e azuis precisam de cervejas com mais corpo e álcool.
- **Busque pontes de sabor**: as notas de caramelo da cerveja com o sabor amendoado de um queijo curado, por exemplo.
- **Use o contraste**: a doçura de uma cerveja forte equilibra o sal e a picância de um queijo azul.

## Combinações clássicas

| Queijo | Estilo de cerveja | Resultado |
|---|---|---|
| Minas frescal | Pilsen ou Helles | Leveza e frescor, sem que um encubra o outro |
| Queijo de cabra fresco | Witbier ou Saison | Acidez e especiarias realçam o queijo |
| Brie e Camembert | Tripel ou Saison | Carbonatação alta corta a cremosidade |
| Canastra meia-cura | Dubbel ou Brown Ale | Caramelo e frutas secas acompanham a cura |
| Parmesão | Bock ou IPA | Malte e amargor equilibram o sal e o umami |
| Gorgonzola | Imperial Stout ou Barley Wine | Doçura e álcool contrastam com a picância |

## Montando a tábua

1. Escolha **de três a cinco queijos**, com texturas e intensidades diferentes.
2. Sirva os queijos em **temperatura ambiente**: tire-os da geladeira cerca de 30 minutos antes.
3. Ofereça **porções pequenas** de cerveja, entre 100 ml e 150 ml por rodada, para que ninguém fique saciado cedo.
4. Vá **do mais suave ao mais intenso**, tanto nos queijos quanto nas cervejas.
5. Inclua acompanhamentos neutros, como pão e torradas, e alguns contrastes, como geleia de pimenta, mel e nozes.

## Queijos brasileiros em destaque

O Brasil vive uma fase excelente de queijos artesanais. Além do Canastra, vale experimentar o **queijo do Serro**, o **queijo colonial** do Sul e os queijos da **Serra da Mantiqueira**. Combine-os com cervejas de cervejarias da sua região e você terá uma degustação totalmente brasileira.

## Evite estas armadilhas

- Cervejas muito amargas com queijos delicados: o lúpulo domina tudo.
- Queijos azuis com lagers muito leves: a cerveja simplesmente desaparece.
- Servir tudo gelado demais: o frio esconde o aroma tanto da cerveja quanto do queijo.

Com essas regras básicas, qualquer encontro com amigos vira uma pequena aula de sabores.`,
  },
  {
    name: "Primeira brassagem em casa: equipamentos e passo a passo",
    category: "Produção Caseira",
    tags: ["produção caseira", "fermentação", "iniciantes"],
    seoTitle: "Primeira brassagem: como fazer cerveja em casa",
    seoDescription:
      "Equipamentos básicos, etapas da brassagem, sanitização e uma receita simples de American Pale Ale para o seu primeiro lote de 20 litros.",
    seoKeywords: "cerveja caseira, brassagem, como fazer cerveja, receita apa, homebrew",
    daysAgo: 39,
    content: `Fazer a própria cerveja é mais simples do que parece. Com alguns equipamentos básicos, muita atenção à limpeza e uma receita bem escolhida, é possível produzir uma cerveja saborosa já na primeira tentativa.

## Equipamentos básicos

- **Panela** de 30 a 50 litros, de preferência de inox, para lotes de 20 litros;
- **fermentador** com tampa e airlock, como um balde alimentício;
- **termômetro** digital e **densímetro** com proveta;
- **chiller** de imersão para resfriar o mosto rapidamente;
- **sanitizante** próprio para cervejaria, como o ácido peracético;
- moedor de grãos (ou malte já moído) e um saco de voil para a mostura.

## Passo a passo

1. **Mosturação**: misture o malte moído com água a cerca de 66 °C e mantenha a temperatura por 60 minutos. Nessa etapa, as enzimas do malte transformam o amido em açúcares fermentáveis.
2. **Lavagem**: retire os grãos e lave-os com água a ${factRange(SPARGE_WATER_C)} °C para extrair o açúcar restante.
3. **Fervura**: ferva o mosto por 60 minutos, com o lúpulo de amargor no início e os lúpulos de aroma nos minutos finais.
4. **Resfriamento**: use o chiller para levar o mosto a cerca de 20 °C o mais rápido possível, reduzindo o risco de contaminação.
5. **Fermentação**: transfira para o fermentador sanitizado, meça a densidade original e adicione a levedura. Ales fermentam ${celsiusBetween(ALE_FERMENTATION_C)} (a embalagem da levedura diz a faixa dela), por 7 a 14 dias.
6. **Envase**: com a densidade final estável, adicione o açúcar de priming e engarrafe. Depois de duas a três semanas em temperatura ambiente, a cerveja estará carbonatada.

## Limpeza e sanitização

Tudo o que toca o mosto depois da fervura precisa estar **limpo e sanitizado**. Limpar remove a sujeira visível; sanitizar elimina os micro-organismos. Essa é a principal diferença entre uma cerveja excelente e uma com sabor de vinagre ou de solvente.

## Uma boa receita para começar

Para o primeiro lote, escolha estilos que toleram pequenas variações, como uma **American Pale Ale**. Receita para 20 litros:

| Ingrediente | Quantidade |
|---|---|
| Malte Pale Ale | 4,5 kg |
| Malte Caramelo claro | 300 g |
| Lúpulo Magnum, 13% de alfa-ácidos (60 min) | 20 g |
| Lúpulo Cascade (10 min e fim da fervura) | 30 g + 30 g |
| Levedura American Ale seca | 1 sachê de 11,5 g |

Com eficiência de 70%, a receita deve chegar a uma densidade original perto de **1,052** e fermentar até cerca de 1,013, resultando em aproximadamente **5,1% ABV** e 35 a 40 IBU.

## Erros comuns de iniciante

- Fermentar em local quente demais, o que gera aromas de solvente;
- abrir o fermentador a toda hora "para ver como está";
- engarrafar antes de a fermentação terminar, o que pode fazer as garrafas estourarem.

Paciência é o ingrediente mais importante da receita.`,
  },
  {
    name: "IPA: história, variações e o protagonismo do lúpulo",
    category: "Cerveja Artesanal",
    tags: ["IPA", "lúpulo", "estilos"],
    seoTitle: "IPA: história, variações e o protagonismo do lúpulo",
    seoDescription:
      "Da English IPA à New England IPA: conheça a história do estilo, suas variações, os lúpulos mais usados e como servir uma IPA fresca.",
    seoKeywords: "ipa, india pale ale, lúpulo, neipa, double ipa, cerveja artesanal",
    daysAgo: 32,
    content: `Nenhum estilo simboliza tanto a revolução da cerveja artesanal quanto a **India Pale Ale**, ou simplesmente IPA. Aromática, amarga e cheia de personalidade, ela está entre os estilos mais populares das cervejarias artesanais no Brasil e em boa parte do mundo.

## Um pouco de história

A IPA nasceu das pale ales inglesas bem lupuladas que, desde o fim do século XVIII, eram exportadas para a Índia britânica; o nome *India Pale Ale* só aparece por volta de 1830. A versão mais contada diz que ela foi "inventada" para aguentar a viagem; na realidade, cervejarias como a **Bow Brewery**, de George Hodgson, já enviavam cervejas claras e bem lupuladas, e o lúpulo, com suas propriedades antimicrobianas, ajudava a bebida a chegar em boas condições depois de meses no mar.

No fim do século XX, cervejeiros dos Estados Unidos reinventaram o estilo com **lúpulos americanos**, de aromas cítricos, resinosos e tropicais, e a IPA nunca mais saiu de moda.

## As principais variações

| Variação | ABV típico | IBU típico | Perfil |
|---|---|---|---|
| English IPA | 5,0–7,5% | 40–60 | Lúpulo terroso e herbal, mais malte |
| American IPA | 5,5–7,5% | 40–70 | Seca, amarga, notas de pinho e cítricos |
| Hazy IPA (New England) | 6,0–9,0% | 25–60 | Turva, suculenta, amargor macio |
| Double IPA | 7,5–10,0% | 60–100 | Intensa, alcoólica, muito lupulada |
| Session IPA | 3,0–5,0% | 40–55 | Leve, aromática, fácil de beber |
| Black IPA | 5,5–9,0% | 50–90 | Escura, com torrado suave e lúpulo marcante |

## Os lúpulos que fazem a diferença

- **Cascade**: floral e cítrico, lembra toranja; é o símbolo das primeiras American Pale Ales.
- **Citra**: maracujá, manga e limão, muito usado nas IPAs turvas.
- **Mosaic**: frutas tropicais, frutas vermelhas e um toque terroso.
- **Simcoe**: pinho, maracujá e notas resinosas.
- **Centennial**: cítrico e floral, às vezes chamado de "super Cascade".

Boa parte do aroma das IPAs modernas vem do **dry hopping**, a adição de lúpulo durante ou depois da fermentação, em geral na temperatura de fermentação e antes do *cold crash*, o resfriamento que clarifica a cerveja. Como não há fervura, os óleos essenciais são preservados e o amargor quase não aumenta.

## Frescor é tudo

O aroma do lúpulo é frágil: oxigênio, luz e calor o degradam em poucas semanas. Por isso:

1. **Confira a data de envase** e prefira IPAs com até três meses de fabricação.
2. **Mantenha a cerveja refrigerada** desde a compra.
3. **Sirva entre 7 °C e 10 °C**, em taça tulipa ou copo pint (o shaker americano), para aproveitar os aromas.

## Com o que harmonizar

O amargor e a carbonatação das IPAs funcionam muito bem com **comidas gordurosas e condimentadas**: hambúrguer, pastel, torresmo e pratos da culinária indiana ou mexicana. Só cuidado com a pimenta: o amargor intensifica a ardência, e algumas pessoas adoram, outras nem tanto.`,
  },
  {
    name: "Drinks para a festa: caipirinha, michelada e clássicos com cerveja",
    category: "Drinks e Coquetéis",
    tags: ["drinks", "festa", "caipirinha"],
    seoTitle: "Drinks para festa: caipirinha, michelada e clássicos",
    seoDescription:
      "Receitas fáceis de caipirinha, michelada, shandy e outros drinks com cerveja, com quantidades para preparar em festas e churrascos.",
    seoKeywords: "caipirinha, michelada, shandy, drinks com cerveja, festa",
    daysAgo: 25,
    content: `Nem todo convidado quer passar a festa inteira só na cerveja. Ter dois ou três drinks simples no cardápio agrada a todos os gostos e dá um toque especial ao evento. Reunimos receitas fáceis de preparar em quantidade.

## Caipirinha clássica

A caipirinha é o drink brasileiro mais famoso do mundo, definida até na legislação brasileira como a bebida típica feita com **cachaça, limão e açúcar**.

**Ingredientes (1 copo):**

- 1 limão-taiti
- 2 colheres (chá) de açúcar
- 60 ml de cachaça
- gelo a gosto

**Modo de preparo:**

1. Corte o limão em oito pedaços e retire a parte branca central, que amarga o drink.
2. Coloque o limão e o açúcar no copo e macere delicadamente, sem esmagar a casca.
3. Complete com gelo, adicione a cachaça e misture bem.

Variações com maracujá, morango, kiwi e abacaxi são sucesso garantido. Com vodca, a caipirinha vira **caipiroska**; com saquê, **caipisaquê**.

## Michelada

De origem mexicana, a michelada transforma uma lager leve em um drink refrescante e picante:

- passe limão na borda do copo e encoste-a em sal (ou sal com pimenta);
- adicione o suco de um limão, algumas gotas de molho inglês e de molho de pimenta;
- complete com gelo e uma **lager bem gelada**.

## Shandy e Radler

A **shandy** inglesa mistura cerveja com refrigerante de limão ou limonada, geralmente meio a meio. A **Radler** alemã segue a mesma ideia e costuma ficar entre 2% e 3% de álcool, perfeita para tardes quentes.

## Outros clássicos com cerveja

| Drink | Ingredientes | Perfil |
|---|---|---|
| Black Velvet | Stout e espumante, meio a meio | Elegante, cremoso e seco |
| Snakebite | Lager e sidra, meio a meio | Refrescante e frutado |
| Boilermaker | Cerveja acompanhada de uma dose de ${SPELLINGS.whisky} | Forte, para poucos goles |

## Quantidades para a festa

Para caipirinha em grande quantidade, calcule **60 ml de cachaça por drink** e **dois drinks por convidado** que prefira destilados. Uma garrafa de cachaça de 1 litro rende cerca de 16 caipirinhas; para 20 convidados, portanto, três garrafas são suficientes, com folga. Separe também uns 20 limões para cada garrafa.

## Beba com responsabilidade

Drinks com destilados têm teor alcoólico bem maior do que a cerveja. Ofereça sempre **água e opções sem álcool**, como caipirinhas de frutas sem cachaça, e lembre-se: se beber, não dirija.`,
  },
  {
    name: "Como organizar uma degustação de cervejas em casa",
    category: "Eventos e Festas",
    tags: ["degustação", "festa", "iniciantes"],
    seoTitle: "Como organizar uma degustação de cervejas em casa",
    seoDescription:
      "Quantas cervejas servir, em que ordem, que taças usar e como avaliar aparência, aroma e sabor numa degustação com os amigos.",
    seoKeywords: "degustação de cerveja, harmonização, festa, taças, ficha de avaliação",
    daysAgo: 18,
    content: `Uma degustação de cervejas é um ótimo programa para reunir amigos, aprender sobre estilos e descobrir novos rótulos. E não é preciso ser sommelier para organizar uma.

## Planejamento

- **Número de pessoas**: entre 4 e 10 participantes é o ideal para que todos conversem.
- **Número de cervejas**: de 4 a 6 rótulos bastam; mais do que isso cansa o paladar.
- **Quantidade por pessoa**: de 60 ml a 100 ml de cada cerveja. Uma garrafa de 600 ml serve cerca de seis pessoas.
- **Tema**: escolha um fio condutor, como "lagers do mundo", "IPAs brasileiras" ou "uma viagem pela Bélgica".

## A ordem das cervejas

A regra de ouro é ir **da mais leve para a mais intensa**. Uma sequência que funciona bem:

| Ordem | Estilo | ABV aproximado |
|---|---|---|
| 1 | Pilsen | 5% |
| 2 | Weissbier | 5% |
| 3 | American Pale Ale | 5,5% |
| 4 | American IPA | 6,5% |
| 5 | Dubbel | 7% |
| 6 | Imperial Stout | 10% |

## Material necessário

1. **Taças transparentes**, de preferência tulipas, uma por pessoa (ou lave-as entre as cervejas).
2. **Água** para beber e enxaguar as taças.
3. **Pão, torradas ou biscoitos de água e sal** para limpar o paladar.
4. **Fichas de avaliação** impressas e canetas.
5. Um balde com gelo para manter as primeiras cervejas na temperatura certa.

## O que avaliar

Peça que cada participante anote suas impressões em cinco quesitos, os mesmos usados em concursos:

- **Aparência**: cor, transparência, espuma e sua persistência;
- **Aroma**: malte, lúpulo, frutas, especiarias, torrado;
- **Sabor**: doçura, amargor, equilíbrio e final;
- **Sensação na boca**: corpo, carbonatação, aquecimento alcoólico;
- **Impressão geral**: você beberia de novo?

## Dicas para a degustação ser um sucesso

- Faça a degustação **às cegas**, cobrindo os rótulos com papel alumínio. As surpresas são garantidas.
- Evite perfumes fortes e comidas muito condimentadas antes do evento.
- Deixe a conversa para depois que todos anotarem suas impressões, para ninguém influenciar os demais.
- Termine com petiscos e ofereça opções sem álcool para quem vai dirigir.

Depois, compare as notas: é impressionante como a mesma cerveja pode despertar percepções tão diferentes.`,
  },
  {
    name: "Priming e carbonatação: como gaseificar sua cerveja caseira",
    category: "Produção Caseira",
    tags: ["produção caseira", "carbonatação", "fermentação"],
    seoTitle: "Priming: como carbonatar a cerveja caseira na garrafa",
    seoDescription:
      "Entenda o priming, os volumes de CO₂ de cada estilo, quanto açúcar usar por litro e como envasar sem risco de estourar garrafas.",
    seoKeywords: "priming, carbonatação, volumes de co2, envase, cerveja caseira",
    daysAgo: 11,
    content: `Depois de semanas de fermentação, chega a hora de engarrafar. Mas cerveja sem gás não é cerveja: é o **priming** que garante a espuma e a carbonatação certa em cada garrafa.

## O que é priming

Priming é a adição de uma pequena quantidade de açúcar à cerveja pronta, no momento do envase. A levedura que ainda está em suspensão consome esse açúcar dentro da garrafa fechada e produz gás carbônico, que se dissolve na cerveja. Esse processo leva de **duas a três semanas** em temperatura ambiente, entre 18 °C e 24 °C.

## Volumes de CO₂

O nível de carbonatação é medido em **volumes de CO₂**: 2,5 volumes significa que o gás dissolvido, se fosse liberado, ocuparia 2,5 vezes o volume da cerveja. Cada estilo tem sua faixa:

${co2VolumesTable()}

## Quanto açúcar usar

A quantidade depende do volume do lote, da carbonatação desejada e da **temperatura máxima** que a cerveja atingiu no fim da fermentação, porque ela já guarda um pouco de CO₂ dissolvido. Como referência, para 2,4 volumes numa cerveja fermentada a 20 °C, são necessários cerca de **6 g de açúcar comum por litro**, ou seja, uns 120 g para 20 litros.

Os tipos de açúcar mais usados:

- **açúcar refinado** (sacarose): barato e neutro;
- **dextrose** (açúcar de milho): fermenta com facilidade, mas exige cerca de 10% a mais do que a sacarose;
- **mel**: traz nuances aromáticas, mas tem composição variável;
- **extrato de malte seco**: mantém a receita "puro malte", mas exige bem mais quantidade.

## Passo a passo do envase

1. **Confirme o fim da fermentação**: a densidade deve ficar estável por dois ou três dias.
2. **Dissolva o açúcar** em um pouco de água fervente (uns 200 ml para 20 litros) e deixe esfriar.
3. **Transfira a cerveja** para um balde de envase sanitizado, com a solução de açúcar no fundo, evitando respingos que incorporem oxigênio.
4. **Encha as garrafas** deixando cerca de 2 cm de espaço no gargalo e tampe em seguida.
5. **Guarde as garrafas** em local escuro, entre 18 °C e 24 °C, por duas a três semanas.
6. **Refrigere uma garrafa** para testar antes de liberar o lote.

## Cuidado com as "bombas de garrafa"

Excesso de açúcar ou envase antes do fim da fermentação geram pressão demais e podem estourar as garrafas. Use garrafas próprias para cerveja, resistentes à pressão, e confira as contas na seção de priming da nossa **Calculadora de ABV** antes de envasar.`,
  },
  {
    name: "Catharina Sour: o estilo brasileiro reconhecido no mundo",
    category: "Cerveja Artesanal",
    tags: ["estilos", "cerveja brasileira", "sour"],
    seoTitle: "Catharina Sour: o estilo de cerveja brasileiro",
    seoDescription:
      "Conheça a Catharina Sour, estilo nascido em Santa Catarina e reconhecido pelo BJCP: características, produção, frutas e como servir.",
    seoKeywords: "catharina sour, cerveja brasileira, sour, bjcp, cerveja com frutas",
    daysAgo: 4,
    content: `Em junho de 2018, o Brasil ganhou um lugar especial no guia de estilos do **BJCP** (*Beer Judge Certification Program*), a principal referência para concursos de cerveja no mundo: a **Catharina Sour** foi aceita como estilo provisório (X4) e passou a figurar, na edição de 2021, no Apêndice B do guia, o dos estilos locais.

## Origem

O estilo nasceu em **Santa Catarina**, em meados da década de 2010, quando cervejeiros do estado começaram a produzir cervejas de trigo leves e ácidas com **frutas frescas**, aproveitando a diversidade de frutas brasileiras. A ideia ganhou força em concursos e festivais, As primeiras foram produzidas no fim de 2015, e em agosto de 2016 a **Associação das Cervejarias Artesanais de Santa Catarina (ACASC)** deu ao estilo o nome e a definição, antes de ele chegar ao BJCP.

## Características

- **ABV**: entre 4% e 5,5%;
- **IBU**: muito baixo, de 2 a 8;
- **acidez**: limpa e refrescante, produzida por lactobacilos;
- **frutas**: adicionadas em quantidade generosa, com sabor evidente;
- **corpo**: leve, com carbonatação alta.

## Como é produzida

A técnica mais usada é a **acidificação na tina**, o *kettle souring*:

1. O mosto é produzido normalmente e fervido rapidamente para sanitização.
2. Depois de resfriado a cerca de 35 °C a 40 °C, recebe lactobacilos, que produzem ácido lático em 24 a 48 horas.
3. O mosto é fervido novamente, o que elimina as bactérias, e recebe pouco lúpulo.
4. A fermentação segue com levedura de ale limpa, e as frutas entram durante ou depois da fermentação.

Essa técnica dá mais controle ao cervejeiro e reduz o risco de contaminar os equipamentos com bactérias.

## Frutas mais usadas

| Fruta | Perfil na cerveja |
|---|---|
| Maracujá | Aroma intenso e acidez vibrante |
| Goiaba | Doce, tropical e perfumada |
| Jabuticaba | Cor arroxeada e notas de frutas vermelhas |
| Pitanga | Aroma floral e leve picância |
| Manga | Suculenta e macia |

## Como servir

Sirva bem fresca, entre **4 °C e 8 °C**, em taça tulipa ou taça tipo teku. Leves e ácidas, as Catharina Sours harmonizam com saladas, peixes, ceviche, pastéis e sobremesas de frutas.

Provar uma Catharina Sour é uma ótima forma de valorizar a criatividade das cervejarias brasileiras e de descobrir que cerveja ácida pode ser deliciosa.`,
  },
];

// ---------------------------------------------------------------- ads

export const demoAds: readonly DemoAd[] = [
  {
    title: "Empório do Malte",
    description: "Maltes, lúpulos e leveduras frescos para sua brassagem, com entrega para todo o Brasil.",
    imageUrl: "/placeholder.svg",
    link: "https://emporio-do-malte.example.com.br",
    active: true,
    position: "header",
    alcoholic: false,
    startOffsetDays: -5,
    endOffsetDays: 25,
  },
  {
    title: "Cervejaria Vale do Lúpulo",
    description: "IPAs frescas direto da fábrica. Agende uma visita guiada com degustação.",
    imageUrl: "/placeholder.svg",
    link: "https://cervejaria-vale-do-lupulo.example.com.br",
    active: true,
    position: "sidebar",
    alcoholic: true,
    startOffsetDays: -10,
    endOffsetDays: 20,
  },
  {
    title: "Chope em Casa",
    description: "Barril de chope gelado com chopeira para sua festa, entregue no mesmo dia.",
    imageUrl: "/placeholder.svg",
    link: "https://chope-em-casa.example.com.br",
    active: true,
    position: "footer",
    alcoholic: true,
    startOffsetDays: -2,
    endOffsetDays: 28,
  },
  // Issue 25 (D15): the phone's footer bar is shown only with an ad, so the demo has one.
  {
    title: "Copo Certo",
    description: "Copos, tulipas e taças para cada estilo de cerveja, com entrega rápida.",
    imageUrl: "/placeholder.svg",
    link: "https://copo-certo.example.com.br",
    active: true,
    position: "mobile-footer",
    alcoholic: false,
    startOffsetDays: -3,
    endOffsetDays: 27,
  },
];

// ---------------------------------------------------------------- SEO

export const demoGlobalSeo: DemoGlobalSeo = {
  siteTitle: "Comparador de Preços de Cerveja",
  siteDescription:
    "Compare o preço da cerveja por litro e use calculadoras gratuitas de IBU, teor alcoólico e orçamento de festa para beber e produzir melhor.",
  siteKeywords: "comparador de preço, cerveja, calculadora, bebidas",
  defaultImage: "/og-image.png",
  siteDomain: "cervejometro.com.br",
  twitterHandle: "@cervejometro",
  facebookAppId: null,
};

/**
 * The demo's operator (issue 28 item 1): obviously fictitious, for the demo only (it is seeded
 * with the rest of the demo into an empty embedded database, never on PostgreSQL). The CNPJ
 * 12.345.678/0001-95 is the textbook example (its check digits are right, so the form and the
 * table accept it); the e-mails use the reserved .example domain (RFC 2606), which never delivers.
 */
export const demoSiteIdentity = {
  legalName: "Cervejômetro Demonstração Ltda",
  kind: "pessoa_juridica",
  document: DEMO_OPERATOR_DOCUMENT,
  address: "Rua Fictícia de Demonstração, 123, Centro, CEP 01000-000",
  city: "São Paulo",
  state: "SP",
  contactEmail: "contato@cervejometro.example",
  dpoName: "Encarregado de Demonstração",
  dpoEmail: "privacidade@cervejometro.example",
  forumCity: "São Paulo",
  forumState: "SP",
  adsEmail: "anuncie@cervejometro.example",
} as const;

const homeStructuredData = JSON.stringify({
  "@context": "https://schema.org",
  "@type": "WebApplication",
  name: "Cervejômetro",
  url: "https://cervejometro.com.br",
  description:
    "Comparador de preços de cerveja por litro e calculadoras de IBU, ABV, festa e orçamento para quem bebe e para quem produz cerveja.",
  applicationCategory: "UtilitiesApplication",
  operatingSystem: "Any",
  inLanguage: "pt-BR",
  offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
});

export const demoPageSeo: readonly DemoPageSeo[] = [
  {
    pageId: "home",
    path: "/",
    title: "Cervejômetro: Comparador de Preços de Cerveja",
    description:
      "Compare o preço por litro de latas, long necks e garrafas e descubra qual cerveja compensa mais. Grátis, rápido e sem cadastro.",
    keywords: "comparador de preço de cerveja, preço por litro, cerveja barata, cervejômetro",
    structuredData: homeStructuredData,
  },
  {
    pageId: "festa",
    path: "/festa",
    title: "Calculadora de Cerveja para Festa",
    description:
      "Calcule quanta cerveja, gelo e bebida sem álcool comprar para sua festa ou churrasco, de acordo com o número de convidados e a duração.",
    keywords: "calculadora de festa, cerveja para festa, churrasco, quantidade de bebida",
  },
  {
    pageId: "por-pessoa",
    path: "/por-pessoa",
    title: "Cerveja por Pessoa: Quanto Comprar",
    description:
      "Descubra quantos litros, latas e garrafas de cerveja comprar por pessoa e evite que a bebida falte ou sobre no seu evento.",
    keywords: "cerveja por pessoa, quantas latas por pessoa, litros de cerveja, festa",
  },
  {
    pageId: "ibu",
    path: "/ibu",
    title: "Calculadora de IBU (Fórmula de Tinseth)",
    description:
      "Calcule o amargor da sua cerveja em IBU pela fórmula de Tinseth, com várias adições de lúpulo, tempo de fervura e densidade do mosto.",
    keywords: "calculadora de ibu, amargor, lúpulo, tinseth, cerveja caseira",
  },
  {
    pageId: "abv",
    path: "/abv",
    title: "Calculadora de ABV e Teor Alcoólico",
    description:
      "Calcule o teor alcoólico (ABV), a atenuação e as calorias da sua cerveja a partir das densidades original e final, com correção de temperatura.",
    keywords: "calculadora de abv, teor alcoólico, densidade, atenuação, priming",
  },
  {
    pageId: "orcamento",
    path: "/orcamento",
    title: "Calculadora de Orçamento de Bebidas",
    description:
      "Divida a verba da festa entre cerveja, vinho, destilados e bebidas sem álcool e veja quantas unidades e garrafas comprar de cada uma.",
    keywords: "orçamento de festa, bebidas para festa, calculadora de orçamento, cerveja",
  },
  {
    pageId: "blog",
    path: "/blog",
    title: "Blog do Cervejômetro",
    description:
      "Artigos sobre estilos de cerveja, harmonização, produção caseira, drinks e dicas para organizar festas, escritos por quem ama cerveja.",
    keywords: "blog de cerveja, estilos de cerveja, harmonização, cerveja caseira",
  },
  {
    pageId: "glossario",
    path: "/glossario",
    title: "Glossário Cervejeiro",
    description:
      "Do ABV ao IBU, de lager a lúpulo: o significado dos principais termos do mundo da cerveja, explicado de forma simples e direta.",
    keywords: "glossário cervejeiro, termos de cerveja, abv, ibu, lager, ale",
  },
  {
    pageId: "infograficos",
    path: "/infograficos",
    title: "Infográficos sobre Cerveja",
    description:
      "Infográficos sobre estilos de cerveja, escala de cor, copos, temperaturas de serviço e o processo de fabricação, para consultar, salvar e compartilhar.",
    keywords: "infográficos, estilos de cerveja, temperatura de serviço, copos de cerveja",
  },
  {
    pageId: "blog-post",
    path: "/blog/:slug",
    title: "Artigo do Blog do Cervejômetro",
    description:
      "Leia este artigo do blog do Cervejômetro, com dicas sobre estilos, harmonização, produção caseira e cultura cervejeira.",
    keywords: "blog de cerveja, cerveja artesanal, dicas de cerveja",
  },
];
