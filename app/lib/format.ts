/**
 * The one formatting module (docs/decisions/0002-brazilian-numbers.md): numbers, money, percentages and dates
 * shown the Brazilian way, dates in America/Sao_Paulo, and the parser for numbers typed with a
 * comma or a dot. Numbers are written out with Intl's exact text (see formatNumber); dates go
 * through `Intl.DateTimeFormat`.
 *
 * Pure and isomorphic. Date formatters are created lazily and cached.
 */

export const LOCALE = "pt-BR";
export const TIME_ZONE = "America/Sao_Paulo";

/** Shown instead of NaN or Infinity (docs/decisions/0001-calculator-formulas.md: "show '—', never NaN"). */
export const NOT_A_NUMBER = "—";

export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * The decimal digits of a finite |n| as JavaScript prints it, the shortest string that reads back
 * as n (what Intl.NumberFormat rounds: 1.005 is "1.005", so two decimals give "1,01"), split at
 * the point; exponent forms ("1e+21", "1.5e-7") are written out.
 */
function plainDigits(abs: number): [int: string, frac: string] {
  const s = String(abs);
  const e = s.indexOf("e");
  if (e === -1) {
    const dot = s.indexOf(".");
    return dot === -1 ? [s, ""] : [s.slice(0, dot), s.slice(dot + 1)];
  }
  const digits = s.slice(0, e).replace(".", "");
  const point = 1 + Number(s.slice(e + 1)); // the mantissa has one digit before its point
  if (point <= 0) return ["0", "0".repeat(-point) + digits];
  if (point >= digits.length) return [digits + "0".repeat(point - digits.length), ""];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Rounds a decimal string to `max` decimals, halves away from zero (Intl's "halfExpand"). */
function roundHalfExpand(int: string, frac: string, max: number): [int: string, frac: string] {
  if (frac.length <= max) return [int, frac];
  let kept = int + frac.slice(0, max);
  if (frac.charCodeAt(max) >= 53 /* "5" */) {
    const d = kept.split("");
    let i = d.length - 1;
    for (; i >= 0 && d[i] === "9"; i--) d[i] = "0";
    if (i >= 0) d[i] = String(Number(d[i]) + 1);
    kept = (i < 0 ? "1" : "") + d.join("");
  }
  return [kept.slice(0, kept.length - max) || "0", kept.slice(kept.length - max)];
}

/**
 * |n| in pt-BR digits ("1.234,5"), rounded to at most `max` and padded to at least `min`
 * decimals, and whether it still reads as a non-zero value.
 */
function decimalBody(n: number, min: number, max: number): { body: string; zero: boolean } {
  const [int, rounded] = roundHalfExpand(...plainDigits(Math.abs(n)), max);
  let frac = rounded.replace(/0+$/, "");
  if (frac.length < min) frac = frac.padEnd(min, "0");
  const digits = int.replace(/^0+(?=\d)/, "");
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return { body: frac ? `${grouped},${frac}` : grouped, zero: /^0*$/.test(digits + frac) };
}

/**
 * A number in pt-BR: 1234.5 → "1.234,5". Without options Intl's defaults apply
 * (0 to 3 decimals). NaN and ±Infinity give "—".
 *
 * Written out rather than through Intl.NumberFormat, with the same result (format.test.ts
 * compares the two over thousands of values): a page's first Intl formatter loads the
 * locale's ICU data, 16–25 ms of a fresh page's main thread on this machine kind, and the
 * calculators format numbers as they hydrate (issue 24.4). A value that rounds to zero shows
 * "0", never "-0" (Intl's signDisplay "negative").
 */
export function formatNumber(n: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(min, 3);
  if (min > max) throw new RangeError("maximumFractionDigits value is out of range.");
  const { body, zero } = decimalBody(n, min, max);
  return n < 0 && !zero ? `-${body}` : body;
}

/**
 * A number with exactly `digits` decimals, rounded as toFixed rounds the shown figure:
 * formatFixed(1.0525, 3) → "1,053", formatFixed(12, 1) → "12,0". NaN and ±Infinity give "—".
 */
export function formatFixed(n: number, digits: number): string {
  return formatNumber(Number(n.toFixed(digits)), { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * Reais: 1234.56 → "R$ 1.234,56", -5 → "-R$ 5,00", as Intl.NumberFormat writes BRL: a NO-BREAK
 * SPACE (U+00A0) between "R$" and the amount. NaN and ±Infinity give "—".
 */
export function formatCurrency(n: number): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  const { body, zero } = decimalBody(n, 2, 2);
  return `${n < 0 && !zero ? "-" : ""}R$\u00a0${body}`;
}

/**
 * A value already in percent, with a fixed number of decimals: 5.3 → "5,3%",
 * 5 → "5,0%", formatPercent(72.456, 2) → "72,46%". NaN and ±Infinity give "—".
 */
export function formatPercent(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return NOT_A_NUMBER;
  return `${formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits })}%`;
}

/**
 * Parses a number typed by a Brazilian visitor (docs/decisions/0002-brazilian-numbers.md); undefined when it is not one.
 *
 * - Surrounding whitespace is ignored; an optional leading "-" is allowed.
 * - Only one kind of separator ("." or ","): it is the decimal separator and may
 *   appear once: "4,99" and "4.99" → 4.99, "1,050" and "1.050" → 1.05
 *   (gravity readings), "1,2,3" → undefined.
 * - Both kinds: the last one is the decimal separator, the others are thousands
 *   separators, which must group digits by three: "1.234,56" → 1234.56,
 *   "1,234.56" → 1234.56, "1.2,3" → undefined.
 * - "4," → 4 and ",5" → 0.5 (half-typed values); at least one digit is required.
 */
export function parseDecimal(input: string): number | undefined {
  const s = input.trim();
  const match = /^(-?)([\d.,]+)$/.exec(s);
  if (!match) return undefined;
  const sign = match[1] ?? "";
  const body = match[2] ?? "";
  if (!/\d/.test(body)) return undefined;

  const lastDot = body.lastIndexOf(".");
  const lastComma = body.lastIndexOf(",");
  let intPart: string;
  let fracPart: string;

  if (lastDot === -1 && lastComma === -1) {
    intPart = body;
    fracPart = "";
  } else if (lastDot !== -1 && lastComma !== -1) {
    const decimalIndex = Math.max(lastDot, lastComma);
    const thousands = lastDot > lastComma ? "," : ".";
    const grouped = body.slice(0, decimalIndex);
    fracPart = body.slice(decimalIndex + 1);
    const groups = grouped.split(thousands);
    const [first, ...rest] = groups;
    if (first === undefined || !/^\d{1,3}$/.test(first)) return undefined;
    if (!rest.every((g) => /^\d{3}$/.test(g))) return undefined;
    intPart = groups.join("");
  } else {
    const separator = lastDot !== -1 ? "." : ",";
    const parts = body.split(separator);
    if (parts.length !== 2) return undefined;
    intPart = parts[0] ?? "";
    fracPart = parts[1] ?? "";
  }

  if (!/^\d*$/.test(intPart) || !/^\d*$/.test(fracPart)) return undefined;
  const value = Number(`${sign}${intPart || "0"}.${fracPart || "0"}`);
  if (!Number.isFinite(value)) return undefined;
  return value === 0 ? 0 : value; // no -0
}

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let df = dateFormats.get(key);
  if (!df) {
    df = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      day: "2-digit",
      month: withTime ? "long" : "2-digit",
      year: "numeric",
      ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
    });
    dateFormats.set(key, df);
  }
  return df;
}

type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(df: Intl.DateTimeFormat, date: Date): DateParts {
  const out: DateParts = {};
  for (const p of df.formatToParts(date)) out[p.type] = p.value;
  return out;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant to format and the time zone to read it in. A date-only string
 * ("2026-11-22") is a calendar day, not UTC midnight: it is read as that day at 00:00
 * (formatted in UTC so the day does not shift back to the 21st in São Paulo).
 * Anything else goes through `new Date` and is shown in America/Sao_Paulo.
 * Undefined for invalid input.
 */
function toInstant(date: Date | string): { instant: Date; timeZone: string } | undefined {
  if (typeof date === "string") {
    const m = DATE_ONLY.exec(date.trim());
    if (m) {
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const instant = new Date(Date.UTC(y, mo - 1, d));
      // Reject days that do not exist (Date.UTC rolls "2026-02-30" over to March 2).
      if (instant.getUTCFullYear() !== y || instant.getUTCMonth() !== mo - 1 || instant.getUTCDate() !== d) {
        return undefined;
      }
      return { instant, timeZone: "UTC" };
    }
  }
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return undefined;
  return { instant, timeZone: TIME_ZONE };
}

/**
 * "22 de novembro de 2026 às 05:34" (dd 'de' MMMM 'de' yyyy 'às' HH:mm, pt-BR,
 * America/Sao_Paulo). "" for an invalid date.
 */
export function formatDateLong(date: Date | string): string {
  const at = toInstant(date);
  if (!at) return "";
  const p = partsOf(dateFormat(at.timeZone, true), at.instant);
  return `${p.day} de ${p.month} de ${p.year} às ${p.hour}:${p.minute}`;
}

/** "22/11/2026" (dd/MM/yyyy, America/Sao_Paulo). "" for an invalid date. */
export function formatDateShort(date: Date | string): string {
  const at = toInstant(date);
  if (!at) return "";
  const p = partsOf(dateFormat(at.timeZone, false), at.instant);
  return `${p.day}/${p.month}/${p.year}`;
}

let timeFormat: Intl.DateTimeFormat | undefined;

/** "14:32" (HH:mm, America/Sao_Paulo), as in "Salvo às 14:32". "" for an invalid date. */
export function formatTime(date: Date | string): string {
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return "";
  timeFormat ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const p = partsOf(timeFormat, instant);
  return `${p.hour}:${p.minute}`;
}

/** Today's date in São Paulo as "YYYY-MM-DD" (the format of ad start/end dates). */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const p = partsOf(dateFormat(TIME_ZONE, false), now);
  return `${p.year}-${p.month}-${p.day}`;
}
