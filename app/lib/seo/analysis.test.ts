import { describe, expect, it } from "vitest";
import {
  analyzeSeo,
  contentWords,
  keywordDensity,
  parseKeywords,
  scoreColor,
  seoTitleRating,
  truncateForPreview,
  truncateWithEllipsis,
} from "./analysis";

const x = (n: number, ch = "a") => ch.repeat(n);
const words = (n: number, word = "cerveja") => Array.from({ length: n }, () => word).join(" ");

describe("seoTitleRating (§9)", () => {
  it.each([
    [0, "Muito curto"],
    [29, "Muito curto"],
    [30, "Curto"],
    [49, "Curto"],
    [50, "Perfeito"],
    [60, "Perfeito"],
    [61, "Longo"],
    [70, "Longo"],
    [71, "Muito longo"],
  ] as const)("%i characters → %s", (length, rating) => {
    expect(seoTitleRating(length)).toBe(rating);
  });
});

describe("preview truncation (§9)", () => {
  it("Google title: up to 60 kept, above that 57 plus an ellipsis", () => {
    expect(truncateForPreview("googleTitle", x(60))).toBe(x(60));
    expect(truncateForPreview("googleTitle", x(61))).toBe(`${x(57)}...`);
  });
  it("Google description: up to 160 kept, above that 155 plus an ellipsis", () => {
    expect(truncateForPreview("googleDescription", x(160))).toBe(x(160));
    expect(truncateForPreview("googleDescription", x(161))).toBe(`${x(155)}...`);
  });
  it("Facebook 200 and X/Twitter 125", () => {
    expect(truncateForPreview("facebookDescription", x(200))).toBe(x(200));
    expect(truncateForPreview("facebookDescription", x(201))).toBe(`${x(197)}...`);
    expect(truncateForPreview("twitterDescription", x(125))).toBe(x(125));
    expect(truncateForPreview("twitterDescription", x(126))).toBe(`${x(122)}...`);
  });
  it("never splits an emoji and drops the space before the ellipsis", () => {
    expect(truncateWithEllipsis("🍺".repeat(61), 60, 57)).toBe(`${"🍺".repeat(57)}...`);
    expect(truncateWithEllipsis(`${x(56)} ${x(10)}`, 60, 57)).toBe(`${x(56)}...`);
  });
});

describe("text helpers", () => {
  it("counts the words a reader sees, without markup, URLs or image syntax", () => {
    expect(contentWords("## Lúpulo\n\n**Amargor** e [aroma](https://x.com/a) ![foto](/media/a.webp) <u>x</u>")).toEqual(
      ["lupulo", "amargor", "e", "aroma", "x"],
    );
  });
  it("parses keywords trimmed and without accent-insensitive repeats", () => {
    expect(parseKeywords(" IPA , lúpulo,, Lupulo , cerveja  artesanal ")).toEqual([
      "IPA",
      "lúpulo",
      "cerveja artesanal",
    ]);
  });
  it("measures density accent- and case-insensitively, phrases counted by their words", () => {
    const text = contentWords(`Lúpulo ${words(98, "x")} LUPULO`);
    expect(keywordDensity("lupulo", text)).toEqual({ keyword: "lupulo", count: 2, density: 2 });
    expect(keywordDensity("cerveja artesanal", contentWords("cerveja artesanal é cerveja"))).toMatchObject({
      count: 1,
      density: 50,
    });
  });
});

describe("analyzeSeo (§9)", () => {
  const good = {
    title: "Como escolher o lúpulo certo para sua IPA caseira", // 50
    description: x(140, "d"),
    keywords: "lupulo, ipa, cerveja caseira",
    content: `${words(5, "Lúpulo")} ${words(245, "malte")} ${words(5, "lupulo")} ${words(245, "agua")}`, // 2% of 500
  };

  it("gives 100 and green when every check passes", () => {
    const a = analyzeSeo(good);
    expect(a.checks.map((c) => [c.id, c.status, c.points])).toEqual([
      ["title", "good", 20],
      ["description", "good", 20],
      ["keywords", "good", 20],
      ["density", "good", 20],
      ["length", "good", 20],
    ]);
    expect(a.score).toBe(100);
    expect(a.color).toBe("green");
    expect(a.wordCount).toBe(500);
  });

  it("gives 0 and red for an empty form", () => {
    const a = analyzeSeo({ title: "", description: "", keywords: "", content: "" });
    expect(a.score).toBe(0);
    expect(a.color).toBe("red");
    expect(a.checks.every((c) => c.status === "bad")).toBe(true);
    expect(a.checks.every((c) => c.message.length > 0)).toBe(true);
  });

  it("warns on a short title, a short description and too few keywords", () => {
    const a = analyzeSeo({ ...good, title: "IPA", description: "Curta.", keywords: "lupulo" });
    const byId = Object.fromEntries(a.checks.map((c) => [c.id, c]));
    expect(byId.title).toMatchObject({ status: "warn", points: 10 });
    expect(byId.title?.message).toContain("entre 30 e 60");
    expect(byId.description).toMatchObject({ status: "warn", points: 10 });
    expect(byId.keywords).toMatchObject({ status: "warn", points: 10 });
    expect(a.score).toBe(70);
    expect(a.color).toBe("amber");
  });

  it("rates the title the page outputs, site name included, and never says Ótimo over a red item (issue 27 §3)", () => {
    // The review: a 39-character post title read "Muito longo" and scored 0 under "Ótimo!".
    const siteTitle = "Comparador de Preços de Cerveja";
    const own = "IPA, NEIPA e West Coast: qual escolher?";
    expect(own).toHaveLength(39);
    const a = analyzeSeo({ ...good, title: `${own} | ${siteTitle}`, siteTitle });
    expect(a.checks[0]).toMatchObject({ status: "bad", points: 0 });
    expect(a.checks[0]?.message).toBe(
      "O título tem 73 caracteres com o nome do site (39 sem ele) e será cortado nos resultados de busca.",
    );
    expect(a.score).toBe(80);
    expect(a.color).toBe("amber");
    expect(a.summary).toBe("Bom, mas pode melhorar.");
    // The same post title on a site with a short name is fine, and the summary agrees.
    const b = analyzeSeo({ ...good, title: `${own} | Cervejômetro`, siteTitle: "Cervejômetro" });
    expect(b.checks[0]?.status).toBe("good");
    expect(b.summary).toBe("Ótimo! O post está bem otimizado.");
  });

  it("marks a title over 70 bad and over 60 a warning", () => {
    expect(analyzeSeo({ ...good, title: x(71) }).checks[0]?.status).toBe("bad");
    expect(analyzeSeo({ ...good, title: x(65) }).checks[0]?.status).toBe("warn");
  });

  it("rates density below 1%, above 3% and absent", () => {
    const dens = (content: string) => analyzeSeo({ ...good, content }).checks.find((c) => c.id === "density")!;
    expect(dens(`lupulo ${words(199, "x")}`).status).toBe("warn"); // 0.5%
    expect(dens(`lupulo lupulo lupulo lupulo ${words(96, "x")}`).status).toBe("warn"); // 4%
    expect(dens(words(100, "x"))).toMatchObject({ status: "bad", message: expect.stringContaining("não aparece") });
  });

  it("content tiers: under 150 bad, under 300 warning, 300 and more good with 500/1500 messages", () => {
    const len = (n: number) => analyzeSeo({ ...good, content: words(n) }).checks.find((c) => c.id === "length")!;
    expect(len(149).status).toBe("bad");
    expect(len(299).status).toBe("warn");
    expect(len(300).status).toBe("good");
    expect(len(500).message).toContain("Muito bom");
    expect(len(1500).message).toContain("Excelente");
  });

  it("colours at 80 and 50", () => {
    expect(scoreColor(80)).toBe("green");
    expect(scoreColor(79)).toBe("amber");
    expect(scoreColor(50)).toBe("amber");
    expect(scoreColor(49)).toBe("red");
  });
});
