// The advertiser form (issue 25 item 4): written once, parsed by the form and by the action.
import { z } from "zod";

export const ADVERTISER_LIMITS = { nameMax: 120, contactMax: 500 } as const;

export const ADVERTISER_MESSAGES = {
  name: "Informe o nome do anunciante",
  nameMax: `O nome deve ter no máximo ${ADVERTISER_LIMITS.nameMax} caracteres`,
  contactMax: `O contato deve ter no máximo ${ADVERTISER_LIMITS.contactMax} caracteres`,
  nameTaken: "Já existe um anunciante com esse nome",
} as const;

export const ADVERTISER_TOASTS = {
  created: { title: "Anunciante adicionado" },
  updated: { title: "Anunciante atualizado" },
  deleted: { title: "Anunciante excluído" },
  createError: { title: "Erro", description: "Não foi possível adicionar o anunciante" },
  updateError: { title: "Erro", description: "Não foi possível atualizar o anunciante" },
  deleteError: { title: "Erro", description: "Não foi possível excluir o anunciante" },
  notFound: { title: "Erro", description: "Anunciante não encontrado" },
} as const;

export const advertiserSchema = z.object({
  name: z.string().trim().min(1, ADVERTISER_MESSAGES.name).max(ADVERTISER_LIMITS.nameMax, ADVERTISER_MESSAGES.nameMax),
  contact: z.string().trim().max(ADVERTISER_LIMITS.contactMax, ADVERTISER_MESSAGES.contactMax),
});

export type AdvertiserFormValues = z.input<typeof advertiserSchema>;
export type AdvertiserInput = z.output<typeof advertiserSchema>;

export const EMPTY_ADVERTISER_FORM: AdvertiserFormValues = { name: "", contact: "" };

export function advertiserValuesFromFormData(form: FormData): AdvertiserFormValues {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), contact: text("contact") };
}
