// docs/decisions/0003-url-state.md: calculator inputs live in the query string. Writing uses the History API directly
// (replace, not push) so typing never triggers a navigation or a loader round trip; the
// state object React Router keeps in history is preserved.
//
// Every calculator describes its form once as a table of `UrlField`s (name, reader,
// writer, default) and reads and writes it with `readFields` / `writeFields`, so the five
// calculators share one codec instead of five hand-written ones. The written query
// strings are the ones the calculators always produced: shared links stay valid.
import { parseDecimal } from "~/lib/format";

/** The URL for the current page with `query` as its search string. */
export function urlWithQuery(pathname: string, query: string, hash = ""): string {
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}

/** Replaces the current entry's query string; a no-op on the server or when unchanged. */
export function replaceQuery(query: string) {
  if (typeof window === "undefined") return;
  const { pathname, search, hash } = window.location;
  if (search.replace(/^\?/, "") === query) return;
  window.history.replaceState(window.history.state, "", urlWithQuery(pathname, query, hash));
}

/** A number for the URL: always a dot as decimal separator, no exponent for usual values. */
export function toUrlNumber(n: number): string {
  if (!Number.isFinite(n)) return "";
  return String(Math.round(n * 1e6) / 1e6);
}

// ---------------------------------------------------------------------------
// Value helpers shared by the field tables
// ---------------------------------------------------------------------------

/**
 * The URL carries a dot ("3.49", docs/decisions/0003-url-state.md); the field shows the Brazilian comma ("3,49", docs/decisions/0002-brazilian-numbers.md).
 * Only a plain decimal is converted, so anything odd stays visible as typed.
 */
export function commaDecimal(value: string): string {
  return /^-?\d+(\.\d+)?$/.test(value) ? value.replace(".", ",") : value;
}

/**
 * A typed number for the URL: a dot as decimal separator, at least `minDecimals`
 * decimals ("1.050", as brewers write gravities). Text that is not a number stays as
 * typed, so the link shows what the visitor sees.
 */
export function urlDecimal(typed: string, minDecimals = 0): string {
  const n = parseDecimal(typed);
  if (n === undefined) return typed.trim();
  const s = toUrlNumber(n);
  return minDecimals > 0 ? padDecimals(s, minDecimals) : s;
}

function padDecimals(s: string, minDecimals: number): string {
  if (!/^-?\d+(\.\d+)?$/.test(s)) return s;
  const [int, frac = ""] = s.split(".");
  return frac.length >= minDecimals ? s : `${int}.${frac.padEnd(minDecimals, "0")}`;
}

/** A choice from a fixed list; anything else (or an absent parameter) is `fallback`. */
export function oneOf<T extends string | number>(
  options: readonly T[],
  raw: string | null | undefined,
  fallback: T,
): T {
  if (raw === null || raw === undefined) return fallback;
  return options.find((o) => String(o) === raw.trim()) ?? fallback;
}

/** How a value is escaped in the query string. */
export type UrlEncoding = (value: string) => string;

/** What URLSearchParams writes (application/x-www-form-urlencoded: "," → %2C, " " → +). */
export const formEncoding: UrlEncoding = (value) => new URLSearchParams([["", value]]).toString().slice(1);

/** encodeURIComponent, for query strings built by hand (":" and "," escaped). */
export const componentEncoding: UrlEncoding = encodeURIComponent;

/** As `componentEncoding`, but a comma stays readable ("1,05" typed by mistake stays "1,05"). */
export const commaKeepingEncoding: UrlEncoding = (value) => encodeURIComponent(value).replace(/%2C/gi, ",");

/** Values a calculator writes already escaped (the "ml:price" pairs of the comparator, say). */
export const rawEncoding: UrlEncoding = (value) => value;

// ---------------------------------------------------------------------------
// The field codec
// ---------------------------------------------------------------------------

/**
 * One form field in the URL. `read` turns the parameter's text into the form value (it
 * is called only when the parameter is present); an absent parameter gives `fallback`.
 * `write` gives the parameter's text, or undefined to leave the parameter out; `omit`
 * also leaves it out (a value equal to its default, an empty optional field…).
 */
export interface UrlField<T, F = unknown> {
  name: string;
  list?: false;
  fallback: T;
  read: (raw: string) => T;
  write: (value: T, form: F) => string | undefined;
  omit?: (value: T, form: F) => boolean;
  /** Overrides the table's encoding for this field. */
  encoding?: UrlEncoding;
}

/**
 * A repeated parameter (`lupulo=5:30:60&lupulo=8:20:15`): `read` turns each value into
 * an item (at most `max`), `write` each item into a value (undefined leaves it out). An
 * absent parameter gives `fallback`.
 */
export interface UrlListField<T, F = unknown> {
  name: string;
  list: true;
  fallback: T[];
  max: number;
  read: (raw: string, index: number) => T | undefined;
  write: (item: T, form: F) => string | undefined;
  encoding?: UrlEncoding;
}

/** The URL table of a form: one entry per form key, in the order the URL lists them. */
export type UrlFields<F> = {
  [K in keyof F]: UrlField<F[K], F> | (F[K] extends (infer I)[] ? UrlListField<I, F> : never);
};

function isList<T, F>(field: UrlField<T, F> | UrlListField<unknown, F>): field is UrlListField<unknown, F> {
  return field.list === true;
}

/** The form a query string describes; absent parameters take their defaults. */
export function readFields<F>(params: URLSearchParams, fields: UrlFields<F>): F {
  const form = {} as F;
  for (const key of Object.keys(fields) as (keyof F)[]) {
    const field = fields[key] as UrlField<F[keyof F], F> | UrlListField<unknown, F>;
    if (isList(field)) {
      const values = params.getAll(field.name);
      const items = values
        .slice(0, field.max)
        .map((raw, i) => field.read(raw, i))
        .filter((item) => item !== undefined);
      form[key] = (values.length > 0 ? items : field.fallback) as F[keyof F];
    } else {
      const raw = params.get(field.name);
      form[key] = raw === null ? field.fallback : field.read(raw);
    }
  }
  return form;
}

/** Whether the query string names any parameter of the table (a shared calculation). */
export function hasAnyField<F>(params: URLSearchParams, fields: UrlFields<F>): boolean {
  return Object.values<{ name: string }>(fields).some((field) => params.has(field.name));
}

/** The query string of a form: the table's parameters in its order, each escaped by `encoding`. */
export function writeFields<F>(form: NoInfer<F>, fields: UrlFields<F>, encoding: UrlEncoding = formEncoding): string {
  const parts: string[] = [];
  for (const key of Object.keys(fields) as (keyof F)[]) {
    const field = fields[key] as UrlField<F[keyof F], F> | UrlListField<unknown, F>;
    const encode = field.encoding ?? encoding;
    const name = encoding(field.name);
    if (isList(field)) {
      for (const item of form[key] as unknown[]) {
        const value = field.write(item, form);
        if (value !== undefined) parts.push(`${name}=${encode(value)}`);
      }
    } else {
      const value = form[key];
      if (field.omit?.(value, form)) continue;
      const text = field.write(value, form);
      if (text !== undefined) parts.push(`${name}=${encode(text)}`);
    }
  }
  return parts.join("&");
}

// ---------------------------------------------------------------------------
// Ready-made fields
// ---------------------------------------------------------------------------

/** Text as typed: trimmed both ways. */
export function textField<F = unknown>(name: string, fallback: string): UrlField<string, F> {
  return { name, fallback, read: (raw) => raw.trim(), write: (value) => value.trim() };
}

/** A decimal number: a dot in the URL, a comma in the field (docs/decisions/0002-brazilian-numbers.md, docs/decisions/0003-url-state.md). */
export function decimalField<F = unknown>(name: string, fallback: string, minDecimals = 0): UrlField<string, F> {
  return { name, fallback, read: (raw) => commaDecimal(raw.trim()), write: (value) => urlDecimal(value, minDecimals) };
}

/** One of a fixed list of choices; an unknown value falls back to the default. */
export function choiceField<T extends string | number, F = unknown>(
  name: string,
  options: readonly T[],
  fallback: T,
): UrlField<T, F> {
  return { name, fallback, read: (raw) => oneOf(options, raw, fallback), write: (value) => String(value) };
}
