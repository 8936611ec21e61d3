// The category form (docs/decisions/0025-posts-and-categories.md, issue 9 point 1): written once, parsed by the
// form (react-hook-form with zodResolver) and again by the action.
import { z } from "zod";
import { slugify } from "~/lib/slug";
import { POST_LIMITS } from "./limits";

/** Where posts without a category go (docs/decisions/0025-posts-and-categories.md), the same as posts.server's DEFAULT_CATEGORY. */
export const DEFAULT_CATEGORY_NAME = "Outros";

export const CATEGORY_LIMITS = {
  /** categories.name varchar(80), the same bound the post form uses. */
  nameMax: POST_LIMITS.categoryMax,
  /** categories.description is text; this keeps the list readable. */
  descriptionMax: 500,
} as const;

export const CATEGORY_MESSAGES = {
  nameRequired: "Informe o nome da categoria",
  nameMax: `O nome da categoria deve ter no máximo ${CATEGORY_LIMITS.nameMax} caracteres`,
  descriptionMax: `A descrição deve ter no máximo ${CATEGORY_LIMITS.descriptionMax} caracteres`,
  duplicate: "Já existe uma categoria com este nome.",
  defaultProtected: 'A categoria "Outros" não pode ser excluída nem renomeada: ela recebe os posts sem categoria.',
  notFound: "Esta categoria não existe mais.",
  unknown: "Ocorreu um erro inesperado. Tente novamente.",
} as const;

/** docs/decisions/0025-posts-and-categories.md toasts of the categories tab; errors carry the error message as description. */
export const CATEGORY_TOASTS = {
  created: "Categoria adicionada com sucesso",
  updated: "Categoria atualizada com sucesso",
  deleted: "Categoria excluída com sucesso",
  createError: "Erro ao adicionar categoria",
  updateError: "Erro ao atualizar categoria",
  deleteError: "Erro ao excluir categoria",
} as const;

/** Trimmed, NFC, inner runs of spaces collapsed: how a name is stored. */
export function normalizeCategoryName(name: string): string {
  return name.normalize("NFC").replace(/\s+/g, " ").trim();
}

/**
 * The key under which two names count as the same category: case, accents, spacing and
 * punctuation ignored ("Ácidas", "acidas", "ÁCIDAS!" are one). It is the slug (docs/decisions/0004-slugs.md), so
 * two categories can never share a filter URL either.
 */
export function categoryKey(name: string): string {
  const normalized = normalizeCategoryName(name);
  return slugify(normalized) || normalized.toLocaleLowerCase("pt-BR");
}

export const categorySchema = z.object({
  name: z
    .string()
    .transform(normalizeCategoryName)
    .pipe(z.string().min(1, CATEGORY_MESSAGES.nameRequired).max(CATEGORY_LIMITS.nameMax, CATEGORY_MESSAGES.nameMax)),
  description: z.string().trim().max(CATEGORY_LIMITS.descriptionMax, CATEGORY_MESSAGES.descriptionMax),
});

export type CategoryFormValues = z.input<typeof categorySchema>;
export type CategoryInput = z.output<typeof categorySchema>;

export const EMPTY_CATEGORY_FORM: CategoryFormValues = { name: "", description: "" };
