// Drinks budget calculator (/orcamento): docs/decisions/0019-budget-rules.md, docs/decisions/0021-browser-behaviours.md, docs/decisions/0019-budget-rules.md,
// docs/decisions/0028-calculator-messages.md, docs/decisions/0019-budget-rules.md, docs/decisions/0002-brazilian-numbers.md, docs/decisions/0003-url-state.md. Expected numbers are worked out by hand
// (quantity = ⌊total × % / 100 ÷ unit price⌋):
//   defaults R$ 1.000, 20 guests, Médio, 50/20/20/10
//     beer 500 / 10 = 50 garrafas de 600 ml (30 L); wine ⌊200 / 60⌋ = 3 garrafas; spirits ⌊200 / 80⌋ = 2 garrafas;
//     non-alcoholic ⌊100 / 6⌋ = 16 garrafas de 2 L; 1000 / 20 = R$ 50,00 per guest
//   same, Premium: ⌊500/18⌋ = 27, ⌊200/120⌋ = 1, ⌊200/150⌋ = 1, ⌊100/12⌋ = 8
//   SHARED: R$ 1.500, 25 guests, Premium, 40/30/20/10
//     beer 600 / 18 = 33,3 → 33 cervejas especiais; wine 450 / 120 = 3,75 → 3 garrafas;
//     spirits 300 / 150 = 2 garrafas; non-alcoholic 150 / 12 = 12,5 → 12 garrafas; 1500 / 25 = R$ 60,00
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

const NBSP = "\u00a0";
const DEFAULT_QUERY = "?total=1000&convidados=20&qualidade=medium&cerveja=50&vinho=20&destilados=20&sem_alcool=10";
const SHARED = "/orcamento?total=1500&convidados=25&qualidade=premium&cerveja=40&vinho=30&destilados=20&sem_alcool=10";
const DRINKS = ["Cerveja", "Vinho", "Destilados", "Sem álcool"] as const;
const LINE_IDS = { Cerveja: "cerveja", Vinho: "vinho", Destilados: "destilados", "Sem álcool": "sem_alcool" } as const;

const results = (page: Page) => page.getByTestId("budget-results");
const line = (page: Page, drink: (typeof DRINKS)[number]) => page.getByTestId(`linha-${LINE_IDS[drink]}`);
const total = (page: Page) => page.getByRole("textbox", { name: "Orçamento total (R$)" });
const guests = (page: Page) => page.getByRole("textbox", { name: "Convidados (opcional)" });
const percent = (page: Page, drink: (typeof DRINKS)[number]) => page.getByRole("textbox", { name: drink, exact: true });
const slider = (page: Page, drink: (typeof DRINKS)[number]) => page.getByRole("slider", { name: drink, exact: true });
const calculate = (page: Page) => page.getByRole("button", { name: "Calcular Orçamento" });
const reset = (page: Page) => page.getByRole("button", { name: "Redefinir" });
const applySliders = (page: Page) => page.getByRole("button", { name: "Atualizar Porcentagens" });

async function open(context: BrowserContext, path = "/orcamento") {
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  await waitForHydration(page);
  return { page, errors };
}

async function text(locator: ReturnType<Page["locator"]>) {
  await locator.first().waitFor();
  // Only ordinary white space is collapsed: the NO-BREAK SPACE of "R$ 1,00" stays.
  return (await locator.first().innerText()).replace(/[ \t\r\n]+/g, " ").trim();
}

/** Waits for a toast with this title and returns its whole text. */
async function toastText(page: Page, title: string) {
  const t = toast(page, title);
  await t.first().waitFor();
  return text(t);
}

/** The four slider positions, read from the page (a native range's value is its aria-valuenow). */
async function sliderValues(page: Page) {
  const out: number[] = [];
  for (const drink of DRINKS) out.push(Number(await slider(page, drink).inputValue()));
  return out;
}

async function expectSlidersSumTo100(page: Page) {
  const values = await sliderValues(page);
  for (const v of values) {
    expect(Number.isInteger(v)).toBe(true);
    expect(v).toBeGreaterThanOrEqual(0);
  }
  expect(
    values.reduce((a, b) => a + b, 0),
    `sliders ${values.join("/")}`,
  ).toBe(100);
  return values;
}

async function quantities(page: Page) {
  const out: string[] = [];
  for (const drink of DRINKS) out.push(await text(line(page, drink).getByTestId("quantidade")));
  return out;
}

const search = (page: Page) => new URL(page.url()).search;

describe("calculadora de orçamento", () => {
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
      context = await newContext(browser, { viewport });
    });

    afterAll(async () => {
      await context?.close();
    });

    it("fluxo principal a partir do padrão: Calcular Orçamento mostra as quatro linhas e o custo por convidado", async () => {
      const { page, errors } = await open(context);
      expect(await page.locator("h1").innerText()).toBe("Calculadora de Orçamento");
      // Defaults (docs/decisions/0019-budget-rules.md) and an empty result until the first calculation (docs/decisions/0019-budget-rules.md).
      expect(await total(page).inputValue()).toBe("1000");
      expect(await guests(page).inputValue()).toBe("20");
      expect(await page.getByRole("radio", { name: /Médio/ }).isChecked()).toBe(true);
      for (const label of ["Econômico", "Médio", "Premium"])
        await expect(page.getByRole("radio", { name: new RegExp(label) }).count()).resolves.toBe(1);
      expect(await Promise.all(DRINKS.map((d) => percent(page, d).inputValue()))).toEqual(["50", "20", "20", "10"]);
      expect(await sliderValues(page)).toEqual([50, 20, 20, 10]);
      expect(await text(results(page))).toContain("Preencha os dados e clique em Calcular Orçamento");
      expect(search(page)).toBe("");

      await calculate(page).click();
      expect(await toastText(page, "Cálculo realizado com sucesso!")).toContain(
        "50 garrafas de 600 ml de cerveja (30 L)",
      );
      expect(await quantities(page)).toEqual(["50 garrafas", "3 garrafas", "2 garrafas", "16 garrafas"]);
      // D20: beer in litres too (50 × 0,6 L).
      expect(await text(line(page, "Cerveja").getByTestId("litros"))).toBe("30 L");
      const beer = await text(line(page, "Cerveja"));
      expect(beer).toContain("50%");
      expect(beer).toContain(`R$${NBSP}500,00`);
      expect(beer).toContain(`R$${NBSP}10,00 por garrafa 600 ml`);
      expect(await text(line(page, "Vinho"))).toContain(`R$${NBSP}60,00 por garrafa 750 ml`);
      expect(await text(line(page, "Vinho"))).toContain(`Sobra R$${NBSP}20,00`);
      expect(await text(line(page, "Destilados"))).toContain(`R$${NBSP}80,00 por garrafa 1 L`);
      expect(await text(line(page, "Sem álcool"))).toContain(`R$${NBSP}6,00 por garrafa 2 L`);
      const summary = await text(results(page));
      expect(summary).toContain(`Custo por convidado R$${NBSP}50,00`);
      expect(summary).toContain(`Total em bebidas R$${NBSP}936,00`);
      expect(summary).toContain(`Sobra R$${NBSP}64,00`);
      expect(await results(page).getAttribute("aria-live")).toBe("polite");
      await expect(page.getByRole("button", { name: "Compartilhar" }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole("heading", { name: "Como calculamos" }).isVisible()).resolves.toBe(true);
      // docs/decisions/0003-url-state.md: the inputs are now in the address, with the parameter names.
      expect(search(page)).toBe(DEFAULT_QUERY);
      expect(errors).toEqual([]);
      await page.close();
    });

    // Issue 29 item 7 (D20): "Calcular Orçamento" computes with the split the sliders show, not the one typed before.
    it("arrastar a cerveja para 78% e Calcular Orçamento usa 78% (sem “Atualizar Porcentagens”)", async () => {
      const { page, errors } = await open(context);
      const beer = slider(page, "Cerveja");
      // Dragged with the mouse (a tap on a phone lands the same way): 78 % of the bar's width.
      const box = (await beer.boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.78, box.y + box.height / 2);
      // Whatever the pixel gave, the keyboard settles it at exactly 78.
      for (let v = Number(await beer.inputValue()); v !== 78; v = Number(await beer.inputValue())) {
        await beer.press(v < 78 ? "ArrowRight" : "ArrowLeft");
      }
      // The other three share the remaining 22 (how, depends on the path the thumb took).
      const [, wine, spirits, soft] = await expectSlidersSumTo100(page);
      expect(await percent(page, "Cerveja").inputValue()).toBe("50");
      await calculate(page).click();
      expect(await toastText(page, "Cálculo realizado com sucesso!")).toContain("78 garrafas de 600 ml de cerveja");
      // R$ 780 / R$ 10 = 78 beers; the others ⌊R$ 10 × share ÷ unit price⌋ (Médio: 60, 80, 6).
      expect(await text(line(page, "Cerveja"))).toContain("78%");
      const count = (n: number) => `${n} ${n === 1 ? "garrafa" : "garrafas"}`;
      expect(await quantities(page)).toEqual([
        "78 garrafas",
        count(Math.floor((wine! * 10) / 60)),
        count(Math.floor((spirits! * 10) / 80)),
        count(Math.floor((soft! * 10) / 6)),
      ]);
      // The fields used in the calculation say so, and the address carries the split.
      expect(await Promise.all(DRINKS.map((d) => percent(page, d).inputValue()))).toEqual(
        [78, wine, spirits, soft].map(String),
      );
      expect(search(page)).toBe(
        `?total=1000&convidados=20&qualidade=medium&cerveja=78&vinho=${wine}&destilados=${spirits}&sem_alcool=${soft}`,
      );
      expect(errors).toEqual([]);
      await page.close();
    });

    // Issue 29 item 7: the budget's guests, container and price go on to /festa's shopping list.
    it("“Montar a lista de compras” leva os convidados, a garrafa de 600 ml e o preço para /festa", async () => {
      const { page, errors } = await open(context);
      // D20: every quality says what its beer price buys.
      for (const unit of ["Cerveja: lata 350 ml", "Cerveja: garrafa 600 ml", "Cerveja especial 500 ml"])
        await expect(page.getByText(unit, { exact: true }).isVisible()).resolves.toBe(true);
      await guests(page).fill("30");
      await calculate(page).click();
      await toast(page, "Cálculo realizado com sucesso!").first().waitFor();
      const link = page.getByRole("link", { name: /Montar a lista de compras/ });
      expect(await text(link)).toContain("Os 30 convidados vão para a Calculadora de Festa como adultos que bebem");
      await Promise.all([page.waitForURL(/\/festa\?/), link.click()]);
      expect(search(page)).toBe(
        "?bebem=30&nao_bebem=0&criancas=0&horas=5&clima=ameno&perfil=moderado&embalagem=600&preco=10",
      );
      await waitForHydration(page);
      expect(await page.getByRole("textbox", { name: "Adultos que bebem cerveja" }).inputValue()).toBe("30");
      expect(await page.getByRole("radio", { name: /^600 ml/ }).isChecked()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    // Issue 29 item 6: a hot plan on /festa (2,185 L per drinker) showed 1,9 L on /por-pessoa.
    it("de /festa para /por-pessoa o clima e o perfil vão junto: 2,19 L por pessoa nos dois", async () => {
      const { page, errors } = await open(
        context,
        "/festa?bebem=20&nao_bebem=5&criancas=3&horas=6&clima=quente&perfil=moderado&embalagem=350",
      );
      // (0,35 × 4 + 0,25 × 2) × 1,15 = 2,185 L per drinker; × 20 + 10 % = 48,07 L → 138 cans.
      await expect(page.getByText("= 2,185 L", { exact: false }).count()).resolves.toBeGreaterThan(0);
      expect(await text(page.getByTestId("cerveja"))).toContain("138 latas de 350 ml");
      const link = page.getByRole("link", { name: /Ver o consumo por pessoa/ });
      await Promise.all([page.waitForURL(/\/por-pessoa\?/), link.click()]);
      expect(search(page)).toBe("?pessoas=20&horas=6&clima=quente&perfil=moderado&embalagem=350");
      await waitForHydration(page);
      expect(await text(page.getByTestId("por-pessoa"))).toContain("2,19 L");
      expect(await text(page.getByTestId("total"))).toContain("138 latas de 350 ml");
      expect(await page.getByRole("radio", { name: /^Quente/ }).isChecked()).toBe(true);
      expect(await page.getByRole("radio", { name: /^Médio/ }).isChecked()).toBe(true);
      // The weather is a choice on /por-pessoa too: "Ameno" gives the mild figure back, and the address follows.
      await page.getByRole("radio", { name: /^Ameno/ }).check();
      await expect.poll(async () => text(page.getByTestId("por-pessoa"))).toContain("1,9 L");
      await expect.poll(() => search(page)).toContain("clima=ameno");
      expect(errors).toEqual([]);
      await page.close();
    });

    logic("qualidade Premium pelo teclado e cálculo com Enter", async () => {
      // The result's code comes with the first use of the form (issue 12.2): held back here until after Enter,
      // the result shows once it arrives.
      const resultCode = /\/assets\/result-details-[\w-]+\.js$/;
      let pressed!: () => void;
      const afterPress = new Promise<void>((resolve) => (pressed = resolve));
      await context.route(resultCode, async (route) => {
        await afterPress;
        await route.continue();
      });
      try {
        const { page, errors } = await open(context);
        await page.getByRole("radio", { name: /Médio/ }).focus();
        await page.keyboard.press("ArrowRight");
        expect(await page.getByRole("radio", { name: /Premium/ }).isChecked()).toBe(true);
        await total(page).focus();
        await page.keyboard.press("Enter");
        expect(await text(results(page))).toContain("Preencha os dados");
        pressed();
        await toast(page, "Cálculo realizado com sucesso!").first().waitFor();
        expect(await quantities(page)).toEqual(["27 cervejas especiais", "1 garrafa", "1 garrafa", "8 garrafas"]);
        expect(await text(line(page, "Cerveja").getByTestId("preco-unitario"))).toBe(
          `R$${NBSP}18,00 por cerveja especial 500 ml`,
        );
        // 27 × 0,5 L
        expect(await text(line(page, "Cerveja").getByTestId("litros"))).toBe("13,5 L");
        expect(search(page)).toContain("qualidade=premium");
        expect(errors).toEqual([]);
        await page.close();
      } finally {
        await context.unroute(resultCode);
      }
    });

    logic(
      "os controles deslizantes somam sempre 100 com ArrowRight, End e Home, e “Atualizar Porcentagens” leva os valores ao formulário",
      async () => {
        const { page, errors } = await open(context);
        const beer = slider(page, "Cerveja");
        for (const drink of DRINKS) {
          expect(await slider(page, drink).getAttribute("min")).toBe("0");
          expect(await slider(page, drink).getAttribute("max")).toBe("100");
        }

        await beer.focus();
        await page.keyboard.press("ArrowRight");
        // 51 → the other 49 in proportion 20:20:10 (19,6 / 19,6 / 9,8) → 20 / 19 / 10.
        expect(await expectSlidersSumTo100(page)).toEqual([51, 20, 19, 10]);
        for (let i = 0; i < 7; i += 1) {
          await page.keyboard.press("ArrowRight");
          await expectSlidersSumTo100(page);
        }
        expect((await sliderValues(page))[0]).toBe(58);

        await page.keyboard.press("End");
        expect(await expectSlidersSumTo100(page)).toEqual([100, 0, 0, 0]);

        await page.keyboard.press("Home");
        // The others were all 0: 100 split equally → 34 / 33 / 33.
        expect(await expectSlidersSumTo100(page)).toEqual([0, 34, 33, 33]);

        // Another slider, reached with Tab.
        await page.keyboard.press("Tab");
        await expect(slider(page, "Vinho").evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        for (let i = 0; i < 5; i += 1) {
          await page.keyboard.press("ArrowLeft");
          await expectSlidersSumTo100(page);
        }
        await page.keyboard.press("PageUp");
        const values = await expectSlidersSumTo100(page);

        // The form still holds the old split until "Atualizar Porcentagens".
        expect(await text(page.getByRole("status").filter({ hasText: "Atualizar Porcentagens" }))).toContain(
          "“Calcular Orçamento” usará a divisão dos controles",
        );
        expect(await percent(page, "Cerveja").inputValue()).toBe("50");
        await applySliders(page).click();
        expect(await Promise.all(DRINKS.map((d) => percent(page, d).inputValue()))).toEqual(values.map(String));
        expect(await text(page.getByTestId("soma-percentuais"))).toBe("Soma: 100%");
        await expect(
          page.getByText("Os percentuais do formulário correspondem aos controles.").isVisible(),
        ).resolves.toBe(true);

        await calculate(page).click();
        await toast(page, "Cálculo realizado com sucesso!").first().waitFor();
        expect(await text(line(page, "Cerveja"))).toContain("0%");
        expect(await text(line(page, "Cerveja").getByTestId("quantidade"))).toBe("0 garrafas");
        expect(search(page)).toContain(`cerveja=0&vinho=${values[1]}&destilados=${values[2]}&sem_alcool=${values[3]}`);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    logic("“Erro de porcentagem” quando a soma não é 100, com a soma atual no texto", async () => {
      const { page, errors } = await open(context);
      await percent(page, "Cerveja").fill("60");
      expect(await text(page.getByTestId("soma-percentuais"))).toBe("Soma: 110% (precisa ser 100%)");
      await calculate(page).click();
      const message = await toastText(page, "Erro de porcentagem");
      expect(message).toContain("As porcentagens devem somar 100%");
      expect(message).toContain("Soma atual: 110%");
      expect(await text(results(page))).toContain("Preencha os dados");

      await percent(page, "Cerveja").fill("45,5");
      await calculate(page).click();
      expect(await toastText(page, "Soma atual: 95,5%")).toContain("Erro de porcentagem");

      // 33,33 + 33,33 + 33,34 + 0 = 100 is accepted.
      await percent(page, "Cerveja").fill("33,33");
      await percent(page, "Vinho").fill("33,33");
      await percent(page, "Destilados").fill("33,34");
      await percent(page, "Sem álcool").fill("0");
      await calculate(page).click();
      await toast(page, "Cálculo realizado com sucesso!").first().waitFor();
      // 1000 × 33,33% = 333,30 → ⌊333,30 / 10⌋ = 33 beers; ⌊333,30 / 60⌋ = 5; ⌊333,40 / 80⌋ = 4; 0
      expect(await quantities(page)).toEqual(["33 garrafas", "5 garrafas", "4 garrafas", "0 garrafas"]);
      expect(search(page)).toContain("cerveja=33.33&vinho=33.33&destilados=33.34&sem_alcool=0");
      expect(errors).toEqual([]);
      await page.close();
    });

    logic("navegar de novo para /orcamento recomeça dos padrões (não fica o estado antigo)", async () => {
      const { page, errors } = await open(context, SHARED);
      await line(page, "Cerveja").waitFor();
      await total(page).fill("2000");
      await expect.poll(() => search(page)).toContain("total=2000");

      await page
        .getByTestId("sidebar")
        .getByRole("link", { name: /Orçamento de Bebidas/ })
        .first()
        .click();
      await expect.poll(() => search(page)).toBe("");
      await expect.poll(() => total(page).inputValue()).toBe("1000");
      expect(await percent(page, "Cerveja").inputValue()).toBe("50");
      await expect.poll(() => line(page, "Cerveja").count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });

    logic("mensagens de validação: orçamento mínimo, convidados e percentuais", async () => {
      const { page, errors } = await open(context);
      await total(page).fill("50");
      await calculate(page).click();
      await expect(
        page.getByText(`O orçamento total deve ser de pelo menos R$${NBSP}100,00.`).isVisible(),
      ).resolves.toBe(true);
      expect(await total(page).getAttribute("aria-invalid")).toBe("true");
      // The first invalid field receives the focus.
      expect(await total(page).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await text(results(page))).toContain("Preencha os dados");

      await total(page).fill("");
      await expect(page.getByText("Informe o orçamento total.").isVisible()).resolves.toBe(true);
      await total(page).fill("1.500");
      await expect(page.getByText("Informe o orçamento total.").count()).resolves.toBe(0);

      await guests(page).fill("0");
      await calculate(page).click();
      await expect(page.getByText("O número de convidados deve ser pelo menos 1.").isVisible()).resolves.toBe(true);
      expect(await guests(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await guests(page).fill("2,5");
      await expect(page.getByText("Digite um número inteiro de convidados.").isVisible()).resolves.toBe(true);

      await guests(page).fill("");
      await percent(page, "Cerveja").fill("");
      await calculate(page).click();
      await expect(page.getByText("Informe o percentual de cerveja.").isVisible()).resolves.toBe(true);
      await percent(page, "Vinho").fill("120");
      await expect(page.getByText("Digite um percentual entre 0 e 100.").isVisible()).resolves.toBe(true);
      expect(await toast(page, "Erro de porcentagem").count()).toBe(0);

      // Guests are optional: no cost per guest, the rest is computed. "1.500" is R$ 1.500.
      await percent(page, "Cerveja").fill("50");
      await percent(page, "Vinho").fill("20");
      await calculate(page).click();
      await toast(page, "Cálculo realizado com sucesso!").first().waitFor();
      // 750 / 10 = 75; ⌊300 / 60⌋ = 5; ⌊300 / 80⌋ = 3; 150 / 6 = 25
      expect(await quantities(page)).toEqual(["75 garrafas", "5 garrafas", "3 garrafas", "25 garrafas"]);
      const summary = await text(results(page));
      expect(summary).toContain(`Orçamento total R$${NBSP}1.500,00`);
      expect(summary).toContain("Informe os convidados");
      expect(search(page)).toContain("total=1500&convidados=&");
      expect(errors).toEqual([]);
      await page.close();
    });

    logic("“Redefinir” restaura o padrão, limpa o resultado e o endereço", async () => {
      const { page, errors } = await open(context);
      await total(page).fill("2000");
      await guests(page).fill("");
      await page.getByRole("radio", { name: /Econômico/ }).check();
      await slider(page, "Vinho").focus();
      await page.keyboard.press("End");
      await calculate(page).click();
      await toast(page, "Cálculo realizado com sucesso!").first().waitFor();
      // The split the sliders show (D20): all to wine, ⌊2000 / 30⌋ = 66 bottles; nothing else.
      expect(await quantities(page)).toEqual(["0 latas", "66 garrafas", "0 garrafas", "0 garrafas"]);
      expect(search(page)).not.toBe("");

      // Changing a field marks the result as outdated.
      await total(page).fill("3000");
      await expect(page.getByText("Você alterou os dados.").isVisible()).resolves.toBe(true);

      await reset(page).click();
      await toast(page, "Calculadora resetada").first().waitFor();
      expect(await total(page).inputValue()).toBe("1000");
      expect(await guests(page).inputValue()).toBe("20");
      expect(await page.getByRole("radio", { name: /Médio/ }).isChecked()).toBe(true);
      expect(await Promise.all(DRINKS.map((d) => percent(page, d).inputValue()))).toEqual(["50", "20", "20", "10"]);
      expect(await sliderValues(page)).toEqual([50, 20, 20, 10]);
      expect(await text(results(page))).toContain("Preencha os dados");
      await expect(page.getByRole("button", { name: "Compartilhar" }).count()).resolves.toBe(0);
      await page.waitForFunction(() => window.location.search === "");
      expect(errors).toEqual([]);
      await page.close();
    });

    logic("um link compartilhado reproduz o resultado no navegador", async () => {
      const { page, errors } = await open(context, SHARED);
      expect(await total(page).inputValue()).toBe("1500");
      expect(await guests(page).inputValue()).toBe("25");
      expect(await page.getByRole("radio", { name: /Premium/ }).isChecked()).toBe(true);
      expect(await Promise.all(DRINKS.map((d) => percent(page, d).inputValue()))).toEqual(["40", "30", "20", "10"]);
      expect(await sliderValues(page)).toEqual([40, 30, 20, 10]);
      expect(await quantities(page)).toEqual(["33 cervejas especiais", "3 garrafas", "2 garrafas", "12 garrafas"]);
      expect(await text(results(page))).toContain(`Custo por convidado R$${NBSP}60,00`);
      // The shared address is not rewritten before the visitor changes something.
      expect(page.url()).toBe(BASE_URL + SHARED);
      // The result, the server's HTML until its code is here (issue 12.2), follows the form once live.
      await total(page).fill("2000");
      await page.getByText("Você alterou os dados.").waitFor();
      expect(await quantities(page)).toEqual(["33 cervejas especiais", "3 garrafas", "2 garrafas", "12 garrafas"]);
      await expect(page.getByRole("button", { name: "Compartilhar" }).isVisible()).resolves.toBe(true);
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

    it("o que foi digitado antes de a página carregar é mantido: “1.500” e Premium", async () => {
      const { page, errors, release } = await openWithHeldScripts(context, "/orcamento");
      await total(page).fill("1.500");
      await page.getByRole("radio", { name: /Premium/ }).check();
      await release();
      // The page takes what was typed in the effect after hydration; on a loaded machine the
      // root can report hydration a moment before that render lands, so the final value is awaited.
      await expect.poll(() => total(page).inputValue()).toBe("1.500");
      await expect.poll(() => page.getByRole("radio", { name: /Premium/ }).isChecked()).toBe(true);
      // A plain visit still waits for the button (docs/decisions/0019-budget-rules.md).
      expect(await text(results(page))).toContain("Preencha os dados");
      await calculate(page).tap();
      await toast(page, "Cálculo realizado com sucesso!").first().waitFor();
      // R$ 1.500 Premium 50/20/20/10: ⌊750 / 18⌋ = 41; ⌊300 / 120⌋ = 2; 300 / 150 = 2; ⌊150 / 12⌋ = 12
      expect(await quantities(page)).toEqual(["41 cervejas especiais", "2 garrafas", "2 garrafas", "12 garrafas"]);
      expect(search(page)).toContain("total=1500&convidados=20&qualidade=premium");
      expect(errors).toEqual([]);
      await page.close();
    });

    it("o resultado não fica espremido pelos botões de compartilhar nem coberto pelo aviso de sucesso (issue 27 §3)", async () => {
      const { page, errors } = await open(context);
      // Scrolled so the result's heading sits in the strip the toast will cover.
      const heading = page.getByRole("heading", { name: "Resultado", exact: true });
      await heading.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90));
      await calculate(page).tap();
      const success = toast(page, "Cálculo realizado com sucesso!").first();
      await success.waitFor();
      await page.getByRole("link", { name: "Compartilhar no WhatsApp", exact: true }).waitFor();
      // The heading's line runs the card's width: the buttons wrapped below it.
      const widths = await page.evaluate(() => {
        const title = document.getElementById("orcamento-resultado-title")!;
        const card = title.closest("[data-slot=card]")!;
        const description = title.parentElement!.parentElement!.querySelector("[data-slot=card-description]")!;
        return { card: card.getBoundingClientRect().width, description: description.getBoundingClientRect().width };
      });
      expect(widths.description).toBeGreaterThan(widths.card * 0.75);
      // The page scrolled the heading below the toast: the toast covers neither it nor the cards.
      await expect
        .poll(async () => {
          const t = await success.boundingBox();
          const h = await heading.boundingBox();
          return t && h ? Math.round(h.y - (t.y + t.height)) : -1;
        })
        .toBeGreaterThanOrEqual(0);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("um valor absurdo ganha a mensagem no campo, em foco e à vista, e não vai para o endereço", async () => {
      const { page, errors } = await open(context);
      await guests(page).fill("2025");
      await calculate(page).tap();
      expect(await toastText(page, "Valores inválidos")).toContain("Verifique os campos destacados");
      await page.getByText("O número de convidados deve ser no máximo 1.000.").waitFor();
      expect(await guests(page).getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => guests(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await expect
        .poll(() =>
          guests(page).evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
      expect(await text(results(page))).toContain("Preencha os dados");
      // The link never carries the absurd guest count.
      await expect.poll(() => search(page)).toContain("total=1000&convidados=&");
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it("sem JavaScript, Calcular Orçamento envia o formulário e o servidor mostra o resultado", async () => {
    const { context, page } = await openWithoutJavaScript(browser, "/orcamento", { viewport: PHONE });
    try {
      await total(page).fill("R$ 1.500,00");
      await guests(page).fill("25");
      await page.getByRole("radio", { name: /Premium/ }).check();
      for (const [drink, value] of [
        ["Cerveja", "40"],
        ["Vinho", "30"],
      ] as const)
        await percent(page, drink).fill(value);
      await Promise.all([page.waitForURL(/total=/), calculate(page).click()]);
      // As SHARED: 33 cervejas especiais, 3 garrafas, 2 garrafas, 12 garrafas; R$ 60,00 per guest.
      expect(await quantities(page)).toEqual(["33 cervejas especiais", "3 garrafas", "2 garrafas", "12 garrafas"]);
      expect(await text(results(page))).toContain(`Custo por convidado R$${NBSP}60,00`);
      expect(await total(page).inputValue()).toBe("1.500,00");
    } finally {
      await context.close();
    }
  });

  // The server HTML (docs/decisions/0003-url-state.md) of links and the FAQPage data are checked in tests/ssr/calculators.test.ts.
  it.each(["light", "dark"] as const)("sem violações sérias de acessibilidade (%s)", async (colorScheme) => {
    const context = await newContext(browser, { colorScheme });
    try {
      const { page, errors } = await open(context, SHARED);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
        colorScheme === "dark",
      );
      await expectNoSeriousA11yViolations(page);
      // The validation state too.
      await total(page).fill("10");
      await calculate(page).click();
      await page.getByText(`O orçamento total deve ser de pelo menos`).waitFor();
      // And an FAQ answer opened (native details/summary since issue 12.2).
      await page.getByRole("region", { name: "Perguntas Frequentes" }).locator("summary").first().click();
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      // /por-pessoa with the weather it now takes (issue 29 item 6).
      const perPerson = await open(
        context,
        "/por-pessoa?pessoas=20&horas=6&clima=quente&perfil=moderado&embalagem=350",
      );
      await perPerson.page.getByTestId("por-pessoa").waitFor();
      await expectNoSeriousA11yViolations(perPerson.page);
      expect(perPerson.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
