// The keys of the audience statistics (issue 26, D17), shared by the counting (server and
// the calculators' beacon) and the reading (admin dashboard, CSV, media kit).
import type { AudienceKind } from "../../../db/schema";

export type { AudienceKind };

/** The calculators whose results are counted, by the name their beacon sends. */
export const AUDIENCE_CALCULATORS = {
  comparador: { label: "Comparador de preços", path: "/" },
  festa: { label: "Calculadora de Festa", path: "/festa" },
  "por-pessoa": { label: "Cerveja por Pessoa", path: "/por-pessoa" },
  ibu: { label: "Calculadora de IBU", path: "/ibu" },
  abv: { label: "Calculadora de ABV", path: "/abv" },
  receita: { label: "Receita de Cerveja", path: "/receita" },
  orcamento: { label: "Calculadora de Orçamento", path: "/orcamento" },
} as const;

export type AudienceCalculator = keyof typeof AUDIENCE_CALCULATORS;

export function isAudienceCalculator(name: unknown): name is AudienceCalculator {
  return typeof name === "string" && Object.hasOwn(AUDIENCE_CALCULATORS, name);
}

/** Device classes: the key of a `device` row and its label. */
export const AUDIENCE_DEVICES = { celular: "Celular", computador: "Computador" } as const;
export type AudienceDevice = keyof typeof AUDIENCE_DEVICES;

/** The key of the `site` row (the whole site) and of a `referrer` row without a referrer. */
export const SITE_KEY = "";
export const DIRECT_REFERRER_KEY = "";

/** Aggregates are kept this many months unless AUDIENCE_RETENTION_MONTHS says otherwise. */
export const AUDIENCE_RETENTION_MONTHS_DEFAULT = 25;
