// Issue 25, the formats half, end to end: an owner uploads a real 728×90 banner (with a
// 320×100 phone image) and a 300×250 one, and sees each exactly at that size on the site at
// desktop and phone widths; a wrong size is refused with the Portuguese message (in the form
// and by the server); empty slots show "Anuncie aqui" (or nothing when switched off), the
// phone's footer bar is absent without an ad; /anuncie is a real page reached from the footer.
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  DESKTOP,
  PHONE,
  expectH1,
  launchBrowser,
  newContext,
  signIn,
  toast,
  trackPageErrors,
  waitForHydration,
} from "./support";

const stamp = Date.now().toString(36);
const url = (path: string) => `${BASE_URL}${path}`;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

/** A real PNG of that size: a coloured field with a darker band, so a crop or a stretch would show. */
async function png(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  const band = await sharp({
    create: { width: Math.max(1, Math.round(width / 4)), height, channels: 3, background: { r: 30, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .composite([{ input: band, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

let browser: Browser;
let admin: BrowserContext;
let page: Page;
let cookie = "";
const created: string[] = [];

function post(path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const item of [v].flat()) body.append(k, item);
  return fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: BASE_URL },
    body: body.toString(),
  });
}

async function upload(data: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type: "image/png" }), name);
  const res = await fetch(url("/admin/imagens"), {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: BASE_URL },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** The id of the ad with that title, read from the admin list. */
async function adIdByTitle(title: string): Promise<string> {
  const html = await (await fetch(url("/admin/anuncios"), { headers: { Cookie: cookie } })).text();
  const row = html.split("<tr").find((r) => r.includes(`>${title}</a>`));
  const id = row ? /data-ad-id="([^"]+)"/.exec(row)?.[1] : undefined;
  if (!id) throw new Error(`anúncio ${title} não encontrado`);
  return id;
}

/** Loads `path` until the slot holds the ad (several eligible ads share a slot by weight). */
async function pageWithAd(p: Page, path: string, position: string, id: string) {
  const slot = p.locator(`[data-ad-slot="${position}"][data-ad-id="${id}"]`);
  for (let i = 0; i < 60; i++) {
    await p.goto(path);
    if ((await slot.count()) > 0) return slot;
  }
  throw new Error(`${path}: o anúncio ${id} não apareceu em ${position}`);
}

/** The drawn box of the slot's image once it has loaded, and the file it shows. */
async function drawn(slot: ReturnType<Page["locator"]>) {
  const img = slot.locator("img");
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const box = (await img.boundingBox())!;
  const info = await img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    natural: [el.naturalWidth, el.naturalHeight],
    fit: getComputedStyle(el).objectFit,
  }));
  return { width: box.width, height: box.height, ...info };
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newContext(browser, { viewport: DESKTOP, clientIp: "198.51.100.125" });
  page = await admin.newPage();
  await signIn(page);
  await page.waitForURL(url("/admin"));
  cookie = (await admin.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
});

afterAll(async () => {
  for (const id of created) await post("/admin/anuncios", { intent: "delete", id });
  // Every position's house card back on, as the demo starts.
  await post("/admin/anuncios", {
    intent: "house-cards",
    houseCard: ["header", "footer", "sidebar", "content", "mobile-menu"],
  });
  await admin?.close();
  await browser?.close();
});

describe("banners (D16)", () => {
  const headerTitle = `Topo ${stamp}`;
  const contentTitle = `Conteúdo ${stamp}`;
  let headerId = "";
  let contentId = "";
  let desktopUrl = "";
  let phoneUrl = "";

  it("o formulário recusa um tamanho errado e aceita 728 × 90 e 320 × 100, com a prévia nas duas larguras", async () => {
    const errors = trackPageErrors(page);
    await page.goto("/admin/anuncios/novo");
    await waitForHydration(page);
    await page.getByRole("radio", { name: "Banner" }).check();
    expect(await page.getByRole("radio", { name: "Cartão" }).isChecked()).toBe(false);
    await page.getByLabel("Posição").selectOption("header");
    // The form says the sizes the position takes.
    await page.getByText("Banner: 728 × 90 px; no celular, 320 × 100 px", { exact: false }).waitFor();

    await page.getByLabel("Arquivo do computador", { exact: true }).setInputFiles({
      name: "quadrado.png",
      mimeType: "image/png",
      buffer: await png(500, 500, [200, 60, 60]),
    });
    await page
      .getByText(
        "A imagem para computador tem 500 × 500 px; a posição Topo aceita 728 × 90 px (ou outro tamanho com a mesma proporção, até 2 % de diferença).",
      )
      .waitFor();

    await page.getByLabel("Arquivo do computador", { exact: true }).setInputFiles({
      name: "topo-728x90.png",
      mimeType: "image/png",
      buffer: await png(728, 90, [240, 170, 40]),
    });
    await expect.poll(() => page.getByLabel("Imagem para computador").inputValue()).toMatch(/-728x90\.webp$/);
    await page.getByLabel("Arquivo do celular", { exact: true }).setInputFiles({
      name: "topo-320x100.png",
      mimeType: "image/png",
      buffer: await png(320, 100, [60, 140, 220]),
    });
    await expect.poll(() => page.getByLabel("Imagem para celular").inputValue()).toMatch(/-320x100\.webp$/);
    desktopUrl = await page.getByLabel("Imagem para computador").inputValue();
    phoneUrl = await page.getByLabel("Imagem para celular").inputValue();
    expect(await page.getByText(/A imagem para computador tem 500/).count()).toBe(0);

    await page.getByLabel("Título").fill(headerTitle);
    await page.getByLabel("Link").fill(url("/blog"));
    await page.getByLabel("Dispositivo").selectOption({ label: "Todos" });
    await page.getByLabel("Peso").fill("10");
    await page.getByRole("group", { name: "Páginas" }).getByLabel("Calculadoras").check();
    expect(await page.getByLabel("Anunciante").inputValue()).toBe("");

    // The live preview: each device's own image.
    const onDesktop = page.getByRole("complementary", { name: "Prévia no computador" }).locator("img");
    const onPhone = page.getByRole("complementary", { name: "Prévia no celular" }).locator("img");
    await expect.poll(() => onDesktop.getAttribute("src")).toBe(desktopUrl);
    await expect.poll(() => onPhone.getAttribute("src")).toBe(phoneUrl);
    expect(await onPhone.getAttribute("width")).toBe("320");
    expect(await onPhone.getAttribute("height")).toBe("100");

    await page.locator("form[method=post]").getByRole("button", { name: "Salvar" }).click();
    await toast(page, "Anúncio adicionado").waitFor();
    headerId = await adIdByTitle(headerTitle);
    created.push(headerId);
    const row = page.locator(`tr[data-ad-id="${headerId}"]`);
    await row.getByText("Banner", { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("o servidor também confere o tamanho, sem salvar nada", async () => {
    const wrong = await upload(await png(300, 250, [90, 90, 90]), "errado.png");
    const res = await post("/admin/anuncios/novo", {
      format: "banner",
      title: `Errado ${stamp}`,
      description: "",
      imageUrl: wrong,
      imageMobileUrl: "",
      link: url("/blog"),
      position: "header",
      device: "all",
      weight: "5",
      advertiserId: "",
      startDate: today(),
      endDate: today(),
      active: "on",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("A imagem para computador tem 300 × 250 px; a posição Topo aceita 728 × 90 px");
    const list = await (await fetch(url("/admin/anuncios"), { headers: { Cookie: cookie } })).text();
    expect(list).not.toContain(`Errado ${stamp}`);
  });

  it("um banner 300 × 250 no conteúdo é salvo com o seu tamanho", async () => {
    const image = await upload(await png(300, 250, [120, 200, 90]), "conteudo-300x250.png");
    const res = await post("/admin/anuncios/novo", {
      format: "banner",
      title: contentTitle,
      description: "",
      imageUrl: image,
      imageMobileUrl: "",
      link: url("/glossario"),
      position: "content",
      device: "all",
      weight: "5",
      advertiserId: "",
      startDate: today(),
      endDate: today(),
      active: "on",
    });
    expect(res.status).toBe(302);
    contentId = await adIdByTitle(contentTitle);
    created.push(contentId);
  });

  it("um banner 300 × 250 na barra lateral aparece em 300 × 250 num computador (a barra tem lugar para ele)", async () => {
    const image = await upload(await png(300, 250, [200, 120, 90]), "lateral-300x250.png");
    const title = `Lateral ${stamp}`;
    const res = await post("/admin/anuncios/novo", {
      format: "banner",
      title,
      description: "",
      imageUrl: image,
      imageMobileUrl: "",
      link: url("/glossario"),
      position: "sidebar",
      device: "all",
      weight: "10",
      advertiserId: "",
      startDate: today(),
      endDate: today(),
      active: "on",
    });
    expect(res.status).toBe(302);
    const id = await adIdByTitle(title);
    created.push(id);
    const visitor = await newContext(browser, { viewport: DESKTOP });
    try {
      const p = await visitor.newPage();
      const box = await drawn(await pageWithAd(p, "/", "sidebar", id));
      expect(Math.abs(box.width - 300), JSON.stringify(box)).toBeLessThan(0.5);
      expect(Math.abs(box.height - 250), JSON.stringify(box)).toBeLessThan(0.5);
    } finally {
      await visitor.close();
    }
  });

  for (const [name, viewport] of [
    ["computador", DESKTOP],
    ["celular", PHONE],
  ] as const) {
    it(`no site (${name}) o 728 × 90 / 320 × 100 e o 300 × 250 aparecem exatamente nesse tamanho, sem cortar`, async () => {
      const visitor = await newContext(browser, {
        viewport,
        isMobile: viewport === PHONE,
        hasTouch: viewport === PHONE,
      });
      try {
        const p = await visitor.newPage();
        const header = await pageWithAd(p, "/", "header", headerId);
        const link = header.locator("a");
        expect(await link.getAttribute("href")).toBe(`/anuncio/${headerId}`);
        expect(await link.getAttribute("rel")).toBe("sponsored noopener");
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await header.innerText()).toMatch(/Publicidade/i);
        expect(await header.locator("img").getAttribute("loading")).toBe("eager");
        const top = await drawn(header);
        const [w, h] = viewport === PHONE ? [320, 100] : [728, 90];
        expect(Math.abs(top.width - w), JSON.stringify(top)).toBeLessThan(0.5);
        expect(Math.abs(top.height - h), JSON.stringify(top)).toBeLessThan(0.5);
        expect(top.natural).toEqual([w, h]);
        expect(top.src).toBe(url(viewport === PHONE ? phoneUrl : desktopUrl));
        expect(top.fit).toBe("contain");

        await p.goto("/blog");
        const slug = (await p.locator("main a[href^='/blog/']").first().getAttribute("href"))!;
        const content = await pageWithAd(p, slug, "content", contentId);
        expect(await content.locator("img").getAttribute("loading")).toBe("lazy");
        const box = await drawn(content);
        expect(Math.abs(box.width - 300), JSON.stringify(box)).toBeLessThan(0.5);
        expect(Math.abs(box.height - 250), JSON.stringify(box)).toBeLessThan(0.5);
        await p.screenshot({ path: `test-results/ad-formats-${name}.png`, fullPage: false });
      } finally {
        await visitor.close();
      }
    });
  }
});

describe("espaços vazios (D15)", () => {
  it("sem anúncio, o espaço mostra “Anuncie aqui” e leva a /anuncie; desligado, não aparece", async () => {
    // The demo has no content ad once this file's are gone.
    for (const id of created.splice(0)) await post("/admin/anuncios", { intent: "delete", id });
    const visitor = await newContext(browser, { viewport: DESKTOP });
    try {
      const p = await visitor.newPage();
      await p.goto("/blog");
      const slug = (await p.locator("main a[href^='/blog/']").first().getAttribute("href"))!;
      await p.goto(slug);
      const slot = p.getByRole("complementary", { name: "Publicidade no conteúdo" });
      expect(await slot.innerText()).toContain("Anuncie aqui");
      expect(await slot.innerText()).toContain("Espaço para anúncio — No conteúdo");
      expect(await slot.locator("img").count()).toBe(0);
      await waitForHydration(p);
      await slot.getByRole("link").click();
      await p.waitForURL(url("/anuncie"));
      await expectH1(p, "Anuncie no Cervejômetro");

      expect((await post("/admin/anuncios", { intent: "house-cards", houseCard: ["header", "footer"] })).status).toBe(
        302,
      );
      await p.goto(slug);
      expect(await p.locator('[data-ad-slot="content"]').count()).toBe(0);
      expect(await p.getByText("Espaço para anúncio").count()).toBe(0);
    } finally {
      await visitor.close();
      await post("/admin/anuncios", {
        intent: "house-cards",
        houseCard: ["header", "footer", "sidebar", "content", "mobile-menu"],
      });
    }
  });

  it("no celular, sem anúncio no rodapé a barra nem aparece", async () => {
    const html = await (await fetch(url("/admin/anuncios"), { headers: { Cookie: cookie } })).text();
    const row = html.split("<tr").find((r) => r.includes(">Copo Certo</a>"));
    const demo = row ? /data-ad-id="([^"]+)"/.exec(row)?.[1] : undefined;
    expect(demo).toBeTruthy();
    const phone = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const p = await phone.newPage();
      await p.goto("/ibu");
      expect(await p.getByTestId("mobile-footer-ad").isVisible()).toBe(true);
      expect((await post("/admin/anuncios", { intent: "toggle", id: demo!, active: "false" })).status).toBe(200);
      await p.goto("/ibu");
      await waitForHydration(p);
      expect(await p.getByTestId("mobile-footer-ad").count()).toBe(0);
      expect(await p.getByText("Rodapé no celular").count()).toBe(0);
      expect(await p.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toMatch(
        /^(auto|0px)$/,
      );
    } finally {
      await post("/admin/anuncios", { intent: "toggle", id: demo!, active: "true" });
      await phone.close();
    }
  });
});

describe("/anuncie", () => {
  it("é uma página pública com as posições, os tamanhos, a contagem e o contato, ligada pelo rodapé", async () => {
    const visitor = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const p = await visitor.newPage();
      const errors = trackPageErrors(p);
      await p.goto("/");
      await waitForHydration(p);
      await p.locator("footer").getByRole("link", { name: "Anuncie no Cervejômetro" }).click();
      await p.waitForURL(url("/anuncie"));
      await expectH1(p, "Anuncie no Cervejômetro");
      const table = p.getByRole("table");
      for (const text of [
        "Topo",
        "728 × 90 px",
        "320 × 100 px",
        "300 × 250 ou 300 × 600 px",
        "320 × 50 px",
        "300 × 100 px",
      ]) {
        await table.getByText(text, { exact: false }).first().waitFor();
      }
      await p.getByText("50 % visível por 1 segundo", { exact: false }).waitFor();
      expect(await p.getByRole("link", { name: /@/ }).first().getAttribute("href")).toMatch(/^mailto:/);
      const head = await (await fetch(url("/anuncie"))).text();
      expect(head).toContain("<title>Anuncie no Cervejômetro");
      expect(head).toContain('rel="canonical"');
      const sitemap = await (await fetch(url("/sitemap.xml"))).text();
      expect(sitemap).toContain("/anuncie</loc>");
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
