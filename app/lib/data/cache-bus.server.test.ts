import { describe, expect, it } from "vitest";
import { backoffDelay, parseMessage } from "./cache-bus.server";

describe("parseMessage", () => {
  it("reads the sender and the prefix", () => {
    expect(parseMessage('{"from":"a1","prefix":"ads:"}')).toEqual({ from: "a1", prefix: "ads:" });
    expect(parseMessage('{"from":"a1","prefix":""}')).toEqual({ from: "a1", prefix: "" });
  });

  it("ignores anything else on the channel", () => {
    for (const payload of [undefined, "", "ads:", "null", "[]", '{"from":1,"prefix":"x"}', '{"from":"a"}', "{"]) {
      expect(parseMessage(payload), String(payload)).toBeNull();
    }
  });
});

describe("backoffDelay", () => {
  it("doubles from the minimum up to the maximum", () => {
    const mid = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n, 500, 30_000, mid))).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it("spreads reconnections by ±20 % so servers do not all return at once", () => {
    expect(backoffDelay(3, 500, 30_000, () => 0)).toBe(1600);
    expect(backoffDelay(3, 500, 30_000, () => 1)).toBe(2400);
  });
});
