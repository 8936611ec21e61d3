// Every public route of the spec's table (docs/decisions/0020-routes-and-layout.md) as the production server sends it, without
// a browser: status, HTML attributes and the HTTP headers of docs/decisions/0013-admin-and-security.md/docs/decisions/0014-caching-and-degradation.md (CSP with nonces,
// cache policy, ETag/304), the health check and the pre-compressed hashed assets.
// (Moved from tests/e2e/routes.test.ts, which keeps what needs Chromium.)
import { describe, expect, it } from "vitest";
import { NOT_FOUND_H1, PUBLIC_PAGES } from "../public-pages";
import { BASE_URL, PUBLIC_CACHE, SITE, firstVisitScripts, get, metaContent, page } from "./support";

function canonicalOf(html: string): string | undefined {
  const tag = html.match(/<link[^>]*rel="canonical"[^>]*>/i)?.[0];
  return tag?.match(/href="([^"]*)"/)?.[1];
}

/** Whether a <script> tag runs code (JSON-LD and other data blocks are not subject to script-src). */
function isExecutable(tag: string) {
  const type = tag.match(/\stype="([^"]*)"/i)?.[1]?.toLowerCase();
  return !type || type === "module" || type === "text/javascript" || type === "application/javascript";
}

function scriptNonce(csp: string): string | undefined {
  const scriptSrc = csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "));
  return scriptSrc?.match(/'nonce-([^']+)'/)?.[1];
}

describe("rotas: status e cabeçalhos HTTP", () => {
  it.each(PUBLIC_PAGES.map((p) => [p.path]))("%s responde 200 em pt-BR, cacheável com ETag", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*\slang="pt-BR"/);
    expect(metaContent(html, "robots") ?? "").not.toMatch(/noindex/);

    const again = await get(path, { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // The cached page keeps the CSP (and nonce) it was stored with: a 304 carrying a new
    // nonce would block all of its inline scripts.
    expect(again.headers.get("content-security-policy")).toBeNull();
    // A stale validator gets the full page again.
    expect((await get(path, { "If-None-Match": 'W/"outra-versao"' })).status).toBe(200);
  });

  it("/drinks aponta o canonical para /blog", async () => {
    const drinks = canonicalOf(await (await get("/drinks")).text());
    expect(drinks).toBeTruthy();
    expect(new URL(drinks!, BASE_URL).pathname).toBe("/blog");
    // /blog itself is never sent elsewhere.
    const blog = canonicalOf(await (await get("/blog")).text());
    if (blog) expect(new URL(blog, BASE_URL).pathname).toBe("/blog");
  });

  it("a navegação no navegador (.data) lê o caminho da página, nunca o .data (React Router 8: o request chega cru)", async () => {
    // The head a client-side navigation gets names the page's own address.
    const glossary = await (await get("/glossario.data?_routes=routes%2Fcontent%2Fglossario")).text();
    expect(glossary).toContain(`"${SITE}/glossario"`);
    expect(glossary).not.toMatch(/glossario\.data|_routes/);
    const ibu = await (await get("/ibu.data")).text();
    expect(ibu).toContain(`"${SITE}/ibu"`);
    // An admin page asked for without a session sends to /auth with the page's address.
    const admin = await (await get("/admin/categorias.data")).text();
    expect(admin).toContain('"/auth?redirect=%2Fadmin%2Fcategorias"');
  });

  it("/auth?redirect= leva o destino no formulário do servidor (login sem JavaScript ou antes dos scripts)", async () => {
    const html = await (await get("/auth?redirect=%2Fadmin%2Fbackup")).text();
    expect(html).toMatch(/<input type="hidden" name="redirectTo" value="\/admin\/backup"\/>/);
    // An address of another site is not carried: the form gets the default.
    const evil = await (await get("/auth?redirect=https%3A%2F%2Fevil.example")).text();
    expect(evil).toMatch(/<input type="hidden" name="redirectTo" value="\/admin"\/>/);
  });

  it("/auth responde 200, noindex e privado", async () => {
    const res = await get("/auth");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(metaContent(html, "robots")).toMatch(/noindex/);
    expect(html).toMatch(/<html[^>]*\slang="pt-BR"/);
  });

  it.each([
    ["/admin", "/auth?redirect=%2Fadmin"],
    ["/post-creator", "/auth?redirect=%2Fpost-creator"],
  ])("%s sem sessão redireciona para %s, sem cache", async (path, target) => {
    const res = await get(path);
    expect([302, 303]).toContain(res.status);
    const location = new URL(res.headers.get("location") ?? "", BASE_URL);
    expect(location.origin).toBe(new URL(BASE_URL).origin);
    expect(location.pathname + location.search).toBe(target);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("post inexistente responde 404 com a página de cerveja acabou", async () => {
    const res = await get("/blog/nao-existe");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(NOT_FOUND_H1);
    expect(res.headers.get("cache-control")).not.toMatch(/public/);
  });

  it("caminho desconhecido responde 404 com a página 404, noindex", async () => {
    const res = await get("/essa-pagina/nao-existe");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).not.toMatch(/public/);
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*\slang="pt-BR"/);
    expect(html).toContain(NOT_FOUND_H1);
    expect(metaContent(html, "robots")).toMatch(/noindex/);
  });

  it.each([["/"], ["/auth"], ["/blog"], ["/nao-existe"]])(
    "%s: CSP com nonce em script-src, sem 'unsafe-inline', e todo <script> carrega o nonce",
    async (path) => {
      const res = await get(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      const scriptSrc =
        csp
          .split(";")
          .map((d) => d.trim())
          .find((d) => d.startsWith("script-src ")) ?? "";
      expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      const nonce = scriptNonce(csp)!;
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      const inline = scripts.filter((tag) => !/\ssrc=/.test(tag) && isExecutable(tag));
      expect(inline.length).toBeGreaterThan(0);
      for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
      // A fresh nonce per response.
      const other = scriptNonce((await get(path)).headers.get("content-security-policy") ?? "");
      expect(other).toBeTruthy();
      expect(other).not.toBe(nonce);
    },
  );

  it("/healthz informa que o servidor e o banco estão de pé", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "up" });
  });

  it("JS com hash em /assets/ vem em brotli e imutável", async () => {
    const assets = firstVisitScripts(await (await get("/")).text());
    expect(assets.length).toBeGreaterThan(0);
    // The biggest one: the build leaves files under 512 bytes (the client entry is about 300)
    // uncompressed, where brotli would save nothing.
    const sizes = await Promise.all(assets.map(async (a) => (await (await get(a)).arrayBuffer()).byteLength));
    const asset = assets[sizes.indexOf(Math.max(...sizes))]!;
    expect(asset).toMatch(/-[A-Za-z0-9_-]{6,}\.js$/);
    const res = await get(asset, { "Accept-Encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const cache = res.headers.get("cache-control") ?? "";
    expect(cache).toContain("immutable");
    expect(cache).toMatch(/max-age=31536000/);
    // fetch decodes it: it must be real JavaScript, not the raw brotli bytes.
    const body = await res.text();
    expect(body).toMatch(/\b(import|export|function|const|var)\b/);
  });
});

describe("rotas: o h1 e o título no HTML do servidor", () => {
  it.each(PUBLIC_PAGES.map((p) => [p.path, p.h1]))('%s traz um só h1, "%s", e um título', async (path, h1) => {
    const p = await page(path);
    expect(p.html.match(/<h1[\s>]/g)?.length, "h1 count").toBe(1);
    expect(p.h1).toBe(h1.replace(/&/g, "&amp;"));
    expect(p.title?.trim()).toBeTruthy();
  });

  it("/rota-que-nao-existe: o h1 da página 404 e os links de calculadoras e conteúdo", async () => {
    const p = await page("/rota-que-nao-existe");
    expect(p.status).toBe(404);
    expect(p.h1).toBe(NOT_FOUND_H1);
    expect(p.robots).toMatch(/noindex/);
    expect(p.html).toMatch(/<a[^>]*href="\/"[^>]*>(?:(?!<\/a>)[\s\S])*Voltar ao início/);
  });
});
