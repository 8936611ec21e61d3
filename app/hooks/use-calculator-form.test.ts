import { describe, expect, it } from "vitest";
import { PARTY_DEFAULTS, partyFormFromSearch, partyFormToQuery } from "~/calculators/party";
import { prefersReducedMotion, scrollBehavior, stateFromForm } from "~/hooks/use-calculator-form";

describe("scrolling to a calculator's result", () => {
  it("jumps instead of gliding for visitors who asked for reduced motion", () => {
    expect(scrollBehavior(true)).toBe("auto");
    expect(scrollBehavior(false)).toBe("smooth");
  });

  it("assumes no preference while rendering on the server", () => {
    expect(prefersReducedMotion()).toBe(false);
  });
});

describe("values typed before hydration (stateFromForm)", () => {
  const codec = { read: partyFormFromSearch, toQuery: partyFormToQuery };
  /** The fields of the /festa form as the browser submits them. */
  const fields = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      bebem: "20",
      nao_bebem: "5",
      criancas: "3",
      horas: "5",
      clima: "ameno",
      perfil: "moderado",
      embalagem: "350",
      preco: "",
      ...overrides,
    });

  it("keeps the state when the fields stand for it", () => {
    expect(stateFromForm(fields(), PARTY_DEFAULTS, codec)).toBeUndefined();
  });

  it("keeps the state when the fields spell it differently (a comma against the URL's dot)", () => {
    const state = partyFormFromSearch(new URLSearchParams("bebem=1000&horas=4.5&preco=3.49"));
    expect(stateFromForm(fields({ bebem: "1.000", horas: "4,5", preco: "3,49" }), state, codec)).toBeUndefined();
  });

  it("takes an invalid text typed over another (the query alone would not tell them apart)", () => {
    const state = partyFormFromSearch(new URLSearchParams("bebem=abc"));
    expect(stateFromForm(fields({ bebem: "xyz" }), state, codec)).toEqual({ ...PARTY_DEFAULTS, bebem: "xyz" });
  });

  it("takes what was typed and picked before the scripts ran", () => {
    const typed = stateFromForm(fields({ bebem: "25", preco: "3,49", clima: "quente" }), PARTY_DEFAULTS, codec);
    expect(typed).toEqual({ ...PARTY_DEFAULTS, bebem: "25", preco: "3,49", clima: "quente" });
  });
});
