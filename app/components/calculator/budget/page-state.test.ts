// The /orcamento page's state: a plain visit waits for "Calcular Orçamento" with a clean address
// (docs/decisions/0019-budget-rules.md); a shared link arrives calculated.
import { describe, expect, it } from "vitest";
import {
  readState,
  toQuery,
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
  });
});
