// The /orcamento page's state: a plain visit waits for "Calcular Orçamento" with a clean address
// (docs/decisions/0019-budget-rules.md); a shared link arrives calculated.
import { describe, expect, it } from "vitest";
import {
  effectiveValues,
  readState,
  slidersMoved,
  toQuery,
  withCalculation,
  withSliderMoved,
  withSlidersApplied,
  withTypedFields,
  withValue,
} from "~/components/calculator/budget/page-state";

const SHARED = "total=1500&convidados=25&qualidade=premium&cerveja=40&vinho=30&destilados=20&sem_alcool=10";

describe("budget page state", () => {
  it("a plain visit has no result and a clean address; a shared link is calculated and kept", () => {
    const plain = readState(new URLSearchParams());
    expect(plain.calculation).toBeUndefined();
    expect(toQuery(plain)).toBe("");
    const shared = readState(new URLSearchParams(SHARED));
    expect(shared.calculation?.input).toMatchObject({ totalBudget: 1500, guestCount: 25, qualityLevel: "premium" });
    expect(toQuery(shared)).toBe(SHARED);
  });

  it("a field shown back in another form leaves a clean address clean; a new number does not", () => {
    const plain = readState(new URLSearchParams());
    expect(withValue(plain, "total", "1.000").pristine).toBe(true);
    expect(withValue(plain, "total", "1500").pristine).toBe(false);
  });

  it("fields typed before hydration join the state only when they differ", () => {
    const plain = readState(new URLSearchParams());
    expect(withTypedFields(new URLSearchParams("total=1000"), plain)).toBe(plain);
    const typed = withTypedFields(new URLSearchParams("total=2000&cerveja=60&vinho=10"), plain);
    expect(typed).toMatchObject({ pristine: false, values: { total: "2000", beer: "60" } });
    expect(typed.sliders.beer).toBe(60);
    expect(typed.calculation).toBeUndefined();
  });

  it("the sliders' shares are written into the percentage fields", () => {
    const plain = readState(new URLSearchParams());
    const applied = withSlidersApplied({ ...plain, sliders: { beer: 70, wine: 10, spirits: 10, nonAlcoholic: 10 } });
    expect(applied.values).toMatchObject({ beer: "70", wine: "10", spirits: "10", nonAlcoholic: "10" });
    expect(applied.pristine).toBe(false);
    expect(slidersMoved(applied)).toBe(false);
    // Nothing moved: the fields stay as typed.
    expect(withSlidersApplied(plain).values).toEqual(plain.values);
  });

  // Issue 29 item 7, D20: "Calcular Orçamento" computes with the split the sliders show.
  it("after the beer slider moves to 78, Calcular computes 78/9/9/4 and the fields say so", () => {
    const plain = readState(new URLSearchParams());
    const moved = withSliderMoved(plain, "beer", 78);
    // 78 → the other 22 in proportion 20:20:10 (8,8 / 8,8 / 4,4) → 9 / 9 / 4.
    expect(moved.sliders).toEqual({ beer: 78, wine: 9, spirits: 9, nonAlcoholic: 4 });
    expect(slidersMoved(moved)).toBe(true);
    // The fields keep what was typed until "Atualizar Porcentagens" or "Calcular Orçamento".
    expect(moved.values.beer).toBe("50");
    const { state, validation } = withCalculation(moved);
    expect(validation.ok && validation.value.percentages).toEqual({ beer: 78, wine: 9, spirits: 9, nonAlcoholic: 4 });
    expect(state.calculation?.input.percentages.beer).toBe(78);
    expect(state.values).toMatchObject({ beer: "78", wine: "9", spirits: "9", nonAlcoholic: "4" });
    expect(slidersMoved(state)).toBe(false);
    expect(toQuery(state)).toBe(
      "total=1000&convidados=20&qualidade=medium&cerveja=78&vinho=9&destilados=9&sem_alcool=4",
    );
  });

  it("a moved slider is in the address at once (D3): a link opened elsewhere computes the same split", () => {
    const moved = withSliderMoved(readState(new URLSearchParams()), "beer", 78);
    expect(moved.pristine).toBe(false);
    const query = toQuery(moved);
    expect(query).toContain("cerveja=78&vinho=9&destilados=9&sem_alcool=4");
    const opened = readState(new URLSearchParams(query));
    expect(opened.calculation?.input.percentages).toEqual({ beer: 78, wine: 9, spirits: 9, nonAlcoholic: 4 });
    expect(opened.sliders).toEqual({ beer: 78, wine: 9, spirits: 9, nonAlcoholic: 4 });
    // A slider left where it was changes nothing, not even a clean address.
    const plain = readState(new URLSearchParams());
    expect(withSliderMoved(plain, "beer", 50)).toBe(plain);
  });

  it("typing a percentage after moving a slider: the sliders show the fields again, decimals and all", () => {
    const moved = withSliderMoved(readState(new URLSearchParams()), "beer", 78);
    const typed = withValue(withValue(withValue(moved, "beer", "33,33"), "wine", "33,33"), "spirits", "33,34");
    const done = withValue(typed, "nonAlcoholic", "0");
    expect(done.sliders).toEqual({ beer: 33.33, wine: 33.33, spirits: 33.34, nonAlcoholic: 0 });
    expect(slidersMoved(done)).toBe(false);
    expect(effectiveValues(done)).toEqual(done.values);
    const { validation } = withCalculation(done);
    expect(validation.ok && validation.value.percentages.beer).toBe(33.33);
  });

  it("a typed split that does not sum to 100 still gets “Erro de porcentagem”, and no result", () => {
    const typed = withValue(readState(new URLSearchParams()), "beer", "60");
    expect(typed.sliders.beer).toBe(60);
    const { state, validation } = withCalculation(typed);
    expect(validation.ok).toBe(false);
    expect(!validation.ok && validation.kind === "sum" && validation.sum).toBe(110);
    expect(state.calculation).toBeUndefined();
    // Moving a slider then gives a split of 100 again, which Calcular accepts.
    const { validation: after } = withCalculation(withSliderMoved(typed, "beer", 70));
    expect(after.ok).toBe(true);
  });
});
