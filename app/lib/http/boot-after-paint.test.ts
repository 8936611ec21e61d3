import { describe, expect, it } from "vitest";
import { bootAfterFirstPaint, firstVisitScripts, withoutUnusedRouterData } from "./boot-after-paint";

// What React Router 7.18's <Scripts> writes for a page (shortened manifest), nonce included.
const page = `<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/app-B.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/orcamento-C.js" nonce="n0nce"/>
<link rel="stylesheet" href="/assets/app-D.css"/></head><body><main>Orçamento</main>
<script nonce="n0nce">window.__reactRouterContext = {};</script><script nonce="n0nce" type="module" async="">;
import * as route0 from "/assets/root-E.js";
import * as route1 from "/assets/orcamento-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/calculators/orcamento":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("bootAfterFirstPaint", () => {
  const html = bootAfterFirstPaint(page);
  const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

  it("takes the module preloads out of the head, keeping the stylesheet", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-D.css"/>');
  });

  it("waits for the first contentful paint and a frame before fetching anything, unless the tab is hidden", () => {
    const wait = script.indexOf("requestAnimationFrame(() => setTimeout(go, 0))");
    expect(wait).toBeGreaterThan(-1);
    expect(script).toContain('.observe({ type: "paint", buffered: true })');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('document.visibilityState === "hidden"');
    expect(script.indexOf("import(")).toBeGreaterThan(wait);
    // No static import: those would be fetched as the page is parsed.
    expect(script).not.toMatch(/^\s*import \* as/m);
  });

  it("then preloads the same modules, with the page's nonce, and imports the routes together", () => {
    expect(script).toContain('["/assets/entry.client-A.js","/assets/app-B.js","/assets/orcamento-C.js"]');
    expect(script).toContain("link.nonce = nonce");
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-E.js"), import("/assets/orcamento-C.js")]);',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/calculators/orcamento":route1};',
    );
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("is valid JavaScript for a module", async () => {
    // Compiles (top-level await is module-only): a syntax error would leave the page unhydrated.
    const { parseAst } = await import("vite");
    expect(() => parseAst(script)).not.toThrow();
  });

  it("lists the page's scripts from its boot script, in the order it preloads them", () => {
    expect(firstVisitScripts(html)).toEqual([
      "/assets/entry.client-A.js",
      "/assets/app-B.js",
      "/assets/orcamento-C.js",
      "/assets/root-E.js",
    ]);
  });

  it("leaves a page of another shape as it is", () => {
    const other =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body><script type="module">start()</script></body></html>';
    expect(bootAfterFirstPaint(other)).toBe(other);
    expect(bootAfterFirstPaint("<p>sem scripts</p>")).toBe("<p>sem scripts</p>");
  });
});

describe("withoutUnusedRouterData", () => {
  const data =
    '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]");</script><script nonce="n">window.__reactRouterContext.streamController.close();</script>';

  it("drops the streamed loader data of a page rendered without <Scripts>", () => {
    const page = `<html><body><p>texto</p><script type="module" nonce="n">import("/assets/static-page-A.js");</script>${data}</body></html>`;
    expect(withoutUnusedRouterData(page)).toBe(
      '<html><body><p>texto</p><script type="module" nonce="n">import("/assets/static-page-A.js");</script></body></html>',
    );
  });

  it("keeps it on a page that hydrates (its <Scripts> wrote the context that reads it)", () => {
    const page = `<html><body><script nonce="n">window.__reactRouterContext = {};</script>${data}</body></html>`;
    expect(withoutUnusedRouterData(page)).toBe(page);
  });
});
