#!/usr/bin/env node
// Builds the plain script of the pages served without React (app/lib/static-page/enhance.ts,
// issue 24.4) into a build's client/assets, on its own: in the app's build it would share chunks
// with the React pages (its theme and beacon modules sit in the chunk that carries React), and
// React Router's client build takes no entry of ours. Vite's documented build API, one ES module
// file with a content hash; its name goes to static-page.json beside client/ (never served), which
// the server reads as it starts (server/static-page.ts), with the routes served without React (npm run size).
// scripts/build.mjs runs it on the folder it just built: node scripts/static-page.mjs DIR
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
export const ENTRY = "app/lib/static-page/enhance.ts";
// Far below a React page's ~110 KB: the point of the page. A bigger file means React (or another
// library) slipped in through an import; the build fails rather than shipping it.
const MAX_BYTES = 12_000;

/**
 * The route modules served without React: those whose `handle` is NO_HYDRATION
 * (app/lib/static-page/hydration.ts), as React Router's route ids ("routes/content/termos-de-uso").
 * `npm run size` measures their page as this script alone; tests/ssr/scripts.test.ts checks that
 * the pages' HTML agrees, so a handle written another way cannot go unnoticed.
 */
export function routesWithoutReact() {
  const dir = path.join(root, "app", "routes");
  return readdirSync(dir, { recursive: true })
    .filter((file) => /\.tsx$/.test(file) && !/\.test\./.test(file))
    .filter((file) => /^export const handle = NO_HYDRATION;$/m.test(readFileSync(path.join(dir, file), "utf8")))
    .map(
      (file) =>
        `routes/${file
          .split(path.sep)
          .join("/")
          .replace(/\.tsx$/, "")}`,
    )
    .sort();
}

export async function buildStaticPageScript(buildDir) {
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: { "~": path.join(root, "app") } },
    build: {
      outDir: path.join(buildDir, "client", "assets"),
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      sourcemap: false,
      rollupOptions: {
        input: { "static-page": path.join(root, ENTRY) },
        output: { format: "es", entryFileNames: "static-page-[hash].js" },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((c) => c.type === "chunk");
  if (chunks.length !== 1) throw new Error(`${ENTRY}: esperava um arquivo, saíram ${chunks.length}`);
  const [chunk] = chunks;
  if (chunk.code.length > MAX_BYTES)
    throw new Error(`${ENTRY}: ${chunk.code.length} bytes (limite ${MAX_BYTES}); algo importou o React?`);
  const file = `assets/${chunk.fileName}`;
  writeFileSync(
    path.join(buildDir, "static-page.json"),
    `${JSON.stringify({ file, bytes: chunk.code.length, routes: routesWithoutReact() })}\n`,
  );
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("uso: node scripts/static-page.mjs DIR");
    process.exit(2);
  }
  try {
    await buildStaticPageScript(path.resolve(dir));
  } catch (error) {
    console.error(`[static-page] ${error.message}`);
    process.exit(1);
  }
}
