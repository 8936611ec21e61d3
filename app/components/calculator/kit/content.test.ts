import { describe, expect, it } from "vitest";
import { answerParagraphs, inlines, plainText } from "~/components/calculator/kit/content";

describe("calculator content helpers", () => {
  it("reads a paragraph as the text a reader sees, formulas and links included", () => {
    expect(plainText("Só texto.")).toBe("Só texto.");
    expect(
      plainText([
        "Fórmula: ",
        { code: "a ÷ b" },
        "; ",
        { strong: "Total" },
        " e ",
        { text: "o comparador", href: "/" },
        ".",
      ]),
    ).toBe("Fórmula: a ÷ b; Total e o comparador.");
  });

  it("treats a single piece and a run of pieces alike", () => {
    expect(inlines({ code: "x" })).toEqual([{ code: "x" }]);
    expect(inlines(["a", "b"])).toEqual(["a", "b"]);
  });

  it("gives an FAQ answer as a list of paragraphs", () => {
    expect(answerParagraphs("Uma.")).toEqual(["Uma."]);
    expect(answerParagraphs(["Uma.", "Duas."])).toEqual(["Uma.", "Duas."]);
  });
});
