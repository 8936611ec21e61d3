import { describe, expect, it } from "vitest";
import { diffStats, lineDiff, type DiffLine } from "./line-diff";

const render = (diff: DiffLine[]) =>
  diff.map((l) => (l.kind === "same" ? " " : l.kind === "added" ? "+" : "-") + l.text);

describe("lineDiff", () => {
  it("finds nothing between equal texts", () => {
    expect(render(lineDiff("a\nb", "a\nb"))).toEqual([" a", " b"]);
    expect(lineDiff("", "")).toEqual([]);
  });

  it("shows a whole text added or removed", () => {
    expect(render(lineDiff("", "a\nb"))).toEqual(["+a", "+b"]);
    expect(render(lineDiff("a\nb", ""))).toEqual(["-a", "-b"]);
  });

  it("aligns on the longest common subsequence", () => {
    expect(render(lineDiff("a\nb\nc\nd", "a\nx\nc\nd\ne"))).toEqual([" a", "-b", "+x", " c", " d", "+e"]);
    expect(render(lineDiff("x\na\nb\nc", "a\nb\ny\nc"))).toEqual(["-x", " a", " b", "+y", " c"]);
  });

  it("treats Windows line ends like Unix ones", () => {
    expect(render(lineDiff("a\r\nb", "a\nb"))).toEqual([" a", " b"]);
  });

  it("keeps repeated lines apart", () => {
    const diff = lineDiff("a\na\nb", "a\nb\nb");
    expect(diffStats(diff)).toEqual({ added: 1, removed: 1 });
    expect(diff.filter((l) => l.kind !== "removed").map((l) => l.text)).toEqual(["a", "b", "b"]);
    expect(diff.filter((l) => l.kind !== "added").map((l) => l.text)).toEqual(["a", "a", "b"]);
  });

  it("stays fast on a long text with one change", () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `linha ${i}`);
    const changed = [...lines];
    changed[2500] = "mudou";
    const started = performance.now();
    expect(diffStats(lineDiff(lines.join("\n"), changed.join("\n")))).toEqual({ added: 1, removed: 1 });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
