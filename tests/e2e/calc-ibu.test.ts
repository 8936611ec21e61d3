// IBU calculator (/ibu): docs/decisions/0017-ibu-rules.md, docs/decisions/0021-browser-behaviours.md, docs/decisions/0017-ibu-rules.md, docs/decisions/0028-calculator-messages.md, docs/decisions/0017-ibu-rules.md, docs/decisions/0001-calculator-formulas.md, docs/decisions/0002-brazilian-numbers.md, docs/decisions/0003-url-state.md.
// Expected numbers are the hand values of app/calculators/ibu.test.ts (Tinseth):
//   defaults 20 L, 1.050, 5% 30 g 60 min                     → 17.2998 → "17,3" Baixo
//   + a new addition 5% 20 g 15 min (5.7228)                  → 23.0226 → "23,0" Moderado
//   OG 1,060 with the default addition                        → 15.8129 → "15,8"
//   the link (5:30:60 → 17.2998, 8:20:15 → 9.1565)   → 26.4563 → "26,5" Moderado
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  PHONE,
  VIEWPORTS,
  itDesktopOnly,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  openWithHeldScripts,
  openWithoutJavaScript,
  toast,
  trackPageErrors,
  waitForHydration,
} from "./support";

const SHARED = "/ibu?volume=20&og=1.050&lupulo=5:30:60&lupulo=8:20:15";

const total = (page: Page) => page.getByTestId("ibu-total");
const category = (page: Page) => page.getByTestId("ibu-category");
const additions = (page: Page) => page.getByTestId("hop-addition");
const volume = (page: Page) => page.getByLabel("Volume do lote");
const og = (page: Page) => page.getByLabel("Densidade original (OG)");
const calculate = (page: Page) => page.getByRole("button", { name: "Calcular", exact: true });

async function open(context: BrowserContext, path = "/ibu") {
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  await waitForHydration(page);
  return { page, errors };
}

async function text(locator: ReturnType<Page["locator"]>) {
  await locator.first().waitFor();
  return (await locator.first().innerText()).replace(/\s+/g, " ").trim();
}

/** Waits for a toast with this title and returns its whole text. */
async function toastText(page: Page, title: string) {
  const t = toast(page, title);
  await t.first().waitFor();
  return text(t);
}

const search = (page: Page) => new URL(page.url()).search;

describe("calculadora de IBU", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(VIEWPORTS)("$name", ({ name, viewport }) => {
    // Phone width only for the main flow (layout, scrolling to the result); the rest does
    // not depend on the viewport and runs at desktop width (support.ts, itDesktopOnly).
    const logic = itDesktopOnly(name);
    let context: BrowserContext;

    beforeAll(async () => {
      context = await newContext(browser, {
        viewport,
        ...(name === "phone" ? { isMobile: true, hasTouch: true } : {}),
      });
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    });

    afterAll(async () => {
      await context?.close();
    });

    it("fluxo principal a partir dos padrões: 17,3 IBU, Baixo", async () => {
      const { page, errors } = await open(context);
      expect(await page.locator("h1").innerText()).toBe("Calculadora de IBU");
      expect(await volume(page).inputValue()).toBe("20");
      expect(await og(page).inputValue()).toBe("1,050");
      expect(await additions(page).count()).toBe(1);
      expect(await page.getByLabel("Alfa-ácido da adição 1").inputValue()).toBe("5");
      expect(await page.getByLabel("Peso da adição 1").inputValue()).toBe("30");
      expect(await page.getByLabel("Fervura da adição 1").inputValue()).toBe("60");
      // docs/decisions/0017-ibu-rules.md hints are shown.
      for (const hint of [
        "Mínimo 1 L, até 1 casa decimal.",
        "Mínimo 1,001, com 3 casas decimais (ex.: 1,050).",
        "0 a 25, até 1 decimal",
        // Issue 16: hop weight takes one decimal ("12,5" g).
        "Mínimo 1, até 1 decimal",
        "0 a 120, inteiro",
      ]) {
        expect(await page.getByText(hint, { exact: true }).count(), hint).toBeGreaterThan(0);
      }
      // No result and a clean address before "Calcular".
      expect(await total(page).count()).toBe(0);
      expect(search(page)).toBe("");

      await calculate(page).click();
      expect(await toastText(page, "Cálculo finalizado!")).toContain("IBU total: 17,3 — Baixo");
      expect(await text(total(page))).toBe("17,3");
      expect(await text(category(page))).toBe("Baixo");
      expect(await page.getByTestId("ibu-result").getAttribute("aria-live")).toBe("polite");
      const rows = page.getByTestId("ibu-addition-result");
      expect(await rows.count()).toBe(1);
      expect(await text(rows)).toContain("17,3 IBU");
      expect(await text(rows)).toContain("utilização 23,1%");
      expect(await page.getByRole("heading", { name: "Como calculamos" }).count()).toBe(1);
      // "Calcular" puts the inputs in the address, so the link reproduces the result (docs/decisions/0003-url-state.md).
      await expect.poll(() => search(page)).toBe("?volume=20&og=1.050&lupulo=5:30:60");

      // After a result, it follows the inputs live: 45 g → 25.9497 → "25,9", Moderado.
      await page.getByLabel("Peso da adição 1").fill("45");
      await expect.poll(() => text(total(page))).toBe("25,9");
      expect(await text(category(page))).toBe("Moderado");
      await expect.poll(() => search(page)).toBe("?volume=20&og=1.050&lupulo=5:45:60");
      expect(errors).toEqual([]);
      await page.close();
    });

    logic("adiciona e remove adições; recusa remover a última", async () => {
      const { page, errors } = await open(context);
      await page.getByRole("button", { name: "Adicionar lúpulo" }).click();
      expect(await additions(page).count()).toBe(2);
      const alpha2 = page.getByLabel("Alfa-ácido da adição 2");
      expect(await alpha2.inputValue()).toBe("5");
      expect(await page.getByLabel("Peso da adição 2").inputValue()).toBe("20");
      expect(await page.getByLabel("Fervura da adição 2").inputValue()).toBe("15");
      // Focus goes to the new addition, for keyboard users.
      await expect.poll(() => alpha2.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => search(page)).toBe("?volume=20&og=1.050&lupulo=5:30:60&lupulo=5:20:15");

      await calculate(page).click();
      expect(await toastText(page, "Cálculo finalizado!")).toContain("IBU total: 23,0 — Moderado");
      const rows = page.getByTestId("ibu-addition-result");
      expect(await rows.count()).toBe(2);
      expect(await text(rows.nth(0))).toContain("17,3 IBU");
      expect(await text(rows.nth(1))).toContain("5,7 IBU");

      await page.getByRole("button", { name: "Remover adição 1" }).click();
      expect(await additions(page).count()).toBe(1);
      // The remaining addition is renumbered and keeps its values.
      expect(await page.getByLabel("Peso da adição 1").inputValue()).toBe("20");
      await expect.poll(() => text(total(page))).toBe("5,7");
      await expect.poll(() => search(page)).toBe("?volume=20&og=1.050&lupulo=5:20:15");

      await page.getByRole("button", { name: "Remover adição 1" }).click();
      const refused = await toastText(page, "Não é possível remover");
      expect(refused).toContain("É necessário ter pelo menos uma adição de lúpulo.");
      expect(await additions(page).count()).toBe(1);
      expect(errors).toEqual([]);
      await page.close();
    });

    logic('"Valores inválidos" para volume e densidade, com mensagens nos campos', async () => {
      const { page, errors } = await open(context);
      await volume(page).fill("0");
      await calculate(page).click();
      const invalid = await toastText(page, "Valores inválidos");
      expect(invalid).toContain("Por favor, verifique o volume e a densidade.");
      await page.getByText("O volume deve ser de pelo menos 1 L.").waitFor();
      expect(await volume(page).getAttribute("aria-invalid")).toBe("true");
      // Focus moves to the first invalid field.
      await expect.poll(() => volume(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await total(page).count()).toBe(0);
      expect(await text(page.getByTestId("ibu-result"))).toContain("Corrija os campos destacados");

      // Errors follow the typing after a "Calcular".
      await volume(page).fill("20");
      await og(page).fill("1,000");
      await page.getByText("A densidade original deve ser maior que 1,000 (mínimo 1,001).").waitFor();
      expect(await page.getByText("O volume deve ser de pelo menos 1 L.").count()).toBe(0);
      await og(page).fill("1050");
      await page.getByText("A densidade original deve ser no máximo 1,200. Use o formato 1,050.").waitFor();

      // A hop field out of range (docs/decisions/0017-ibu-rules.md: alpha 0–25).
      await og(page).fill("1,050");
      await page.getByLabel("Alfa-ácido da adição 1").fill("30");
      await calculate(page).click();
      const hopToast = toast(page, "Valores inválidos").filter({ hasText: "adições de lúpulo" });
      await hopToast.waitFor();
      await page.getByText("O alfa-ácido deve ficar entre 0 e 25%.").waitFor();
      await page.getByLabel("Peso da adição 1").fill("7,55");
      await page.getByText("Use no máximo uma casa decimal, como 12,5.").waitFor();
      await page.getByLabel("Fervura da adição 1").fill("121");
      await page.getByText("O tempo de fervura deve ficar entre 0 e 120 minutos.").waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });

    logic('aceita "1,060" na densidade: 15,8 IBU', async () => {
      const { page, errors } = await open(context);
      await og(page).fill("1,060");
      await calculate(page).click();
      expect(await toastText(page, "Cálculo finalizado!")).toContain("IBU total: 15,8 — Baixo");
      expect(await text(total(page))).toBe("15,8");
      await expect.poll(() => search(page)).toBe("?volume=20&og=1.060&lupulo=5:30:60");
      expect(errors).toEqual([]);
      await page.close();
    });

    logic('"Redefinir" restaura os padrões, limpa o resultado e o endereço', async () => {
      const { page, errors } = await open(context, SHARED);
      expect(await text(total(page))).toBe("26,5");
      await volume(page).fill("25");
      // Issue 16: the same word for reset on every calculator.
      await page.getByRole("button", { name: "Redefinir" }).click();
      const reset = await toastText(page, "Calculadora resetada");
      expect(reset).toContain("Todos os valores foram restaurados para o padrão.");
      expect(await volume(page).inputValue()).toBe("20");
      expect(await og(page).inputValue()).toBe("1,050");
      expect(await additions(page).count()).toBe(1);
      expect(await page.getByLabel("Peso da adição 1").inputValue()).toBe("30");
      expect(await total(page).count()).toBe(0);
      await expect.poll(() => page.url()).toBe(`${BASE_URL}/ibu`);
      expect(errors).toEqual([]);
      await page.close();
    });

    logic("o link compartilhado reproduz o resultado no navegador e o botão copia o link", async () => {
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      // Without the device share sheet, "Compartilhar" copies the link (docs/decisions/0021-browser-behaviours.md).
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
      });
      await page.goto(SHARED);
      // The result is there at once (the server rendered it; see the raw HTML test below).
      expect(await text(total(page))).toBe("26,5");
      await waitForHydration(page);
      expect(await text(category(page))).toBe("Moderado");
      const rows = page.getByTestId("ibu-addition-result");
      expect(await text(rows.nth(0))).toContain("17,3 IBU");
      expect(await text(rows.nth(1))).toContain("9,2 IBU");
      expect(await page.getByLabel("Alfa-ácido da adição 2").inputValue()).toBe("8");
      expect(search(page)).toBe("?volume=20&og=1.050&lupulo=5:30:60&lupulo=8:20:15");

      await page.getByRole("button", { name: "Compartilhar" }).click();
      expect(await toastText(page, "Link copiado!")).toContain("O texto foi copiado para sua área de transferência");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}${SHARED}#resultado`);
      expect(errors).toEqual([]);
      await page.close();
    });

    logic("funciona só com o teclado: Enter num campo calcula", async () => {
      const { page, errors } = await open(context);
      await volume(page).focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("10");
      await page.keyboard.press("Enter");
      // 10 L doubles the mg/L: 2 × 17.2998 = 34.5996 → "34,6"
      expect(await toastText(page, "Cálculo finalizado!")).toContain("IBU total: 34,6 — Moderado");
      // Tab from the last hop field reaches "Adicionar lúpulo", then Enter adds one.
      await page.getByLabel("Fervura da adição 1").focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => additions(page).count()).toBe(2);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  // Issue 16 at phone width: numbers as typed, errors where the eye is, and a form that works
  // before and without JavaScript. The server HTML of a submitted form is checked in
  // tests/ssr/forms-ibu-orcamento.test.ts.
  describe("formulário no celular (issue 16)", () => {
    let context: BrowserContext;

    beforeAll(async () => {
      context = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    });

    afterAll(async () => {
      await context?.close();
    });

    it("12,5 g digitado antes de a página carregar é mantido e calculado: 7,2 IBU", async () => {
      const { page, errors, release } = await openWithHeldScripts(context, "/ibu");
      // The server-rendered field, before any script runs.
      await page.getByLabel("Peso da adição 1").fill("12,5");
      await release();
      // Awaited: the page takes the fields in the effect after hydration (calc-orcamento's note).
      await expect.poll(() => page.getByLabel("Peso da adição 1").inputValue()).toBe("12,5");
      await calculate(page).click();
      // 0.2306640772511 × (0.05 × 12.5 × 1000 / 20 = 31.25) = 7.2083 → "7,2", Baixo
      expect(await toastText(page, "Cálculo finalizado!")).toContain("IBU total: 7,2 — Baixo");
      expect(await text(total(page))).toBe("7,2");
      await expect.poll(() => search(page)).toBe("?volume=20&og=1.050&lupulo=5:12.5:60");
      expect(errors).toEqual([]);
      await page.close();
    });

    it("um valor absurdo ganha a mensagem no campo, em foco e à vista, e não vai para o endereço", async () => {
      const { page, errors } = await open(context);
      // Scrolled away from the field, as after reading the page.
      await page.getByLabel("Fervura da adição 1").scrollIntoViewIfNeeded();
      await volume(page).fill("20.000");
      await calculate(page).tap();
      expect(await toastText(page, "Valores inválidos")).toContain("Por favor, verifique o volume e a densidade.");
      const message = page.getByText("Informe um volume entre 1 e 10.000 L.");
      await message.waitFor();
      expect(await volume(page).getAttribute("aria-invalid")).toBe("true");
      expect(await volume(page).getAttribute("aria-describedby")).toContain("ibu-volume-error");
      await expect.poll(() => volume(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await expect
        .poll(() =>
          volume(page).evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
      expect(await total(page).count()).toBe(0);
      // The link never carries the absurd volume (20.000 L would read back as 20000).
      await expect.poll(() => search(page)).toBe("?volume=&og=1.050&lupulo=5:30:60");
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it("sem JavaScript, Calcular envia o formulário e o servidor mostra o resultado", async () => {
    const { context, page } = await openWithoutJavaScript(browser, "/ibu", { viewport: PHONE });
    try {
      await page.getByLabel("Peso da adição 1").fill("12,5");
      await page.getByLabel("Alfa-ácido da adição 1").fill("5.5");
      await Promise.all([page.waitForURL(/peso1=/), calculate(page).click()]);
      // 0.2306640772511 × (0.055 × 12.5 × 1000 / 20 = 34.375) = 7.9291 → "7,9"
      expect(await text(total(page))).toBe("7,9");
      expect(await text(category(page))).toBe("Baixo");
      expect(await page.getByLabel("Peso da adição 1").inputValue()).toBe("12,5");
      expect(await page.getByLabel("Alfa-ácido da adição 1").inputValue()).toBe("5,5");
    } finally {
      await context.close();
    }
  });

  // The server HTML of a link (valid and invalid) is checked in tests/ssr/calculators.test.ts.
  it.each(["light", "dark"] as const)("sem violações sérias de acessibilidade (%s)", async (colorScheme) => {
    const context = await newContext(browser, { colorScheme });
    const page = await context.newPage();
    await page.goto(SHARED);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(colorScheme === "dark");
    await expectNoSeriousA11yViolations(page);
    // The form with field errors and the empty result, too.
    await page.goto("/ibu");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Adicionar lúpulo" }).click();
    await page.getByLabel("Alfa-ácido da adição 2").fill("30");
    await calculate(page).click();
    await page.getByText("O alfa-ácido deve ficar entre 0 e 25%.").waitFor();
    // With the error toast on screen, once it has faded in: its colours are checked too
    // (app/components/ui/sonner.tsx).
    await toast(page, "Valores inválidos").first().waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
