// Post revisions (issue 28 item 2): every save keeps a version; "Histórico" on the editor lists
// them, shows one rendered and as a line diff against the current text, and "Restaurar" (after a
// confirmation) brings it back as a new version, on the editor and on the public post. The page
// passes axe in light and dark, and refuses visitors without a session.
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
const stamp = `R${Date.now().toString(36)}`;
const first = `Versões um ${stamp}`;
const second = `Versões dois ${stamp}`;
const third = `Versões três ${stamp}`;
const body = (n: string) => `Linha comum a todas.\n\nTexto da versão ${n}.\n\nFim comum.`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let cookie: string;
let postId = "";

function form(name: string, content: string, version: string) {
  return new URLSearchParams({
    name,
    category: `Versões ${stamp}`,
    status: "published",
    publishAt: "",
    content,
    seoTitle: `SEO ${name}`,
    seoDescription: "",
    seoKeywords: "",
    seoImage: "",
    canonicalUrl: "",
    version,
    tagsText: "",
  }).toString();
}

async function post(path: string, payload: string) {
  const res = await fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
    body: payload,
  });
  expect(res.status, await res.clone().text()).toBe(302);
}

/** Saves the post through the editor's own action, with the version its form would carry. */
async function edit(name: string, content: string) {
  const html = await (await fetch(url(`/admin/posts/${postId}`), { headers: { Cookie: cookie } })).text();
  const input = html.match(/<input[^>]*name="version"[^>]*>/)?.[0] ?? "";
  const version = input.match(/value="([^"]+)"/)?.[1];
  expect(version, "the editor's version token").toBeTruthy();
  await post(`/admin/posts/${postId}`, form(name, content, version!));
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { clientIp: "198.51.100.81" });
  page = await context.newPage();
  errors = trackPageErrors(page);
  await signIn(page);
  await page.waitForURL(url("/admin"));
  cookie = await cookieHeader(context);
  await post("/admin/posts/novo", form(first, body("um"), ""));
  const list = await (
    await fetch(url(`/admin?q=${encodeURIComponent(stamp)}`), { headers: { Cookie: cookie } })
  ).text();
  postId = list.match(/\/admin\/posts\/([0-9a-f-]{36})"/)?.[1] ?? "";
  expect(postId).not.toBe("");
  await edit(second, body("dois"));
  await edit(third, body("três"));
});

afterAll(async () => {
  if (cookie) await deletePostsMatching(cookie, stamp);
  await context?.close();
  await browser?.close();
});

describe("histórico de versões de um post", () => {
  it("lista as versões, mostra uma renderizada e comparada, e Restaurar a traz de volta como nova versão", async () => {
    await page.goto(`/admin/posts/${postId}`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Histórico" }).click();
    await page.waitForURL(url(`/admin/posts/${postId}/historico`));
    const versions = page.getByRole("list", { name: "Versões" }).getByRole("listitem");
    await expect.poll(() => versions.count()).toBe(3);
    expect(await versions.allInnerTexts()).toEqual([
      expect.stringContaining(third),
      expect.stringContaining(second),
      expect.stringContaining(first),
    ]);
    expect(await versions.first().innerText()).toMatch(/\d{2} de [a-zç]+ de \d{4} às \d{2}:\d{2}/);

    await versions.last().getByRole("link").click();
    await page.waitForURL(/versao=\d+/);
    await page.getByRole("heading", { name: "Como esta versão aparece" }).waitFor();
    const rendered = page.locator("section", { has: page.getByRole("heading", { name: "Como esta versão aparece" }) });
    expect(await rendered.locator(".post-content").innerText()).toContain("Texto da versão um.");
    const diff = page.getByRole("region", { name: "Diferenças linha a linha" });
    expect(await diff.locator("[data-diff=added]").allInnerTexts()).toEqual([
      expect.stringContaining("Texto da versão um."),
    ]);
    expect(await diff.locator("[data-diff=removed]").allInnerTexts()).toEqual([
      expect.stringContaining("Texto da versão três."),
    ]);
    // The markers are words for a screen reader too, not colour alone.
    expect(await diff.locator("[data-diff=added] .sr-only").innerText()).toContain("Só nesta versão");
    const fields = page.locator("section", { has: page.getByRole("heading", { name: "Título e SEO" }) });
    expect(await fields.innerText()).toContain(first);
    expect(await fields.innerText()).toContain(`SEO ${third}`);

    await page.getByRole("button", { name: "Restaurar" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Restaurar" }).click();
    await page.waitForURL(url(`/admin/posts/${postId}`));
    await toast(page, "Versão restaurada").waitFor();
    await expect.poll(() => page.getByLabel("Título", { exact: true }).inputValue()).toBe(first);

    // The public post shows the old text again (the slug never changed).
    const publicHtml = await (await fetch(url(`/blog/${slugify(first)}`))).text();
    expect(publicHtml).toContain("Texto da versão um.");
    expect(publicHtml).not.toContain("Texto da versão três.");

    // A new version on top; the others are all still there.
    await page.goto(`/admin/posts/${postId}/historico`);
    await expect.poll(() => versions.count()).toBe(4);
    expect(await versions.first().innerText()).toContain(first);
    expect(await versions.nth(1).innerText()).toContain(third);
    expect(errors).toEqual([]);
  });

  it("passa no axe em tema claro e escuro, no computador e no celular, com uma versão aberta", async () => {
    const runs = [
      { scheme: "light", viewport: DESKTOP },
      { scheme: "dark", viewport: DESKTOP },
      { scheme: "light", viewport: PHONE },
      { scheme: "dark", viewport: PHONE },
    ] as const;
    for (const [i, { scheme, viewport }] of runs.entries()) {
      const ctx = await newContext(browser, { colorScheme: scheme, viewport, clientIp: `198.51.100.${82 + i}` });
      try {
        const p = await ctx.newPage();
        await signIn(p);
        await p.waitForURL(url("/admin"));
        await p.goto(`/admin/posts/${postId}/historico`);
        await waitForHydration(p);
        await p.getByRole("list", { name: "Versões" }).getByRole("link").nth(1).click();
        await p.waitForURL(/versao=\d+/);
        await p.getByRole("region", { name: "Diferenças linha a linha" }).waitFor();
        expect(await p.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
        await expectNoSeriousA11yViolations(p);
        // Long lines wrap: the page never scrolls sideways, on a phone either.
        expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // The page-side confirmation (no JavaScript) passes too.
        await p.goto(`${p.url()}&restaurar=1`);
        await waitForHydration(p);
        await expectNoSeriousA11yViolations(p);
      } finally {
        await ctx.close();
      }
    }
  }, 120_000);

  it("sem sessão, a página leva a /auth e Restaurar não muda nada", async () => {
    const path = `/admin/posts/${postId}/historico`;
    const res = await fetch(url(path), { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/auth?${new URLSearchParams({ redirect: path })}`);
    const before = await (await fetch(url(path), { headers: { Cookie: cookie } })).text();
    const versao = before.match(/versao=(\d+)/)?.[1] ?? "1";
    const refused = await fetch(url(path), {
      method: "POST",
      redirect: "manual",
      headers: { Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ versao }).toString(),
    });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toMatch(/^\/auth/);
    const versions = (await (await fetch(url(path), { headers: { Cookie: cookie } })).text()).match(/versao=\d+"/g);
    expect(versions).toHaveLength(4);
  });
});
