import { describe, expect, it } from "vitest";
import {
  AD_POSITIONS,
  ALCOHOL_CLAUSE,
  adClickHref,
  addDays,
  adScheduleStatus,
  clickThroughRate,
  formatCtr,
  adPlaceholderText,
  adTextLimit,
  isAdEligible,
  isAdPosition,
  pickAd,
  truncateAdText,
  type AdPosition,
  type AdRow,
} from "./ads";
import { todayInSaoPaulo } from "../format";

const TODAY = "2026-11-22";

function ad(id: string, overrides: Partial<AdRow> = {}): AdRow {
  return {
    id,
    title: `Anúncio ${id}`,
    description: `Descrição ${id}`,
    imageUrl: `/img/${id}.png`,
    link: `https://example.com/${id}`,
    position: "header",
    active: true,
    startDate: "2026-11-01",
    endDate: "2026-11-30",
    ...overrides,
  };
}

describe("AD_POSITIONS / isAdPosition", () => {
  it("lists the six positions of the spec", () => {
    expect([...AD_POSITIONS]).toEqual(["header", "footer", "sidebar", "content", "mobile-footer", "mobile-menu"]);
  });

  it("recognises only those positions", () => {
    expect(isAdPosition("mobile-menu")).toBe(true);
    expect(isAdPosition("content")).toBe(true);
    expect(isAdPosition("Header")).toBe(false);
    expect(isAdPosition("top")).toBe(false);
    expect(isAdPosition(undefined)).toBe(false);
  });
});

describe("isAdEligible", () => {
  it("accepts an active ad in its window and position", () => {
    expect(isAdEligible(ad("a"), "header", TODAY)).toBe(true);
  });

  it("includes both ends of the window", () => {
    expect(isAdEligible(ad("a", { startDate: TODAY, endDate: "2026-12-31" }), "header", TODAY)).toBe(true);
    expect(isAdEligible(ad("a", { startDate: "2026-01-01", endDate: TODAY }), "header", TODAY)).toBe(true);
    expect(isAdEligible(ad("a", { startDate: TODAY, endDate: TODAY }), "header", TODAY)).toBe(true);
  });

  it("rejects before the start and after the end", () => {
    expect(isAdEligible(ad("a", { startDate: "2026-11-23" }), "header", TODAY)).toBe(false);
    expect(isAdEligible(ad("a", { endDate: "2026-11-21" }), "header", TODAY)).toBe(false);
  });

  it("compares dates across month and year boundaries", () => {
    const window = ad("a", { startDate: "2026-09-30", endDate: "2026-10-01" });
    expect(isAdEligible(window, "header", "2026-09-29")).toBe(false);
    expect(isAdEligible(window, "header", "2026-10-01")).toBe(true);
    expect(isAdEligible(window, "header", "2026-10-02")).toBe(false);
    const newYear = ad("b", { startDate: "2026-12-31", endDate: "2027-01-02" });
    expect(isAdEligible(newYear, "header", "2027-01-01")).toBe(true);
    expect(isAdEligible(newYear, "header", "2026-12-30")).toBe(false);
  });

  it("rejects inactive ads and other positions", () => {
    expect(isAdEligible(ad("a", { active: false }), "header", TODAY)).toBe(false);
    expect(isAdEligible(ad("a"), "footer", TODAY)).toBe(false);
    expect(isAdEligible(ad("a", { position: "mobile-menu" }), "mobile-menu", TODAY)).toBe(true);
  });

  it("reads timestamps by their day and rejects missing or malformed dates", () => {
    expect(isAdEligible(ad("a", { startDate: "2026-11-22T15:00:00Z" }), "header", TODAY)).toBe(true);
    expect(isAdEligible(ad("a", { startDate: "" }), "header", TODAY)).toBe(false);
    expect(isAdEligible(ad("a", { endDate: "" }), "header", TODAY)).toBe(false);
    expect(isAdEligible(ad("a", { startDate: "22/11/2026" }), "header", TODAY)).toBe(false);
    expect(isAdEligible(ad("a"), "header", "")).toBe(false);
  });
});

describe("pickAd", () => {
  const pool: AdRow[] = [
    ad("x-inactive", { active: false }),
    ad("a"),
    ad("y-sidebar", { position: "sidebar" }),
    ad("b"),
    ad("z-expired", { endDate: "2026-11-21" }),
    ad("c"),
  ];

  it("returns null when nothing qualifies", () => {
    expect(pickAd([], "header", TODAY)).toBeNull();
    expect(pickAd(pool, "footer", TODAY)).toBeNull();
    expect(pickAd(pool, "header", "2027-01-01")).toBeNull();
  });

  it("chooses among eligible ads only, by the random number", () => {
    expect(pickAd(pool, "header", TODAY, () => 0)?.id).toBe("a");
    expect(pickAd(pool, "header", TODAY, () => 0.34)?.id).toBe("b");
    expect(pickAd(pool, "header", TODAY, () => 0.66)?.id).toBe("b");
    expect(pickAd(pool, "header", TODAY, () => 0.67)?.id).toBe("c");
    expect(pickAd(pool, "header", TODAY, () => 0.999999)?.id).toBe("c");
    expect(pickAd(pool, "sidebar", TODAY, () => 0.5)?.id).toBe("y-sidebar");
  });

  it("gives every eligible ad an equal share of [0, 1)", () => {
    const counts: Record<string, number> = {};
    const steps = 300;
    for (let i = 0; i < steps; i++) {
      const picked = pickAd(pool, "header", TODAY, () => i / steps);
      if (picked) counts[picked.id] = (counts[picked.id] ?? 0) + 1;
    }
    expect(counts).toEqual({ a: 100, b: 100, c: 100 });
  });

  it("stays in range with a misbehaving random source", () => {
    expect(pickAd(pool, "header", TODAY, () => 1)?.id).toBe("c");
    expect(pickAd(pool, "header", TODAY, () => -0.5)?.id).toBe("a");
    expect(pickAd(pool, "header", TODAY, () => NaN)?.id).toBe("a");
  });

  it("returns only the public fields", () => {
    const picked = pickAd([ad("a", { position: "content" })], "content", TODAY, () => 0);
    expect(picked).toEqual({
      id: "a",
      title: "Anúncio a",
      description: "Descrição a",
      imageUrl: "/img/a.png",
      link: "https://example.com/a",
      position: "content",
      alcoholic: false,
    });
    expect(picked).not.toHaveProperty("active");
    expect(picked).not.toHaveProperty("startDate");
    expect(picked).not.toHaveProperty("endDate");
  });

  it("uses Math.random by default", () => {
    const picked = pickAd(pool, "header", TODAY);
    expect(["a", "b", "c"]).toContain(picked?.id);
  });
});

describe("truncateAdText", () => {
  it("limits are 30 in the mobile menu and 50 elsewhere", () => {
    expect(adTextLimit("mobile-menu")).toBe(30);
    for (const p of AD_POSITIONS.filter((p): p is Exclude<AdPosition, "mobile-menu"> => p !== "mobile-menu")) {
      expect(adTextLimit(p)).toBe(50);
    }
  });

  it("leaves text within the limit unchanged", () => {
    expect(truncateAdText("Cerveja gelada", "mobile-menu")).toBe("Cerveja gelada");
    expect(truncateAdText("x".repeat(30), "mobile-menu")).toBe("x".repeat(30));
    expect(truncateAdText("x".repeat(50), "header")).toBe("x".repeat(50));
    expect(truncateAdText("", "footer")).toBe("");
  });

  it("cuts longer text so the result, with the ellipsis, fits the limit", () => {
    const text = "Cerveja artesanal com desconto especial hoje"; // 44 characters
    expect(truncateAdText(text, "mobile-menu")).toBe("Cerveja artesanal com descont…");
    expect(truncateAdText(text, "mobile-menu")).toHaveLength(30);
    expect(truncateAdText(text, "sidebar")).toBe(text);
    expect(truncateAdText("x".repeat(31), "mobile-menu")).toBe(`${"x".repeat(29)}…`);
    expect(truncateAdText("x".repeat(51), "header")).toBe(`${"x".repeat(49)}…`);
    expect(truncateAdText("x".repeat(51), "header")).toHaveLength(50);
  });

  it("trims trailing spaces before the ellipsis", () => {
    const text = `${"a".repeat(27)}  bbbbb`; // cut at 29 ends in two spaces
    expect(truncateAdText(text, "mobile-menu")).toBe(`${"a".repeat(27)}…`);
  });

  it("does not split an emoji", () => {
    const text = `${"a".repeat(28)}🍺🍺🍺`; // 34 UTF-16 units; unit 29 is a high surrogate
    const out = truncateAdText(text, "mobile-menu");
    expect(out).toBe(`${"a".repeat(28)}…`);
    expect(out.length).toBeLessThanOrEqual(30);
  });
});

describe("adPlaceholderText", () => {
  it("names the position", () => {
    expect(adPlaceholderText("header")).toBe("Espaço para anúncio - header");
    expect(adPlaceholderText("mobile-footer")).toBe("Espaço para anúncio - mobile-footer");
  });
});

describe("adScheduleStatus (São Paulo dates)", () => {
  it("is Agendado before the start, Expirado after the end, nothing within", () => {
    expect(adScheduleStatus({ startDate: "2026-11-23", endDate: "2026-12-01" }, TODAY)).toBe("Agendado");
    expect(adScheduleStatus({ startDate: "2026-10-01", endDate: "2026-11-21" }, TODAY)).toBe("Expirado");
    expect(adScheduleStatus({ startDate: TODAY, endDate: TODAY }, TODAY)).toBeNull();
    expect(adScheduleStatus({ startDate: "2026-11-01", endDate: TODAY }, TODAY)).toBeNull();
  });

  it("uses the São Paulo day: 01:30 UTC on the 23rd is still the 22nd there", () => {
    const today = todayInSaoPaulo(new Date("2026-11-23T01:30:00Z"));
    expect(today).toBe("2026-11-22");
    expect(adScheduleStatus({ startDate: "2026-11-23", endDate: "2026-11-30" }, today)).toBe("Agendado");
  });
});

describe("addDays", () => {
  it("adds calendar days across months and years", () => {
    expect(addDays("2026-11-22", 30)).toBe("2026-12-22");
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
    expect(addDays("2028-02-01", 29)).toBe("2028-03-01");
  });
});

describe("CTR", () => {
  it("is clicks over impressions in percent, none without impressions", () => {
    expect(clickThroughRate(0, 0)).toBeNull();
    expect(clickThroughRate(200, 3)).toBe(1.5);
    expect(formatCtr(0, 0)).toBe("—");
    expect(formatCtr(200, 3)).toBe("1,50%");
    expect(formatCtr(3, 1)).toBe("33,33%");
    expect(formatCtr(1234567, 12345)).toBe("1,00%");
  });
});

describe("ad links and the alcohol clause", () => {
  it("goes through the counting redirect, never straight to the stored link", () => {
    expect(adClickHref("0b0e8f7e-7d41-4b8e-9a0e-3f1d2c4b5a69")).toBe("/anuncio/0b0e8f7e-7d41-4b8e-9a0e-3f1d2c4b5a69");
  });
  it("carries the CONAR text and the flag into the public fields", () => {
    expect(ALCOHOL_CLAUSE).toBe("Beba com moderação. Venda proibida para menores de 18 anos.");
    expect(pickAd([ad("a", { alcoholic: true })], "header", TODAY)?.alcoholic).toBe(true);
    expect(pickAd([ad("a")], "header", TODAY)?.alcoholic).toBe(false);
  });
});
