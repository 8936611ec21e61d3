// Issue 26 (D17) in a real browser against a server of its own (its own embedded database, so
// other files' browsing does not add to the figures): two people browse a few pages (one page
// twice, one served from the page cache to the second person, one opened from a shared
// calculator link), while Googlebot, a script, HEAD requests, a prefetch and the signed-in
// administrator ask for the same pages. The server is then stopped with SIGTERM (the last batch
// is written at shutdown, nothing waits for the 5-second timer) and its database opened: exactly
// the people's views, visitors, referrers, devices and the one calculation are there. No public
// page sets a cookie, and a calculator result sends exactly one beacon per page view.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, DESKTOP_UA, PHONE, launchBrowser, newContext, signIn, waitForHydration } from "./support";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-audience-"));
const logDir = mkdtempSync(path.join(os.tmpdir(), "cervejometro-audience-logs-"));
const ADMIN = { email: "audiencia@cervejometro.test", password: "lupulo-amargo-60-ibu" };
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let child: ChildProcess | undefined;
let base = "";
let output = "";
let browser: Browser;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ACCESS_LOG_DIR: logDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: "loopback",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  // A first start creates the embedded database: up to 2 minutes on a loaded machine.
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(logDir, { recursive: true, force: true });
});

/** Every public response's Set-Cookie, and the calculator beacons, of a context. */
function watch(context: BrowserContext) {
  const cookies: string[] = [];
  const beacons: string[] = [];
  context.on("response", (r: Response) => {
    const cookie = r.headers()["set-cookie"];
    if (cookie) cookies.push(`${r.url()}: ${cookie}`);
  });
  context.on("request", (r) => {
    if (r.url().endsWith("/estatisticas/calculo")) beacons.push(r.postData() ?? "");
  });
  return { cookies, beacons };
}

const person = (page: Page) => ({
  async open(pathname: string, referer?: string) {
    const res = await page.goto(`${base}${pathname}`, referer ? { referer } : {});
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
  },
});

const browserHeaders = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Language": "pt-BR,pt;q=0.9",
  "User-Agent": DESKTOP_UA,
  "X-Forwarded-For": "198.51.100.99",
};

describe("estatísticas de audiência contadas no servidor", () => {
  it("conta exatamente as pessoas, sem cookie, e um cálculo por página vista", async () => {
    // Person A, on a computer.
    const aContext = await newContext(browser, { viewport: DESKTOP, clientIp: "198.51.100.10", baseURL: base });
    const a = watch(aContext);
    const aPage = await aContext.newPage();
    const A = person(aPage);
    await A.open("/festa", "https://www.google.com.br/search?q=calculadora+de+festa");

    // Person B, on a phone, right after: the same page from the page cache (5 s), then another page.
    const bContext = await newContext(browser, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      clientIp: "198.51.100.11",
      baseURL: base,
    });
    const b = watch(bContext);
    const bPage = await bContext.newPage();
    const B = person(bPage);
    await B.open("/festa");
    await B.open("/glossario", "https://wa.me/5511999999999");

    // A again: the same page a second time (direct), then a shared calculator link.
    await A.open("/festa");
    await aPage.waitForTimeout(1000);
    // The bare calculator shows its defaults' result: that is not a calculation.
    expect(a.beacons).toEqual([]);
    await A.open("/festa?bebem=17&horas=5");
    await expect.poll(() => a.beacons.length, { timeout: 10_000 }).toBe(1);
    expect(new URLSearchParams(a.beacons[0]).get("calculadora")).toBe("festa");
    expect([...new URLSearchParams(a.beacons[0]).keys()].sort()).toEqual(["calculadora", "token"]);
    // Typing more numbers in the same page view sends nothing more.
    const field = aPage.getByLabel("Adultos que bebem cerveja");
    await field.fill("23");
    await field.press("Tab");
    await aPage.waitForTimeout(1500);
    expect(a.beacons).toHaveLength(1);

    // Never counted: Googlebot, a script, HEAD, a prefetch.
    const statuses = await Promise.all([
      fetch(`${base}/festa`, { headers: { ...browserHeaders, "User-Agent": GOOGLEBOT } }),
      fetch(`${base}/festa`, { headers: { "User-Agent": "curl/8.5.0", Accept: "*/*" } }),
      fetch(`${base}/festa`, { method: "HEAD", headers: browserHeaders }),
      fetch(`${base}/glossario`, { headers: { ...browserHeaders, "Sec-Purpose": "prefetch" } }),
    ]).then((list) => list.map((r) => r.status));
    expect(statuses).toEqual([200, 200, 200, 200]);

    // The signed-in administrator, browsing the site, is not counted either.
    const adminContext = await newContext(browser, { viewport: DESKTOP, clientIp: "198.51.100.12", baseURL: base });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.waitForURL(`${base}/admin`);
    await person(adminPage).open("/festa?bebem=30");
    await person(adminPage).open("/glossario", "https://www.google.com/");

    // No public page set a cookie for the people, and their browsers hold none.
    expect(a.cookies).toEqual([]);
    expect(b.cookies).toEqual([]);
    expect(await aContext.cookies()).toEqual([]);
    expect(await bContext.cookies()).toEqual([]);
    expect(b.beacons).toEqual([]);
    await Promise.all([aContext.close(), bContext.close(), adminContext.close()]);

    // A clean stop writes what is still in memory; then the database is read.
    child!.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) =>
      child!.exitCode !== null ? resolve(child!.exitCode) : child!.on("exit", (c) => resolve(c)),
    );
    expect(code, output).toBe(0);
    const db = new PGlite(path.join(dataDir, "pglite"), { extensions: { unaccent } });
    try {
      const { rows } = await db.query<{ kind: string; key: string; views: number; visitors: number }>(
        `select kind, key, views, visitors from audience_daily order by kind, key`,
      );
      const days = await db.query<{ n: number }>(`select count(distinct day)::int as n from audience_daily`);
      expect(days.rows[0]!.n).toBe(1);
      expect(rows.map((r) => [r.kind, r.key, r.views, r.visitors])).toEqual([
        ["calc", "festa", 1, 1],
        ["device", "celular", 2, 1],
        ["device", "computador", 3, 1],
        ["page", "/festa", 4, 2],
        ["page", "/glossario", 1, 1],
        // Direct: A's second and third visits, B's first; then Google and WhatsApp.
        ["referrer", "", 3, 2],
        ["referrer", "google.com", 1, 1],
        ["referrer", "whatsapp", 1, 1],
        ["site", "", 5, 2],
      ]);
    } finally {
      await db.close();
    }
  }, 240_000);
});
