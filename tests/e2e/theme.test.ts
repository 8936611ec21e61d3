// Light/dark theme (docs/decisions/0021-browser-behaviours.md): saved choice, else the system preference, else light;
// applied before the first paint (no flash) and kept across reloads.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, newContext, waitForHydration } from "./support";

declare global {
  interface Window {
    __classAtBody?: string;
    __classAtDCL?: string;
  }
}

/**
 * Records the <html> classes when <body> is first parsed (before anything in it can be
 * painted, and long before hydration) and at DOMContentLoaded.
 */
function recordEarlyClasses() {
  const record = () => {
    if (window.__classAtBody === undefined && document.body) window.__classAtBody = document.documentElement.className;
  };
  new MutationObserver((_, observer) => {
    record();
    if (window.__classAtBody !== undefined) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      record();
      window.__classAtDCL = document.documentElement.className;
    },
    { once: true, capture: true },
  );
}

async function open(context: BrowserContext, path = "/"): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(recordEarlyClasses);
  await page.goto(path);
  return page;
}

const early = (page: Page) =>
  page.evaluate(() => ({ body: window.__classAtBody ?? null, dcl: window.__classAtDCL ?? null }));
const htmlClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList]);
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe("tema", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("sistema escuro e nada salvo: <html> já tem a classe dark no primeiro paint", async () => {
    const context = await newContext(browser, { viewport: DESKTOP, colorScheme: "dark" });
    try {
      const page = await open(context, "/ibu");
      await page.waitForFunction(() => window.__classAtDCL !== undefined);
      const { body, dcl } = await early(page);
      expect(body?.split(/\s+/)).toContain("dark");
      expect(dcl?.split(/\s+/)).toContain("dark");
      await waitForHydration(page);
      expect(await htmlClasses(page)).toContain("dark");
      expect(await savedTheme(page)).toBeNull();
      expect(await page.getByRole("button", { name: "Ativar tema claro" }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("sistema claro e nada salvo: sem a classe dark", async () => {
    const context = await newContext(browser, { viewport: DESKTOP, colorScheme: "light" });
    try {
      const page = await open(context, "/ibu");
      await page.waitForFunction(() => window.__classAtDCL !== undefined);
      const { body, dcl } = await early(page);
      expect(body).not.toBeNull();
      expect(body!.split(/\s+/)).not.toContain("dark");
      expect(dcl!.split(/\s+/)).not.toContain("dark");
      await waitForHydration(page);
      expect(await htmlClasses(page)).not.toContain("dark");
      expect(await page.getByRole("button", { name: "Ativar tema escuro" }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("alternar salva a escolha, sobrevive à recarga sem piscar e vence a preferência do sistema", async () => {
    const context = await newContext(browser, { viewport: DESKTOP, colorScheme: "light" });
    try {
      const page = await open(context, "/");
      await waitForHydration(page);
      const lightBg = await bodyBackground(page);

      await page.getByRole("button", { name: "Ativar tema escuro" }).click();
      await expect.poll(() => htmlClasses(page)).toContain("dark");
      expect(await savedTheme(page)).toBe("dark");
      expect(await bodyBackground(page)).not.toBe(lightBg);
      expect(await page.getByRole("button", { name: "Ativar tema claro" }).isVisible()).toBe(true);

      // Reload: the class is there before hydration, from the saved choice.
      await page.reload();
      await page.waitForFunction(() => window.__classAtDCL !== undefined);
      const afterReload = await early(page);
      expect(afterReload.body?.split(/\s+/)).toContain("dark");
      expect(afterReload.dcl?.split(/\s+/)).toContain("dark");
      await waitForHydration(page);
      expect(await htmlClasses(page)).toContain("dark");

      // Back to light, then the system turns dark: the saved "light" wins.
      await page.getByRole("button", { name: "Ativar tema claro" }).click();
      await expect.poll(() => htmlClasses(page)).not.toContain("dark");
      expect(await savedTheme(page)).toBe("light");
      expect(await bodyBackground(page)).toBe(lightBg);

      await page.emulateMedia({ colorScheme: "dark" });
      expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(true);
      await page.reload();
      await page.waitForFunction(() => window.__classAtDCL !== undefined);
      const overridden = await early(page);
      expect(overridden.body?.split(/\s+/)).not.toContain("dark");
      expect(overridden.dcl?.split(/\s+/)).not.toContain("dark");
      await waitForHydration(page);
      expect(await htmlClasses(page)).not.toContain("dark");
      expect(await savedTheme(page)).toBe("light");
    } finally {
      await context.close();
    }
  });

  it("a escolha vale para as outras páginas da mesma visita", async () => {
    const context = await newContext(browser, { viewport: DESKTOP, colorScheme: "light" });
    try {
      const page = await open(context, "/");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Ativar tema escuro" }).click();
      await expect.poll(() => htmlClasses(page)).toContain("dark");
      await page.goto("/blog");
      await page.waitForFunction(() => window.__classAtDCL !== undefined);
      expect((await early(page)).body?.split(/\s+/)).toContain("dark");
      const other = await open(context, "/abv");
      await other.waitForFunction(() => window.__classAtDCL !== undefined);
      expect((await early(other)).body?.split(/\s+/)).toContain("dark");
    } finally {
      await context.close();
    }
  });
});
