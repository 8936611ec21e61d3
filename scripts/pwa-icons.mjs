#!/usr/bin/env node
// The app icons of the web app manifest (issue 12 item 7), drawn from the logo in public/favicon.svg
// with sharp, no network. Run once after the logo changes; the PNGs are committed in public/icons/.
//
//   node scripts/pwa-icons.mjs
//
// "any" icons are the logo as it is (rounded corners). The maskable icon fills the whole square with
// the logo's amber and keeps the glass inside the central 80% safe zone, since a launcher may cut it
// to a circle or a squircle (https://web.dev/articles/maskable-icon).
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public", "icons");
const logo = readFileSync(path.join(root, "public", "favicon.svg"), "utf8");

const AMBER = logo.match(/<rect[^>]*fill="(#[0-9a-f]{6})"/i)?.[1];
if (!AMBER) throw new Error("favicon.svg: the logo's background <rect> was not found");
// The drawing without its rounded background, to place on a full square.
const glyph = logo
  .replace(/<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<rect[^>]*\/>/, "");

// The glyph spans about 12..54 of the 64-unit logo; at 0.7 it sits well inside the 80% circle.
function fullSquare(scale = 0.7) {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${AMBER}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`;
}

async function png(svg, size, file) {
  // density: render the 64-unit SVG sharp at the target size instead of scaling a small bitmap.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`pwa-icons: public/icons/${file} (${size}×${size})`);
}

mkdirSync(out, { recursive: true });
await png(logo, 192, "icon-192.png");
await png(logo, 512, "icon-512.png");
await png(fullSquare(), 512, "maskable-512.png");
// iOS ignores the manifest's icons, shows this one on the home screen and rounds its corners itself.
await png(fullSquare(0.85), 180, "apple-touch-icon.png");
