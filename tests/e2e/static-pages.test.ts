// Issue 24.4: the pages that need no React (the legal texts, /anuncie) are served without it,
// with one plain script (app/lib/static-page/enhance.ts) for what their layout does in the
// browser. A visitor must not notice: the phone menu, the theme switch, the phone's ad bar and
// the ad counts work as on every other page, and a link to a calculator brings React back.
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST, POST_PATH } from "../public-pages";
import { DESKTOP, PHONE, expectH1, launchBrowser, newContext, trackPageErrors, waitForHydration } from "./support";

const PAGES = [
  { path: "/termos-de-uso", h1: "Termos de Uso" },
  { path: "/politica-de-privacidade", h1: "Política de Privacidade" },
  { path: "/anuncie", h1: "Anuncie no Cervejômetro" },
  { path: POST_PATH, h1: POST.name },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const scripts: string[] = [];
  page.on("request", (r: Request) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  return { page, errors, scripts };
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "";
  });

describe.each([
  ["desktop", DESKTOP],
  ["celular", PHONE],
] as const)("páginas sem React (%s)", (_name, viewport) => {
  it.each(PAGES.map((p) => [p.path, p.h1]))(
    "%s: um só script, pequeno, sem React nem erros; o texto e os links são os do servidor",
    async (path, h1) => {
      const context = await newContext(browser, { viewport });
      try {
        const { page, errors, scripts } = await open(context, path);
        await expectH1(page, h1);
        expect(scripts).toHaveLength(1);
        expect(scripts[0]).toMatch(/^\/assets\/static-page-[\w-]+\.js$/);
        expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
        // A page without React still answers a link the usual way: the server's page.
        expect(await page.locator("footer a[href='/termos-de-uso']").count()).toBeGreaterThan(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('o índice "Nesta página" leva a uma seção do fim do texto, que fica parada; "Voltar ao índice" volta', async () => {
    // The sections are laid out only as they near the screen (render-later): the ones above the
    // target hold a guessed height, and the target must still land and stay under the header.
    const context = await newContext(browser, { viewport });
    try {
      const { page, errors } = await open(context, "/politica-de-privacidade");
      const index = page.getByRole("navigation", { name: "Nesta página" });
      await index.getByRole("link", { name: "Dados de administradores" }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe("#administradores");
      const heading = page.locator("#administradores-titulo");
      const tops: number[] = [];
      for (let frame = 0; frame < 6; frame++) {
        tops.push(
          await heading.evaluate(
            (h) =>
              new Promise<number>((resolve) =>
                requestAnimationFrame(() => setTimeout(() => resolve(h.getBoundingClientRect().top), 50)),
              ),
          ),
        );
      }
      // Under the phone's sticky header (scroll-mt-20) or at the desktop's top (md:scroll-mt-8), and still.
      for (const top of tops) {
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(120);
        expect(Math.abs(top - tops[0]!)).toBeLessThanOrEqual(1);
      }
      await page.locator("#administradores").getByRole("link", { name: "Voltar ao índice" }).click();
      await expect.poll(() => new URL(page.url()).hash).toBe("#indice");
      await expect.poll(() => index.evaluate((nav) => Math.round(nav.getBoundingClientRect().top))).toBeLessThan(120);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("o tema escolhido aqui vale nas outras páginas, e o de lá vale aqui", async () => {
    const context = await newContext(browser, { viewport });
    try {
      const { page } = await open(context, "/termos-de-uso");
      const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
      expect(await isDark()).toBe(false);
      if (viewport.width >= 768) {
        await page.getByTestId("sidebar").getByRole("button", { name: "Ativar tema escuro" }).click();
      } else {
        await page.getByRole("button", { name: "Abrir menu" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Ativar tema escuro" }).click();
      }
      expect(await isDark()).toBe(true);
      await page.goto("/ibu");
      await waitForHydration(page);
      expect(await isDark()).toBe(true);
      await page.goto("/politica-de-privacidade");
      expect(await isDark()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("páginas sem React no celular", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, { viewport: PHONE });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('"Abrir menu" abre o menu com as ferramentas e o foco em "Fechar menu"; Tab fica dentro; Esc fecha e devolve o foco', async () => {
    const { page, errors } = await open(context, "/termos-de-uso");
    const button = page.getByRole("button", { name: "Abrir menu" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("dialog").count()).toBe(0);

    await button.click();
    const dialog = page.getByRole("dialog", { name: "Menu de navegação" });
    await dialog.waitFor();
    expect(
      await page.getByRole("button", { name: "Abrir menu", includeHidden: true }).getAttribute("aria-expanded"),
    ).toBe("true");
    expect(await focusedLabel(page)).toBe("Fechar menu");
    const tools = dialog.getByRole("navigation", { name: "Ferramentas" }).getByRole("link");
    expect(await tools.count()).toBe(10);
    expect(await tools.first().textContent()).toContain("Comparador de Preços");

    for (let i = 0; i < 16; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]")), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]"))).toBe(true);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // The dialog's "close" event, which resets aria-expanded, is a task after the dialog hides.
    await expect.poll(() => focusedLabel(page)).toBe("Abrir menu");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");

    // "Fechar menu" closes it too, and it opens again.
    await button.click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Fechar menu" }).click();
    await dialog.waitFor({ state: "hidden" });
    await button.click();
    await dialog.waitFor();
    expect(await tools.count()).toBe(10);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("um link do menu leva à calculadora, que volta a ter o React", async () => {
    const { page } = await open(context, "/politica-de-privacidade");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: /Calculadora de IBU/ })
      .click();
    await page.waitForURL(/\/ibu$/);
    await expectH1(page, "Calculadora de IBU");
    await waitForHydration(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    await page.close();
  });

  it('"Fechar anúncio" esconde a barra do celular pelo resto da visita', async () => {
    const own = await newContext(browser, { viewport: PHONE });
    try {
      const { page } = await open(own, "/termos-de-uso");
      const bar = page.getByTestId("mobile-footer-ad");
      expect(await bar.isVisible()).toBe(true);
      await bar.getByRole("button", { name: "Fechar anúncio" }).click();
      expect(await bar.isVisible()).toBe(false);
      await page.goto("/anuncie");
      expect(await page.getByTestId("mobile-footer-ad").isVisible()).toBe(false);
    } finally {
      await own.close();
    }
  });

  it("os anúncios vistos numa página sem React são contados (o beacon da página)", async () => {
    const own = await newContext(browser, { viewport: PHONE });
    try {
      const page = await own.newPage();
      const beacon = new Promise<string>((resolve) => {
        page.on("request", (r) => {
          if (r.url().endsWith("/anuncio/evento")) resolve(r.postData() ?? "");
        });
      });
      await page.goto("/termos-de-uso");
      await waitForHydration(page);
      const ids = await page
        .locator("[data-ad-id]")
        .evaluateAll((els) =>
          els.filter((el) => el.getClientRects().length > 0).map((el) => el.getAttribute("data-ad-id")),
        );
      expect(ids.length).toBeGreaterThan(0); // the demo content's ads (db/seed-data.ts)
      const body = new URLSearchParams(await beacon);
      const nonce = await page
        .locator("script[nonce]")
        .first()
        .evaluate((s) => (s as HTMLScriptElement).nonce);
      expect(body.get("t")).toBe(nonce);
      expect(body.getAll("e").some((e) => ids.includes(e.slice(2)))).toBe(true);
    } finally {
      await own.close();
    }
  });
});
