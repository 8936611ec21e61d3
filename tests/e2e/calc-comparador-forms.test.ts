// The comparator on a phone as issue 16 found it: a fardo typed as "4.200" ml, an absurd
// volume, the form without JavaScript and before the scripts run. Worked by hand:
// 39,90 ÷ 4,2 L = 9,50 por litro; 4,99 ÷ 0,473 = 10,549… → 10,55.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  newContext,
  openWithHeldScripts,
  openWithoutJavaScript,
  PHONE,
  toast,
  trackPageErrors,
  waitForHydration,
} from "./support";

const NBSP = "\u00a0";
const brl = (amount: string) => `R$${NBSP}${amount}`;
const phone = { viewport: PHONE, hasTouch: true, isMobile: true } as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const entry = (page: Page, n: number) => page.getByRole("group", { name: `Cerveja ${n}`, exact: true });
const prices = (page: Page) => page.getByTestId("price-per-liter").allInnerTexts();

/** Waits until `locator` contains `text` (vitest's expect does not retry). */
async function expectText(locator: Locator, text: string, timeout = 5_000) {
  await locator.filter({ hasText: text }).first().waitFor({ timeout });
}

/** The fardo typed the Brazilian way, and a latão to compare it with. */
async function typeFardo(page: Page, ml: string) {
  await entry(page, 1).getByRole("combobox", { name: "Volume" }).selectOption({ label: "Outro" });
  await entry(page, 1).getByLabel("Outro volume").fill(ml);
  await entry(page, 1).getByLabel("Preço (R$)").fill("R$ 39,90");
  await entry(page, 2).getByRole("combobox", { name: "Volume" }).selectOption({ label: "473 ml · latão" });
  await entry(page, 2).getByLabel("Preço (R$)").fill("4,99");
}

describe("comparador no celular (issue 16)", () => {
  it("“4,2” ml mostra a mensagem no campo e nenhum resultado; “4.200” ml por R$ 39,90 dá R$ 9,50 por litro", async () => {
    const context = await newContext(browser, phone);
    await context.addInitScript(() => sessionStorage.setItem("mobileFooterAdClosed", "1"));
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    await typeFardo(page, "4,2");
    const custom = entry(page, 1).getByLabel("Outro volume");
    // Leaving the field shows its message (not while typing: "4.2" may be on its way to "4.200").
    await entry(page, 1).getByLabel("Preço (R$)").focus();
    await expectText(entry(page, 1), "Informe um volume entre 100 e 20.000 ml.");
    expect(await custom.getAttribute("aria-invalid")).toBe("true");
    // The link never carries the absurd value.
    await expect.poll(() => new URL(page.url()).search).toBe("?c=:39.90&c=473:4.99");
    await page.getByRole("button", { name: "Calcular", exact: true }).click();
    await toast(page, "Dados incompletos").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("cerveja-1-custom");
    expect(await page.getByTestId("comparator-results").count()).toBe(0);

    await custom.fill("4.200");
    await page.getByRole("button", { name: "Calcular", exact: true }).click();
    await page.getByTestId("comparator-results").waitFor();
    expect(await prices(page)).toEqual([brl("9,50"), brl("10,55")]);
    expect(await entry(page, 1).getByText("Informe um volume").count()).toBe(0);
    await expect.poll(() => new URL(page.url()).search).toBe("?c=4200:39.90&c=473:4.99");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sem JavaScript, Calcular envia o formulário e o servidor mostra a comparação", async () => {
    const { context, page } = await openWithoutJavaScript(browser, "/", phone);
    // Without scripts "Outro" reveals its field through CSS alone.
    expect(await entry(page, 1).getByLabel("Outro volume").isVisible()).toBe(false);
    await typeFardo(page, "4.200");
    await Promise.all([
      page.waitForURL(/calcular=1/),
      page.getByRole("button", { name: "Calcular", exact: true }).click(),
    ]);
    await page.getByTestId("comparator-results").waitFor();
    expect(await prices(page)).toEqual([brl("9,50"), brl("10,55")]);
    expect(await page.getByTestId("comparator-result").first().innerText()).toContain("Melhor Preço!");
    // The fields come back as typed.
    expect(await entry(page, 1).getByLabel("Outro volume").inputValue()).toBe("4.200");
    expect(await entry(page, 1).getByLabel("Preço (R$)").inputValue()).toBe("R$ 39,90");
    await context.close();
  });

  it("o que foi escolhido e digitado antes dos scripts continua lá depois", async () => {
    const context = await newContext(browser, phone);
    const { page, errors, release } = await openWithHeldScripts(context, "/");
    await entry(page, 1).getByRole("combobox", { name: "Volume" }).selectOption({ label: "350 ml · lata" });
    await entry(page, 1).getByLabel("Preço (R$)").fill("39,90");
    await entry(page, 1).getByLabel("Unidades", { exact: true }).fill("12");
    await release();
    // The page takes what was typed in the effect after hydration; on a loaded machine the root
    // can report hydration a moment before that render lands (CI read '' once), so the final
    // values are awaited, as in calc-orcamento.
    await expect.poll(() => entry(page, 1).getByRole("combobox", { name: "Volume" }).inputValue()).toBe("350");
    await expect.poll(() => entry(page, 1).getByLabel("Preço (R$)").inputValue()).toBe("39,90");
    await expect.poll(() => entry(page, 1).getByLabel("Unidades", { exact: true }).inputValue()).toBe("12");
    // The state took them: the address says so, and Calcular compares them.
    await page.waitForFunction(() => window.location.search === "?c=350:39.90:12");
    await page.getByRole("button", { name: "Calcular", exact: true }).click();
    await page.getByTestId("comparator-results").waitFor();
    expect(await prices(page)).toEqual([brl("9,50")]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("antes dos scripts, tocar no fardo “12” preenche Unidades, e tocar num número pré-preenchido o seleciona (issue 27 §3)", async () => {
    const context = await newContext(browser, phone);
    const { page, errors, release } = await openWithHeldScripts(context, "/");
    // The scripts are still held: these taps meet the server's HTML alone.
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    const units = entry(page, 1).getByLabel("Unidades", { exact: true });
    await entry(page, 1).getByRole("button", { name: "12 unidades" }).tap();
    expect(await units.inputValue()).toBe("12");
    expect(await entry(page, 1).getByRole("button", { name: "12 unidades" }).getAttribute("aria-pressed")).toBe("true");
    // A pre-filled number: the tap selects it, so typing replaces it instead of appending.
    await units.tap();
    await page.keyboard.type("6");
    expect(await units.inputValue()).toBe("6");
    await entry(page, 1).getByRole("button", { name: "12 unidades" }).tap();
    await entry(page, 1).getByLabel("Preço (R$)").fill("39,90");
    await release();
    // Awaited: the page takes the fields in the effect after hydration (see above).
    await expect.poll(() => units.inputValue()).toBe("12");
    await expect
      .poll(() => entry(page, 1).getByRole("button", { name: "12 unidades" }).getAttribute("aria-pressed"))
      .toBe("true");
    await page.waitForFunction(() => window.location.search.includes(":39.90:12"));
    expect(errors).toEqual([]);
    await context.close();
  });
});
