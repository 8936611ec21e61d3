// Issue 15: the generated link-preview images, through the same functions the /og routes
// call, on a real database for the blog's title cards. A real render each time (satori +
// resvg, nothing mocked): the PNG's own header is read for its size.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema } from "~/lib/data/db.server";
import { blogImageResponse } from "~/lib/og/blog-image.server";
import { blogCardPath } from "~/lib/og/blog-card-path";
import { calculatorImageResponse } from "~/lib/og/calculator-image.server";
import { clearRenderCache, renderStats } from "~/lib/og/render.server";
import { calculatorPreview, type CalculatorId } from "~/lib/seo/previews";
import { openTestDb } from "../setup/test-db";

const ORIGIN = "http://localhost:3000";
const LIMIT = 300 * 1024;

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function image(calculator: string, query: string, headers: Record<string, string> = {}) {
  return calculatorImageResponse(
    new Request(`${ORIGIN}/og/${calculator}.png?${query}`, { headers }),
    `${calculator}.png`,
  );
}

const LINKS: Record<CalculatorId, string> = {
  comparador: "c=350:3.49&c=473:4.99&c=1000:9.50",
  festa: "bebem=20&nao_bebem=5&criancas=3&horas=5&clima=quente&perfil=moderado&embalagem=350&preco=4.72",
  "por-pessoa": "pessoas=10&horas=4&clima=ameno&perfil=moderado&embalagem=350",
  ibu: "volume=20&og=1.060&lupulo=12:40:60&lupulo=8:20:15",
  abv: "og=1.050&fg=1.010",
  orcamento: "total=1500&convidados=30&qualidade=premium&cerveja=60&vinho=10&destilados=20&sem_alcool=10",
  receita:
    "volume=23&eficiencia=72&malte=4.5:6:80:Pale%20Ale&malte=0.5:15:78:Munique%20I&malte=0.3:40:75:Caramelo%2040" +
    "&malte=0.25:4:83:Trigo%20claro&malte=0.15:4:75:Carapils%20(Carafoam)&lupulo=12:20:60:Columbus" +
    "&lupulo=6.5:30:15:Cascade&lupulo=10:30:5:Citra&atenuacao=80&levedura=SafAle%20US-05&estilo=18B" +
    "&agua_malte=3&temp_mostura=66&temp_grao=20&co2=2.5&temp_servico=4&tempo_fervura=60&evaporacao=4&absorcao=1" +
    "&temp_fermentacao=20&starter=0&tipo_levedura=ale&fermento=seco&acucar=table",
};

describe("calculator cards", () => {
  it("each calculator's card is a 1200×630 PNG under 300 KB with a year-long immutable cache", async () => {
    for (const [calculator, query] of Object.entries(LINKS)) {
      // The test's links are already normalised: no redirect.
      expect(calculatorPreview(calculator as CalculatorId, query)?.query).toBe(query);
      const res = await image(calculator, query);
      expect(res.status, calculator).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("etag")).toMatch(/^"og\d+-[\w-]+"$/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, calculator).toBeLessThan(LIMIT);
      expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    }
  });

  it("different inputs give different images; the same inputs come from the cache", async () => {
    clearRenderCache();
    const a = new Uint8Array(await (await image("abv", "og=1.050&fg=1.010")).arrayBuffer());
    const b = new Uint8Array(await (await image("abv", "og=1.060&fg=1.010")).arrayBuffer());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    const before = { ...renderStats };
    const again = new Uint8Array(await (await image("abv", "og=1.050&fg=1.010")).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(a))).toBe(true);
    expect(renderStats.hits).toBe(before.hits + 1);
    expect(renderStats.renders).toBe(before.renders);
  });

  it("answers 304 to its own ETag without rendering", async () => {
    clearRenderCache();
    const first = await image("ibu", LINKS.ibu);
    const etag = first.headers.get("etag")!;
    const before = renderStats.renders;
    const res = await image("ibu", LINKS.ibu, { "If-None-Match": etag });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect(renderStats.renders).toBe(before);
  });

  it("invalid inputs are a 400 and are never rendered", async () => {
    const before = renderStats.renders;
    for (const [calculator, query] of [
      ["festa", "bebem=0"],
      ["festa", "bebem=20&horas=99"],
      ["festa", ""],
      ["comparador", "c=350:"],
      ["ibu", "og=9"],
      ["abv", "og=1.010&fg=1.050"],
      ["orcamento", "cerveja=90"],
      ["festa", `bebem=2&x=${"a".repeat(3000)}`],
      ["nao-existe", "a=1"],
    ]) {
      const res = await image(calculator!, query!);
      expect(res.status, `${calculator}?${query}`).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    expect(renderStats.renders).toBe(before);
  });

  it("another spelling of the same inputs is redirected to the one URL", async () => {
    const res = await image("festa", "horas=5.0&bebem=20&clima=quente&criancas=3&nao_bebem=5&preco=4%2C72");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(`/og/festa.png?${LINKS.festa}`);
    // Percent-encoded colons are the same URL, not another spelling (no redirect loop).
    expect((await image("comparador", LINKS.comparador.replace(/:/g, "%3A"))).status).toBe(200);
  });
});

describe("blog title cards", () => {
  let handle: Awaited<ReturnType<typeof openTestDb>>;
  const updatedAt = new Date(Date.UTC(2026, 0, 5, 12));

  beforeAll(async () => {
    handle = await openTestDb();
    const [category] = await getDb()
      .insert(schema.categories)
      .values({ name: "Estilos" })
      .returning({ id: schema.categories.id });
    await getDb()
      .insert(schema.posts)
      .values({
        name: "As lagers claras do verão brasileiro",
        slug: "lagers-claras",
        content: "palavra ".repeat(650),
        categoryId: category!.id,
        createdAt: updatedAt,
        publishedAt: updatedAt,
        updatedAt,
      });
  });
  afterAll(async () => {
    await handle?.drop();
  });

  const card = (file: string, query = "") => blogImageResponse(new Request(`${ORIGIN}/og/blog/${file}${query}`), file);

  it("a published post gets a 1200×630 PNG under 300 KB at its versioned URL", async () => {
    const path = blogCardPath({ slug: "lagers-claras", updatedAt });
    expect(path).toBe(`/og/blog/lagers-claras.png?v=${updatedAt.getTime()}`);
    const res = await card("lagers-claras.png", `?v=${updatedAt.getTime()}`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(LIMIT);
  });

  it("an old version goes to the current one; an unknown post is a 404, a bad name a 400", async () => {
    const old = await card("lagers-claras.png", "?v=1");
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(`/og/blog/lagers-claras.png?v=${updatedAt.getTime()}`);
    expect((await card("nao-existe.png", "?v=1")).status).toBe(404);
    expect((await card("../etc.png")).status).toBe(400);
  });
});
