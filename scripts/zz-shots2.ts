import { launchBrowser, newContext, signIn, PHONE } from "../tests/e2e/support";
const browser = await launchBrowser();
const scheme = (process.env.SCHEME ?? "dark") as "dark" | "light";
const ctx = await newContext(browser, { viewport: PHONE, colorScheme: scheme, clientIp: "10.9.9.8" });
const page = await ctx.newPage();
await signIn(page, "admin@preview.test", "senha-preview-longa-2026");
await page.waitForURL(/\/admin/);
await page.goto(process.env.P ?? "/admin/estatisticas");
for (const y of (process.env.YS ?? "300,1100,2600").split(",").map(Number)) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.screenshot({ path: `/tmp/wtd/shots/phone-${scheme}-${y}.png` });
}
await browser.close();
