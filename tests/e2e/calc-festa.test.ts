// Party calculator (/festa) and beer per person (/por-pessoa), docs/decisions/0008-party-model.md: the main
// flow from the defaults, every validation message, the reset and sharing toasts, a
// shared link reproducing its result in the raw server HTML and in the browser, the
// keyboard, and axe-core in light and dark, at desktop and phone widths.
//
// Expected numbers are worked out by hand from docs/decisions/0008-party-model.md revised (0.35 L/h for the first 4 hours
// + 0.25 L/h after them, × profile × weather, +10 % on the beer; soft drinks per hour ×
// weather: 0.30 L per adult who doesn't drink, 0.20 L per child, 0.15 L per drinker; ice
// 1 kg per 2 L, in 5 kg bags; 1 to 12 hours).
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  toast,
  trackPageErrors,
  VIEWPORTS,
  itDesktopOnly,
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

async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  await waitForHydration(page);
  return { page, errors };
}

async function waitForQuery(page: Page, query: string) {
  await page.waitForFunction((q) => window.location.search === `?${q}`, query, { timeout: 5_000 });
}

/** Server HTML without React's text separators, so "70,1 L<!-- --> · " reads as text. */
async function serverHtml(path: string) {
  const res = await fetch(BASE_URL + path);
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
}

/** The field's error paragraph, linked to the input by aria-describedby. */
async function fieldError(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  await page.waitForFunction((el) => el?.getAttribute("aria-invalid") === "true", await input.elementHandle(), {
    timeout: 5_000,
  });
  const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  expect(errorId).toBeTruthy();
  return (await page.locator(`[id="${errorId}"]`).innerText()).trim();
}

const NBSP = "\u00a0";
const TOO_LONG =
  "A duração máxima é de 12 horas. Para um evento mais longo, divida em dias e calcule cada dia separadamente.";

describe.each(VIEWPORTS)("festa ($name)", ({ name, viewport }) => {
  // Phone width only for the main flow (layout, scrolling to the result); the rest does
  // not depend on the viewport and runs at desktop width (support.ts, itDesktopOnly).
  const logic = itDesktopOnly(name);
  it("fluxo principal a partir dos padrões: 104 latas, 25,5 L sem álcool, 31 kg de gelo; preço, clima e embalagem", async () => {
    const context = await newContext(browser, { viewport });
    const { page, errors } = await open(context, "/festa");
    expect(await page.locator("h1").innerText()).toBe("Calculadora de Festa");

    // Defaults: 20 × (0.35 × 4 + 0.25 × 1) = 33 L + 10 % = 36.3 L → 103.7 → 104 cans → 9 fardos of 12.
    expect(await page.getByLabel("Adultos que bebem cerveja", { exact: true }).inputValue()).toBe("20");
    expect(await page.getByLabel("Adultos que não bebem", { exact: true }).inputValue()).toBe("5");
    expect(await page.getByLabel("Crianças", { exact: true }).inputValue()).toBe("3");
    expect(await page.getByLabel("Duração da festa", { exact: true }).inputValue()).toBe("5");
    expect(await page.getByRole("radio", { name: /^Ameno/ }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /^Médio/ }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /^350 ml/ }).isChecked()).toBe(true);

    const result = page.getByTestId("resultado");
    expect(await result.getAttribute("aria-live")).toBe("polite");
    const beer = page.getByTestId("cerveja");
    await expectText(beer, "104 latas de 350 ml");
    await expectText(beer, "36,3 L");
    await expectText(beer, "9 fardos de 12");
    // 5 h × (5 × 0.30 + 3 × 0.20 + 20 × 0.15) = 25.5 L; ice (36.3 + 25.5) / 2 = 30.9 → 31 kg → 7 bags of 5 kg.
    await expectText(page.getByTestId("sem-alcool"), "25,5 L");
    await expectText(page.getByTestId("gelo"), "31 kg");
    await expectText(page.getByTestId("gelo"), "7 sacos de 5 kg");
    await expectText(page.getByTestId("gelo"), "Gelo para os copos à parte.");
    // The profiles say what they mean, with the WHO's heavy-drinking line.
    await expectText(page.locator("fieldset", { hasText: "Perfil de consumo" }), "cerca de 4 latas em 4 h");
    await expectText(
      page.locator("fieldset", { hasText: "Perfil de consumo" }),
      "60 g de álcool ou mais numa mesma ocasião",
    );
    // Issue 29: the list's cost at D19's reference prices: 108 × 3,69 + 13 × 9,49 + 7 × 12,90 = R$ 612,19; ÷ 25 = 24,49.
    await expectText(page.getByTestId("custo"), `R$${NBSP}612,19`);
    await expectText(page.getByTestId("custo"), `R$${NBSP}24,49 por adulto`);
    // A plain visit keeps a clean address.
    expect(new URL(page.url()).search).toBe("");

    // Price typed the Brazilian way, in the list: 9 fardos = 108 × 3.49 = R$ 376.92; the list R$ 590.59 ÷ 25 adults = R$ 23.62.
    await page.getByLabel("Preço Cerveja (lata de 350 ml)").fill("3,49");
    await expectText(page.getByTestId("total-cerveja"), `R$${NBSP}376,92`);
    await expectText(page.getByTestId("custo"), `R$${NBSP}590,59`);
    await expectText(page.getByTestId("custo"), `R$${NBSP}23,62 por adulto`);
    await waitForQuery(
      page,
      "bebem=20&nao_bebem=5&criancas=3&horas=5&clima=ameno&perfil=moderado&embalagem=350&preco=3.49",
    );
    // The comparator link is prefilled with the container and price.
    expect(await page.getByRole("link", { name: /Comparar preços/ }).getAttribute("href")).toBe("/?c=350:3.49");

    // Hot weather, the example of issue 11: 1.65 × 1.15 = 1.8975 L × 20 = 37.95 + 10 % = 41.745 L
    // → 119.3 → 120 cans → 10 fardos; soft 5 × 1.15 × 5.1 = 29.325 L; ice (41.745 + 29.325) / 2 = 35.5 → 36 kg, 8 bags.
    await page.getByRole("radio", { name: /^Quente/ }).check();
    await expectText(beer, "120 latas de 350 ml");
    await expectText(beer, "41,7 L");
    await expectText(beer, "10 fardos de 12");
    await expectText(page.getByTestId("sem-alcool"), "29,3 L");
    await expectText(page.getByTestId("gelo"), "36 kg");
    await expectText(page.getByTestId("gelo"), "8 sacos de 5 kg");
    // 600 ml: 41.745 / 0.6 = 69.6 → 70 bottles; 70 / 24 = 2.92 → 3 crates; 70 × 3.49 = R$ 244.30.
    await page.getByRole("radio", { name: /^600 ml/ }).check();
    await expectText(beer, "70 garrafas de 600 ml");
    await expectText(beer, "3 engradados de 24");
    // The list buys 3 closed crates: 72 × 3.49 = R$ 251.28.
    await expectText(page.getByTestId("total-cerveja"), `R$${NBSP}251,28`);
    expect(await page.getByLabel("Preço Cerveja (garrafa de 600 ml)").inputValue()).toBe("3,49");
    await waitForQuery(
      page,
      "bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=moderado&embalagem=600&preco=3.49",
    );

    // Fractional hours with a comma: 4,5 h, quente, 600 ml: (1.4 + 0.125) × 1.15 × 20 × 1.1 = 38.5825 L → 64.3 → 65 bottles.
    await page.getByLabel("Duração da festa", { exact: true }).fill("4,5");
    await expectText(beer, "65 garrafas de 600 ml");
    await waitForQuery(
      page,
      "bebem=20&nao_bebem=5&criancas=3&horas=4.5&clima=quente&perfil=moderado&embalagem=600&preco=3.49",
    );

    // "Redefinir" restores the defaults with the spec's toast.
    await page.getByRole("button", { name: "Redefinir" }).click();
    await toast(page, "Calculadora resetada").waitFor();
    await expectText(toast(page, "Calculadora resetada"), "Todos os valores foram restaurados para o padrão.");
    await expectText(beer, "104 latas de 350 ml");
    expect(await page.getByLabel("Preço Cerveja (lata de 350 ml)").inputValue()).toBe("");

    expect(errors).toEqual([]);
    await context.close();
  });

  logic("mensagens de validação em português; o resultado espera os dados válidos", async () => {
    const context = await newContext(browser, { viewport });
    const { page, errors } = await open(context, "/festa");
    const beer = page.getByTestId("cerveja");
    await beer.waitFor();

    const drinkers = page.getByLabel("Adultos que bebem cerveja", { exact: true });
    await drinkers.fill("0");
    expect(await fieldError(page, "Adultos que bebem cerveja")).toBe("Informe pelo menos uma pessoa que bebe cerveja.");
    await expectText(page.getByTestId("resultado"), "Corrija os campos destacados");
    expect(await beer.count()).toBe(0);
    await drinkers.fill("");
    expect(await fieldError(page, "Adultos que bebem cerveja")).toBe("Informe quantas pessoas bebem cerveja.");
    await drinkers.fill("2,5");
    expect(await fieldError(page, "Adultos que bebem cerveja")).toBe(
      "Use um número inteiro de pessoas, igual ou maior que zero.",
    );
    await drinkers.fill("20");
    await expectText(beer, "104 latas de 350 ml");

    // Issue 16: "1.000" is a thousand (the Brazilian thousands dot), the most a group may have; one more is refused.
    await page.getByLabel("Crianças", { exact: true }).fill("1.001");
    expect(await fieldError(page, "Crianças")).toBe("Use no máximo 1.000 pessoas.");
    await page.getByLabel("Crianças", { exact: true }).fill("3");

    const hours = page.getByLabel("Duração da festa", { exact: true });
    await hours.fill("0");
    expect(await fieldError(page, "Duração da festa")).toBe("A duração mínima é de 1 hora.");
    // docs/decisions/0008-party-model.md: at most 12 hours; a longer event is split into days.
    await hours.fill("13");
    expect(await fieldError(page, "Duração da festa")).toBe(TOO_LONG);
    await hours.fill("");
    expect(await fieldError(page, "Duração da festa")).toBe("Informe a duração em horas.");
    await hours.fill("4,5,1");
    expect(await fieldError(page, "Duração da festa")).toBe("Informe a duração em horas, como 5 ou 4,5.");
    await hours.fill("12");
    // 12 h is allowed: 20 × (1.4 + 0.25 × 8) × 1.1 = 20 × 3.4 × 1.1 = 74.8 L → 213.7 → 214 cans.
    await expectText(beer, "214 latas de 350 ml");
    await hours.fill("5");

    await page.getByLabel("Preço Cerveja (lata de 350 ml)").fill("3,4,9");
    expect(await fieldError(page, "Preço Cerveja (lata de 350 ml)")).toBe("Informe um preço válido, como 3,49.");
    // Issue 16: a price per can from R$ 0,50 to R$ 500,00; "1.299,90" is read right and refused.
    await page.getByLabel("Preço Cerveja (lata de 350 ml)").fill("1.299,90");
    expect(await fieldError(page, "Preço Cerveja (lata de 350 ml)")).toBe(
      `Informe um preço entre R$${NBSP}0,50 e R$${NBSP}500,00.`,
    );
    await page.getByLabel("Preço Cerveja (lata de 350 ml)").fill("0,50");
    await expectText(page.getByTestId("total-cerveja"), `R$${NBSP}54,00`);

    // A negative price can only come from a link: its message shows on load, in the server HTML too.
    const html = await serverHtml("/festa?bebem=20&preco=-1");
    expect(html).toContain("O preço não pode ser negativo.");
    await page.goto("/festa?bebem=20&preco=-1");
    await waitForHydration(page);
    expect(await fieldError(page, "Preço Cerveja (lata de 350 ml)")).toBe("O preço não pode ser negativo.");

    expect(errors).toEqual([]);
    await context.close();
  });

  // Its server HTML (the hand-worked numbers) is checked in tests/ssr/calculators.test.ts.
  logic("um link compartilhado reproduz o resultado no navegador", async () => {
    const path =
      "/festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=muito-quente&perfil=intenso&embalagem=600&preco=3.49";
    const context = await newContext(browser, { viewport });
    const { page, errors } = await open(context, path);
    await expectText(page.getByTestId("cerveja"), "111 garrafas de 600 ml");
    await expectText(page.getByTestId("gelo"), "50 kg");
    await expectText(page.getByTestId("total-cerveja"), `R$${NBSP}418,80`);
    await expectText(page.getByTestId("custo"), `R$${NBSP}709,13`);
    expect(await page.getByRole("radio", { name: /^Muito quente/ }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /^Intenso/ }).isChecked()).toBe(true);
    expect(await page.getByLabel("Preço Cerveja (garrafa de 600 ml)").inputValue()).toBe("3,49");
    // The link is left as it was until the visitor changes something.
    expect(page.url()).toBe(BASE_URL + path);
    expect(errors).toEqual([]);
    await context.close();
  });

  logic('compartilhar copia o link ("Link copiado!"), mostra "Compartilhando..." e os erros do §8', async () => {
    const context = await newContext(browser, { viewport });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    // No share sheet on this "device": the clipboard path runs.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    const path = "/festa?bebem=12&nao_bebem=0&criancas=2&horas=4&clima=ameno&perfil=leve&embalagem=473";
    const { page, errors } = await open(context, path);
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await toast(page, "Link copiado!").waitFor();
    await expectText(toast(page, "Link copiado!"), "O texto foi copiado para sua área de transferência");
    // Issue 27 §3: the shared link opens at the result.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}${path}#resultado`);

    // A clipboard that refuses gives "Erro ao copiar link".
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("negado"));
    });
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await toast(page, "Erro ao copiar link").waitFor();

    // With a share sheet: the button is busy while it is open; a failure gives "Erro ao compartilhar".
    // The sheet stays open until the test has seen the busy state, then fails.
    await page.evaluate(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: () =>
          new Promise((_, reject) => {
            (window as unknown as { closeShareSheet: () => void }).closeShareSheet = () => reject(new Error("falhou"));
          }),
      });
    });
    await page.getByRole("button", { name: "Compartilhar" }).click();
    const busy = page.getByRole("button", { name: "Compartilhando..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await page.evaluate(() => (window as unknown as { closeShareSheet: () => void }).closeShareSheet());
    await toast(page, "Erro ao compartilhar").waitFor();
    await expectText(toast(page, "Erro ao compartilhar"), "Não foi possível compartilhar o conteúdo");
    await page.getByRole("button", { name: "Compartilhar" }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  logic("funciona só com o teclado: setas trocam o perfil, Enter leva ao resultado", async () => {
    const context = await newContext(browser, { viewport });
    const { page, errors } = await open(context, "/festa");
    await page.getByRole("radio", { name: /^Médio/ }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: /^Intenso/ }).isChecked()).toBe(true);
    // Intenso: 1.65 × 1.4 × 20 = 46.2 L + 10 % = 50.82 L → 145.2 → 146 cans.
    await expectText(page.getByTestId("cerveja"), "146 latas de 350 ml");
    await page.getByLabel("Adultos que bebem cerveja", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "resultado", undefined, { timeout: 5_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(VIEWPORTS)("por pessoa ($name)", ({ name, viewport }) => {
  // Phone width only for the main flow (layout, scrolling to the result); the rest does
  // not depend on the viewport and runs at desktop width (support.ts, itDesktopOnly).
  const logic = itDesktopOnly(name);
  it("fluxo principal a partir dos padrões: 1,4 L e 4 latas por pessoa, 44 latas no total, 1 lata por hora", async () => {
    const context = await newContext(browser, { viewport });
    const { page, errors } = await open(context, "/por-pessoa");
    expect(await page.locator("h1").innerText()).toBe("Cerveja por Pessoa");
    expect(await page.getByLabel("Pessoas que bebem", { exact: true }).inputValue()).toBe("10");
    expect(await page.getByLabel("Duração do evento", { exact: true }).inputValue()).toBe("4");
    expect(await page.getByTestId("resultado").getAttribute("aria-live")).toBe("polite");

    // 0.35 × 4 × 1 = 1.4 L = 4 cans; 10 × 1.4 = 14 L + 10 % = 15.4 L = 44 cans (not 45) → 4 fardos.
    await expectText(page.getByTestId("por-pessoa"), "1,4 L");
    await expectText(page.getByTestId("por-pessoa"), "4 latas de 350 ml");
    await expectText(page.getByTestId("ritmo"), "1 lata");
    await expectText(page.getByTestId("ritmo"), "60 min");
    const total = page.getByTestId("total");
    await expectText(total, "44 latas de 350 ml");
    await expectText(total, "15,4 L");
    await expectText(total, "4 fardos de 12");

    // Leve: 0.98 L = 2.8 cans, 0.7 can/h (one every 85.7 → 86 min); total 10.78 L → 31 cans → 3 fardos.
    await page.getByRole("radio", { name: /^Leve/ }).check();
    await expectText(page.getByTestId("por-pessoa"), "0,98 L");
    await expectText(page.getByTestId("por-pessoa"), "2,8 latas de 350 ml");
    await expectText(page.getByTestId("ritmo"), "0,7 lata");
    await expectText(page.getByTestId("ritmo"), "86 min");
    await expectText(total, "31 latas de 350 ml");
    await expectText(total, "3 fardos de 12");
    await waitForQuery(page, "pessoas=10&horas=4&clima=ameno&perfil=leve&embalagem=350");

    // 269 ml: 10.78 / 0.269 = 40.07 → 41 cans → fardos of 15: 3.
    await page.getByRole("radio", { name: /^269 ml/ }).check();
    await expectText(total, "41 latas de 269 ml");
    await expectText(total, "3 fardos de 15");
    await waitForQuery(page, "pessoas=10&horas=4&clima=ameno&perfil=leve&embalagem=269");

    // Onward to the party calculator, prefilled: 10 drinkers, 4 h, leve, 269 ml → 41 cans there too.
    await page.getByRole("link", { name: /Planejar a festa completa/ }).click();
    await page.waitForURL(/\/festa\?bebem=10&nao_bebem=0&criancas=0&horas=4&clima=ameno&perfil=leve&embalagem=269$/);
    await expectText(page.getByTestId("cerveja"), "41 latas de 269 ml");

    expect(errors).toEqual([]);
    await context.close();
  });

  logic("mensagens de validação em português", async () => {
    const context = await newContext(browser, { viewport });
    const { page, errors } = await open(context, "/por-pessoa");
    const people = page.getByLabel("Pessoas que bebem", { exact: true });
    await people.fill("0");
    expect(await fieldError(page, "Pessoas que bebem")).toBe("Informe pelo menos uma pessoa.");
    await expectText(page.getByTestId("resultado"), "Corrija os campos destacados");
    await people.fill("");
    expect(await fieldError(page, "Pessoas que bebem")).toBe("Informe o número de pessoas.");
    await people.fill("3,5");
    expect(await fieldError(page, "Pessoas que bebem")).toBe(
      "Use um número inteiro de pessoas, igual ou maior que zero.",
    );
    await people.fill("1.001");
    expect(await fieldError(page, "Pessoas que bebem")).toBe("Use no máximo 1.000 pessoas.");
    await people.fill("10");
    const hours = page.getByLabel("Duração do evento", { exact: true });
    await hours.fill("30");
    expect(await fieldError(page, "Duração do evento")).toBe(TOO_LONG);
    await hours.fill("0,5");
    expect(await fieldError(page, "Duração do evento")).toBe("A duração mínima é de 1 hora.");
    // The same model as /festa: 8 h → 2.4 L = 6.9 cans each, one every 70 min on average; the pace drops after 4 h.
    await hours.fill("8");
    await expectText(page.getByTestId("por-pessoa"), "2,4 L");
    await expectText(page.getByTestId("ritmo"), "70 min");
    await expectText(page.getByTestId("ritmo"), "0,7 lata por hora depois");
    await hours.fill("");
    expect(await fieldError(page, "Duração do evento")).toBe("Informe a duração em horas.");
    await hours.fill("4");
    await expectText(page.getByTestId("total"), "44 latas de 350 ml");

    await page.getByRole("button", { name: "Redefinir" }).click();
    await toast(page, "Calculadora resetada").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // Its server HTML (the hand-worked numbers) is checked in tests/ssr/calculators.test.ts.
  logic("um link compartilhado reproduz o resultado no navegador", async () => {
    const path = "/por-pessoa?pessoas=6&horas=3&perfil=intenso&embalagem=473";
    const context = await newContext(browser, { viewport });
    const { page, errors } = await open(context, path);
    await expectText(page.getByTestId("total"), "21 latas de 473 ml");
    await expectText(page.getByTestId("por-pessoa"), "3,1 latas de 473 ml");
    expect(await page.getByRole("radio", { name: /^Intenso/ }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /^473 ml/ }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("acessibilidade (axe-core) em claro e escuro", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    // Desktop only: the phone layout's own states (menu, footer ad) are checked in a11y.test.ts.
    for (const { name, viewport } of VIEWPORTS.filter((v): boolean => v.name === "desktop")) {
      it(`festa e por pessoa sem violações sérias (${colorScheme}, ${name})`, async () => {
        const context = await newContext(browser, { viewport, colorScheme });
        for (const path of ["/festa?preco=3.49", "/festa?bebem=0&horas=30", "/por-pessoa"]) {
          const { page, errors } = await open(context, path);
          expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
            colorScheme === "dark",
          );
          // Native <details> (737561b): the first question's summary opens it.
          await page.getByRole("region", { name: "Perguntas Frequentes" }).locator("summary").first().click();
          await expectNoSeriousA11yViolations(page);
          expect(errors).toEqual([]);
          await page.close();
        }
        await context.close();
      }, 150_000); // axe on three long pages
    }
  }
});
