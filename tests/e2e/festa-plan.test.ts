// Issue 29: the host plans a 40-guest, 6-hour churrasco on /festa (26 adults who drink, 8 who
// don't, 6 children), edits two prices in the list, splits the bill and copies a Pix code, at
// desktop and phone widths; the plan is one link; axe in light and dark; no sideways scroll.
//
// Expected figures from D19 (app/calculators/party-plan.ts): 34 adults × 500 g + 6 × 250 g =
// 18,5 kg → bovina 9,25 → 9,3 kg; suína 5,55 → 5,6 kg; frango 3,7 kg; charcoal 18,6 kg → 4 bags;
// 34 pães de alho → 7 packs. Ice 10 bags at R$ 15,50 = R$ 155,00; bovina 9,3 × 59,90 = R$ 557,07.
// The list: R$ 1.953,15, R$ 57,45 per adult. Split: beer R$ 575,64 ÷ 26 = 22,14; the rest
// R$ 1.377,51 ÷ 34 = 40,51: a drinker R$ 62,65, a non-drinker R$ 40,51; the host R$ 62,82.
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  toast,
  trackPageErrors,
  VIEWPORTS,
  waitForHydration,
} from "./support";

const NBSP = "\u00a0";
const brl = (value: string) => `R$${NBSP}${value}`;
const PLAN =
  "/festa?bebem=26&nao_bebem=8&criancas=6&horas=6&clima=ameno&perfil=moderado&embalagem=350&churrasco=1&bovina=50&suina=30&frango=20&preco_gelo=15.5&preco_bovina=59.9&racha=1&pix=529.982.247-25&nome=Ana+Souza&cidade=S%C3%A3o+Paulo";
const DRINKER_CODE =
  "00020126330014br.gov.bcb.pix011152998224725520400005303986540562.655802BR5909Ana Souza6009Sao Paulo62070503***630418FE";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectText(locator: Locator, text: string | RegExp, timeout = 10_000) {
  await locator.filter({ hasText: text }).first().waitFor({ timeout });
}

describe.each(VIEWPORTS)("festa: o plano completo ($name)", ({ name, viewport }) => {
  it("churrasco de 40 convidados em 6 h, dois preços editados, racha e o código Pix copiado", async () => {
    const context = await newContext(browser, { viewport, permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto("/festa");
    await waitForHydration(page);
    // The split's code is not part of the first visit.
    const firstScripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((n) => n.endsWith(".js")),
    );
    expect(firstScripts.some((n) => /split-section|qrcode/.test(n))).toBe(false);

    await page.getByLabel("Adultos que bebem cerveja", { exact: true }).fill("26");
    await page.getByLabel("Adultos que não bebem", { exact: true }).fill("8");
    await page.getByLabel("Crianças", { exact: true }).fill("6");
    await page.getByLabel("Duração da festa", { exact: true }).fill("6");
    await page.getByRole("switch", { name: "Vai ter churrasco?" }).check();
    await expectText(page.getByTestId("churrasco"), "18,6 kg de carne");
    await expectText(page.getByTestId("churrasco"), "Bovina 9,3 kg");
    expect(await page.getByLabel("Bovina (%)").inputValue()).toBe("50");
    expect(await page.getByLabel("Suína e linguiça (%)").inputValue()).toBe("30");
    expect(await page.getByLabel("Frango (%)").inputValue()).toBe("20");

    const list = page.getByRole("heading", { name: "Lista de compras" });
    expect(await list.count()).toBe(1);
    await expectText(page.getByTestId("item-carvao"), "4 sacos");
    await expectText(page.getByTestId("item-pao_de_alho"), "7 pacotes");
    // Two prices typed the Brazilian way: a comma and a dot.
    await page.getByLabel("Preço Gelo (saco de 5 kg)").fill("15,50");
    await page.getByLabel("Preço Carne bovina (kg)").fill("59.90");
    await expectText(page.getByTestId("total-gelo"), brl("155,00"));
    await expectText(page.getByTestId("total-bovina"), brl("557,07"));
    await expectText(page.getByTestId("lista-total"), brl("1.953,15"));
    await expectText(page.getByTestId("lista-por-adulto"), brl("57,45"));

    // The itemised WhatsApp message.
    const whatsapp = page.getByRole("link", { name: "Enviar lista no WhatsApp" });
    const message = decodeURIComponent(
      (await whatsapp.getAttribute("href"))!.replace(/^https:\/\/wa\.me\/\?text=/, ""),
    );
    expect(message).toContain("• Gelo (saco de 5 kg): 10 sacos × R$ 15,50 = R$ 155,00".replace(/R\$ /g, brl("")));
    expect(message).toContain(`Total: ${brl("1.953,15")}`);

    // The split: its code comes now.
    await page.getByRole("switch", { name: "Dividir a conta" }).check();
    await expectText(page.getByTestId("parte-bebe"), brl("62,65"));
    await expectText(page.getByTestId("parte-nao-bebe"), brl("40,51"));
    await expectText(page.getByTestId("parte-anfitriao"), brl("62,82"));
    await page.getByLabel("Chave Pix", { exact: true }).fill("529.982.247-26");
    await page.getByLabel("Nome de quem recebe").fill("Ana Souza");
    await page.getByLabel("Cidade", { exact: true }).fill("São Paulo");
    await expectText(page.locator("#pix-error"), "CPF inválido: confira os dígitos.");
    await page.getByLabel("Chave Pix", { exact: true }).fill("529.982.247-25");
    await expectText(page.getByTestId("parte-bebe").getByTestId("pix-codigo"), DRINKER_CODE);
    await page
      .getByTestId("parte-bebe")
      .getByRole("img", { name: /QR code Pix/ })
      .waitFor();
    await page
      .getByTestId("parte-bebe")
      .getByRole("button", { name: /Copiar código Pix/ })
      .click();
    await toast(page, "Código Pix copiado!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DRINKER_CODE);

    // One link carries the whole plan.
    await page.waitForFunction((q) => window.location.search === q, PLAN.slice("/festa".length), { timeout: 5_000 });
    // No sideways scroll at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(["light", "dark"] as const)(
    `o plano compartilhado: axe (%s) e sem rolagem lateral (${name})`,
    async (scheme) => {
      const context = await newContext(browser, { viewport, colorScheme: scheme });
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(PLAN);
      await waitForHydration(page);
      await expectText(page.getByTestId("parte-nao-bebe").getByTestId("pix-codigo"), "540.51");
      await page
        .getByTestId("parte-bebe")
        .getByRole("img", { name: /QR code Pix/ })
        .waitFor();
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
