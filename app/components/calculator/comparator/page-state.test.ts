// The comparator page's state from its URL: what the server renders for a link, a form
// submitted without JavaScript, and the fields read back after hydration.
import { describe, expect, it } from "vitest";
import { readState, stateFromForm, toQuery } from "~/components/calculator/comparator/page-state";

const params = (query: string) => new URLSearchParams(query);

describe("comparator page state", () => {
  it("compares a shared link at once and keeps its query as the result's", () => {
    const s = readState(params("c=350:3.49&c=473:4.99"));
    expect(s.comparison?.results).toHaveLength(2);
    expect(s.resultQuery).toBe(toQuery(s));
    expect(s.showErrors).toBe(false);
  });

  it("marks the fields of a submitted form that does not compare", () => {
    const s = readState(params("c1_volume=350&c1_preco=&calcular="));
    expect(s.comparison).toBeNull();
    expect(s.showErrors).toBe(true);
  });

  it("only refills the form from its fields alone, and starts blank without any", () => {
    const refilled = readState(params("c1_volume=350&c1_preco=3,49&casco=1"));
    expect(refilled.comparison).toBeNull();
    expect(refilled.entries[0]).toMatchObject({ volume: "350", price: "3,49" });
    expect(refilled.hasCasco).toBe(true);
    expect(readState(params("")).entries).toHaveLength(3);
  });

  it("keeps the state when the typed fields are the same, and takes them when they differ", () => {
    const s = readState(params("c=350:3.49&c=473:4.99"));
    expect(stateFromForm(params(""), s)).toBe(s);
    const typed = stateFromForm(params("c1_volume=473&c1_preco=5"), s);
    expect(typed.entries).toHaveLength(1);
    expect(typed.comparison).toBe(s.comparison);
  });
});
