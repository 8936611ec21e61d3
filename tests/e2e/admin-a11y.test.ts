// axe-core on every admin screen (issue 8 point 10), light and dark, desktop and phone:
// the list (and its delete dialog), the new and edit forms on both tabs with the SEO
// analysis open, the preview, the categories, ads, SEO and statistics tabs and /post-creator.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  launchBrowser,
  newContext,
  seriousA11yViolations,
  signIn,
  VIEWPORTS,
  waitForHydration,
} from "./support";

const SCHEMES = ["light", "dark"] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function settle(page: Page, scheme: "light" | "dark") {
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

describe.each(VIEWPORTS)("acessibilidade do painel ($name)", ({ name, viewport }) => {
  const contexts: BrowserContext[] = [];
  const pages = new Map<string, Page>();
  let editPath = "";

  beforeAll(async () => {
    for (const [i, scheme] of SCHEMES.entries()) {
      const context = await newContext(browser, {
        viewport,
        colorScheme: scheme,
        clientIp: `198.51.100.${60 + i + (name === "phone" ? 2 : 0)}`,
      });
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page);
      await page.waitForURL(`${BASE_URL}/admin`);
      pages.set(scheme, page);
    }
    const page = pages.get("light")!;
    editPath = (await page.getByRole("link", { name: "Editar", exact: true }).first().getAttribute("href"))!;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  const screens: { label: string; path: () => string; prepare?: (page: Page) => Promise<void> }[] = [
    { label: "lista de posts", path: () => "/admin" },
    {
      label: "confirmação de exclusão",
      path: () => "/admin",
      prepare: async (page) => {
        await page.getByRole("button", { name: "Excluir", exact: true }).first().click();
        await page.getByRole("alertdialog", { name: "Excluir post" }).waitFor();
      },
    },
    {
      // Issue 28: the bulk actions' confirmation and the trash.
      label: "confirmação de ação em lote",
      path: () => "/admin",
      prepare: async (page) => {
        await page.locator('tbody input[type="checkbox"]').first().check();
        await page.getByRole("button", { name: "Mover para rascunho" }).click();
        await page.getByRole("alertdialog", { name: "Mover para rascunho" }).waitFor();
      },
    },
    { label: "lixeira", path: () => "/admin?status=lixeira" },
    { label: "novo post", path: () => "/admin/posts/novo" },
    {
      label: "novo post com erros",
      path: () => "/admin/posts/novo",
      prepare: async (page) => {
        await page.getByRole("button", { name: "Salvar" }).click();
        await page.getByText("Selecione uma categoria", { exact: true }).waitFor();
        // The pointer would leave the button in its hover colour; a finger does not.
        await page.mouse.move(0, 0);
      },
    },
    { label: "editar post", path: () => editPath },
    {
      label: "aba SEO com análise",
      path: () => editPath,
      prepare: async (page) => {
        await page.getByRole("tab", { name: "SEO" }).click();
        await page.getByRole("switch", { name: "Analisar SEO" }).click();
        await page.getByLabel("Título SEO").waitFor();
      },
    },
    { label: "visualizar", path: () => `${editPath}/visualizar` },
    { label: "categorias", path: () => "/admin/categorias" },
    { label: "anúncios", path: () => "/admin/anuncios" },
    { label: "SEO", path: () => "/admin/seo" },
    // Issue 26: the audience statistics (empty or not, with the switch for /anuncie).
    { label: "estatísticas", path: () => "/admin/estatisticas" },
    { label: "dados do site", path: () => "/admin/site" },
    // Issue 28 item 4: the media library, and its picker from the post editor.
    { label: "mídia", path: () => "/admin/midia" },
    {
      label: "seletor da biblioteca de mídia",
      path: () => editPath,
      prepare: async (page) => {
        await page.getByRole("button", { name: "Escolher imagem de capa da biblioteca" }).click();
        await page.getByRole("dialog", { name: "Biblioteca de mídia" }).waitFor();
        await page.getByText("Carregando imagens…").waitFor({ state: "detached" });
      },
    },
    { label: "/post-creator", path: () => "/post-creator" },
  ];

  for (const screen of screens) {
    it(`${screen.label}: sem violações sérias em claro e escuro`, async () => {
      await Promise.all(
        SCHEMES.map(async (scheme) => {
          const page = pages.get(scheme)!;
          const res = await page.goto(screen.path());
          expect(res?.status()).toBe(200);
          await settle(page, scheme);
          await screen.prepare?.(page);
          await page.evaluate(() =>
            Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
          );
          expect(await seriousA11yViolations(page), `${screen.label} (${scheme})`).toEqual([]);
        }),
      );
    });
  }
});
