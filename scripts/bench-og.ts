// Issue 15's figures for the generated link-preview images, on a running server (called by
// scripts/bench.ts with its base URL): a cold render (new inputs, nothing cached), and the
// throughput of a cached image and of a revalidation (304) under autocannon, 10
// connections, median of several runs.
import autocannon from "autocannon";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** A /festa card nobody asked for yet: a different number of drinkers each time. */
const festa = (drinkers: number) =>
  `/og/festa.png?bebem=${drinkers}&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=moderado&embalagem=350&preco=4.72`;

export async function benchLinkPreviews(base: string, { runs = 3, duration = 5 } = {}) {
  // Drinkers within the calculator's 0–1.000 people per group (issue 16): a link outside it is
  // refused (400) without a render.
  const seed = 20 + Math.floor(Math.random() * 900);
  const timed = async (path: string, headers: Record<string, string> = {}) => {
    const start = performance.now();
    const res = await fetch(base + path, { headers });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 && res.status !== 304) throw new Error(`${path}: ${res.status}`);
    return { ms: performance.now() - start, bytes, etag: res.headers.get("etag") ?? "" };
  };

  // The first render of the process also loads the fonts and satori's layout engine.
  const first = await timed(festa(seed));
  const cold: number[] = [];
  const sizes: number[] = [];
  for (let i = 1; i <= 7; i++) {
    const r = await timed(festa(seed + i));
    cold.push(r.ms);
    sizes.push(r.bytes);
  }
  const cachedPath = festa(seed + 1);
  const { etag } = await timed(cachedPath);

  const rate = async (headers: Record<string, string>) => {
    const rps: number[] = [];
    const p99: number[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await autocannon({ url: base + cachedPath, connections: 10, duration, headers });
      if (result.non2xx > 0 && !headers["if-none-match"]) throw new Error(`${result.non2xx} non-2xx answers`);
      rps.push(result.requests.average);
      p99.push(result.latency.p99);
    }
    return { rps: median(rps), p99: median(p99) };
  };
  const cached = await rate({});
  const revalidated = await rate({ "if-none-match": etag });

  console.log(`\nLink-preview images (issue 15; /og/festa.png, 1200×630 PNG):`);
  console.log(
    `  first render of the process      ${first.ms.toFixed(0).padStart(6)} ms (fonts and layout engine load)`,
  );
  console.log(
    `  cold render, new inputs          ${median(cold).toFixed(0).padStart(6)} ms median of ${cold.length} (${Math.min(...cold).toFixed(0)}–${Math.max(...cold).toFixed(0)})`,
  );
  console.log(
    `  image size                       ${(median(sizes) / 1024).toFixed(0).padStart(6)} KB median (limit 300 KB)`,
  );
  console.log(
    `  cached image (in-memory LRU)     ${cached.rps.toFixed(0).padStart(6)} req/s, p99 ${cached.p99} ms (10 connections, median of ${runs} × ${duration} s)`,
  );
  console.log(
    `  revalidation (If-None-Match)     ${revalidated.rps.toFixed(0).padStart(6)} req/s, p99 ${revalidated.p99} ms → 304, no render`,
  );
}
