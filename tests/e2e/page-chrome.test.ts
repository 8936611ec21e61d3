// What the page around a calculator must never do (issue 16, D5 revised): a toast covering
// the result it announces, the bottom ad bar hiding the page's end or a focused field, a
// banner ad standing between the skip link and the content in the tab order, a glaring
// ad picture in the dark theme.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, newContext, toast, waitForHydration } from "./support";

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator}`);
  return box;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const describeBox = (b: Box) =>
  `x ${Math.round(b.x)}–${Math.round(b.x + b.width)}, y ${Math.round(b.y)}–${Math.round(b.y + b.height)}`;

/** Resolves once the page has stopped scrolling (two animation frames at the same place). */
async function scrollSettled(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
}

/** The element that has focus, described for a failure message. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { inMain: false, inAd: false, text: "body" };
    return {
      inMain: !!el.closest("#conteudo"),
      inAd: !!el.closest("[data-ad-slot]"),
      text: `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.innerText.replace(/\s+/g, " ").slice(0, 40)}`,
    };
  });
}

describe("toasts, barra de anúncio, ordem do Tab e anúncio no tema escuro", () => {
  let browser: Browser;
  let phone: BrowserContext;
  let m: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Reduced motion: sonner then places a toast without its slide-in, so its box is final.
    phone = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: "reduce" });
    m = await phone.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe("celular (390 px)", () => {
    it("o toast de sucesso fica logo abaixo do cabeçalho, sem cobrir o resultado nem a barra de anúncio", async () => {
      const cases = [
        {
          path: "/abv",
          calculate: () => m.getByRole("button", { name: "Calcular ABV" }).click(),
          title: "Cálculo de ABV realizado com sucesso!",
          result: () => m.getByTestId("abv-basic-result"),
        },
        {
          // The IBU brings its result into view: it must land below the toast lane.
          path: "/ibu",
          calculate: () => m.getByRole("button", { name: "Calcular", exact: true }).click(),
          title: "Cálculo finalizado!",
          result: () => m.locator('[aria-labelledby="ibu-resultado-titulo"]'),
        },
      ];
      for (const { path, calculate, title, result } of cases) {
        await m.goto(path);
        await waitForHydration(m);
        await calculate();
        const box = toast(m, title);
        await box.waitFor();
        await result().waitFor();
        await scrollSettled(m);

        const toastBox = await boxOf(box);
        const resultBox = await boxOf(result());
        const header = await boxOf(m.locator("header").first());
        const bar = await boxOf(m.getByTestId("mobile-footer-ad"));
        expect(
          intersects(toastBox, resultBox),
          `${path}: toast (${describeBox(toastBox)}) sobre o resultado (${describeBox(resultBox)})`,
        ).toBe(false);
        expect(toastBox.y, `${path}: toast abaixo do cabeçalho`).toBeGreaterThanOrEqual(header.y + header.height);
        expect(toastBox.y, `${path}: toast no alto da tela`).toBeLessThan(header.y + header.height + 24);
        expect(intersects(toastBox, bar), `${path}: toast sobre a barra de anúncio`).toBe(false);

        // Its close button is a thumb-sized target too.
        const close = await boxOf(box.getByRole("button", { name: "Fechar notificação" }));
        expect(Math.round(close.width), `${path}: largura do fechar`).toBeGreaterThanOrEqual(44);
        expect(Math.round(close.height), `${path}: altura do fechar`).toBeGreaterThanOrEqual(44);
      }
    });

    it("a página reserva a altura exata da barra de anúncio, e nada depois de fechada", async () => {
      const context = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        await page.goto("/por-pessoa");
        await waitForHydration(page);
        const bar = page.getByTestId("mobile-footer-ad");
        const footerEnd = page.locator("footer > p").last();
        const atTheEnd = async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await scrollSettled(page);
          return { end: await boxOf(footerEnd), bar: await boxOf(bar) };
        };

        const open = await atTheEnd();
        // The page's last line ends exactly where the bar begins: all of it readable, no gap
        // (a spacer of its own height was a pixel short even without the alcohol clause).
        expect(Math.abs(open.end.y + open.end.height - open.bar.y), JSON.stringify(open)).toBeLessThan(0.5);
        expect(Math.abs(open.bar.y + open.bar.height - PHONE.height)).toBeLessThan(0.5);

        // An alcoholic ad's slot grows by the CONAR clause (ad-slot.tsx: min-h instead of h, the
        // clause below): the page's end and the scroll padding follow the bar's real height.
        const grown = await bar.locator("[data-ad-slot]").evaluate((slot) => {
          slot.classList.replace("h-16", "min-h-16");
          const clause = document.createElement("p");
          clause.className = "border-t px-2 py-0.5 text-center text-[11px] leading-4 font-medium";
          clause.textContent = "Beba com moderação. Venda proibida para menores de 18 anos.";
          slot.append(clause);
          return slot.closest<HTMLElement>("[data-mobile-footer-ad]")!.offsetHeight;
        });
        expect(grown).toBeGreaterThan(open.bar.height);
        const taller = await atTheEnd();
        expect(Math.abs(taller.end.y + taller.end.height - taller.bar.y)).toBeLessThan(0.5);
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom))
          .toBe(`${grown}px`);

        await bar.getByRole("button", { name: "Fechar anúncio" }).click();
        await bar.waitFor({ state: "hidden" });
        const end = await (async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await scrollSettled(page);
          return boxOf(footerEnd);
        })();
        expect(Math.abs(end.y + end.height - PHONE.height)).toBeLessThan(0.5);
      } finally {
        await context.close();
      }
    });

    it("a altura medida da barra de anúncio fica só no <html>: nenhum outro elemento herda o valor", async () => {
      // mobile-footer-ad.tsx writes the bar's height on <html> as every phone page hydrates. An
      // inherited value changed on the root restyles every element of the page: 14-37 ms of the
      // main thread on a first visit (issue 24.4, the glossary's 2,900 elements the most). Only
      // <html> reads it (scroll-padding-bottom), so app.css registers it as not inherited.
      await m.goto("/glossario");
      await waitForHydration(m);
      const bar = await boxOf(m.getByTestId("mobile-footer-ad"));
      const values = await m.evaluate(() => ({
        root: getComputedStyle(document.documentElement).getPropertyValue("--mobile-ad-bar-height"),
        written: document.documentElement.style.getPropertyValue("--mobile-ad-bar-height"),
        body: getComputedStyle(document.body).getPropertyValue("--mobile-ad-bar-height"),
        main: getComputedStyle(document.getElementById("conteudo")!).getPropertyValue("--mobile-ad-bar-height"),
      }));
      expect(values.written, JSON.stringify(values)).toBe(`${Math.round(bar.height)}px`);
      expect(values.root, JSON.stringify(values)).toBe(values.written);
      expect(values.body, JSON.stringify(values)).toBe("0px");
      expect(values.main, JSON.stringify(values)).toBe("0px");
    });

    it("um campo que recebe o foco para acima da barra de anúncio, não embaixo dela", async () => {
      await m.goto("/festa");
      await waitForHydration(m);
      // The price, far enough down the form to be placed anywhere on the screen.
      const field = m.locator("input#preco");
      const bar = m.getByTestId("mobile-footer-ad");
      // The field wholly inside the viewport but wholly behind the bar: a browser that
      // ignores the bar sees nothing to scroll.
      await field.evaluate((el) => {
        const top = el.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - (window.innerHeight - 70));
      });
      await scrollSettled(m);
      const before = await boxOf(field);
      expect(before.y).toBeGreaterThanOrEqual((await boxOf(bar)).y);
      expect(before.y + before.height).toBeLessThanOrEqual(PHONE.height);
      await field.focus();
      await scrollSettled(m);
      const fieldBox = await boxOf(field);
      expect(fieldBox.y + fieldBox.height, "o campo termina acima da barra").toBeLessThanOrEqual((await boxOf(bar)).y);
    });

    it("Tab: pular para o conteúdo, cabeçalho e conteúdo, sem passar pelo anúncio do topo", async () => {
      await m.goto("/");
      await waitForHydration(m);
      const seen: string[] = [];
      await m.keyboard.press("Tab");
      expect((await focusedElement(m)).text).toContain("Pular para o conteúdo");
      for (let i = 0; i < 10; i++) {
        const focused = await focusedElement(m);
        if (focused.inMain) break;
        seen.push(focused.text);
        expect(focused.inAd, `anúncio antes do conteúdo: ${seen.join(" → ")}`).toBe(false);
        await m.keyboard.press("Tab");
      }
      expect((await focusedElement(m)).inMain, `o Tab não chegou ao conteúdo: ${seen.join(" → ")}`).toBe(true);
      // The banner is still there, named as advertising and clickable.
      const banner = m.getByRole("complementary", { name: "Publicidade no topo" });
      expect(await banner.getByRole("link").getAttribute("href")).toMatch(/^\/anuncio\//);
    });
  });

  describe("desktop (1280 px)", () => {
    it("o toast fica no pé da barra lateral, fora do resultado da coluna da direita", async () => {
      const context = await newContext(browser, { viewport: DESKTOP, reducedMotion: "reduce" });
      try {
        const page = await context.newPage();
        await page.goto("/ibu");
        await waitForHydration(page);
        await page.getByRole("button", { name: "Calcular", exact: true }).click();
        const box = toast(page, "Cálculo finalizado!");
        await box.waitFor();
        await scrollSettled(page);
        const toastBox = await boxOf(box);
        const resultBox = await boxOf(page.locator('[aria-labelledby="ibu-resultado-titulo"]'));
        const sidebar = await boxOf(page.getByTestId("sidebar"));
        expect(
          intersects(toastBox, resultBox),
          `toast (${describeBox(toastBox)}) sobre o resultado (${describeBox(resultBox)})`,
        ).toBe(false);
        expect(toastBox.x + toastBox.width, "dentro da barra lateral").toBeLessThanOrEqual(sidebar.x + sidebar.width);
        expect(toastBox.y + toastBox.height, "no pé da tela").toBeGreaterThan(DESKTOP.height - 120);
      } finally {
        await context.close();
      }
    });

    it("Tab: pular para o conteúdo e a navegação da barra lateral, sem passar por anúncios, até o conteúdo", async () => {
      const context = await newContext(browser, { viewport: DESKTOP });
      try {
        const page = await context.newPage();
        await page.goto("/ibu");
        await waitForHydration(page);
        const seen: string[] = [];
        await page.keyboard.press("Tab");
        expect((await focusedElement(page)).text).toContain("Pular para o conteúdo");
        for (let i = 0; i < 20; i++) {
          const focused = await focusedElement(page);
          if (focused.inMain) break;
          seen.push(focused.text);
          expect(focused.inAd, `anúncio antes do conteúdo: ${seen.join(" → ")}`).toBe(false);
          await page.keyboard.press("Tab");
        }
        expect((await focusedElement(page)).inMain, `o Tab não chegou ao conteúdo: ${seen.join(" → ")}`).toBe(true);
        expect(
          seen.some((text) => text.includes("Calculadora de ABV")),
          seen.join(" → "),
        ).toBe(true);
        for (const name of ["Publicidade no topo", "Publicidade na barra lateral"]) {
          const slot = page.getByRole("complementary", { name });
          expect(await slot.getByRole("link").getAttribute("href"), name).toMatch(/^\/anuncio\//);
        }
      } finally {
        await context.close();
      }
    });

    it("tema escuro: a imagem do anúncio aparece esmaecida, sem ofuscar o cartão escuro", async () => {
      // The same ad picture, rendered in each theme, then its pixels' mean luminance.
      const luminance: Record<string, number> = {};
      for (const scheme of ["light", "dark"] as const) {
        const context = await newContext(browser, { viewport: DESKTOP, colorScheme: scheme });
        try {
          const page = await context.newPage();
          await page.goto("/");
          const img = page.locator('[data-ad-slot="header"] img');
          await img.waitFor();
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
            .toBe(true);
          const png = (await img.screenshot()).toString("base64");
          luminance[scheme] = await page.evaluate(async (data) => {
            const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
            const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const ctx = canvas.getContext("2d")!;
            ctx.drawImage(bitmap, 0, 0);
            const { data: px } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
            const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
            let sum = 0;
            for (let i = 0; i < px.length; i += 4)
              sum += 0.2126 * lin(px[i]!) + 0.7152 * lin(px[i + 1]!) + 0.0722 * lin(px[i + 2]!);
            return sum / (px.length / 4);
          }, png);
        } finally {
          await context.close();
        }
      }
      // A light picture stays recognisable but gives off clearly less light on a dark page.
      expect(luminance.dark, JSON.stringify(luminance)).toBeLessThan(luminance.light! * 0.75);
      expect(luminance.dark, JSON.stringify(luminance)).toBeGreaterThan(luminance.light! * 0.3);
    });
  });
});
