// Issue 24.4: pages that need no React are served without it (app/lib/static-page/): no
// React Router scripts or data, one inline module that imports the plain script after the first
// paint, and the phone menu in the HTML. Every other public page still hydrates.
import { describe, expect, it } from "vitest";
import { POST_PATH, PUBLIC_PAGES } from "../public-pages";
import { BASE_URL, page } from "./support";

const WITHOUT_REACT = ["/termos-de-uso", "/politica-de-privacidade", "/anuncie", POST_PATH];

describe("páginas sem React", () => {
  it.each(WITHOUT_REACT.map((p) => [p]))("%s: sem os scripts nem os dados do React Router", async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    // React Router's <Scripts> and the loader data it streams into the page: none of it.
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/\/assets\/(entry|root|layout|app)[\w.-]*\.js/);
    // One module: it waits for the first paint, then imports the plain script.
    const modules = [...html.matchAll(/<script([^>]*type="module"[^>]*)>([\s\S]*?)<\/script>/g)];
    expect(modules).toHaveLength(1);
    const [, attributes, body] = modules[0]!;
    expect(body).toContain("requestAnimationFrame(() => setTimeout(go, 0))");
    const src = /import\("(\/assets\/static-page-[\w-]+\.js)"\)/.exec(body!)?.[1];
    expect(src).toBeDefined();
    // The ad beacon's page view token is this response's nonce (as the React pages' is).
    const nonce = /nonce="([^"]+)"/.exec(attributes!)?.[1];
    expect(nonce).toBeTruthy();
    expect(attributes).toContain(`data-page-view="${nonce}"`);
    const script = await fetch(`${BASE_URL}${src}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    const code = await script.text();
    expect(code.length).toBeLessThan(12_000);
    expect(code).not.toMatch(/react/i);
    // The phone menu: its button and its closed dialog, the content in a template until opened.
    const menuButton = html.match(/<button[^>]*\sdata-menu-open=""[^>]*>/)?.[0] ?? "";
    expect(menuButton).toContain('aria-label="Abrir menu"');
    expect(html).toMatch(
      /<dialog id="menu-movel"[^>]*><template>[\s\S]*aria-label="Fechar menu"[\s\S]*<\/template><\/dialog>/,
    );
  });

  it.each(PUBLIC_PAGES.filter((p) => !WITHOUT_REACT.includes(p.path)).map((p) => [p.path]))(
    "%s continua com o React",
    async (path) => {
      const { html } = await page(path);
      expect(html).toContain("window.__reactRouterContext = ");
      expect(html).not.toMatch(/import\("\/assets\/static-page-/);
      expect(html).not.toContain('id="menu-movel"');
    },
  );
});
