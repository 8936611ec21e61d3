/**
 * Who runs the site: the ONE place the operator edits before publishing. The terms of
 * use (/termos-de-uso) and the privacy policy (/politica-de-privacidade) read every
 * value from here (docs/decisions/0009-glossary-infographics-legal.md). Values in [brackets] are placeholders to replace.
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
  /**
   * Whether the operator is a legal entity (CNPJ) running the site in an organised,
   * professional way for profit. Only such an application provider is bound by the Marco
   * Civil da Internet (Lei 12.965/2014, art. 15) to keep access logs for six months; the
   * privacy policy words its retention clause and legal basis from this, so the text is
   * true for the operator as configured. The site keeps the log six months either way.
   */
  professionalForProfitEntity: boolean;
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
  // The site sells banner space, so a company running it does so for profit; set false
  // when a private person (CPF) runs it without that organised, professional activity.
  professionalForProfitEntity: true,
  legalPagesUpdatedAt: "2026-11-22",
};

/** The site's brand, as the legal texts name it. */
export const SITE_NAME = "Cervejômetro";

/**
 * The privacy policy's wording about keeping access logs, for the operator as
 * configured: an obligation (Marco Civil art. 15) for a professional for-profit legal
 * entity, legitimate interest (LGPD art. 7, IX) for anyone else.
 */
export function accessLogRetention(operator: SiteOperator = siteOperator) {
  if (operator.professionalForProfitEntity) {
    return {
      why: "Como o site é mantido por pessoa jurídica que exerce essa atividade de forma organizada, profissional e com fins econômicos, o Marco Civil da Internet (Lei 12.965/2014, art. 15) nos obriga a guardar esses registros de acesso a aplicações por 6 meses, sob sigilo e em ambiente controlado e seguro.",
      legalBasis: "Cumprimento de obrigação legal (inciso II; Marco Civil, art. 15) e legítimo interesse (inciso IX)",
      summary: "como exige o Marco Civil da Internet",
      retention: "6 meses (Marco Civil da Internet, art. 15)",
    };
  }
  return {
    why: "O Marco Civil da Internet (Lei 12.965/2014, art. 15) obriga a guardar registros de acesso só o provedor constituído como pessoa jurídica que atua de forma organizada, profissional e com fins econômicos, o que não é o nosso caso. Mesmo assim, guardamos esses registros por 6 meses, sob sigilo e em ambiente controlado e seguro, por legítimo interesse em manter o site seguro e investigar abusos.",
    legalBasis: "Legítimo interesse (inciso IX), em manter o site seguro e investigar abusos",
    summary: "para manter o site seguro",
    retention: "6 meses, por legítimo interesse",
  };
}

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
