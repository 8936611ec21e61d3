/**
 * Who runs the site: the ONE place the operator edits before publishing. The terms of
 * use (/termos-de-uso) and the privacy policy (/politica-de-privacidade) read every
 * value from here (D9). Values in [brackets] are placeholders to replace.
 *
 * When the legal pages' text changes, update `legalPagesUpdatedAt` as well.
 */

export interface SiteOperator {
  /** Name of the person or company responsible for the site (the LGPD "controlador"). */
  legalName: string;
  /** "CNPJ" for a company, "CPF" for a person. */
  documentLabel: "CNPJ" | "CPF" | "CNPJ/CPF";
  documentNumber: string;
  /** Postal address for notices (optional for a person; shown when filled in). */
  address: string;
  city: string;
  /** Two-letter state ("SP"). */
  state: string;
  /** Contact e-mail for questions, requests about personal data and legal notices. */
  contactEmail: string;
  /**
   * The person in charge of personal data (LGPD art. 41, "encarregado"). Small
   * operators may be exempt from naming one (Resolução CD/ANPD nº 2/2022) but must
   * still keep a channel for data subjects: the contact e-mail above.
   */
  dataProtectionOfficer: string;
  /** Date of the last change to the legal pages, "YYYY-MM-DD". */
  legalPagesUpdatedAt: string;
}

export const siteOperator: SiteOperator = {
  legalName: "[Nome do responsável ou empresa]",
  documentLabel: "CNPJ/CPF",
  documentNumber: "[00.000.000/0000-00 ou 000.000.000-00]",
  address: "[Endereço para correspondência]",
  city: "[Cidade]",
  state: "[UF]",
  contactEmail: "contato@cervejometro.com.br",
  dataProtectionOfficer: "[Nome do encarregado pelo tratamento de dados pessoais]",
  legalPagesUpdatedAt: "2026-11-22",
};

/** The site's brand, as the legal texts name it. */
export const SITE_NAME = "Cervejômetro";

/** "Cidade/UF", as used for the forum clause. */
export function operatorLocation(operator: SiteOperator = siteOperator): string {
  return `${operator.city}/${operator.state}`;
}

const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

/**
 * "2026-11-22" → "22 de novembro de 2026". A calendar date, not an instant, so no time
 * zone can move it to the day before; anything else is returned as it is.
 */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} de ${month} de ${match[1]}`;
}
