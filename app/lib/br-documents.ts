// Brazilian registration numbers and states, for the site's identity (D21, issue 28): CPF
// (a person) and CNPJ (a company) with their check digits, typed with or without the usual
// mask. Pure and isomorphic: the admin form's zod schema and the server both use it.
//
// CNPJ check digits: modulo 11 with weights 5..2,9..2 (Receita Federal). Since July 2026
// a new CNPJ may carry letters in its first 12 characters (Instrução Normativa RFB
// nº 2.229/2024); each character then counts as its ASCII code minus 48, which leaves the
// all-digit CNPJ's arithmetic unchanged, so one routine checks both.

/** The 27 federative units (26 states and the Distrito Federal), by their two-letter code. */
export const BRAZIL_STATES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
export type BrazilState = (typeof BRAZIL_STATES)[number];

export function isBrazilState(value: string): value is BrazilState {
  return (BRAZIL_STATES as readonly string[]).includes(value);
}

/**
 * The number as stored: the mask's dots, slash, hyphen and spaces dropped, letters in upper
 * case ("123.456.789-09" → "12345678909", "12.abc.345/01de-35" → "12ABC34501DE35").
 */
export function normalizeDocument(typed: string): string {
  return typed.replace(/[\s./-]/g, "").toUpperCase();
}

const allSame = (s: string) => /^(.)\1*$/.test(s);

/** A CPF's check digits (digits only, 11 of them; masks are dropped first). */
export function isValidCpf(typed: string): boolean {
  const cpf = normalizeDocument(typed);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  const digits = [...cpf].map(Number);
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/** A CNPJ's check digits: 12 digits or capital letters, then 2 digits (masks are dropped first). */
export function isValidCnpj(typed: string): boolean {
  const cnpj = normalizeDocument(typed);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  const values = [...cnpj].map((c) => c.charCodeAt(0) - 48);
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += values[i]! * (((length - 1 - i) % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === values[12] && check(13) === values[13];
}

/** "12345678909" → "123.456.789-09"; anything else as it is. */
export function formatCpf(cpf: string): string {
  const m = /^(\d{3})(\d{3})(\d{3})(\d{2})$/.exec(cpf);
  return m ? `${m[1]}.${m[2]}.${m[3]}-${m[4]}` : cpf;
}

/** "11222333000181" → "11.222.333/0001-81"; anything else as it is. */
export function formatCnpj(cnpj: string): string {
  const m = /^([0-9A-Z]{2})([0-9A-Z]{3})([0-9A-Z]{3})([0-9A-Z]{4})(\d{2})$/.exec(cnpj);
  return m ? `${m[1]}.${m[2]}.${m[3]}/${m[4]}-${m[5]}` : cnpj;
}
