// The beer price comparator (/): docs/decisions/0016-comparator-rules.md, docs/decisions/0021-browser-behaviours.md, docs/decisions/0016-comparator-rules.md (with docs/decisions/0002-brazilian-numbers.md), docs/decisions/0016-comparator-rules.md,
// docs/decisions/0016-comparator-rules.md; docs/decisions/0003-url-state.md URL state; issue 3 items 2, 7 and 8. Expected prices are worked out by hand:
// 3,49 ÷ 0,35 = 9,971… → R$ 9,97; 4,99 ÷ 0,473 = 10,549… → R$ 10,55;
// 7,50 ÷ 0,71 = 10,563… → R$ 10,56.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  VIEWPORTS,
  itDesktopOnly,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  toast,
  trackPageErrors,
  waitForHydration,
} from "./support";

const NBSP = "\u00a0";
const brl = (amount: string) => `R$${NBSP}${amount}`;
const SHARED = "/?c=350:3.49&c=473:4.99&c=710:7.50";
const HISTORY_KEY = "comparisonHistory";

type Viewport = (typeof VIEWPORTS)[number]["viewport"];

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => {})));
  await browser?.close();
});

/** A fresh visitor (own storage); the closable mobile ad bar is closed so it covers nothing. */
async function open(viewport: Viewport, path = "/", colorScheme: "light" | "dark" = "light") {
  const context = await newContext(browser, { viewport, colorScheme });
  contexts.push(context);
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem("mobileFooterAdClosed", "1");
    } catch {
      // Storage blocked: the footer ad stays, which these tests do not depend on.
    }
  });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  await page.goto(path);
  await waitForHydration(page);
  return { context, page, errors, warnings };
}

const entry = (page: Page, n: number) => page.getByRole("group", { name: `Cerveja ${n}`, exact: true });
const entries = (page: Page) => page.getByTestId("beer-entry");
const results = (page: Page) => page.getByTestId("comparator-results");
const resultItems = (page: Page) => page.getByTestId("comparator-result");
const historyCard = (page: Page) => page.getByTestId("comparator-history");

/** The volume is a native select (issue 16): chosen by its option's text. */
async function chooseVolume(group: Locator, option: string) {
  await group.getByRole("combobox", { name: "Volume" }).selectOption({ label: option });
}

const volumeValue = (group: Locator) => group.getByRole("combobox", { name: "Volume" }).inputValue();

async function fillBeer(page: Page, n: number, volume: string, price: string, customMl?: string) {
  const group = entry(page, n);
  await chooseVolume(group, volume);
  if (customMl !== undefined) await group.getByLabel("Outro volume").fill(customMl);
  await group.getByLabel("Preço (R$)").fill(price);
}

/** The example of the issue, typed the way Brazilians do (comma) and with a dot. */
async function fillExample(page: Page) {
  await fillBeer(page, 1, "350 ml · lata", "3,49");
  await fillBeer(page, 2, "473 ml · latão", "4,99");
  await fillBeer(page, 3, "Outro", "7.50", "710");
}

async function calculate(page: Page) {
  await page.getByRole("button", { name: "Calcular", exact: true }).click();
}

/**
 * "Calcular" when a result is expected: waits for the scroll to the result (docs/decisions/0016-comparator-rules.md, after
 * 100 ms, smooth) to finish, so the next click does not land on a moving page.
 */
async function calculateAndSettle(page: Page) {
  await calculate(page);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Resultado da comparação");
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y === last;
        last = y;
        return settled;
      },
      { interval: 150, timeout: 5000 },
    )
    .toBe(true);
}

async function expectExampleResults(page: Page) {
  await expect.poll(() => resultItems(page).count()).toBe(3);
  const texts = await resultItems(page).allInnerTexts();
  expect(texts[0]).toContain(brl("9,97"));
  expect(texts[0]).toContain("Melhor Preço!");
  expect(texts[0]).toContain("350 ml");
  expect(texts[1]).toContain(brl("10,55"));
  expect(texts[1]).not.toContain("Melhor Preço!");
  expect(texts[2]).toContain(brl("10,56"));
  expect(texts[2]).toContain("710 ml");
  expect(await results(page).getByText("Melhor Preço!").count()).toBe(1);
}

const storedHistory = (page: Page) => page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY);

describe.each(VIEWPORTS)("comparador ($name)", ({ name, viewport }) => {
  // Phone width only for the main flow (layout, scrolling to the result); the rest does
  // not depend on the viewport and runs at desktop width (support.ts, itDesktopOnly).
  const logic = itDesktopOnly(name);
  it("fluxo principal: três cervejas vazias, preencher, Calcular, rolar até o resultado", async () => {
    const { page, errors } = await open(viewport);
    await expect.poll(() => entries(page).count()).toBe(3);
    for (const n of [1, 2, 3]) {
      await expect.poll(() => entry(page, n).getByLabel("Preço (R$)").inputValue()).toBe("");
      expect(await volumeValue(entry(page, n))).toBe("");
    }
    expect(await results(page).count()).toBe(0);
    expect(await historyCard(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe("");

    await fillExample(page);
    // docs/decisions/0003-url-state.md: the inputs are in the address (dot decimals, ml:price), ready to share.
    await expect.poll(() => new URL(page.url()).search).toBe("?c=350:3.49&c=473:4.99&c=710:7.50");

    await calculateAndSettle(page);
    await expectExampleResults(page);
    expect(
      await page
        .locator('[aria-live="polite"]')
        .filter({ has: results(page) })
        .count(),
    ).toBe(1);
    // docs/decisions/0016-comparator-rules.md: the page scrolls to the result (after 100 ms) and keyboard focus follows it.
    await expect
      .poll(() => results(page).evaluate((el) => el.getBoundingClientRect().top), { timeout: 5000 })
      .toBeLessThan(viewport.height / 2);
    expect(await results(page).evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Resultado da comparação");
    expect(await page.getByRole("heading", { name: "Como calculamos" }).count()).toBe(1);
    expect(await page.getByText(`3,49 ÷ 0,35 = ${brl("9,97")}`).count()).toBeGreaterThan(0);
    // Its worked example follows the best beer (its code came with the ranking's, issue 12.2).
    await expect
      .poll(() =>
        page
          .getByText(`Na sua comparação, a melhor opção (Cerveja 1): 3,49 ÷ 0,35 = ${brl("9,97")} por litro.`)
          .count(),
      )
      .toBe(1);

    // The result is saved in the history.
    await expect.poll(() => historyCard(page).getByTestId("history-record").count()).toBe(1);
    expect(await historyCard(page).innerText()).toContain(brl("9,97"));
    const stored = JSON.parse((await storedHistory(page)) ?? "[]");
    expect(stored).toHaveLength(1);
    expect(stored[0].id).toMatch(/^\d{13}$/);
    expect(stored[0].results.map((r: { pricePerLiter: number }) => Math.round(r.pricePerLiter * 100))).toEqual([
      997, 1055, 1056,
    ]);

    // "Nova Comparação": back to the top with three empty entries.
    await results(page).getByRole("button", { name: "Nova Comparação" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeLessThan(5);
    expect(await results(page).count()).toBe(0);
    expect(await entries(page).count()).toBe(3);
    expect(await entry(page, 1).getByLabel("Preço (R$)").inputValue()).toBe("");
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("cerveja-1-name");
    expect(await historyCard(page).getByTestId("history-record").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  // Issue 14 at both widths: the shelf labels as they read (fardo, promoção, retornável).
  // 39,90 ÷ (12 × 0,35) = 9,50 (3,325 → R$ 3,33 por lata); 4,99 ÷ 0,473 = 10,55;
  // retornável 1 L: 16,99 sem o casco, 6,99 com ele; latão leve 3 pague 2: 4,99 × 2 ÷ 3 ÷ 0,473 = 7,033… → 7,03.
  it("fardo contra latão, retornável com e sem o casco, e uma promoção", async () => {
    const { page, errors } = await open(viewport);
    await fillBeer(page, 1, "350 ml · lata", "39,90");
    await entry(page, 1).getByRole("button", { name: "12 unidades" }).click();
    expect(await entry(page, 1).getByLabel("Unidades", { exact: true }).inputValue()).toBe("12");
    await fillBeer(page, 2, "473 ml · latão", "4,99");
    await calculateAndSettle(page);
    await expect.poll(() => new URL(page.url()).search).toBe("?c=350:39.90:12&c=473:4.99");
    let texts = await resultItems(page).allInnerTexts();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain(brl("9,50"));
    expect(texts[0]).toContain("Melhor Preço!");
    expect(texts[0]).toContain(`${brl("3,33")} por lata`);
    expect(texts[1]).toContain(brl("10,55"));

    // A returnable litre: the "Tenho o casco" switch shows once a bottle is returnable.
    const casco = page.getByRole("checkbox", { name: /Tenho o casco/ });
    expect(await casco.isVisible()).toBe(false);
    await fillBeer(page, 3, "1.000 ml · litrão", "6,99");
    await entry(page, 3).getByRole("checkbox", { name: "Retornável" }).check();
    await entry(page, 3).getByLabel("Preço sem o casco (R$)").fill("16,99");
    await calculateAndSettle(page);
    texts = await resultItems(page).allInnerTexts();
    expect(await page.getByTestId("price-per-liter").allInnerTexts()).toEqual([
      brl("9,50"),
      brl("10,55"),
      brl("16,99"),
    ]);
    expect(texts[2]).toContain(`Retornável: ${brl("6,99")} por litro com o casco, ${brl("16,99")} sem o casco`);
    // The switch re-ranks the result at once.
    await casco.check();
    await expect.poll(async () => (await resultItems(page).first().innerText()).includes(brl("6,99"))).toBe(true);
    expect(await resultItems(page).first().innerText()).toContain("Melhor Preço!");
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe("?c=350:39.90:12&c=473:4.99&c=1000:6.99:1:semcasco-16.99&casco=1");

    // "Leve 3, pague 2" on the latão.
    await entry(page, 2).getByRole("checkbox", { name: "Leve X, pague Y" }).check();
    await entry(page, 2).getByLabel("Leve", { exact: true }).fill("3");
    await entry(page, 2).getByLabel("Pague", { exact: true }).fill("2");
    await calculateAndSettle(page);
    texts = await resultItems(page).allInnerTexts();
    expect(texts[1]).toContain(brl("7,03"));
    expect(texts[1]).toContain("com a promoção (leve 3, pague 2)");
    await expect.poll(() => new URL(page.url()).search).toContain("c=473:4.99:1:leve3-pague2");
    // The history names the winner by container and price.
    await expect.poll(() => historyCard(page).getByTestId("history-record").count()).toBe(3);
    expect(await historyCard(page).getByTestId("history-record").first().innerText()).toContain(
      `Garrafa 1 L retornável — ${brl("6,99")}`,
    );
    expect(errors).toEqual([]);
  });

  logic("“Dados incompletos”: o toast, a mensagem no campo e o foco no primeiro a corrigir", async () => {
    const { page, errors } = await open(viewport);
    await calculate(page);
    const t = toast(page, "Dados incompletos");
    await t.waitFor();
    expect(await t.innerText()).toContain("Por favor, preencha os dados de pelo menos uma cerveja");
    // Issue 16: the first entry's fields say what is missing, and the volume takes the focus.
    const volume = entry(page, 1).getByRole("combobox", { name: "Volume" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("cerveja-1-volume");
    expect(await volume.getAttribute("aria-invalid")).toBe("true");
    expect(await entry(page, 1).getByText("Escolha o volume.").count()).toBe(1);
    expect(await entry(page, 1).getByText("Informe o preço.").count()).toBe(1);

    // The case: a price without a volume, in the second entry (docs/decisions/0016-comparator-rules.md: not valid).
    await page.reload();
    await waitForHydration(page);
    await entry(page, 2).getByLabel("Preço (R$)").fill("3,49");
    await calculate(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("cerveja-2-volume");
    const describedBy = await entry(page, 2).getByRole("combobox", { name: "Volume" }).getAttribute("aria-describedby");
    expect(await page.locator(`#${describedBy}`).innerText()).toBe("Escolha o volume.");
    expect(await entry(page, 1).getByText("Escolha o volume.").count()).toBe(0); // blank entries are not marked
    await expect.poll(() => toast(page, "Dados incompletos").count()).toBeGreaterThan(0);
    // Choosing the volume takes the message away.
    await chooseVolume(entry(page, 2), "350 ml · lata");
    await expect.poll(() => entry(page, 2).getByText("Escolha o volume.").count()).toBe(0);
    expect(await results(page).count()).toBe(0);
    expect(await storedHistory(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  logic("adicionar e remover: remover só com mais de uma; novo id = maior + 1", async () => {
    const { page, errors } = await open(viewport);
    const removeButtons = page.getByRole("button", { name: /^Remover Cerveja/ });
    expect(await removeButtons.count()).toBe(3);

    await page.getByRole("button", { name: "Adicionar Cerveja" }).click();
    await expect.poll(() => entries(page).count()).toBe(4);
    expect(await entry(page, 4).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("cerveja-4-name");

    // Remove the first one (id 1): ids 2, 3, 4 remain, labelled by position.
    await page.getByRole("button", { name: "Remover Cerveja 1", exact: true }).click();
    await expect.poll(() => entries(page).count()).toBe(3);
    expect(await page.locator("#cerveja-1-name").count()).toBe(0);
    await page.getByRole("button", { name: "Remover Cerveja 3", exact: true }).click();
    await page.getByRole("button", { name: "Remover Cerveja 2", exact: true }).click();
    await expect.poll(() => entries(page).count()).toBe(1);
    expect(await removeButtons.count()).toBe(0);
    const remainingId = await entries(page).locator('input[id$="-name"]').getAttribute("id");

    await page.getByRole("button", { name: "Adicionar Cerveja" }).click();
    await expect.poll(() => entries(page).count()).toBe(2);
    const highest = Number(remainingId?.match(/cerveja-(\d+)-name/)?.[1]);
    expect(await page.locator(`#cerveja-${highest + 1}-name`).count()).toBe(1);
    expect(await removeButtons.count()).toBe(2);
    expect(errors).toEqual([]);
  });

  logic("volume “Outro”: mostra um campo numérico vazio, aceita vírgula e some ao voltar a um padrão", async () => {
    const { page, errors } = await open(viewport);
    const group = entry(page, 1);
    const options = await group.getByRole("combobox", { name: "Volume" }).locator("option").allInnerTexts();
    expect(options.map((o) => o.trim())).toEqual([
      "Selecione",
      "269 ml · latinha",
      "300 ml · garrafinha",
      "330 ml · long neck",
      "350 ml · lata",
      "473 ml · latão",
      "600 ml · garrafa",
      "1.000 ml · litrão",
      "Outro",
    ]);
    const custom = group.getByLabel("Outro volume");
    expect(await custom.isVisible()).toBe(false);
    await chooseVolume(group, "Outro");
    expect(await custom.inputValue()).toBe("");
    expect(await custom.getAttribute("inputmode")).toBe("decimal");
    await custom.fill("500,5ml");
    expect(await custom.inputValue()).toBe("500,5"); // letters are stripped
    await group.getByLabel("Preço (R$)").fill("4,99");
    await calculateAndSettle(page);
    // 4,99 ÷ 0,5005 = 9,970… → R$ 9,97
    await expect.poll(() => resultItems(page).count()).toBe(1);
    expect(await resultItems(page).first().innerText()).toContain(brl("9,97"));
    expect(await resultItems(page).first().innerText()).toContain("500,5 ml");
    await expect.poll(() => new URL(page.url()).search).toBe("?c=500.5:4.99");

    await chooseVolume(group, "600 ml · garrafa");
    await expect.poll(() => group.getByLabel("Outro volume").isVisible()).toBe(false);
    // The inputs changed: the result says so until "Calcular" runs again.
    expect(await results(page).innerText()).toContain("Você alterou os dados");
    await chooseVolume(group, "Outro");
    expect(await group.getByLabel("Outro volume").inputValue()).toBe("");
    expect(errors).toEqual([]);
  });

  // Its server HTML is checked in tests/ssr/calculators.test.ts.
  logic("o link compartilhado reproduz o resultado no navegador", async () => {
    const { page, errors } = await open(viewport, SHARED);
    await expectExampleResults(page);
    expect(await entries(page).count()).toBe(3);
    expect(await volumeValue(entry(page, 1))).toBe("350");
    expect(await entry(page, 2).getByLabel("Preço (R$)").inputValue()).toBe("4,99");
    expect(await volumeValue(entry(page, 3))).toBe("custom");
    expect(await entry(page, 3).getByLabel("Outro volume").inputValue()).toBe("710");
    expect(await entry(page, 3).getByLabel("Preço (R$)").inputValue()).toBe("7,50");
    // Opening a link is not a new comparison: nothing goes to the history.
    expect(await historyCard(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe("?c=350:3.49&c=473:4.99&c=710:7.50");
    expect(await results(page).getByRole("button", { name: "Compartilhar" }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  logic("um fardo a menos de R$ 2 o litro pergunta se o preço é do fardo inteiro (issue 27)", async () => {
    // R$ 3,29 for 12 cans of 350 ml = 4,2 L → R$ 0,78 per litre: one can's price, surely.
    const { page, errors } = await open(viewport, "/?c=350:3.29:12&c=473:4.99");
    const warning = results(page).getByRole("note").filter({ hasText: "Esse preço é do fardo inteiro?" });
    await warning.waitFor();
    expect(await warning.count()).toBe(1);
    expect(await warning.textContent()).toMatch(/R\$\s0,78 por litro/);
    // A plausible pack (R$ 39,90 for the same 12) is not questioned.
    await page.goto("/?c=350:39.90:12&c=473:4.99");
    await results(page).getByTestId("comparator-result").first().waitFor();
    expect(await results(page).getByText("Esse preço é do fardo inteiro?").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  logic("o histórico sobrevive ao recarregar, o mais novo primeiro, e “Limpar Histórico” o apaga", async () => {
    const { page, errors } = await open(viewport);
    await fillBeer(page, 1, "1.000 ml · litrão", "8");
    await calculateAndSettle(page);
    await expect.poll(() => historyCard(page).getByTestId("history-record").count()).toBe(1);
    await fillBeer(page, 2, "600 ml · garrafa", "4,50");
    await calculateAndSettle(page);
    // 4,50 ÷ 0,6 = 7,50 < 8,00
    await expect.poll(() => historyCard(page).getByTestId("history-record").count()).toBe(2);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => historyCard(page).getByTestId("history-record").count()).toBe(2);
    const records = await historyCard(page).getByTestId("history-record").allInnerTexts();
    // Issue 16: no brand typed, so the line names the container and its price.
    expect(records[0]).toContain(`Garrafa 600 ml — ${brl("4,50")}`);
    expect(records[0]).toContain(brl("7,50"));
    expect(records[0]).toContain("2 cervejas comparadas");
    expect(records[1]).toContain(brl("8,00"));
    expect(records[1]).toContain("1 cerveja comparada");

    // "Histórico" beside the form jumps to it.
    await page.getByRole("link", { name: "Histórico" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#historico");
    await expect
      .poll(() => historyCard(page).evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(viewport.height / 2);

    await historyCard(page).getByRole("button", { name: "Limpar Histórico" }).click();
    await expect.poll(() => historyCard(page).count()).toBe(0);
    expect(await storedHistory(page)).toBeNull();
    // Wait for the page to have read its (now empty) history after the reload, rather
    // than for some time to pass: count the comparator's reads of the key.
    await page.addInitScript((key) => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, name: string) {
        if (name === key)
          (window as unknown as { __historyReads: number }).__historyReads =
            ((window as unknown as { __historyReads?: number }).__historyReads ?? 0) + 1;
        return getItem.call(this, name);
      };
    }, HISTORY_KEY);
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => ((window as unknown as { __historyReads?: number }).__historyReads ?? 0) > 0);
    expect(await historyCard(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  logic("um histórico corrompido é descartado (aviso no console, chave removida)", async () => {
    const { page, errors, warnings } = await open(viewport);
    for (const corrupt of ["{corrompido", JSON.stringify([{ id: 1, results: "x" }])]) {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [HISTORY_KEY, corrupt]);
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => storedHistory(page)).toBeNull();
      expect(await historyCard(page).count()).toBe(0);
    }
    // Console events arrive asynchronously over the devtools protocol.
    await expect.poll(() => warnings.filter((w) => w.includes(HISTORY_KEY)).length).toBe(2);
    expect(errors).toEqual([]); // logged as a warning, never console.error
  });

  logic("um registro inválido no meio de um histórico bom é descartado, o resto fica", async () => {
    const { page, errors } = await open(viewport);
    const good = {
      id: "1767225600000",
      date: "31 de dezembro de 2025 às 21:00",
      results: [
        { id: "1", label: "Pilsen X", volume: 350, price: 3.49, pricePerLiter: 3.49 / 0.35, isLowestPrice: true },
      ],
    };
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [HISTORY_KEY, JSON.stringify([good, { id: 2 }])],
    );
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => historyCard(page).getByTestId("history-record").count()).toBe(1);
    expect(await historyCard(page).innerText()).toContain("Pilsen X");
    expect(JSON.parse((await storedHistory(page)) ?? "null")).toEqual([good]);

    // "Refazer" brings the stored comparison back into the form and the result.
    await historyCard(page)
      .getByRole("button", { name: /^Refazer/ })
      .click();
    await expect.poll(() => resultItems(page).count()).toBe(1);
    expect(
      await entry(page, 1)
        .getByLabel(/Marca ou nome/)
        .inputValue(),
    ).toBe("Pilsen X");
    expect(await resultItems(page).first().innerText()).toContain(brl("9,97"));
    expect(errors).toEqual([]);
  });

  // axe once per page, theme and state: / as it opens is checked in a11y.test.ts; here the
  // results, the history and an open FAQ answer.
  for (const scheme of ["light", "dark"] as const) {
    logic(`sem violações sérias de acessibilidade com resultado, histórico e FAQ aberta (${scheme})`, async () => {
      const { page, errors } = await open(viewport, "/", scheme);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
      await fillExample(page);
      await calculateAndSettle(page);
      await expect.poll(() => historyCard(page).count()).toBe(1);
      await page.locator("summary", { hasText: "Como usar o comparador de preços de cerveja?" }).click();
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }
});

describe("comparador: teclado e FAQ", () => {
  it("funciona só com o teclado: escolher volume, digitar o preço e Enter calcula", async () => {
    const { page, errors } = await open(VIEWPORTS[0].viewport);
    await page.locator("#cerveja-1-name").focus();
    await page.keyboard.type("Pilsen X");
    const focusedId = () => page.evaluate(() => document.activeElement?.id);
    await page.keyboard.press("Tab");
    await expect.poll(focusedId).toBe("cerveja-1-volume");
    // A native select (issue 16): typing on it picks the option that starts so.
    await page.keyboard.type("473");
    await expect.poll(() => volumeValue(entry(page, 1))).toBe("473");
    // The hidden "Outro volume" is skipped: Tab goes to the price.
    await page.keyboard.press("Tab");
    await expect.poll(focusedId).toBe("cerveja-1-price");
    await page.keyboard.type("4,99");
    await page.keyboard.press("Enter");
    await expect.poll(() => resultItems(page).count()).toBe(1);
    const text = await resultItems(page).first().innerText();
    expect(text).toContain("Pilsen X");
    expect(text).toContain(brl("10,55"));
    expect(errors).toEqual([]);
  });

  // The FAQPage structured data is checked in tests/ssr/calculators.test.ts.
  it("as Perguntas Frequentes têm as 4 perguntas do §2", async () => {
    const { page } = await open(VIEWPORTS[0].viewport);
    const faq = page.getByRole("region", { name: "Perguntas Frequentes" });
    // Native <details>: each question is a <summary>, the browser opens it.
    const questions = await faq.locator("summary").allInnerTexts();
    expect(questions.map((q) => q.trim())).toEqual([
      "Como usar o comparador de preços de cerveja?",
      "Como é calculado o preço por litro?",
      "Por que comparar o preço por litro e não o preço da embalagem?",
      "Posso comparar marcas diferentes?",
    ]);
    await faq.locator("summary", { hasText: "Como é calculado o preço por litro?" }).click();
    expect(await faq.innerText()).toContain(`3,49 ÷ 0,35 = ${brl("9,97")}`);
  });
});
