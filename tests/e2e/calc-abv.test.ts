// ABV calculator (/abv): docs/decisions/0018-abv-rules.md, docs/decisions/0021-browser-behaviours.md, docs/decisions/0018-abv-rules.md,
// docs/decisions/0028-calculator-messages.md, docs/decisions/0018-abv-rules.md, docs/decisions/0001-calculator-formulas.md, docs/decisions/0002-brazilian-numbers.md, docs/decisions/0003-url-state.md, docs/decisions/0007-abv-export.md. Expected numbers are the hand values of
// app/calculators/abv.test.ts and abv-tools.test.ts:
//   1.050/1.010 standard               → 5.25    → "5,3%" Médio, apparent 80,0%, real 65,0%, 47 kcal
//   1.060/1.010 standard               → 6.5625  → "6,6%"
//   1.120/1.030 Daniels                → 13.5609 → "13,6%" Muito forte (standard 11.8125 → "11,8%")
//   refractometer 12.5/4.2 °Bx, WCF 1.04 → OG 1.048459, FG 1.004103 → "5,8%"
//   priming 20 L, 2.4 vol, 30 °C       → 136.28 g (+ temperature warning)
//   dilution 8.5 → 6.0 % in 20 L       → 8,33 L of water, 28,33 L final
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSaoPaulo } from "../../app/lib/format";
import {
  BASE_URL,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  openWithHeldScripts,
  openWithoutJavaScript,
  PHONE,
  toast,
  trackPageErrors,
  VIEWPORTS,
  itDesktopOnly,
  waitForHydration,
  laidOutText,
} from "./support";

const SHARED_ADVANCED = "/abv?aba=avancada&og=1.120&fg=1.030&temp=20&formula=daniels&medicao=hydrometer";

const basicResult = (page: Page) => page.getByTestId("abv-basic-result");
const advancedResult = (page: Page) => page.getByTestId("abv-advanced-result");
const search = (page: Page) => new URL(page.url()).search;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(context: BrowserContext, path = "/abv") {
  // The closable mobile footer ad would sit over the buttons at the bottom of a phone screen.
  await context.addInitScript(() => sessionStorage.setItem("mobileFooterAdClosed", "1"));
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  await waitForHydration(page);
  return { page, errors };
}

async function text(locator: ReturnType<Page["locator"]>) {
  await locator.first().waitFor();
  // The brewer's tools are a render-later block: read as a reader who scrolled there sees them.
  return (await laidOutText(locator.first())).replace(/\s+/g, " ").trim();
}

async function expectToast(page: Page, title: string) {
  await toast(page, title).first().waitFor();
}

/** Instrument, formula and sugar are native selects (issue 16: they work before hydration). */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** The form holding the field labelled `label` (each tool is its own GET form). */
const formOf = (page: Page, label: string) =>
  page.locator("form").filter({ has: page.getByLabel(label, { exact: true }) });

describe.each(VIEWPORTS)("Calculadora de ABV ($name)", ({ name, viewport }) => {
  // Phone width only for the main flow (layout, scrolling to the result); the rest does
  // not depend on the viewport and runs at desktop width (support.ts, itDesktopOnly).
  const logic = itDesktopOnly(name);
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext(browser, { viewport, permissions: ["clipboard-read", "clipboard-write"] });
  });

  afterAll(async () => {
    await context?.close();
  });

  it("básica: resultado ao vivo a partir dos padrões, recalcula ao digitar e grava a URL", async () => {
    const { page, errors } = await open(context);
    expect(await text(page.locator("h1"))).toBe("Calculadora de ABV");
    expect(await page.getByLabel("Densidade original (OG)", { exact: true }).inputValue()).toBe("1,050");
    expect(await page.getByLabel("Densidade final (FG)", { exact: true }).inputValue()).toBe("1,010");
    const result = await text(basicResult(page));
    expect(result).toContain("5,3%");
    expect(result).toContain("Médio");
    expect(result).toContain("80,0%");
    expect(result).toContain("65,0%");
    expect(result).toContain("47");
    expect(await basicResult(page).getAttribute("aria-live")).toBe("polite");
    // a plain visit keeps a clean address
    expect(search(page)).toBe("");

    await page.getByLabel("Densidade original (OG)", { exact: true }).fill("1,060");
    await expect.poll(() => text(basicResult(page))).toContain("6,6%");
    await expect.poll(() => search(page)).toBe("?og=1.060&fg=1.010");

    await page.getByRole("button", { name: "Calcular ABV" }).click();
    await expectToast(page, "Cálculo de ABV realizado com sucesso!");
    expect(errors).toEqual([]);
    await page.close();
  });

  logic("básica: cada mensagem de validação, a de FG ligada ao campo FG", async () => {
    const { page } = await open(context);
    const og = page.getByLabel("Densidade original (OG)", { exact: true });
    const fg = page.getByLabel("Densidade final (FG)", { exact: true });

    await og.fill("");
    await page.getByText("Densidade original deve ser um número positivo").waitFor();
    expect(await text(basicResult(page))).toContain("Corrija os campos destacados");
    expect(await og.getAttribute("aria-invalid")).toBe("true");

    await og.fill("1,050");
    await fg.fill("0");
    await page.getByText("Densidade final deve ser um número positivo").waitFor();

    await fg.fill("1,060");
    const message = page.getByText("Densidade final deve ser menor ou igual à densidade original");
    await message.waitFor();
    const messageId = await message.getAttribute("id");
    expect(await fg.getAttribute("aria-describedby")).toContain(messageId!);
    expect(await og.getAttribute("aria-invalid")).toBeNull();

    // submitting an invalid form focuses the field to fix, no success toast
    await page.getByRole("button", { name: "Calcular ABV" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("abv-fg");
    expect(await toast(page, "Cálculo de ABV realizado com sucesso!").count()).toBe(0);

    await fg.fill("1,010");
    await expect.poll(() => text(basicResult(page))).toContain("5,3%");
    await page.close();
  });

  logic("avançada: resultado só depois do envio, com toast e todos os resultados", async () => {
    const { page, errors } = await open(context);
    await page.getByRole("tab", { name: "Avançada" }).click();
    await page.getByText("Análise completa").waitFor();
    expect(await text(advancedResult(page))).toContain("clique em “Calcular análise”");
    await expect
      .poll(() => search(page))
      .toBe("?aba=avancada&og=1.050&fg=1.010&temp=20&formula=standard&medicao=hydrometer");

    await page.getByRole("button", { name: "Calcular análise" }).click();
    await expectToast(page, "Cálculo avançado de ABV realizado com sucesso!");
    const result = await text(advancedResult(page));
    for (const expected of [
      "5,3%",
      "Médio",
      "80,0%",
      "65,0%",
      "47",
      "1,050",
      "1,010",
      "12,4 °P",
      "12,4 °Bx",
      "× 1,0000",
    ]) {
      expect(result).toContain(expected);
    }

    // a stronger beer by Daniels: 13,6% Muito forte after the next submit
    await page.getByLabel("Densidade original (OG)", { exact: true }).fill("1,120");
    await page.getByLabel("Densidade final (FG)", { exact: true }).fill("1,030");
    await choose(page, "Fórmula", "Daniels (alternativa)");
    await page.getByText("Os dados mudaram desde o último cálculo").waitFor();
    expect(await text(advancedResult(page))).toContain("5,3%");
    await page.getByRole("button", { name: "Calcular análise" }).click();
    await expect.poll(() => text(advancedResult(page))).toContain("13,6%");
    expect(await text(advancedResult(page))).toContain("Muito forte");
    expect(await page.getByText("Os dados mudaram desde o último cálculo").count()).toBe(0);
    expect(search(page)).toBe("?aba=avancada&og=1.120&fg=1.030&temp=20&formula=daniels&medicao=hydrometer");

    // validation: temperature below zero
    await page.getByLabel("Temperatura da amostra", { exact: true }).fill("-2");
    await page.getByText("Temperatura deve ser um número maior ou igual a 0").waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  logic("avançada com refratômetro: leituras em °Bx corrigidas por Terrill", async () => {
    const { page } = await open(context, "/abv?aba=avancada");
    await choose(page, "Instrumento", "Refratômetro");
    const og = page.locator("#abv-adv-og");
    expect(await og.inputValue()).toBe("12,5");
    expect(await page.locator("#abv-adv-fg").inputValue()).toBe("4,2");
    expect(await page.getByLabel("Leitura original (°Bx)").first().isVisible()).toBe(true);
    await page.getByRole("button", { name: "Calcular análise" }).click();
    await expectToast(page, "Cálculo avançado de ABV realizado com sucesso!");
    const result = await text(advancedResult(page));
    expect(result).toContain("5,8%");
    expect(result).toContain("1,048");
    expect(result).toContain("1,004");
    expect(result).toContain("Leitura: 12,5 °Bx");
    expect(search(page)).toBe("?aba=avancada&og=12.5&fg=4.2&temp=20&formula=standard&medicao=refractometer");
    await page.close();
  });

  // Its server HTML (and the basic tab's) is checked in tests/ssr/calculators.test.ts.
  logic("link compartilhado da avançada: resultado no navegador", async () => {
    const { page, errors } = await open(context, SHARED_ADVANCED);
    const result = await text(advancedResult(page));
    expect(result).toContain("13,6%");
    expect(result).toContain("11,8%"); // the standard formula, side by side
    expect(await page.getByLabel("Densidade original (OG)", { exact: true }).inputValue()).toBe("1,120");
    expect(search(page)).toBe(new URL(BASE_URL + SHARED_ADVANCED).search);
    // The tab's code comes after the page's (issue 12): it goes live and writes the address.
    await page.getByLabel("Densidade original (OG)", { exact: true }).fill("1,110");
    await expect.poll(() => search(page)).toContain("og=1.110");
    expect(errors).toEqual([]); // no hydration mismatch
    await page.close();
  });

  logic("baixa o CSV com a data do cálculo no nome", async () => {
    // The buttons' code comes when they near the screen (issue 12.2): held back here until the click, the
    // press on the server's button is kept and done once the code arrives.
    const actionsCode = /\/assets\/result-actions-[\w-]+\.js$/;
    let pressed!: () => void;
    const afterPress = new Promise<void>((resolve) => (pressed = resolve));
    await context.route(actionsCode, async (route) => {
      await afterPress;
      await route.continue();
    });
    try {
      const { page, errors } = await open(context);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page
          .getByRole("button", { name: "Baixar CSV" })
          .click()
          .then(() => pressed()),
      ]);
      expect(download.suggestedFilename()).toBe(`calculo-abv-${todayInSaoPaulo()}.csv`);
      // The focus stays on the button, now the live one.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("abv-basica-csv");
      const csv = await readFile((await download.path())!, "utf8");
      const [header, values] = csv.replace(/^\uFEFF/, "").split("\r\n");
      expect(header).toBe(
        "Data do cálculo;ABV;Categoria;Densidade original;Densidade final;Atenuação aparente;Calorias;Atenuação real",
      );
      expect(values).toMatch(
        /^\d{2} de [a-zç]+ de \d{4} às \d{2}:\d{2};5,3%;Médio;1,050;1,010;80,0%;47 kcal\/100 ml;65,0%$/,
      );
      await expectToast(page, "Arquivo CSV baixado com sucesso!");
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await context.unroute(actionsCode);
    }
  });

  logic("um botão apertado enquanto o código chega (entre descer e subir o dedo) ainda baixa o CSV", async () => {
    // The buttons' code arrives after the pointer went down on the server's button and before it comes up:
    // that button is gone, the click lands around it, and the live button in its place is pressed.
    const actionsCode = /\/assets\/result-actions-[\w-]+\.js$/;
    let arrive!: () => void;
    const gate = new Promise<void>((resolve) => (arrive = resolve));
    await context.route(actionsCode, async (route) => {
      await gate;
      await route.continue();
    });
    try {
      const { page, errors } = await open(context);
      const button = page.getByRole("button", { name: "Baixar CSV" });
      await button.scrollIntoViewIfNeeded();
      await button.evaluate((el) => ((el as HTMLElement & { fromServer?: boolean }).fromServer = true));
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      arrive();
      await page.waitForFunction(
        () =>
          !(document.getElementById("abv-basica-csv") as (HTMLElement & { fromServer?: boolean }) | null)?.fromServer,
      );
      const [download] = await Promise.all([page.waitForEvent("download"), page.mouse.up()]);
      expect(download.suggestedFilename()).toBe(`calculo-abv-${todayInSaoPaulo()}.csv`);
      await expectToast(page, "Arquivo CSV baixado com sucesso!");
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await context.unroute(actionsCode);
    }
  });

  logic("baixa um PDF de verdade (jspdf só carregado no clique)", async () => {
    const { page } = await open(context, SHARED_ADVANCED);
    const jspdfRequests: string[] = [];
    page.on("request", (r) => {
      if (/jspdf/i.test(r.url())) jspdfRequests.push(r.url());
    });
    expect(jspdfRequests).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Baixar PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`calculo-abv-${todayInSaoPaulo()}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(jspdfRequests.length).toBeGreaterThan(0);
    await expectToast(page, "Arquivo PDF baixado com sucesso!");
    await page.close();
  });

  logic("copia o resultado e imprime só o resultado", async () => {
    const { page } = await open(context);
    await page.getByRole("button", { name: "Copiar" }).click();
    await expectToast(page, "Resultado copiado para área de transferência!");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("ABV: 5,3%");
    expect(copied).toContain("/abv?og=1.050&fg=1.010");

    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole("button", { name: "Imprimir" }).click();
    await expectToast(page, "Preparando para impressão...");
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("#abv-print-area").isVisible()).toBe(true);
    expect(await page.locator("h1").isVisible()).toBe(false);
    expect(await page.getByRole("heading", { name: "Perguntas Frequentes" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Baixar CSV" }).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    await page.close();
  });

  logic("compartilha: botão e links sociais em nova aba com o link da página", async () => {
    const { page } = await open(context);
    // WhatsApp comes first, as the share block's own button (issue 15), and is not repeated.
    const whatsapp = page.getByRole("link", { name: "Compartilhar no WhatsApp", exact: true });
    expect(await whatsapp.getAttribute("target")).toBe("_blank");
    // Its address is read when tapped (typing rewrites the URL behind the router's back):
    // link-previews.test.ts follows that click; here the message and the page are enough.
    expect(decodeURIComponent((await whatsapp.getAttribute("href"))!)).toMatch(/^https:\/\/wa\.me\/\?text=.*\/abv/s);
    expect(await page.getByRole("link", { name: /WhatsApp/ }).count()).toBe(1);
    for (const name of ["Telegram", "X", "Facebook", "LinkedIn"]) {
      const link = page.getByRole("link", { name: `Compartilhar no ${name} (abre em nova aba)` });
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(decodeURIComponent((await link.getAttribute("href"))!)).toContain(`${BASE_URL}/abv?og=1.050&fg=1.010`);
    }
    // Without a share sheet in headless Chromium the link goes to the clipboard.
    await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    await page.getByRole("button", { name: "Compartilhar" }).click();
    await expectToast(page, "Link copiado!");
    await page.close();
  });

  logic("ferramentas: refratômetro, priming com aviso de temperatura e rejeições da diluição", async () => {
    const { page } = await open(context);
    const refractometer = page.getByRole("region", { name: "Resultado da correção do refratômetro" });
    expect(await text(refractometer)).toContain("5,8%");

    const priming = page.getByRole("region", { name: "Resultado do açúcar para priming" });
    expect(await text(priming)).toContain("123 g");
    await page.getByLabel("Temperatura", { exact: true }).fill("30");
    await expect.poll(() => text(priming)).toContain("136 g");
    expect(await text(priming)).toContain("entre 0 e 27 °C");
    await page.getByLabel("CO₂ desejado").fill("0,5");
    await expect.poll(() => text(priming)).toContain("não é preciso adicionar açúcar");
    expect(await text(priming)).toContain("0 g");

    const dilution = page.getByRole("region", { name: "Resultado da diluição" });
    expect(await text(dilution)).toContain("8,33 L");
    expect(await text(dilution)).toContain("28,33 L");
    const target = page.getByLabel("ABV desejado");
    await target.fill("9");
    await page.getByText("ABV desejado deve ser menor que o ABV atual: a diluição só reduz o teor alcoólico").waitFor();
    expect(await text(dilution)).toContain("Corrija os campos destacados");
    await target.fill("0");
    await page.getByText("ABV desejado deve ser maior que zero").waitFor();
    await target.fill("6,0");
    await expect.poll(() => text(dilution)).toContain("8,33 L");
    await page.close();
  });

  logic("a diluição parte do ABV que o visitante acabou de calcular (issue 27)", async () => {
    // 1,080 → 1,010: (0,070) × 131,25 = 9,19 % → 9,2 % to 6,0 % in 20 L: 30,67 L final, 10,67 L of water.
    const { page } = await open(context, "/abv?og=1.080&fg=1.010");
    const current = page.getByLabel("ABV atual", { exact: true });
    expect(await current.inputValue()).toBe("9,2");
    expect(await page.getByLabel("ABV desejado", { exact: true }).inputValue()).toBe("6,0");
    const dilution = page.getByRole("region", { name: "Resultado da diluição" });
    expect(await text(dilution)).toContain("10,67 L");
    // Typed readings move it along while the tool is unused: 1,050 → 1,008 = 5,5 % → 4,5 %
    // (the tools' code loads as the visitor comes near them).
    await current.scrollIntoViewIfNeeded();
    await page.getByLabel("Densidade original (OG)", { exact: true }).fill("1,050");
    await page.getByLabel("Densidade final (FG)", { exact: true }).fill("1,008");
    await expect.poll(() => current.inputValue()).toBe("5,5");
    expect(await page.getByLabel("ABV desejado", { exact: true }).inputValue()).toBe("4,5");
    await page.close();
  });

  logic("Redefinir: a básica e uma ferramenta voltam aos padrões, com o toast da especificação", async () => {
    const { page, errors } = await open(context);
    const og = page.getByLabel("Densidade original (OG)", { exact: true });
    await og.fill("1,077");
    await formOf(page, "Densidade original (OG)").getByRole("button", { name: "Redefinir" }).click();
    await expectToast(page, "Calculadora resetada");
    await expect.poll(() => og.inputValue()).toBe("1,050");

    // A tool typed into is in the URL; its own "Redefinir" takes it out again.
    await page.getByLabel("ABV desejado", { exact: true }).fill("5");
    await expect.poll(() => search(page)).toContain("diluicao_alvo=5");
    await formOf(page, "ABV desejado").getByRole("button", { name: "Redefinir" }).click();
    await expect.poll(() => page.getByLabel("ABV desejado", { exact: true }).inputValue()).toBe("6,0");
    await expect.poll(() => search(page)).toBe("?og=1.050&fg=1.010");
    expect(errors).toEqual([]);
    await page.close();
  });

  logic("navegar de novo para /abv recomeça dos padrões (não fica o estado antigo)", async () => {
    const { page, errors } = await open(context, SHARED_ADVANCED);
    await expect.poll(() => text(advancedResult(page))).toContain("13,6%");
    await page.getByLabel("Densidade original (OG)", { exact: true }).fill("1,110");
    await expect.poll(() => search(page)).toContain("og=1.110");

    await page
      .getByTestId("sidebar")
      .getByRole("link", { name: /Calculadora de ABV/ })
      .first()
      .click();
    await expect.poll(() => search(page)).toBe("");
    await expect.poll(() => page.getByRole("tab", { name: "Básica" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByLabel("Densidade original (OG)", { exact: true }).inputValue()).toBe("1,050");
    await page.getByRole("tab", { name: "Avançada" }).click();
    await expect.poll(() => text(advancedResult(page))).toContain("clique em “Calcular análise”");
    expect(errors).toEqual([]);
    await page.close();
  });

  logic("FAQ com cerca de 12 perguntas e JSON-LD", async () => {
    const { page } = await open(context);
    // Native <details>: each question is a <summary>, the browser opens it.
    const questions = page.getByRole("region", { name: "Perguntas Frequentes" }).locator("summary");
    expect(await questions.count()).toBe(12);
    await questions.filter({ hasText: "O que a lei brasileira considera cerveja sem álcool?" }).click();
    await page.getByText("Decreto nº 6.871/2009").waitFor();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((t) => t.includes('"FAQPage"'))).toBe(true);
    await page.close();
  });

  // axe once per page, theme and state: /abv as it opens is checked in a11y.test.ts; here
  // the advanced tab with a result, from a shared link.
  for (const colorScheme of ["light", "dark"] as const) {
    logic(`sem violações sérias de acessibilidade num link da avançada (${colorScheme})`, async () => {
      const ctx = await newContext(browser, { viewport, colorScheme });
      try {
        const { page } = await open(ctx, SHARED_ADVANCED);
        await expectNoSeriousA11yViolations(page);
      } finally {
        await ctx.close();
      }
    });
  }
});

// Issue 16 at phone width: errors where the eye is, forms that work without JavaScript and
// before it loads, and the export with the tools worked out on the page. The server HTML
// of the submitted forms is checked in tests/ssr/abv.test.ts.
describe("Calculadora de ABV no celular (issue 16)", () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext(browser, { viewport: PHONE });
  });

  afterAll(async () => {
    await context?.close();
  });

  it("densidade absurda: mensagem sob o campo, fora da URL; enviar foca o campo e avisa", async () => {
    const { page, errors } = await open(context);
    const og = page.getByLabel("Densidade original (OG)", { exact: true });
    await og.fill("1300");
    const message = page.getByText("Densidade original deve estar entre 1,000 e 1,200");
    await message.waitFor();
    expect(await og.getAttribute("aria-invalid")).toBe("true");
    expect(await og.getAttribute("aria-describedby")).toContain((await message.getAttribute("id"))!);
    // under its own field, not somewhere else on the page
    const [field, below] = [(await og.boundingBox())!, (await message.boundingBox())!];
    expect(below.y).toBeGreaterThan(field.y + field.height - 1);
    expect(below.y - (field.y + field.height)).toBeLessThan(80);
    expect(await text(basicResult(page))).toContain("Corrija os campos destacados");
    // the absurd value never reaches the address (the link keeps only the valid FG)
    await expect.poll(() => search(page)).toBe("?fg=1.010");

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: "Calcular ABV" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("abv-og");
    await expectToast(page, "Dados inválidos");
    const box = (await og.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sem JavaScript: a básica, uma ferramenta e a aba Avançada enviadas mostram o resultado do servidor", async () => {
    const { context: noJs, page } = await openWithoutJavaScript(browser, "/abv", { viewport: PHONE });
    try {
      await page.getByLabel("Densidade original (OG)", { exact: true }).fill("1,060");
      await Promise.all([page.waitForURL(/og=1%2C060/), page.getByRole("button", { name: "Calcular ABV" }).click()]);
      expect(await text(basicResult(page))).toContain("6,6%");

      // A tool's form keeps the calculator's state: 1.000 L (a thousands dot) of beer to prime.
      await page.getByLabel("Volume de cerveja", { exact: true }).fill("1.000");
      await Promise.all([
        page.waitForURL(/priming_litros=1\.000/),
        formOf(page, "Volume de cerveja").getByRole("button", { name: "Calcular", exact: true }).click(),
      ]);
      // 4.0 × 1000 × (2.4 − 0.861487) = 6154.05 g
      expect(await text(page.getByRole("region", { name: "Resultado do açúcar para priming" }))).toContain("6.154 g");
      expect(await text(basicResult(page))).toContain("6,6%");

      // The tab is a link; the advanced form sends its own tab.
      await Promise.all([page.waitForURL(/aba=avancada/), page.getByRole("tab", { name: "Avançada" }).click()]);
      await choose(page, "Fórmula", "Daniels (alternativa)");
      await page.getByLabel("Densidade original (OG)", { exact: true }).fill("1,120");
      await page.getByLabel("Densidade final (FG)", { exact: true }).fill("1,030");
      await Promise.all([
        page.waitForURL(/formula=daniels/),
        page.getByRole("button", { name: "Calcular análise" }).click(),
      ]);
      expect(await text(advancedResult(page))).toContain("13,6%");
      expect(await text(page.getByRole("region", { name: "Resultado do açúcar para priming" }))).toContain("6.154 g");
    } finally {
      await noJs.close();
    }
  });

  it("digitado antes dos scripts carregarem continua depois, e a ferramenta usada vai para a URL", async () => {
    const { page, errors, release } = await openWithHeldScripts(context, "/abv");
    await page.getByLabel("Densidade original (OG)", { exact: true }).fill("1,060");
    await page.getByLabel("Temperatura", { exact: true }).fill("30");
    await release();
    await expect.poll(() => text(basicResult(page))).toContain("6,6%");
    expect(await page.getByLabel("Densidade original (OG)", { exact: true }).inputValue()).toBe("1,060");
    await expect
      .poll(() => text(page.getByRole("region", { name: "Resultado do açúcar para priming" })))
      .toContain("136 g");
    await expect
      .poll(() => search(page))
      .toBe("?og=1.060&fg=1.010&priming_litros=20&priming_co2=2.4&priming_temp=30&priming_acucar=table");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("PDF e CSV trazem a ferramenta usada na página, em seção própria; as não usadas ficam de fora", async () => {
    const { page } = await open(context);
    // 8.5 % → 5 % in 20 L: 8.5 × 20 / 5 = 34 L final, 14 L of water
    await page.getByLabel("ABV desejado", { exact: true }).fill("5");
    await expect.poll(() => text(page.getByRole("region", { name: "Resultado da diluição" }))).toContain("14,0 L");

    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Baixar CSV" }).click(),
    ]);
    const [header, values] = (await readFile((await csvDownload.path())!, "utf8")).replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toMatch(/^Data do cálculo;ABV;.*;Diluição: Água a adicionar;Diluição: Volume final$/);
    expect(values).toMatch(/;5,3%;.*;14,0 L;34,0 L$/);
    expect(header).not.toContain("refratômetro");

    const [pdfDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Baixar PDF" }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe(`calculo-abv-${todayInSaoPaulo()}.pdf`);
    const pdf = (await readFile((await pdfDownload.path())!)).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    // jsPDF writes each text uncompressed, in the PDF's Latin-1 encoding
    for (const t of ["(Dilui\xe7\xe3o)", "(14,0 L)", "(34,0 L)", "(5,3%)"]) expect(pdf, t).toContain(t);
    expect(pdf).not.toContain("(Corre\xe7\xe3o do refrat\xf4metro)");
    await expectToast(page, "Arquivo PDF baixado com sucesso!");
    await page.close();
  });
});

describe("Ferramentas do cervejeiro carregadas só perto delas (issue 12)", () => {
  it("no celular, o código das ferramentas vem quando o visitante chega nelas; o digitado e o foco ficam", async () => {
    const context = await newContext(browser, { viewport: PHONE });
    try {
      await context.addInitScript(() => sessionStorage.setItem("mobileFooterAdClosed", "1"));
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      const toolScripts: string[] = [];
      page.on("request", (r) => {
        if (/\/assets\/tools-[\w-]+\.js$/.test(new URL(r.url()).pathname)) toolScripts.push(r.url());
      });
      await page.goto("/abv");
      await waitForHydration(page);
      // The tools are far below the phone's screen: the page runs without their code.
      const below = await page.evaluate(
        () => document.getElementById("abv-ferramentas")!.getBoundingClientRect().top - window.innerHeight,
      );
      expect(below).toBeGreaterThan(400);
      expect(toolScripts).toEqual([]);
      const priming = page.getByRole("region", { name: "Resultado do açúcar para priming" });
      expect(await text(priming)).toContain("123 g");

      // Typing into the server's field brings the code; the value and the focus stay, and the tool computes live.
      const temperature = page.getByLabel("Temperatura", { exact: true });
      await temperature.fill("30");
      await expect.poll(() => text(priming)).toContain("136 g");
      expect(toolScripts).toHaveLength(1);
      expect(await temperature.inputValue()).toBe("30");
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("priming-temp");
      expect(await formOf(page, "Temperatura").getByRole("button", { name: "Calcular", exact: true }).count()).toBe(0);
      await expect.poll(() => search(page)).toContain("priming_temp=30");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
