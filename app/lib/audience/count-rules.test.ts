import { describe, expect, it } from "vitest";
import { DIRECT_REFERRER_KEY } from "./audience-keys";
import {
  AUDIENCE_KEY_MAX,
  deviceClass,
  isPublicPagePath,
  pageKey,
  pageKeyOfUrl,
  referrerKey,
  sameOriginRefererKey,
} from "./count-rules";

const HOST = "cervejometro.com.br";

describe("pageKey", () => {
  it.each([
    ["/", "", "/"],
    ["/festa", "", "/festa"],
    ["/festa/", "", "/festa"],
    ["/FESTA", "", "/festa"],
    // Calculator inputs never reach a row.
    ["/festa", "?bebem=10&horas=4", "/festa"],
    ["/", "?c1=Brahma&p1=3.49", "/"],
    ["/blog/como-servir-chope", "?utm_source=x", "/blog/como-servir-chope"],
    // The blog's category is the one query kept; everything else beside it goes.
    ["/blog", "?categoria=receitas", "/blog?categoria=receitas"],
    ["/blog", "?q=ipa&categoria=Receitas&pagina=2", "/blog?categoria=receitas"],
    ["/drinks", "?categoria=caipirinhas", "/drinks?categoria=caipirinhas"],
    ["/blog", "?q=ipa", "/blog"],
    ["/blog", "?categoria=", "/blog"],
    ["/glossario", "?categoria=x", "/glossario"],
    ["/blog", "?categoria=a%20b", "/blog?categoria=a%20b"],
    // React Router's single-fetch data requests name their page.
    ["/festa.data", "?_routes=routes%2Flayout%2Croutes%2Fcalculators%2Ffesta", "/festa"],
    ["/_root.data", "?_routes=root", "/"],
    ["/blog.data", "?categoria=receitas&_routes=blog", "/blog?categoria=receitas"],
    ["/blog/_.data", "", "/blog"],
  ])("%s%s → %s", (path, search, key) => {
    expect(pageKey(path, search)).toBe(key);
  });

  it("is at most 300 characters", () => {
    const key = pageKey(`/blog/${"a".repeat(400)}`);
    expect(key).toHaveLength(AUDIENCE_KEY_MAX);
    expect(pageKey("/blog", `?categoria=${"b".repeat(400)}`)).toHaveLength(AUDIENCE_KEY_MAX);
  });

  it.each([
    "/admin",
    "/admin/posts/1/visualizar",
    "/admin.data",
    "/auth",
    "/auth/sair",
    "/post-creator",
    "/relatorio/abc",
    "/anuncio/evento",
    "/anuncio/3f1c",
    "/media/x.webp",
    "/og/festa.png",
    "/assets/root-abc.js",
    "/sitemap.xml",
    "/sitemap/posts-1.xml",
    "/rss.xml",
    "/robots.txt",
    "/healthz",
    "/favicon.svg",
    "/sw.js",
    "/offline.html",
    "/site.webmanifest",
    "/__manifest",
    "/estatisticas/calculo",
  ])("%s is not a public page", (path) => {
    expect(pageKey(path)).toBeNull();
  });

  it("counts the public pages, the media kit included", () => {
    for (const path of [
      "/",
      "/festa",
      "/por-pessoa",
      "/ibu",
      "/abv",
      "/orcamento",
      "/blog",
      "/blog/um-post",
      "/drinks",
      "/glossario",
      "/infograficos",
      "/termos-de-uso",
      "/politica-de-privacidade",
      "/anuncie",
    ])
      expect(isPublicPagePath(path), path).toBe(true);
  });

  it("reads a URL", () => {
    expect(pageKeyOfUrl(new URL("https://x.com.br/blog?categoria=ipa&q=1"))).toBe("/blog?categoria=ipa");
  });
});

describe("referrerKey", () => {
  it.each([
    // Google, any country, and the Google app.
    ["https://www.google.com/", "google.com"],
    ["https://www.google.com.br/search?q=cerveja", "google.com"],
    ["https://google.co.uk/", "google.com"],
    ["https://news.google.com/articles/x", "google.com"],
    ["android-app://com.google.android.googlequicksearchbox/https/www.google.com", "google.com"],
    ["android-app://com.google.android.googlequicksearchbox", "google.com"],
    // WhatsApp.
    ["https://web.whatsapp.com/", "whatsapp"],
    ["https://whatsapp.com/", "whatsapp"],
    ["https://wa.me/5511999999999", "whatsapp"],
    ["https://l.wl.co/l?u=https://cervejometro.com.br", "whatsapp"],
    ["android-app://com.whatsapp/", "whatsapp"],
    // Instagram.
    ["https://www.instagram.com/p/abc/", "instagram"],
    ["https://l.instagram.com/?u=https%3A%2F%2Fcervejometro.com.br", "instagram"],
    ["android-app://com.instagram.android", "instagram"],
    // Facebook.
    ["https://www.facebook.com/", "facebook"],
    ["https://m.facebook.com/story.php?id=1", "facebook"],
    ["https://l.facebook.com/l.php?u=x", "facebook"],
    ["https://lm.facebook.com/l.php?u=x", "facebook"],
    ["https://fb.com/x", "facebook"],
    // X.
    ["https://t.co/abc", "x"],
    ["https://x.com/someone/status/1", "x"],
    ["https://twitter.com/someone", "x"],
    ["https://mobile.twitter.com/someone", "x"],
    // Anything else: its domain, without www. and never its path.
    ["https://www.bing.com/search?q=cerveja+por+pessoa", "bing.com"],
    ["https://duckduckgo.com/", "duckduckgo.com"],
    ["http://blog.exemplo.com.br:8080/um/caminho?x=1#y", "blog.exemplo.com.br"],
    ["https://WWW.Exemplo.COM./", "exemplo.com"],
    ["android-app://org.telegram.messenger/", "org.telegram.messenger"],
  ])("%s → %s", (referer, key) => {
    expect(referrerKey(referer, HOST)).toBe(key);
  });

  it("is direct without a referrer, or with one that is not a web address", () => {
    for (const referer of [undefined, null, "", "  ", "not a url", "about:blank", "file:///etc/passwd", "data:,x"])
      expect(referrerKey(referer, HOST), String(referer)).toBe(DIRECT_REFERRER_KEY);
  });

  it("is null for the site itself (a navigation inside it), with or without www. or a port", () => {
    expect(referrerKey("https://cervejometro.com.br/festa?bebem=3", HOST)).toBeNull();
    expect(referrerKey("https://www.cervejometro.com.br/", HOST)).toBeNull();
    expect(referrerKey("http://localhost:3000/blog", "localhost:3000")).toBeNull();
  });

  it("never holds a path or a query", () => {
    const key = referrerKey("https://exemplo.com/segredo?email=a@b.c", HOST);
    expect(key).toBe("exemplo.com");
  });
});

describe("sameOriginRefererKey", () => {
  it("names the page a navigation left, on this host only", () => {
    expect(sameOriginRefererKey("http://localhost:3000/blog?q=ip", "localhost:3000")).toBe("/blog");
    expect(sameOriginRefererKey("http://localhost:3000/festa?bebem=3", "localhost:3000")).toBe("/festa");
    expect(sameOriginRefererKey("https://google.com/", "localhost:3000")).toBeNull();
    expect(sameOriginRefererKey("nonsense", "localhost:3000")).toBeNull();
    expect(sameOriginRefererKey(undefined, "localhost:3000")).toBeNull();
  });
});

describe("deviceClass", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "celular",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "celular",
    ],
    ["Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0", "celular"],
    ["Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15.0", "celular"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "computador",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "computador",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "computador"],
    ["", "computador"],
    [undefined, "computador"],
  ])("%s → %s", (ua, device) => {
    expect(deviceClass(ua)).toBe(device);
  });
});
