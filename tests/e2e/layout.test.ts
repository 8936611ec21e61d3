// The shared layout (docs/decisions/0020-routes-and-layout.md, docs/decisions/0021-browser-behaviours.md, docs/decisions/0026-ad-rules.md, docs/decisions/0015-ads-chosen-on-the-server.md): sidebar and mobile menu
// with the tools, footer columns, related blocks and the ad slots.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, DESKTOP, PHONE, expectH1, launchBrowser, newContext, waitForHydration } from "./support";

const TOOLS = [
  { to: "/", label: "Comparador de Preços", description: "Descubra qual cerveja sai mais barata por litro" },
  { to: "/festa", label: "Calculadora de Festa", description: "Cerveja, bebidas sem álcool e gelo para o seu evento" },
  { to: "/por-pessoa", label: "Cerveja por Pessoa", description: "Quanto cada convidado bebe, em litros e unidades" },
  { to: "/ibu", label: "Calculadora de IBU", description: "O amargor da sua receita pela fórmula de Tinseth" },
  { to: "/abv", label: "Calculadora de ABV", description: "Teor alcoólico, atenuação e calorias da sua cerveja" },
  {
    to: "/receita",
    label: "Receita de Cerveja",
    description: "Maltes, lúpulos e levedura: OG, ABV, IBU, cor e estilo BJCP",
  },
  {
    to: "/orcamento",
    label: "Orçamento de Bebidas",
    description: "Divida o orçamento entre cerveja, vinho, destilados e sem álcool",
  },
  { to: "/glossario", label: "Glossário", description: "Os termos do mundo da cerveja e das bebidas de A a Z" },
  // Issue 16: the infographics beside the calculators too.
  {
    to: "/infograficos",
    label: "Infográficos",
    description: "Estilos, cores, copos e temperaturas de serviço em imagens",
  },
  { to: "/blog", label: "Blog", description: "Dicas, guias e novidades sobre cerveja" },
] as const;

const url = (path: string) => `${BASE_URL}${path}`;

async function visible(locator: Locator) {
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}

/** The tool links of a navigation, with their visible texts and aria-current. */
async function toolLinks(nav: Locator) {
  const links = nav.locator("a");
  const out: { href: string | null; text: string; current: string | null }[] = [];
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    out.push({
      href: await link.getAttribute("href"),
      text: (await link.innerText()).replace(/\s+/g, " ").trim(),
      current: await link.getAttribute("aria-current"),
    });
  }
  return out;
}

function expectTools(links: Awaited<ReturnType<typeof toolLinks>>, current: string) {
  expect(links.map((l) => l.href)).toEqual(TOOLS.map((t) => t.to));
  TOOLS.forEach((tool, i) => {
    expect(links[i]!.text).toContain(tool.label);
    expect(links[i]!.text).toContain(tool.description);
  });
  expect(links.filter((l) => l.current === "page").map((l) => l.href)).toEqual([current]);
}

async function isFocusInside(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel);
    return !!box && !!document.activeElement && box.contains(document.activeElement);
  }, selector);
}

describe("layout", () => {
  let browser: Browser;
  let desktop: BrowserContext;
  let phone: BrowserContext;
  let d: Page;
  let m: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    desktop = await newContext(browser, { viewport: DESKTOP });
    phone = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    d = await desktop.newPage();
    m = await phone.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe("desktop", () => {
    it("barra lateral com as ferramentas, o glossário e os infográficos, a atual destacada, sem botão de menu", async () => {
      await d.goto("/ibu");
      await waitForHydration(d);
      const sidebar = d.getByTestId("sidebar");
      expect(await sidebar.isVisible()).toBe(true);
      const nav = sidebar.getByRole("navigation", { name: "Ferramentas" });
      expectTools(await toolLinks(nav), "/ibu");
      // Highlighted: a different background from the other links.
      const bg = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await bg(nav.locator('a[href="/ibu"]'))).not.toBe(await bg(nav.locator('a[href="/abv"]')));
      expect(await d.getByRole("button", { name: "Abrir menu" }).isVisible()).toBe(false);
    });

    it("o destaque acompanha a navegação pela barra lateral", async () => {
      await d.goto("/ibu");
      await waitForHydration(d);
      const nav = d.getByTestId("sidebar").getByRole("navigation", { name: "Ferramentas" });
      await nav.getByRole("link", { name: /Calculadora de ABV/ }).click();
      await d.waitForURL(url("/abv"));
      await expect.poll(async () => nav.locator('a[aria-current="page"]').getAttribute("href")).toBe("/abv");
      expect(await nav.locator('a[aria-current="page"]').count()).toBe(1);
      // The tools are server HTML (an island) whose colours follow aria-current.
      const bg = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await bg(nav.locator('a[href="/abv"]'))).not.toBe(await bg(nav.locator('a[href="/ibu"]')));
      // Related blocks and ad slots, server HTML on the first page, are the new page's own.
      const related = d.getByTestId("related-pages").locator("a");
      await expect.poll(() => related.evaluateAll((els) => els.map((a) => a.getAttribute("href")))).toContain("/ibu");
      expect(await related.evaluateAll((els) => els.map((a) => a.getAttribute("href")))).not.toContain("/abv");
      await d.locator('[data-ad-slot="header"]').waitFor();
      expect(await d.locator("footer").getByRole("link", { name: "Blog" }).count()).toBe(1);
      await d.goto("/drinks");
      expect(await nav.locator('a[aria-current="page"]').getAttribute("href")).toBe("/blog");
    });

    it("rodapé com três colunas; links legais e de admin com nofollow", async () => {
      await d.goto("/");
      const footer = d.locator("footer");
      const headings = await footer.locator("h2").allInnerTexts();
      expect(headings.map((h) => h.trim())).toEqual(["Sobre o Cervejômetro", "Links úteis", "Informações legais"]);
      for (const href of ["/termos-de-uso", "/politica-de-privacidade", "/admin"]) {
        const link = footer.locator(`a[href="${href}"]`);
        expect(await link.count(), href).toBe(1);
        expect((await link.getAttribute("rel")) ?? "", href).toMatch(/\bnofollow\b/);
      }
      const blog = footer.locator('a[href="/blog"]');
      expect(await blog.count()).toBe(1);
      expect((await blog.getAttribute("rel")) ?? "").not.toMatch(/nofollow/);
    });

    it("/ibu mostra até 3 páginas relacionadas, nenhuma para /ibu", async () => {
      await d.goto("/ibu");
      const heading = d.getByRole("heading", { name: "Páginas relacionadas" });
      expect(await heading.isVisible()).toBe(true);
      const block = d.getByTestId("related-pages");
      const hrefs = await block.locator("a").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(3);
      expect(hrefs).not.toContain("/ibu");
      const tools = await d
        .getByTestId("useful-tools")
        .locator("a")
        .evaluateAll((els) => els.map((a) => a.getAttribute("href")));
      expect(tools.length).toBeLessThanOrEqual(3);
      expect(tools).not.toContain("/ibu");
    });

    it("/termos-de-uso não mostra os blocos relacionados", async () => {
      await d.goto("/termos-de-uso");
      await expectH1(d, "Termos de Uso");
      expect(await d.getByRole("heading", { name: "Páginas relacionadas" }).count()).toBe(0);
      expect(await d.getByRole("heading", { name: "Ferramentas úteis" }).count()).toBe(0);
    });

    it("anúncios de cabeçalho, barra lateral e rodapé: link patrocinado em nova aba com rótulo", async () => {
      await d.goto("/");
      await waitForHydration(d);
      for (const position of ["header", "sidebar", "footer"]) {
        const slot = d.locator(`[data-ad-slot="${position}"]`);
        expect(await slot.count(), position).toBe(1);
        expect(await slot.isVisible(), position).toBe(true);
        expect(await slot.innerText(), position).toMatch(/Publicidade/i);
        const link = slot.locator("a");
        expect(await link.count(), position).toBe(1);
        expect(await link.getAttribute("rel"), position).toBe("sponsored noopener");
        expect(await link.getAttribute("target"), position).toBe("_blank");
        // Issue 9: through the click counter, which redirects to the stored link.
        expect(await link.getAttribute("href"), position).toMatch(/^\/anuncio\/[0-9a-f-]{36}$/);
        expect(await slot.innerText(), position).not.toContain("Espaço para anúncio");
      }
    });

    it("texto do anúncio do cabeçalho tem no máximo 50 caracteres", async () => {
      await d.goto("/");
      const texts = await d
        .locator('[data-ad-slot="header"] a > span > span')
        .evaluateAll((els) => els.map((e) => e.textContent ?? ""));
      expect(texts.length).toBe(2); // title and description
      for (const text of texts) {
        expect(text.length, text).toBeGreaterThan(0);
        expect(text.length, text).toBeLessThanOrEqual(50);
      }
    });

    it("imagem do anúncio carrega normalmente", async () => {
      await d.goto("/");
      const img = d.locator('[data-ad-slot="header"] img');
      await img.waitFor();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(await img.isVisible()).toBe(true);
    });

    it("imagem quebrada de anúncio é escondida", async () => {
      const context = await newContext(browser, { viewport: DESKTOP });
      try {
        const page = await context.newPage();
        await page.route("**/placeholder.svg", (route) => route.abort());
        await page.goto("/", { waitUntil: "load" });
        await waitForHydration(page);
        const slot = page.locator('[data-ad-slot="header"]');
        expect(await slot.locator("a").count()).toBe(1); // the ad itself stays
        await expect
          .poll(async () => {
            const img = slot.locator("img");
            return (await img.count()) === 0 || !(await img.first().isVisible());
          })
          .toBe(true);
      } finally {
        await context.close();
      }
    });
  });

  describe("celular", () => {
    it('sem barra lateral; "Abrir menu" abre o menu com as ferramentas; Esc fecha e devolve o foco', async () => {
      await m.goto("/abv");
      await waitForHydration(m);
      expect(await m.getByTestId("sidebar").isVisible()).toBe(false);
      const button = m.getByRole("button", { name: "Abrir menu" });
      expect(await button.isVisible()).toBe(true);
      expect(await visible(m.getByRole("dialog"))).toBe(false);

      await button.click();
      const dialog = m.getByRole("dialog");
      await dialog.waitFor();
      expectTools(await toolLinks(dialog.getByRole("navigation", { name: "Ferramentas" })), "/abv");

      await m.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => m.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Abrir menu");
    });

    it("o foco fica preso dentro do menu aberto", async () => {
      await m.goto("/");
      await waitForHydration(m);
      await m.getByRole("button", { name: "Abrir menu" }).click();
      await m.getByRole("dialog").waitFor();
      const selector = '[data-testid="mobile-menu"]';
      await expect.poll(() => isFocusInside(m, selector)).toBe(true);
      const seen = new Set<string>();
      for (let i = 0; i < 16; i++) {
        await m.keyboard.press("Tab");
        expect(await isFocusInside(m, selector), `Tab ${i + 1}`).toBe(true);
        seen.add(
          await m.evaluate(() => {
            const el = document.activeElement;
            return el
              ? `${el.tagName} ${el.getAttribute("href") ?? el.getAttribute("aria-label") ?? el.textContent}`
              : "";
          }),
        );
      }
      for (let i = 0; i < 4; i++) {
        await m.keyboard.press("Shift+Tab");
        expect(await isFocusInside(m, selector), `Shift+Tab ${i + 1}`).toBe(true);
      }
      // Focus really moved (brand, close, the tools and the theme toggle are focusable).
      expect(seen.size).toBeGreaterThan(5);
      await m.keyboard.press("Escape");
      await m.getByRole("dialog").waitFor({ state: "hidden" });
    });

    it("clicar num link do menu fecha o menu e navega", async () => {
      await m.goto("/");
      await waitForHydration(m);
      await m.getByRole("button", { name: "Abrir menu" }).click();
      const dialog = m.getByRole("dialog");
      await dialog.waitFor();
      await dialog.getByRole("link", { name: /Calculadora de IBU/ }).click();
      await m.waitForURL(url("/ibu"));
      await dialog.waitFor({ state: "hidden" });
      await expectH1(m, "Calculadora de IBU");
    });

    it("o menu mostra o espaço de anúncio mobile-menu (texto de anúncio até 30 caracteres)", async () => {
      await m.goto("/");
      await waitForHydration(m);
      await m.getByRole("button", { name: "Abrir menu" }).click();
      const dialog = m.getByRole("dialog");
      await dialog.waitFor();
      const slot = dialog.locator('[data-ad-slot="mobile-menu"]');
      expect(await slot.isVisible()).toBe(true);
      // The demo content has no mobile-menu ad: the "Anuncie aqui" house card shows (D15).
      expect(await slot.innerText()).toContain("Espaço para anúncio — Menu do celular");
      expect(await slot.getByRole("link").getAttribute("href")).toBe("/anuncie");
      const adTexts = await slot.locator("a > span > span").evaluateAll((els) => els.map((e) => e.textContent ?? ""));
      for (const text of adTexts) expect(text.length, text).toBeLessThanOrEqual(30);
      await m.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    });

    it("barra de anúncio do rodapé mostra o anúncio mobile-footer", async () => {
      await m.goto("/");
      const bar = m.getByTestId("mobile-footer-ad");
      expect(await bar.isVisible()).toBe(true);
      const slot = bar.locator('[data-ad-slot="mobile-footer"]');
      // The demo's phone bar ad (db/seed-data.ts): without one the bar is not there at all.
      expect(await slot.innerText()).toContain("Copo Certo");
      expect(await slot.locator("a").getAttribute("rel")).toBe("sponsored noopener");
      // Desktop-only slot positions are not the mobile bar.
      expect(await m.getByTestId("sidebar").isVisible()).toBe(false);
    });

    it("fechar a barra de anúncio a esconde nesta visita (navegação e recarga), não em outra", async () => {
      const context = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        await page.goto("/");
        await waitForHydration(page);
        const bar = page.getByTestId("mobile-footer-ad");
        expect(await bar.isVisible()).toBe(true);
        await bar.getByRole("button", { name: "Fechar anúncio" }).click();
        await bar.waitFor({ state: "hidden" });

        // Client-side navigation through the menu.
        await page.getByRole("button", { name: "Abrir menu" }).click();
        await page
          .getByRole("dialog")
          .getByRole("link", { name: /Calculadora de ABV/ })
          .click();
        await page.waitForURL(url("/abv"));
        expect(await bar.isVisible()).toBe(false);

        // A full page load of another page, then a reload, in the same tab.
        await page.goto("/blog");
        await expectH1(page, "Blog Cervejeiro");
        expect(await bar.isVisible()).toBe(false);
        await page.reload();
        await waitForHydration(page);
        expect(await bar.isVisible()).toBe(false);
      } finally {
        await context.close();
      }

      const fresh = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
      try {
        const page = await fresh.newPage();
        await page.goto("/blog");
        expect(await page.getByTestId("mobile-footer-ad").isVisible()).toBe(true);
      } finally {
        await fresh.close();
      }
    });
  });
});
