/**
 * The ABV page's export (docs/decisions/0007-abv-export.md): the rows of a result, of each
 * tool used on the page, and the CSV, file name and copied text built from them. Kept out
 * of abv.ts and abv-tools.ts because only "Baixar PDF", "Baixar CSV" and "Copiar" need it:
 * the browser downloads it on the first click (issue 12), never with the page.
 */
import { type BasicResult, formatAbv, formatAttenuation, formatGravity } from "~/calculators/abv";
import {
  type AdvancedResult,
  FORMULA_LABELS,
  formatCalories,
  formatDegrees,
  MEASUREMENT_LABELS,
} from "~/calculators/abv-advanced";
import {
  type AbvTools,
  calculateDilution,
  calculatePriming,
  calculateRefractometer,
  formatLitres,
  PRIMING_SUGAR_INFO,
  TOOL_TITLES,
  validateDilution,
  validatePriming,
  validateRefractometer,
} from "~/calculators/abv-tools";
import { formatDateLong, formatNumber, todayInSaoPaulo } from "~/lib/format";

export interface ExportRow {
  label: string;
  value: string;
}

/** A part of the export with its heading: the ABV result, then each tool used on the page (issue 16). */
export interface ExportSection {
  title: string;
  rows: ExportRow[];
}

/** The main result's section title, also the PDF's title. */
export const EXPORT_TITLE = "Cálculo de ABV";

/**
 * The rows of every section for the one-row CSV: the first section's labels as they are
 * (so an export without tools is unchanged), the others prefixed by their section's title
 * ("Diluição: Água a adicionar").
 */
export function flattenSections(sections: readonly ExportSection[]): ExportRow[] {
  return sections.flatMap((section, i) =>
    i === 0 ? section.rows : section.rows.map((r) => ({ label: `${section.title}: ${r.label}`, value: r.value })),
  );
}

/**
 * docs/decisions/0018-abv-rules.md (abv, calories, alcoholCategory, originalGravity, finalGravity,
 * attenuation, calculationDate) for either tab; the advanced analysis adds its extra
 * results. The same rows feed the PDF, the CSV and the copied text.
 */
export function exportRows(result: BasicResult | AdvancedResult, calculationDate: Date): ExportRow[] {
  const advanced = "ogCorrected" in result ? result : undefined;
  const og = advanced ? advanced.ogCorrected : (result as BasicResult).og;
  const fg = advanced ? advanced.fgCorrected : (result as BasicResult).fg;
  const rows: ExportRow[] = [
    { label: "Data do cálculo", value: formatDateLong(calculationDate) },
    { label: "ABV", value: formatAbv(result.abv) },
    { label: "Categoria", value: result.category },
    { label: advanced ? "Densidade original corrigida" : "Densidade original", value: formatGravity(og) },
    { label: advanced ? "Densidade final corrigida" : "Densidade final", value: formatGravity(fg) },
    { label: "Atenuação aparente", value: formatAttenuation(result.apparentAttenuation) },
    { label: "Calorias", value: formatCalories(result.calories) },
  ];
  if (advanced) {
    const refractometer = advanced.measurement === "refractometer";
    rows.push(
      { label: "Atenuação real", value: formatAttenuation(advanced.realAttenuation) },
      { label: "Fórmula", value: FORMULA_LABELS[advanced.formula] },
      { label: "Instrumento", value: MEASUREMENT_LABELS[advanced.measurement] },
      {
        label: "Leitura original",
        value: refractometer ? `${formatDegrees(advanced.readings.og)} °Bx` : formatGravity(advanced.readings.og),
      },
      {
        label: "Leitura final",
        value: refractometer ? `${formatDegrees(advanced.readings.fg)} °Bx` : formatGravity(advanced.readings.fg),
      },
      refractometer
        ? {
            label: "Fator de correção do mosto",
            value: formatNumber(advanced.wcf, { minimumFractionDigits: 2, maximumFractionDigits: 3 }),
          }
        : {
            label: "Temperatura da amostra",
            value: `${formatNumber(advanced.temperature, { maximumFractionDigits: 1 })} °C (calibração ${formatNumber(advanced.calibration, { maximumFractionDigits: 2 })} °C)`,
          },
      { label: "Extrato original", value: `${formatDegrees(advanced.ogPlato)} °P` },
      { label: "Extrato aparente final", value: `${formatDegrees(advanced.fgPlato)} °P` },
      { label: "Brix original", value: `${formatDegrees(advanced.ogBrix)} °Bx` },
      { label: "Brix final equivalente", value: `${formatDegrees(advanced.fgBrix)} °Bx` },
    );
  } else {
    rows.push({ label: "Atenuação real", value: formatAttenuation(result.realAttenuation) });
  }
  return rows;
}

function csvCell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The CSV of docs/decisions/0007-abv-export.md the way a Brazilian spreadsheet opens it: a UTF-8 BOM, ";" between
 * columns (the comma is the decimal separator), CRLF line ends, one header row and one
 * row of values.
 */
export function toCsv(rows: ExportRow[]): string {
  const header = rows.map((r) => csvCell(r.label)).join(";");
  const values = rows.map((r) => csvCell(r.value)).join(";");
  return `\uFEFF${header}\r\n${values}\r\n`;
}

/** "calculo-abv-2026-11-22.csv": named with the calculation date (São Paulo). */
export function exportFileName(calculationDate: Date, extension: "pdf" | "csv"): string {
  return `calculo-abv-${todayInSaoPaulo(calculationDate)}.${extension}`;
}

/** The text "Copiar" puts on the clipboard: the result's rows, then each further section under its title. */
export function resultText(content: ExportRow[] | readonly ExportSection[], url?: string): string {
  const sections: readonly ExportSection[] =
    content.length > 0 && "rows" in content[0]!
      ? (content as ExportSection[])
      : [{ title: EXPORT_TITLE, rows: content as ExportRow[] }];
  const line = (r: ExportRow) => `${r.label}: ${r.value}`;
  const lines = [`${EXPORT_TITLE} — Cervejômetro`, ...(sections[0]?.rows ?? []).map(line)];
  for (const section of sections.slice(1)) lines.push("", section.title, ...section.rows.map(line));
  if (url) lines.push("", url);
  return lines.join("\n");
}

// ---------------------------------------------------------------------------
// The tools used on the page
// ---------------------------------------------------------------------------

const plain = (n: number, maxDecimals = 2) => formatNumber(n, { maximumFractionDigits: maxDecimals });
const warningRows = (warnings: readonly string[]): ExportRow[] => warnings.map((value) => ({ label: "Aviso", value }));

/** The export of each used tool with a result: its inputs, then its results (docs/decisions/0007-abv-export.md). */
export function toolSections(tools: AbvTools): ExportSection[] {
  const sections: ExportSection[] = [];
  if (tools.refractometer) {
    const v = validateRefractometer(tools.refractometer);
    if (v.ok) {
      const r = calculateRefractometer(v.value);
      sections.push({
        title: TOOL_TITLES.refractometer,
        rows: [
          { label: "Leitura original", value: `${plain(v.value.original)} °Bx` },
          { label: "Leitura final", value: `${plain(v.value.final)} °Bx` },
          { label: "Fator de correção do mosto", value: formatNumber(v.value.wcf, { minimumFractionDigits: 2 }) },
          { label: "Densidade original (OG)", value: formatGravity(r.og) },
          { label: "Densidade final (FG)", value: formatGravity(r.fg) },
          { label: "ABV", value: formatAbv(r.abv) },
          ...warningRows(r.warning ? [r.warning] : []),
        ],
      });
    }
  }
  if (tools.priming) {
    const v = validatePriming(tools.priming);
    if (v.ok) {
      const r = calculatePriming(v.value);
      sections.push({
        title: TOOL_TITLES.priming,
        rows: [
          { label: "Volume de cerveja", value: `${plain(v.value.volume)} L` },
          { label: "CO₂ desejado", value: `${plain(v.value.co2)} vol` },
          { label: "Temperatura", value: `${plain(v.value.temperature, 1)} °C` },
          { label: "Tipo de açúcar", value: PRIMING_SUGAR_INFO[v.value.sugar].label },
          { label: "Açúcar", value: `${formatNumber(r.grams, { maximumFractionDigits: 0 })} g` },
          {
            label: "Por litro",
            value: `${formatNumber(r.gramsPerLitre, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} g/L`,
          },
          {
            label: "CO₂ residual",
            value: `${formatNumber(r.residual, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} vol`,
          },
          ...warningRows(r.warnings),
        ],
      });
    }
  }
  if (tools.dilution) {
    const v = validateDilution(tools.dilution);
    if (v.ok) {
      const r = calculateDilution(v.value);
      sections.push({
        title: TOOL_TITLES.dilution,
        rows: [
          { label: "ABV atual", value: `${plain(v.value.current)}%` },
          { label: "ABV desejado", value: `${plain(v.value.target)}%` },
          { label: "Volume atual", value: `${plain(v.value.volume)} L` },
          { label: "Água a adicionar", value: formatLitres(r.water) },
          { label: "Volume final", value: formatLitres(r.finalVolume) },
        ],
      });
    }
  }
  return sections;
}

/** Everything an export holds for the calculation date: the result's rows, then each tool used on the page (issue 16). */
export function exportSections(
  result: BasicResult | AdvancedResult,
  tools: AbvTools,
  calculationDate: Date,
): ExportSection[] {
  return [{ title: EXPORT_TITLE, rows: exportRows(result, calculationDate) }, ...toolSections(tools)];
}
