// Glassware: what each glass serves and why its shape suits it (after Randy Mosher,
// "Tasting Beer", and Michael Jackson, "Beer Companion"), plus the Brazilian classics.
// The silhouettes are drawn from `profile`, in centimetres, all at one scale.

/** [height above the table, half-width], both in cm. */
export type ProfilePoint = readonly [height: number, halfWidth: number];

export interface GlassProfile {
  /** The body that holds the beer, from its bottom to the rim (heights increasing). */
  bowl: readonly ProfilePoint[];
  /** Curved walls (Catmull–Rom through the points) or straight segments. */
  smooth: boolean;
  /** A flat foot, from the table up to `height`. */
  foot?: { halfWidth: number; height: number };
  /** A stem from the foot up to the bottom of the bowl. */
  stem?: { halfWidth: number };
  handle?: boolean;
  /** Vertical facets on the lower part (the copo americano). */
  facets?: boolean;
  /** Height of the beer (cm) and of the foam above it (cm). */
  beerTo: number;
  foam: number;
  /** Colour of the beer drawn in it, in SRM. */
  beerSrm: number;
}

export interface Glass {
  id: string;
  name: string;
  /** Other names it goes by. */
  aka?: string;
  capacity: string;
  serves: readonly string[];
  why: string;
  profile: GlassProfile;
}

export const GLASSES: readonly Glass[] = [
  {
    id: "copo-americano",
    name: "Copo americano",
    aka: "o copo do boteco",
    capacity: "190 ml",
    serves: ["Pilsen e lagers claras de garrafa", "chope no balcão"],
    why: "Clássico brasileiro fabricado pela Nadir Figueiredo desde os anos 1940. Pequeno de propósito: a garrafa dividida na mesa é servida aos poucos e cada dose acaba antes de esquentar. As facetas dão firmeza na mão.",
    profile: {
      bowl: [
        [0, 2.6],
        [7.4, 3.45],
        [9.4, 3.65],
      ],
      smooth: false,
      facets: true,
      beerTo: 7.9,
      foam: 1.2,
      beerSrm: 3,
    },
  },
  {
    id: "caldereta",
    name: "Caldereta",
    capacity: "cerca de 350 ml",
    serves: ["Chope claro", "Pilsen e lagers leves"],
    why: "Copo alto e quase reto dos bares de chope. Cabe o colarinho de dois a três dedos, que protege o chope do ar e segura o gás, num volume que se bebe antes de a cerveja perder o frio.",
    profile: {
      bowl: [
        [0, 2.9],
        [15, 3.5],
      ],
      smooth: false,
      beerTo: 12.3,
      foam: 2.2,
      beerSrm: 3,
    },
  },
  {
    id: "pilsner",
    name: "Copo Pilsner",
    capacity: "300 a 400 ml",
    serves: ["German Pils e Czech Pilsner", "Munich Helles", "lagers claras"],
    why: "Alto, estreito e afunilado: exibe a limpidez, a cor dourada e a subida das bolhas. A boca mais larga segura um colarinho firme, que guarda o aroma do lúpulo.",
    profile: {
      bowl: [
        [0.8, 2.2],
        [8, 2.65],
        [16, 3.4],
        [21, 3.9],
      ],
      smooth: true,
      foot: { halfWidth: 2.9, height: 0.8 },
      beerTo: 17.2,
      foam: 2.8,
      beerSrm: 3,
    },
  },
  {
    id: "pint-nonic",
    name: "Pint (Nonic)",
    capacity: "568 ml (pint imperial)",
    serves: ["Bitters e pale ales inglesas", "Irish Stout", "porters"],
    why: "O anel perto da borda (“no nick”, sem lascar) protege o vidro ao empilhar e melhora a pegada. Boca larga e volume grande combinam com ales de baixa graduação, bebidas em goles generosos.",
    profile: {
      bowl: [
        [0, 3],
        [11.2, 3.85],
        [12.3, 4.35],
        [13.1, 4.35],
        [15.5, 4.1],
      ],
      smooth: false,
      beerTo: 14.2,
      foam: 1.1,
      beerSrm: 40,
    },
  },
  {
    id: "weizen",
    name: "Copo Weizen",
    aka: "copo de trigo",
    capacity: "500 ml",
    serves: ["Weissbier (Hefeweizen)", "Dunkelweizen", "Weizenbock"],
    why: "Alto e mais largo em cima: comporta a garrafa de meio litro e a espuma volumosa das cervejas de trigo, e mostra a turbidez. A boca levemente fechada concentra os aromas de banana e cravo.",
    profile: {
      bowl: [
        [0, 2.5],
        [5, 2.55],
        [11, 3],
        [17, 3.85],
        [21, 4],
        [24, 3.75],
      ],
      smooth: true,
      beerTo: 18.6,
      foam: 4.6,
      beerSrm: 5,
    },
  },
  {
    id: "tulipa",
    name: "Tulipa",
    aka: "tulipa belga",
    capacity: "300 a 500 ml",
    serves: ["Belgian Tripel e Golden Strong Ale", "Saison", "IPAs"],
    why: "O bojo largo e a borda que se abre retêm os aromas e sustentam a espuma; a haste afasta o calor da mão. No Brasil, “tulipa” também é o copo de chope com pé em forma de tulipa.",
    profile: {
      bowl: [
        [5.5, 0.9],
        [7, 3],
        [9.5, 3.95],
        [12, 3.65],
        [14, 3.25],
        [16.5, 3.75],
      ],
      smooth: true,
      foot: { halfWidth: 3.4, height: 0.5 },
      stem: { halfWidth: 0.55 },
      beerTo: 12.6,
      foam: 2.4,
      beerSrm: 6,
    },
  },
  {
    id: "calice",
    name: "Cálice",
    aka: "goblet ou chalice",
    capacity: "330 a 500 ml",
    serves: ["Belgian Dubbel e Tripel", "cervejas trapistas e de abadia"],
    why: "Bojo largo e raso, de vidro grosso, com haste robusta: a boca larga convida a goles amplos e abre os aromas do malte. Muitos têm o fundo gravado, que solta um fio contínuo de bolhas e renova a espuma.",
    profile: {
      bowl: [
        [6.5, 1],
        [7.2, 3],
        [8.8, 4.2],
        [11, 4.6],
        [14, 4.75],
      ],
      smooth: true,
      foot: { halfWidth: 3.8, height: 0.5 },
      stem: { halfWidth: 0.65 },
      beerTo: 12.1,
      foam: 1.5,
      beerSrm: 17,
    },
  },
  {
    id: "snifter",
    name: "Snifter",
    aka: "taça de conhaque",
    capacity: "250 a 400 ml, em doses menores",
    serves: ["Imperial Stout", "Barley Wine", "Belgian Dark Strong Ale", "cervejas envelhecidas em barril"],
    why: "O bojo largo deixa girar a cerveja e liberar os aromas, que a boca estreita concentra. Segurado pelo bojo, o calor da mão aquece de leve cervejas fortes, servidas em doses pequenas.",
    profile: {
      bowl: [
        [3.2, 1],
        [4.2, 3.3],
        [6.5, 4.6],
        [9, 4.3],
        [11.5, 3.2],
      ],
      smooth: true,
      foot: { halfWidth: 3.6, height: 0.5 },
      stem: { halfWidth: 0.6 },
      beerTo: 6.6,
      foam: 0.9,
      beerSrm: 18,
    },
  },
  {
    id: "teku",
    name: "Teku",
    capacity: "330 a 425 ml",
    serves: ["Ácidas: Lambic, Gueuze, Catharina Sour", "IPAs", "degustações"],
    why: "Criado na Itália em 2006 por Teo Musso (Baladin) e Lorenzo “Kuaska” Dabove. As paredes angulosas e a borda aberta levam o aroma ao nariz; a haste longa mantém a mão longe da bebida.",
    profile: {
      bowl: [
        [8.5, 0.7],
        [10.3, 3.5],
        [15, 3.75],
        [17.2, 3.2],
        [20, 3.55],
      ],
      smooth: false,
      foot: { halfWidth: 3.4, height: 0.5 },
      stem: { halfWidth: 0.5 },
      beerTo: 14.2,
      foam: 1.7,
      beerSrm: 4,
    },
  },
  {
    id: "caneca",
    name: "Caneca",
    aka: "mug ou Seidel",
    capacity: "500 ml (na Alemanha também 1 litro, a Maß)",
    serves: ["Märzen e cervejas de Oktoberfest", "Munich Dunkel e Helles", "chope"],
    why: "Vidro grosso e alça: a mão não aquece a cerveja, o vidro isola e aguenta brindes vigorosos. É o copo das cervejarias e das festas alemãs.",
    profile: {
      bowl: [
        [0, 4.2],
        [14, 4.2],
      ],
      smooth: false,
      handle: true,
      beerTo: 11.8,
      foam: 1.9,
      beerSrm: 12,
    },
  },
  {
    id: "stange",
    name: "Stange",
    capacity: "200 ml",
    serves: ["Kölsch"],
    why: "Cilíndrico, alto e estreito, de pouco volume: a cerveja leve e delicada é bebida fresca e com gás. Em Colônia, o garçom troca o copo vazio por outro cheio até o cliente tampá-lo com a bolacha. A Altbier, de Düsseldorf, não vai na Stange: é servida no Becher, um copo reto mais baixo e largo.",
    profile: {
      bowl: [
        [0, 2.5],
        [13, 2.5],
      ],
      smooth: false,
      beerTo: 10.6,
      foam: 1.5,
      beerSrm: 4,
    },
  },
];
