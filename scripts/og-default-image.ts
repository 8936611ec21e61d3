// Writes public/og-image.png, the site's default link preview (issue 15), from the same
// card component as the generated previews so every preview has one look. Re-run after
// changing the card: `npx tsx scripts/og-default-image.ts`. The PNG is reduced to a
// palette with sharp: WhatsApp drops previews over 300 KB.
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { renderCardPng } from "../app/lib/og/render.server";

const LIMIT = 300 * 1024;

const png = await renderCardPng({
  kicker: "Calculadoras e blog de cerveja",
  headline: "Quanto custa, quanto comprar, quanto amarga",
  details: ["Compare preços por litro, calcule a cerveja da festa, IBU e ABV"],
  chips: ["Comparador de preços", "Festa", "Cerveja por pessoa", "IBU e ABV"],
});
const small = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
if (small.length >= LIMIT) throw new Error(`og-image.png ficou com ${small.length} bytes (limite ${LIMIT})`);
writeFileSync(new URL("../public/og-image.png", import.meta.url), small);
console.log(`public/og-image.png: ${small.length} bytes (sem paleta: ${png.length})`);
