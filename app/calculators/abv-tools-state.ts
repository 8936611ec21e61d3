/**
 * The brewing tools' state on the ABV page (docs/decisions/0018-abv-rules.md, docs/decisions/0003-url-state.md): their
 * inputs, defaults and fields, and how they are read from and written to the URL. Apart
 * from abv-tools.ts (the formulas, validation and messages, re-exported there) because the
 * page reads the URL on every visit, while the tools' code loads only when the visitor
 * comes near them (issue 12). Pure logic, no React, no DOM.
 */
import { KINDS, RANGES, SHOWN, shownNumber } from "~/calculators/abv";
import {
  type FormatOptions,
  formatTyped,
  inRange,
  type NumberKind,
  parseNumber,
  type Range,
  toQueryNumber,
} from "~/lib/numbers";
import { commaKeepingEncoding, readFields, type UrlField, type UrlFields, writeFields } from "~/lib/url-state";

/**
 * One number field of a tool: how it reads a dot (docs/decisions/0002-brazilian-numbers.md,
 * revised), how it shows a value back, and its plausible range (issue 16). Every tool
 * field holds a quantity (°Bx, litres, volumes of CO₂, °C, %), except the refractometer's
 * correction factor, a decimal like a gravity.
 */
export interface ToolField {
  kind: NumberKind;
  shown: FormatOptions;
  range: Range;
  /** The lower bound itself is refused (a reading, a volume of CO₂, an ABV must be above 0). */
  positive?: boolean;
}

const quantity = (range: Range, positive = false): ToolField => ({
  kind: "grouped",
  shown: { maxDecimals: 2 },
  range,
  positive,
});

/** Litres of a homebrew batch: half a litre (a test bottle) to a thousand (a small brewery). */
export const BATCH_LITRES: Range = { min: 0.5, max: 1000, unit: "L" };

/** The number, when `raw` parses as `field` and lies in its range. */
export function inField(raw: string, field: ToolField): number | undefined {
  const n = parseNumber(raw, field.kind);
  return n !== undefined && inRange(n, field.range) && !(field.positive && n <= 0) ? n : undefined;
}

// ---------------------------------------------------------------------------
// Refractometer correction
// ---------------------------------------------------------------------------

export interface RefractometerInput {
  original: string;
  final: string;
  wcf: string;
}

/** docs/decisions/0018-abv-rules.md: defaults 12.5 and 4.2 °Bx; docs/decisions/0001-calculator-formulas.md: wort correction factor 1.04. */
export const REFRACTOMETER_DEFAULTS: RefractometerInput = { original: "12,5", final: "4,2", wcf: "1,04" };

export const REFRACTOMETER_FIELDS = {
  original: quantity(RANGES.brixOriginal),
  final: quantity(RANGES.brixFinal, true),
  wcf: { kind: KINDS.wcf, shown: SHOWN.wcf, range: RANGES.wcf },
} satisfies Record<keyof RefractometerInput, ToolField>;

// ---------------------------------------------------------------------------
// Priming sugar
// ---------------------------------------------------------------------------

export const PRIMING_SUGARS = ["table", "corn", "honey", "dme"] as const;
export type PrimingSugar = (typeof PRIMING_SUGARS)[number];

export function parsePrimingSugar(value: string | null | undefined): PrimingSugar | undefined {
  return PRIMING_SUGARS.find((s) => s === value);
}

export interface PrimingInput {
  volume: string;
  co2: string;
  temperature: string;
  sugar: PrimingSugar;
}

/** docs/decisions/0018-abv-rules.md: 20 L, 2.4 volumes, 20 °C. */
export const PRIMING_DEFAULTS: PrimingInput = { volume: "20", co2: "2,4", temperature: "20", sugar: "table" };

export const PRIMING_FIELDS = {
  volume: quantity(BATCH_LITRES),
  /** Above 5 volumes a bottle is at risk of bursting; 0 is "no sugar" (checked as positive). */
  co2: quantity({ min: 0, max: 5, unit: "vol" }, true),
  temperature: quantity({ min: -10, max: 50, unit: "°C" }),
} satisfies Record<Exclude<keyof PrimingInput, "sugar">, ToolField>;

// ---------------------------------------------------------------------------
// Dilution
// ---------------------------------------------------------------------------

export interface DilutionInput {
  current: string;
  target: string;
  volume: string;
}

/** docs/decisions/0018-abv-rules.md: 8.5 %, 6.0 %, 20 L. */
export const DILUTION_DEFAULTS: DilutionInput = { current: "8,5", target: "6,0", volume: "20" };

/**
 * The dilution tool's starting values on a page that has just computed an ABV (issue 27
 * section 3: it started at 8,5 % whatever the calculator above said): the beer's own ABV, to
 * one decimal, and a target below it (6,0 % when it is above that, else 1 point lower). An ABV
 * too low to dilute meaningfully (under 1,5 %), or none, keeps the decision's defaults.
 */
export function dilutionDefaultsFor(computedAbv: number | undefined): DilutionInput {
  if (computedAbv === undefined || !Number.isFinite(computedAbv) || computedAbv < 1.5 || computedAbv > 100) {
    return DILUTION_DEFAULTS;
  }
  const current = Math.round(computedAbv * 10) / 10;
  const target = current > 6 ? 6 : Math.round((current - 1) * 10) / 10;
  const shown = (n: number) => formatTyped(n, "grouped", { minDecimals: 1, maxDecimals: 1 });
  return { ...DILUTION_DEFAULTS, current: shown(current), target: shown(target) };
}

/** An ABV shows one decimal at least, as the defaults are written ("6,0"). */
const abv: ToolField = {
  ...quantity({ min: 0, max: 100, unit: "%" }, true),
  shown: { minDecimals: 1, maxDecimals: 2 },
};

export const DILUTION_FIELDS = {
  current: abv,
  /** Also below the current ABV, a rule between two fields checked by validateDilution. */
  target: abv,
  volume: quantity(BATCH_LITRES),
} satisfies Record<keyof DilutionInput, ToolField>;

// ---------------------------------------------------------------------------
// The tools in the URL and in the export (issue 16)
// ---------------------------------------------------------------------------

/**
 * The tools' inputs on the page. null: the tool has not been used (it shows its defaults,
 * and stays out of the URL and of the export). A tool becomes used when one of its fields
 * changes or its form is submitted, so "Baixar PDF" lists what the visitor worked out.
 */
export interface AbvTools {
  refractometer: RefractometerInput | null;
  priming: PrimingInput | null;
  dilution: DilutionInput | null;
}

export type AbvToolName = keyof AbvTools;

export const TOOLS_UNUSED: AbvTools = { refractometer: null, priming: null, dilution: null };

export const TOOL_DEFAULTS = {
  refractometer: REFRACTOMETER_DEFAULTS,
  priming: PRIMING_DEFAULTS,
  dilution: DILUTION_DEFAULTS,
} as const satisfies { [K in AbvToolName]: NonNullable<AbvTools[K]> };

/** A tool's number in the URL: written only when valid (a dot decimal, no thousands group); read by its kind. */
function toolNumber<F>(name: string, fallback: string, field: ToolField): UrlField<string, F> {
  return {
    name,
    fallback,
    read: (raw) => shownNumber(raw, field.kind, field.shown),
    write: (value) => {
      const n = inField(value, field);
      return n === undefined ? undefined : toQueryNumber(n, field.kind);
    },
  };
}

/**
 * The query parameters of each tool (Portuguese, short, docs/decisions/0003-url-state.md),
 * also the `name`s of its fields, so its form works as a GET form without JavaScript.
 */
export const TOOL_PARAMS = {
  refractometer: { original: "refr_og", final: "refr_fg", wcf: "refr_fator" },
  priming: { volume: "priming_litros", co2: "priming_co2", temperature: "priming_temp", sugar: "priming_acucar" },
  dilution: { current: "diluicao_atual", target: "diluicao_alvo", volume: "diluicao_litros" },
} as const satisfies { [K in AbvToolName]: Record<keyof NonNullable<AbvTools[K]>, string> };

const REFRACTOMETER_URL: UrlFields<RefractometerInput> = {
  original: toolNumber(
    TOOL_PARAMS.refractometer.original,
    REFRACTOMETER_DEFAULTS.original,
    REFRACTOMETER_FIELDS.original,
  ),
  final: toolNumber(TOOL_PARAMS.refractometer.final, REFRACTOMETER_DEFAULTS.final, REFRACTOMETER_FIELDS.final),
  wcf: toolNumber(TOOL_PARAMS.refractometer.wcf, REFRACTOMETER_DEFAULTS.wcf, REFRACTOMETER_FIELDS.wcf),
};

const PRIMING_URL: UrlFields<PrimingInput> = {
  volume: toolNumber(TOOL_PARAMS.priming.volume, PRIMING_DEFAULTS.volume, PRIMING_FIELDS.volume),
  co2: toolNumber(TOOL_PARAMS.priming.co2, PRIMING_DEFAULTS.co2, PRIMING_FIELDS.co2),
  temperature: toolNumber(TOOL_PARAMS.priming.temperature, PRIMING_DEFAULTS.temperature, PRIMING_FIELDS.temperature),
  sugar: {
    name: TOOL_PARAMS.priming.sugar,
    fallback: PRIMING_DEFAULTS.sugar,
    read: (raw) => parsePrimingSugar(raw.trim()) ?? PRIMING_DEFAULTS.sugar,
    write: (sugar) => sugar,
  },
};

const DILUTION_URL: UrlFields<DilutionInput> = {
  current: toolNumber(TOOL_PARAMS.dilution.current, DILUTION_DEFAULTS.current, DILUTION_FIELDS.current),
  target: toolNumber(TOOL_PARAMS.dilution.target, DILUTION_DEFAULTS.target, DILUTION_FIELDS.target),
  volume: toolNumber(TOOL_PARAMS.dilution.volume, DILUTION_DEFAULTS.volume, DILUTION_FIELDS.volume),
};

const TOOL_URLS: { [K in AbvToolName]: UrlFields<NonNullable<AbvTools[K]>> } = {
  refractometer: REFRACTOMETER_URL,
  priming: PRIMING_URL,
  dilution: DILUTION_URL,
};

const TOOL_NAMES = Object.keys(TOOL_URLS) as AbvToolName[];

/**
 * `tools` with `patch` applied to one tool, which is then used (typed into). Leaving a
 * field never marks a tool used by itself: each default is written the way its field
 * shows a value back on blur ("6,0", "1,04"), so the field does not rewrite it.
 */
export function patchTool<K extends AbvToolName>(
  tools: AbvTools,
  name: K,
  patch: Partial<NonNullable<AbvTools[K]>>,
): AbvTools {
  return { ...tools, [name]: { ...(tools[name] ?? TOOL_DEFAULTS[name]), ...patch } };
}

/** The tools a query string names (any of a tool's parameters marks it used; the others take defaults). */
export function parseToolsQuery(params: URLSearchParams): AbvTools {
  const read = <K extends AbvToolName>(name: K): AbvTools[K] => {
    const fields = TOOL_URLS[name] as UrlFields<NonNullable<AbvTools[K]>>;
    const used = Object.values<{ name: string }>(fields).some((f) => params.has(f.name));
    return used ? readFields(params, fields) : null;
  };
  return { refractometer: read("refractometer"), priming: read("priming"), dilution: read("dilution") };
}

/**
 * The used tools' parameters ("" when none), after the calculator's own. A field outside
 * its limits is left out, as in the calculator's (issue 16).
 */
export function toolsQuery(tools: AbvTools): string {
  return TOOL_NAMES.flatMap((name) => {
    const input = tools[name];
    if (!input) return [];
    const query = writeFields(input as never, TOOL_URLS[name] as UrlFields<never>, commaKeepingEncoding);
    return query ? [query] : [];
  }).join("&");
}
