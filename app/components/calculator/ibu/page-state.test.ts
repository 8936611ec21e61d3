// The IBU page's state: a link is a calculation made, a plain visit waits for "Calcular",
// and a change that does not change the numbers leaves a clean address clean.
import { describe, expect, it } from "vitest";
import { validateIbu } from "~/calculators/ibu";
import { readState, resetState, resultStateOf, toQuery, withInput } from "~/components/calculator/ibu/page-state";

describe("IBU page state", () => {
  it("reads a link as calculated and linked, a plain visit as neither", () => {
    expect(readState(new URLSearchParams("volume=20&lupulo=5:30:60"))).toMatchObject({
      calculated: true,
      linked: true,
    });
    const plain = readState(new URLSearchParams(""));
    expect(plain).toEqual(resetState());
    expect(toQuery(plain)).toBe("");
  });

  it("links the address only when the numbers change", () => {
    const s = resetState();
    expect(withInput(s, { volume: "20,0" }).linked).toBe(false);
    const changed = withInput(s, { volume: "25" });
    expect(changed.linked).toBe(true);
    expect(toQuery(changed)).toContain("volume=25");
  });

  it("shows nothing before Calcular, then the result or what to fix", () => {
    const valid = validateIbu(resetState().input);
    expect(resultStateOf(false, valid)).toEqual({ kind: "empty" });
    expect(resultStateOf(true, valid).kind).toBe("ready");
    expect(resultStateOf(true, validateIbu({ ...resetState().input, volume: "" }))).toEqual({ kind: "invalid" });
  });
});
