/**
 * An inline module's first statement that waits for the first contentful paint and the frame
 * after it (a hidden tab, or a browser without paint timing, goes on at once).
 */
export const AFTER_FIRST_PAINT = [
  // The first contentful paint, then a frame: a long page can paint its background while the
  // parser is still reading it, so a frame alone is not enough. A hidden tab paints nothing.
  "await new Promise((go) => {",
  "  const painted = () => requestAnimationFrame(() => setTimeout(go, 0));",
  '  if (document.visibilityState === "hidden" || !window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) go();',
  '  else if (performance.getEntriesByName("first-contentful-paint").length > 0) painted();',
  "  else",
  "    new PerformanceObserver((list, observer) => {",
  '      if (!list.getEntriesByName("first-contentful-paint").length) return;',
  "      observer.disconnect();",
  "      painted();",
  '    }).observe({ type: "paint", buffered: true });',
  "});",
].join("\n");

/**
 * The page's JavaScript starts after its first paint (issue 12.3).
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` in <head> for every module of
 * the page and an inline module that imports the route modules statically, then the client
 * entry. The browser starts all of them at once, beside the stylesheet the first paint waits
 * for: on a slow 4G link ~140 KB of JavaScript shares the bandwidth with ~15 KB of CSS. Marking
 * the preloads low priority brought the first paint to 0.9 s, but the largest paint (the
 * header's text, painted with it) still came at 2.0–2.3 s in Lighthouse: its simulation counts
 * every request that finished before that paint, and locally the scripts always do.
 *
 * Here the preloads leave <head>, and the inline module waits for the first contentful paint and
 * the frame after it before it adds them and imports the route modules, all at once as before. The page is painted, readable and its links work from the server's HTML;
 * hydration follows when the scripts arrive, a frame after the first paint. A tab opened in the
 * background paints nothing and gets no frames: it starts at once, as does a browser without
 * paint timing.
 *
 * A page whose scripts are not in the expected shape (another React Router version) is left as
 * it is; tests/ssr/scripts.test.ts checks every public page has the new shape.
 */
export function bootAfterFirstPaint(html: string): string {
  const boot = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/.exec(html);
  if (!boot) return html;
  const body = boot[2]!;
  const staticImports = [...body.matchAll(/^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/gm)];
  if (staticImports.length === 0 || !/^\s*import\("[^"]+"\);\s*$/m.test(body)) return html;

  const preloads: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/?>/g, (_, href: string) => {
    preloads.push(href);
    return "";
  });
  const names = staticImports.map((m, i) => m[1] ?? `_sideEffect${i}`);
  const rest = body.replace(/^\s*import (?:\* as \w+ from )?"[^"]+";\s*$/gm, "");
  const start = [
    AFTER_FIRST_PAINT,
    'const nonce = document.querySelector("script[nonce]")?.nonce;',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  if (nonce) link.nonce = nonce;",
    "  document.head.append(link);",
    "}",
    `const [${names.join(", ")}] = await Promise.all([${staticImports.map((m) => `import(${m[2]})`).join(", ")}]);`,
  ].join("\n");
  return withoutPreloads.replace(boot[0], () => `${boot[1]}${start}${rest}${boot[3]}`);
}

/**
 * The /assets scripts a page written by `bootAfterFirstPaint` fetches on a first visit: the
 * modules its boot script preloads and those it imports (the server HTML names them nowhere
 * else). Used by the tests, `npm run bench` and anything that reads a page's scripts.
 */
export function firstVisitScripts(html: string): string[] {
  const list = /for \(const href of (\[[^\]]*\])\)/.exec(html);
  const preloads: string[] = list ? (JSON.parse(list[1]!) as string[]) : [];
  const imports = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1]!);
  return [...new Set([...preloads, ...imports])];
}

/**
 * A page rendered without <Scripts> (lib/static-page/hydration.ts, issue 24.4) has no router in
 * the browser to read the loader data React Router streams into the page as inline scripts: they
 * would only throw ("window.__reactRouterContext" is written by <Scripts>). They go. Their shape
 * is React Router's: tests/ssr/static-pages.test.ts fails if a page without <Scripts> still
 * carries any of it, and the end-to-end tests fail on any script error on those pages.
 */
export function withoutUnusedRouterData(html: string): string {
  if (html.includes("window.__reactRouterContext = ")) return html;
  return html.replace(/<script\b[^>]*>window\.__reactRouterContext\.[\s\S]*?<\/script>/g, "");
}
