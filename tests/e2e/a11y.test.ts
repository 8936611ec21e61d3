// axe-core on every page of the route table, in light and dark, at desktop, and the
// mobile menu open at phone size. The signed-in screens are checked apart: every admin
// screen, at both widths, in admin-a11y.test.ts, and the panel once more in auth.test.ts.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPosts } from "../../db/seed-data";
import { slugify } from "../../app/lib/slug";
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  runAxe,
  seriousA11yViolations,
  seriousViolationLines,
  waitForHydration,
} from "./support";

const POST_PATH = `/blog/${slugify(demoPosts[0]!.name)}`;

const PAGES = [
  "/",
  "/festa",
  "/por-pessoa",
  "/ibu",
  "/abv",
  "/receita",
  "/orcamento",
  "/blog",
  "/drinks",
  POST_PATH,
  "/glossario",
  "/infograficos",
  "/termos-de-uso",
  "/politica-de-privacidade",
  "/auth",
  "/pagina-que-nao-existe",
] as const;

const SCHEMES = ["light", "dark"] as const;

async function settle(page: Page, scheme: "light" | "dark") {
  await waitForHydration(page);
  // The theme really is the one under test (axe checks the colours on screen).
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
  // Let entrance animations finish so colours are final.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

describe("acessibilidade (axe-core)", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The check itself (tests/e2e/support.ts runs axe-core's API directly): it reports what it
  // must, in each theme's rule set, and only inside the part asked for.
  it("o verificador acusa violações sérias, no tema claro e no escuro, e só na parte pedida", async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    try {
      const page = await context.newPage();
      const broken =
        '<!doctype html><html lang="pt-BR"><head><title>t</title></head><body><main>' +
        '<div id="a"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>' +
        '<div id="b"><p style="color:#ddd;background:#fff">texto quase invisível</p></div></main></body></html>';
      await page.setContent(broken);
      const light = await seriousA11yViolations(page);
      expect(
        light.some((line) => line.startsWith("image-alt (critical)")),
        light.join("\n"),
      ).toBe(true);
      expect(
        light.some((line) => line.startsWith("color-contrast (serious)")),
        light.join("\n"),
      ).toBe(true);
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      // Dark runs the colour rules only; a second run reuses the axe already in the page.
      expect((await seriousA11yViolations(page)).map((line) => line.split(" ")[0])).toEqual(["color-contrast"]);
      const onlyA = await runAxe(page, { resultTypes: ["violations"] }, { include: ["#a"] });
      expect(seriousViolationLines(onlyA.violations).map((line) => line.split(" ")[0])).toEqual(["image-alt"]);
      // A new document gets axe again.
      await page.setContent(broken);
      expect((await seriousA11yViolations(page)).length).toBe(2);
    } finally {
      await context.close();
    }
  });

  // Light and dark run side by side (one context each), the same page at a time.
  describe("desktop, temas claro e escuro", () => {
    const pages = {} as Record<(typeof SCHEMES)[number], Page>;

    beforeAll(async () => {
      for (const scheme of SCHEMES) {
        const context = await newContext(browser, { viewport: DESKTOP, colorScheme: scheme });
        pages[scheme] = await context.newPage();
      }
    });

    it.each(PAGES.map((p) => [p]))(
      "%s",
      async (path) => {
        const found = await Promise.all(
          SCHEMES.map(async (scheme) => {
            const page = pages[scheme];
            const res = await page.goto(path);
            expect(res?.status(), `${path} (${scheme})`).toBe(path === "/pagina-que-nao-existe" ? 404 : 200);
            await settle(page, scheme);
            return [scheme, await seriousA11yViolations(page)] as const;
          }),
        );
        expect(Object.fromEntries(found), `axe violations on ${path}`).toEqual({ light: [], dark: [] });
        // Two full axe scans of the page; the glossary's (its 80+ terms) took over 60 s with the
        // machine's load average at 15.
      },
      120_000,
    );
  });

  describe("celular, menu aberto", () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
      page = await context.newPage();
    });

    afterAll(async () => {
      await context?.close();
    });

    it.each(SCHEMES.map((s) => [s]))("/ com o menu aberto, tema %s", async (scheme) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/");
      await settle(page, scheme);
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await page.getByRole("dialog").waitFor();
      await settle(page, scheme);
      await expectNoSeriousA11yViolations(page);
      await page.emulateMedia({ colorScheme: "light" });
    });

    it("/ sem o menu (barra de anúncio do rodapé visível)", async () => {
      await page.goto("/");
      await settle(page, "light");
      expect(await page.getByTestId("mobile-footer-ad").isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page);
    });

    it("/auth", async () => {
      await page.goto("/auth");
      await settle(page, "light");
      expect(await page.getByLabel("E-mail").isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
