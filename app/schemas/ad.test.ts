import { describe, expect, it } from "vitest";
import {
  AD_LIMITS,
  AD_MESSAGES,
  adFormValuesFromFormData,
  adSchema,
  emptyAdForm,
  isHttpUrl,
  isImageSource,
  normaliseAdLink,
} from "./ad";

const valid = {
  ...emptyAdForm("2026-11-22", "2026-12-22"),
  title: "Chope",
  description: "Gelado",
  imageUrl: "/media/abc-10x10.webp",
  link: "https://exemplo.com.br",
};

function errors(values: Partial<typeof valid>) {
  const result = adSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("adSchema (spec §5 Ads)", () => {
  it("accepts a valid ad", () => {
    expect(errors({})).toEqual({});
  });
  it("requires title, description, image, link and both dates, in Portuguese", () => {
    expect(errors({ title: "", description: " ", imageUrl: "", link: "", startDate: "", endDate: "" })).toEqual({
      title: AD_MESSAGES.title,
      description: AD_MESSAGES.description,
      imageUrl: AD_MESSAGES.imageUrl,
      link: AD_MESSAGES.link,
      startDate: "Informe a data de início",
      endDate: "Informe a data de fim",
    });
  });
  it("takes only http and https links", () => {
    for (const link of [
      "javascript:alert(1)",
      "ftp://exemplo.com",
      "exemplo.com.br",
      "//exemplo.com",
      "data:text/html,x",
    ]) {
      expect(errors({ link }).link).toBe("O link deve começar com http:// ou https://");
    }
    expect(errors({ link: "http://exemplo.com.br/a?b=1" })).toEqual({});
  });
  it("saves a link as the browser follows it: IDN hosts in punycode, accents percent-encoded (issue 27 §1.2)", () => {
    const saved = (link: string) => {
      const result = adSchema.safeParse({ ...valid, link });
      if (!result.success) throw new Error(result.error.issues[0]!.message);
      return result.data.link;
    };
    expect(saved("https://açaí.example/")).toBe("https://xn--aa-4iaz.example/");
    expect(saved("https://loja.example/promoção-de-verão")).toBe(
      "https://loja.example/promo%C3%A7%C3%A3o-de-ver%C3%A3o",
    );
    expect(saved("https://loja.example/🍺 gelada?cupom=verão#oferta")).toBe(
      "https://loja.example/%F0%9F%8D%BA%20gelada?cupom=ver%C3%A3o#oferta",
    );
    expect(saved("HTTPS://Loja.Example:443/a/../b")).toBe("https://loja.example/b");
    expect(saved("  https://exemplo.com.br  ")).toBe("https://exemplo.com.br/");
    // Only ASCII leaves the server in a Location header.
    for (const link of ["https://açaí.example/", "https://loja.example/promoção-de-verão"]) {
      expect(saved(link)).toMatch(/^[\x21-\x7e]+$/);
    }
  });
  it("refuses control characters, invisible direction marks and credentials, in Portuguese", () => {
    for (const link of [
      "https://exemplo.com.br/a\nb",
      "https://exemplo.com.br/a\tb",
      "https://exemplo.com.br/\u0000",
      "https://exemplo.com.br/\u0085",
      "https://exemplo.com.br/\u202egnp.exe",
    ]) {
      expect(errors({ link }).link, JSON.stringify(link)).toBe(AD_MESSAGES.linkControl);
      expect(normaliseAdLink(link)).toBeNull();
    }
    expect(errors({ link: "https://nome:senha@exemplo.com.br/" }).link).toBe(AD_MESSAGES.linkCredentials);
    expect(normaliseAdLink("https://nome@exemplo.com.br/")).toBeNull();
    expect(normaliseAdLink("javascript:alert(1)")).toBeNull();
  });
  it("checks the length of the link as saved (percent-encoding lengthens it)", () => {
    const link = `https://exemplo.com.br/${"ç".repeat(400)}`;
    expect(link.length).toBeLessThan(AD_LIMITS.urlMax);
    expect(errors({ link }).link).toBe(AD_MESSAGES.urlMax);
  });
  it("takes an http(s) image or a path on the site", () => {
    expect(errors({ imageUrl: "javascript:alert(1)" }).imageUrl).toBe(AD_MESSAGES.imageUrlInvalid);
    expect(errors({ imageUrl: "//evil.example/x.png" }).imageUrl).toBe(AD_MESSAGES.imageUrlInvalid);
    expect(isImageSource("/placeholder.svg")).toBe(true);
    expect(isHttpUrl("https://cdn.exemplo.com/a.png")).toBe(true);
  });
  it("refuses an end before the start and impossible dates", () => {
    expect(errors({ startDate: "2026-11-22", endDate: "2026-11-21" }).endDate).toBe(
      "A data de fim não pode ser anterior à data de início",
    );
    expect(errors({ startDate: "2026-11-22", endDate: "2026-11-22" })).toEqual({});
    expect(errors({ startDate: "2026-02-30" }).startDate).toBe("Informe uma data válida");
  });
  it("refuses an unknown position", () => {
    expect(errors({ position: "topo" as never }).position).toBe("Escolha a posição do anúncio");
  });
  it("reads checkboxes as present or absent (a form without JavaScript)", () => {
    const form = new FormData();
    form.set("title", "x");
    form.set("alcoholic", "on");
    expect(adFormValuesFromFormData(form)).toMatchObject({ title: "x", active: false, alcoholic: true, link: "" });
  });
  it("checks a banner's image sizes against its position (D16), in Portuguese", () => {
    const banner = { format: "banner" as const, position: "header" as const };
    expect(errors({ ...banner, imageUrl: "/media/0b3c6f9e-2f4d-4c1a-9d7e-1a2b3c4d5e6f-728x90.webp" })).toEqual({});
    expect(errors({ ...banner, imageUrl: "/media/0b3c6f9e-2f4d-4c1a-9d7e-1a2b3c4d5e6f-1456x180.webp" })).toEqual({});
    expect(errors({ ...banner, imageUrl: "/media/0b3c6f9e-2f4d-4c1a-9d7e-1a2b3c4d5e6f-300x250.webp" }).imageUrl).toBe(
      "A imagem para computador tem 300 × 250 px; a posição Topo aceita 728 × 90 px (ou outro tamanho com a mesma proporção, até 2 % de diferença).",
    );
    expect(
      errors({
        ...banner,
        imageUrl: "/media/0b3c6f9e-2f4d-4c1a-9d7e-1a2b3c4d5e6f-728x90.webp",
        imageMobileUrl: "/media/0b3c6f9e-2f4d-4c1a-9d7e-1a2b3c4d5e6f-728x90.webp",
      }).imageMobileUrl,
    ).toMatch(/^A imagem para celular tem 728 × 90 px; a posição Topo aceita 320 × 100 px/);
    expect(errors({ ...banner, imageUrl: "https://cdn.exemplo.com/a.png" }).imageUrl).toBe(AD_MESSAGES.bannerUpload);
    // A banner needs no description; a card does.
    expect(
      errors({ ...banner, description: "", imageUrl: "/media/0b3c6f9e-2f4d-4c1a-9d7e-1a2b3c4d5e6f-728x90.webp" }),
    ).toEqual({});
  });
  it("checks the targeting fields", () => {
    expect(errors({ weight: "0" }).weight).toBe("Informe um peso inteiro de 1 a 10");
    expect(errors({ weight: "11" }).weight).toBe("Informe um peso inteiro de 1 a 10");
    expect(errors({ weight: "2,5" }).weight).toBe("Informe um peso inteiro de 1 a 10");
    expect(errors({ device: "tablet" as never }).device).toBe("Escolha o dispositivo");
    expect(errors({ pageGroups: ["admin" as never] }).pageGroups).toBe("Escolha páginas válidas");
    expect(errors({ advertiserId: "x" }).advertiserId).toBe("Escolha um anunciante da lista");
    const parsed = adSchema.parse({ ...valid, weight: "10", pageGroups: ["blog", "blog"] });
    expect(parsed.weight).toBe(10);
    expect(parsed.pageGroups).toEqual(["blog"]);
  });
});
