// The post list as an owner works it (issue 28 item 8): a new post starts as a draft, the list
// shows each post's publication time (scheduled ones too), filters by status and category, sorts
// by date or title, and publishes or unpublishes several posts at once after a confirmation; the
// activity log says what was done; Ctrl+S saves in the editor; focus returns to the button that
// opened a dialog. Desktop, with the bulk flow also at phone width.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import {
  BASE_URL,
  cookieHeader,
  deletePostsMatching,
  launchBrowser,
  newContext,
  PHONE,
  signIn,
  toast,
  trackPageErrors,
  waitForHydration,
} from "./support";

const url = (path: string) => `${BASE_URL}${path}`;
const stamp = `L${Date.now().toString(36)}`;
const category = `Lista ${stamp}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let cookie: string;

function createPost(name: string, status: "draft" | "published" | "scheduled", publishAt = "") {
  return fetch(url("/admin/posts/novo"), {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name,
      category,
      status,
      publishAt,
      content: `Conteúdo do post ${name}, com mais de dez caracteres.`,
      seoTitle: "",
      seoDescription: "",
      seoKeywords: "",
      seoImage: "",
      canonicalUrl: "",
      version: "",
      tagsText: "",
    }).toString(),
  });
}

/** The titles of the list's rows, top to bottom. */
async function rowTitles(p: Page) {
  return p.locator("tbody tr td:nth-child(2) a").allInnerTexts();
}

const publicStatus = async (name: string) => (await fetch(url(`/blog/${slugify(name)}`))).status;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { clientIp: "198.51.100.61" });
  page = await context.newPage();
  page.on("dialog", (dialog) => void dialog.accept());
  errors = trackPageErrors(page);
  await signIn(page);
  await page.waitForURL(url("/admin"));
  cookie = await cookieHeader(context);
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  const local = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(inTwoDays)
    .replace(" ", "T");
  for (const [name, status, at] of [
    [`Bravo ${stamp}`, "published", ""],
    [`Alfa ${stamp}`, "draft", ""],
    [`Charlie ${stamp}`, "scheduled", local],
  ] as const) {
    const res = await createPost(name, status, at);
    expect(res.status, await res.clone().text()).toBe(302);
  }
});

afterAll(async () => {
  if (cookie) await deletePostsMatching(cookie, stamp);
  await context?.close();
  await browser?.close();
});

describe("lista de posts do painel", () => {
  it("mostra a publicação de cada post, filtra por status e categoria e ordena por título", async () => {
    await page.goto(`/admin?q=${stamp}`);
    await waitForHydration(page);
    // Newest created first by default.
    expect(await rowTitles(page)).toEqual([`Charlie ${stamp}`, `Alfa ${stamp}`, `Bravo ${stamp}`]);
    const row = (name: string) => page.getByRole("row").filter({ hasText: `${name} ${stamp}` });
    expect(await row("Charlie").innerText()).toMatch(/Agendado para \d{2} de [a-zç]+ de \d{4} às \d{2}:\d{2}/);
    expect(await row("Bravo").innerText()).toMatch(/Publicado em \d{2} de/);
    expect(await row("Alfa").innerText()).toMatch(/Criado em \d{2} de/);

    // Filters apply as they change (and with the form's button without JavaScript).
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Rascunho" });
    await page.waitForURL(/status=rascunho/);
    await expect.poll(() => rowTitles(page)).toEqual([`Alfa ${stamp}`]);
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Agendado" });
    await expect.poll(() => rowTitles(page)).toEqual([`Charlie ${stamp}`]);
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Todos os status" });
    await page.getByLabel("Ordenar por").selectOption({ label: "Título (A–Z)" });
    await expect.poll(() => rowTitles(page)).toEqual([`Alfa ${stamp}`, `Bravo ${stamp}`, `Charlie ${stamp}`]);
    await page.getByLabel("Categoria", { exact: true }).selectOption({ label: category });
    await page.waitForURL(/categoria=/);
    await expect.poll(() => rowTitles(page)).toHaveLength(3);
    // Another category: none of these.
    await page.getByLabel("Categoria", { exact: true }).selectOption({ label: "Sem categoria (Outros)" });
    await expect.poll(() => page.getByText("Nenhum post encontrado com esses filtros.").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("publica e move para rascunho vários posts de uma vez, depois de confirmar, e o registro diz o quê", async () => {
    await page.goto(`/admin?q=${stamp}&ordem=titulo`);
    await waitForHydration(page);
    expect(await publicStatus(`Alfa ${stamp}`)).toBe(404);
    await page.getByLabel(`Selecionar "Alfa ${stamp}"`).check();
    await page.getByLabel(`Selecionar "Charlie ${stamp}"`).check();
    expect(await page.getByText("2 posts selecionados.").isVisible()).toBe(true);
    const bar = page.getByRole("form", { name: "Ações em lote" });
    await bar.getByRole("button", { name: "Publicar", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Publicar" });
    expect(await dialog.innerText()).toContain("Publicar 2 posts agora?");
    // Cancel changes nothing, and focus goes back to the button that asked.
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Publicar");
    expect(await publicStatus(`Alfa ${stamp}`)).toBe(404);

    await bar.getByRole("button", { name: "Publicar", exact: true }).click();
    await dialog.getByRole("button", { name: "Publicar", exact: true }).click();
    await toast(page, "2 posts publicados").waitFor();
    expect(await publicStatus(`Alfa ${stamp}`)).toBe(200);
    expect(await publicStatus(`Charlie ${stamp}`)).toBe(200);
    // The choice is cleared, and the list says what they are now.
    expect(await page.getByLabel(`Selecionar "Alfa ${stamp}"`).isChecked()).toBe(false);
    expect(
      await page
        .getByRole("row")
        .filter({ hasText: `Charlie ${stamp}` })
        .innerText(),
    ).toContain("Publicado");

    await page.getByLabel("Selecionar todos os posts desta página").check();
    await bar.getByRole("button", { name: "Mover para rascunho" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Mover para rascunho" }).click();
    await toast(page, "3 posts movidos para rascunho").waitFor();
    for (const name of ["Alfa", "Bravo", "Charlie"]) expect(await publicStatus(`${name} ${stamp}`)).toBe(404);

    const log = page.getByRole("list", { name: "Atividade recente" });
    expect(await log.innerText()).toContain(`publicou o post “Alfa ${stamp}”`);
    expect(await log.innerText()).toContain(`moveu para rascunho o post “Bravo ${stamp}”`);
    expect(errors).toEqual([]);
  });

  it("sem JavaScript, a ação em lote pergunta na própria página", async () => {
    const plain = await newContext(browser, { clientIp: "198.51.100.62", javaScriptEnabled: false });
    await plain.addCookies(await context.cookies());
    const p = await plain.newPage();
    await p.goto(`/admin?q=${stamp}&ordem=titulo`);
    await p.getByLabel(`Selecionar "Bravo ${stamp}"`).check();
    await p.getByRole("button", { name: "Publicar", exact: true }).click();
    const ask = p.getByRole("alertdialog", { name: "Publicar" });
    expect(await ask.innerText()).toContain("Publicar 1 post agora?");
    await ask.getByRole("button", { name: "Publicar", exact: true }).click();
    await p.waitForURL(/\/admin\?/);
    expect(await publicStatus(`Bravo ${stamp}`)).toBe(200);
    // Back on the same list (search and order kept).
    expect(new URL(p.url()).searchParams.get("ordem")).toBe("titulo");
    await plain.close();
  });

  it("Ctrl+S salva no editor, e Esc devolve o foco ao botão que abriu o diálogo de excluir", async () => {
    await page.goto(`/admin?q=${encodeURIComponent(`Alfa ${stamp}`)}`);
    await waitForHydration(page);
    const remove = page
      .getByRole("row")
      .filter({ hasText: `Alfa ${stamp}` })
      .getByRole("button", { name: "Excluir" });
    await remove.click();
    await page.getByRole("alertdialog", { name: "Excluir post" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);

    await page
      .getByRole("row")
      .filter({ hasText: `Alfa ${stamp}` })
      .getByRole("link", { name: "Editar" })
      .click();
    await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/);
    await waitForHydration(page);
    const title = page.getByLabel("Título", { exact: true });
    await title.fill(`Alfa ${stamp} salvo com atalho`);
    await title.press("Control+s");
    await page.waitForURL(url("/admin"));
    await toast(page, "Post atualizado").waitFor();
    expect(
      await page
        .getByRole("row")
        .filter({ hasText: `Alfa ${stamp} salvo com atalho` })
        .count(),
    ).toBe(1);
    expect(errors).toEqual([]);
  });

  it("Excluir leva à Lixeira (410 para o visitante); Restaurar traz de volta; Excluir definitivamente pergunta de novo", async () => {
    const name = `Bravo ${stamp}`;
    await page.goto(`/admin?q=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    expect(await publicStatus(name)).toBe(200);
    await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name: "Excluir", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Excluir post" }).getByRole("button", { name: "Excluir" }).click();
    await toast(page, "Post excluído").waitFor();
    expect(await publicStatus(name)).toBe(410);
    expect(await page.getByRole("row").filter({ hasText: name }).count()).toBe(0);
    // Gone from the sitemap and the RSS while in the trash.
    const sitemap = await (await fetch(url("/sitemap.xml"))).text();
    expect(sitemap).not.toContain(slugify(name));

    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Lixeira" });
    await page.waitForURL(/status=lixeira/);
    const row = page.getByRole("row").filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Na lixeira desde \d{2} de/);
    await row.getByRole("button", { name: "Restaurar" }).click();
    await toast(page, "Post restaurado").waitFor();
    expect(await publicStatus(name)).toBe(200);
    expect(await page.getByRole("row").filter({ hasText: name }).count()).toBe(0);

    // In the trash again, through the bulk bar, then deleted for good.
    await page.goto(`/admin?q=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    await page.getByLabel(`Selecionar "${name}"`).check();
    await page.getByRole("button", { name: "Mover para a lixeira" }).click();
    const ask = page.getByRole("alertdialog", { name: "Mover para a lixeira" });
    expect(await ask.innerText()).toContain("pode ser restaurado por 30 dias");
    await ask.getByRole("button", { name: "Mover para a lixeira" }).click();
    await toast(page, "1 post movido para a lixeira").waitFor();
    expect(await publicStatus(name)).toBe(410);
    await page.goto(`/admin?q=${encodeURIComponent(name)}&status=lixeira`);
    await waitForHydration(page);
    await page
      .getByRole("row")
      .filter({ hasText: name })
      .getByRole("button", { name: "Excluir definitivamente" })
      .click();
    const purge = page.getByRole("alertdialog", { name: "Excluir definitivamente" });
    expect(await purge.innerText()).toContain("Esta ação não pode ser desfeita.");
    await purge.getByRole("button", { name: "Excluir definitivamente" }).click();
    await toast(page, "Post excluído definitivamente").waitFor();
    expect(await publicStatus(name)).toBe(404);
    expect(await page.getByText("A lixeira está vazia.").isVisible()).toBe(true);
    const log = await page.getByRole("list", { name: "Atividade recente" }).innerText();
    expect(log).toContain(`moveu para a lixeira o post “${name}”`);
    expect(log).toContain(`restaurou o post “${name}”`);
    expect(log).toContain(`excluiu definitivamente o post “${name}”`);
    expect(errors).toEqual([]);
  });

  it("no celular, marcar e publicar em lote cabe na tela", async () => {
    const phone = await newContext(browser, {
      viewport: PHONE,
      clientIp: "198.51.100.63",
      isMobile: true,
      hasTouch: true,
    });
    await phone.addCookies(await context.cookies());
    const p = await phone.newPage();
    await p.goto(`/admin?q=${stamp}&ordem=titulo`);
    await waitForHydration(p);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await p.getByLabel(`Selecionar "Charlie ${stamp}"`).check();
    await p.getByRole("button", { name: "Publicar", exact: true }).click();
    await p.getByRole("alertdialog").getByRole("button", { name: "Publicar", exact: true }).click();
    await toast(p, "1 post publicado").waitFor();
    expect(await publicStatus(`Charlie ${stamp}`)).toBe(200);
    await phone.close();
  });
});
