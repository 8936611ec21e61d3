import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";
import type { InfographicMeta } from "~/content/infographics/catalog";
import { cn } from "~/lib/utils";

/**
 * One infographic: title, short explanation, the drawing, its data as a real table
 * (inside a closed <details>, so it is in the DOM for everyone and one tap away) and
 * the references it was drawn from.
 */
export function InfographicSection({
  meta,
  children,
  table,
}: {
  meta: InfographicMeta;
  children: ReactNode;
  table: ReactNode;
}) {
  const titleId = `${meta.id}-titulo`;
  return (
    <section
      id={meta.id}
      aria-labelledby={titleId}
      data-infographic={meta.id}
      className="render-later scroll-mt-20 border-t pt-8 [--render-later-height:60rem] first-of-type:border-t-0 first-of-type:pt-0"
    >
      <h2 id={titleId} className="text-2xl font-semibold tracking-tight text-balance">
        {meta.title}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground text-pretty">{meta.intro}</p>
      <div className="mt-5">{children}</div>
      <details className="group mt-5 rounded-xl border bg-card">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium outline-none hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
          <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          Ver dados em tabela
        </summary>
        <div className="border-t px-2 pb-2">{table}</div>
      </details>
      <p className="mt-3 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{meta.sources.length > 1 ? "Fontes: " : "Fonte: "}</span>
        {meta.sources.map((source, i) => (
          <span key={source.label}>
            {i > 0 ? "; " : ""}
            {source.href ? (
              <a
                href={source.href}
                className="underline underline-offset-2 hover:text-foreground"
                rel="noopener noreferrer"
              >
                {source.label}
              </a>
            ) : (
              <cite className="not-italic">{source.label}</cite>
            )}
          </span>
        ))}
        .
      </p>
    </section>
  );
}

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Columns (by index) holding numbers, aligned right. */
  numeric?: readonly number[];
}

/**
 * A plain data table: the text alternative of a drawing. On a phone it may scroll
 * sideways inside its box, so the box is a focusable, named region (keyboard users can
 * scroll it too).
 */
export function DataTable({ caption, columns, rows, numeric = [] }: DataTableProps) {
  return (
    <>
      {/* The caption is shown above the scrolling box so that it wraps on a phone; the
          table keeps it as its accessible <caption>. */}
      <p aria-hidden="true" className="px-2 pt-3 pb-1 text-sm text-muted-foreground">
        {caption}
      </p>
      <div
        className="overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b">
              {columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={cn("px-2 py-2 text-left align-bottom font-semibold", numeric.includes(i) && "text-right")}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-b last:border-b-0">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-2 text-left align-top font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={i}
                      className={cn(
                        "px-2 py-2 align-top",
                        numeric.includes(i) && "text-right whitespace-nowrap tabular-nums",
                      )}
                    >
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * Two drawings of one chart: a taller one for narrow containers and a wider one from
 * 36rem up. A container query, not a viewport one: with the sidebar, the content column
 * is narrow again at the md breakpoint. The hidden copy is display:none, out of the
 * accessibility tree.
 */
export function ResponsiveChart({ narrow, wide }: { narrow: ReactNode; wide: ReactNode }) {
  return (
    <div className="@container">
      <div className="mx-auto max-w-[30rem] @xl:hidden">{narrow}</div>
      <div className="mx-auto hidden max-w-4xl @xl:block">{wide}</div>
    </div>
  );
}

/** "4,2–5,3": a range in pt-BR numbers. */
export function formatRange(min: number, max: number, format: (n: number) => string): string {
  return min === max ? format(min) : `${format(min)}–${format(max)}`;
}
