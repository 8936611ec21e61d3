// The glossary (docs/decisions/0009-glossary-infographics-legal.md: search, A–Z, anchors, DefinedTermSet in the server HTML) and the two
// legal pages (docs/decisions/0009-glossary-infographics-legal.md: operator, LGPD, what the browser stores), at desktop and phone, with
// axe-core in light and dark.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_PAGE_LETTERS, glossaryTerms, letterOf } from "~/content/glossary";
import { demoSiteIdentity as siteOperator } from "../../db/seed-data";
import {
  VIEWPORTS,
  itDesktopOnly,
  launchBrowser,
  newContext,
  trackPageErrors,
  waitForHydration,
  wholeText,
} from "./support";

type Viewport = (typeof VIEWPORTS)[number];

const isPhone = (vp: Viewport) => vp.name === "phone";
const contextFor = (browser: Browser, vp: Viewport, colorScheme: "light" | "dark" = "light") =>
  newContext(browser, {
    viewport: vp.viewport,
    colorScheme,
    ...(isPhone(vp) ? { isMobile: true, hasTouch: true } : {}),
  });

/** Whether the element is on screen and not covered (by the sticky header or A–Z bar). */
function isInViewAndUncovered(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.top >= window.innerHeight) return false;
    const hit = document.elementFromPoint(r.left + 12, r.top + 12);
    return !!hit && el.contains(hit);
  }, selector);
}

const firstPageTerms = glossaryTerms.filter((t) => FIRST_PAGE_LETTERS.includes(letterOf(t)));

const status = (page: Page) => page.getByTestId("glossary-status");

async function search(page: Page, text: string) {
  await page.locator("#glossario-q").fill(text);
}

describe("glossário e páginas legais", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The server HTML (every term, the DefinedTermSet) is checked in tests/ssr/seo.test.ts.

  for (const vp of VIEWPORTS) {
    describe(`glossário (${vp.name})`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];

      beforeAll(async () => {
        context = await contextFor(browser, vp);
        page = await context.newPage();
        errors = trackPageErrors(page);
        await page.goto("/glossario");
        await waitForHydration(page);
      });

      afterAll(async () => {
        await context?.close();
      });

      it("mostra as primeiras letras e o nome de todos os outros termos, cada um com o link da sua letra", async () => {
        await expect(page.getByRole("heading", { level: 1, name: "Glossário de Bebidas" }).isVisible()).resolves.toBe(
          true,
        );
        expect(await page.getByTestId("glossary-term").count()).toBe(firstPageTerms.length);
        expect(await status(page).innerText()).toBe(`${glossaryTerms.length} termos, de A a Z.`);
        // Every other term is one link away, on its letter's page (no JavaScript needed).
        const index = page.locator("[data-glossary-index]");
        const hrefs = await index.locator("li a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs).toHaveLength(glossaryTerms.length - firstPageTerms.length);
        expect(hrefs).toContain("/glossario/i#ibu");
        expect(await index.getByRole("link", { name: "Kölsch", exact: true }).getAttribute("href")).toBe(
          "/glossario/k#kolsch",
        );
      });

      it("busca sem acento e sem maiúsculas encontra “Lúpulo” em outra letra; busca sem resultado mostra a mensagem", async () => {
        await search(page, "lupulo");
        await expect.poll(() => status(page).innerText()).toMatch(/termos? encontrados? para “lupulo”\./);
        // Lúpulo is on the L page: the search brings it here, under the first letters' matches.
        await expect.poll(() => page.locator("#lupulo").isVisible()).toBe(true);
        expect(await page.locator("#lupulo h3").innerText()).toBe("Lúpulo");
        expect(await page.getByRole("heading", { level: 2, name: "Em outras letras" }).isVisible()).toBe(true);
        // Terms that do not mention it are hidden, and so are the index and letters without matches.
        expect(await page.locator("#abv").isVisible()).toBe(false);
        expect(await page.locator("[data-glossary-index]").isVisible()).toBe(false);

        // The shortcut goes straight to the term named like the query.
        await page.getByRole("search").getByRole("link", { name: "Lúpulo", exact: true }).click();
        await expect.poll(() => isInViewAndUncovered(page, "#lupulo")).toBe(true);
        expect(await page.locator("#lupulo").evaluate((el) => el.matches(":target"))).toBe(true);

        await search(page, "LÚPULOS NOBRES");
        await expect.poll(() => page.locator("#lupulos-nobres").isVisible()).toBe(true);

        await search(page, "xyzzy cerveja de marte");
        await expect
          .poll(() => page.getByText("Nenhum termo encontrado para “xyzzy cerveja de marte”.").isVisible())
          .toBe(true);
        expect(await page.getByTestId("glossary-term").filter({ visible: true }).count()).toBe(0);

        await page.getByRole("button", { name: "Limpar busca" }).click();
        await expect.poll(() => status(page).innerText()).toBe(`${glossaryTerms.length} termos, de A a Z.`);
        expect(await page.locator("#glossario-q").inputValue()).toBe("");
        expect(await page.locator("#abv").isVisible()).toBe(true);
        expect(await page.locator("[data-glossary-index]").isVisible()).toBe(true);
        expect(errors).toEqual([]);
      });

      it("“Veja também” de um termo achado em outra letra leva à página dessa letra, com o termo destacado", async () => {
        await search(page, "hefeweizen");
        await expect.poll(() => status(page).innerText()).toBe("1 termo encontrado para “hefeweizen”.");
        await page.locator("#weiss").getByRole("link", { name: "Trigo", exact: true }).click();
        await page.waitForURL(/\/glossario\/t#trigo$/);
        await waitForHydration(page);
        await expect.poll(() => page.locator("#glossario-q").inputValue()).toBe("");
        await expect.poll(() => isInViewAndUncovered(page, "#trigo")).toBe(true);
        expect(await page.locator("#trigo").evaluate((el) => el.matches(":target"))).toBe(true);
      });

      it("navegação de A a Z: letras sem termos ficam desativadas e uma letra leva à sua página", async () => {
        await page.goto("/glossario");
        await waitForHydration(page);
        const nav = page.getByRole("navigation", { name: "Índice de A a Z" });
        expect(await nav.getByRole("link").count()).toBeGreaterThan(15);
        // No term starts with X, Y or Z: shown, but not a link.
        expect(await nav.getByRole("link", { name: "Letra X" }).count()).toBe(0);
        expect(await nav.locator('[aria-disabled="true"]').filter({ hasText: "X" }).count()).toBe(1);
        // A first letter is a section of this page.
        await nav.getByRole("link", { name: "Letra B" }).click();
        await expect.poll(() => new URL(page.url()).hash).toBe("#letra-b");
        await expect.poll(() => isInViewAndUncovered(page, "#letra-b h2")).toBe(true);

        // Another letter opens its page in the app, which downloads its terms (issue 12.2).
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await nav.getByRole("link", { name: "Letra K" }).click();
        await page.waitForURL(/\/glossario\/k$/);
        await expect
          .poll(() => page.locator("#letra-k").getByRole("heading", { name: "Kölsch" }).isVisible())
          .toBe(true);
        expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
        expect(await nav.getByRole("link", { name: "Letra K" }).getAttribute("aria-current")).toBe("page");
        await expect
          .poll(() => status(page).innerText())
          .toBe(`4 termos com a letra K, de ${glossaryTerms.length} no glossário.`);
        // The search still covers every letter.
        await search(page, "lupulo");
        await expect.poll(() => page.locator("#lupulo").isVisible()).toBe(true);
        await search(page, "");
        expect(errors).toEqual([]);
      });

      it("o link de um termo para a calculadora leva à rota certa", async () => {
        await page.goto("/glossario");
        await waitForHydration(page);
        const link = page.locator("#abv").getByRole("link", { name: "Abrir Calculadora de ABV" });
        expect(await link.getAttribute("href")).toBe("/abv");

        // Followed in the app, and back: a client-side navigation to the glossary has no server
        // HTML of the terms, so it downloads them (issue 12.2) and the search works on them.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await link.click();
        await page.waitForURL(/\/abv$/);
        await page.goBack();
        await page.waitForURL(/\/glossario(#[\w-]+)?$/);
        await expect
          .poll(() => page.getByTestId("glossary-term").count(), { timeout: 10_000 })
          .toBe(firstPageTerms.length);
        expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
        await search(page, "hefeweizen");
        await expect.poll(() => status(page).innerText()).toBe("1 termo encontrado para “hefeweizen”.");
        await search(page, "");
        expect(errors).toEqual([]);
      });

      it("/glossario/i#ibu abre com o termo visível e destacado; um link antigo /glossario#ibu chega lá", async () => {
        const p = await context.newPage();
        const pageErrors = trackPageErrors(p);
        await p.goto("/glossario/i#ibu");
        await waitForHydration(p);
        await expect.poll(() => isInViewAndUncovered(p, "#ibu")).toBe(true);
        const look = await p.locator("#ibu").evaluate((el) => ({
          target: el.matches(":target"),
          shadow: getComputedStyle(el).boxShadow,
        }));
        expect(look.target).toBe(true);
        // The highlight ring (a box-shadow) only on the target.
        expect(look.shadow).not.toBe("none");
        expect(await p.locator("#ipa").evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(look.shadow);
        // A link from before the letters had pages goes on to the term's page.
        await p.goto("/glossario#ibu");
        await p.waitForURL(/\/glossario\/i#ibu$/);
        await expect.poll(() => isInViewAndUncovered(p, "#ibu")).toBe(true);
        // A first letter's own address is its section of /glossario.
        const a = await p.request.get("/glossario/a", { maxRedirects: 0 });
        expect(a.status()).toBe(301);
        expect(a.headers().location).toBe("/glossario#letra-a");
        expect((await p.request.get("/glossario/x")).status()).toBe(404);
        expect(pageErrors).toEqual([]);
        await p.close();
      });
    });
  }

  for (const vp of VIEWPORTS) {
    describe(`páginas legais (${vp.name})`, () => {
      let context: BrowserContext;

      beforeAll(async () => {
        context = await contextFor(browser, vp);
      });

      afterAll(async () => {
        await context?.close();
      });

      it("Termos de Uso: títulos, responsável, 18+, LGPD e índice com âncoras", async () => {
        const page = await context.newPage();
        const errors = trackPageErrors(page);
        await page.goto("/termos-de-uso");
        await waitForHydration(page);
        expect(await page.getByRole("heading", { level: 1, name: "Termos de Uso" }).isVisible()).toBe(true);
        for (const heading of [
          "Quem mantém o site",
          "Limites das estimativas",
          "Consumo responsável",
          "Publicidade",
          "Lei aplicável e foro",
        ]) {
          expect(await page.getByRole("heading", { level: 2, name: heading }).count(), heading).toBe(1);
        }
        const text = await wholeText(page);
        expect(text).toContain(siteOperator.legalName);
        expect(text).toContain(siteOperator.contactEmail);
        expect(text).toContain("proibida a venda de bebidas alcoólicas a menores de 18 anos");
        expect(text).toContain("Se beber, não dirija");
        expect(text).toContain("LGPD");
        expect(text).toMatch(/Última atualização: \d{1,2} de \w+ de \d{4}/);
        // Issue 11: Lei 9.294/1996 covers only drinks above 13 °GL; beer and wine ads follow CONAR (Annex P).
        expect(text).toContain("CONAR (Anexo P)");
        expect(text).toContain("que só alcança essas bebidas");

        await page.getByRole("navigation", { name: "Nesta página" }).getByRole("link", { name: "Publicidade" }).click();
        await expect.poll(() => new URL(page.url()).hash).toBe("#publicidade");
        await expect.poll(() => isInViewAndUncovered(page, "#publicidade h2")).toBe(true);
        // Links to the other legal page keep nofollow (layout rule).
        expect(await page.locator('main a[href="/politica-de-privacidade"]').first().getAttribute("rel")).toBe(
          "nofollow",
        );
        expect(errors).toEqual([]);
        await page.close();
      });

      // The policy's text does not depend on the viewport: desktop only (support.ts, itDesktopOnly).
      itDesktopOnly(vp.name)(
        "Política de Privacidade: LGPD, o que o navegador guarda, cookie de administrador, registros e direitos",
        async () => {
          const page = await context.newPage();
          const errors = trackPageErrors(page);
          await page.goto("/politica-de-privacidade");
          await waitForHydration(page);
          expect(await page.getByRole("heading", { level: 1, name: "Política de Privacidade" }).isVisible()).toBe(true);
          for (const heading of [
            "Quem trata os seus dados",
            "O que fica guardado no seu navegador",
            "Cookies",
            "Seus direitos como titular",
            "Como exercer os seus direitos",
          ]) {
            expect(await page.getByRole("heading", { level: 2, name: heading }).count(), heading).toBe(1);
          }
          const text = await wholeText(page);
          expect(text).toContain(siteOperator.legalName);
          expect(text).toContain("Lei 13.709/2018");
          expect(text).toContain("LGPD");
          for (const key of ["theme", "comparisonHistory", "mobileFooterAdClosed"]) expect(text).toContain(key);
          // The site no longer writes an "ads" key, so the policy no longer lists one.
          expect(await page.locator("main code").allInnerTexts()).not.toContain("ads");
          expect(text).toContain("HttpOnly");
          expect(text).toMatch(/Não usamos cookies de rastreamento/);
          expect(text).toContain("6 meses");
          expect(text).toContain("ANPD");
          // Issue 11: logs only by court order; the right to object covers every processing without consent.
          expect(text).toContain("só são fornecidos mediante ordem judicial");
          expect(text).not.toContain("requisição de autoridade competente");
          expect(text).toContain("se opor a qualquer tratamento feito sem o seu consentimento");
          expect(await page.locator(`main a[href^="mailto:${siteOperator.contactEmail}"]`).count()).toBeGreaterThan(0);
          expect(errors).toEqual([]);
          await page.close();
        },
      );
    });
  }

  // axe on these three pages, light and dark, runs once in a11y.test.ts.
});
