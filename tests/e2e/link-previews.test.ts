// Issue 15: a shared link previews its answer. WhatsApp's crawler runs no JavaScript and
// reads the first bytes of the page, so these tests fetch the raw server HTML as it would
// (its user agent, no browser), read the Open Graph tags and load the og:image; then check
// in Chromium that WhatsApp is the first choice of every share block.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPosts } from "../../db/seed-data";
import { slugify } from "../../app/lib/slug";
import { BASE_URL, launchBrowser, newContext, PHONE, trackPageErrors, waitForHydration } from "./support";

const WHATSAPP_UA = "WhatsApp/2.24.6.77 A";
const LIMIT = 300 * 1024;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
// Intl puts a no-break space after "R$".
const plain = (s: string | undefined) => (s ?? "").replace(/\u00a0/g, " ");

async function rawPage(path: string) {
  const res = await fetch(BASE_URL + path, { headers: { "User-Agent": WHATSAPP_UA } });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const tag = (attr: "property" | "name", key: string) => {
    const m = head.match(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`));
    return m ? decode(m[1]!) : undefined;
  };
  return {
    html,
    head,
    title: decode(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    canonical: head.match(/<link rel="canonical" href="([^"]+)"/)?.[1],
    og: (key: string) => tag("property", `og:${key}`),
    twitter: (key: string) => tag("name", `twitter:${key}`),
  };
}

/** Loads an og:image the way a crawler would (the public origin swapped for the test server's). */
async function loadImage(url: string | undefined) {
  expect(url).toMatch(/^https:\/\/cervejometro\.com\.br\/og\//);
  const res = await fetch(BASE_URL + new URL(url!).pathname + new URL(url!).search, {
    headers: { "User-Agent": WHATSAPP_UA },
  });
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  expect(res.headers.get("cache-control")).toContain("immutable");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(bytes.length).toBeLessThan(LIMIT);
  const view = new DataView(bytes.buffer);
  expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  return bytes;
}

const SHARED_LINKS = [
  {
    path: "/festa?bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=moderado&embalagem=350&preco=4.72",
    title: "Festa",
    ogTitle: "Festa para 28 pessoas: 120 latas de 350 ml",
    description: ["41,7 L de cerveja, 29,3 L sem álcool, 36 kg de gelo", "R$ 811,95 no total, R$ 32,48 por adulto"],
  },
  {
    path: "/por-pessoa?pessoas=10&horas=4&perfil=moderado&embalagem=350",
    title: "Cerveja por Pessoa",
    ogTitle: "10 pessoas em 4 horas: 44 latas de 350 ml",
    description: ["1,4 L por pessoa", "15,4 L no total"],
  },
  {
    path: "/?c=350:3.49&c=473:4.99&c=1000:9.50",
    title: "",
    ogTitle: "Cerveja mais barata: R$ 9,50 por litro (1 L a R$ 9,50)",
    description: ["3 cervejas comparadas", "350 ml a R$ 3,49 (R$ 9,97/L)"],
  },
  {
    path: "/ibu?volume=20&og=1.060&lupulo=12:40:60&lupulo=8:20:15",
    title: "Calculadora de IBU",
    ogTitle: "Receita com 59,0 IBU (Acentuado)",
    description: ["Amargor acentuado", "OG 1,060"],
  },
  {
    path: "/abv?og=1.050&fg=1.010",
    title: "Calculadora de ABV",
    ogTitle: "ABV 5,3% · 47 kcal/100 ml",
    description: ["OG 1,050, FG 1,010"],
  },
  {
    path: "/orcamento?total=1500&convidados=30&qualidade=premium&cerveja=60&vinho=10&destilados=20&sem_alcool=10",
    title: "Orçamento",
    ogTitle: "Orçamento de R$ 1.500,00 para 30 convidados (R$ 50,00 por pessoa)",
    description: ["50 cervejas especiais de 500 ml (25 L)"],
  },
] as const;

describe("raw HTML of a shared calculator link (no JavaScript, WhatsApp's user agent)", () => {
  for (const link of SHARED_LINKS) {
    it(`${link.path} previews its result`, async () => {
      const page = await rawPage(link.path);
      const bare = await rawPage(new URL(link.path, BASE_URL).pathname);
      expect(plain(page.og("title"))).toBe(link.ogTitle);
      expect(plain(page.twitter("title"))).toBe(link.ogTitle);
      for (const part of link.description) {
        expect(plain(page.og("description"))).toContain(part);
        expect(plain(page.twitter("description"))).toContain(part);
      }
      // What search engines read stays the page's own: one page, one canonical.
      expect(page.title).toBe(bare.title);
      expect(page.title).toContain(link.title);
      expect(page.canonical).toBe(bare.canonical);
      expect(page.canonical).not.toContain("?");
      // og:url is the link itself (Facebook re-reads the page there), the bare page's its canonical.
      const shared = new URL(link.path, BASE_URL);
      const ogUrl = new URL(page.og("url") ?? "");
      expect(ogUrl.origin + ogUrl.pathname).toBe(`https://cervejometro.com.br${shared.pathname}`);
      expect(ogUrl.searchParams.toString()).toBe(shared.searchParams.toString());
      expect(bare.og("url")).toBe(bare.canonical);
      // The card: absolute https, sized, described, and it loads.
      expect(page.og("image:width")).toBe("1200");
      expect(page.og("image:height")).toBe("630");
      expect(plain(page.og("image:alt"))).toContain(link.ogTitle);
      expect(page.twitter("image")).toBe(page.og("image"));
      expect(page.twitter("card")).toBe("summary_large_image");
      await loadImage(page.og("image"));
      // WhatsApp reads the start of the page: the tags come early in the head.
      expect(page.html.indexOf('property="og:image"')).toBeLessThan(32 * 1024);
      // The bare page keeps the generic preview.
      expect(bare.og("image")).toBe("https://cervejometro.com.br/og-image.png");
      expect(bare.og("title")).toBe(bare.title);
    });
  }

  it("an invalid link keeps the generic preview; its image URL is refused", async () => {
    const page = await rawPage("/festa?bebem=0&horas=99");
    expect(page.og("image")).toBe("https://cervejometro.com.br/og-image.png");
    expect(page.og("title")).toBe(page.title);
    const res = await fetch(`${BASE_URL}/og/festa.png?bebem=0&horas=99`);
    expect(res.status).toBe(400);
  });

  it("different results give different images; the same result has one URL", async () => {
    const a = await rawPage("/abv?og=1.050&fg=1.010");
    const b = await rawPage("/abv?og=1.060&fg=1.010");
    const c = await rawPage("/abv?fg=1.01&og=1.05");
    expect(a.og("image")).not.toBe(b.og("image"));
    expect(c.og("image")).toBe(a.og("image"));
    const [ia, ib] = [await loadImage(a.og("image")), await loadImage(b.og("image"))];
    expect(Buffer.from(ia).equals(Buffer.from(ib))).toBe(false);
    // A revalidation costs nothing: 304 on the ETag.
    const imagePath = new URL(a.og("image")!).pathname + new URL(a.og("image")!).search;
    const first = await fetch(BASE_URL + imagePath);
    const again = await fetch(BASE_URL + imagePath, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("a post without an image previews as its title card; the default image is under 300 KB", async () => {
    const post = demoPosts[0]!;
    const page = await rawPage(`/blog/${slugify(post.name)}`);
    expect(page.og("image")).toMatch(
      new RegExp(`^https://cervejometro\\.com\\.br/og/blog/${slugify(post.name)}\\.png\\?v=\\d+$`),
    );
    expect(page.og("image:alt")).toContain(post.name);
    await loadImage(page.og("image"));
    const generic = await fetch(`${BASE_URL}/og-image.png`);
    expect(generic.status).toBe(200);
    expect((await generic.arrayBuffer()).byteLength).toBeLessThan(LIMIT);
  });
});

describe("WhatsApp first in every share block", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("calculators: the first share choice is a wa.me link with the result, the cost and the page's address", async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const path = SHARED_LINKS[0].path;
    await page.goto(path);
    await waitForHydration(page);
    const whatsapp = page.getByRole("link", { name: "Compartilhar no WhatsApp", exact: true });
    expect(await whatsapp.getAttribute("target")).toBe("_blank");
    const share = page.getByRole("button", { name: "Compartilhar", exact: true });
    // First in the block: WhatsApp comes before "Compartilhar" in the document.
    const order = await whatsapp.evaluate(
      (a, button) => !!(a.compareDocumentPosition(button as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await share.elementHandle(),
    );
    expect(order).toBe(true);
    // The server's link already works without JavaScript; the click uses the live address.
    const href = decodeURIComponent((await whatsapp.getAttribute("href"))!.replace(/^https:\/\/wa\.me\/\?text=/, ""));
    expect(plain(href)).toContain("R$ 811,95 no total, R$ 32,48 por adulto");
    expect(href).toContain("/festa?bebem=20&nao_bebem=5");
    await context.route(/wa\.me/, (route) => route.fulfill({ body: "ok" }));
    const [popup] = await Promise.all([context.waitForEvent("page"), whatsapp.click()]);
    const sent = decodeURIComponent(new URL(popup.url()).searchParams.get("text") ?? "");
    expect(sent).toContain(`${BASE_URL}${path}`);
    // Issue 27 §3: the link opens at the result.
    expect(sent).toMatch(/#resultado$/);
    expect(href).toMatch(/#resultado$/);
    expect(plain(sent)).toContain("120 latas de 350 ml");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a shared link opens at its result on a phone, and the comparator's names its beers (issue 27 §3)", async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    for (const path of ["/festa?bebem=20&nao_bebem=5&horas=5", "/orcamento?total=500&convidados=20"]) {
      await page.goto(`${path}#resultado`);
      await waitForHydration(page);
      // The result's heading is on screen, below the form the visitor did not fill.
      await expect
        .poll(() => page.locator("#resultado").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(PHONE.height - 80);
      expect(await page.locator("#resultado").evaluate((el) => el.getBoundingClientRect().bottom)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY), path).toBeGreaterThan(200);
    }
    const named = "/?c=350:3.49:1:~Heineken%20Lata&c=473:4.99:1:~Colorado%3A%20Appia";
    // The server's HTML already names them (a link preview, a visitor without JavaScript).
    const raw = await rawPage(named);
    expect(plain(raw.html)).toContain("Heineken Lata");
    expect(plain(raw.html)).toContain("Colorado: Appia");
    await page.goto(named);
    await waitForHydration(page);
    const results = page.getByTestId("comparator-results");
    expect(plain(await results.innerText())).toContain("Heineken Lata");
    expect(plain(await results.innerText())).toContain("Colorado: Appia");
    expect(plain(await results.innerText())).not.toContain("Cerveja 1");
    // Renaming a beer rewrites the address, and the WhatsApp link carries the name and the anchor.
    const whatsapp = page.getByRole("link", { name: "Compartilhar no WhatsApp", exact: true });
    await context.route(/wa\.me/, (route) => route.fulfill({ body: "ok" }));
    // The link is clicked once it carries the names (the address is rewritten after hydration).
    await expect
      .poll(async () => new URL((await whatsapp.getAttribute("href")) ?? "https://x").searchParams.get("text"))
      .toContain("~Heineken%20Lata");
    const [popup] = await Promise.all([context.waitForEvent("page"), whatsapp.click()]);
    // The message as WhatsApp receives it: the page's address inside stays percent-encoded.
    const sent = new URL(popup.url()).searchParams.get("text") ?? "";
    expect(sent).toContain("~Heineken%20Lata");
    expect(sent).toMatch(/#resultado$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the server HTML of a calculator and of the blog carries the wa.me links", async () => {
    const festa = await rawPage(SHARED_LINKS[0].path);
    expect(festa.html).toMatch(
      /<a [^>]*href="https:\/\/wa\.me\/\?text=[^"]+"[^>]*aria-label="Compartilhar no WhatsApp"/,
    );
    const blog = await rawPage("/blog");
    const post = await rawPage(`/blog/${slugify(demoPosts[0]!.name)}`);
    for (const html of [blog.html, post.html]) {
      const list = html.match(/<div role="group" aria-label="Compartilhar"><ul[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? "";
      // WhatsApp is the first item of each list.
      expect(list.match(/<li>\s*<a [^>]*href="([^"]+)"/)?.[1]).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(list).toContain("no WhatsApp");
    }
  });
});
