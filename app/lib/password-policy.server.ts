// Administrator passwords (issue 10, ASVS 5.0 V6.2): at least 12 characters, at most 128,
// and not one of the ~49k common passwords that zxcvbn-ts ships offline
// (@zxcvbn-ts/language-common, "passwords-common"), so nothing is fetched at run time.
// The list is in lower case; the comparison folds case so "Qwerty123456" is refused too.

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`;
export const PASSWORD_TOO_LONG = `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres.`;
export const PASSWORD_TOO_COMMON =
  "Essa senha está numa lista de senhas comuns e seria adivinhada facilmente. Escolha outra.";

let common: Promise<Set<string>> | undefined;

/** The common-password list as a set, loaded once on first use (about 49k entries). */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** The Portuguese reason a password is refused for an administrator, or null when fine. */
export async function passwordProblem(password: string): Promise<string | null> {
  // Length counts characters as a person sees them (code points), not UTF-16 units.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (await isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}
