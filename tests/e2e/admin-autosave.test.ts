// Server autosave of the post being edited (issue 28 item 6): typing in the editor stores an
// autosave 30 s after the first change ("Salvo às 14:32"), without touching the post (visitors
// still see the saved text, the next Salvar is not stale); a failed autosave says so and tries
// again; a browser that opens the post later is offered the autosave (Recuperar / Descartar);
// Histórico lists it as "Salvamento automático" and Restaurar brings it back. Playwright's clock
// stands in for the 30 s wait, so no test-only setting exists in the server. Axe in light and dark.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import {
  BASE_URL,
  cookieHeader,
  DESKTOP,
  deletePostsMatching,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newContext,
  PHONE,
  signIn,
  toast,
  trackPageErrors,
  waitForHydration,
} from "./support";

const url = (path: string) => `${BASE_URL}${path}`;
const stamp = `A${Date.now().toString(36)}`;
const INTERVAL = 30_000;
const SAVED = /^Salvo às \d{2}:\d{2}$/;

let browser: Browser;
let cookie = "";
const contexts: BrowserContext[] = [];

function form(name: string, content: string) {
  return new URLSearchParams({
    name,
    category: `Autosave ${stamp}`,
    status: "published",
    publishAt: "",
    content,
    seoTitle: "",
    seoDescription: "",
    seoKeywords: "",
    seoImage: "",
    canonicalUrl: "",
    version: "",
    tagsText: "",
  }).toString();
}

/** Publishes a post through the editor's own action and returns its id. */
async function publish(name: string, content: string): Promise<string> {
  const res = await fetch(url("/admin/posts/novo"), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
    body: form(name, content),
  });
  expect(res.status, await res.clone().text()).toBe(302);
  const list = await (await fetch(url(`/admin?q=${encodeURIComponent(name)}`), { headers: { Cookie: cookie } })).text();
  const id = list.match(/\/admin\/posts\/([0-9a-f-]{36})"/)?.[1] ?? "";
  expect(id).not.toBe("");
  return id;
}

async function publicHtml(name: string): Promise<string> {
  const res = await fetch(url(`/blog/${slugify(name)}`));
  expect(res.status).toBe(200);
  return res.text();
}

/** A signed-in page whose clock Playwright drives (installed before the editor loads). */
async function editorPage(options: { scheme: "light" | "dark"; viewport: typeof DESKTOP | typeof PHONE; ip: number }) {
  const context = await newContext(browser, {
    colorScheme: options.scheme,
    viewport: options.viewport,
    clientIp: `198.51.100.${options.ip}`,
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.clock.install();
  await signIn(page);
  await page.waitForURL(url("/admin"));
  return { context, page };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const titleField = (page: Page) => page.getByLabel("Título", { exact: true });
const contentField = (page: Page) => page.locator("textarea#post-content");
const indicator = (page: Page) => page.getByRole("status").filter({ hasText: /Salvo às|salvamento automático/i });

beforeAll(async () => {
  browser = await launchBrowser();
  const ctx = await newContext(browser, { clientIp: "198.51.100.90" });
  contexts.push(ctx);
  const page = await ctx.newPage();
  await signIn(page);
  await page.waitForURL(url("/admin"));
  cookie = await cookieHeader(ctx);
});

afterAll(async () => {
  if (cookie) await deletePostsMatching(cookie, stamp);
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe("salvamento automático no servidor", () => {
  it("salva 30 s após a primeira alteração sem mudar o post publicado; Salvar continua valendo; uma falha é dita e repetida", async () => {
    const name = `Publicado intacto ${stamp}`;
    const id = await publish(name, "Texto público original.");
    const { page } = await editorPage({ scheme: "dark", viewport: DESKTOP, ip: 91 });
    const errors = trackPageErrors(page);
    const autosaves: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/salvamento-automatico")) autosaves.push(r.method());
    });
    await open(page, `/admin/posts/${id}`);

    // Nothing changed: nothing is sent, however long the editor stays open.
    await page.clock.fastForward(INTERVAL * 2);
    expect(autosaves).toEqual([]);

    await contentField(page).fill("Texto em edição, ainda não salvo.");
    await page.clock.fastForward(INTERVAL - 5_000);
    expect(autosaves).toEqual([]);
    await page.clock.fastForward(6_000);
    await expect.poll(() => indicator(page).innerText()).toMatch(SAVED);
    expect(autosaves).toEqual(["POST"]);
    await expectNoSeriousA11yViolations(page);

    // Visitors still see the saved post; the editor's form is untouched.
    const html = await publicHtml(name);
    expect(html).toContain("Texto público original.");
    expect(html).not.toContain("Texto em edição");

    // A failed autosave says so in Portuguese and is tried again on the next interval.
    await page.route("**/salvamento-automatico", (route) => route.abort());
    await contentField(page).fill("Texto em edição, segunda parte.");
    await page.clock.fastForward(INTERVAL + 1_000);
    await expect.poll(() => indicator(page).innerText()).toContain("Falha no salvamento automático");
    await page.unroute("**/salvamento-automatico");
    await page.clock.fastForward(INTERVAL + 1_000);
    await expect.poll(() => indicator(page).innerText()).toMatch(SAVED);
    expect(await contentField(page).inputValue()).toBe("Texto em edição, segunda parte.");

    // The manual save is not stale after autosaves, and only it reaches visitors.
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.waitForURL(url("/admin"));
    await toast(page, "Post atualizado").waitFor();
    expect(await publicHtml(name)).toContain("Texto em edição, segunda parte.");
    // Abort logs a failed request in the console; nothing else may.
    expect(errors.filter((e) => !e.includes("net::ERR_FAILED"))).toEqual([]);
  }, 120_000);

  it("oferece o salvamento automático ao reabrir; Recuperar preenche, Descartar esconde; o Histórico o mostra e Restaurar o traz de volta", async () => {
    const name = `Aba fechada ${stamp}`;
    const typed = `Aba fechada recuperada ${stamp}`;
    const id = await publish(name, "Texto salvo antes da queda.");

    // One browser types and is closed before Salvar.
    const first = await editorPage({ scheme: "light", viewport: DESKTOP, ip: 92 });
    await open(first.page, `/admin/posts/${id}`);
    await titleField(first.page).fill(typed);
    await contentField(first.page).fill("Linha comum.\n\nTexto que só existia na aba fechada.");
    await first.page.clock.fastForward(INTERVAL + 1_000);
    await expect.poll(() => indicator(first.page).innerText()).toMatch(SAVED);
    const savedAt = (await indicator(first.page).innerText()).replace("Salvo às ", "");
    await first.context.close();

    // Another one opens the post: offered, nothing overwritten until the choice.
    const second = await editorPage({ scheme: "light", viewport: DESKTOP, ip: 93 });
    const errors = trackPageErrors(second.page);
    await open(second.page, `/admin/posts/${id}`);
    const offer = second.page.getByRole("region", { name: /Há um salvamento automático/ });
    await offer.waitFor();
    expect(await offer.getByRole("heading").innerText()).toBe(
      `Há um salvamento automático de ${savedAt} mais recente que a versão salva.`,
    );
    expect(await titleField(second.page).inputValue()).toBe(name);
    await expectNoSeriousA11yViolations(second.page);
    await offer.getByRole("button", { name: "Recuperar" }).click();
    await offer.waitFor({ state: "detached" });
    expect(await titleField(second.page).inputValue()).toBe(typed);
    expect(await contentField(second.page).inputValue()).toContain("Texto que só existia na aba fechada.");
    // Recovered into the form only: the post is as it was saved.
    expect(await publicHtml(name)).toContain("Texto salvo antes da queda.");
    expect(errors).toEqual([]);

    // A phone in dark mode: the offer passes axe, fits the width, and Descartar hides it here for good.
    const third = await editorPage({ scheme: "dark", viewport: PHONE, ip: 94 });
    await open(third.page, `/admin/posts/${id}`);
    const phoneOffer = third.page.getByRole("region", { name: /Há um salvamento automático/ });
    await phoneOffer.waitFor();
    await expectNoSeriousA11yViolations(third.page);
    expect(await third.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phoneOffer.getByRole("button", { name: "Descartar" }).click();
    await phoneOffer.waitFor({ state: "detached" });
    expect(await titleField(third.page).inputValue()).toBe(name);
    await open(third.page, `/admin/posts/${id}`);
    expect(await third.page.getByRole("region", { name: /Há um salvamento automático/ }).count()).toBe(0);

    // Histórico: the autosave, labelled, with who and when; rendered and compared; Restaurar.
    await third.page.getByRole("link", { name: "Histórico" }).click();
    await third.page.waitForURL(url(`/admin/posts/${id}/historico`));
    const versions = third.page.getByRole("list", { name: "Versões" }).getByRole("listitem");
    await expect.poll(() => versions.count()).toBe(2);
    const top = await versions.first().innerText();
    expect(top).toContain("Salvamento automático");
    expect(top).toContain(typed);
    expect(top).toMatch(/\d{2} de [a-zç]+ de \d{4} às \d{2}:\d{2}/);
    expect(await versions.nth(1).innerText()).toContain("versão atual");
    await versions.first().getByRole("link").click();
    await third.page.waitForURL(/versao=\d+/);
    await third.page.getByRole("heading", { name: /^Salvamento automático de / }).waitFor();
    const rendered = third.page.locator("section", {
      has: third.page.getByRole("heading", { name: "Como esta versão aparece" }),
    });
    expect(await rendered.innerText()).toContain("Texto que só existia na aba fechada.");
    const diff = third.page.getByRole("region", { name: "Diferenças linha a linha" });
    expect((await diff.locator("[data-diff=added]").allInnerTexts()).join("\n")).toContain(
      "Texto que só existia na aba fechada.",
    );
    expect((await diff.locator("[data-diff=removed]").allInnerTexts()).join("\n")).toContain(
      "Texto salvo antes da queda.",
    );
    await expectNoSeriousA11yViolations(third.page);
    expect(await third.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await third.page.getByRole("button", { name: "Restaurar" }).click();
    const dialog = third.page.getByRole("alertdialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Restaurar" }).click();
    await third.page.waitForURL(url(`/admin/posts/${id}`));
    await toast(third.page, "Versão restaurada").waitFor();
    await expect.poll(() => titleField(third.page).inputValue()).toBe(typed);
    // Restored as a save: visitors see it (the address stays), and the offer is gone.
    expect(await publicHtml(name)).toContain("Texto que só existia na aba fechada.");
    expect(await third.page.getByRole("region", { name: /Há um salvamento automático/ }).count()).toBe(0);
  }, 180_000);

  it("um post novo fica só neste navegador até o primeiro Salvar, e diz isso", async () => {
    const { page } = await editorPage({ scheme: "light", viewport: PHONE, ip: 95 });
    const autosaves: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/salvamento-automatico")) autosaves.push(r.url());
    });
    await open(page, "/admin/posts/novo");
    expect(await indicator(page).innerText()).toBe("Salvamento automático após o primeiro Salvar.");
    await titleField(page).fill(`Novo sem servidor ${stamp}`);
    await page.clock.fastForward(INTERVAL * 2);
    expect(autosaves).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }, 60_000);

  it("o endereço recusa o que um salvamento recusaria, com a mensagem em português, e não muda o post", async () => {
    const name = `Recusas ${stamp}`;
    const id = await publish(name, "Texto das recusas.");
    const send = (fields: Record<string, string>, path = `/admin/posts/${id}/salvamento-automatico`) =>
      fetch(url(path), {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const valid = {
      name: "Rascunho",
      content: "",
      category: "",
      status: "draft",
      session: "0123456789abcdef0123456789abcdef",
    };
    expect((await send(valid)).status).toBe(200);
    const nul = await send({ ...valid, content: "a\0b" });
    expect(nul.status).toBe(400);
    expect((await nul.json()).fieldErrors.content).toBe(
      "Este campo contém um caractere inválido (NUL). Remova-o e salve de novo.",
    );
    const long = await send({ ...valid, name: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect((await long.json()).fieldErrors.name).toBe("O título deve ter no máximo 100 caracteres");
    expect((await send({ ...valid, session: "" })).status).toBe(400);
    expect((await send(valid, "/admin/posts/00000000-0000-4000-8000-000000000000/salvamento-automatico")).status).toBe(
      404,
    );
    expect(await publicHtml(name)).toContain("Texto das recusas.");
  });
});
