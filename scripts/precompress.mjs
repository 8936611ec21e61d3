// Brotli and gzip copies of the hashed client assets, served by server/static.ts.
// scripts/build.mjs runs it on the folder it just built: node scripts/precompress.mjs DIR
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.argv[2] || process.env.BUILD_DIR || "build", "client/assets");
const compressible = /\.(js|mjs|css|svg|json|txt|map|html|xml)$/;
let count = 0;
for (const name of readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(name));
  if (!statSync(file).isFile() || !compressible.test(file)) continue;
  const source = readFileSync(file);
  if (source.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  count++;
}
console.log(`precompress: ${count} arquivos comprimidos (br, gz)`);
