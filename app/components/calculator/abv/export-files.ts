// The ABV result's files and copied text (docs/decisions/0007-abv-export.md), loaded on the
// first click of "Baixar PDF", "Baixar CSV", "Copiar" or "Imprimir" (issue 12: code behind a button stays
// out of the page's first visit); jspdf itself is fetched only for the PDF.
import type { BasicResult } from "~/calculators/abv";
import type { AdvancedResult } from "~/calculators/abv-advanced";
import type { AbvTools } from "~/calculators/abv-tools-state";
import {
  EXPORT_TITLE,
  exportFileName,
  type ExportRow,
  type ExportSection,
  exportSections,
  flattenSections,
  resultText,
  toCsv,
} from "~/calculators/abv-export";
import { PRINT_AREA_ID, PRINT_ATTR } from "~/components/calculator/abv/panels";
import { formatDateLong } from "~/lib/format";

function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The PDF's standard Helvetica only knows Latin-1: spell out the few other characters. */
function pdfSafe(text: string) {
  return text
    .replace(/[—–]/g, "-")
    .replace(/₂/g, "2")
    .replace(/\u00a0|\u202f/g, " ");
}

/**
 * docs/decisions/0007-abv-export.md: a real PDF; jspdf is fetched only when the visitor asks for it. The
 * result's rows first, then each tool used on the page under its own heading (issue 16).
 */
async function buildPdf(sections: readonly ExportSection[], date: Date, url: string): Promise<Blob> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "mm", format: "a4" });
  doc.setProperties({ title: "Cálculo de ABV", subject: "Teor alcoólico da cerveja", creator: "Cervejômetro" });
  const left = 20;
  const right = 190;

  doc.setFont("helvetica", "bold");
  doc.setFontSize(20);
  doc.setTextColor(33, 33, 33);
  doc.text(EXPORT_TITLE, left, 26);
  doc.setFont("helvetica", "normal");
  doc.setFontSize(10);
  doc.setTextColor(110, 110, 110);
  doc.text(pdfSafe(`Cervejômetro · ${formatDateLong(date)}`), left, 33);

  let y = 46;
  const newPageIfBelow = (limit: number) => {
    if (y > limit) {
      doc.addPage();
      y = 24;
    }
  };
  const row = ({ label, value }: ExportRow) => {
    newPageIfBelow(270);
    doc.setFontSize(11);
    doc.setFont("helvetica", "bold");
    // A long value (a tool's warning) wraps under its first line instead of running off the page.
    const lines = doc.splitTextToSize(pdfSafe(value), right - left - 60) as string[];
    const bottom = y + (lines.length - 1) * 5;
    doc.setDrawColor(225, 225, 225);
    doc.line(left, bottom + 3, right, bottom + 3);
    doc.setTextColor(33, 33, 33);
    doc.text(lines, right, y, { align: "right" });
    doc.setFont("helvetica", "normal");
    doc.setTextColor(90, 90, 90);
    doc.text(pdfSafe(label), left, y);
    y = bottom + 10;
  };

  sections.forEach((section, i) => {
    if (i > 0) {
      // A heading never sits alone at the foot of a page.
      newPageIfBelow(250);
      y += 4;
      doc.setFont("helvetica", "bold");
      doc.setFontSize(14);
      doc.setTextColor(33, 33, 33);
      doc.text(pdfSafe(section.title), left, y);
      y += 10;
    }
    section.rows.forEach(row);
  });

  doc.setFont("helvetica", "normal");
  doc.setFontSize(9);
  doc.setTextColor(110, 110, 110);
  const notes = doc.splitTextToSize(
    pdfSafe(
      "Valores estimados a partir das leituras informadas (fórmulas de Brewer's Friend, ASBC, Terrill, Hall e Daniels). Refaça este cálculo em: " +
        url,
    ),
    right - left,
  ) as string[];
  newPageIfBelow(270);
  doc.text(notes, left, y + 8);
  return doc.output("blob");
}

export async function downloadPdf(result: BasicResult | AdvancedResult, tools: AbvTools, at: Date, url: string) {
  const blob = await buildPdf(exportSections(result, tools, at), at, url);
  downloadBlob(blob, exportFileName(at, "pdf"));
}

export function downloadCsv(result: BasicResult | AdvancedResult, tools: AbvTools, at: Date) {
  const csv = toCsv(flattenSections(exportSections(result, tools, at)));
  downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), exportFileName(at, "csv"));
}

export function copiedText(result: BasicResult | AdvancedResult, tools: AbvTools, at: Date, url: string) {
  return resultText(exportSections(result, tools, at), url);
}

/**
 * While "Imprimir" runs, the page prints only the result (#abv-print-area), in black on
 * white whatever the theme: every element that neither is, contains nor sits inside the
 * result is removed from the print, and the result's ancestors lose their layout
 * (sidebar padding, grids). Plain CSS because the shared layout (sidebar, header, ads,
 * toasts) is not this page's.
 */
const AREA = `#${PRINT_AREA_ID}`;
const ABV_PRINT_CSS = `@media print {
  html[${PRINT_ATTR}], html[${PRINT_ATTR}] body { background: #fff !important; color: #000 !important; color-scheme: light; }
  html[${PRINT_ATTR}] body *:not(${AREA}):not(${AREA} *):not(:has(${AREA})) { display: none !important; }
  html[${PRINT_ATTR}] body *:has(${AREA}) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; max-width: none !important; width: auto !important; min-height: 0 !important;
    box-shadow: none !important; background: transparent !important;
  }
  html[${PRINT_ATTR}] ${AREA}, html[${PRINT_ATTR}] ${AREA} * {
    color: #000 !important; background: transparent !important; box-shadow: none !important;
  }
  html[${PRINT_ATTR}] ${AREA} { border: 0 !important; }
  html[${PRINT_ATTR}] ${AREA} [data-print-hide] { display: none !important; }
}`;

const PRINT_STYLE_ID = "abv-print-css";

/** "Imprimir": the print stylesheet into the page (once), and the page marked for it until the print ends. */
export function preparePrint() {
  if (!document.getElementById(PRINT_STYLE_ID)) {
    const style = document.createElement("style");
    style.id = PRINT_STYLE_ID;
    style.textContent = ABV_PRINT_CSS;
    document.head.appendChild(style);
  }
  document.documentElement.setAttribute(PRINT_ATTR, "");
}
