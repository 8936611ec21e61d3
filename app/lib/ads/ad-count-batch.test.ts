import { describe, expect, it } from "vitest";
import { AdCountBatch, type AdCounts } from "./ad-count-batch";

describe("AdCountBatch", () => {
  it("adds up impressions and clicks per ad and writes them in one batch", async () => {
    const batch = new AdCountBatch();
    for (let i = 0; i < 1000; i++) batch.impression("a");
    batch.impression("b", 3);
    batch.click("a");
    const writes: Map<string, AdCounts>[] = [];
    expect(await batch.flush(async (b) => void writes.push(b))).toBe(2);
    expect(writes).toHaveLength(1);
    expect(Object.fromEntries(writes[0]!)).toEqual({
      a: { impressions: 1000, clicks: 1 },
      b: { impressions: 3, clicks: 0 },
    });
    expect(batch.size).toBe(0);
  });

  it("writes nothing when nothing was counted", async () => {
    const batch = new AdCountBatch();
    let calls = 0;
    expect(await batch.flush(async () => void calls++)).toBe(0);
    expect(calls).toBe(0);
  });

  it("keeps the counts of a failed write for the next one, added to the new ones", async () => {
    const batch = new AdCountBatch();
    batch.impression("a", 5);
    await expect(
      batch.flush(async () => {
        batch.impression("a", 2); // counted while the write runs
        throw new Error("banco fora do ar");
      }),
    ).rejects.toThrow("banco fora do ar");
    let written: Map<string, AdCounts> | undefined;
    await batch.flush(async (b) => void (written = b));
    expect(written?.get("a")).toEqual({ impressions: 7, clicks: 0 });
  });

  it("counts made during a write go to the next batch, not lost nor doubled", async () => {
    const batch = new AdCountBatch();
    batch.click("x");
    const seen: number[] = [];
    await batch.flush(async (b) => {
      batch.click("x");
      seen.push(b.get("x")!.clicks);
    });
    await batch.flush(async (b) => void seen.push(b.get("x")!.clicks));
    expect(seen).toEqual([1, 1]);
  });
});
