// Administrator passwords (issue 10, ASVS 5.0 V6.2): at least 12 characters, at most 128,
// and not one of the ~49k common passwords that zxcvbn-ts ships offline
// (@zxcvbn-ts/language-common, "passwords-common"), so nothing is fetched at run time.
// The list is in lower case; the comparison folds case so "Qwerty123456" is refused too.
import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`;
export const PASSWORD_TOO_LONG = `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres.`;
export const PASSWORD_TOO_COMMON =
  "Essa senha está numa lista de senhas comuns e seria adivinhada facilmente. Escolha outra.";

let common: Set<string> | undefined;

/** The common-password list as a set, built once on first use (about 49k entries). */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * The Portuguese reason a password is refused for an administrator, or null when fine.
 * Synchronous so the configuration check (ADMIN_PASSWORD) can use it too.
 */
export function passwordProblem(password: string): string | null {
  // Length counts characters as a person sees them (code points), not UTF-16 units.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}
