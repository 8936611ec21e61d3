// The post editor's Markdown field (docs/decisions/0025-posts-and-categories.md, docs/decisions/0012-safe-markdown-and-images.md, issue 8 items 4, 5, 6
// and 8) on /admin/posts/novo, at desktop and phone widths: the toolbar by its accessible
// names, shortcuts and undo, the link dialog and image popover with their refusals, an
// uploaded image going into the Markdown as a /media URL, the live preview by the public
// renderer (side by side on a wide screen, tabs on a phone), the SEO previews and
// analysis, axe in light and dark. The whole create/edit/delete flow is in admin-posts.
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DESKTOP,
  launchBrowser,
  newContext,
  PHONE,
  runAxe,
  seriousViolationLines,
  signIn,
  toast,
  trackPageErrors,
  waitForHydration,
} from "./support";

const TOOLBAR_NAMES = [
  "Negrito",
  "Itálico",
  "Sublinhado",
  "Título 1",
  "Título 2",
  "Lista",
  "Lista numerada",
  "Tabela",
  "Alinhar à esquerda",
  "Centralizar",
  "Alinhar à direita",
  "Inserir link",
  "Inserir imagem",
];

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function openEditor(
  viewport: { width: number; height: number },
  clientIp: string,
  colorScheme: "light" | "dark" = "light",
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, { viewport, clientIp, colorScheme });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await signIn(page);
  await page.waitForURL((u) => u.pathname.startsWith("/admin"));
  await page.goto("/admin/posts/novo");
  await waitForHydration(page);
  return { context, page, errors };
}

/**
 * Serious axe violations inside this file's components only (the editor, its dialog and
 * popover, the SEO previews and analysis); the rest of the admin page is checked by the
 * admin e2e, so a problem there is reported once, where it belongs.
 */
async function expectNoSeriousA11yViolations(page: Page) {
  const selectors = [
    '[data-slot="markdown-editor"]',
    '[data-slot="dialog-content"]',
    '[data-slot="popover-content"]',
    '[data-slot="seo-previews"]',
    '[data-slot="seo-analysis"]',
  ];
  const results = await runAxe(page, { resultTypes: ["violations"] }, { include: selectors });
  const serious = seriousViolationLines(results.violations);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Formatação" });
const tool = (page: Page, name: string) => toolbar(page).getByRole("button", { name, exact: true });
const content = (page: Page) => page.getByRole("textbox", { name: "Conteúdo", exact: true });
const preview = (page: Page) => page.getByRole("region", { name: "Pré-visualização" });

/** Replaces the textarea's text and selects `selected` inside it (first occurrence). */
async function typeAndSelect(area: Locator, text: string, selected?: string) {
  await area.fill(text);
  await area.evaluate(
    (el, [t, s]) => {
      const ta = el as HTMLTextAreaElement;
      const start = s ? t!.indexOf(s) : t!.length;
      ta.focus();
      ta.setSelectionRange(start, start + (s ? s.length : 0));
    },
    [text, selected ?? ""] as const,
  );
}

async function pngBytes(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 170, b: 40 } } })
    .png()
    .toBuffer();
}

describe("desktop", () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await openEditor(DESKTOP, "198.51.100.81"));
  });
  afterAll(async () => {
    await context?.close();
  });

  it("names every toolbar button as the spec does, with 40 px touch targets", async () => {
    for (const name of TOOLBAR_NAMES) {
      const button = tool(page, name);
      await expect.poll(() => button.count(), { message: name }).toBe(1);
      const box = await button.boundingBox();
      expect(box!.width, name).toBeGreaterThanOrEqual(40);
      expect(box!.height, name).toBeGreaterThanOrEqual(40);
    }
    // Side by side on a wide screen: no tabs, both panes visible.
    await expect.poll(() => page.getByRole("tab", { name: "Visualizar" }).isVisible()).toBe(false);
    expect(await content(page).isVisible()).toBe(true);
    expect(await preview(page).isVisible()).toBe(true);
  });

  it("wraps the selection, undoes with Ctrl+Z and follows Ctrl+B/I/U", async () => {
    const area = content(page);
    await typeAndSelect(area, "Uma IPA gelada", "IPA");
    await tool(page, "Negrito").click();
    expect(await area.inputValue()).toBe("Uma **IPA** gelada");
    await preview(page).locator("strong", { hasText: "IPA" }).waitFor();

    await area.press("Control+z");
    await expect.poll(() => area.inputValue()).toBe("Uma IPA gelada");

    await typeAndSelect(area, "Uma IPA gelada", "IPA");
    await area.press("Control+i");
    expect(await area.inputValue()).toBe("Uma *IPA* gelada");
    await typeAndSelect(area, "Uma IPA gelada", "gelada");
    await area.press("Control+u");
    expect(await area.inputValue()).toBe("Uma IPA <u>gelada</u>");
    await preview(page).locator("u", { hasText: "gelada" }).waitFor();
    await typeAndSelect(area, "Uma IPA gelada", "Uma");
    await area.press("Control+b");
    expect(await area.inputValue()).toBe("**Uma** IPA gelada");
  });

  it("headings, lists, a table and alignment render in the preview as on the post page", async () => {
    const area = content(page);
    await typeAndSelect(area, "Lúpulos", "Lúpulos");
    await tool(page, "Título 1").click();
    expect(await area.inputValue()).toBe("# Lúpulos");
    await tool(page, "Título 2").click();
    expect(await area.inputValue()).toBe("## Lúpulos");
    await preview(page).locator("h2", { hasText: "Lúpulos" }).waitFor();

    await typeAndSelect(area, "Citra\nMosaic", "Citra\nMosaic");
    await tool(page, "Lista").click();
    expect(await area.inputValue()).toBe("- Citra\n- Mosaic");
    await tool(page, "Lista numerada").click();
    expect(await area.inputValue()).toBe("1. Citra\n2. Mosaic");
    await preview(page).locator("ol li", { hasText: "Mosaic" }).waitFor();

    await typeAndSelect(area, "Estilos");
    await tool(page, "Tabela").click();
    expect(await area.inputValue()).toContain("| Coluna 1 | Coluna 2 | Coluna 3 |\n| --- | --- | --- |");
    await preview(page).locator("th", { hasText: "Coluna 1" }).waitFor();

    await typeAndSelect(area, "Texto no centro", "centro");
    await tool(page, "Centralizar").click();
    expect(await area.inputValue()).toBe('<div align="center">\n\nTexto no centro\n\n</div>');
    await preview(page).locator('div[align="center"]', { hasText: "Texto no centro" }).waitFor();
    await tool(page, "Alinhar à direita").click();
    await preview(page).locator('div[align="right"]').waitFor();
    await tool(page, "Alinhar à esquerda").click();
    expect(await area.inputValue()).toBe("Texto no centro");
  });

  it("the link dialog refuses a bad URL with the spec's toast, then inserts [text](url)", async () => {
    const area = content(page);
    await typeAndSelect(area, "Leia o guia completo", "guia");
    await tool(page, "Inserir link").click();
    const dialog = page.getByRole("dialog", { name: "Inserir link" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Texto do link").inputValue()).toBe("guia");

    await dialog.getByLabel("URL").fill("isto não é url");
    await dialog.getByRole("button", { name: "Inserir" }).click();
    await toast(page, "Por favor, insira um URL válido").waitFor();
    expect(await toast(page, "Por favor, insira um URL válido").innerText()).toContain("Erro");
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel("URL").fill("https://exemplo.com.br/guia");
    await dialog.getByRole("button", { name: "Inserir" }).click();
    await dialog.waitFor({ state: "hidden" });
    // The edit is applied as the dialog hands the focus back (onCloseAutoFocus), which on a busy
    // machine can come a frame after the dialog is hidden.
    await expect.poll(() => area.inputValue()).toBe("Leia o [guia](https://exemplo.com.br/guia) completo");
    const link = preview(page).getByRole("link", { name: "guia" });
    expect(await link.getAttribute("href")).toBe("https://exemplo.com.br/guia");
    // Focus is back in the textarea, caret after the link.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await area.getAttribute("id"));

    // Ctrl+K opens the same dialog.
    await area.press("Control+k");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  it("the image popover refuses a bad URL and a non-image file, and uploads a real one as a /media URL", async () => {
    const area = content(page);
    await typeAndSelect(area, "Foto do copo:");
    await tool(page, "Inserir imagem").click();
    const popover = page.getByRole("form", { name: "Inserir imagem" });
    await popover.waitFor();

    await popover.getByLabel("URL da imagem").fill("copo.png");
    await popover.getByRole("button", { name: "Inserir" }).click();
    await toast(page, "Por favor, insira um URL válido para a imagem").waitFor();

    await popover.getByLabel("Arquivo", { exact: true }).setInputFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: Buffer.from("texto com nome de imagem, não uma imagem"),
    });
    await toast(page, "O arquivo selecionado não é uma imagem válida").waitFor();
    expect(await area.inputValue()).toBe("Foto do copo:");

    await popover.getByLabel("Texto alternativo").fill("Copo de IPA");
    const uploaded = page.waitForResponse((r) => r.url().endsWith("/admin/imagens") && r.request().method() === "POST");
    await popover.getByLabel("Arquivo", { exact: true }).setInputFiles({
      name: "copo.png",
      mimeType: "image/png",
      buffer: await pngBytes(2000, 1000),
    });
    expect((await uploaded).status()).toBe(201);
    await popover.waitFor({ state: "hidden" });
    // Applied as the popover hands the focus back, maybe a frame after it is hidden (as the link).
    await expect.poll(() => area.inputValue()).toContain("![Copo de IPA](");
    const value = await area.inputValue();
    expect(value).toMatch(/^Foto do copo:\n\n!\[Copo de IPA\]\(\/media\/[0-9a-f-]{36}-1600x800\.webp\)$/);
    expect(value).not.toContain("data:");

    const img = preview(page).getByRole("img", { name: "Copo de IPA" });
    await img.waitFor();
    expect(await img.getAttribute("width")).toBe("1600");
    expect(await img.getAttribute("height")).toBe("800");
    expect(await img.getAttribute("loading")).toBe("lazy");
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1600);
  });

  it("uploads an image dropped or pasted into the text; a dropped non-image is refused", async () => {
    const area = content(page);
    await typeAndSelect(area, "Antes");
    const png = (await pngBytes(300, 200)).toString("base64");
    const dispatch = (kind: "drop" | "paste", name: string, b64: string) =>
      area.evaluate(
        (el, [k, n, b]) => {
          const bytes = Uint8Array.from(atob(b!), (c) => c.charCodeAt(0));
          const dt = new DataTransfer();
          dt.items.add(new File([bytes], n!, { type: "image/png" }));
          const event =
            k === "drop"
              ? new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true })
              : new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true });
          el.dispatchEvent(event);
        },
        [kind, name, b64] as const,
      );

    await dispatch("drop", "copo-gelado.png", png);
    await expect
      .poll(() => area.inputValue())
      .toMatch(/^Antes\n\n!\[copo gelado\]\(\/media\/[0-9a-f-]{36}-300x200\.webp\)$/);

    await typeAndSelect(area, "Colado:");
    await dispatch("paste", "rotulo.png", png);
    await expect
      .poll(() => area.inputValue())
      .toMatch(/^Colado:\n\n!\[rotulo\]\(\/media\/[0-9a-f-]{36}-300x200\.webp\)$/);

    await typeAndSelect(area, "Nada aqui");
    await dispatch("drop", "falsa.png", Buffer.from("<svg onload=alert(1)>").toString("base64"));
    await toast(page, "O arquivo selecionado não é uma imagem válida").first().waitFor();
    expect(await area.inputValue()).toBe("Nada aqui");
  });

  it("previews the post on Google, Facebook and X, and analyses it", async () => {
    await page.getByRole("tab", { name: "SEO" }).click();
    const google = page.locator("details", { hasText: "Prévia no Google" });
    await google.waitFor();
    await page.locator("details", { hasText: "Prévia no Facebook" }).waitFor();
    await page.locator("details", { hasText: "Prévia no X/Twitter" }).waitFor();
    // Collapsible.
    await google.locator("summary").click();
    expect(await google.getAttribute("open")).toBeNull();
    await google.locator("summary").click();

    // A broken share image falls back to /og-image.png.
    const image = page.getByLabel("Imagem", { exact: true });
    await image.fill("https://imagem-inexistente.invalid/x.png");
    await expect
      .poll(() => page.locator("img[data-preview-image]").first().getAttribute("src"), { timeout: 15_000 })
      .toBe("/og-image.png");

    await page.getByRole("switch", { name: "Analisar SEO" }).click();
    await page.getByText("Pontuação SEO").first().waitFor();
    await page.getByText("Análise detalhada").waitFor();
    expect(await page.locator("[data-check]").count()).toBe(5);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Conteúdo" }).click();
  });

  it("has no serious axe violations with the editor filled and no console errors", async () => {
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-desktop-light.png`, fullPage: true });
    // The share image on a host that doesn't exist (typed on purpose above) fails to load.
    expect(errors.filter((e) => !e.includes("ERR_NAME_NOT_RESOLVED"))).toEqual([]);
  });
});

describe("desktop, dark", () => {
  it("has no serious axe violations in the editor, its dialog and the SEO tab", async () => {
    const { context, page } = await openEditor(DESKTOP, "198.51.100.82", "dark");
    try {
      await content(page).fill(
        "## Em destaque\n\nUm texto com **negrito**, [link](https://exemplo.com.br) e uma lista:\n\n- um\n- dois",
      );
      await preview(page).locator("h2").waitFor();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-desktop-dark.png`, fullPage: true });
      await tool(page, "Inserir link").click();
      await page.getByRole("dialog", { name: "Inserir link" }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "SEO" }).click();
      await page.getByRole("switch", { name: "Analisar SEO" }).click();
      await page.getByText("Análise detalhada").waitFor();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/seo-desktop-dark.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});

describe("phone", () => {
  it("writes and previews in tabs; the toolbar wraps and stays usable", async () => {
    const { context, page, errors } = await openEditor(PHONE, "198.51.100.83");
    try {
      const write = page.getByRole("tab", { name: "Escrever" });
      const view = page.getByRole("tab", { name: "Visualizar" });
      await write.waitFor();
      expect(await write.getAttribute("aria-selected")).toBe("true");
      expect(await preview(page).isVisible()).toBe(false);

      await typeAndSelect(content(page), "Cerveja de trigo", "trigo");
      await tool(page, "Negrito").click();
      expect(await content(page).inputValue()).toBe("Cerveja de **trigo**");

      await view.click();
      expect(await view.getAttribute("aria-selected")).toBe("true");
      await preview(page).locator("strong", { hasText: "trigo" }).waitFor();
      expect(await content(page).isVisible()).toBe(false);

      // A toolbar action from the preview goes back to writing.
      await tool(page, "Título 1").click();
      await expect.poll(() => content(page).isVisible()).toBe(true);
      expect(await content(page).inputValue()).toBe("# Cerveja de **trigo**");

      // Nothing overflows the phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const name of TOOLBAR_NAMES) {
        const box = await tool(page, name).boundingBox();
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
      }
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-phone-light.png`, fullPage: true });

      await tool(page, "Inserir imagem").click();
      const popover = page.getByRole("form", { name: "Inserir imagem" });
      await popover.waitFor();
      const box = await popover.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-phone-image.png` });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("looks right in dark mode", async () => {
    const { context, page } = await openEditor(PHONE, "198.51.100.84", "dark");
    try {
      await content(page).fill("# Título\n\nTexto do post com **negrito**.");
      await page.getByRole("tab", { name: "Visualizar" }).click();
      await preview(page).locator("h1").waitFor();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-phone-dark.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});
