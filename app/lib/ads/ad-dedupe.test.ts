import { describe, expect, it } from "vitest";
import { ClickWindow, SeenKeys } from "./ad-dedupe";

const MIN = 60_000;

describe("SeenKeys", () => {
  it("refuses a key seen within the window and forgets it after two", () => {
    const seen = new SeenKeys(60 * MIN, 0);
    expect(seen.add("t|a|i", 0)).toBe(true);
    expect(seen.add("t|a|i", 59 * MIN)).toBe(false);
    expect(seen.add("t|a|i", 61 * MIN)).toBe(false); // rotated into the previous generation
    expect(seen.add("t|a|v", 61 * MIN)).toBe(true);
    expect(seen.add("t|a|i", 122 * MIN)).toBe(true); // two windows later: forgotten
  });

  it("keeps memory to the last two windows", () => {
    const seen = new SeenKeys(MIN, 0);
    for (let i = 0; i < 100; i++) seen.add(`k${i}`, 0);
    seen.add("x", MIN);
    expect(seen.size).toBe(101);
    seen.add("y", 5 * MIN);
    expect(seen.size).toBe(1);
  });
});

describe("ClickWindow", () => {
  it("counts one click per key per 30 minutes", () => {
    const w = new ClickWindow(30 * MIN, 0);
    expect(w.count("v|ad", 0)).toBe(true);
    for (let i = 1; i < 10; i++) expect(w.count("v|ad", i * 1000)).toBe(false);
    expect(w.count("v|other-ad", 1000)).toBe(true);
    expect(w.count("v|ad", 29 * MIN)).toBe(false);
    expect(w.count("v|ad", 30 * MIN)).toBe(true);
  });

  it("sweeps keys whose window is over", () => {
    const w = new ClickWindow(30 * MIN, 0);
    for (let i = 0; i < 50; i++) w.count(`k${i}`, 0);
    w.count("new", 31 * MIN);
    expect(w.size).toBe(1);
  });
});
