import { describe, expect, it } from "vitest";
import {
  CONTAINER_TABLE,
  CONTAINER_VOLUMES,
  isContainerVolume,
  PACKED_CONTAINERS,
  PACKED_VOLUMES,
} from "~/calculators/containers";
import { CONTAINER_SIZES, CONTAINERS } from "~/calculators/party";
import { VOLUME_PRESETS } from "~/calculators/comparator";

describe("one table of containers", () => {
  it("lists every volume once, each entry keyed by its own volume", () => {
    expect(CONTAINER_VOLUMES).toEqual([269, 300, 330, 350, 473, 600, 1000]);
    for (const ml of CONTAINER_VOLUMES) expect(CONTAINER_TABLE[ml].ml).toBe(ml);
    expect(isContainerVolume(350)).toBe(true);
    expect(isContainerVolume(355)).toBe(false);
  });

  it("gives the party calculators the packed containers (D8) and the comparator every preset", () => {
    expect(CONTAINER_SIZES).toEqual([269, 350, 473, 600, 1000]);
    expect(PACKED_VOLUMES.map((ml) => PACKED_CONTAINERS[ml].pack.size)).toEqual([15, 12, 12, 24, 12]);
    expect(CONTAINERS[1000]).toMatchObject({
      label: "Garrafa 1 L",
      volume: "1 L",
      unit: { one: "garrafa" },
      pack: { one: "engradado" },
    });
    expect(VOLUME_PRESETS).toBe(CONTAINER_VOLUMES);
    expect(CONTAINER_TABLE[330].pack).toBeUndefined();
  });
});
