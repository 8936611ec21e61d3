import Info from "lucide-react/icons/info";
import type { ReactNode, Ref } from "react";
import { formatAbv } from "~/calculators/abv";

/** The attribute that scopes the print stylesheet (export-files.ts) to the "Imprimir" button. */
export const PRINT_ATTR = "data-abv-print";
export const PRINT_AREA_ID = "abv-print-area";

export const panel = "flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6";

/** The note at the top of each tab: what it does, in a sentence or two. */
export function Banner({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        <p className="text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}

/** The result card; it is also what "Imprimir" prints (#abv-print-area). */
export function ResultPanel({
  titleId,
  children,
  ref,
}: {
  titleId: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section id={PRINT_AREA_ID} ref={ref} aria-labelledby={titleId} className={`${panel} scroll-mt-result`}>
      <p className="hidden text-sm print:block">Cervejômetro · Calculadora de ABV</p>
      <h2 id={titleId} className="text-lg font-semibold">
        Resultado
      </h2>
      {children}
    </section>
  );
}

export const GRAVITY_HINT = "De 1,000 a 1,200, passo 0,001.";

export function shareTextFor(abv: number, category: string) {
  return `Minha cerveja tem ${formatAbv(abv)} de álcool (${category}). Calcule o ABV da sua no Cervejômetro:`;
}
