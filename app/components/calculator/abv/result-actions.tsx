import Copy from "lucide-react/icons/copy";
import FileDown from "lucide-react/icons/file-down";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import Printer from "lucide-react/icons/printer";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { resultLink, ShareButton } from "~/components/calculator/share-button";
import { Button } from "~/components/ui/button";
import { SpinnerIcon } from "~/components/ui/spinner";
import type { BasicResult } from "~/calculators/abv";
import type { AdvancedResult } from "~/calculators/abv-advanced";
import type { AbvTools } from "~/calculators/abv-tools-state";
import { PRINT_AREA_ID, PRINT_ATTR } from "~/components/calculator/abv/panels";
import { useClientValue } from "~/hooks/use-hydrated";

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

/** The export's code (rows, CSV, PDF, print stylesheet), downloaded on the first click of a button below (issue 12). */
const loadExport = () => import("~/components/calculator/abv/export-files");

/**
 * Export (PDF, CSV), copy, print and share for an ABV result. The export holds `result`
 * for the calculation date, then the tools used on the page (`tools`); `path` is the page
 * address with its query string (the origin is added in the browser). The buttons' ids
 * (`idPrefix`-pdf, -csv, -copiar, -imprimir) let a deferred part put the focus back on the
 * live button that had it in the server's HTML. `pressedEarly` gives
 * the index of a button pressed in the server's HTML before this code arrived (basic-tab.tsx
 * loads it when the visitor comes near): it is pressed again once live, while the click's
 * user activation still allows the clipboard and the share sheet.
 */
export function AbvResultActions({
  result,
  tools,
  calculatedAt,
  path,
  shareText,
  idPrefix,
  pressedEarly,
}: {
  result: BasicResult | AdvancedResult;
  tools: AbvTools;
  calculatedAt: Date | null;
  path: string;
  shareText: string;
  idPrefix: string;
  pressedEarly?: () => number;
}) {
  const [pdfBusy, setPdfBusy] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
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

  const pressAgain = useEffectEvent(() => {
    const pressed = pressedEarly?.() ?? -1;
    if (pressed >= 0) ref.current?.querySelectorAll("button")[pressed]?.click();
  });
  useEffect(() => pressAgain(), []);

  const date = () => calculatedAt ?? new Date();

  async function downloadPdf() {
    setPdfBusy(true);
    try {
      const { downloadPdf: download } = await loadExport();
      await download(result, tools, date(), url);
      toast.success("Arquivo PDF baixado com sucesso!");
    } catch (error) {
      console.warn("[abv] falha ao gerar o PDF:", error);
      toast.error("Erro ao gerar PDF", { description: "Não foi possível gerar o arquivo. Tente novamente." });
    } finally {
      setPdfBusy(false);
    }
  }

  async function downloadCsv() {
    const { downloadCsv: download } = await loadExport();
    download(result, tools, date());
    toast.success("Arquivo CSV baixado com sucesso!");
  }

  async function copy() {
    try {
      const { copiedText } = await loadExport();
      await navigator.clipboard.writeText(copiedText(result, tools, date(), url));
      toast.success("Resultado copiado para área de transferência!");
    } catch {
      toast.error("Erro ao copiar resultado", {
        description: "Seu navegador não permitiu acesso à área de transferência.",
      });
    }
  }

  async function print() {
    toast("Preparando para impressão...");
    const { preparePrint } = await loadExport();
    preparePrint();
    // A moment for the toast to appear before the print dialog blocks the page.
    setTimeout(() => window.print(), 400);
  }

  return (
    <div ref={ref} className="space-y-3 border-t pt-4" data-print-hide>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button id={`${idPrefix}-pdf`} type="button" variant="outline" onClick={downloadPdf} disabled={pdfBusy}>
          {pdfBusy ? <SpinnerIcon /> : <FileDown aria-hidden="true" />}
          {pdfBusy ? "Gerando PDF..." : "Baixar PDF"}
        </Button>
        <Button id={`${idPrefix}-csv`} type="button" variant="outline" onClick={downloadCsv}>
          <FileSpreadsheet aria-hidden="true" /> Baixar CSV
        </Button>
        <Button id={`${idPrefix}-copiar`} type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden="true" /> Copiar
        </Button>
        <Button id={`${idPrefix}-imprimir`} type="button" variant="outline" onClick={print}>
          <Printer aria-hidden="true" /> Imprimir
        </Button>
        <ShareButton
          className="col-span-2 sm:col-span-1"
          title="Cálculo de ABV"
          text={shareText}
          anchor={PRINT_AREA_ID}
          errorDescription="Erro ao compartilhar resultado"
        />
      </div>
      {/* 44 px tall on phones (issue 16, WCAG 2.5.5 as our bar); the desktop keeps the compact row. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span className="text-muted-foreground">Compartilhar em:</span>
        {socialLinks(shareText, resultLink(url, PRINT_AREA_ID)).map((link) => (
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
