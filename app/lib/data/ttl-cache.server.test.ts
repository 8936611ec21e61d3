import { describe, expect, it } from "vitest";
import { cached, createTtlCache, invalidateCache, processCache, setCacheBroadcast } from "./ttl-cache.server";

describe("cached", () => {
  it("reuses a value inside its time to live and reloads after", async () => {
    let calls = 0;
    const load = async () => ++calls;
    expect(await cached("t:a", 1000, load, 0)).toBe(1);
    expect(await cached("t:a", 1000, load, 999)).toBe(1);
    expect(await cached("t:a", 1000, load, 1000)).toBe(2);
  });

  it("does not remember failures", async () => {
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error("banco fora do ar");
    };
    await expect(cached("t:b", 1000, failing, 0)).rejects.toThrow("banco fora do ar");
    await new Promise((r) => setTimeout(r, 0));
    await expect(cached("t:b", 1000, failing, 1)).rejects.toThrow();
    expect(calls).toBe(2);
  });

  it("drops entries by prefix", async () => {
    let calls = 0;
    const load = async () => ++calls;
    await cached("t:c:1", 1000, load, 0);
    invalidateCache("t:c:");
    expect(await cached("t:c:1", 1000, load, 1)).toBe(2);
  });
});

describe("invalidateCache and the cache bus", () => {
  it("drops local keys and hands the prefix to the installed broadcast", async () => {
    const sent: string[] = [];
    setCacheBroadcast((prefix) => sent.push(prefix));
    try {
      let calls = 0;
      const load = async () => ++calls;
      await cached("t:d:1", 1000, load, 0);
      invalidateCache("t:d:");
      expect(sent).toEqual(["t:d:"]);
      expect(await cached("t:d:1", 1000, load, 1)).toBe(2);
    } finally {
      setCacheBroadcast(undefined);
    }
    invalidateCache("t:");
    expect(sent).toEqual(["t:d:"]);
  });

  it("keeps one store per process, separate from a cache made apart", async () => {
    expect(processCache()).toBe(processCache());
    const own = createTtlCache();
    await own.cached("t:e", 1000, async () => 1, 0);
    expect(processCache()).not.toBe(own);
    own.dropLocal("");
    expect(own.size).toBe(0);
  });
});
