import { launchBrowser, newContext, signIn, DESKTOP, PHONE } from "../tests/e2e/support";
const browser = await launchBrowser();
for (const [vpName, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  for (const scheme of ["light", "dark"] as const) {
    const ctx = await newContext(browser, { viewport, colorScheme: scheme, clientIp: "10.9.9.9" });
    const page = await ctx.newPage();
    await signIn(page, "admin@preview.test", "senha-preview-longa-2026");
    await page.waitForURL(/\/admin/);
    await page.goto("/admin/estatisticas" + (process.env.Q ?? ""));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(vpName, scheme, "overflow", overflow);
    await page.screenshot({ path: `/tmp/wtd/shots/stats-${vpName}-${scheme}.png`, fullPage: true });
    await page.goto("/anuncie");
    await page.screenshot({ path: `/tmp/wtd/shots/anuncie-${vpName}-${scheme}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
