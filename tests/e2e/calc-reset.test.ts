// Every calculator starts afresh when it is navigated to again (the sidebar link to the
// page being shown, a link with other inputs): its state comes from the new URL, not from
// what was typed before (useCalculatorForm). Typing only replaces the address (docs/decisions/0003-url-state.md) and
// must not reset anything. Desktop only: nothing here depends on the viewport.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, trackPageErrors, waitForHydration } from "./support";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const CASES = [
  { path: "/", nav: "Comparador de Preços", field: "#cerveja-1-price", typed: "4,99" },
  { path: "/festa", nav: "Calculadora de Festa", field: "#bebem", typed: "37" },
  { path: "/por-pessoa", nav: "Cerveja por Pessoa", field: "#pessoas", typed: "37" },
  { path: "/ibu", nav: "Calculadora de IBU", field: "#ibu-og", typed: "1,077" },
  { path: "/abv", nav: "Calculadora de ABV", label: "Densidade original (OG)", typed: "1,077" },
  { path: "/orcamento", nav: "Orçamento de Bebidas", label: "Orçamento total (R$)", typed: "777" },
] as const;

describe("calculadoras recomeçam ao navegar de novo para a mesma página", () => {
  for (const c of CASES) {
    it(`${c.path}: o link do menu para a própria página volta aos valores do endereço`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(c.path);
      await waitForHydration(page);
      const field = "label" in c ? page.getByLabel(c.label, { exact: true }).first() : page.locator(c.field);
      const initial = await field.inputValue();
      expect(initial).not.toBe(c.typed);

      await field.fill(c.typed);
      // The controlled field keeps what was typed (typing only replaces the address, docs/decisions/0003-url-state.md).
      await expect.poll(() => field.inputValue(), { timeout: 5_000 }).toBe(c.typed);

      await page.getByRole("navigation", { name: "Ferramentas" }).getByRole("link", { name: c.nav }).click();
      await page.waitForFunction(([path]) => window.location.pathname === path && window.location.search === "", [
        c.path,
      ] as const);
      await expect.poll(() => field.inputValue(), { timeout: 5_000 }).toBe(initial);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
