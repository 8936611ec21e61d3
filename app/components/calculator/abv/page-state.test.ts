// The /abv page's addresses: the URLs below are the ones shared links and the e2e suite use.
import { describe, expect, it } from "vitest";
import { analysisOf } from "~/components/calculator/abv/advanced-tab";
import { carryForTool, pageHref, readState, withTab } from "~/components/calculator/abv/page-state";

const read = (query: string) => readState(new URLSearchParams(query));

describe("abv page state", () => {
  it("a plain visit's address holds the basic tab's readings; a tool used is added after them", () => {
    expect(pageHref(read(""))).toBe("/abv?og=1.050&fg=1.010");
    expect(pageHref(read("og=1.060&fg=1.010&priming_litros=20"))).toBe(
      "/abv?og=1.060&fg=1.010&priming_litros=20&priming_co2=2.4&priming_temp=20&priming_acucar=table",
    );
  });

  it("a shared advanced link arrives with its analysis submitted; a basic one with none", () => {
    const advanced = read("aba=avancada&og=1.120&fg=1.030&temp=20&formula=daniels&medicao=hydrometer");
    expect(analysisOf(advanced.submitted)?.formula).toBe("daniels");
    expect(advanced.submitted?.at).toBeNull();
    expect(read("og=1.060&fg=1.010").submitted).toBeNull();
    // A field the analysis refuses: no analysis shown (the advanced tab's code calculates it, issue 12).
    expect(analysisOf(read("aba=avancada&og=1.010&fg=1.050").submitted)).toBeUndefined();
  });

  it("a tool's form carries the calculator's readings and the other tools, not itself", () => {
    const state = read("og=1.060&fg=1.010&priming_litros=20");
    expect(carryForTool(state, "priming")).toBe("og=1.060&fg=1.010");
    expect(carryForTool(state, "dilution")).toContain("priming_litros=20");
  });

  it("hydrometer readings follow the visitor across tabs; refractometer ones stay on theirs", () => {
    const advanced = read("aba=avancada&og=1.120&fg=1.030&medicao=hydrometer");
    expect(withTab(advanced, "basica").basic).toEqual({ og: "1,120", fg: "1,030" });
    const typed = { ...read("og=1.060&fg=1.010"), basic: { og: "1,070", fg: "1,012" } };
    expect(withTab(typed, "avancada").advanced).toMatchObject({ og: "1,070", fg: "1,012" });
    const refractometer = read("aba=avancada&medicao=refractometer&og=12.500&fg=4%2C2");
    expect(withTab(refractometer, "basica").basic).toEqual(refractometer.basic);
    expect(withTab(advanced, "avancada")).toBe(advanced);
  });
});
