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
  adExpiryLabel,
  adSizesText,
  adWeight,
  daysBetween,
  deviceClass,
  fitsContext,
  matchAdSize,
  pageGroupOf,
  type AdContext,
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
      format: "card",
      imageWidth: null,
      imageHeight: null,
      imageMobileUrl: null,
      imageMobileWidth: null,
      imageMobileHeight: null,
    });
    expect(picked).not.toHaveProperty("active");
    expect(picked).not.toHaveProperty("weight");
    expect(picked).not.toHaveProperty("device");
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
    expect(adPlaceholderText("header")).toBe("Espaço para anúncio — Topo");
    expect(adPlaceholderText("footer")).toBe("Espaço para anúncio — Rodapé");
    expect(adPlaceholderText("sidebar")).toBe("Espaço para anúncio — Barra lateral");
    expect(adPlaceholderText("content")).toBe("Espaço para anúncio — No conteúdo");
    expect(adPlaceholderText("mobile-footer")).toBe("Espaço para anúncio — Rodapé no celular");
    expect(adPlaceholderText("mobile-menu")).toBe("Espaço para anúncio — Menu do celular");
  });
});

describe("weighted pick (D15 revised)", () => {
  const pool = [ad("leve", { weight: 1 }), ad("pesado", { weight: 3 })];
  it("splits [0, 1) in proportion to the weights", () => {
    expect(pickAd(pool, "header", TODAY, () => 0)?.id).toBe("leve");
    expect(pickAd(pool, "header", TODAY, () => 0.2499)?.id).toBe("leve");
    expect(pickAd(pool, "header", TODAY, () => 0.25)?.id).toBe("pesado");
    expect(pickAd(pool, "header", TODAY, () => 0.9999)?.id).toBe("pesado");
    expect(pickAd(pool, "header", TODAY, () => Number.NaN)?.id).toBe("leve");
  });
  it("treats a missing or out-of-range weight as 5", () => {
    expect(adWeight({})).toBe(5);
    expect(adWeight({ weight: 0 })).toBe(5);
    expect(adWeight({ weight: 11 })).toBe(5);
    expect(adWeight({ weight: 10 })).toBe(10);
  });
});

describe("targeting (D15 revised)", () => {
  const desktopBlog: AdContext = { device: "desktop", pageGroup: "blog", categoryId: "cat-a" };
  it("matches the device", () => {
    expect(fitsContext(ad("x", { device: "mobile" }), desktopBlog)).toBe(false);
    expect(fitsContext(ad("x", { device: "desktop" }), desktopBlog)).toBe(true);
    expect(fitsContext(ad("x", { device: "all" }), { ...desktopBlog, device: "mobile" })).toBe(true);
  });
  it("matches the page group; none listed means every page, and a page outside the groups takes only those", () => {
    expect(fitsContext(ad("x", { pageGroups: ["calculators"] }), desktopBlog)).toBe(false);
    expect(fitsContext(ad("x", { pageGroups: ["calculators", "blog"] }), desktopBlog)).toBe(true);
    expect(fitsContext(ad("x", { pageGroups: [] }), { ...desktopBlog, pageGroup: null })).toBe(true);
    expect(fitsContext(ad("x", { pageGroups: ["content"] }), { ...desktopBlog, pageGroup: null })).toBe(false);
  });
  it("matches the blog category on blog pages only", () => {
    expect(fitsContext(ad("x", { categoryIds: ["cat-b"] }), desktopBlog)).toBe(false);
    expect(fitsContext(ad("x", { categoryIds: ["cat-a"] }), desktopBlog)).toBe(true);
    expect(fitsContext(ad("x", { categoryIds: ["cat-a"] }), { ...desktopBlog, categoryId: null })).toBe(false);
    expect(fitsContext(ad("x", { categoryIds: ["cat-b"] }), { ...desktopBlog, pageGroup: "calculators" })).toBe(true);
  });
  it("never picks an ineligible ad", () => {
    const pool = [ad("celular", { device: "mobile", weight: 10 }), ad("todos", { weight: 1 })];
    for (const r of [0, 0.5, 0.99]) expect(pickAd(pool, "header", TODAY, () => r, desktopBlog)?.id).toBe("todos");
  });
});

describe("deviceClass", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it("reads the client hint first, then the user agent", () => {
    expect(deviceClass(headers({ "Sec-CH-UA-Mobile": "?1" }))).toBe("mobile");
    expect(deviceClass(headers({ "Sec-CH-UA-Mobile": "?0", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64)" }))).toBe(
      "desktop",
    );
    expect(deviceClass(headers({ "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" }))).toBe(
      "mobile",
    );
    expect(deviceClass(headers({ "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile" }))).toBe("mobile");
    expect(deviceClass(headers({}))).toBe("desktop");
  });
});

describe("pageGroupOf", () => {
  it("sorts the public paths into calculators, blog and content", () => {
    for (const p of ["/", "/festa", "/por-pessoa", "/ibu", "/abv", "/orcamento", "/ibu/"]) {
      expect(pageGroupOf(p)).toBe("calculators");
    }
    for (const p of ["/blog", "/blog/um-post", "/drinks", "/blog?categoria=IPA"]) expect(pageGroupOf(p)).toBe("blog");
    for (const p of ["/glossario", "/infograficos", "/termos-de-uso", "/politica-de-privacidade", "/anuncie"]) {
      expect(pageGroupOf(p)).toBe("content");
    }
    expect(pageGroupOf("/nao-existe")).toBeNull();
    expect(pageGroupOf("/blogueiro")).toBeNull();
  });
});

describe("banner sizes (D16)", () => {
  it("takes the exact standard size, or a size whose ratio is within 2 %", () => {
    expect(matchAdSize("header", "desktop", 728, 90)).toEqual({ width: 728, height: 90 });
    expect(matchAdSize("header", "desktop", 1456, 180)).toEqual({ width: 728, height: 90 });
    expect(matchAdSize("header", "desktop", 728, 91)).toEqual({ width: 728, height: 90 }); // 1,1 %
    expect(matchAdSize("header", "desktop", 728, 94)).toBeNull(); // 4,3 %
    expect(matchAdSize("header", "mobile", 320, 100)).toEqual({ width: 320, height: 100 });
    expect(matchAdSize("header", "mobile", 728, 90)).toBeNull();
    expect(matchAdSize("sidebar", "desktop", 300, 600)).toEqual({ width: 300, height: 600 });
    expect(matchAdSize("content", "desktop", 600, 500)).toEqual({ width: 300, height: 250 });
    expect(matchAdSize("content", "desktop", 728, 90)).toEqual({ width: 728, height: 90 });
    expect(matchAdSize("mobile-footer", "desktop", 320, 50)).toEqual({ width: 320, height: 50 });
    expect(matchAdSize("header", "desktop", 0, 90)).toBeNull();
  });
  it("says the sizes as the form shows them", () => {
    expect(adSizesText("content", "desktop")).toBe("300 × 250 ou 728 × 90 px");
    expect(adSizesText("header", "mobile")).toBe("320 × 100 px");
  });
});

describe("adExpiryLabel (issue 25 item 6)", () => {
  it("flags the last 7 days and the expired", () => {
    expect(adExpiryLabel({ endDate: "2026-11-21" }, TODAY)).toBe("Expirado");
    expect(adExpiryLabel({ endDate: TODAY }, TODAY)).toBe("Termina hoje");
    expect(adExpiryLabel({ endDate: "2026-11-23" }, TODAY)).toBe("Termina em 1 dia");
    expect(adExpiryLabel({ endDate: "2026-11-29" }, TODAY)).toBe("Termina em 7 dias");
    expect(adExpiryLabel({ endDate: "2026-11-30" }, TODAY)).toBeNull();
    expect(daysBetween("2026-12-31", "2027-01-02")).toBe(2);
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
