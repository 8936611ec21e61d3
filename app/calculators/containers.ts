/**
 * The beer containers sold in Brazil, once for every calculator: the comparator's volume
 * presets (docs/decisions/0016-comparator-rules.md) and the party calculators' containers and packs (docs/decisions/0008-party-model.md) read
 * this one table. Pure data, no React.
 *
 * Packs (docs/decisions/0008-party-model.md): fardos of 15 (269 ml cans) and of 12 (350 and 473 ml cans), crates of 24
 * (600 ml bottles) and, our choice where docs/decisions/0008-party-model.md left room, crates of 12 for 1 L bottles (the
 * returnable "litrão" crate holds 12). The 300 ml and 330 ml bottles are compared on
 * price only, so they carry no pack.
 */

export interface Pack {
  size: number;
  one: string;
  many: string;
}

export interface ContainerInfo<M extends number = ContainerVolume> {
  ml: M;
  /** "Lata 350 ml" */
  label: string;
  /** "350 ml", "1 L" */
  volume: string;
  /** What Brazilians call it, as the comparator's volume list says: "latinha", "long neck", "litrão". */
  nickname: string;
  /** The word under a party calculator's choice: "lata", "latão", "litrão". */
  hint: string;
  unit: { one: string; many: string };
  pack?: Pack;
}

/** Every volume, in ml, in the order lists show them. */
export const CONTAINER_VOLUMES = [269, 300, 330, 350, 473, 600, 1000] as const;
export type ContainerVolume = (typeof CONTAINER_VOLUMES)[number];

const CAN = { one: "lata", many: "latas" };
const BOTTLE = { one: "garrafa", many: "garrafas" };
const fardos = (size: number): Pack => ({ size, one: "fardo", many: "fardos" });
const engradados = (size: number): Pack => ({ size, one: "engradado", many: "engradados" });

export const CONTAINER_TABLE: { readonly [M in ContainerVolume]: ContainerInfo<M> } = {
  269: {
    ml: 269,
    label: "Lata 269 ml",
    volume: "269 ml",
    nickname: "latinha",
    hint: "lata",
    unit: CAN,
    pack: fardos(15),
  },
  300: { ml: 300, label: "Garrafa 300 ml", volume: "300 ml", nickname: "garrafinha", hint: "garrafinha", unit: BOTTLE },
  330: { ml: 330, label: "Long neck 330 ml", volume: "330 ml", nickname: "long neck", hint: "long neck", unit: BOTTLE },
  350: { ml: 350, label: "Lata 350 ml", volume: "350 ml", nickname: "lata", hint: "lata", unit: CAN, pack: fardos(12) },
  473: {
    ml: 473,
    label: "Latão 473 ml",
    volume: "473 ml",
    nickname: "latão",
    hint: "latão",
    unit: CAN,
    pack: fardos(12),
  },
  600: {
    ml: 600,
    label: "Garrafa 600 ml",
    volume: "600 ml",
    nickname: "garrafa",
    hint: "garrafa",
    unit: BOTTLE,
    pack: engradados(24),
  },
  1000: {
    ml: 1000,
    label: "Garrafa 1 L",
    volume: "1 L",
    nickname: "litrão",
    hint: "litrão",
    unit: BOTTLE,
    pack: engradados(12),
  },
};

export function isContainerVolume(ml: number): ml is ContainerVolume {
  return (CONTAINER_VOLUMES as readonly number[]).includes(ml);
}

/** The containers sold by the pack, which the party calculators offer (docs/decisions/0008-party-model.md). */
export const PACKED_VOLUMES = [269, 350, 473, 600, 1000] as const satisfies readonly ContainerVolume[];
export type PackedVolume = (typeof PACKED_VOLUMES)[number];

/** A container that comes in packs. */
export type PackedContainer = ContainerInfo<PackedVolume> & { pack: Pack };

export const PACKED_CONTAINERS = Object.fromEntries(PACKED_VOLUMES.map((ml) => [ml, CONTAINER_TABLE[ml]])) as {
  readonly [M in PackedVolume]: ContainerInfo<M> & { pack: Pack };
};
