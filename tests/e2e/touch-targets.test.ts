// Thumb-sized targets (issue 16, WCAG 2.5.5 "Target Size (Enhanced)" as our bar): at phone
// width every visible interactive element of the calculators, of the page around them
// (header, footer, ad bar) and of the mobile menu is at least 44×44 CSS px.
//
// The rule, decided once:
// - Interactive = links with an href, buttons, inputs (not hidden), selects, textareas,
//   summaries and the ARIA widget roles (button, link, tab, switch, slider, checkbox,
//   radio, combobox, menuitem).
// - Counted when rendered: not display:none/visibility:hidden, not zero-sized, and not
//   visually hidden (clipped to nothing, like the skip link before it has focus; that one
//   is measured focused, in its own test).
// - A native checkbox or radio counts with its labels: tapping the label toggles it, so its
//   target is the box around the control and its labels.
// - WCAG's inline exception: a text link (computed display "inline") whose nearest block
//   holds other text besides it sits in a sentence ("Fontes: …; ….") and is not counted.
//   A link styled as its own box (block, flex, inline-flex…) always counts.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launchBrowser, newContext, waitForHydration } from "./support";

const CALCULATORS = ["/", "/festa", "/por-pessoa", "/ibu", "/abv", "/receita", "/orcamento"] as const;
const MIN = 44;

/** The interactive elements under `rootSelector` smaller than 44×44, one line each. */
async function smallTargets(page: Page, rootSelector = "body"): Promise<string[]> {
  return page.evaluate(
    ({ rootSelector, min }) => {
      const selector = [
        "a[href]",
        "button",
        'input:not([type="hidden"])',
        "select",
        "textarea",
        "summary",
        ...["button", "link", "tab", "switch", "slider", "checkbox", "radio", "combobox", "menuitem"].map(
          (role) => `[role="${role}"]`,
        ),
      ].join(", ");
      const root = document.querySelector(rootSelector);
      if (!root) return [`nothing matches ${rootSelector}`];

      const visuallyHidden = (el: Element) => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
        }
        return false;
      };
      const inSentence = (el: Element) => {
        if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
        let block = el.parentElement;
        while (block && /^(inline|contents)$/.test(getComputedStyle(block).display)) block = block.parentElement;
        const text = (node: Element | null) => (node?.textContent ?? "").replace(/\s+/g, "");
        return !!block && text(block).length > text(el).length;
      };
      const boxOf = (el: Element) => {
        const rects = [el.getBoundingClientRect()];
        if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
          for (const label of el.labels ?? []) rects.push(label.getBoundingClientRect());
        }
        const left = Math.min(...rects.map((r) => r.left));
        const top = Math.min(...rects.map((r) => r.top));
        const right = Math.max(...rects.map((r) => r.right));
        const bottom = Math.max(...rects.map((r) => r.bottom));
        return { width: right - left, height: bottom - top };
      };
      const nameOf = (el: Element) =>
        (
          el.getAttribute("aria-label") ||
          (el as HTMLElement).innerText ||
          el.getAttribute("name") ||
          el.id ||
          el.tagName
        )
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 60);

      const out: string[] = [];
      for (const el of root.querySelectorAll(selector)) {
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (visuallyHidden(el) || inSentence(el)) continue;
        const { width, height } = boxOf(el);
        // Half a pixel of rounding (rem sizes, borders) is not a smaller target.
        if (width < min - 0.5 || height < min - 0.5) {
          const role = el.getAttribute("role") ?? (el instanceof HTMLInputElement ? `input ${el.type}` : "");
          out.push(
            `${el.tagName.toLowerCase()}${role ? ` [${role}]` : ""} "${nameOf(el)}" ${Math.round(width)}×${Math.round(height)}`,
          );
        }
      }
      return out;
    },
    { rootSelector, min: MIN },
  );
}

describe("alvos de toque de 44×44 px no celular (WCAG 2.5.5)", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("todo elemento interativo das sete calculadoras tem pelo menos 44×44 px", async () => {
    const offenders: string[] = [];
    for (const path of CALCULATORS) {
      await page.goto(path);
      await waitForHydration(page);
      for (const line of await smallTargets(page)) offenders.push(`${path}: ${line}`);
    }
    expect(offenders, `menores que 44×44 px a 390 px:\n${offenders.join("\n")}`).toEqual([]);
  });

  it("o menu do celular e o link para pular ao conteúdo também", async () => {
    await page.goto("/");
    await waitForHydration(page);

    // The skip link, once focused (the first Tab of the page).
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const skipBox = (await skip.boundingBox())!;
    expect(Math.round(skipBox.height), "altura do link Pular para o conteúdo").toBeGreaterThanOrEqual(MIN);

    await page.getByRole("button", { name: "Abrir menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const inMenu = await smallTargets(page, '[data-testid="mobile-menu"]');
    expect(inMenu, `menu: menores que 44×44 px:\n${inMenu.join("\n")}`).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  });

  // Issue 27 section 3: the breadcrumbs, the legal pages' contents and the infographics'
  // links were 16–20 px tall.
  it("as páginas de conteúdo e do blog também: trilha, sumários, links dos infográficos", async () => {
    const post = await (await fetch(new URL("/blog", page.url()))).text();
    const slug = /href="(\/blog\/[a-z0-9-]+)"/.exec(post)?.[1] ?? "/blog";
    const offenders: string[] = [];
    for (const path of [
      slug,
      "/blog",
      "/drinks",
      "/termos-de-uso",
      "/politica-de-privacidade",
      "/infograficos",
      "/glossario",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      for (const line of await smallTargets(page, "main")) offenders.push(`${path}: ${line}`);
    }
    expect(offenders, `menores que 44×44 px a 390 px:\n${offenders.join("\n")}`).toEqual([]);
  });
});
