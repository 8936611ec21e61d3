// Every route of the spec's table (docs/decisions/0020-routes-and-layout.md) in the browser: hydration without errors, the h1, the
// 404 page's buttons and links. Statuses, headers (CSP, cache, ETag/304), the health check
// and the assets are checked without a browser in tests/ssr/routes.test.ts.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_FOUND_H1, PUBLIC_PAGES } from "../public-pages";
import { BASE_URL, expectH1, launchBrowser, newContext, trackPageErrors, waitForHydration } from "./support";

describe("rotas no navegador", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    errors = trackPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("/ hidrata sem erros no console", async () => {
    errors.length = 0;
    const res = await page.goto("/", { waitUntil: "networkidle" });
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await expectH1(page, "Comparador de Preços de Cerveja");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt-BR");
    expect(errors).toEqual([]);
  });

  it.each(PUBLIC_PAGES.map((p) => [p.path, p.h1]))('%s mostra o h1 "%s" sem erros', async (path, h1) => {
    errors.length = 0;
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await expectH1(page, h1);
    expect(await page.title()).not.toBe("");
    expect(errors).toEqual([]);
  });

  it("revisitar uma página já em cache (304) ainda hidrata, sem violação de CSP", async () => {
    await page.goto("/abv");
    await waitForHydration(page);
    errors.length = 0;
    // The browser revalidates with If-None-Match and reuses its copy on 304.
    await page.goto("/abv");
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);
    expect(errors).toEqual([]);
    await expectH1(page, "Calculadora de ABV");
  });

  it("/auth mostra o formulário de acesso", async () => {
    const res = await page.goto("/auth");
    expect(res?.status()).toBe(200);
    await expectH1(page, "Acesso Administrativo");
    expect(await page.getByLabel("E-mail").isVisible()).toBe(true);
    expect(await page.getByLabel("Senha").isVisible()).toBe(true);
  });

  it("/admin e /post-creator sem sessão terminam em /auth", async () => {
    await page.goto("/admin");
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/admin");
    await page.goto("/post-creator");
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/post-creator");
  });

  it("/blog/nao-existe mostra a página 404", async () => {
    const res = await page.goto("/blog/nao-existe");
    expect(res?.status()).toBe(404);
    await expectH1(page, NOT_FOUND_H1);
  });

  it("a página 404 tem os dois botões e os links de calculadoras e conteúdo", async () => {
    const res = await page.goto("/rota-que-nao-existe");
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    await expectH1(page, NOT_FOUND_H1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);

    const home = page.getByRole("link", { name: "Voltar ao início" });
    expect(await home.getAttribute("href")).toBe("/");
    const back = page.getByRole("button", { name: "Voltar à página anterior" });
    expect(await back.isVisible()).toBe(true);

    const calculators = page.getByRole("navigation", { name: "Calculadoras" });
    const calcHrefs = await calculators.locator("a").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(calcHrefs).toEqual(["/", "/festa", "/por-pessoa", "/ibu"]);
    const content = page.getByRole("navigation", { name: "Conteúdo" });
    const contentHrefs = await content.locator("a").evaluateAll((els) => els.map((a) => a.getAttribute("href")));
    expect(contentHrefs).toEqual(["/blog", "/glossario", "/infograficos"]);
  });

  it('na página 404, "Voltar à página anterior" volta para a página de onde se veio', async () => {
    await page.goto("/ibu");
    await page.goto("/mais-uma-rota-inexistente");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Voltar à página anterior" }).click();
    await page.waitForURL(`${BASE_URL}/ibu`);
    await expectH1(page, "Calculadora de IBU");
  });

  it('na página 404, "Voltar ao início" leva a /', async () => {
    await page.goto("/outra-rota-inexistente");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Voltar ao início" }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await expectH1(page, "Comparador de Preços de Cerveja");
  });
});
