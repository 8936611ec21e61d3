import { Copy, FileDown, FileSpreadsheet, Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { ShareButton } from "~/components/calculator/share-button";
import { Button } from "~/components/ui/button";
import { SpinnerIcon } from "~/components/ui/spinner";
import {
  EXPORT_TITLE,
  exportFileName,
  type ExportRow,
  type ExportSection,
  flattenSections,
  resultText,
  toCsv,
} from "~/calculators/abv";
import { formatDateLong } from "~/lib/format";
import { useClientValue } from "~/hooks/use-hydrated";

/** The attribute that scopes the print stylesheet below to the "Imprimir" button. */
const PRINT_ATTR = "data-abv-print";
export const PRINT_AREA_ID = "abv-print-area";

/**
 * While "Imprimir" runs, the page prints only the result (#abv-print-area), in black on
 * white whatever the theme: every element that neither is, contains nor sits inside the
 * result is removed from the print, and the result's ancestors lose their layout
 * (sidebar padding, grids). Plain CSS because the shared layout (sidebar, header, ads,
 * toasts) is not this page's.
 */
const AREA = `#${PRINT_AREA_ID}`;
export const ABV_PRINT_CSS = `@media print {
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

/**
 * Share-to links of docs/decisions/0018-abv-rules.md: open in a new tab, the shared text carries the page's link (docs/decisions/0003-url-state.md).
 * WhatsApp is not repeated here: the share block's first button already is (issue 15).
 */
function socialLinks(text: string, url: string) {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(url);
  return [
    { name: "Telegram", href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: "X", href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/**
 * Export (PDF, CSV), copy, print and share for an ABV result. `sections(date)` builds the
 * export data for the calculation date (the result, then the tools used on the page);
 * `path` is the page address with its query string (the origin is added in the browser).
 */
export function AbvResultActions({
  sections,
  calculatedAt,
  path,
  shareText,
}: {
  sections: (date: Date) => ExportSection[];
  calculatedAt: Date | null;
  path: string;
  shareText: string;
}) {
  const [pdfBusy, setPdfBusy] = useState(false);
  // The origin is only known in the browser; the server renders the relative link.
  const origin = useClientValue(() => window.location.origin, "");
  const url = `${origin}${path}`;

  useEffect(() => {
    const clear = () => document.documentElement.removeAttribute(PRINT_ATTR);
    window.addEventListener("afterprint", clear);
    return () => {
      window.removeEventListener("afterprint", clear);
      clear();
    };
  }, []);

  const date = () => calculatedAt ?? new Date();

  async function downloadPdf() {
    setPdfBusy(true);
    try {
      const at = date();
      const blob = await buildPdf(sections(at), at, url);
      downloadBlob(blob, exportFileName(at, "pdf"));
      toast.success("Arquivo PDF baixado com sucesso!");
    } catch (error) {
      console.warn("[abv] falha ao gerar o PDF:", error);
      toast.error("Erro ao gerar PDF", { description: "Não foi possível gerar o arquivo. Tente novamente." });
    } finally {
      setPdfBusy(false);
    }
  }

  function downloadCsv() {
    const at = date();
    const csv = toCsv(flattenSections(sections(at)));
    downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), exportFileName(at, "csv"));
    toast.success("Arquivo CSV baixado com sucesso!");
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(resultText(sections(date()), url));
      toast.success("Resultado copiado para área de transferência!");
    } catch {
      toast.error("Erro ao copiar resultado", {
        description: "Seu navegador não permitiu acesso à área de transferência.",
      });
    }
  }

  function print() {
    toast("Preparando para impressão...");
    document.documentElement.setAttribute(PRINT_ATTR, "");
    // A moment for the toast to appear before the print dialog blocks the page.
    setTimeout(() => window.print(), 400);
  }

  return (
    <div className="space-y-3 border-t pt-4" data-print-hide>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button type="button" variant="outline" onClick={downloadPdf} disabled={pdfBusy}>
          {pdfBusy ? <SpinnerIcon /> : <FileDown aria-hidden="true" />}
          {pdfBusy ? "Gerando PDF..." : "Baixar PDF"}
        </Button>
        <Button type="button" variant="outline" onClick={downloadCsv}>
          <FileSpreadsheet aria-hidden="true" /> Baixar CSV
        </Button>
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" /> Copiar
        </Button>
        <Button type="button" variant="outline" onClick={print}>
          <Printer aria-hidden="true" /> Imprimir
        </Button>
        <ShareButton
          className="col-span-2 sm:col-span-1"
          title="Cálculo de ABV"
          text={shareText}
          errorDescription="Erro ao compartilhar resultado"
        />
      </div>
      {/* 44 px tall on phones (issue 16, WCAG 2.5.5 as our bar); the desktop keeps the compact row. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span className="text-muted-foreground">Compartilhar em:</span>
        {socialLinks(shareText, url).map((link) => (
          <a
            key={link.name}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Compartilhar no ${link.name} (abre em nova aba)`}
            className="inline-flex items-center justify-center rounded-md border px-2.5 py-1 font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none max-md:min-h-11 max-md:min-w-11 max-md:px-3"
          >
            {link.name}
          </a>
        ))}
      </div>
    </div>
  );
}
