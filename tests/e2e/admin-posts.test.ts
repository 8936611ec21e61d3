// The admin's posts, end to end (issue 8): write with the toolbar, a link, an uploaded
// image and two tags → /blog, the post page, the sitemap and RSS; edit (slug kept); a
// stale second tab refused; drafts and future posts hidden from visitors; delete with
// confirmation → 404; the form's validation messages; the unsaved-draft prompt; the
// leave confirmation. At desktop and phone widths.
import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";
import { dateToZonedLocal } from "~/lib/zoned-time";
import { POST_MESSAGES, STALE_POST_MESSAGE } from "~/schemas/limits";
import {
  BASE_URL,
  cookieHeader,
  deletePostsMatching,
  launchBrowser,
  newContext,
  signIn,
  toast,
  trackPageErrors,
  VIEWPORTS,
  itDesktopOnly,
  waitForHydration,
} from "./support";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => `${BASE_URL}${path}`;

async function signedInContext(
  viewport: { width: number; height: number },
  clientIp: string,
  options: { javaScriptEnabled?: boolean } = {},
) {
  const context = await newContext(browser, { viewport, clientIp, ...options });
  const page = await context.newPage();
  // Leaving a form with unsaved changes asks first (beforeunload): the tests say yes.
  page.on("dialog", (dialog) => void dialog.accept());
  await signIn(page);
  await page.waitForURL(url("/admin"));
  return { context, page };
}

/** A PNG made on the spot (a gradient, so it is a real image with pixels to re-encode). */
async function pngFile() {
  const buffer = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 140, b: 40 } },
  })
    .png()
    .toBuffer();
  return { name: "copo.png", mimeType: "image/png", buffer };
}

async function openNewPostForm(page: Page) {
  await page.goto("/admin/posts/novo");
  await waitForHydration(page);
  // Start clean: an unsaved draft of an earlier test would be offered back.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith("cj_post_draft:")) localStorage.removeItem(key);
  });
  await page.reload();
  await waitForHydration(page);
}

const content = (page: Page) => page.getByRole("textbox", { name: "Conteúdo", exact: true });

/** Fills the "Conteúdo" textarea and puts the caret at the end. */
async function writeContent(page: Page, text: string) {
  await content(page).fill(text);
  await content(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
}

async function chooseStatus(page: Page, label: "Rascunho" | "Publicado" | "Agendado") {
  await page.getByLabel("Status").selectOption({ label });
}

/** Fills the basics of a valid post and saves it; resolves on the list with the toast. */
async function createPostThroughForm(
  page: Page,
  post: { title: string; category?: string; status?: "Rascunho" | "Publicado" | "Agendado"; publishAt?: string },
) {
  await openNewPostForm(page);
  await page.getByLabel("Título", { exact: true }).fill(post.title);
  await page.getByLabel("Categoria").fill(post.category ?? "Testes E2E");
  await writeContent(page, `Conteúdo do post ${post.title}, com mais de dez caracteres.`);
  if (post.status) await chooseStatus(page, post.status);
  if (post.publishAt) await page.getByLabel("Publicar em").fill(post.publishAt);
  await page.getByRole("button", { name: "Salvar" }).click();
  await page.waitForURL(url("/admin"));
  await toast(page, "Post criado").waitFor();
}

async function editUrlOf(page: Page, title: string) {
  await page.goto(`/admin?q=${encodeURIComponent(title)}`);
  const edit = page.getByRole("row").filter({ hasText: title }).getByRole("link", { name: "Editar", exact: true });
  return (await edit.getAttribute("href"))!;
}

async function publicStatus(path: string) {
  return (await fetch(url(path))).status;
}

async function publicText(path: string) {
  return (await fetch(url(path))).text();
}

describe.each(VIEWPORTS)("posts no painel ($name)", ({ name, viewport }) => {
  // Phone width for the flows whose screens differ on a phone; validation messages and the
  // like do not depend on the viewport and run at desktop width (support.ts, itDesktopOnly).
  const logic = itDesktopOnly(name);
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const stamp = `${name === "desktop" ? "D" : "P"}${Date.now().toString(36)}`;
  const title = `Guia E2E de Lagers ${stamp}`;
  const slug = slugify(title);

  beforeAll(async () => {
    ({ context, page } = await signedInContext(viewport, name === "desktop" ? "198.51.100.21" : "198.51.100.22"));
    errors = trackPageErrors(page);
  });

  afterAll(async () => {
    // Leave the blog as the other files expect it (they share this server).
    if (context) await deletePostsMatching(await cookieHeader(context), stamp);
    await context?.close();
  });

  it("cria um post com a barra de ferramentas, um link, uma imagem enviada e duas tags", async () => {
    await openNewPostForm(page);
    // A new post starts as a draft: one click on Salvar never publishes by accident (issue 28).
    expect(await page.getByLabel("Status").inputValue()).toBe("draft");
    await chooseStatus(page, "Publicado");
    await page.getByLabel("Título", { exact: true }).fill(title);
    await page.getByLabel("Categoria").fill(`Categoria ${stamp}`);

    const tags = page.getByLabel("Tags", { exact: true });
    await tags.fill("Lúpulo Nobre");
    await tags.press("Enter");
    await tags.fill("Lager Clara");
    await page.getByRole("button", { name: "Adicionar" }).click();
    await page.getByRole("button", { name: "Remover tag Lúpulo Nobre" }).waitFor();
    await page.getByRole("button", { name: "Remover tag Lager Clara" }).waitFor();

    // Bold on a selected word, through the toolbar.
    await writeContent(page, "Uma cerveja leve e refrescante para o verão brasileiro.");
    await content(page).evaluate((el: HTMLTextAreaElement) => {
      const start = el.value.indexOf("leve");
      el.focus();
      el.setSelectionRange(start, start + "leve".length);
    });
    await page.getByRole("button", { name: "Negrito" }).click();
    await expect.poll(() => content(page).inputValue()).toContain("**leve**");

    // A link through its dialog.
    await content(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
    await page.getByRole("button", { name: "Inserir link" }).click();
    const dialog = page.getByRole("dialog", { name: "Inserir link" });
    await dialog.getByLabel("Texto do link").fill("guia de estilos");
    await dialog.getByLabel("URL").fill("https://example.com/estilos");
    await dialog.getByRole("button", { name: "Inserir" }).click();
    await expect.poll(() => content(page).inputValue()).toContain("[guia de estilos](https://example.com/estilos)");

    // An image uploaded from the device.
    await content(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
    await page.getByRole("button", { name: "Inserir imagem" }).click();
    await page.getByLabel("Texto alternativo").fill("Copo de lager");
    await page.getByLabel("Arquivo", { exact: true }).setInputFiles(await pngFile());
    await expect
      .poll(() => content(page).inputValue(), { timeout: 20_000 })
      .toMatch(/!\[Copo de lager\]\(\/media\/[^)]+\)/);
    expect(await content(page).inputValue()).not.toContain("data:");

    await page.getByRole("button", { name: "Salvar" }).click();
    await page.waitForURL(url("/admin"));
    await toast(page, "Post criado").waitFor();
    expect(await toast(page, "Post criado").innerText()).toContain("O post foi criado com sucesso!");
    const row = page.getByRole("row").filter({ hasText: title });
    expect(await row.innerText()).toContain("Publicado");
    // The activity log at the bottom of /admin records who created it.
    const log = page.getByRole("list", { name: "Atividade recente" });
    expect(await log.innerText()).toContain(`criou o post “${title}”`);

    // The visitor's side.
    await page.goto(`/blog?q=${encodeURIComponent(stamp)}`);
    await page.getByRole("link", { name: title }).first().waitFor();
    const res = await page.goto(`/blog/${slug}`);
    expect(res?.status()).toBe(200);
    expect((await page.locator("h1").innerText()).trim()).toBe(title);
    expect(await page.locator(".post-content strong", { hasText: "leve" }).count()).toBe(1);
    expect(await page.locator('.post-content a[href="https://example.com/estilos"]').innerText()).toBe(
      "guia de estilos",
    );
    const img = page.locator('.post-content img[alt="Copo de lager"]');
    expect(await img.getAttribute("src")).toMatch(/^\/media\//);
    expect(await img.getAttribute("loading")).toBe("lazy");
    expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const tagsText = await page.getByRole("navigation", { name: "Tags" }).innerText();
    expect(tagsText).toContain("#Lúpulo Nobre");
    expect(tagsText).toContain("#Lager Clara");

    expect(await publicText("/sitemap.xml")).toContain(`/blog/${slug}</loc>`);
    const rss = await publicText("/rss.xml");
    expect(rss).toContain(`<title>${title}</title>`);
    expect(errors).toEqual([]);
  });

  it("edita o post: o título muda e o endereço (slug) não", async () => {
    const edit = await editUrlOf(page, title);
    await page.goto(edit);
    await waitForHydration(page);
    expect(await page.getByRole("link", { name: "Editar Post" }).getAttribute("aria-current")).toBe("page");
    await page.getByLabel("Título", { exact: true }).fill(`${title} revisado`);
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.waitForURL(url("/admin"));
    await toast(page, "Post atualizado").waitFor();
    expect(await page.getByRole("list", { name: "Atividade recente" }).innerText()).toContain(
      `atualizou o post “${title} revisado”`,
    );
    await page.goto(`/blog/${slug}`);
    expect((await page.locator("h1").innerText()).trim()).toBe(`${title} revisado`);
  });

  logic("recusa salvar numa segunda aba desatualizada e mantém o que foi digitado", async () => {
    const edit = await editUrlOf(page, title);
    const other = await context.newPage();
    other.on("dialog", (d) => void d.accept());
    await page.goto(edit);
    await other.goto(edit);
    await waitForHydration(page);
    await waitForHydration(other);

    await page.getByLabel("Título", { exact: true }).fill(`${title} aba um`);
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.waitForURL(url("/admin"));
    await toast(page, "Post atualizado").waitFor();

    await other.getByLabel("Título", { exact: true }).fill(`${title} aba dois`);
    await other.getByRole("button", { name: "Salvar" }).click();
    const alert = other.getByRole("alert").filter({ hasText: STALE_POST_MESSAGE });
    await alert.waitFor();
    expect(await alert.getByRole("link", { name: "Recarregar" }).getAttribute("href")).toBe(edit);
    expect(await other.getByLabel("Título", { exact: true }).inputValue()).toBe(`${title} aba dois`);
    expect(new URL(other.url()).pathname).toBe(edit);
    // "Recarregar" shows the saved version and offers the refused text back.
    await Promise.all([other.waitForEvent("load"), alert.getByRole("link", { name: "Recarregar" }).click()]);
    await waitForHydration(other);
    expect(await other.getByLabel("Título", { exact: true }).inputValue()).toBe(`${title} aba um`);
    const offer = other.getByRole("alert").filter({ hasText: "Restaurar rascunho não salvo?" });
    await offer.waitFor();
    await offer.getByRole("button", { name: "Descartar" }).click();
    await other.close();

    await page.goto(`/blog/${slug}`);
    expect((await page.locator("h1").innerText()).trim()).toBe(`${title} aba um`);
  });

  logic("rascunhos e posts agendados não aparecem para visitantes; Visualizar mostra ao administrador", async () => {
    const draft = `Rascunho E2E ${stamp}`;
    const future = `Agendado E2E ${stamp}`;
    await createPostThroughForm(page, { title: draft, status: "Rascunho" });
    const inTwoDays = dateToZonedLocal(new Date(Date.now() + 2 * 24 * 3600_000));
    await createPostThroughForm(page, { title: future, status: "Agendado", publishAt: inTwoDays });
    await page.goto(`/admin?q=${encodeURIComponent(stamp)}`);
    expect(await page.getByRole("row").filter({ hasText: draft }).innerText()).toContain("Rascunho");
    expect(await page.getByRole("row").filter({ hasText: future }).innerText()).toContain("Agendado");

    for (const hidden of [draft, future]) {
      const hiddenSlug = slugify(hidden);
      expect(await publicStatus(`/blog/${hiddenSlug}`), hidden).toBe(404);
      expect(await publicText(`/blog?q=${encodeURIComponent(hidden)}`)).toContain(
        "Nenhum post encontrado com os filtros atuais.",
      );
      expect(await publicText("/sitemap.xml")).not.toContain(hiddenSlug);
      expect(await publicText("/rss.xml")).not.toContain(hidden);

      const edit = await editUrlOf(page, hidden);
      await page.goto(edit);
      const preview = page.getByRole("link", { name: "Visualizar" });
      const href = (await preview.getAttribute("href"))!;
      expect(href).toBe(`${edit}/visualizar`);
      const res = await page.goto(href);
      expect(res?.status()).toBe(200);
      expect((await page.locator("h1").innerText()).trim()).toBe(hidden);
      expect(await page.getByRole("status").filter({ hasText: "Pré-visualização" }).innerText()).toMatch(
        hidden === draft ? /visitantes não veem/ : /Visível para visitantes a partir de/,
      );
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    }
    // The scheduled post keeps its São Paulo time in the form.
    await page.goto(await editUrlOf(page, future));
    expect(await page.getByLabel("Publicar em").inputValue()).toBe(inTwoDays);
    // A visitor's preview URL is refused.
    const anonymous = await fetch(url(`${await editUrlOf(page, draft)}/visualizar`), { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/auth\?redirect=/);
  });

  logic("aba SEO: contador, classificação do título, prévias com o que a página vai publicar e a análise", async () => {
    await page.goto(await editUrlOf(page, title));
    await waitForHydration(page);
    await page.getByRole("tab", { name: "SEO" }).click();
    const seoTitle = page.getByLabel("Título SEO");
    await seoTitle.fill("Lagers claras");
    // "Lagers claras | <site title>": the rating counts the title the page really outputs.
    const counter = page.getByText(/^13\/70 · /);
    await counter.waitFor();
    expect(await counter.innerText()).toMatch(
      /^13\/70 · na busca: \d+ caracteres · (Muito curto|Curto|Perfeito|Longo|Muito longo)$/,
    );
    await page.getByLabel("Descrição SEO").fill("Tudo sobre lagers claras para o verão.");
    expect(await page.getByText("38/160", { exact: true }).count()).toBe(1);
    const google = page.locator("details", { hasText: "Prévia no Google" });
    await expect.poll(() => google.innerText()).toContain("Lagers claras | ");
    expect(await google.innerText()).toContain("Tudo sobre lagers claras para o verão.");
    expect(await google.innerText()).toContain(`blog › ${slug}`);
    // No image of its own: the share previews use the site's default image.
    const facebookImage = page.locator("details", { hasText: "Prévia no Facebook" }).locator("img");
    expect(await facebookImage.getAttribute("src")).toBe("/og-image.png");
    await page.getByRole("switch", { name: "Analisar SEO" }).click();
    await page.getByText("Pontuação SEO").first().waitFor();
    // Leaving without saving: nothing of this is kept on the post.
    await page.evaluate(() => localStorage.clear());
  });

  logic("salva um post longo (perto do limite) sem esbarrar no limite de 64 KB do servidor", async () => {
    const longTitle = `Post longo E2E ${stamp}`;
    // Cerca de 44 KB em UTF-8 (dentro do limite do conteúdo), mas uns 83 KB se enviado
    // como urlencoded: acentos, pontuação e quebras de linha viram %XX.
    const paragraph = "Ésteres: açúcar, maçã, pêra, limão; ação à vista!\n";
    const repeats = Math.floor(44_000 / new TextEncoder().encode(paragraph).length);
    const text = paragraph.repeat(repeats);
    await openNewPostForm(page);
    await page.getByLabel("Título", { exact: true }).fill(longTitle);
    await page.getByLabel("Categoria").fill("Testes E2E");
    await chooseStatus(page, "Publicado");
    await writeContent(page, text);
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.waitForURL(url("/admin"));
    await toast(page, "Post criado").waitFor();
    const html = await publicText(`/blog/${slugify(longTitle)}`);
    // The article has every line (the description meta may repeat the first ones).
    expect(html.split("ação à vista!").length - 1).toBeGreaterThanOrEqual(repeats);
  });

  logic('exclui com a confirmação "Excluir post" e a página passa a 404', async () => {
    await page.goto(`/admin?q=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: "Excluir", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Excluir post" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      `Tem certeza que deseja excluir o post "${title} aba um"? Ele vai para a Lixeira, sai do site na hora e pode ser restaurado por 30 dias.`,
    );
    await dialog.getByRole("button", { name: "Excluir", exact: true }).click();
    await toast(page, "Post excluído").waitFor();
    // In the trash: gone on purpose, 410 (issue 28).
    expect(await publicStatus(`/blog/${slug}`)).toBe(410);
    expect(await page.getByRole("row").filter({ hasText: title }).count()).toBe(0);
  });

  logic("mostra cada mensagem de validação do formulário", async () => {
    await openNewPostForm(page);
    const save = page.getByRole("button", { name: "Salvar" });
    await save.click();
    for (const message of [POST_MESSAGES.nameMin, POST_MESSAGES.category, POST_MESSAGES.contentMin]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe("/admin/posts/novo");

    await page.getByLabel("Título", { exact: true }).fill("x".repeat(101));
    await page.getByText(POST_MESSAGES.nameMax, { exact: true }).waitFor();

    await chooseStatus(page, "Agendado");
    await save.click();
    await page.getByText(POST_MESSAGES.publishAtRequired, { exact: true }).waitFor();
    await page.getByLabel("Publicar em").fill("2024-01-10T10:00");
    await save.click();
    await page.getByText(POST_MESSAGES.publishAtFuture, { exact: true }).waitFor();

    await page.getByRole("tab", { name: "SEO" }).click();
    await page.getByLabel("Título SEO").fill("t".repeat(71));
    await page.getByLabel("Descrição SEO").fill("d".repeat(161));
    await page.getByLabel("Imagem", { exact: true }).fill("imagem sem endereço");
    await page.getByLabel("URL canônica").fill("javascript:alert(1)");
    await save.click();
    // The form shows the tab of the first error (the title, on Conteúdo): go back to SEO.
    await page.getByRole("tab", { name: "SEO" }).click();
    await page.getByText(POST_MESSAGES.seoTitleMax, { exact: true }).waitFor();
    await page.getByText(POST_MESSAGES.seoDescriptionMax, { exact: true }).waitFor();
    expect(await page.getByText("Deve ser uma URL válida", { exact: true }).count()).toBe(2);
    // The field in error is announced with its message.
    const seoTitle = page.getByLabel("Título SEO");
    expect(await seoTitle.getAttribute("aria-invalid")).toBe("true");
    expect(
      await page.locator(`#${(await seoTitle.getAttribute("aria-describedby"))!.split(" ").pop()}`).innerText(),
    ).toBe(POST_MESSAGES.seoTitleMax);
  });

  logic("oferece de volta o rascunho não salvo depois de recarregar (Restaurar e Descartar)", async () => {
    await openNewPostForm(page);
    await page.getByLabel("Título", { exact: true }).fill(`Texto que não pode sumir ${stamp}`);
    await writeContent(page, "Um parágrafo inteiro digitado antes de a aba fechar.");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("cj_post_draft:new")))
      .toContain("Um parágrafo inteiro digitado");

    await page.reload();
    await waitForHydration(page);
    const prompt = page.getByRole("alert").filter({ hasText: "Restaurar rascunho não salvo?" });
    await prompt.waitFor();
    expect(await page.getByLabel("Título", { exact: true }).inputValue()).toBe("");
    await prompt.getByRole("button", { name: "Restaurar" }).click();
    expect(await page.getByLabel("Título", { exact: true }).inputValue()).toBe(`Texto que não pode sumir ${stamp}`);
    expect(await content(page).inputValue()).toBe("Um parágrafo inteiro digitado antes de a aba fechar.");
    expect(await prompt.count()).toBe(0);

    await page.reload();
    await waitForHydration(page);
    await prompt.waitFor();
    await prompt.getByRole("button", { name: "Descartar" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cj_post_draft:new"))).toBeNull();
    expect(await page.getByLabel("Título", { exact: true }).inputValue()).toBe("");
  });

  logic("pergunta antes de sair com alterações não salvas", async () => {
    await openNewPostForm(page);
    await page.getByLabel("Título", { exact: true }).fill("Alteração pendente");
    const tab = page
      .getByRole("navigation", { name: "Seções do painel" })
      .getByRole("link", { name: "Lista de Posts" });
    await tab.click();
    const ask = page.getByRole("alertdialog", { name: "Sair sem salvar?" });
    await ask.waitFor();
    await ask.getByRole("button", { name: "Continuar editando" }).click();
    expect(new URL(page.url()).pathname).toBe("/admin/posts/novo");
    expect(await page.getByLabel("Título", { exact: true }).inputValue()).toBe("Alteração pendente");
    await tab.click();
    await ask.getByRole("button", { name: "Sair sem salvar" }).click();
    await page.waitForURL(url("/admin"));
  });

  logic("sem JavaScript: o servidor valida com as mesmas mensagens (400) e o post é criado", async () => {
    const { context: noJs, page: plain } = await signedInContext(
      viewport,
      name === "desktop" ? "198.51.100.31" : "198.51.100.32",
      {
        javaScriptEnabled: false,
      },
    );
    try {
      await plain.goto("/admin/posts/novo");
      const [bad] = await Promise.all([
        plain.waitForResponse((r) => r.request().method() === "POST"),
        plain.getByRole("button", { name: "Salvar" }).click(),
      ]);
      expect(bad.status()).toBe(400);
      for (const message of [POST_MESSAGES.nameMin, POST_MESSAGES.category, POST_MESSAGES.contentMin]) {
        expect(await plain.getByText(message, { exact: true }).count(), message).toBe(1);
      }
      const plainTitle = `Sem JavaScript ${stamp}`;
      await plain.getByLabel("Título", { exact: true }).fill(plainTitle);
      await plain.getByLabel("Categoria").fill("Testes E2E");
      await plain.getByLabel("Tags", { exact: true }).fill("Sem JS, Formulário simples");
      await plain.getByRole("textbox", { name: "Conteúdo", exact: true }).fill("Escrito num navegador sem JavaScript.");
      await plain.getByLabel("Status").selectOption({ label: "Publicado" });
      await plain.getByRole("button", { name: "Salvar" }).click();
      await plain.waitForURL(url("/admin"));
      expect(await plain.getByRole("row").filter({ hasText: plainTitle }).count()).toBe(1);
      // The edit form, server-rendered, carries the stored values.
      await plain.goto(await editUrlOf(plain, plainTitle));
      expect(await plain.getByLabel("Título", { exact: true }).inputValue()).toBe(plainTitle);
      expect(await plain.getByLabel("Status").inputValue()).toBe("published");
      expect(await plain.getByRole("textbox", { name: "Conteúdo", exact: true }).inputValue()).toBe(
        "Escrito num navegador sem JavaScript.",
      );
      const postPage = await publicText(`/blog/${slugify(plainTitle)}`);
      // React separates "#" and the name with a comment in server HTML.
      expect(postPage).toMatch(/#(<!-- -->)?Sem JS</);
      expect(postPage).toMatch(/#(<!-- -->)?Formulário simples</);
    } finally {
      await noJs.close();
    }
  });
});
