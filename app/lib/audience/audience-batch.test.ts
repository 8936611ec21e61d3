import { describe, expect, it } from "vitest";
import { AudienceBatch, VISITOR_PREFIX_CHARS } from "./audience-batch";

const v = (c: string) => c.repeat(64);

describe("AudienceBatch", () => {
  it("adds views, and visitors once per row per day", () => {
    const batch = new AudienceBatch();
    batch.add("2026-05-01", v("a"), [
      ["site", ""],
      ["page", "/festa"],
    ]);
    batch.add("2026-05-01", v("a"), [
      ["site", ""],
      ["page", "/ibu"],
    ]);
    batch.add("2026-05-01", v("b"), [["site", ""]]);
    expect(batch.take()).toEqual([
      { kind: "site", day: "2026-05-01", key: "", views: 3, visitors: 2 },
      { kind: "page", day: "2026-05-01", key: "/festa", views: 1, visitors: 1 },
      { kind: "page", day: "2026-05-01", key: "/ibu", views: 1, visitors: 1 },
    ]);
    // The visitors are remembered across batches of the same day, not across days.
    batch.add("2026-05-01", v("a"), [["site", ""]]);
    batch.add("2026-05-02", v("a"), [["site", ""]]);
    expect(batch.take()).toEqual([
      { kind: "site", day: "2026-05-01", key: "", views: 1, visitors: 0 },
      { kind: "site", day: "2026-05-02", key: "", views: 1, visitors: 1 },
    ]);
  });

  it("keeps only a prefix of each hash, and nothing of yesterday's", () => {
    const batch = new AudienceBatch();
    batch.add("2026-05-01", v("c"), [["site", ""]]);
    // Hashes that share the prefix are one visitor (8 bytes: a collision is negligible).
    batch.add("2026-05-01", "c".repeat(VISITOR_PREFIX_CHARS) + "d".repeat(48), [["site", ""]]);
    expect(batch.visitorsHeld).toBe(1);
    batch.add("2026-05-02", v("e"), [["device", "celular"]]);
    expect(batch.visitorsHeld).toBe(1);
  });

  it("keeps the counts of a failed write for the next one", async () => {
    const batch = new AudienceBatch();
    batch.add("2026-05-01", v("a"), [["calc", "festa"]]);
    await expect(
      batch.flush(async () => {
        throw new Error("banco fora do ar");
      }),
    ).rejects.toThrow("banco fora do ar");
    batch.add("2026-05-01", v("b"), [["calc", "festa"]]);
    const written: unknown[] = [];
    expect(await batch.flush(async (rows) => void written.push(...rows))).toBe(1);
    expect(written).toEqual([{ kind: "calc", day: "2026-05-01", key: "festa", views: 2, visitors: 2 }]);
    expect(batch.size).toBe(0);
    expect(await batch.flush(async () => {})).toBe(0);
  });
});
