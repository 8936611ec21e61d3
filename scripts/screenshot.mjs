// Screenshots for a look at the pages: node scripts/screenshot.mjs BASE_URL OUT_DIR path1 path2 …
// Each path at phone (390×844) and desktop (1280×800), light and dark.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "./chromium-args.mjs";

const [base = "http://127.0.0.1:3000", out = "/tmp/shots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
for (const p of paths.length ? paths : ["/"]) {
  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ]) {
    for (const scheme of ["light", "dark"]) {
      const ctx = await browser.newContext({ viewport, colorScheme: scheme, locale: "pt-BR" });
      const page = await ctx.newPage();
      await page.goto(base + p, { waitUntil: "networkidle" });
      const file = `${out}/${p.replace(/\W+/g, "_") || "_"}-${name}-${scheme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
      console.log(file);
      await ctx.close();
    }
  }
}
await browser.close();
