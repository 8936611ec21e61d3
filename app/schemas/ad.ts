// The ad form (docs/decisions/0026-ad-rules.md: description, image, link, start and end required; the
// title too, a column that cannot be empty). Written once, parsed by the form
// (react-hook-form with zodResolver) and again by the action.
import { z } from "zod";
import { AD_POSITIONS, type AdPosition } from "~/lib/ads/ads";

export const AD_LIMITS = {
  /** ads.title varchar(120). */
  titleMax: 120,
  descriptionMax: 300,
  urlMax: 2000,
} as const;

export const AD_MESSAGES = {
  title: "Informe o título do anúncio",
  titleMax: `O título deve ter no máximo ${AD_LIMITS.titleMax} caracteres`,
  description: "Informe a descrição do anúncio",
  descriptionMax: `A descrição deve ter no máximo ${AD_LIMITS.descriptionMax} caracteres`,
  imageUrl: "Informe a imagem do anúncio (URL ou envio)",
  imageUrlInvalid: "A imagem deve ser uma URL http(s) ou uma imagem enviada",
  link: "Informe o link do anúncio",
  linkInvalid: "O link deve começar com http:// ou https://",
  urlMax: `Use no máximo ${AD_LIMITS.urlMax} caracteres`,
  position: "Escolha a posição do anúncio",
  startDate: "Informe a data de início",
  endDate: "Informe a data de fim",
  dateInvalid: "Informe uma data válida",
  endBeforeStart: "A data de fim não pode ser anterior à data de início",
} as const;

/** docs/decisions/0026-ad-rules.md toasts of the ads tab ("Erro" titles the failures). */
export const AD_TOASTS = {
  created: { title: "Anúncio adicionado" },
  updated: { title: "Anúncio atualizado" },
  deleted: { title: "Anúncio excluído" },
  createError: { title: "Erro", description: "Não foi possível adicionar o anúncio" },
  updateError: { title: "Erro", description: "Não foi possível atualizar o anúncio" },
  deleteError: { title: "Erro", description: "Não foi possível excluir o anúncio" },
  toggleError: { title: "Erro", description: "Não foi possível alterar o status do anúncio" },
  notFound: { title: "Erro", description: "Anúncio não encontrado" },
} as const;

/** Where each position appears and the image size it is drawn for (the form's note). */
export const AD_POSITION_INFO: Record<AdPosition, { label: string; where: string; size: string }> = {
  header: { label: "Cabeçalho", where: "no topo de todas as páginas, acima do conteúdo", size: "imagem 224 × 160 px" },
  footer: { label: "Rodapé", where: "no fim de todas as páginas, acima do rodapé", size: "imagem 224 × 160 px" },
  sidebar: { label: "Barra lateral", where: "na barra lateral, só em telas largas", size: "imagem 512 × 192 px" },
  content: {
    label: "Conteúdo",
    where: "dentro de cada post, após o segundo parágrafo, e entre os cards da lista do blog",
    size: "imagem 224 × 200 px",
  },
  "mobile-footer": {
    label: "Rodapé do celular",
    where: "faixa fixa no pé da tela do celular, que o visitante pode fechar",
    size: "imagem 96 × 96 px",
  },
  "mobile-menu": {
    label: "Menu do celular",
    where: "dentro do menu aberto no celular (textos até 30 caracteres)",
    size: "imagem 96 × 160 px",
  },
};

/** An absolute http(s) URL (the only links an ad may lead to). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** An http(s) image URL or one of this site's paths (an uploaded "/media/…" image, "/placeholder.svg"). */
export function isImageSource(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  return isHttpUrl(value);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

const dateField = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .refine((v) => v === "" || isCalendarDate(v), AD_MESSAGES.dateInvalid);

export const adSchema = z
  .object({
    title: z.string().trim().min(1, AD_MESSAGES.title).max(AD_LIMITS.titleMax, AD_MESSAGES.titleMax),
    description: z
      .string()
      .trim()
      .min(1, AD_MESSAGES.description)
      .max(AD_LIMITS.descriptionMax, AD_MESSAGES.descriptionMax),
    imageUrl: z
      .string()
      .trim()
      .min(1, AD_MESSAGES.imageUrl)
      .max(AD_LIMITS.urlMax, AD_MESSAGES.urlMax)
      .refine((v) => v === "" || isImageSource(v), AD_MESSAGES.imageUrlInvalid),
    link: z
      .string()
      .trim()
      .min(1, AD_MESSAGES.link)
      .max(AD_LIMITS.urlMax, AD_MESSAGES.urlMax)
      .refine((v) => v === "" || isHttpUrl(v), AD_MESSAGES.linkInvalid),
    position: z.enum(AD_POSITIONS, AD_MESSAGES.position),
    startDate: dateField(AD_MESSAGES.startDate),
    endDate: dateField(AD_MESSAGES.endDate),
    active: z.boolean(),
    alcoholic: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (isCalendarDate(value.startDate) && isCalendarDate(value.endDate) && value.endDate < value.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: AD_MESSAGES.endBeforeStart });
    }
  });

export type AdFormValues = z.input<typeof adSchema>;
export type AdInput = z.output<typeof adSchema>;

export function emptyAdForm(today: string, end: string): AdFormValues {
  return {
    title: "",
    description: "",
    imageUrl: "",
    link: "",
    position: "header",
    startDate: today,
    endDate: end,
    active: true,
    alcoholic: false,
  };
}

/** The raw values of a submitted ad form (checkboxes are present only when checked). */
export function adFormValuesFromFormData(form: FormData): AdFormValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    description: text("description"),
    imageUrl: text("imageUrl"),
    link: text("link"),
    position: text("position") as AdPosition,
    startDate: text("startDate"),
    endDate: text("endDate"),
    active: form.get("active") === "on",
    alcoholic: form.get("alcoholic") === "on",
  };
}
