// The site's identity form of /admin/site (D21, issue 28 item 1): who runs the site, as the
// legal pages, the footer, /anuncie and the JSON-LD name them. Written once, parsed by the
// form (react-hook-form with zodResolver) and again by the action, which answers 400 with the
// field errors. Limits are the column sizes of db/schema.ts (site_identity).
import { z } from "zod";
import { BRAZIL_STATES, isBrazilState, isValidCnpj, isValidCpf, normalizeDocument } from "~/lib/br-documents";

export const OPERATOR_KINDS = ["pessoa_juridica", "pessoa_fisica"] as const;
export type OperatorKind = (typeof OPERATOR_KINDS)[number];

export const OPERATOR_KIND_LABELS: Record<OperatorKind, string> = {
  pessoa_juridica: "Pessoa jurídica (CNPJ)",
  pessoa_fisica: "Pessoa física (CPF)",
};

export const SITE_IDENTITY_LIMITS = {
  nameMin: 3,
  nameMax: 200,
  addressMax: 300,
  cityMax: 100,
  emailMax: 254,
} as const;

const L = SITE_IDENTITY_LIMITS;

export const SITE_IDENTITY_MESSAGES = {
  legalName: `Informe o nome do responsável (pelo menos ${L.nameMin} caracteres)`,
  legalNameMax: `O nome deve ter no máximo ${L.nameMax} caracteres`,
  kind: "Escolha pessoa física ou pessoa jurídica",
  document: "Informe o CPF ou o CNPJ",
  cpfLength: "O CPF tem 11 dígitos, como 123.456.789-09",
  cpfInvalid: "CPF inválido: confira os números (os dígitos verificadores não conferem)",
  cnpjLength: "O CNPJ tem 14 caracteres, como 12.345.678/0001-95",
  cnpjInvalid: "CNPJ inválido: confira os números (os dígitos verificadores não conferem)",
  address: "Informe o endereço da sede (rua, número, bairro, CEP)",
  addressMax: `O endereço deve ter no máximo ${L.addressMax} caracteres`,
  city: "Informe a cidade",
  cityMax: `A cidade deve ter no máximo ${L.cityMax} caracteres`,
  state: "Escolha a UF",
  contactEmail: "Informe um e-mail de contato válido, como contato@seudominio.com.br",
  email: "Informe um e-mail válido, como nome@seudominio.com.br",
  emailMax: `O e-mail deve ter no máximo ${L.emailMax} caracteres`,
  dpoEmailWithoutName: "Informe também o nome do encarregado, ou deixe os dois em branco",
  dpoNameWithoutEmail: "Informe o e-mail do encarregado, ou deixe os dois em branco",
  dpoNameMax: `O nome deve ter no máximo ${L.nameMax} caracteres`,
  forum: "Informe a cidade e a UF do foro, como São Paulo/SP",
  forumState: "A UF do foro não existe: use a sigla, como SP, RJ ou DF",
} as const;

export const SITE_IDENTITY_TOASTS = {
  saved: { title: "Dados do site salvos" },
  saveError: { title: "Erro", description: "Não foi possível salvar os dados do site" },
} as const;

const M = SITE_IDENTITY_MESSAGES;

/** "São Paulo/SP", "São Paulo - SP", "São Paulo / sp" → city and UF; null when it is not that shape. */
export function parseForum(typed: string): { city: string; state: string } | null {
  const m = /^(.*\S)\s*[/-]\s*([A-Za-z]{2})$/.exec(typed.trim());
  if (!m) return null;
  const city = m[1]!.trim();
  if (city.length < 2) return null;
  return { city, state: m[2]!.toUpperCase() };
}

const email = (required: string) =>
  z
    .string()
    .trim()
    .max(L.emailMax, M.emailMax)
    .refine((v) => v === "" || z.email().safeParse(v).success, M.email)
    .refine((v) => required === "" || v !== "", required || M.email);

export const siteIdentitySchema = z
  .object({
    legalName: z.string().trim().min(L.nameMin, M.legalName).max(L.nameMax, M.legalNameMax),
    kind: z.enum(OPERATOR_KINDS, M.kind),
    document: z.string().trim(),
    address: z.string().trim().max(L.addressMax, M.addressMax),
    city: z.string().trim().min(1, M.city).max(L.cityMax, M.cityMax),
    state: z.string().refine(isBrazilState, M.state),
    contactEmail: email(M.contactEmail),
    dpoName: z.string().trim().max(L.nameMax, M.dpoNameMax),
    dpoEmail: email(""),
    forum: z
      .string()
      .trim()
      .max(L.cityMax + 5, M.forum),
    adsEmail: email(""),
  })
  .superRefine((v, ctx) => {
    const doc = normalizeDocument(v.document);
    if (doc === "") ctx.addIssue({ code: "custom", path: ["document"], message: M.document });
    else if (v.kind === "pessoa_fisica") {
      if (!/^\d{11}$/.test(doc)) ctx.addIssue({ code: "custom", path: ["document"], message: M.cpfLength });
      else if (!isValidCpf(doc)) ctx.addIssue({ code: "custom", path: ["document"], message: M.cpfInvalid });
    } else if (!/^[0-9A-Z]{12}\d{2}$/.test(doc)) {
      ctx.addIssue({ code: "custom", path: ["document"], message: M.cnpjLength });
    } else if (!isValidCnpj(doc)) ctx.addIssue({ code: "custom", path: ["document"], message: M.cnpjInvalid });
    // A company has a seat to name (LGPD art. 9, III); a person's home address stays private.
    if (v.kind === "pessoa_juridica" && v.address === "") {
      ctx.addIssue({ code: "custom", path: ["address"], message: M.address });
    }
    // The encarregado is optional (ANPD Resolução CD/ANPD nº 2/2022, art. 11), but named whole.
    if (v.dpoName !== "" && v.dpoEmail === "") {
      ctx.addIssue({ code: "custom", path: ["dpoEmail"], message: M.dpoNameWithoutEmail });
    }
    if (v.dpoName === "" && v.dpoEmail !== "") {
      ctx.addIssue({ code: "custom", path: ["dpoName"], message: M.dpoEmailWithoutName });
    }
    const forum = parseForum(v.forum);
    if (!forum) ctx.addIssue({ code: "custom", path: ["forum"], message: M.forum });
    else if (!isBrazilState(forum.state)) ctx.addIssue({ code: "custom", path: ["forum"], message: M.forumState });
  })
  .transform((v) => {
    const forum = parseForum(v.forum)!;
    return {
      legalName: v.legalName,
      kind: v.kind,
      document: normalizeDocument(v.document),
      address: v.address,
      city: v.city,
      state: v.state,
      contactEmail: v.contactEmail.toLowerCase(),
      dpoName: v.dpoName,
      dpoEmail: v.dpoEmail.toLowerCase(),
      forumCity: forum.city,
      forumState: forum.state,
      adsEmail: v.adsEmail.toLowerCase(),
    };
  });

export type SiteIdentityFormValues = z.input<typeof siteIdentitySchema>;
export type SiteIdentityInput = z.output<typeof siteIdentitySchema>;

export const EMPTY_SITE_IDENTITY_FORM: SiteIdentityFormValues = {
  legalName: "",
  kind: "pessoa_juridica",
  document: "",
  address: "",
  city: "",
  state: "",
  contactEmail: "",
  dpoName: "",
  dpoEmail: "",
  forum: "",
  adsEmail: "",
};

const FORM_KEYS = Object.keys(EMPTY_SITE_IDENTITY_FORM) as (keyof SiteIdentityFormValues)[];

export function siteIdentityValuesFromFormData(form: FormData): SiteIdentityFormValues {
  const values = { ...EMPTY_SITE_IDENTITY_FORM } as Record<string, string>;
  for (const key of FORM_KEYS) {
    const value = form.get(key);
    values[key] = typeof value === "string" ? value : "";
  }
  return values as SiteIdentityFormValues;
}

export { BRAZIL_STATES };
