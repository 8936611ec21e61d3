// The media library's forms (issue 28 item 4): parsed by the page and again by its action.
import { z } from "zod";

export const MEDIA_ALT_MAX = 250;

export const MEDIA_MESSAGES = {
  altTooLong: `O texto alternativo deve ter no máximo ${MEDIA_ALT_MAX} caracteres.`,
  altSaved: "Texto alternativo salvo.",
  altError: "Erro ao salvar o texto alternativo",
  notFound: "A imagem não foi encontrada. Ela pode ter sido excluída.",
  deleted: "Imagem excluída.",
  deleteError: "Não foi possível excluir a imagem",
  uploaded: "Imagem enviada.",
  uploadError: "Não foi possível enviar a imagem",
} as const;

export const mediaAltSchema = z.object({
  altText: z
    .string()
    // One line: the text goes into an alt attribute and next to the image in Markdown.
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(MEDIA_ALT_MAX, MEDIA_MESSAGES.altTooLong)),
});
export type MediaAltValues = z.input<typeof mediaAltSchema>;
