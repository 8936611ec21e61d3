// The ad form (docs/decisions/0026-ad-rules.md: description, image, link, start and end required; the
// title too, a column that cannot be empty). Written once, parsed by the form
// (react-hook-form with zodResolver) and again by the action.
import { z } from "zod";
import {
  AD_DEVICES,
  AD_FORMATS,
  AD_PAGE_GROUPS,
  AD_POSITIONS,
  AD_SLOT_NAMES,
  AD_WEIGHT_DEFAULT,
  AD_WEIGHT_MAX,
  AD_WEIGHT_MIN,
  adSizesText,
  matchAdSize,
  type AdDevice,
  type AdFormat,
  type AdPageGroup,
  type AdPosition,
} from "~/lib/ads/ads";
import { mediaSizeFromUrl } from "~/lib/media/media";

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
  linkControl: "O link não pode ter quebras de linha, tabulações nem caracteres invisíveis de controle",
  linkCredentials: "O link não pode conter usuário ou senha (remova o “nome:senha@”)",
  urlMax: `Use no máximo ${AD_LIMITS.urlMax} caracteres`,
  position: "Escolha a posição do anúncio",
  startDate: "Informe a data de início",
  endDate: "Informe a data de fim",
  dateInvalid: "Informe uma data válida",
  endBeforeStart: "A data de fim não pode ser anterior à data de início",
  format: "Escolha o formato do anúncio",
  device: "Escolha o dispositivo",
  pageGroups: "Escolha páginas válidas",
  categoryIds: "Escolha categorias válidas",
  weight: `Informe um peso inteiro de ${AD_WEIGHT_MIN} a ${AD_WEIGHT_MAX}`,
  advertiser: "Escolha um anunciante da lista",
  bannerUpload: "No formato Banner, envie a imagem para que o tamanho dela seja conferido",
  mobileImageInvalid: "A imagem para celular deve ser uma imagem enviada (/media/…) ou uma URL http(s)",
} as const;

/** The size message of a banner image (D16): what it measures, what the position takes. */
export function adSizeMessage(
  position: AdPosition,
  kind: "desktop" | "mobile",
  size: { width: number; height: number },
): string {
  const which = kind === "desktop" ? "para computador" : "para celular";
  return (
    `A imagem ${which} tem ${size.width} × ${size.height} px; a posição ${AD_SLOT_NAMES[position]} aceita ` +
    `${adSizesText(position, kind)} (ou outro tamanho com a mesma proporção, até 2 % de diferença).`
  );
}

/** Labels of the form's choices (accessible names are a contract: issue 25 item 7). */
export const AD_FORMAT_LABELS: Record<AdFormat, string> = { banner: "Banner", card: "Cartão" };
export const AD_DEVICE_LABELS: Record<AdDevice, string> = { all: "Todos", desktop: "Computador", mobile: "Celular" };
export const AD_PAGE_GROUP_LABELS: Record<AdPageGroup, string> = {
  calculators: "Calculadoras",
  blog: "Blog",
  content: "Conteúdo",
};

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

/** Where each position appears and the image size a card draws (the form's note; a banner's sizes are AD_SIZES). */
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

// C0 and C1 control characters, DEL, and the invisible direction marks and overrides that make
// a link read otherwise than it leads (issue 27 §1.2: a newline the form accepted gave a 500 on
// every click). Written with escapes: the source stays free of invisible characters.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINK_CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Whether a link carries a control or invisible direction character. */
export function hasLinkControlChars(value: string): boolean {
  return LINK_CONTROL_CHARS.test(value);
}

/** Whether an http(s) link carries a user name or password ("https://nome:senha@host/"). */
export function hasLinkCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== "" || url.password !== "";
  } catch {
    return false;
  }
}

/**
 * An ad's link as the browser will follow it (issue 27 §1.2): the WHATWG URL serialisation
 * (`new URL(link).href`), so an accented path is percent-encoded UTF-8, an IDN host becomes
 * punycode ("https://açaí.example/" → "https://xn--aa-4iaz.example/"), the scheme and host are
 * lower-cased and the default port dropped. A `Location` header then carries only ASCII and
 * lands where the owner typed. Null for anything that is not a clean absolute http(s) link.
 */
export function normaliseAdLink(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || hasLinkControlChars(trimmed) || !isHttpUrl(trimmed) || hasLinkCredentials(trimmed)) return null;
  return new URL(trimmed).href;
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

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const adSchema = z
  .object({
    format: z.enum(AD_FORMATS, AD_MESSAGES.format),
    title: z.string().trim().min(1, AD_MESSAGES.title).max(AD_LIMITS.titleMax, AD_MESSAGES.titleMax),
    // A card shows it; a banner is its image alone (the check below).
    description: z.string().trim().max(AD_LIMITS.descriptionMax, AD_MESSAGES.descriptionMax),
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
      .refine((v) => !hasLinkControlChars(v), AD_MESSAGES.linkControl)
      .refine((v) => v === "" || hasLinkControlChars(v) || isHttpUrl(v), AD_MESSAGES.linkInvalid)
      .refine((v) => !hasLinkCredentials(v), AD_MESSAGES.linkCredentials)
      // Saved as the browser will follow it; percent-encoding may lengthen it past the limit.
      .transform((v) => normaliseAdLink(v) ?? v)
      .refine((v) => v.length <= AD_LIMITS.urlMax, AD_MESSAGES.urlMax),
    imageMobileUrl: z
      .string()
      .trim()
      .max(AD_LIMITS.urlMax, AD_MESSAGES.urlMax)
      .refine((v) => v === "" || isImageSource(v), AD_MESSAGES.mobileImageInvalid),
    position: z.enum(AD_POSITIONS, AD_MESSAGES.position),
    device: z.enum(AD_DEVICES, AD_MESSAGES.device),
    pageGroups: z.array(z.enum(AD_PAGE_GROUPS, AD_MESSAGES.pageGroups)).transform((v) => [...new Set(v)]),
    categoryIds: z
      .array(z.string().regex(UUID_RE, AD_MESSAGES.categoryIds))
      .max(200, AD_MESSAGES.categoryIds)
      .transform((v) => [...new Set(v.map((id) => id.toLowerCase()))]),
    weight: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, AD_MESSAGES.weight)
      .transform(Number)
      .refine((n) => n >= AD_WEIGHT_MIN && n <= AD_WEIGHT_MAX, AD_MESSAGES.weight),
    advertiserId: z
      .string()
      .trim()
      .refine((v) => v === "" || UUID_RE.test(v), AD_MESSAGES.advertiser),
    startDate: dateField(AD_MESSAGES.startDate),
    endDate: dateField(AD_MESSAGES.endDate),
    active: z.boolean(),
    alcoholic: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.format === "card" && value.description === "") {
      ctx.addIssue({ code: "custom", path: ["description"], message: AD_MESSAGES.description });
    }
    if (value.format === "banner" && (AD_POSITIONS as readonly string[]).includes(value.position)) {
      // D16: the size travels in an uploaded image's URL (/media/<id>-<w>x<h>.webp), so the
      // form can say at once what the server checks again against the stored image.
      const images = [
        ["imageUrl", value.imageUrl, "desktop"],
        ["imageMobileUrl", value.imageMobileUrl, "mobile"],
      ] as const;
      for (const [path, url, kind] of images) {
        if (url === "" || !isImageSource(url)) continue;
        const size = mediaSizeFromUrl(url);
        if (!size) ctx.addIssue({ code: "custom", path: [path], message: AD_MESSAGES.bannerUpload });
        else if (!matchAdSize(value.position, kind, size.width, size.height))
          ctx.addIssue({ code: "custom", path: [path], message: adSizeMessage(value.position, kind, size) });
      }
    }
    if (isCalendarDate(value.startDate) && isCalendarDate(value.endDate) && value.endDate < value.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: AD_MESSAGES.endBeforeStart });
    }
  });

export type AdFormValues = z.input<typeof adSchema>;
export type AdInput = z.output<typeof adSchema>;

export function emptyAdForm(today: string, end: string): AdFormValues {
  return {
    format: "card",
    imageMobileUrl: "",
    device: "all",
    pageGroups: [],
    categoryIds: [],
    weight: String(AD_WEIGHT_DEFAULT),
    advertiserId: "",
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
  const list = (key: string) => form.getAll(key).filter((v): v is string => typeof v === "string");
  // A field the form did not send at all (a form from before formats and targeting) takes
  // its default; one sent empty is checked as typed.
  const orDefault = (key: string, fallback: string) => (form.has(key) ? text(key) : fallback);
  return {
    format: orDefault("format", "card") as AdFormat,
    imageMobileUrl: text("imageMobileUrl"),
    device: orDefault("device", "all") as AdDevice,
    pageGroups: list("pageGroups") as AdPageGroup[],
    categoryIds: list("categoryIds"),
    weight: orDefault("weight", String(AD_WEIGHT_DEFAULT)),
    advertiserId: text("advertiserId"),
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
