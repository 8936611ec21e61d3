/**
 * Pix "copia e cola" codes for /festa's split (issue 29 item 4, docs/decisions D19): a static
 * BR Code of the Banco Central's Pix QR Code standard ("Manual de Padrões para Iniciação do
 * Pix", an EMV® Merchant-Presented Mode payload). Each field is ID (2 digits) + length (2
 * digits) + value; the fields D19 lists, in this order:
 *
 *   00 "01" · 26 (00 "br.gov.bcb.pix", 01 the key) · 52 "0000" · 53 "986" (BRL) ·
 *   54 the amount, 2 decimals and a dot · 58 "BR" · 59 the name (≤ 25, no accents) ·
 *   60 the city (≤ 15, no accents) · 62 (05 the txid, "***" when none) ·
 *   63 CRC16-CCITT-FALSE (poly 0x1021, initial 0xFFFF) of everything before it including
 *   "6304", as 4 upper-case hex digits.
 *
 * Pure: the key never leaves the page (the code and its QR code are made in the browser, or
 * by the server rendering a shared link that already carries it).
 */
import { isValidCnpj, isValidCpf, normalizeDocument } from "~/lib/br-documents";

export const PIX_GUI = "br.gov.bcb.pix";
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
/** Field 26 holds at most 99 characters: 18 for the GUI, 4 for the key's header. */
export const PIX_KEY_MAX = 77;

export type PixKeyKind = "cpf" | "cnpj" | "telefone" | "email" | "aleatoria";

export const PIX_MESSAGES = {
  keyRequired: "Informe a chave Pix de quem recebe.",
  cpfInvalid: "CPF inválido: confira os dígitos.",
  cnpjInvalid: "CNPJ inválido: confira os dígitos.",
  phoneInvalid: "Telefone inválido: use DDD e número, como +55 11 98765-4321.",
  emailInvalid: "E-mail inválido: use o formato nome@exemplo.com.br.",
  unknown: "Chave Pix inválida: use CPF, CNPJ, telefone com DDD, e-mail ou a chave aleatória.",
  nameRequired: "Informe o nome de quem recebe.",
  cityRequired: "Informe a cidade de quem recebe.",
} as const;

export type PixKeyCheck = { key: string; kind: PixKeyKind; error?: undefined } | { key?: undefined; error: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Brazil's area codes (DDD, Anatel): 11–19, 21, 22, 24, 27, 28, 31–35, 37, 38, 41–49, 51, 53–55, 61–69, 71, 73–75, 77, 79, 81–89, 91–99. */
const DDD = /^(1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])$/;

/** A phone as the Pix key writes it (+55 DDD number), or undefined. Mobile 9 digits, landline 8. */
function phoneKey(digits: string): string | undefined {
  const national = digits.length > 11 && digits.startsWith("55") ? digits.slice(2) : digits;
  if (!/^\d{10,11}$/.test(national) || !DDD.test(national.slice(0, 2))) return undefined;
  if (national.length === 11 && national[2] !== "9") return undefined;
  return `+55${national}`;
}

/**
 * A Pix key as typed, checked and written the way the Pix directory (DICT) holds it: CPF and
 * CNPJ as digits with valid check digits, a phone as +55 with its area code, an e-mail in
 * lower case, a random key as its UUID in lower case. Eleven digits read as a CPF when its
 * check digits are right, else as a mobile when it looks like one; a "+" or parentheses say
 * it is a phone.
 */
export function checkPixKey(typed: string): PixKeyCheck {
  const raw = typed.trim();
  if (raw === "") return { error: PIX_MESSAGES.keyRequired };
  if (raw.includes("@")) {
    const email = raw.toLowerCase();
    return EMAIL.test(email) && email.length <= PIX_KEY_MAX
      ? { key: email, kind: "email" }
      : { error: PIX_MESSAGES.emailInvalid };
  }
  if (UUID.test(raw)) return { key: raw.toLowerCase(), kind: "aleatoria" };
  const looksLikePhone = /^\+|\(/.test(raw);
  const digits = raw.replace(/[\s().+-]/g, "");
  if (looksLikePhone) {
    const phone = /^\d+$/.test(digits) ? phoneKey(digits) : undefined;
    return phone ? { key: phone, kind: "telefone" } : { error: PIX_MESSAGES.phoneInvalid };
  }
  const doc = normalizeDocument(raw);
  if (/^\d{11}$/.test(doc)) {
    if (isValidCpf(doc)) return { key: doc, kind: "cpf" };
    const phone = phoneKey(doc);
    return phone && doc[2] === "9" ? { key: phone, kind: "telefone" } : { error: PIX_MESSAGES.cpfInvalid };
  }
  if (/^[0-9A-Z]{12}\d{2}$/.test(doc)) {
    return isValidCnpj(doc) ? { key: doc, kind: "cnpj" } : { error: PIX_MESSAGES.cnpjInvalid };
  }
  if (/^\d{10}$/.test(doc)) {
    const phone = phoneKey(doc);
    return phone ? { key: phone, kind: "telefone" } : { error: PIX_MESSAGES.phoneInvalid };
  }
  return { error: PIX_MESSAGES.unknown };
}

/** Text for fields 59 and 60: accents dropped (NFD), only letters, digits and spaces, trimmed to `max`. */
export function pixText(typed: string, max: number): string {
  return typed
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** One EMV field: ID, length in 2 digits, value. */
function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC16-CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

export interface PixPayloadInput {
  /** The key as checkPixKey writes it. */
  key: string;
  name: string;
  city: string;
  /** Reais; left out of the code when undefined (the payer types it). */
  amount?: number;
  /** Up to 25 letters and digits; "***" when none (D19). */
  txid?: string;
}

/** The static BR Code ("Pix copia e cola") for a key, a name, a city and an amount. */
export function pixPayload({ key, name, city, amount, txid = "***" }: PixPayloadInput): string {
  const body =
    field("00", "01") +
    field("26", field("00", PIX_GUI) + field("01", key)) +
    field("52", "0000") +
    field("53", "986") +
    (amount === undefined ? "" : field("54", amount.toFixed(2))) +
    field("58", "BR") +
    field("59", pixText(name, PIX_NAME_MAX)) +
    field("60", pixText(city, PIX_CITY_MAX)) +
    field("62", field("05", txid)) +
    "6304";
  return body + crc16(body);
}
