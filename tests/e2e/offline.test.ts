// Offline use (issue 12 item 7): after ONE visit with signal (the glossary), the service worker
// (app/pwa/sw.js) has precached the six calculators, the glossary and the infographics: with the browser
// offline, the party calculator and the comparator, never opened, open and calculate; a page neither
// opened nor precached shows the Portuguese offline page, whether reached by a link inside the app or
// typed; the sign-in page is never kept; and coming back online, the pages come from the network again.
// The manifest, the worker's lists and headers are checked without a browser (tests/ssr/pwa.test.ts).
// The other browser files run with service workers blocked (support.ts).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, trackPageErrors, waitForHydration } from "./support";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const NBSP = "\u00a0";
const OFFLINE_H1 = "Você está sem conexão";

const PRECACHED = ["/", "/festa", "/por-pessoa", "/ibu", "/abv", "/orcamento", "/glossario", "/infograficos"];

/** Every address the worker's caches hold, as path and query. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        paths.push(url.pathname + url.search);
      }
    }
    return paths;
  });
}

/** Waits until the worker (registered once the page is idle) controls the page and holds the precached pages. */
async function waitForPrecache(page: Page) {
  // page.waitForFunction does not wait for a promise, and the Cache API has only async reads.
  await expect
    .poll(
      async () => {
        if (!(await page.evaluate(() => Boolean(navigator.serviceWorker?.controller)))) return false;
        const kept = await keptPaths(page);
        return PRECACHED.every((path) => kept.includes(path));
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

async function h1(page: Page) {
  return (await page.locator("h1").innerText()).trim();
}

describe("sem conexão (service worker)", () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await newContext(browser, { serviceWorkers: "allow" });
  });

  afterAll(async () => {
    await context?.close();
  });

  it("uma visita basta: offline, a festa e o comparador, nunca abertos, abrem e calculam; o resto mostra a página sem conexão", async () => {
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    // One visit, with signal: the glossary. The worker installs there and fetches the other pages.
    await page.goto("/glossario");
    await waitForHydration(page);
    await waitForPrecache(page);
    // The sign-in page, seen with signal too: never kept.
    const signIn = await context.newPage();
    await signIn.goto("/auth");
    await signIn.getByLabel("E-mail").waitFor();

    await context.setOffline(true);
    await signIn.reload();
    expect(await h1(signIn)).toBe(OFFLINE_H1);
    expect(await signIn.title()).toBe("Sem conexão | Cervejômetro");
    const kept = await keptPaths(signIn);
    expect(kept.filter((u) => /^\/(admin|auth|post-creator)/.test(u))).toEqual([]);
    // The offline page lists the pages this device has a copy of, and only those: the IBU calculator,
    // never opened, is one; the blog is not.
    const list = signIn.getByRole("navigation", { name: "Páginas disponíveis sem conexão" });
    // The list shows once every link is checked (unseen before, so nothing moves).
    await list.getByRole("link", { name: "Calculadora de IBU" }).waitFor();
    expect(await list.getByRole("link", { name: "Blog" }).isVisible()).toBe(false);
    await signIn.close();

    // The page visited, reloaded: its copy came from the install's fetch, revalidating the one the
    // browser had (a 304 when unchanged, sent without a CSP), so the stored nonce and header agree.
    await page.reload();
    await waitForHydration(page);
    expect(await h1(page)).toBe("Glossário de Bebidas");

    // A link inside the app to the party calculator, never opened: its data request fails, the router
    // loads it as a document, and the worker answers with the precached page, whose cached scripts
    // calculate. Defaults: 104 cans, bought in 9 fardos: 108 × R$ 3,49 = R$ 376,92.
    await page.getByTestId("sidebar").getByRole("link", { name: "Calculadora de Festa" }).click();
    await page.locator("h1", { hasText: "Calculadora de Festa" }).waitFor();
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe("/festa");
    await page.getByTestId("cerveja").filter({ hasText: "104 latas de 350 ml" }).waitFor();
    await page.getByLabel("Preço Cerveja (lata de 350 ml)").fill("3,49");
    await page
      .getByTestId("total-cerveja")
      .filter({ hasText: `R$${NBSP}376,92` })
      .waitFor();

    // A link inside the app to a page neither opened nor precached: the offline page, not the app's
    // error screen.
    await page.getByTestId("sidebar").getByRole("link", { name: "Blog" }).click();
    await page.locator("h1", { hasText: OFFLINE_H1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/blog");

    // The comparator, typed as an address while offline and never opened: two beers compared.
    // 3,49 ÷ 0,35 L = R$ 9,97 per litre; 4,99 ÷ 0,473 L = R$ 10,55.
    await page.goto("/");
    await waitForHydration(page);
    const fill = async (n: number, volume: string, price: string) => {
      const beer = page.getByRole("group", { name: `Cerveja ${n}`, exact: true });
      await beer.getByRole("combobox", { name: "Volume" }).selectOption({ label: volume });
      await beer.getByLabel("Preço (R$)").fill(price);
    };
    await fill(1, "350 ml · lata", "3,49");
    await fill(2, "473 ml · latão", "4,99");
    await page.getByRole("button", { name: "Calcular", exact: true }).click();
    const results = page.getByTestId("comparator-result");
    await expect.poll(() => results.count()).toBe(2);
    const [best, second] = await results.allInnerTexts();
    expect(best).toContain(`R$${NBSP}9,97`);
    expect(best).toContain("Melhor Preço!");
    expect(second).toContain(`R$${NBSP}10,55`);

    const offlineNoise = /ERR_INTERNET_DISCONNECTED|Failed to load resource/;
    expect(errors.filter((e) => !offlineNoise.test(e))).toEqual([]);

    // A shared link to the party calculator with inputs this device never opened: the worker has
    // only the page as kept (other inputs), whose scripts then read the address's inputs. React
    // reports that the server HTML differs from the address (minified error 418) and renders the
    // page in the browser instead: the one error this case may log.
    errors.length = 0;
    await page.goto("/festa?bebem=10&nao_bebem=0&criancas=0&horas=5&clima=ameno&perfil=moderado&embalagem=350");
    await waitForHydration(page);
    await page.getByTestId("cerveja").filter({ hasText: "52 latas de 350 ml" }).waitFor();
    expect(errors.filter((e) => !offlineNoise.test(e) && !/Minified React error #418/.test(e))).toEqual([]);
    errors.length = 0;

    // Back online: the network again, and the page the offline page stood for is the real one.
    await context.setOffline(false);
    // The page's connection may come back before its service worker's (the likely cause of one
    // fresh-clone CI under load timing out here; not reproduced alone): a navigation in between
    // goes through a worker whose fetch still fails, and it rightly answers with the offline page
    // (no React, so no hydration). Loading again until the worker
    // reaches the network is what a visitor does; a worker that stayed offline fails here, with
    // the offline page's heading as the last value.
    await expect
      .poll(
        async () => {
          await page.goto("/blog");
          return h1(page);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe("Blog Cervejeiro");
    await waitForHydration(page);
    // A request the offline page started (its calculation beacon) may still fail as the
    // connection comes back: offline noise, not an error of the page online.
    expect(errors.filter((e) => !offlineNoise.test(e))).toEqual([]);
    await page.close();
  });
});
