import { describe, expect, it } from "vitest";
import { AD_MESSAGES, adFormValuesFromFormData, adSchema, emptyAdForm, isHttpUrl, isImageSource } from "./ad";

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
});
