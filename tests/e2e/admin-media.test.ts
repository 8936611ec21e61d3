// The media library and covers (issue 28 items 4 and 5), end to end: an image uploaded in one
// post's editor is reused from the library in a second post (in its text and as its cover); the
// cover shows on /blog and on the post with srcset, width and height, at desktop and phone width,
// and is the post's og:image; /admin/midia refuses to delete the image while the posts use it
// (naming them), and deletes it once they no longer do. No sideways scroll at 390 px.
import sharp from "sharp";
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
const stamp = `M${Date.now().toString(36)}`;
const category = `Mídia ${stamp}`;
const titleA = `Foto enviada ${stamp}`;
const titleB = `Foto reaproveitada ${stamp}`;
const fileName = `balcao-${stamp}.png`;
const filePath = `/tmp/${fileName}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let cookie: string;
const ids: Record<string, string> = {};

function form(name: string, content: string, version: string, coverImageId = "") {
  return new URLSearchParams({
    name,
    category,
    status: "published",
    publishAt: "",
    content,
    seoTitle: "",
    seoDescription: "",
    seoKeywords: "",
    seoImage: "",
    canonicalUrl: "",
    coverImageId,
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

async function versionOf(id: string) {
  const html = await (await fetch(url(`/admin/posts/${id}`), { headers: { Cookie: cookie } })).text();
  return html.match(/<input[^>]*name="version"[^>]*value="([^"]+)"/)?.[1] ?? "";
}

async function create(name: string) {
  await post("/admin/posts/novo", form(name, "Um texto curto para o post de teste da biblioteca.", ""));
  const list = await (await fetch(url(`/admin?q=${encodeURIComponent(name)}`), { headers: { Cookie: cookie } })).text();
  const id = list.match(/\/admin\/posts\/([0-9a-f-]{36})"/)?.[1] ?? "";
  expect(id).not.toBe("");
  return id;
}

const content = (page: Page) => page.getByRole("textbox", { name: "Conteúdo", exact: true });
const imageTool = (page: Page) =>
  page.getByRole("toolbar", { name: "Formatação" }).getByRole("button", { name: "Inserir imagem", exact: true });
const imagePopover = (page: Page) => page.getByRole("form", { name: "Inserir imagem" });

async function save() {
  await page.getByRole("button", { name: "Salvar" }).first().click();
  await page.waitForURL(url("/admin"));
}

beforeAll(async () => {
  // A picture of its own (random pixels), so no earlier upload of the same bytes is reused.
  const noise = Buffer.from(Array.from({ length: 900 * 500 * 3 }, () => Math.floor(Math.random() * 256)));
  await sharp(noise, { raw: { width: 900, height: 500, channels: 3 } })
    .png()
    .toFile(filePath);
  browser = await launchBrowser();
  context = await newContext(browser, { clientIp: "198.51.100.91" });
  page = await context.newPage();
  errors = trackPageErrors(page);
  await signIn(page);
  await page.waitForURL(url("/admin"));
  cookie = await cookieHeader(context);
  ids.a = await create(titleA);
  ids.b = await create(titleB);
});

afterAll(async () => {
  if (cookie) await deletePostsMatching(cookie, stamp);
  await context?.close();
  await browser?.close();
});

describe("biblioteca de mídia e imagem de capa", () => {
  it("envia uma imagem num post e a reaproveita da biblioteca em outro, no texto e como capa", async () => {
    // Post A: the image popover's upload puts the image in the text.
    await page.goto(`/admin/posts/${ids.a}`);
    await waitForHydration(page);
    await imageTool(page).click();
    await imagePopover(page).getByLabel("Arquivo", { exact: true }).setInputFiles(filePath);
    await expect
      .poll(() => content(page).inputValue(), { timeout: 20_000 })
      .toMatch(/!\[[^\]]*\]\(\/media\/[0-9a-f-]+-900x500\.webp\)/);
    await save();

    // The library has it: its size, its name; an alt text is given there.
    await page.goto(`/admin/midia?q=${encodeURIComponent(stamp)}`);
    await waitForHydration(page);
    const card = page.getByRole("listitem").filter({ hasText: fileName });
    await card.waitFor();
    expect(await card.innerText()).toContain("900 × 500 px");
    expect(await card.innerText()).toContain(titleA);
    await card.getByLabel("Texto alternativo").fill(`Balcão com chopeiras ${stamp}`);
    await card.getByRole("button", { name: "Salvar" }).click();
    await toast(page, "Texto alternativo salvo.").waitFor();

    // Post B: the same image from the library, in the text (with its alt text) and as the cover.
    await page.goto(`/admin/posts/${ids.b}`);
    await waitForHydration(page);
    await imageTool(page).click();
    await imagePopover(page).getByRole("button", { name: "Escolher da biblioteca" }).click();
    const picker = page.getByRole("dialog", { name: "Biblioteca de mídia" });
    await picker.getByLabel("Buscar por nome ou texto alternativo").fill(stamp);
    await picker.getByRole("button", { name: "Buscar" }).press("Enter");
    const choice = picker.getByRole("button", { name: new RegExp(`Escolher ${fileName}`) });
    await choice.waitFor();
    await choice.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => content(page).inputValue(), { timeout: 20_000 })
      .toContain(`![Balcão com chopeiras ${stamp}](/media/`);

    const cover = page.getByRole("group", { name: "Imagem de capa" });
    await cover.getByRole("button", { name: "Escolher imagem de capa da biblioteca" }).click();
    await picker.getByLabel("Buscar por nome ou texto alternativo").fill(stamp);
    await picker.getByRole("button", { name: "Buscar" }).click();
    await picker.getByRole("button", { name: new RegExp(`Escolher ${fileName}`) }).click();
    await cover.getByRole("img").waitFor();
    await save();
    expect(errors).toEqual([]);
  });

  it("mostra a capa no /blog e no post, com srcset, largura e altura, no computador e no celular", async () => {
    const slug = slugify(titleB);
    for (const viewport of [undefined, PHONE]) {
      const visitor = await newContext(browser, { ...(viewport ? { viewport } : {}), clientIp: "198.51.100.92" });
      const view = await visitor.newPage();
      await view.goto(`/blog?categoria=${encodeURIComponent(category)}`);
      const card = view.getByRole("article", { name: titleB });
      const cardImg = card.locator("img").first();
      await cardImg.waitFor();
      expect(await cardImg.getAttribute("srcset")).toMatch(/-w320\.webp 320w, .*-w480\.webp 480w, .*-w768\.webp 768w/);
      expect(await cardImg.getAttribute("width")).toBe("900");
      expect(await cardImg.getAttribute("height")).toBe("500");
      await expect
        .poll(() => cardImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 20_000,
        })
        .toBe(true);

      await view.goto(`/blog/${slug}`);
      const top = view.locator("article figure img");
      expect(await top.getAttribute("alt")).toBe(`Balcão com chopeiras ${stamp}`);
      expect(await top.getAttribute("fetchpriority")).toBe("high");
      expect(await top.getAttribute("loading")).toBe("eager");
      expect(await top.getAttribute("sizes")).toBeTruthy();
      await expect
        .poll(() => top.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 })
        .toBe(true);
      const og = await view.locator('meta[property="og:image"]').getAttribute("content");
      expect(og).toMatch(/\/media\/[0-9a-f-]+-900x500\.webp$/);
      expect(await view.locator('meta[property="og:image:width"]').getAttribute("content")).toBe("900");
      expect(
        await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await visitor.close();
    }
    // The resized copy is a WebP of that width, cached for good.
    const html = await (await fetch(url(`/blog/${slug}`))).text();
    const small = html.match(/\/media\/[0-9a-f-]+-900x500-w480\.webp/)?.[0];
    expect(small).toBeTruthy();
    const res = await fetch(url(small!));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(480);
    // Only the widths of the list, never wider than the original.
    expect((await fetch(url(small!.replace("-w480", "-w500")))).status).toBe(404);
    expect((await fetch(url(small!.replace("-w480", "-w1200")))).status).toBe(404);
  });

  it("recusa excluir a imagem em uso, nomeando os posts, e a exclui quando ninguém mais a usa", async () => {
    await page.goto(`/admin/midia?q=${encodeURIComponent(stamp)}`);
    await waitForHydration(page);
    const card = page.getByRole("listitem").filter({ hasText: fileName });
    await card.getByRole("button", { name: "Excluir" }).click();
    const refused = toast(page, "Não foi possível excluir a imagem");
    await refused.waitFor();
    const said = await refused.innerText();
    expect(said).toContain(`no texto do post “${titleA}”`);
    expect(said).toContain(`como imagem de capa do post “${titleB}”`);

    // The server refuses it too (a form without JavaScript, or a stale page).
    const id = (await card.locator("input[name=id]").first().getAttribute("value"))!;
    const direct = await fetch(url("/admin/midia"), {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete", id }).toString(),
    });
    expect(direct.status).toBe(302);
    expect(
      (await fetch(url(`/admin/midia?q=${encodeURIComponent(stamp)}`), { headers: { Cookie: cookie } })).status,
    ).toBe(200);
    expect(
      await (await fetch(url(`/admin/midia?q=${encodeURIComponent(stamp)}`), { headers: { Cookie: cookie } })).text(),
    ).toContain(fileName);

    // Every use removed: the text of both posts and B's cover.
    await post(`/admin/posts/${ids.a}`, form(titleA, "Sem a foto agora, só texto.", await versionOf(ids.a!)));
    await post(`/admin/posts/${ids.b}`, form(titleB, "Sem a foto agora, só texto.", await versionOf(ids.b!), ""));
    await page.reload();
    await waitForHydration(page);
    const unused = page.getByRole("listitem").filter({ hasText: fileName });
    expect(await unused.innerText()).toContain("Não está em uso.");
    await unused.getByRole("button", { name: "Excluir" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Excluir imagem" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Excluir" }).click();
    await toast(page, "Imagem excluída.").waitFor();
    await expect
      .poll(() => page.getByRole("listitem").filter({ hasText: fileName }).count(), { timeout: 20_000 })
      .toBe(0);
    expect(errors).toEqual([]);
  });

  it("cabe em 390 px sem rolagem lateral", async () => {
    const phone = await newContext(browser, { viewport: PHONE, clientIp: "198.51.100.93" });
    const small = await phone.newPage();
    await signIn(small);
    await small.waitForURL(url("/admin"));
    await small.goto("/admin/midia");
    await waitForHydration(small);
    expect(
      await small.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await phone.close();
  });
});
