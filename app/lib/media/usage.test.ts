import { describe, expect, it } from "vitest";
import { describeUsage, inUseMessage, mediaIdsIn, type MediaUsage } from "./usage";

const A = "0b4f7a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const B = "9f8e7d6c-5b4a-4938-8271-605f4e3d2c1b";

describe("mediaIdsIn", () => {
  it("finds every library image a text refers to, relative or on any host, with or without its size", () => {
    const markdown = `![a](/media/${A}-1600x900.webp) e ![b](https://cervejometro.com.br/media/${B}.png "t")\n![a de novo](/media/${A}-1600x900-w480.webp)`;
    expect([...mediaIdsIn(markdown)].sort()).toEqual([A, B].sort());
  });

  it("finds ids in JSON-LD and in HTML attributes", () => {
    expect([...mediaIdsIn(`{"image":"/media/${B}-10x10.webp"}`)]).toEqual([B]);
    expect([...mediaIdsIn(`<img src='/media/${A}.jpg'>`)]).toEqual([A]);
  });

  it("ignores what is not one of ours", () => {
    expect(mediaIdsIn(null).size).toBe(0);
    expect(mediaIdsIn("/placeholder.svg /media/nao-e-um-id.webp /midia/x").size).toBe(0);
    expect(mediaIdsIn(`/media/${A}.svg`).size).toBe(0);
  });
});

describe("inUseMessage", () => {
  const post: MediaUsage = { kind: "post-cover", title: "Lagers", href: "/admin/posts/1" };
  const ad: MediaUsage = { kind: "ad-mobile", title: "Chope", href: "/admin/anuncios/1" };
  const global: MediaUsage = { kind: "seo-global", title: "SEO", href: "/admin/seo" };

  it("names every place in Portuguese", () => {
    expect(describeUsage(post)).toBe("como imagem de capa do post “Lagers”");
    expect(describeUsage(global)).toBe("como imagem padrão de SEO do site");
    expect(inUseMessage([post, ad])).toBe(
      "A imagem não pode ser excluída porque está em uso como imagem de capa do post “Lagers” e como imagem para celular do anúncio “Chope”. Remova-a desses lugares primeiro.",
    );
  });

  it("counts the places past the first few, so the message fits a toast", () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ ...post, title: `Post ${i}` }));
    const message = inUseMessage(many);
    expect(message).toContain("“Post 3” e em mais 3 lugares.");
    expect(message).not.toContain("Post 4");
    expect(message.length).toBeLessThan(500);
  });
});
