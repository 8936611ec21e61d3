// A stored page compressed once, sent with a new nonce each time (server/page-cache.ts).
// Compressing a cached page per request would cost more CPU than everything else the request
// does (brotli at quality 4: 3.4 ms for the home page's 110 KB, 11 ms for the glossary's
// 396 KB). The page is split at its render's nonce; the parts are compressed once, and each
// response is put together from the compressed parts with its own nonce between them, stored
// as is (uncompressed) inside the compressed stream:
//
// - gzip (RFC 1951/1952): each part is deflated on its own and ends byte-aligned after a sync
//   flush, so its blocks never refer to bytes outside it; the nonce goes between parts as a
//   stored block; then an empty final block, the CRC-32 and the length.
// - brotli (RFC 7932): one encoder compresses the whole page with a placeholder of the
//   nonce's length in each nonce's place, flushing before and after each placeholder; the
//   placeholder's output is replaced by an uncompressed meta-block holding the nonce. Brotli
//   keeps state across meta-blocks, which this leaves intact: the window keeps the same
//   length at every position, and nothing ever refers to a placeholder's bytes, because they
//   are control characters a page never contains, arranged so that no two bytes in a row
//   repeat anywhere (a copy needs at least two matching bytes); a placeholder is all literals,
//   so the last distances do not move; and with literal context modelling off the previous
//   bytes (now the nonce's) pick no different code. Pages holding such characters, or more
//   nonces than there are placeholders, go without brotli.
//
// server/nonce-splice.test.ts decompresses every form with many nonces against the plain text.
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, constants, crc32, createBrotliCompress, deflateRawSync } from "node:zlib";

export interface Splices {
  /** The page split at its nonce, as UTF-8. */
  parts: Buffer[];
  nonceLength: number;
  /** Each part as raw deflate ending on a byte boundary. */
  deflated: Buffer[];
  /** Each part's share of one brotli stream (the first holds the stream header), and its end. */
  brotli: { parts: Buffer[]; end: Buffer } | null;
  /** Bytes held, for the cache's bound. */
  bytes: number;
}

// Control characters other than tab, line feed and carriage return: never in our HTML.
const PLACEHOLDER_ALPHABET = [
  1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
];
// eslint-disable-next-line no-control-regex -- finding exactly those characters is the point
const CONTROL_BYTE = /[\u0001-\u0008\u000b\u000c\u000e-\u001f]/;

/** A de Bruijn sequence: every pair of alphabet symbols exactly once (784 bytes). */
function pairSequence(): number[] {
  const k = PLACEHOLDER_ALPHABET.length;
  const a = [0, 0, 0];
  const out: number[] = [];
  const step = (t: number, p: number) => {
    if (t > 2) {
      if (2 % p === 0) for (let j = 1; j <= p; j++) out.push(PLACEHOLDER_ALPHABET[a[j]!]!);
      return;
    }
    a[t] = a[t - p]!;
    step(t + 1, p);
    for (let j = a[t - p]! + 1; j < k; j++) {
      a[t] = j;
      step(t + 1, t);
    }
  };
  step(1, 1);
  return out;
}
const PAIRS = pairSequence();

function placeholders(count: number, length: number): Buffer[] | null {
  if (count * length > PAIRS.length) return null;
  return Array.from({ length: count }, (_, i) => Buffer.from(PAIRS.slice(i * length, (i + 1) * length)));
}

async function brotliParts(parts: Buffer[], holes: Buffer[]): Promise<{ parts: Buffer[]; end: Buffer }> {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
      [constants.BROTLI_PARAM_SIZE_HINT]: total,
    },
  });
  let chunks: Buffer[] = [];
  encoder.on("data", (chunk: Buffer) => chunks.push(chunk));
  const take = () => {
    const out = Buffer.concat(chunks);
    chunks = [];
    return out;
  };
  const flush = () =>
    new Promise<Buffer>((resolve) => encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve(take())));
  const out: Buffer[] = [];
  for (let i = 0; i < parts.length; i++) {
    encoder.write(parts[i]);
    out.push(await flush());
    if (i < holes.length) {
      encoder.write(holes[i]);
      await flush();
    }
  }
  const ended = new Promise<void>((resolve, reject) => {
    encoder.on("end", resolve);
    encoder.on("error", reject);
  });
  encoder.end();
  await ended;
  return { parts: out, end: take() };
}

/** Splits `html` at `nonce` and compresses the parts (brotli in zlib's thread pool). */
export async function prepareSplices(html: string, nonce: string): Promise<Splices> {
  const parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part, "utf8"));
  const nonceLength = Buffer.byteLength(nonce, "utf8");
  const deflated = parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  const holes = CONTROL_BYTE.test(html) ? null : placeholders(parts.length - 1, nonceLength);
  let brotli: Splices["brotli"] = null;
  if (holes && nonceLength > 0 && nonceLength <= 65536) {
    brotli = await brotliParts(parts, holes);
    // Never serve a stream that does not give the page back: checked once, with another nonce.
    const probe = Buffer.from(randomBytes(nonceLength).toString("base64").slice(0, nonceLength), "latin1");
    const check = Buffer.concat(brotliPieces(brotli, probe));
    if (!brotliDecompressSync(check).equals(Buffer.concat(interleave(parts, probe)))) brotli = null;
  }
  const bytes = [...parts, ...deflated, ...(brotli ? [...brotli.parts, brotli.end] : [])].reduce(
    (sum, b) => sum + b.length,
    0,
  );
  return { parts, nonceLength, deflated, brotli, bytes };
}

function interleave(parts: Buffer[], between: Buffer[] | Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(Array.isArray(between) ? between[i - 1]! : between);
    pieces.push(part);
  });
  return pieces;
}

/** The plain page with `nonce` in place. */
export function plainWithNonce(s: Splices, nonce: string): Buffer {
  return s.parts.length === 1 ? s.parts[0]! : Buffer.concat(interleave(s.parts, Buffer.from(nonce, "utf8")));
}

// gzip member header: magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty final block with fixed codes (what zlib writes for Z_FINISH after a flush).
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The page gzipped, with `nonce` in place (same byte length as the stored render's). */
export function gzipWithNonce(s: Splices, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(nonceBytes.length, 1);
  stored.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
  const nonceBlock = Buffer.concat([stored, nonceBytes]);
  let crc = 0;
  let length = 0;
  s.parts.forEach((part, i) => {
    if (i > 0) {
      crc = crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...interleave(s.deflated, nonceBlock), FINAL_BLOCK, trailer]);
}

/** An uncompressed meta-block holding `bytes` (1 to 65536): ISLAST 0, 4 nibbles, ISUNCOMPRESSED 1. */
function uncompressedMetaBlock(bytes: Buffer): Buffer {
  const bits = ((bytes.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), bytes]);
}

function brotliPieces(brotli: NonNullable<Splices["brotli"]>, fill: Buffer[] | Buffer): Buffer[] {
  const blocks = Array.isArray(fill) ? fill.map(uncompressedMetaBlock) : uncompressedMetaBlock(fill);
  return [...interleave(brotli.parts, blocks), brotli.end];
}

/** The page as brotli with `nonce` in place, or null when the page has no brotli form. */
export function brotliWithNonce(s: Splices, nonce: string): Buffer | null {
  const nonceBytes = Buffer.from(nonce, "utf8");
  if (!s.brotli || nonceBytes.length !== s.nonceLength) return null;
  return Buffer.concat(brotliPieces(s.brotli, nonceBytes));
}
