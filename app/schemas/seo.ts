// The SEO forms of /admin/seo (docs/decisions/0023-seo-settings-and-tooling.md
// "Global SEO", "Page SEO"): written once, parsed by the forms (react-hook-form with
// zodResolver) and again by the action, which answers 400 with the field errors. Limits
// are the column sizes of db/schema.ts, so whatever the form accepts fits the database.
import { z } from "zod";
import { isUrlOrSitePath } from "./post";

export const SEO_LIMITS = {
  titleMin: 3,
  /** seo_global_settings.site_title and seo_page_settings.title: varchar(70). */
  titleMax: 70,
  descriptionMin: 10,
  /** site_description and description: varchar(160). */
  descriptionMax: 160,
  keywordsMax: 500,
  urlMax: 2000,
  domainMin: 3,
  domainMax: 253,
  /** seo_page_settings.page_id: varchar(80). */
  pageIdMax: 80,
  pathMax: 300,
  /** JSON-LD text; the server's 64 KB body cap is the real bound, this keeps the message readable. */
  structuredDataMax: 20_000,
} as const;

const L = SEO_LIMITS;

export const SEO_MESSAGES = {
  siteTitleMin: `O título do site deve ter pelo menos ${L.titleMin} caracteres`,
  siteTitleMax: `O título do site deve ter no máximo ${L.titleMax} caracteres`,
  siteDescriptionMin: `A descrição do site deve ter pelo menos ${L.descriptionMin} caracteres`,
  siteDescriptionMax: `A descrição do site deve ter no máximo ${L.descriptionMax} caracteres`,
  keywordsMax: `As palavras-chave devem ter no máximo ${L.keywordsMax} caracteres`,
  url: "Deve ser uma URL válida",
  domainMin: `O domínio deve ter pelo menos ${L.domainMin} caracteres`,
  domainMax: `O domínio deve ter no máximo ${L.domainMax} caracteres`,
  domainInvalid: "Informe só o domínio, como cervejometro.com.br",
  twitter: "Informe um usuário do X válido, como @cervejometro (até 15 letras, números ou _)",
  facebookAppId: "O Facebook App ID deve ter só números",
  pageIdRequired: "ID da página é obrigatório",
  pageIdMax: `O ID da página deve ter no máximo ${L.pageIdMax} caracteres`,
  pageIdFormat: "Use só letras minúsculas, números e hífens no ID da página",
  pageIdTaken: "Já existe uma configuração com este ID",
  pathRequired: "Caminho da página é obrigatório",
  pathFormat: "O caminho deve começar com / e não pode ter espaços, ? ou #",
  pathMax: `O caminho deve ter no máximo ${L.pathMax} caracteres`,
  pathTaken: "Já existe uma configuração para este caminho",
  titleMin: `O título deve ter pelo menos ${L.titleMin} caracteres`,
  titleMax: `O título deve ter no máximo ${L.titleMax} caracteres`,
  descriptionMin: `A descrição deve ter pelo menos ${L.descriptionMin} caracteres`,
  descriptionMax: `A descrição deve ter no máximo ${L.descriptionMax} caracteres`,
  structuredData: "Os dados estruturados devem ser um JSON válido.",
  structuredDataMax: `Os dados estruturados devem ter no máximo ${L.structuredDataMax.toLocaleString("pt-BR")} caracteres`,
} as const;

const M = SEO_MESSAGES;

/** docs/decisions/0023-seo-settings-and-tooling.md toasts of the SEO tab. */
export const SEO_TOASTS = {
  globalSaved: {
    title: "Configurações atualizadas",
    description: "As configurações globais de SEO foram salvas com sucesso.",
  },
  globalError: { title: "Erro", description: "Não foi possível salvar as configurações. Tente novamente." },
  pageCreated: {
    title: "Configuração adicionada",
    description: "A configuração de SEO da página foi adicionada com sucesso.",
  },
  pageUpdated: {
    title: "Configuração atualizada",
    description: "A configuração de SEO da página foi atualizada com sucesso.",
  },
  pageDeleted: {
    title: "Configuração removida",
    description: "A configuração de SEO da página foi removida com sucesso.",
  },
  pageCreateError: { title: "Erro", description: "Não foi possível adicionar a configuração. Tente novamente." },
  pageUpdateError: { title: "Erro", description: "Não foi possível atualizar a configuração. Tente novamente." },
  pageDeleteError: { title: "Erro", description: "Não foi possível remover a configuração. Tente novamente." },
} as const;

const optionalUrl = z.string().trim().max(L.urlMax, M.url).refine(isUrlOrSitePath, M.url);
/** docs/decisions/0023-seo-settings-and-tooling.md: an empty optional value is stored as null. */
const emptyToNull = (value: string) => (value === "" ? null : value);

/** A host name as typed ("cervejometro.com.br", or with https:// and a slash, which the resolver drops). */
function isDomain(value: string): boolean {
  const host = value.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
  return /^[a-z0-9.-]+(:\d+)?$/i.test(host) && !host.startsWith(".") && !host.includes("..");
}

export const globalSeoSchema = z.object({
  siteTitle: z.string().trim().min(L.titleMin, M.siteTitleMin).max(L.titleMax, M.siteTitleMax),
  siteDescription: z
    .string()
    .trim()
    .min(L.descriptionMin, M.siteDescriptionMin)
    .max(L.descriptionMax, M.siteDescriptionMax),
  siteKeywords: z.string().trim().max(L.keywordsMax, M.keywordsMax),
  // Required (the column is not null): the image every page without its own shares.
  defaultImage: optionalUrl.refine((v) => v !== "", M.url),
  siteDomain: z
    .string()
    .trim()
    .min(L.domainMin, M.domainMin)
    .max(L.domainMax, M.domainMax)
    .refine(isDomain, M.domainInvalid),
  // Stored with its "@", the form twitter:site expects; "cervejometro" is accepted too.
  twitterHandle: z
    .string()
    .trim()
    .refine((v) => v === "" || /^@?[A-Za-z0-9_]{1,15}$/.test(v), M.twitter)
    .transform((v) => (v === "" ? null : v.startsWith("@") ? v : `@${v}`)),
  facebookAppId: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{1,32}$/.test(v), M.facebookAppId)
    .transform(emptyToNull),
});

export type GlobalSeoFormValues = z.input<typeof globalSeoSchema>;
export type GlobalSeoInput = z.output<typeof globalSeoSchema>;

/** True when `text` is JSON whose value is an object or an array (what JSON-LD is). */
export function isJsonLd(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null;
  } catch {
    return false;
  }
}

export const pageSeoSchema = z.object({
  pageId: z
    .string()
    .trim()
    .min(1, M.pageIdRequired)
    .max(L.pageIdMax, M.pageIdMax)
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, M.pageIdFormat),
  path: z
    .string()
    .trim()
    .min(1, M.pathRequired)
    .max(L.pathMax, M.pathMax)
    // A site path only: no scheme-relative "//host", no query or fragment (docs/decisions/0023-seo-settings-and-tooling.md matches the exact path).
    .refine((v) => v.startsWith("/") && !v.startsWith("//") && !/[\s?#]/.test(v), M.pathFormat),
  title: z.string().trim().min(L.titleMin, M.titleMin).max(L.titleMax, M.titleMax),
  description: z.string().trim().min(L.descriptionMin, M.descriptionMin).max(L.descriptionMax, M.descriptionMax),
  keywords: z.string().trim().max(L.keywordsMax, M.keywordsMax),
  image: optionalUrl.transform(emptyToNull),
  canonicalUrl: optionalUrl.transform(emptyToNull),
  noIndex: z.boolean(),
  structuredData: z
    .string()
    .trim()
    .max(L.structuredDataMax, M.structuredDataMax)
    .refine((v) => v === "" || isJsonLd(v), M.structuredData)
    .transform(emptyToNull),
});

export type PageSeoFormValues = z.input<typeof pageSeoSchema>;
export type PageSeoInput = z.output<typeof pageSeoSchema>;

export const EMPTY_PAGE_SEO_FORM: PageSeoFormValues = {
  pageId: "",
  path: "",
  title: "",
  description: "",
  keywords: "",
  image: "",
  canonicalUrl: "",
  noIndex: false,
  structuredData: "",
};

export const GLOBAL_SEO_FIELDS: (keyof GlobalSeoFormValues)[] = [
  "siteTitle",
  "siteDescription",
  "siteKeywords",
  "defaultImage",
  "siteDomain",
  "twitterHandle",
  "facebookAppId",
];
export const PAGE_SEO_FIELDS = Object.keys(EMPTY_PAGE_SEO_FORM) as (keyof PageSeoFormValues)[];

function textOf(form: FormData) {
  return (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
}

export function globalSeoValuesFromFormData(form: FormData): GlobalSeoFormValues {
  const text = textOf(form);
  return Object.fromEntries(GLOBAL_SEO_FIELDS.map((key) => [key, text(key)])) as GlobalSeoFormValues;
}

export function pageSeoValuesFromFormData(form: FormData): PageSeoFormValues {
  const text = textOf(form);
  return {
    pageId: text("pageId"),
    path: text("path"),
    title: text("title"),
    description: text("description"),
    keywords: text("keywords"),
    image: text("image"),
    canonicalUrl: text("canonicalUrl"),
    // A checkbox posts its value only when checked.
    noIndex: form.has("noIndex"),
    structuredData: text("structuredData").replace(/\r\n/g, "\n"),
  };
}
