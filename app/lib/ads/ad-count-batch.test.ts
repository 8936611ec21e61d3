import { describe, expect, it } from "vitest";
import { AdCountBatch, type AdDayCounts } from "./ad-count-batch";

const DAY = "2026-11-27";

describe("AdCountBatch", () => {
  it("adds up impressions, views and clicks per ad and day and writes them in one batch", async () => {
    const batch = new AdCountBatch();
    for (let i = 0; i < 1000; i++) batch.add("impressions", "a", DAY);
    batch.add("impressions", "b", DAY, 3);
    batch.add("views", "a", DAY, 2);
    batch.add("clicks", "a", DAY);
    batch.add("clicks", "a", "2026-11-28");
    const writes: AdDayCounts[][] = [];
    expect(await batch.flush(async (b) => void writes.push(b))).toBe(3);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual([
      { adId: "a", day: DAY, impressions: 1000, views: 2, clicks: 1 },
      { adId: "b", day: DAY, impressions: 3, views: 0, clicks: 0 },
      { adId: "a", day: "2026-11-28", impressions: 0, views: 0, clicks: 1 },
    ]);
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
    batch.add("impressions", "a", DAY, 5);
    await expect(
      batch.flush(async () => {
        batch.add("impressions", "a", DAY, 2); // counted while the write runs
        throw new Error("banco fora do ar");
      }),
    ).rejects.toThrow("banco fora do ar");
    let written: AdDayCounts[] | undefined;
    await batch.flush(async (b) => void (written = b));
    expect(written).toEqual([{ adId: "a", day: DAY, impressions: 7, views: 0, clicks: 0 }]);
  });

  it("counts made during a write go to the next batch, not lost nor doubled", async () => {
    const batch = new AdCountBatch();
    batch.add("clicks", "x", DAY);
    const seen: number[] = [];
    await batch.flush(async (b) => {
      batch.add("clicks", "x", DAY);
      seen.push(b[0]!.clicks);
    });
    await batch.flush(async (b) => void seen.push(b[0]!.clicks));
    expect(seen).toEqual([1, 1]);
  });
});
