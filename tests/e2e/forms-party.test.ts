// Issue 16 on /festa and /por-pessoa, at phone width: a pre-filled field replaced by what
// is typed (a tap on "20" then "25" is 25, not 2025), an absurd count refused on its
// field, the form working as a plain GET form with JavaScript off, values typed while the
// scripts load kept when they take over, and an invalid submit bringing the field to fix
// into view. The server HTML of the form's query: tests/ssr/forms.test.ts.
import type { Browser, Locator } from "playwright-core";
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

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Waits until `locator` contains `text` (vitest's expect does not retry). */
async function expectText(locator: Locator, text: string | RegExp, timeout = 5_000) {
  await locator.filter({ hasText: text }).first().waitFor({ timeout });
}

const phone = { viewport: PHONE, hasTouch: true, isMobile: true } as const;
const DRINKERS = "Adultos que bebem cerveja";

describe("formulários da festa no celular (issue 16)", () => {
  it("tocar no 20 pré-preenchido e digitar 25 dá 25; 2025 adultos mostram a mensagem no campo e nenhum resultado", async () => {
    const context = await newContext(browser, phone);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto("/festa");
    await waitForHydration(page);
    const drinkers = page.getByLabel(DRINKERS, { exact: true });
    const beer = page.getByTestId("cerveja");

    await drinkers.tap();
    await page.keyboard.type("25");
    expect(await drinkers.inputValue()).toBe("25");
    // 25 × 1.65 L = 41.25 + 10 % = 45.375 L → 129.6 → 130 cans.
    await expectText(beer, "130 latas de 350 ml");

    // Typing after the number (the field kept focus) makes 2.025 adults: refused on the field.
    await page.keyboard.press("End");
    await drinkers.press("ArrowLeft");
    await drinkers.press("ArrowLeft");
    await page.keyboard.type("20");
    expect(await drinkers.inputValue()).toBe("2025");
    const message = page.locator(`[id="${await drinkers.getAttribute("id")}-error"]`);
    await expectText(message, "Use no máximo 1.000 pessoas.");
    expect(await drinkers.getAttribute("aria-invalid")).toBe("true");
    expect(await beer.count()).toBe(0);

    // Leaving the field shows the number the way it was read.
    await page.getByLabel("Crianças", { exact: true }).tap();
    expect(await drinkers.inputValue()).toBe("2.025");
    expect(new URL(page.url()).searchParams.has("bebem")).toBe(false);

    // "Ver resultado" on the invalid form: the field comes into view, focused, with a toast.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: "Ver resultado" }).tap();
    await toast(page, "Dados inválidos").waitFor();
    const field = await drinkers.elementHandle();
    await page.waitForFunction((el) => document.activeElement === el, field);
    // The scroll glides (no reduced motion asked for): wait until the whole field is on screen.
    await page.waitForFunction((el) => {
      const { top, bottom } = el!.getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    }, field);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("sem JavaScript, enviar o formulário mostra o resultado calculado no servidor", async () => {
    const { context, page } = await openWithoutJavaScript(browser, "/festa", phone);
    await page.getByLabel(DRINKERS, { exact: true }).fill("30");
    await page.getByLabel("Duração da festa", { exact: true }).fill("4");
    await page.getByRole("radio", { name: /^Quente/ }).check();
    await page.getByLabel("Preço Cerveja (lata de 350 ml)").fill("3,49");
    await Promise.all([page.waitForURL(/bebem=30/), page.getByRole("button", { name: "Ver resultado" }).click()]);
    // 30 × 1.4 L × 1.15 = 48.3 + 10 % = 53.13 L → 151.8 → 152 cans; the list's 13 fardos: 156 × 3.49 = R$ 544.44.
    await expectText(page.getByTestId("cerveja"), "152 latas de 350 ml");
    await expectText(page.getByTestId("total-cerveja"), "544,44");
    expect(await page.getByLabel(DRINKERS, { exact: true }).inputValue()).toBe("30");
    expect(await page.getByRole("radio", { name: /^Quente/ }).isChecked()).toBe(true);
    // "Redefinir" without JavaScript: the bare page, with the defaults (104 cans).
    await Promise.all([page.waitForURL(/\/festa$/), page.getByRole("link", { name: "Redefinir" }).click()]);
    expect(await page.getByLabel(DRINKERS, { exact: true }).inputValue()).toBe("20");
    await expectText(page.getByTestId("cerveja"), "104 latas de 350 ml");
    await context.close();
  });

  it("o que foi digitado antes de a página carregar os scripts continua lá depois", async () => {
    const context = await newContext(browser, phone);
    const { page, errors, release } = await openWithHeldScripts(context, "/festa");
    await page.getByLabel(DRINKERS, { exact: true }).fill("12");
    await page.getByLabel("Preço Cerveja (lata de 350 ml)").fill("4,20");
    await page.getByRole("radio", { name: /^Intenso/ }).check();
    await release();
    // 12 × 1.65 × 1.4 = 27.72 + 10 % = 30.492 L → 87.1 → 88 cans; the list's 8 fardos: 96 × 4.20 = R$ 403.20.
    await expectText(page.getByTestId("cerveja"), "88 latas de 350 ml");
    await expectText(page.getByTestId("total-cerveja"), "403,20");
    expect(await page.getByLabel(DRINKERS, { exact: true }).inputValue()).toBe("12");
    expect(await page.getByLabel("Preço Cerveja (lata de 350 ml)").inputValue()).toBe("4,20");
    expect(await page.getByRole("radio", { name: /^Intenso/ }).isChecked()).toBe(true);
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get("bebem") === "12");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("antes dos scripts, tocar no 20 pré-preenchido e digitar 25 dá 25, e o valor fica depois (issue 27 §3)", async () => {
    const context = await newContext(browser, phone);
    const { page, errors, release } = await openWithHeldScripts(context, "/festa");
    const drinkers = page.getByLabel(DRINKERS, { exact: true });
    expect(await drinkers.inputValue()).toBe("20");
    await drinkers.tap();
    await page.keyboard.type("25");
    // Not "2025": the tap selected the pre-filled number, as after hydration.
    expect(await drinkers.inputValue()).toBe("25");
    await release();
    // Awaited: the page takes the fields in the effect after hydration (calc-orcamento's note).
    await expect.poll(() => drinkers.inputValue()).toBe("25");
    await expectText(page.getByTestId("cerveja"), "130 latas de 350 ml");
    expect(errors).toEqual([]);
    await context.close();
  });
});
