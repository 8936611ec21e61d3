import { describe, expect, it } from "vitest";
import {
  formatBytes,
  MEDIA_VARIANT_WIDTHS,
  mediaSizeFromUrl,
  mediaSrcSet,
  mediaUrl,
  parseMediaFile,
  parseMediaVariant,
  sniffImageType,
  variantWidthsFor,
} from "./media";

const bytes = (...b: (number | string)[]) =>
  new Uint8Array(b.flatMap((x) => (typeof x === "string" ? Array.from(x, (c) => c.charCodeAt(0)) : [x])));

describe("sniffImageType (D12: by magic bytes, never by name or declared type)", () => {
  it("recognises PNG, JPEG, GIF87a/89a and WebP", () => {
    expect(sniffImageType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))).toBe("png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF", 0))).toBe("jpeg");
    expect(sniffImageType(bytes("GIF89a", 1, 0, 1, 0, 0, 0))).toBe("gif");
    expect(sniffImageType(bytes("GIF87a", 1, 0, 1, 0, 0, 0))).toBe("gif");
    expect(sniffImageType(bytes("RIFF", 0x24, 0, 0, 0, "WEBP"))).toBe("webp");
  });

  it("refuses SVG, HTML, text, PDF, other RIFF files and short input", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg>'))).toBeNull();
    expect(sniffImageType(bytes("<!doctype html><script>"))).toBeNull();
    expect(sniffImageType(bytes("isto não é imagem"))).toBeNull();
    expect(sniffImageType(bytes("%PDF-1.7\n%\xe2\xe3"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", 0x24, 0, 0, 0, "WAVE"))).toBeNull();
    expect(sniffImageType(bytes("GIF8"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("media URLs", () => {
  const id = "0b6c1f4e-8a8e-4e8e-9a43-2f1e2d3c4b5a";

  it("carry the pixel size and the extension of the stored type", () => {
    expect(mediaUrl({ id, mimeType: "image/webp", width: 1600, height: 900 })).toBe(`/media/${id}-1600x900.webp`);
    expect(mediaUrl({ id, mimeType: "image/gif", width: null, height: null })).toBe(`/media/${id}.gif`);
  });

  it("parse back; anything else is not ours", () => {
    expect(parseMediaFile(`${id}-1600x900.webp`)).toEqual({ id, width: 1600, height: 900, ext: "webp" });
    expect(parseMediaFile(`${id}.webp`)).toEqual({ id, width: null, height: null, ext: "webp" });
    for (const bad of [
      "123",
      `${id}.svg`,
      `${id}.html`,
      `${id}-0x900.webp`,
      `${id}-1600x900.webp.html`,
      `../${id}.webp`,
      `${id.toUpperCase()}.webp`,
      `${id}-123456x1.webp`,
    ]) {
      expect(parseMediaFile(bad), bad).toBeNull();
    }
  });

  it("give the renderer width and height for our images only", () => {
    expect(mediaSizeFromUrl(`/media/${id}-1600x900.webp`)).toEqual({ width: 1600, height: 900 });
    expect(mediaSizeFromUrl(`https://cervejometro.com.br/media/${id}-800x600.webp?v=1`)).toEqual({
      width: 800,
      height: 600,
    });
    expect(mediaSizeFromUrl(`/media/${id}.webp`)).toBeNull();
    expect(mediaSizeFromUrl("https://exemplo.com/foto-1600x900.png")).toBeNull();
    expect(mediaSizeFromUrl(`/outra/media/${id}-1600x900.webp`)).toBeNull();
    expect(mediaSizeFromUrl(undefined)).toBeNull();
  });
});

describe("resized copies (issue 28 item 5)", () => {
  const id = "0b4f7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
  const photo = { id, mimeType: "image/webp", width: 1000, height: 500 };

  it("parses a copy's file name only for a width of the fixed list", () => {
    expect(parseMediaVariant(`${id}-1000x500-w480.webp`)).toEqual({ id, width: 480 });
    expect(parseMediaVariant(`${id}-w320.webp`)).toEqual({ id, width: 320 });
    expect(parseMediaVariant(`${id}-1000x500-w500.webp`)).toBeNull();
    expect(parseMediaVariant(`${id}-1000x500-w480.png`)).toBeNull();
    expect(parseMediaVariant(`${id}-1000x500.webp`)).toBeNull();
    // The original's parser leaves copies alone, so both URLs keep their meaning.
    expect(parseMediaFile(`${id}-1000x500-w480.webp`)).toBeNull();
  });

  it("lists only copies narrower than the original, never for a GIF", () => {
    expect(variantWidthsFor(photo)).toEqual([320, 480, 768]);
    expect(variantWidthsFor({ ...photo, width: 300 })).toEqual([]);
    expect(variantWidthsFor({ ...photo, mimeType: "image/gif" })).toEqual([]);
    expect(MEDIA_VARIANT_WIDTHS).toEqual([320, 480, 768, 1200]);
  });

  it("builds the srcset with each copy and the original", () => {
    expect(mediaSrcSet(photo)).toBe(
      `/media/${id}-1000x500-w320.webp 320w, /media/${id}-1000x500-w480.webp 480w, /media/${id}-1000x500-w768.webp 768w, /media/${id}-1000x500.webp 1000w`,
    );
    expect(mediaSrcSet({ ...photo, width: 200, height: 100 })).toBeUndefined();
  });

  it("writes file sizes in pt-BR", () => {
    expect(formatBytes(830)).toBe("830 bytes");
    expect(formatBytes(250_880)).toBe("245 KB");
    expect(formatBytes(1_258_291)).toBe("1,2 MB");
  });
});
