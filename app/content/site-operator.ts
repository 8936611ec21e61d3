/**
 * Who runs the site, as the public pages show it (D21, issue 28 item 1): the terms of use
 * (/termos-de-uso), the privacy policy (/politica-de-privacidade), the footer, /anuncie and
 * the blog's JSON-LD read it. The values are data the administrator keeps in /admin/site
 * (table site_identity, app/models/site-identity.server.ts); this module turns the stored
 * row, or its absence, into what the pages may say. Until it is saved nothing is invented
 * and no placeholder is shown: which field is left out, which one reads "a definir" and
 * which one falls back to the law is decided in docs/decisions/0036-site-identity.md.
 *
 * When the legal pages' own text changes, update `LEGAL_TEXT_UPDATED_AT` as well.
 */
import { formatCnpj, formatCpf } from "~/lib/br-documents";

/** Date of the last change to the legal pages' text, "YYYY-MM-DD". */
export const LEGAL_TEXT_UPDATED_AT = "2026-11-22";

/**
 * The demo's operator's CNPJ (db/seed-data.ts): the textbook example 12.345.678/0001-95, right
 * check digits, nobody's. While it is stored the site is still the demo's: the admin warns and a
 * production start prints a warning, as before anything was saved.
 */
export const DEMO_OPERATOR_DOCUMENT = "12345678000195";

/** The stored identity, as the model reads it (site_identity, without who saved it). */
export interface StoredSiteIdentity {
  legalName: string;
  kind: "pessoa_fisica" | "pessoa_juridica";
  /** Without the mask: 11 digits (CPF) or 14 characters (CNPJ). */
  document: string;
  address: string;
  city: string;
  state: string;
  contactEmail: string;
  dpoName: string;
  dpoEmail: string;
  forumCity: string;
  forumState: string;
  adsEmail: string;
  /** São Paulo calendar date of the last save, "YYYY-MM-DD". */
  updatedOn: string;
}

export interface SiteOperator {
  /** Name, registration and seat of the person or company (the LGPD "controlador"); null until saved. */
  identification: {
    legalName: string;
    kind: "pessoa_fisica" | "pessoa_juridica";
    documentLabel: "CNPJ" | "CPF";
    /** With its mask: "11.222.333/0001-81", "123.456.789-09". */
    documentNumber: string;
    /** Postal address; may be empty for a person, whose home stays private. */
    address: string;
    city: string;
    /** Two-letter state ("SP"). */
    state: string;
  } | null;
  /** Contact e-mail for questions, requests about personal data and legal notices; null until saved. */
  contactEmail: string | null;
  /**
   * The person in charge of personal data (LGPD art. 41, "encarregado"), or null. Small
   * operators may be exempt from naming one (Resolução CD/ANPD nº 2/2022, art. 11) but must
   * still keep a channel for data subjects: the contact e-mail.
   */
  dpo: { name: string; email: string } | null;
  /** "Cidade/UF" of the chosen forum, or null: the law's own rule then applies. */
  forum: string | null;
  /** /anuncie's contact: its own e-mail, else the contact e-mail, else null. */
  adsEmail: string | null;
  /**
   * Whether the operator is a legal entity (CNPJ) running the site in an organised,
   * professional way for profit. Only such an application provider is bound by the Marco
   * Civil da Internet (Lei 12.965/2014, art. 15) to keep access logs for six months; the
   * privacy policy words its retention clause and legal basis from this, so the text is
   * true for the operator as configured. The site keeps the log six months either way.
   * Derived from the kind: the site sells banner space, so a company running it does so for
   * profit, and a person (CPF) does not run it as an organised business. Until the identity
   * is saved it stays true, the wording the site always had.
   */
  professionalForProfitEntity: boolean;
  /** Date of the last change to the legal pages (their text or the identity), "YYYY-MM-DD". */
  legalPagesUpdatedAt: string;
}

/** What the public pages say about the operator, from the stored identity or its absence. */
export function siteOperatorFrom(stored: StoredSiteIdentity | null): SiteOperator {
  if (!stored) {
    return {
      identification: null,
      contactEmail: null,
      dpo: null,
      forum: null,
      adsEmail: null,
      professionalForProfitEntity: true,
      legalPagesUpdatedAt: LEGAL_TEXT_UPDATED_AT,
    };
  }
  const company = stored.kind === "pessoa_juridica";
  return {
    identification: {
      legalName: stored.legalName,
      kind: stored.kind,
      documentLabel: company ? "CNPJ" : "CPF",
      documentNumber: company ? formatCnpj(stored.document) : formatCpf(stored.document),
      address: stored.address,
      city: stored.city,
      state: stored.state,
    },
    contactEmail: stored.contactEmail,
    dpo: stored.dpoName && stored.dpoEmail ? { name: stored.dpoName, email: stored.dpoEmail } : null,
    forum: `${stored.forumCity}/${stored.forumState}`,
    adsEmail: stored.adsEmail || stored.contactEmail,
    professionalForProfitEntity: company,
    // The identity is part of the pages: its change is a change of the pages (ISO dates sort as text).
    legalPagesUpdatedAt: stored.updatedOn > LEGAL_TEXT_UPDATED_AT ? stored.updatedOn : LEGAL_TEXT_UPDATED_AT,
  };
}

/** The operator before anything is saved: what the pages say then. */
export const UNIDENTIFIED_OPERATOR: SiteOperator = siteOperatorFrom(null);

/** The site's brand, as the legal texts name it. */
export const SITE_NAME = "Cervejômetro";

/**
 * The privacy policy's wording about keeping access logs, for the operator as
 * configured: an obligation (Marco Civil art. 15) for a professional for-profit legal
 * entity, legitimate interest (LGPD art. 7, IX) for anyone else.
 */
export function accessLogRetention(operator: Pick<SiteOperator, "professionalForProfitEntity">) {
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
