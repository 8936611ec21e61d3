import { describe, expect, it } from "vitest";
import { dateToZonedLocal, zonedLocalToDate } from "~/lib/zoned-time";
import { POST_LIMITS, POST_MESSAGES } from "./limits";
import { EMPTY_POST_FORM, isUrlOrSitePath, normalizeTags, postFormValuesFromFormData, postSchema } from "./post";

const valid = { ...EMPTY_POST_FORM, name: "Guia de IPAs", category: "IPA", content: "Dez ou mais caracteres." };

function errors(values: Partial<typeof valid>) {
  const result = postSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("postSchema messages (spec §5)", () => {
  it("accepts a valid post", () => {
    expect(errors({})).toEqual({});
  });
  it("gives the spec's messages", () => {
    expect(errors({ name: "ab" }).name).toBe("O título deve ter pelo menos 3 caracteres");
    expect(errors({ name: "x".repeat(101) }).name).toBe("O título deve ter no máximo 100 caracteres");
    expect(errors({ content: "curto" }).content).toBe("O conteúdo deve ter pelo menos 10 caracteres");
    expect(errors({ category: "  " }).category).toBe("Selecione uma categoria");
    expect(errors({ seoTitle: "x".repeat(71) }).seoTitle).toBe("O título SEO deve ter no máximo 70 caracteres");
    expect(errors({ seoDescription: "x".repeat(161) }).seoDescription).toBe(POST_MESSAGES.seoDescriptionMax);
    expect(errors({ seoImage: "não é url" }).seoImage).toBe("Deve ser uma URL válida");
    expect(errors({ canonicalUrl: "javascript:alert(1)" }).canonicalUrl).toBe("Deve ser uma URL válida");
  });
  it("limits match the database columns", () => {
    expect(POST_LIMITS).toMatchObject({
      nameMax: 100,
      seoTitleMax: 70,
      seoDescriptionMax: 160,
      categoryMax: 80,
      tagMax: 60,
    });
    expect(errors({ name: "x".repeat(100), seoTitle: "x".repeat(70), seoDescription: "x".repeat(160) })).toEqual({});
    expect(errors({ tags: ["x".repeat(61)] }).tags).toBe(POST_MESSAGES.tagMax);
  });
  it("keeps the whole form under the server's 64 KB body cap", () => {
    expect(errors({ content: "a".repeat(POST_LIMITS.contentMax) })).toEqual({});
    expect(errors({ content: "a".repeat(POST_LIMITS.contentMax + 1) }).content).toBe(POST_MESSAGES.contentMax);
    // Fewer characters than the limit, more bytes: refused by size, with its own message.
    expect(errors({ content: "ã".repeat(30_000) }).content).toBe(POST_MESSAGES.contentMaxBytes);
    // Every field at its limit, as multipart (4 bytes per character for the worst text),
    // stays under 64 KB; so a valid post is never cut off by the server.
    const L = POST_LIMITS;
    const perField = 200; // boundary line and Content-Disposition header
    const worst =
      L.contentMaxBytes +
      4 * (L.nameMax + L.seoTitleMax + L.seoDescriptionMax + L.categoryMax + L.tagMax * L.tagsMax) +
      L.seoKeywordsMax * 4 +
      2 * L.urlMax +
      (14 + L.tagsMax) * perField;
    expect(worst).toBeLessThan(64 * 1024);
  });
  it("requires a future São Paulo time to schedule", () => {
    expect(errors({ status: "scheduled" }).publishAt).toBe(POST_MESSAGES.publishAtRequired);
    expect(errors({ status: "scheduled", publishAt: "2020-01-01T10:00" }).publishAt).toBe(
      POST_MESSAGES.publishAtFuture,
    );
    expect(errors({ status: "scheduled", publishAt: "2030-02-31T10:00" }).publishAt).toBe(
      POST_MESSAGES.publishAtInvalid,
    );
    expect(errors({ status: "scheduled", publishAt: dateToZonedLocal(new Date(Date.now() + 3600_000)) })).toEqual({});
    // A stale date is ignored unless scheduling.
    expect(errors({ status: "draft", publishAt: "2020-01-01T10:00" })).toEqual({});
  });
});

describe("URLs", () => {
  it("takes absolute http(s) URLs, site paths and empty", () => {
    for (const ok of ["", "https://exemplo.com/a.png", "http://x.y", "/media/abc.webp"])
      expect(isUrlOrSitePath(ok)).toBe(true);
    for (const bad of ["//evil.com/x", "javascript:alert(1)", "data:image/png;base64,AA", "foto.png", "ftp://x.y/a"]) {
      expect(isUrlOrSitePath(bad)).toBe(false);
    }
  });
});

describe("normalizeTags", () => {
  it("trims, collapses spaces, drops empties and duplicates ignoring case", () => {
    expect(normalizeTags([" IPA ", "ipa", "", "  ", "West   Coast", "west coast", "Lúpulo", "LÚPULO"])).toEqual([
      "IPA",
      "West Coast",
      "Lúpulo",
    ]);
  });
});

describe("postFormValuesFromFormData", () => {
  it("joins the chips and the comma-separated fallback", () => {
    const form = new FormData();
    form.append("name", "Título");
    form.append("tags", "IPA");
    form.append("tags", "Lager");
    form.append("tagsText", "lager, Stout ,, ");
    form.append("status", "bogus");
    form.append("content", "a\r\nb");
    const values = postFormValuesFromFormData(form);
    expect(values.tags).toEqual(["IPA", "Lager", "Stout"]);
    expect(values.content).toBe("a\nb");
    expect(postSchema.safeParse(values).success).toBe(false);
  });
});

describe("São Paulo wall-clock time", () => {
  it("converts both ways whatever the process time zone (UTC−3 since 2019)", () => {
    expect(zonedLocalToDate("2026-11-22T10:30")!.toISOString()).toBe("2026-11-22T13:30:00.000Z");
    expect(dateToZonedLocal(new Date("2026-11-22T02:05:00Z"))).toBe("2026-11-21T23:05");
    // 2018: daylight saving time (UTC−2) was still in force in November.
    expect(zonedLocalToDate("2018-12-01T10:00")!.toISOString()).toBe("2018-12-01T12:00:00.000Z");
    expect(zonedLocalToDate("amanhã")).toBeNull();
    expect(zonedLocalToDate("2026-13-01T10:00")).toBeNull();
  });
});

describe("Endereço (slug)", () => {
  const valid = {
    ...EMPTY_POST_FORM,
    name: "Um título",
    category: "IPA",
    content: "Conteúdo suficiente.",
  };
  const parse = (slug: string) => postSchema.safeParse({ ...valid, slug });

  it("normalises what is typed with the slug function, and allows it empty", () => {
    expect(parse("Meu Post").data?.slug).toBe("meu-post");
    expect(parse("  Ação & Reação!  ").data?.slug).toBe("acao-reacao");
    expect(parse("").data?.slug).toBe("");
  });

  it("refuses text without a letter or digit, and more than 140 characters", () => {
    expect(parse("!!!").error?.issues[0]?.message).toBe(POST_MESSAGES.slugEmpty);
    expect(parse("a".repeat(POST_LIMITS.slugMax)).success).toBe(true);
    expect(parse("a".repeat(POST_LIMITS.slugMax + 1)).error?.issues[0]?.message).toBe(POST_MESSAGES.slugMax);
  });
});
