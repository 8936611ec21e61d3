// Shared pieces of the end-to-end tests: Debian's Chromium through playwright-core
// (never a downloaded browser), the two viewports, and the axe-core check.
import type { AxeResults, ElementContext, Result, RunOptions } from "axe-core";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { expect, it } from "vitest";
import { CHROMIUM_ARGS } from "../../scripts/chromium-args.mjs";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "";
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
export const DATA_DIR = process.env.E2E_DATA_DIR ?? "";

export const DESKTOP = { width: 1280, height: 800 } as const;
export const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
export const PHONE = { width: 390, height: 844 } as const;
export const VIEWPORTS = [
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: PHONE },
] as const;

/**
 * Debian's headless shell when installed (scripts/test.mjs installs it and passes CHROME_PATH):
 * half the CPU of the full browser on the same tests. Either runs every test here.
 */
const CHROME = existsSync("/usr/bin/chromium-headless-shell")
  ? "/usr/bin/chromium-headless-shell"
  : "/usr/bin/chromium";

let sharedBrowser: Browser | undefined;

/**
 * The browser a test file uses: one Chromium for every file of the run, started by the first.
 * The e2e project runs its files one after another in one worker with one module graph
 * (vitest.config.ts: `isolate: false`, no file parallelism), so this module, and the browser,
 * outlive a file. A file still gets a browser of its own to the eye: its `close()` closes the
 * contexts it opened (each test's storage is its context's, never the browser's) and leaves the
 * process for the next file. A launch and close cost about 0.4 s of CPU each, 44 times a run
 * (issue 27 §1.4). A browser that crashed or was closed is launched again.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!sharedBrowser?.isConnected()) {
    sharedBrowser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? CHROME,
      args: [...CHROMIUM_ARGS],
    });
  }
  const browser = sharedBrowser;
  const opened = new Set<BrowserContext>();
  return new Proxy(browser, {
    get(target, property) {
      if (property === "close") {
        return async () => {
          await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
          opened.clear();
        };
      }
      if (property === "newContext") {
        return async (options?: BrowserContextOptions) => {
          const context = await target.newContext(options);
          opened.add(context);
          context.once("close", () => opened.delete(context));
          return context;
        };
      }
      if (property === "newPage") {
        return async (options?: BrowserContextOptions) => {
          const page = await target.newPage(options);
          opened.add(page.context());
          return page;
        };
      }
      if (property === "contexts") return () => target.contexts().filter((context) => opened.has(context));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The client a test file plays when a context names none: a private address derived from the
 * file's path (the e2e project shares modules between files, so it is read from the running
 * file, not fixed at import), so a file's page views and calculations are one visitor's, as
 * before, but the per-visitor limits (60 calculator beacons in 10 minutes, the sign-in limit) are
 * not shared by all the files of a shard: a fast run once sent calc-abv's 61st beacon of the
 * window and got a 429 in the console.
 */
function fileClientIp(): string {
  const file = expect.getState().testPath ?? "";
  const digest = createHash("sha256").update(file).digest();
  return `10.${1 + (digest[0]! % 250)}.${digest[1]!}.${1 + (digest[2]! % 250)}`;
}

/**
 * A fresh context (own storage) at a viewport. `clientIp` plays a distinct client
 * through X-Forwarded-For (the e2e server trusts the loopback proxy), so sign-in limits
 * hit in one test do not leak into another; without it, the file's own client (fileClientIp).
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions & { clientIp?: string; colorScheme?: "light" | "dark" } = {},
): Promise<BrowserContext> {
  const { clientIp = fileClientIp(), ...rest } = options;
  const phone = (rest.viewport?.width ?? DESKTOP.width) < 768;
  const context = await browser.newContext({
    // A person's Chrome, not "HeadlessChrome": the ad counts (issue 25) leave bots out, and
    // isbot rightly names the headless shell one. A test may still pass its own.
    userAgent: phone ? PHONE_UA : DESKTOP_UA,
    baseURL: BASE_URL,
    viewport: DESKTOP,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // The service worker (issue 12 item 7) is tested on its own (offline.test.ts, which allows
    // it); elsewhere it would precache the whole site in every context and answer requests
    // that page.route() and the tests mean to see reach the server.
    serviceWorkers: "block",
    ...rest,
    extraHTTPHeaders: { ...(rest.extraHTTPHeaders ?? {}), "X-Forwarded-For": clientIp },
  });
  return context;
}

/**
 * The `innerText` of one element as a reader who scrolled to it sees it, without scrolling: its
 * `render-later` block laid out first (decision 0041), so a test can read a result below the
 * screen without changing what is near the screen (the deferred parts load by that). The style
 * is set through the CSSOM, as the CSP allows; no frame is awaited: `innerText` lays out what it
 * reads, and a page without JavaScript runs no frame callbacks.
 */
export async function laidOutText(locator: Locator): Promise<string> {
  await locator.evaluate((el) =>
    el.closest<HTMLElement>(".render-later")?.style.setProperty("content-visibility", "visible"),
  );
  return locator.innerText();
}

/**
 * The text of `selector` as a reader meets it scrolling through the page: `innerText` with every
 * `render-later` block laid out, as in `laidOutText`.
 */
export async function wholeText(page: Page, selector = "main"): Promise<string> {
  await page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>(".render-later")) {
      block.style.setProperty("content-visibility", "visible");
    }
  });
  return page.locator(selector).innerText();
}

/** Collects console errors and uncaught exceptions of a page (a hydration error fails a test). */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * The axe-core rules whose outcome depends on colours. The two themes differ only in CSS
 * colours (app/app.css), so every other rule sees the same document in both.
 */
export const THEME_RULES = ["color-contrast", "link-in-text-block"];

/**
 * The axe-core rules all of whose checks are of moderate or minor impact (axe-core 4.14's
 * metadata): they can never report a serious or critical violation, the only kind these
 * tests fail on, so running them is wasted time ("region" alone walks every node).
 */
const MINOR_ONLY_RULES = [
  "aria-allowed-role",
  "aria-deprecated-role",
  "empty-table-header",
  "focus-order-semantics",
  "form-field-multiple-labels",
  "heading-order",
  "hidden-content",
  "html-xml-lang-mismatch",
  "image-redundant-alt",
  "landmark-banner-is-top-level",
  "landmark-contentinfo-is-top-level",
  "landmark-main-is-top-level",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-main",
  "landmark-one-main",
  "landmark-unique",
  "meta-viewport-large",
  "no-autoplay-audio",
  "page-has-heading-one",
  "presentation-role-conflict",
  "region",
  "server-side-image-map",
  "skip-link",
  "table-duplicate-name",
];

/** axe-core's browser build, read once per test run. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core through its own API: its source evaluated once per document (in every frame, as axe
 * needs for same-origin frames; the site has none from elsewhere), then `axe.run`. The
 * @axe-core/playwright wrapper this replaces ran every check as `runPartial` in the page and
 * `finishRun` in a second, blank page it opened for the purpose: a new renderer process and a
 * third copy of axe's 600 KB per check, 2–3× the time of `axe.run` for the same rules and
 * results (issue 27 §1.4: axe was the largest part of the browser tests' time).
 */
export async function runAxe(page: Page, options: RunOptions, context?: ElementContext): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function"))) {
      await frame.evaluate(AXE_SOURCE);
    }
  }
  // Colours are final before axe reads them: a theme switched or a control hovered just before
  // starts CSS transitions (getAnimations() flushes style, so it sees those just started).
  // (A spinner's endless animation is not waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // The results come back as JSON; typed here once (Playwright's inference of AxeResults'
  // nested types is too deep for the compiler).
  const results: unknown = await page.evaluate(
    ([ctx, opts]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(
        ctx ?? document,
        opts,
      ),
    [context ?? null, options] as [unknown, unknown],
  );
  return results as AxeResults;
}

/** One line per serious or critical violation: rule, impact, help and up to three targets. */
export function seriousViolationLines(violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

/**
 * The serious and critical axe-core violations of a page, one line each (empty when
 * none). Only violations are collected (`resultTypes`), which makes axe noticeably faster.
 *
 * In the dark theme only the colour rules run: the tests check each page and state in the
 * light theme too, where every rule runs on the same document, and axe costs about a third
 * of the browser suite's time (issue 13.7, "axe once per page and theme").
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  const results = await runAxe(
    page,
    dark
      ? { resultTypes: ["violations"], runOnly: { type: "rule", values: THEME_RULES } }
      : {
          resultTypes: ["violations"],
          rules: Object.fromEntries(MINOR_ONLY_RULES.map((id) => [id, { enabled: false }])),
        },
  );
  return seriousViolationLines(results.violations);
}

/** Fails on any serious or critical axe-core violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/**
 * Waits until React has hydrated the page and committed it (app/root.tsx marks
 * `<html data-hydrated>`), so clicks reach React handlers. The scripts start only after the first
 * paint (decision 0031): a test that needs them waits for this after `goto`.
 */
export async function waitForHydration(page: Page, timeout = 15_000) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, { timeout });
}

/** A sonner toast (not the in-page form error, which may repeat the same text). */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/**
 * Waits until the page's only h1 reads `text` (after a client-side navigation the URL
 * changes a moment before the new page is on screen).
 */
export async function expectH1(page: Page, text: string) {
  const h1 = page.locator("h1");
  await h1.filter({ hasText: text }).first().waitFor();
  expect(await h1.count(), `h1 count on ${page.url()}`).toBe(1);
  expect((await h1.innerText()).trim()).toBe(text);
}

/** The Cookie header of a signed-in context, for requests made with Node's fetch. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

/**
 * Deletes, through the admin's own delete action, every post whose title contains `text`.
 * Every e2e file that publishes posts calls it when it ends: the files share one server, and
 * a post left behind would change what the blog, feeds and lists show to the files after it.
 */
export async function deletePostsMatching(cookie: string, text: string): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < 20; round++) {
    const html = await (
      await fetch(`${BASE_URL}/admin?q=${encodeURIComponent(text)}`, { headers: { Cookie: cookie } })
    ).text();
    const ids = [...new Set([...html.matchAll(/href="\/admin\/posts\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))];
    if (ids.length === 0) return deleted;
    for (const id of ids) {
      const res = await fetch(`${BASE_URL}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "delete", id }).toString(),
      });
      if (res.status !== 302) throw new Error(`could not delete post ${id}: ${res.status}`);
      // "Excluir" moves it to the trash (issue 28): empty it too, so the tests leave nothing behind.
      const purged = await fetch(`${BASE_URL}/admin`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: BASE_URL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "purge", id }).toString(),
      });
      if (purged.status !== 302) throw new Error(`could not purge post ${id}: ${purged.status}`);
      deleted += 1;
    }
  }
  throw new Error(`posts matching "${text}" are still listed after 20 rounds`);
}

/**
 * Inside `describe.each(VIEWPORTS)`: `it` at desktop width, and at phone width a test that
 * is not registered at all. For logic that does not depend on the viewport (validation,
 * sharing, downloads, keyboard); phone runs are kept for layout, menus, touch, scrolling
 * and overflow, which do.
 */
export function itDesktopOnly(viewportName: string): typeof it {
  return viewportName === "desktop" ? it : ((() => undefined) as unknown as typeof it);
}

/**
 * A page of its own context with JavaScript disabled (issue 16: every calculator form works
 * as a plain GET form). Close the returned context when done.
 */
export async function openWithoutJavaScript(
  browser: Browser,
  path: string,
  options: Parameters<typeof newContext>[1] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { ...options, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/**
 * Opens `path` with the page's scripts held back (every /assets/….js response waits) until
 * `release()` is called, which then waits for hydration: a slow connection, where the
 * visitor sees and types into the server-rendered form before the scripts take over
 * (issue 16). Resolves once the document is parsed, so the server HTML is on screen.
 *
 * The site's service worker does not get in the way: while a page has routes, Playwright
 * bypasses service workers for it (checked: a context whose worker was active still had its
 * scripts held, the page not controlled); the check below keeps that assumption honest.
 */
export async function openWithHeldScripts(
  context: BrowserContext,
  path: string,
): Promise<{ page: Page; errors: string[]; release: () => Promise<void> }> {
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const pattern = "**/assets/**/*.js";
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  if (await page.evaluate(() => Boolean(navigator.serviceWorker?.controller))) {
    throw new Error(`openWithHeldScripts: a service worker serves ${path}, so its scripts cannot be held`);
  }
  return {
    page,
    errors,
    release: async () => {
      open();
      await waitForHydration(page);
      await page.unroute(pattern);
    },
  };
}
