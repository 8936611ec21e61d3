import { describe, expect, it } from "vitest";
import { prefersReducedMotion, scrollBehavior } from "~/hooks/use-calculator-form";

describe("scrolling to a calculator's result", () => {
  it("jumps instead of gliding for visitors who asked for reduced motion", () => {
    expect(scrollBehavior(true)).toBe("auto");
    expect(scrollBehavior(false)).toBe("smooth");
  });

  it("assumes no preference while rendering on the server", () => {
    expect(prefersReducedMotion()).toBe(false);
  });
});
