/**
 * Numbers as Brazilians type them (docs/decisions/0002-brazilian-numbers.md, revised by
 * issue 16): the one parser every calculator field goes through, and the matching
 * formatter that shows a value back the way it is typed.
 *
 * A comma is always the decimal separator. What a dot means depends on the kind of field:
 *
 * - `"grouped"`: quantities and money (millilitres, people, grams, hours, reais, prices,
 *   percentages, temperatures). A dot followed by exactly three digits groups thousands
 *   ("4.200" ml is 4200, "1.299,90" is 1299.9, "1.000.000" is a million); a dot followed by
 *   one or two digits is a decimal ("4.99", "12.5"). "0.500" is 0.5: nobody writes a
 *   thousands group after a zero.
 * - `"decimal"`: readings whose dot is always decimal (gravities "1.050", a correction
 *   factor "1.040").
 *
 * Surrounding spaces, a leading "R$" and spaces inside (including the no-break space
 * Intl writes after "R$") are ignored. Undefined when the text is not a number.
 *
 * Pure and isomorphic: used by the browser's fields and by the server reading a link or a
 * submitted form, so both read the same text the same way.
 */
import { formatNumber, parseDecimal } from "~/lib/format";

export type NumberKind = "grouped" | "decimal";

/** Strips what a visitor may paste around a number: "R$ 39,90 " → "39,90". */
function clean(raw: string): string {
  return raw
    .trim()
    .replace(/^R\$/i, "")
    .replace(/[\s\u00a0\u202f]/g, "");
}

/**
 * Parses what a visitor typed into a field of `kind`.
 *
 * parseNumber("4.200", "grouped") → 4200, parseNumber("4,2", "grouped") → 4.2,
 * parseNumber("1.050", "decimal") → 1.05, parseNumber("R$ 39,90", "grouped") → 39.9.
 */
export function parseNumber(raw: string, kind: NumberKind = "grouped"): number | undefined {
  const s = clean(raw);
  if (s === "") return undefined;
  if (kind === "grouped") {
    const grouped = /^(-?)([1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d*))?$/.exec(s);
    if (grouped) {
      const [, sign = "", int = "", frac = ""] = grouped;
      const value = Number(`${sign}${int.replace(/\./g, "")}.${frac || "0"}`);
      return value === 0 ? 0 : value;
    }
  }
  return parseDecimal(s);
}

export interface FormatOptions {
  /** Decimals shown at least (prices: 2, gravities: 3). */
  minDecimals?: number;
  /** Decimals shown at most (default: as many as `minDecimals`, or up to 3). */
  maxDecimals?: number;
}

/**
 * A value as a field shows it: thousands grouped by a dot and a decimal comma for
 * `"grouped"` fields ("4.200", "1.299,90"); a comma and no grouping for `"decimal"` ones
 * ("1,050"). Parsing the result with the same kind gives the value back.
 */
export function formatTyped(n: number, kind: NumberKind = "grouped", options: FormatOptions = {}): string {
  if (!Number.isFinite(n)) return "";
  const minimumFractionDigits = options.minDecimals ?? 0;
  const maximumFractionDigits = Math.max(
    options.maxDecimals ?? Math.max(minimumFractionDigits, 3),
    minimumFractionDigits,
  );
  const text = formatNumber(n, { minimumFractionDigits, maximumFractionDigits });
  return kind === "decimal" ? text.replace(/\./g, "") : text;
}

/**
 * A number for the query string: a dot as decimal separator, never a thousands group.
 * Values of `"grouped"` fields keep at most two decimals, so a dot in the URL is never
 * followed by exactly three digits and reads back as a decimal (a price "4.995" would
 * otherwise come back as 4995).
 */
export function toQueryNumber(n: number, kind: NumberKind = "grouped"): string {
  if (!Number.isFinite(n)) return "";
  const factor = kind === "grouped" ? 100 : 1e6;
  const rounded = Math.round(n * factor) / factor;
  return String(rounded === 0 ? 0 : rounded);
}

/** A plausible range for a field, with its unit for the message. */
export interface Range {
  min: number;
  max: number;
  /** Appended to the bounds in the message: "ml", "pessoas", "g" (none for a plain number). */
  unit?: string;
  /** How the bounds are written (default: grouped, up to 3 decimals). */
  decimals?: number;
}

/** "entre 100 e 20.000 ml": the bounds of a range as a message shows them. */
export function describeRange({ min, max, unit, decimals }: Range): string {
  const f = (n: number) =>
    formatNumber(n, decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `entre ${f(min)} e ${f(max)}${unit ? ` ${unit}` : ""}`;
}

/** Whether `n` lies within `range` (bounds included). */
export function inRange(n: number, { min, max }: Range): boolean {
  return n >= min && n <= max;
}
