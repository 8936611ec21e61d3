// The recipe sheet (/receita, issue 30), at both widths: a brewer builds a 23 L APA from five
// malts, three hops and US-05, sees OG, FG, ABV, IBU, EBC with its colour and the APA ranges,
// the brew day, the pitch and the keg pressure, and the link reopens the same recipe. The
// expected numbers are the hand values of app/calculators/recipe.test.ts.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  trackPageErrors,
  VIEWPORTS,
  waitForHydration,
} from "./support";

const MALTS = [
  { name: "Pale Ale", amount: "4,5" },
  { name: "Munique I", amount: "0,5" },
  { name: "Caramelo 40", amount: "0,3" },
  { name: "Trigo claro", amount: "0,25" },
  { name: "Carapils (Carafoam)", amount: "0,15" },
];
const HOPS = [
  { name: "Columbus", alpha: "12", weight: "20", time: "60" },
  { name: "Cascade", alpha: "6,5", weight: "30", time: "15" },
  { name: "Citra", alpha: "10", weight: "30", time: "5" },
];

const figure = async (page: Page, id: string) =>
  (await page.getByTestId(id).first().innerText()).replace(/\s+/g, " ").trim();

async function expectApa(page: Page) {
  await expect.poll(() => figure(page, "receita-og")).toBe("1,055");
  expect(await figure(page, "receita-fg")).toBe("1,011");
  expect(await figure(page, "receita-abv")).toBe("5,7%");
  expect(await figure(page, "receita-ibu")).toBe("38,2");
  expect(await figure(page, "receita-ebc")).toBe("12 EBC");
  expect(await figure(page, "receita-cor-faixa")).toBe("Dourado");
  expect(await figure(page, "receita-estilo-resumo")).toBe("Todos os números dentro da faixa do estilo.");
  expect(await figure(page, "receita-faixa-ibu")).toContain("38,2 (estilo 30,0 a 50,0) dentro");
  expect(await figure(page, "receita-temp-agua")).toBe("72,3 °C");
  expect(await figure(page, "receita-agua-mostura")).toBe("17,1 L");
  expect(await figure(page, "receita-saches")).toBe("3 sachês de 11,5 g");
  expect(await figure(page, "receita-pressao")).toBe("0,8 bar · 11,9 psi");
}

describe("receita de cerveja", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(VIEWPORTS)("$name", ({ name, viewport }) => {
    let context: BrowserContext;

    beforeAll(async () => {
      context = await newContext(browser, {
        viewport,
        ...(name === "phone" ? { isMobile: true, hasTouch: true } : {}),
      });
    });

    afterAll(async () => {
      await context?.close();
    });

    it("monta uma APA de 23 L com cinco maltes, três lúpulos e US-05; o link reabre a mesma receita", async () => {
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto("/receita");
      await waitForHydration(page);
      expect(await page.locator("h1").innerText()).toBe("Receita de Cerveja");
      expect(await page.getByTestId("receita-og").count()).toBe(0);

      for (const [i, malt] of MALTS.entries()) {
        const id = i + 1;
        if (i > 0) await page.getByRole("button", { name: "Adicionar malte" }).click();
        await page.locator(`#malte-${id}-tipo`).selectOption(malt.name);
        await page.locator(`#malte-${id}-quantidade`).fill(malt.amount);
      }
      expect(await page.locator("#malte-3-ebc").inputValue()).toBe("40");
      for (const [i, hop] of HOPS.entries()) {
        const id = i + 1;
        if (i > 0) await page.getByRole("button", { name: "Adicionar lúpulo" }).click();
        await page.locator(`#lupulo-${id}-nome`).fill(hop.name);
        await page.locator(`#lupulo-${id}-alphaAcid`).fill(hop.alpha);
        await page.locator(`#lupulo-${id}-weight`).fill(hop.weight);
        await page.locator(`#lupulo-${id}-boilTime`).fill(hop.time);
      }
      expect(await page.locator("#receita-levedura").inputValue()).toBe("SafAle US-05");
      await page.locator("#receita-estilo").selectOption("18B");
      await page.getByRole("button", { name: "Calcular", exact: true }).click();

      await expectApa(page);
      // Percent of the grist beside each malt: 4,5 of 5,7 kg.
      expect(await figure(page, "malt-share")).toBe("78,9% da receita");
      await expect.poll(() => new URL(page.url()).search).toContain("malte=4.5:6:80:Pale%20Ale");
      const link = page.url();
      expect(link).toContain("lupulo=12:20:60:Columbus");
      expect(link).toContain("estilo=18B");

      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // The link opens the same recipe in a fresh page.
      const again = await context.newPage();
      await again.goto(link);
      await waitForHydration(again);
      await expectApa(again);
      expect(await again.locator("#lupulo-2-nome").inputValue()).toBe("Cascade");
      expect(await again.locator("#malte-5-tipo").inputValue()).toBe("Carapils (Carafoam)");
      expect(errors).toEqual([]);
      await again.close();
      await page.close();
    });

    it("um valor fora da faixa mostra a mensagem sob o campo e nenhum resultado", async () => {
      const page = await context.newPage();
      await page.goto("/receita?volume=23&malte=4:5:80&eficiencia=150");
      await waitForHydration(page);
      expect(await page.getByText("Eficiência deve ficar entre 20 e 100 %.").count()).toBe(1);
      expect(await page.getByTestId("receita-og").count()).toBe(0);
      await page.locator("#receita-efficiency").fill("70");
      await expect.poll(() => page.getByTestId("receita-og").count()).toBe(1);
      await page.close();
    });
  });

  describe("acessibilidade", () => {
    it.each(["light", "dark"] as const)("sem violações do axe no tema %s, com o resultado", async (scheme) => {
      const context = await newContext(browser, { viewport: VIEWPORTS[0].viewport, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(
        "/receita?volume=23&eficiencia=72&malte=4.5:6:80:Pale%20Ale&malte=0.3:40:75:Caramelo%2040" +
          "&lupulo=12:20:60:Columbus&atenuacao=80&levedura=SafAle%20US-05&estilo=18B",
      );
      await waitForHydration(page);
      await page.getByTestId("receita-og").waitFor();
      await expectNoSeriousA11yViolations(page);
      // Without a style: the list of styles the recipe fits.
      await page.goto("/receita?volume=23&eficiencia=72&malte=4.5:6:80&lupulo=12:20:60&atenuacao=80");
      await waitForHydration(page);
      await page.getByTestId("receita-compativeis").waitFor();
      await expectNoSeriousA11yViolations(page);
      await context.close();
    });
  });
});
