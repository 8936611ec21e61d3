import { z } from "zod";

// docs/decisions/0027-authentication.md: e-mail and password required. Parsed by the form and again by the action.
export const loginSchema = z.object({
  email: z.string().trim().min(1, "Informe o e-mail").pipe(z.email("Informe um e-mail válido")),
  password: z.string().min(1, "Informe a senha").max(128, "A senha deve ter no máximo 128 caracteres"),
  redirectTo: z.string().optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
