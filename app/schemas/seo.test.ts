import { describe, expect, it } from "vitest";
import {
  EMPTY_PAGE_SEO_FORM,
  globalSeoSchema,
  globalSeoValuesFromFormData,
  pageSeoSchema,
  pageSeoValuesFromFormData,
  SEO_MESSAGES as M,
  type GlobalSeoFormValues,
  type PageSeoFormValues,
} from "./seo";

const validGlobal: GlobalSeoFormValues = {
  siteTitle: "Cervejômetro",
  siteDescription: "Calculadoras e blog para quem gosta de cerveja.",
  siteKeywords: "cerveja, calculadora",
  defaultImage: "/og-image.png",
  siteDomain: "cervejometro.com.br",
  twitterHandle: "",
  facebookAppId: "",
};

const validPage: PageSeoFormValues = {
  ...EMPTY_PAGE_SEO_FORM,
  pageId: "ibu",
  path: "/ibu",
  title: "Calculadora de IBU",
  description: "Calcule o amargor da sua cerveja pela fórmula de Tinseth.",
};

/** The first message per field, as the action reports them. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("global SEO schema (§5 Global SEO)", () => {
  it("accepts a site-relative default image and saves empty optional values as null", () => {
    const parsed = globalSeoSchema.parse(validGlobal);
    expect(parsed.defaultImage).toBe("/og-image.png");
    expect(parsed.twitterHandle).toBeNull();
    expect(parsed.facebookAppId).toBeNull();
  });

  it("accepts an absolute https image and stores the X handle with its @", () => {
    const parsed = globalSeoSchema.parse({
      ...validGlobal,
      defaultImage: "https://cdn.exemplo.com.br/og.png",
      twitterHandle: "cervejometro",
      facebookAppId: " 1234567890 ",
    });
    expect(parsed.twitterHandle).toBe("@cervejometro");
    expect(parsed.facebookAppId).toBe("1234567890");
  });

  it("gives the Portuguese message for each rule", () => {
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, siteTitle: "ab" }))).toEqual({
      siteTitle: M.siteTitleMin,
    });
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, siteTitle: "x".repeat(71) }))).toEqual({
      siteTitle: M.siteTitleMax,
    });
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, siteDescription: "curta" }))).toEqual({
      siteDescription: M.siteDescriptionMin,
    });
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, siteDescription: "x".repeat(161) }))).toEqual({
      siteDescription: M.siteDescriptionMax,
    });
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, defaultImage: "" }))).toEqual({ defaultImage: M.url });
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, defaultImage: "javascript:alert(1)" }))).toEqual({
      defaultImage: M.url,
    });
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, siteDomain: "ab" }))).toEqual({
      siteDomain: M.domainMin,
    });
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, siteDomain: "meu site" }))).toEqual({
      siteDomain: M.domainInvalid,
    });
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, twitterHandle: "@nome com espaço" }))).toEqual({
      twitterHandle: M.twitter,
    });
    expect(errorsOf(globalSeoSchema.safeParse({ ...validGlobal, facebookAppId: "abc" }))).toEqual({
      facebookAppId: M.facebookAppId,
    });
  });

  it("reads a submitted form", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(validGlobal)) form.set(k, v);
    expect(globalSeoValuesFromFormData(form)).toEqual(validGlobal);
  });
});

describe("page SEO schema (§5 Page SEO)", () => {
  it("accepts a valid setting, with empty optional values as null", () => {
    expect(pageSeoSchema.parse(validPage)).toEqual({
      pageId: "ibu",
      path: "/ibu",
      title: "Calculadora de IBU",
      description: "Calcule o amargor da sua cerveja pela fórmula de Tinseth.",
      keywords: "",
      image: null,
      canonicalUrl: null,
      noIndex: false,
      structuredData: null,
    });
  });

  it("requires the id and the path with §5's messages", () => {
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, pageId: "", path: "" }))).toEqual({
      pageId: M.pageIdRequired,
      path: M.pathRequired,
    });
  });

  it("refuses a path that is not a site path", () => {
    for (const path of ["ibu", "//evil.example/x", "/ibu?x=1", "/i bu", "https://x.com/ibu"]) {
      expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, path })), path).toEqual({ path: M.pathFormat });
    }
    expect(pageSeoSchema.safeParse({ ...validPage, path: "/blog/:slug" }).success).toBe(true);
  });

  it("checks title, description, image, canonical URL and the id's form", () => {
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, title: "ab" }))).toEqual({ title: M.titleMin });
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, title: "x".repeat(71) }))).toEqual({ title: M.titleMax });
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, description: "curta" }))).toEqual({
      description: M.descriptionMin,
    });
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, description: "x".repeat(161) }))).toEqual({
      description: M.descriptionMax,
    });
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, image: "não é url" }))).toEqual({
      image: "Deve ser uma URL válida",
    });
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, canonicalUrl: "ftp://x.com/a" }))).toEqual({
      canonicalUrl: "Deve ser uma URL válida",
    });
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, pageId: "Página IBU" }))).toEqual({
      pageId: M.pageIdFormat,
    });
  });

  it("requires the structured data to be JSON (an object or a list)", () => {
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, structuredData: "{ not json" }))).toEqual({
      structuredData: "Os dados estruturados devem ser um JSON válido.",
    });
    expect(errorsOf(pageSeoSchema.safeParse({ ...validPage, structuredData: '"texto"' }))).toEqual({
      structuredData: M.structuredData,
    });
    const ok = pageSeoSchema.parse({ ...validPage, structuredData: '{"@type":"WebApplication"}' });
    expect(ok.structuredData).toBe('{"@type":"WebApplication"}');
  });

  it("reads the switch as checked only when the box was posted", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(validPage)) if (typeof v === "string") form.set(k, v);
    expect(pageSeoValuesFromFormData(form).noIndex).toBe(false);
    form.set("noIndex", "on");
    expect(pageSeoValuesFromFormData(form).noIndex).toBe(true);
  });
});
