// Installable app (issue 12 item 7), as the production server sends it, without a browser: every
// public page links the web app manifest and the theme colours; the manifest is complete and its
// icons are real PNGs of the stated sizes; the service worker is revalidated on every visit and
// precaches exactly the files of this build that the public pages use, never the admin's code, and
// names the pages whose HTML it fetches at install (that they are kept and open offline: the e2e test).
// Offline behaviour itself needs a browser: tests/e2e/offline.test.ts.
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../public-pages";
import { expectValidHtml, get, tag } from "./support";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("app instalável", () => {
  it.each(PUBLIC_PAGES.map((p) => [p.path]))(
    "%s liga o manifesto, o ícone da tela inicial e as cores do tema",
    async (path) => {
      const html = await (await get(path)).text();
      const linkHref = (rel: string) =>
        tag(tag(html, new RegExp(`(<link[^>]*rel="${rel}"[^>]*>)`)) ?? "", /href="([^"]*)"/);
      expect(linkHref("manifest")).toBe("/site.webmanifest");
      expect(linkHref("apple-touch-icon")).toBe("/icons/apple-touch-icon.png");
      expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: light)" content="#b7791f"/>');
      expect(html).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#130e0a"/>');
    },
  );

  it("o manifesto é JSON completo, com ícones PNG 192 e 512, um maskable e atalhos para três calculadoras", async () => {
    const res = await get("/site.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      name: "Cervejômetro",
      short_name: "Cervejômetro",
      lang: "pt-BR",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#fdfcf9",
      theme_color: "#b7791f",
    });
    const icons = manifest.icons as ManifestIcon[];
    const png = (sizes: string, purpose: string) =>
      icons.find(
        (i) => i.type === "image/png" && i.sizes === sizes && (i.purpose ?? "any").split(" ").includes(purpose),
      );
    expect(png("192x192", "any")).toBeTruthy();
    expect(png("512x512", "any")).toBeTruthy();
    expect(png("512x512", "maskable")).toBeTruthy();
    for (const icon of [...icons, { src: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" }]) {
      const file = await get(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type"), icon.src).toContain(icon.type);
      if (icon.type !== "image/png") continue;
      const { width, height } = pngSize(new Uint8Array(await file.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(["/", "/festa", "/abv"]);
    for (const shortcut of manifest.shortcuts) expect((await get(shortcut.url)).status, shortcut.url).toBe(200);
  });
});

describe("service worker", () => {
  async function worker() {
    const res = await get("/sw.js");
    const source = await res.text();
    const list = (name: string) => JSON.parse(source.match(new RegExp(`const ${name} = (\\[.*\\]);`))![1]!) as string[];
    return {
      res,
      source,
      precache: list("PRECACHE"),
      staticPages: list("STATIC_PAGES"),
      precachePages: list("PRECACHE_PAGES"),
    };
  }

  it("/sw.js é pedido de novo a cada visita e tem a versão do build", async () => {
    const { res, source } = await worker();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(source).toMatch(/const VERSION = "[0-9a-f]{12}";/);
  });

  it("guarda de antemão o código das páginas públicas e a página sem conexão, nunca o do admin", async () => {
    const { precache, staticPages } = await worker();
    for (const url of ["/offline.html", "/offline.js", "/site.webmanifest", "/icons/maskable-512.png"]) {
      expect(precache).toContain(url);
    }
    // React Router's browser manifest of this build says which module is whose.
    const manifestUrl = precache.find((u) => /^\/assets\/manifest-[\w-]+\.js$/.test(u));
    expect(manifestUrl).toBeTruthy();
    const text = await (await get(manifestUrl!)).text();
    const routes = Object.values(
      JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")).routes as Record<
        string,
        { id: string; module: string; hasDefaultExport: boolean }
      >,
    );
    const moduleOf = (id: string) => routes.find((r) => r.id === id)!.module;
    for (const id of ["root", "routes/layout", "routes/calculators/festa", "routes/calculators/comparador", "blog"]) {
      expect(precache, id).toContain(moduleOf(id));
    }
    const privateModules = routes
      .filter((r) => /^routes\/(admin|auth)\//.test(r.id) && r.hasDefaultExport)
      .map((r) => r.module);
    expect(privateModules.length).toBeGreaterThan(5);
    expect(precache.filter((u) => privateModules.includes(u))).toEqual([]);
    // Every file it will ask for at install exists, or the install would fail.
    const missing: string[] = [];
    for (const url of precache) if ((await get(url)).status !== 200) missing.push(url);
    expect(missing).toEqual([]);
    // Pages whose kept copy may stand in for other inputs: those with no loader data.
    expect(staticPages).toEqual(expect.arrayContaining(["/", "/festa", "/abv", "/glossario"]));
    expect(staticPages).not.toContain("/blog");
  });

  it("busca no install o HTML das sete calculadoras, do glossário e dos infográficos", async () => {
    const { precachePages } = await worker();
    expect(precachePages).toEqual([
      "/",
      "/festa",
      "/por-pessoa",
      "/ibu",
      "/abv",
      "/receita",
      "/orcamento",
      "/glossario",
      "/infograficos",
    ]);
  });

  it("a página sem conexão é HTML válido em português, sem scripts em linha", async () => {
    const res = await get("/offline.html");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="pt-BR">/);
    expect(html).toContain("<h1>Você está sem conexão</h1>");
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    await expectValidHtml("/offline.html", html);
  });
});
