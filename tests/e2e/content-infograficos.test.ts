// /infograficos (issue 4, docs/decisions/0009-glossary-infographics-legal.md, docs/decisions/0011-server-rendered-seo.md): five infographics drawn as SVG from typed data, each
// with its title, data table and sources, readable on a phone (no sideways scroll) and
// in dark mode, with a table of contents and structured data in the server HTML.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  VIEWPORTS,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  trackPageErrors,
  waitForHydration,
} from "./support";

const PATH = "/infograficos";

/** Each infographic: its anchor, its h2, and what its drawing must hold. */
const INFOGRAPHICS = [
  { id: "estilos-abv-ibu", h2: "Estilos de cerveja por teor alcoólico e amargor", items: 20, tableRows: 20 },
  { id: "escala-de-cor", h2: "Escala de cor: SRM e EBC", items: 8, tableRows: 8 },
  { id: "copos", h2: "Copos e o que servir em cada um", items: 6, tableRows: 6 },
  { id: "temperatura", h2: "Temperatura de serviço por família de estilos", items: 5, tableRows: 5 },
  { id: "processo", h2: "Do grão ao copo: como a cerveja é feita", items: 9, tableRows: 9 },
] as const;

/** The drawn data items of an infographic that are on screen (charts have a phone and a wide drawing). */
function visibleItems(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) return { svgs: 0, items: 0 };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const svgs = [...section.querySelectorAll("svg")].filter(visible);
    const items = [...section.querySelectorAll("[data-item]")].filter(visible);
    return { svgs: svgs.length, items: items.length };
  }, id);
}

async function open(page: Page) {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

describe("infográficos", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(VIEWPORTS)("$name", ({ name, viewport }) => {
    it("mostra os 5 infográficos, cada um com título, desenho, tabela e fontes", async () => {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      try {
        await open(page);
        expect((await page.locator("h1").innerText()).trim()).toBe("Infográficos");
        for (const info of INFOGRAPHICS) {
          const section = page.locator(`section#${info.id}`);
          // Read as a visitor does, scrolling down to it: a section far below the first screen is
          // laid out from the next frame on (render-later), and innerText reads what is laid out.
          await section.scrollIntoViewIfNeeded();
          await expect.poll(() => section.getByRole("heading", { level: 2, name: info.h2 }).isVisible()).toBe(true);
          const drawn = await visibleItems(page, info.id);
          expect(drawn.svgs, `${info.id}: desenho em SVG`).toBeGreaterThan(0);
          expect(drawn.items, `${info.id}: itens desenhados`).toBeGreaterThanOrEqual(info.items);
          // The text alternative: a real table, in the DOM even while its <details> is closed.
          const table = section.locator("details table");
          expect(await table.count()).toBe(1);
          expect(await table.locator("tbody tr").count()).toBeGreaterThanOrEqual(info.tableRows);
          expect(await table.locator("thead th").count()).toBeGreaterThanOrEqual(3);
          await expect.poll(() => section.locator("summary").innerText()).toContain("Ver dados em tabela");
          expect(await section.locator("p", { hasText: /^\s*Fontes?:/ }).count()).toBe(1);
        }
        // ABV × IBU: at least 20 style rectangles in the drawing on screen.
        expect(await page.locator("#estilos-abv-ibu svg rect[data-style]:visible").count()).toBeGreaterThanOrEqual(20);
        // Colour scale: 40 SRM swatches.
        expect(await page.locator("#escala-de-cor svg [data-swatch]:visible").count()).toBe(40);
        // Glassware: the Brazilian classic is there.
        await expect.poll(() => page.locator('#copos [data-glass="copo-americano"]').isVisible()).toBe(true);

        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `sem rolagem horizontal (${name})`).toBeLessThanOrEqual(clientWidth);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("abre a tabela de dados sem criar rolagem horizontal na página", async () => {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      try {
        await open(page);
        const section = page.locator("section#estilos-abv-ibu");
        await section.locator("summary").click();
        const table = section.locator("details table");
        await expect.poll(() => table.isVisible()).toBe(true);
        expect((await table.locator("tbody tr").first().innerText()).trim()).toMatch(
          /^1\. American Light Lager \(1A\)\s+2,8–4,2\s+8–12\s+Lagers$/,
        );
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
        ).toBe(true);
      } finally {
        await context.close();
      }
    });
  });

  it("a lista de estilos destaca um estilo no gráfico", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await open(page);
      const button = page.locator('#estilos-abv-ibu button[data-style="american-ipa"]');
      await button.click();
      await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
      await page.mouse.move(0, 0);
      const rect = page.locator('#estilos-abv-ibu svg:visible rect[data-style="american-ipa"]');
      await expect.poll(() => rect.getAttribute("data-active")).toBe("");
      expect(await page.getByTestId("estilo-destacado").innerText()).toMatch(
        /American IPA.*21A.*5,5–7,5% ABV · 40–70 IBU/,
      );
      // Another rectangle is dimmed.
      expect(
        await page.locator('#estilos-abv-ibu svg:visible rect[data-style="german-pils"]').getAttribute("class"),
      ).toContain("opacity-20");

      // A second press clears the highlight.
      await button.click();
      await button.blur();
      await expect.poll(() => button.getAttribute("aria-pressed")).toBe("false");
      await expect.poll(() => rect.getAttribute("data-active")).toBeNull();

      // Keyboard: focusing a style previews it.
      await page.locator('#estilos-abv-ibu button[data-style="imperial-stout"]').focus();
      await expect.poll(() => page.getByTestId("estilo-destacado").innerText()).toContain("Imperial Stout");
    } finally {
      await context.close();
    }
  });

  it("o índice leva a cada infográfico pela âncora", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await open(page);
      const toc = page.getByRole("navigation", { name: "Nesta página" });
      const hrefs = await toc.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(INFOGRAPHICS.map((i) => `#${i.id}`));
      await toc.getByRole("link", { name: "Temperatura de serviço por família de estilos" }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe("#temperatura");
      await expect
        .poll(() => page.locator("#temperatura h2").evaluate((h) => h.getBoundingClientRect().top < window.innerHeight))
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  // Title, description, canonical, the drawings and the structured data in the server HTML
  // are checked in tests/ssr/seo.test.ts.

  // Desktop only: axe once per page, theme and state (the tables open); the phone layout's own
  // states (menu, footer ad) are checked in a11y.test.ts.
  describe.each(VIEWPORTS.filter((v): boolean => v.name === "desktop"))("acessibilidade ($name)", ({ viewport }) => {
    it.each(["light", "dark"] as const)("sem violações sérias (%s), com as tabelas abertas", async (colorScheme) => {
      const context = await newContext(browser, { viewport, colorScheme });
      const page = await context.newPage();
      try {
        await open(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
          colorScheme === "dark",
        );
        // With the tables open, so that they (and their colour swatches) are checked too.
        await page
          .locator("main details")
          .evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
        await expectNoSeriousA11yViolations(page);
      } finally {
        await context.close();
      }
    });
  });
});
