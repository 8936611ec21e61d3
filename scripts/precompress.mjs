// Brotli and gzip copies of the hashed client assets, served by server/static.ts.
// scripts/build.mjs runs it on the folder it just built: node scripts/precompress.mjs DIR
//
// The gzip copies come from zopfli: a standard gzip stream that any client decodes, about 3 %
// smaller than zlib's level 9 on our JavaScript (the app chunk: 118.2 → 114.4 KB), for a few
// seconds of CPU per build. Both copies are kept in node_modules/.cache by the source's hash:
// a file that did not change since an earlier build (most of them, and every one in the test
// run's second build) is not compressed again.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const root = path.resolve(process.argv[2] || process.env.BUILD_DIR || "build", "client/assets");
const cacheDir = path.resolve(import.meta.dirname, "..", "node_modules/.cache/precompress");
const compressible = /\.(js|mjs|css|svg|json|txt|map|html|xml)$/;

/** The cached copy for this source, or a new one written to the cache (atomically: builds may run side by side). */
async function cached(source, extension, compress) {
  const file = path.join(cacheDir, `${createHash("sha256").update(source).digest("hex")}.${extension}`);
  try {
    return readFileSync(file);
  } catch {
    const output = await compress(source);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, output);
    renameSync(temporary, file);
    return output;
  }
}

mkdirSync(cacheDir, { recursive: true });
let count = 0;
for (const name of readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(name));
  if (!statSync(file).isFile() || !compressible.test(file)) continue;
  const source = readFileSync(file);
  if (source.length < 512) continue;
  const br = (s) => brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, await cached(source, "br", br));
  writeFileSync(`${file}.gz`, await cached(source, "gz", (s) => gzipAsync(s, { numiterations: 1 })));
  count++;
}
console.log(`precompress: ${count} arquivos comprimidos (br, gz)`);
